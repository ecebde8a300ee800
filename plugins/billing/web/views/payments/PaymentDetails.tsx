import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, HTMLTable } from '@blueprintjs/core';
import { Entitlements, LoadStates, formatDate, formatMoney, useAnswer, useService } from '@portolan/sdk';
import { usePaymentsApi } from '../../api/paymentsApi';
import { RefundDialog } from './RefundDialog';
import './payments.css';

/** `/payments/:id`: the payment, its allocations (links to the invoices), and a refund of its unapplied credit (Approve). */
export default function PaymentDetails() {
  const { id } = useParams();
  const api = usePaymentsApi();
  const canRefund = useService(Entitlements).isAllowed('payments', 'Approve');
  const payment = useAnswer(() => api.payment(id!), id);
  const p = payment.data;
  const [refunding, setRefunding] = useState(false);
  return (
    <section aria-labelledby="payment-title">
      <h1 id="payment-title" className="pt-page-title">
        Payment{p ? ` — ${p.direction === 'RECEIVED' ? p.payerName : p.payeeName}` : ''}
      </h1>
      <LoadStates isFetching={payment.isFetching && !p} error={payment.error} empty={!p} emptyText="No such payment" onRetry={payment.reload}>
        {p && (
          <>
            <dl className="pt-payment-facts">
              <dt>{p.direction === 'RECEIVED' ? 'Received on' : 'Paid on'}</dt>
              <dd>{formatDate(p.receivedOn)}</dd>
              <dt>{p.direction === 'RECEIVED' ? 'Payer' : 'Payee'}</dt>
              <dd>{p.direction === 'RECEIVED' ? p.payerName : p.payeeName}</dd>
              <dt>Kind</dt>
              <dd>
                {p.kind === 'REFUND' ? 'Refund' : 'Receipt'}
                {p.refundOf && (
                  <>
                    {' '}
                    of <Link to={`/payments/${encodeURIComponent(p.refundOf)}`}>the payment</Link>
                  </>
                )}
              </dd>
              <dt>Method</dt>
              <dd>{p.method}</dd>
              <dt>Reference</dt>
              <dd>{p.reference ?? '—'}</dd>
              <dt>Amount</dt>
              <dd>{formatMoney({ minor: p.amountMinor }, p.currency)}</dd>
              <dt>Unapplied (credit)</dt>
              <dd>{formatMoney({ minor: p.unappliedMinor }, p.currency)}</dd>
              <dt>Refunded</dt>
              <dd>{formatMoney({ minor: p.refundedMinor }, p.currency)}</dd>
              {p.notes && (
                <>
                  <dt>Notes</dt>
                  <dd>{p.notes}</dd>
                </>
              )}
            </dl>
            <HTMLTable compact striped aria-label="Allocations">
              <thead>
                <tr>
                  <th>Invoice</th>
                  <th>Amount (invoice currency)</th>
                  <th>Amount (payment currency)</th>
                  <th>Realized rate</th>
                </tr>
              </thead>
              <tbody>
                {p.allocations.map((a) => (
                  <tr key={a.invoiceId}>
                    <td>
                      <Link to={`/invoices/${encodeURIComponent(a.invoiceId)}`}>{a.invoiceNumber ?? a.invoiceId}</Link>
                    </td>
                    <td>{formatMoney({ minor: a.amountMinor }, a.invoiceCurrency)}</td>
                    <td>{formatMoney({ minor: a.paymentAmountMinor }, p.currency)}</td>
                    <td>{a.realizedRate}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            {canRefund && p.direction === 'RECEIVED' && p.unappliedMinor > 0 && p.kind === 'RECEIPT' && <Button icon="undo" text="Refund" onClick={() => setRefunding(true)} style={{ marginTop: 12 }} />}
            {refunding && (
              <RefundDialog
                payment={p}
                onClose={() => setRefunding(false)}
                onDone={() => {
                  setRefunding(false);
                  payment.reload();
                }}
              />
            )}
          </>
        )}
      </LoadStates>
    </section>
  );
}
