import { HTMLTable } from '@blueprintjs/core';
import { formatDate, formatMoney } from '@portolan/sdk';
import type { InvoiceRecord, PartySnapshot, TaxRegime } from '../../../shared/types';

const REGIMES: Record<TaxRegime, string> = { INTRA: 'Within the state: CGST + SGST', INTER: 'Between states: IGST', EXPORT: 'Export: zero-rated', NONE: 'No GST' };

function Party({ title, party, name }: { title: string; party: PartySnapshot; name: string }) {
  return (
    <section aria-label={title} className="billing-card">
      <h3 className="bp6-heading">{title}</h3>
      <p>
        <strong>{party.legalName || name}</strong>
        <br />
        {party.address}
        {party.address && <br />}
        {party.country}
        {party.stateCode ? ` · state ${party.stateCode}` : ''}
      </p>
      <p>
        GSTIN {party.gstin ?? '—'} · PAN {party.pan ?? '—'}
      </p>
    </section>
  );
}

/** The Details tab: the parties (with GSTIN), place of supply, the lines with CGST/SGST or IGST by regime, the totals. */
export function InvoiceOverview({ invoice }: { invoice: InvoiceRecord }) {
  const m = (minor: number) => formatMoney({ minor }, invoice.currency);
  const split = invoice.taxRegime === 'INTRA';
  const igst = invoice.taxRegime === 'INTER';
  return (
    <div>
      <div className="billing-row">
        <Party title="Supplier" party={invoice.supplier} name={invoice.issuerName} />
        <Party title="Customer" party={invoice.customer} name={invoice.customerName} />
        <section aria-label="Terms" className="billing-card">
          <h3 className="bp6-heading">Terms</h3>
          <p>
            Place of supply {invoice.placeOfSupply ?? '—'}
            <br />
            {REGIMES[invoice.taxRegime]}
            <br />
            {invoice.termsDays} days{invoice.dueDate ? ` · due ${formatDate(invoice.dueDate)}` : ''}
            {invoice.poNumber && (
              <>
                <br />
                PO {invoice.poNumber}
              </>
            )}
            {invoice.currency !== invoice.baseCurrency && (
              <>
                <br />
                1 {invoice.currency} = {invoice.exchangeRate} {invoice.baseCurrency}
              </>
            )}
          </p>
        </section>
      </div>
      <HTMLTable compact striped aria-label="Lines" className="billing-lines">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Description</th>
            <th scope="col">SAC</th>
            <th scope="col" className="billing-amount">Quantity</th>
            <th scope="col" className="billing-amount">Unit price</th>
            <th scope="col" className="billing-amount">Amount</th>
            <th scope="col" className="billing-amount">GST %</th>
            {split && <th scope="col" className="billing-amount">CGST</th>}
            {split && <th scope="col" className="billing-amount">SGST</th>}
            {igst && <th scope="col" className="billing-amount">IGST</th>}
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l) => (
            <tr key={l._id ?? l.position}>
              <td>{l.position}</td>
              <td>{l.description}</td>
              <td>{l.sac ?? '—'}</td>
              <td className="billing-amount">{l.quantity}</td>
              <td className="billing-amount">{formatMoney({ decimal: l.unitPrice }, invoice.currency)}</td>
              <td className="billing-amount">{m(l.amountMinor)}</td>
              <td className="billing-amount">{l.taxRate}</td>
              {split && <td className="billing-amount">{m(l.cgstMinor)}</td>}
              {split && <td className="billing-amount">{m(l.sgstMinor)}</td>}
              {igst && <td className="billing-amount">{m(l.igstMinor)}</td>}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <dl className="billing-totals" aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{m(invoice.subtotalMinor)}</dd>
        {split && (
          <>
            <dt>CGST</dt>
            <dd>{m(invoice.cgstMinor)}</dd>
            <dt>SGST</dt>
            <dd>{m(invoice.sgstMinor)}</dd>
          </>
        )}
        {igst && (
          <>
            <dt>IGST</dt>
            <dd>{m(invoice.igstMinor)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>
          <strong>{m(invoice.totalMinor)}</strong>
        </dd>
        <dt>TDS ({invoice.tdsRate} %)</dt>
        <dd>{m(invoice.tdsMinor)}</dd>
        <dt>Payable</dt>
        <dd>{m(invoice.payableMinor)}</dd>
      </dl>
      {invoice.notes && <p className="billing-notes">{invoice.notes}</p>}
      {invoice.voidReason && <p>Voided: {invoice.voidReason}</p>}
    </div>
  );
}
