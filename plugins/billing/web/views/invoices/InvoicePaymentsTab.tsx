import { HTMLTable } from '@blueprintjs/core';
import { LoadStates, formatDate, formatMoney, useAnswer } from '@portolan/sdk';
import type { InvoiceRecord } from '../../../shared/types';
import { useInvoicesApi } from '../../api/invoicesApi';

/**
 * The Payments tab: payments allocated to the invoice (`GET /api/payments?filter[invoiceId]=`; the
 * contract does not list that filter yet — notes/web-invoices.md), the amount applied to this invoice.
 */
export function InvoicePaymentsTab({ invoice }: { invoice: InvoiceRecord }) {
  const api = useInvoicesApi();
  const answer = useAnswer(() => api.paymentsOf(invoice._id), `${invoice._id}:${invoice.version}`);
  const rows = (answer.data ?? []).flatMap((p) => p.allocations.filter((a) => a.invoiceId === invoice._id).map((a) => ({ payment: p, allocation: a })));
  return (
    <LoadStates isFetching={answer.isFetching && !answer.data} error={answer.error} empty={rows.length === 0} emptyText="No payments yet" onRetry={answer.reload}>
      <HTMLTable compact striped aria-label="Payments of the invoice">
        <thead>
          <tr>
            <th scope="col">Received on</th>
            <th scope="col">Method</th>
            <th scope="col">Reference</th>
            <th scope="col">Payer</th>
            <th scope="col" className="billing-amount">Applied</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ payment, allocation }) => (
            <tr key={payment._id}>
              <td>{formatDate(payment.receivedOn)}</td>
              <td>{payment.method.replace('_', ' ').toLowerCase()}</td>
              <td>{payment.reference ?? '—'}</td>
              <td>{payment.payerName}</td>
              <td className="billing-amount">{formatMoney({ minor: allocation.amountMinor }, allocation.invoiceCurrency)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </LoadStates>
  );
}
