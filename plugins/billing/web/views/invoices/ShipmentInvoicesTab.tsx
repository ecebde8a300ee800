import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, HTMLTable } from '@blueprintjs/core';
import { Entitlements, LoadStates, formatDate, formatMoney, sumDecimals, minorToDecimal, useResourceList, useService, type RecordSlotProps } from '@portolan/sdk';
import { BILLING_API, type InvoiceRecord } from '../../../shared/types';
import { DueDate, invoiceNumber } from './InvoiceList';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import '../../billing.css';

type InvoiceRow = InvoiceRecord & Record<string, unknown>;

/** Totals per currency of the shipment's invoices (credit notes subtract), exact. */
function totalsByCurrency(rows: readonly InvoiceRecord[], pick: (r: InvoiceRecord) => number): Array<[string, string]> {
  const by = new Map<string, string[]>();
  for (const r of rows) {
    if (r.status === 'VOID') continue;
    const amount = minorToDecimal(pick(r) * (r.kind === 'CREDIT_NOTE' ? -1 : 1), r.currency);
    by.set(r.currency, [...(by.get(r.currency) ?? []), amount]);
  }
  return [...by.entries()].map(([currency, amounts]) => [currency, sumDecimals(amounts)]);
}

/**
 * A shipment's "Invoices" tab: the invoices and credit notes of the shipment (`GET /api/invoices?filter[shipmentId]=`),
 * both sides, with totals and balances per currency, and "Create invoice" (→ `/invoices/new?shipmentId=`).
 */
const ShipmentInvoicesTab = observer(function ShipmentInvoicesTab({ recordId }: RecordSlotProps) {
  const canCreate = useService(Entitlements).isAllowed('invoices', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<InvoiceRow>({ base: BILLING_API.invoices, fixed: { filter: { shipmentId: recordId } }, url: false, search: false, paged: false, enabled: Boolean(recordId), defaultSort: { field: 'createdAt', dir: 'desc' } });
  const rows = list.rows;
  const totals = totalsByCurrency(rows, (r) => r.totalMinor);
  const balances = new Map(totalsByCurrency(rows, (r) => r.balanceMinor));
  return (
    <section aria-label="Invoices">
      {canCreate && (
        <div className="billing-row">
          <Button size="small" intent="primary" icon="add" text="Create invoice" onClick={() => navigate(`/invoices/new?shipmentId=${encodeURIComponent(recordId)}`)} />
        </div>
      )}
      <LoadStates isFetching={list.state.isFetching && rows.length === 0} error={list.state.errorMessage} empty={rows.length === 0} emptyText="No invoices for this shipment" onRetry={() => void list.reload()}>
        <HTMLTable compact striped aria-label="Invoices of the shipment" className="billing-lines">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Status</th>
              <th scope="col">Customer / issuer</th>
              <th scope="col">Issued</th>
              <th scope="col">Due</th>
              <th scope="col" className="billing-amount">Total</th>
              <th scope="col" className="billing-amount">Balance</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r._id}>
                <td>
                  <Link to={`/invoices/${r._id}`}>{invoiceNumber(r)}</Link>
                  {r.kind === 'CREDIT_NOTE' && ' (credit note)'}
                </td>
                <td>
                  <InvoiceStatusTag status={r.status} />
                </td>
                <td>{r.direction === 'ISSUED' ? `To ${r.customerName}` : `From ${r.issuerName}`}</td>
                <td>{r.issueDate ? formatDate(r.issueDate) : '—'}</td>
                <td>
                  <DueDate invoice={r} />
                </td>
                <td className="billing-amount">{formatMoney({ minor: r.totalMinor }, r.currency)}</td>
                <td className="billing-amount">{formatMoney({ minor: r.balanceMinor }, r.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {totals.map(([currency, total]) => (
              <tr key={currency}>
                <th scope="row" colSpan={5}>
                  Total {currency} (credit notes deducted, void left out)
                </th>
                <td className="billing-amount">{formatMoney({ decimal: total }, currency)}</td>
                <td className="billing-amount">{formatMoney({ decimal: balances.get(currency) ?? '0' }, currency)}</td>
              </tr>
            ))}
          </tfoot>
        </HTMLTable>
      </LoadStates>
    </section>
  );
});

export default ShipmentInvoicesTab;
