import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Checkbox, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, NotificationBus, Session, formatDate, formatMoney, useAnswer, useService } from '@portolan/sdk';
import type { InvoiceRecord, PayTransaction } from '../../../shared/types';
import { payApi } from '../../api/payApi';
import { usePaymentsApi } from '../../api/paymentsApi';
import { majorToMinor, minorToInput } from '../../api/paymentAmounts';
import { PayStore } from '../../stores/PayStore';
import './pay.css';

const money = (minor: number, currency: string) => formatMoney({ minor }, currency);
const OPEN = 'ISSUED,PARTLY_PAID,OVERDUE';

/** The provider's mode: the list's, else the first active account's; unknown before any account is linked. */
function account0Mode(mode: 'SANDBOX' | 'LIVE' | undefined, active: { mode: 'SANDBOX' | 'LIVE' }[]) {
  return mode ?? active[0]?.mode;
}

function preselected(params: URLSearchParams): string[] {
  return [...(params.get('invoices') ?? '').split(','), params.get('invoice') ?? ''].map((s) => s.trim()).filter(Boolean);
}

function TransactionProgress({ store }: { store: PayStore }) {
  const t = store.transaction;
  if (!t) return null;
  if (t.status === 'SETTLED')
    return (
      <Callout intent="success" role="status" title="Paid">
        Paid — {money(t.amountMinor, t.currency)} settled, reference {t.providerReference ?? t._id}
      </Callout>
    );
  if (t.status === 'FAILED')
    return (
      <Callout intent="danger" role="alert" title="The payment failed">
        {t.failureReason ?? 'The provider refused the payment.'} <Button size="small" text="Try again" onClick={store.tryAgain} />
      </Callout>
    );
  return (
    <Callout intent="primary" role="status" title="Processing" icon={<Spinner size={16} />}>
      Paying {money(t.amountMinor, t.currency)} to {t.payeeName}…
    </Callout>
  );
}

function StatusTag({ status }: { status: PayTransaction['status'] }) {
  const intent = status === 'SETTLED' ? 'success' : status === 'FAILED' ? 'danger' : 'primary';
  return <Tag minimal intent={intent}>{status}</Tag>;
}

/**
 * `/pay` (no chrome, SPEC §2): a page of its own (inside the host's one `<main>`, which every route gets) — the company and a way back, the linked pay2corp
 * accounts (link one), the chosen account's balance, the open invoices issued to the company with an
 * amount to pay each, and "Pay" with its progress until SETTLED or FAILED; the recent transactions.
 */
const PayScreen = observer(function PayScreen() {
  const http = useService(HttpClient);
  const session = useService(Session);
  const notify = useService(NotificationBus);
  const canLink = useService(Entitlements).isAllowed('payments', 'Approve');
  const pay = useMemo(() => payApi(http), [http]);
  const api = usePaymentsApi();
  const [params] = useSearchParams();
  const [reloads, setReloads] = useState(0);
  const store = useMemo(() => new PayStore(pay, 1000, () => setReloads((n) => n + 1)), [pay]);
  useEffect(() => () => store.dispose(), [store]);

  const accounts = useAnswer(() => pay.accounts(), `accounts:${reloads}`);
  const active = (accounts.data?.items ?? []).filter((a) => a.status === 'ACTIVE');
  const mode = account0Mode(accounts.data?.mode, active);
  const [chosenAccount, setChosenAccount] = useState<string>();
  const account = active.find((a) => a._id === chosenAccount) ?? active[0];
  const balance = useAnswer(() => pay.balance(account!._id), account ? `balance:${account._id}:${reloads}` : undefined);
  const invoices = useAnswer(() => api.invoices({ direction: 'RECEIVED', status: OPEN }, { sort: { dueDate: 'asc' } }), `invoices:${reloads}`);
  const recent = useAnswer(() => pay.transactions(), `recent:${reloads}`);

  const [corporateId, setCorporateId] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const [linking, setLinking] = useState(false);
  const link = async () => {
    if (linking) return;
    if (!corporateId.trim()) return setLinkError('Enter the corporate id');
    setLinking(true);
    const answer = await pay.link({ corporateId: corporateId.trim() });
    setLinking(false);
    notify.outcome(answer.ok, { success: 'Account linked', failure: `Could not link the account: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok) {
      setCorporateId('');
      setLinkError(undefined);
      setChosenAccount(answer.data?._id);
      accounts.reload();
    } else setLinkError(answer.errorMessage);
  };

  const wanted = preselected(params);
  const [selected, setSelected] = useState<string[] | null>(null);
  const chosen = selected ?? wanted;
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const rows = invoices.data ?? [];
  const amountText = (inv: InvoiceRecord) => amounts[inv._id] ?? minorToInput(inv.balanceMinor, inv.currency);
  const picked = rows.filter((inv) => chosen.includes(inv._id));
  const problems = Object.fromEntries(
    picked.flatMap((inv) => {
      const minor = majorToMinor(amountText(inv), inv.currency);
      if (minor === undefined) return [[inv._id, 'Enter an amount']];
      if (minor <= 0) return [[inv._id, 'More than zero']];
      if (minor > inv.balanceMinor) return [[inv._id, `At most the balance, ${money(inv.balanceMinor, inv.currency)}`]];
      return [];
    }),
  ) as Record<string, string>;
  const currencies = [...new Set(picked.map((inv) => inv.currency))];
  const payees = [...new Set(picked.map((inv) => inv.companyId))];
  const currency = currencies[0] ?? account?.currency ?? 'USD';
  const totalMinor = picked.reduce((sum, inv) => sum + (majorToMinor(amountText(inv), inv.currency) ?? 0), 0);
  const blocker =
    !account ? 'Link a pay2corp account first' : picked.length === 0 ? 'Choose the invoices to pay' : currencies.length > 1 ? 'Pay invoices in one currency at a time' : payees.length > 1 ? 'Pay one vendor at a time' : Object.keys(problems).length
              ? 'Correct the amounts'
              : balance.data && balance.data.currency === currency && totalMinor > balance.data.availableMinor
                ? `More than the account's balance, ${money(balance.data.availableMinor, balance.data.currency)}`
                : undefined;
  const toggle = (id: string) => setSelected(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  // While an attempt is in flight, unanswered or processing, what it pays cannot change: a retry must send the same request.
  const locked = store.inProgress || store.unanswered;
  const submit = () => {
    if (blocker || locked) return;
    void store.pay({ accountId: account!._id, invoices: picked.map((inv) => ({ invoiceId: inv._id, amountMinor: majorToMinor(amountText(inv), inv.currency)! })) });
  };
  const company = session.userCompany.data?.name ?? 'Your company';

  return (
    <div className="pt-pay-page">
      <header className="pt-pay-header">
        <span className="pt-pay-company">{company}</span>
        <Link to="/vendor-payments">Back to Portolan</Link>
      </header>
      <div className="pt-pay-main">
        <h1 id="pay-title">Pay invoices</h1>

        <section aria-labelledby="pay-accounts">
          <h2 id="pay-accounts">Pay account</h2>
          <LoadStates isFetching={accounts.isFetching && !accounts.data} error={accounts.error} empty={false} emptyText="No account" onRetry={accounts.reload}>
            {active.length === 0 ? (
              <p>No pay2corp account is linked yet.</p>
            ) : (
              <label className="pt-pay-field">
                Account
                <HTMLSelect value={account?._id} onChange={(e) => setChosenAccount(e.target.value)} options={active.map((a) => ({ value: a._id, label: `${a.displayName || a.corporateId} (${a.corporateId})` }))} />
              </label>
            )}
            {account && (
              <p aria-live="polite">
                {account.mode === 'SANDBOX' && (
                  <Tag intent="warning" aria-label="Sandbox account">
                    SANDBOX
                  </Tag>
                )}{' '}
                Balance: {balance.data ? <strong>{money(balance.data.availableMinor, balance.data.currency)}</strong> : balance.error ? `could not be read (${balance.error})` : '…'}
              </p>
            )}
          </LoadStates>
          {canLink && (
          <form
            aria-label="Link a pay2corp account"
            className="pt-pay-link"
            onSubmit={(e) => {
              e.preventDefault();
              void link();
            }}
          >
            <label className="pt-pay-field" htmlFor="pay-corporate-id">
              Corporate id
            </label>
            <InputGroup id="pay-corporate-id" value={corporateId} onChange={(e) => setCorporateId(e.target.value)} aria-describedby="pay-corporate-hint" aria-invalid={!!linkError} />
            <Button type="submit" text="Link account" loading={linking} />
            <span id="pay-corporate-hint" className="pt-pay-hint">
              {(account?.mode ?? balance.data?.mode ?? mode) === 'SANDBOX' && (
                <>
                  <Tag intent="warning">SANDBOX</Tag> Sandbox accepts corporate ids like SBX-ACME01
                </>
              )}
            </span>
            {linkError && (
              <span role="alert" className="pt-pay-error">
                {linkError}
              </span>
            )}
          </form>
          )}
        </section>

        <section aria-labelledby="pay-invoices">
          <h2 id="pay-invoices">Invoices to pay</h2>
          <LoadStates isFetching={invoices.isFetching && !invoices.data} error={invoices.error} empty={rows.length === 0} emptyText="No open invoice is issued to your company" onRetry={invoices.reload}>
            <form
              aria-label="Invoices to pay"
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <HTMLTable compact aria-label="Open invoices" className="pt-pay-table">
                <thead>
                  <tr>
                    <th>Pay</th>
                    <th>Vendor</th>
                    <th>Invoice</th>
                    <th>Due</th>
                    <th>Balance</th>
                    <th>Amount to pay</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((inv) => {
                    const on = chosen.includes(inv._id);
                    const at = picked.indexOf(inv);
                    const serverProblems = at < 0 ? [] : Object.entries(store.fieldErrors).filter(([k]) => k.startsWith(`invoices.${at}.`)).map(([, m]) => m);
                    const label = inv.number ?? inv._id;
                    return (
                      <tr key={inv._id}>
                        <td>
                          <Checkbox aria-label={`Pay ${label}`} checked={on} disabled={locked} onChange={() => toggle(inv._id)} style={{ margin: 0 }} />
                        </td>
                        <td>{inv.issuerName}</td>
                        <td>{label}</td>
                        <td>{inv.dueDate ? formatDate(inv.dueDate) : '—'}</td>
                        <td>{money(inv.balanceMinor, inv.currency)}</td>
                        <td>
                          <InputGroup
                            size="small"
                            aria-label={`Amount to pay for ${label} (${inv.currency})`}
                            value={amountText(inv)}
                            disabled={!on || locked}
                            inputMode="decimal"
                            onChange={(e) => setAmounts({ ...amounts, [inv._id]: e.target.value })}
                            aria-invalid={on && !!problems[inv._id]}
                          />
                          {on && problems[inv._id] && <span className="pt-pay-error">{problems[inv._id]}</span>}
                          {serverProblems.map((m) => (
                            <span key={m} className="pt-pay-error">
                              {m}
                            </span>
                          ))}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
              <div className="pt-pay-total">
                <span>
                  Total: <strong>{money(totalMinor, currency)}</strong>
                </span>
                <Button type="submit" intent="primary" text={`Pay ${money(totalMinor, currency)}`} disabled={!!blocker || locked} loading={store.pending} />
                {blocker && <span className="pt-pay-hint">{blocker}</span>}
              </div>
            </form>
          </LoadStates>
          {store.error && (
            <Callout intent="danger" role="alert" title={store.unanswered ? 'No answer about the payment yet' : 'The payment was refused'}>
              {store.error}{' '}
              {store.unanswered && (
                <>
                  <p>Retry sends the same payment again; it will not be paid twice.</p>
                  <Button size="small" intent="primary" text="Retry" onClick={() => void store.retry()} disabled={store.inProgress} />{' '}
                  <Button size="small" variant="minimal" text="Discard this attempt" onClick={store.tryAgain} />
                </>
              )}
            </Callout>
          )}
          <TransactionProgress store={store} />
        </section>

        <section aria-labelledby="pay-recent">
          <h2 id="pay-recent">Recent transactions</h2>
          <LoadStates isFetching={recent.isFetching && !recent.data} error={recent.error} empty={!recent.data?.length} emptyText="No transactions yet" onRetry={recent.reload}>
            <HTMLTable compact aria-label="Recent transactions" className="pt-pay-table">
              <thead>
                <tr>
                  <th>Date</th>
                  <th>Vendor</th>
                  <th>Invoices</th>
                  <th>Amount</th>
                  <th>Status</th>
                  <th>Reference</th>
                </tr>
              </thead>
              <tbody>
                {(recent.data ?? []).map((t) => (
                  <tr key={t._id}>
                    <td>{formatDate(t.createdAt)}</td>
                    <td>{t.payeeName}</td>
                    <td>{t.invoices.map((i) => i.number ?? i.invoiceId).join(', ')}</td>
                    <td>{money(t.amountMinor, t.currency)}</td>
                    <td>
                      <StatusTag status={t.status} />
                    </td>
                    <td>{t.providerReference ?? t.failureReason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </LoadStates>
        </section>
      </div>
    </div>
  );
});

export default PayScreen;
