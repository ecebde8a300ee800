import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, Classes, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { FieldError, NotificationBus, RowProblems, readSheetFile, useCommands, useService, type RowProblem } from '@portolan/sdk';
import type { PartnerBank } from '../../../shared/states';
import type { BatchRecord, BillRecord, RemittanceRecord, ValidateAnswer } from '../../../shared/types';
import type { MatchApi } from '../../api/regularizationApi';
import { amountProblem } from './billFormValues';
import { batchSummary, defaultAmount, draftRow, outstandingLeft, rowsFromSheet, suggestionsFor, toBatchRow, type DraftRow } from './batchDraft';
import { BILL_STATE_INTENTS, BILL_STATE_TITLES, DANGER_TEXT, OverdueTag, StateTag, bankName, day, isSandbox, money } from './regularizeWords';

export interface MatchPanelProps {
  /** Open bills (OPEN, PARTLY_REALIZED) and the remittances with what is available. */
  bills: readonly BillRecord[];
  remittances: readonly RemittanceRecord[];
  /** The bank the batch goes to (the company's setting, or the partner link's bank). */
  bank: PartnerBank;
  /** Validate and push: the workbench's or the partner link's endpoints. */
  api: MatchApi;
  /** After an accepted push: load the bills and remittances again. */
  onPushed: () => void;
  /** Where to fix KYC when the server refuses a batch with 403 (signed in only). */
  kycHref?: string;
  initialBillId?: string;
  /** Heading level of the panel's parts (2 under the page's h1). */
  headingLevel?: 2 | 3;
}

type Failure = { message: string; kyc: boolean };

/**
 * Match → validate → push: pick an open bill and a remittance (exact matches first), add a row (the
 * amount defaults to the smaller of outstanding and available), or upload rows from a sheet; validate
 * on the server (each row's problems in its row, a summary with the time it took) and push the valid
 * batch to the bank (its reference, the sandbox labelled). Used by the workbench and the partner page.
 */
export function MatchPanel({ bills, remittances, bank, api, onPushed, kycHref, initialBillId, headingLevel = 2 }: MatchPanelProps) {
  const notify = useService(NotificationBus);
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const [billId, setBillId] = useState<string | undefined>(initialBillId);
  const [remittanceId, setRemittanceId] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [find, setFind] = useState('');
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [sheetProblems, setSheetProblems] = useState<RowProblem[]>([]);
  const [answer, setAnswer] = useState<ValidateAnswer | undefined>();
  const [failure, setFailure] = useState<Failure | undefined>();
  const [busy, setBusy] = useState<'validate' | 'push' | undefined>();
  const [pushed, setPushed] = useState<{ batch: BatchRecord; bills: Array<{ id?: string; label: string }> } | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);

  const bill = bills.find((b) => b._id === billId);
  const suggestions = useMemo(() => suggestionsFor(bill, remittances, rows), [bill, remittances, rows]);
  const remittance = remittances.find((r) => r._id === remittanceId);
  const shownBills = bills.filter((b) => !find.trim() || `${b.sbNumber} ${b.invoiceNumber} ${b.buyerName ?? ''} ${b.portCode}`.toLowerCase().includes(find.trim().toLowerCase()));
  const bankTitle = bankName(bank);

  const changeRows = (next: DraftRow[]) => {
    setRows(next);
    setAnswer(undefined);
    setFailure(undefined);
  };
  const choose = (nextBill: BillRecord | undefined, nextRemittance: RemittanceRecord | undefined) => {
    setBillId(nextBill?._id);
    setRemittanceId(nextRemittance?._id);
    setAmountError(undefined);
    setAmount(nextBill && nextRemittance ? defaultAmount(nextBill, nextRemittance, rows) : '');
  };
  const addRow = () => {
    if (!bill || !remittance) return;
    const problem = amountProblem(amount, remittance.currency);
    setAmountError(problem);
    if (problem) return;
    changeRows([...rows, draftRow(bill, remittance, amount.trim())]);
    setPushed(undefined);
    setRemittanceId(undefined);
    setAmount('');
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const read = rowsFromSheet(await readSheetFile(file));
      setSheetProblems(read.problems);
      if (read.rows.length) changeRows([...rows, ...read.rows]);
      setPushed(undefined);
      notify.outcome(!read.problems.length, { success: `${read.rows.length} row${read.rows.length === 1 ? '' : 's'} read from ${file.name}`, failure: `Some rows of ${file.name} could not be read` });
    } catch (error) {
      notify.failure(`Failed to read ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const validate = async () => {
    if (!rows.length || busy) return;
    setBusy('validate');
    setFailure(undefined);
    const result = await api.validate({ bank, rows: rows.map(toBatchRow) });
    setBusy(undefined);
    if (result.ok && result.data) {
      setAnswer(result.data);
      notify.outcome(result.data.valid, { success: 'Batch validated', failure: 'The batch has problems' });
    } else {
      setAnswer(undefined);
      setFailure({ message: result.errorMessage ?? 'Server Error', kyc: result.status === 403 });
      notify.failure(`Failed to validate the batch: ${result.errorMessage ?? 'Server Error'}`);
    }
  };
  const push = async () => {
    if (!answer?.valid || busy) return;
    setBusy('push');
    setFailure(undefined);
    const result = await api.push(answer.batch._id);
    setBusy(undefined);
    notify.outcome(result.ok, { success: `Batch pushed to ${bankTitle}`, failure: `Failed to push the batch: ${result.errorMessage ?? 'Server Error'}` });
    if (result.ok && result.data) {
      const seen = new Set<string>();
      const pushedBills = rows
        .map((r) => ({ id: r.billId ?? bills.find((b) => b.sbNumber === r.sbNumber && b.sbDate === r.sbDate && b.portCode === r.portCode)?._id, label: r.billLabel }))
        .filter((b) => (seen.has(b.id ?? b.label) ? false : (seen.add(b.id ?? b.label), true)));
      setPushed({ batch: result.data, bills: pushedBills });
      setRows([]);
      setAnswer(undefined);
      setBillId(undefined);
      onPushed();
    } else setFailure({ message: result.errorMessage ?? 'Server Error', kyc: result.status === 403 });
  };
  useCommands(
    [
      { id: 'batch-validate', title: 'Validate the batch', shortcut: 'alt+v', run: () => void validate() },
      ...(answer?.valid ? [{ id: 'batch-push', title: `Push the batch to ${bankTitle}`, run: () => void push() }] : []),
      { id: 'batch-upload', title: 'Upload batch rows (CSV/XLSX)', run: () => fileInput.current?.click() },
    ],
    [rows, answer, bank],
  );

  const problemsOf = (index: number) => answer?.rows.find((r) => r.index === index)?.problems ?? [];
  const stateAfterPush = (id: string | undefined) => bills.find((b) => b._id === id)?.state ?? 'REGULARIZED';

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 12 }}>
        <section aria-labelledby="match-bills-title">
          <H id="match-bills-title" style={{ fontSize: 16 }}>
            Open bills ({bills.length})
          </H>
          <InputGroup leftIcon="search" aria-label="Find a bill" placeholder="Find a bill: SB number, invoice, buyer…" value={find} onChange={(e) => setFind(e.target.value)} style={{ marginBottom: 4 }} />
          {bills.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>No open bill: every bill is realized.</p>
          ) : (
            <div style={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="group" aria-label="Open bills (scrolls)">
              <HTMLTable compact interactive aria-label="Open bills" style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th scope="col">Select</th>
                    <th scope="col">SB number</th>
                    <th scope="col">Buyer</th>
                    <th scope="col">Due</th>
                    <th scope="col">Outstanding</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {shownBills.map((b) => (
                    <tr key={b._id} style={b._id === billId ? { background: 'rgba(45,114,210,0.12)' } : undefined}>
                      <td>
                        <input type="radio" name="match-bill" checked={b._id === billId} aria-label={`Select bill ${b.sbNumber}`} onChange={() => choose(b, remittance)} />
                      </td>
                      <td>{b.sbNumber}</td>
                      <td>{b.buyerName ?? '—'}</td>
                      <td>
                        {day(b.realizationDueDate)} <OverdueTag overdue={b.overdue} />
                      </td>
                      <td>{money(outstandingLeft(b, rows), b.currency)}</td>
                      <td>
                        <StateTag state={b.state} titles={BILL_STATE_TITLES} intents={BILL_STATE_INTENTS} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </section>
        <section aria-labelledby="match-remittances-title">
          <H id="match-remittances-title" style={{ fontSize: 16 }}>
            Remittances{bill ? ` for SB ${bill.sbNumber}` : ''}
          </H>
          {bill && <p className={Classes.TEXT_MUTED}>Remittances in {bill.currency} whose available amount equals the outstanding come first.</p>}
          {suggestions.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>No remittance with an available amount.</p>
          ) : (
            <div style={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="group" aria-label="Remittances (scrolls)">
              <HTMLTable compact interactive aria-label="Remittances" style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th scope="col">Select</th>
                    <th scope="col">Reference</th>
                    <th scope="col">Date</th>
                    <th scope="col">Remitter</th>
                    <th scope="col">Available</th>
                  </tr>
                </thead>
                <tbody>
                  {suggestions.map(({ remittance: r, exact, left }) => (
                    <tr key={r._id} style={r._id === remittanceId ? { background: 'rgba(45,114,210,0.12)' } : undefined}>
                      <td>
                        <input type="radio" name="match-remittance" checked={r._id === remittanceId} aria-label={`Select remittance ${r.bankReference}`} onChange={() => choose(bill, r)} />
                      </td>
                      <td>
                        {r.bankReference}{' '}
                        {exact && (
                          <Tag intent="success" icon="tick" minimal>
                            Exact match
                          </Tag>
                        )}
                      </td>
                      <td>{day(r.remittanceDate)}</td>
                      <td>{r.remitterName}</td>
                      <td>{money(left, r.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </section>
      </div>

      <div role="group" aria-label="Add a row" style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div>
          <label htmlFor="match-amount" className={Classes.LABEL} style={{ marginBottom: 2 }}>
            Amount{remittance ? ` (${remittance.currency})` : ''}
          </label>
          <InputGroup
            id="match-amount"
            inputMode="decimal"
            value={amount}
            disabled={!bill || !remittance}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && addRow()}
            aria-invalid={Boolean(amountError)}
            aria-describedby={amountError ? 'match-amount-error' : undefined}
          />
          <FieldError id="match-amount-error">{amountError}</FieldError>
        </div>
        <Button style={{ marginTop: 20 }} icon="add" intent="primary" text="Add row" disabled={!bill || !remittance} onClick={addRow} />
        <Button style={{ marginTop: 20 }} icon="upload" text="Upload CSV/XLSX" onClick={() => fileInput.current?.click()} />
        <input ref={fileInput} type="file" accept=".csv,.xlsx" aria-label="Upload CSV/XLSX rows" hidden onChange={(e) => void upload(e.target.files?.[0])} />
        <span className={Classes.TEXT_MUTED} style={{ marginTop: 26 }}>
          Sheet columns: sbNumber, sbDate, portCode, remittanceReference, amount, currency
        </span>
      </div>
      {sheetProblems.length > 0 && <RowProblems problems={sheetProblems} label="Problems of the uploaded sheet" />}

      <section aria-labelledby="batch-rows-title">
        <H id="batch-rows-title" style={{ fontSize: 16 }}>
          Batch rows ({rows.length})
        </H>
        {rows.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>No row yet: select a bill and a remittance and add a row, or upload a sheet.</p>
        ) : (
          <HTMLTable compact striped aria-label="Batch rows" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Bill</th>
                <th scope="col">Remittance</th>
                <th scope="col">Amount</th>
                <th scope="col">Problems</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const problems = problemsOf(index);
                return (
                  <tr key={row.key} aria-label={`Row ${index + 1}`} style={problems.length ? { background: 'rgba(205,66,70,0.08)' } : undefined}>
                    <td>{index + 1}</td>
                    <td>{row.billLabel}</td>
                    <td>{row.remittanceLabel}</td>
                    <td>
                      <InputGroup
                        small
                        aria-label={`Amount, row ${index + 1}`}
                        value={row.amount}
                        onChange={(e) => changeRows(rows.map((r) => (r.key === row.key ? { ...r, amount: e.target.value } : r)))}
                        rightElement={<Tag minimal>{row.currency}</Tag>}
                      />
                    </td>
                    <td>
                      {problems.length ? (
                        <ul style={{ margin: 0, paddingLeft: 16, color: DANGER_TEXT }}>
                          {problems.map((p, i) => (
                            <li key={i}>{p.message}</li>
                          ))}
                        </ul>
                      ) : answer ? (
                        <Tag minimal intent="success" icon="tick">
                          OK
                        </Tag>
                      ) : (
                        <span className={Classes.TEXT_MUTED}>Not validated</span>
                      )}
                    </td>
                    <td>
                      <Button size="small" variant="minimal" icon="cross" aria-label={`Remove row ${index + 1}`} onClick={() => changeRows(rows.filter((r) => r.key !== row.key))} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8, flexWrap: 'wrap' }}>
          <Button icon="endorsed" text="Validate" disabled={!rows.length} loading={busy === 'validate'} onClick={() => void validate()} />
          <Button icon="send-to" intent="primary" text={`Push to ${bankTitle}`} disabled={!answer?.valid} loading={busy === 'push'} onClick={() => void push()} />
          {rows.length > 0 && <Button variant="minimal" icon="trash" text="Clear rows" onClick={() => changeRows([])} />}
        </div>
      </section>

      {answer && (
        <Callout intent={answer.valid ? 'success' : 'danger'} role="status" title={batchSummary(answer)}>
          Checked in {answer.tookMs.toLocaleString('en')} ms.{' '}
          {answer.valid ? `Push it to ${bankTitle} to regularize the bills.` : 'Fix the rows marked above and validate again.'}
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" role="alert" title={failure.kyc ? 'KYC not verified' : 'The batch was not accepted'}>
          {failure.message}
          {failure.kyc && kycHref && (
            <>
              {' '}
              <Link to={kycHref}>Open KYC documents</Link>
            </>
          )}
        </Callout>
      )}
      {pushed && (
        <Callout intent="success" role="status" title={`Pushed to ${bankName(pushed.batch.bank)}`}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            Bank reference <strong>{pushed.batch.bankReference ?? '—'}</strong>
            {isSandbox(pushed.batch.bankReference, pushed.batch.gateway) && (
              <Tag intent="warning" icon="lab-test">
                Sandbox bank
              </Tag>
            )}
          </div>
          {pushed.batch.bankAnswer && <p style={{ margin: '4px 0' }}>{pushed.batch.bankAnswer}</p>}
          <ul aria-label="Bills of the pushed batch" style={{ margin: '4px 0 0', paddingLeft: 16 }}>
            {pushed.bills.map((b) => {
              const state = stateAfterPush(b.id);
              return (
                <li key={b.id ?? b.label}>
                  {b.label}: <StateTag state={state} titles={BILL_STATE_TITLES} intents={BILL_STATE_INTENTS} />
                </li>
              );
            })}
          </ul>
        </Callout>
      )}
    </div>
  );
}
