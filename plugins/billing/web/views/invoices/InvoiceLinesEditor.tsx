import { Button, Callout, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { FieldError, formatMoney, type FormState } from '@portolan/sdk';
import { GST_RATES } from '../../../shared/types';
import { draftTotals } from './draftTotals';
import { addLine, lineCountOf, lineKey, linesOf, removeLine, type DraftValues, type LineField } from './invoiceDraftValues';

const TITLES: Record<Exclude<LineField, 'code'>, string> = { description: 'Description', sac: 'SAC', quantity: 'Quantity', unitPrice: 'Unit price', taxRate: 'GST rate' };

/**
 * The draft's lines as a grid (description, SAC, quantity, unit price, GST rate) with each cell's problem
 * under it, and a live preview of the totals computed exactly on the client (the server's are authoritative).
 */
export function InvoiceLinesEditor({ form }: { form: FormState<DraftValues> }) {
  const v = form.values;
  const count = lineCountOf(v);
  const currency = /^[A-Z]{3}$/.test(v.currency.trim().toUpperCase()) ? v.currency.trim().toUpperCase() : 'INR';
  const totals = draftTotals(currency, linesOf(v).map((l) => ({ quantity: String(l.quantity), unitPrice: String(l.unitPrice), taxRate: String(l.taxRate) })), v.tdsRate || '0');
  const money = (decimal: string | undefined) => (decimal === undefined ? '—' : formatMoney({ decimal }, currency));
  const cell = (i: number, field: Exclude<LineField, 'code' | 'taxRate'>, width?: number) => {
    const props = form.input(lineKey(i, field));
    return (
      <td>
        <InputGroup {...props} size="small" aria-label={`${TITLES[field]}, line ${i + 1}`} intent={form.errors[props.name] ? 'danger' : 'none'} style={width ? { width } : undefined} inputMode={field === 'quantity' || field === 'unitPrice' ? 'decimal' : undefined} />
        <FieldError id={`${props.id}-error`} maxWidth={width ? width + 40 : undefined}>
          {form.errors[props.name]}
        </FieldError>
      </td>
    );
  };
  return (
    <div>
      <HTMLTable compact aria-label="Invoice lines" className="billing-lines">
        <thead>
          <tr>
            <th scope="col">#</th>
            {(['description', 'sac', 'quantity', 'unitPrice', 'taxRate'] as const).map((f) => (
              <th scope="col" key={f}>
                {TITLES[f]}
              </th>
            ))}
            <th scope="col" className="billing-amount">
              Amount
            </th>
            <th scope="col">
              <span className="bp6-text-muted">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: count }, (_, i) => {
            const rate = form.input(lineKey(i, 'taxRate'));
            return (
              <tr key={i}>
                <td>{i + 1}</td>
                {cell(i, 'description')}
                {cell(i, 'sac', 90)}
                {cell(i, 'quantity', 80)}
                {cell(i, 'unitPrice', 120)}
                <td>
                  <HTMLSelect {...rate} aria-label={`GST rate, line ${i + 1}`} options={GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }))} />
                  <FieldError id={`${rate.id}-error`}>{form.errors[rate.name]}</FieldError>
                </td>
                <td className="billing-amount">{money(totals.lines[i])}</td>
                <td>
                  <Button size="small" variant="minimal" icon="cross" aria-label={`Remove line ${i + 1}`} disabled={count === 1} onClick={() => form.reset(removeLine(v, i))} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <FieldError id={`${form.idOf('lineCount')}-error`}>{form.errors.lineCount}</FieldError>
      <Button size="small" icon="add" text="Add line" onClick={() => form.reset(addLine(v))} />
      <dl className="billing-totals" aria-label="Totals preview">
        <dt>Subtotal</dt>
        <dd>{money(totals.subtotal)}</dd>
        <dt>GST</dt>
        <dd>{money(totals.tax)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{money(totals.total)}</strong>
        </dd>
        <dt>TDS withheld</dt>
        <dd>{money(totals.tds)}</dd>
        <dt>Payable</dt>
        <dd>{money(totals.payable)}</dd>
      </dl>
      <Callout compact intent="none" icon="info-sign">
        A preview: the server computes the totals when the draft is saved (GST split into CGST and SGST or IGST by the place of supply) — its figures are authoritative.
      </Callout>
    </div>
  );
}
