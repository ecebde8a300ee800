import { useMemo, useRef, useState } from 'react';
import { Button, Callout, Card, HTMLTable, InputGroup, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, NotificationBus, formatDate, formatDateTime, formatMoney, useCommands, useForm, useService } from '@portolan/sdk';
import type { SupplierQuoteView } from '../../../shared/types';
import { supplierLinkApi } from '../../api/supplierLinkApi';
import { CellField } from './CellField';
import { DeclineQuoteDialog } from './DeclineQuoteDialog';
import { LinkProblem } from './LinkProblem';
import { stateWords } from './orderStateWords';
import { quoteAnswer, quoteFieldName, quoteInitial, quoteProblems } from './quoteForm';
import { lineAmount, quoteTotal } from './quoteTotals';
import { renameErrorField } from './renameErrorField';
import { useLinkRecord } from './useLinkRecord';

const num = { textAlign: 'right' } as const;

/** The quote form of a loaded view (remounted when the server answers a new view). */
function QuoteForm({ view, onSaved, token }: { view: SupplierQuoteView; token: string; onSaved: (view: SupplierQuoteView) => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const api = useMemo(() => supplierLinkApi(http), [http]);
  const [declining, setDeclining] = useState(false);
  // Which button submits: read by the submit function (a ref), shown as the busy button (state).
  const submitting = useRef(false);
  const [submitShown, setSubmitShown] = useState(false);
  const readOnly = !view.canQuote;
  const form = useForm<Record<string, string>>({
    initial: quoteInitial(view),
    validate: (v) => quoteProblems(view, v),
    submit: async (v) => {
      const submit = submitting.current;
      const { data, indexes } = quoteAnswer(view, v, submit);
      const result = await api.answerSupplierQuote(token, data);
      notify.outcome(result.ok, submit ? { success: 'Quote submitted — the buyer has been told', failure: `Failed to submit the quote: ${result.errorMessage ?? ''}` } : { success: 'Draft saved', failure: `Failed to save the draft: ${result.errorMessage ?? ''}` });
      if (result.ok && result.data) onSaved(result.data);
      return renameErrorField(result, (field) => {
        const m = /^lines\.(\d+)\.(\w+)/.exec(field);
        return m && indexes[Number(m[1])] !== undefined ? quoteFieldName(indexes[Number(m[1])], m[2] as 'unitPrice') : undefined;
      });
    },
  });
  const save = (submit: boolean) => {
    submitting.current = submit;
    setSubmitShown(submit);
    void form.onSubmit();
  };
  useCommands(readOnly ? [] : [{ id: 'supplier-quote-save', title: 'Save quote draft', run: () => save(false) }, { id: 'supplier-quote-submit', title: 'Submit quote', run: () => save(true) }], [readOnly]);
  const money = (amount: string) => formatMoney({ decimal: amount }, view.currency);
  const lineValues = view.lines.map((_l, i) => ({ unitPrice: form.values[quoteFieldName(i, 'unitPrice')] ?? '', quantity: form.values[quoteFieldName(i, 'quantity')] ?? '' }));
  const decline = async (reason: string) => {
    const result = await api.answerSupplierQuote(token, { lines: [], decline: { reason } });
    notify.outcome(result.ok, { success: 'You declined to quote — the buyer has been told', failure: `Failed to decline: ${result.errorMessage ?? ''}` });
    if (result.ok && result.data) onSaved(result.data);
    return result;
  };

  return (
    <form aria-label="Your quote" noValidate onSubmit={(e) => (e.preventDefault(), save(false))}>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped aria-label="Quote lines" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">SKU</th>
              <th scope="col">Description</th>
              <th scope="col">Requested</th>
              <th scope="col">Needed by</th>
              <th scope="col">Unit price ({view.currency})</th>
              <th scope="col">Quantity</th>
              <th scope="col">Lead time (days)</th>
              <th scope="col">Cargo ready</th>
              <th scope="col">Comment</th>
              <th scope="col" style={num}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line, i) => {
              const amount = lineAmount(lineValues[i].unitPrice, lineValues[i].quantity, view.currency);
              const cell = (field: 'unitPrice' | 'quantity' | 'leadTimeDays' | 'cargoReadyDate' | 'comment', label: string, width: number, type: 'text' | 'date' = 'text') => (
                <CellField form={form} name={quoteFieldName(i, field)} label={`${label}, line ${line.lineNo}`} width={width} type={type} numeric={field !== 'comment' && type === 'text'} readOnly={readOnly} />
              );
              return (
                <tr key={line._id}>
                  <td>{line.lineNo}</td>
                  <td>{line.sku}</td>
                  <td>
                    {line.description}
                    {line.hsCode ? <div style={{ color: '#5F6B7C', fontSize: 12 }}>HS {line.hsCode}</div> : null}
                  </td>
                  <td>
                    {line.quantity} {line.unit}
                  </td>
                  <td>{formatDate(line.neededBy)}</td>
                  <td>{cell('unitPrice', 'Unit price', 100)}</td>
                  <td>{cell('quantity', 'Quantity', 90)}</td>
                  <td>{cell('leadTimeDays', 'Lead time days', 70)}</td>
                  <td>{cell('cargoReadyDate', 'Cargo ready', 140, 'date')}</td>
                  <td>{cell('comment', 'Comment', 180)}</td>
                  <td style={num}>{amount ? money(amount) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={10} style={num}>
                Total
              </th>
              <td style={{ ...num, fontWeight: 600 }} aria-live="polite" data-testid="quote-total">
                {money(quoteTotal(lineValues, view.currency))}
              </td>
            </tr>
          </tfoot>
        </HTMLTable>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '200px 1fr', gap: 16, marginTop: 12 }}>
        <FormField form={form} name="validUntil" label="Valid until">
          <InputGroup {...form.input('validUntil')} type="date" readOnly={readOnly} />
        </FormField>
        <FormField form={form} name="notes" label="Notes to the buyer">
          <TextArea {...form.input('notes')} fill rows={2} readOnly={readOnly} maxLength={2000} />
        </FormField>
      </div>
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {form.formError.message}
        </Callout>
      )}
      {!readOnly && (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" icon="floppy-disk" text="Save draft" loading={form.submitting && !submitShown} />
          <Button intent="primary" icon="send-message" text="Submit quote" loading={form.submitting && submitShown} onClick={() => save(true)} />
          <Button intent="danger" variant="outlined" icon="cross" text="Decline to quote" onClick={() => setDeclining(true)} />
        </div>
      )}
      {declining && <DeclineQuoteDialog onClose={() => setDeclining(false)} onDecline={decline} />}
    </form>
  );
}

/**
 * `/ordersV2/acknowledge/quote?token=…`: a supplier's quote on an order RFQ from its emailed link —
 * public, no sign-in. The RFQ's lines (no target prices) with the supplier's unit price, quantity, lead
 * time, cargo-ready day and comment per line, exact totals, valid until and notes; save a draft, submit,
 * or decline to quote. Read-only once the RFQ closed or its deadline passed.
 */
export function SupplierQuotePage({ token }: { token: string }) {
  const http = useService(HttpClient);
  const api = useMemo(() => supplierLinkApi(http), [http]);
  const record = useLinkRecord(token, api.supplierQuote);
  const view = record.data;
  if (!view && record.error) return <LinkProblem what="quote" message={record.error} onRetry={token ? record.reload : undefined} />;
  if (!view)
    return (
      <main style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spinner aria-label="Loading the request for quote" />
      </main>
    );
  const status = view.quote?.status === 'SUBMITTED' ? `Submitted ${view.quote.submittedAt ? formatDateTime(view.quote.submittedAt) : ''}` : view.quote ? 'Draft saved' : 'Not quoted yet';
  return (
    <main style={{ background: '#F6F7F9', minHeight: '100vh', padding: '16px 8px' }}>
      <div style={{ maxWidth: 1280, margin: '0 auto', display: 'grid', gap: 12 }}>
        {view.supplierStatus === 'DECLINED' ? (
          <Callout intent="warning">You declined to quote on this request.</Callout>
        ) : view.canQuote ? (
          <Callout intent="primary" icon="time">
            Quote by {formatDateTime(view.quoteDeadline)}. You can save a draft and submit it later; a submitted quote can be changed and submitted again until the deadline.
          </Callout>
        ) : (
          <Callout intent="warning" icon="lock">
            Quoting closed on {formatDateTime(view.quoteDeadline)}; your quote is shown as the buyer received it.
          </Callout>
        )}
        <Card>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <h1 style={{ fontSize: 20, margin: 0 }}>
              Request for quote {view.rfqReference}: {view.title}
            </h1>
            <Tag intent={view.supplierStatus === 'AWARDED' ? 'success' : view.supplierStatus === 'DECLINED' || view.supplierStatus === 'LOST' ? 'danger' : 'primary'} size="large">
              {stateWords(view.supplierStatus)}
            </Tag>
          </div>
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '8px 16px', margin: '16px 0' }}>
            {(
              [
                ['Buyer', view.buyer.name],
                ['Supplier', view.supplierName],
                ['Incoterm', view.incoterm],
                ['Currency', view.currency],
                ['Deadline', formatDateTime(view.quoteDeadline)],
                ['Your quote', status],
              ] as Array<[string, string]>
            ).map(([title, value]) => (
              <div key={title}>
                <dt style={{ color: '#5F6B7C', fontSize: 12 }}>{title}</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
          {view.notes && <p style={{ whiteSpace: 'pre-wrap' }}>{view.notes}</p>}
          <QuoteForm key={`${view.quote?.version ?? 0}:${view.supplierStatus}`} view={view} token={token} onSaved={record.replace} />
        </Card>
      </div>
    </main>
  );
}
