import { Link } from 'react-router-dom';
import { HTMLTable } from '@blueprintjs/core';
import { LoadStates, formatDate, formatMoney, useAnswer } from '@portolan/sdk';
import type { InvoiceRecord } from '../../../shared/types';
import { useInvoicesApi } from '../../api/invoicesApi';
import { invoiceNumber } from './InvoiceList';
import { InvoiceStatusTag } from './InvoiceStatusTag';

/** The Credit notes tab: credit notes against the invoice (`GET /api/invoices?filter[creditsInvoiceId]=`, not yet in the contract). */
export function CreditNotesTab({ invoice }: { invoice: InvoiceRecord }) {
  const api = useInvoicesApi();
  const answer = useAnswer(() => api.creditNotesOf(invoice._id), `${invoice._id}:${invoice.version}`);
  const rows = (answer.data ?? []).filter((r) => r.creditsInvoiceId === invoice._id);
  return (
    <LoadStates isFetching={answer.isFetching && !answer.data} error={answer.error} empty={rows.length === 0} emptyText="No credit notes" onRetry={answer.reload}>
      <HTMLTable compact striped aria-label="Credit notes of the invoice">
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Status</th>
            <th scope="col">Issued</th>
            <th scope="col" className="billing-amount">Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r._id}>
              <td>
                <Link to={`/invoices/${r._id}`}>{invoiceNumber(r)}</Link>
              </td>
              <td>
                <InvoiceStatusTag status={r.status} />
              </td>
              <td>{r.issueDate ? formatDate(r.issueDate) : '—'}</td>
              <td className="billing-amount">{formatMoney({ minor: r.totalMinor }, r.currency)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </LoadStates>
  );
}
