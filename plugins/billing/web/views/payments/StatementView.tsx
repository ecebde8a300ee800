import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { LoadStates, NotificationBus, formatDate, formatMoney, saveBlob, useAnswer, useService } from '@portolan/sdk';
import { usePaymentsApi } from '../../api/paymentsApi';

/** `/payments/statements/:companyId?from&to`: opening, entries with the running balance, closing; PDF and CSV. */
export default function StatementView() {
  const { companyId } = useParams();
  const api = usePaymentsApi();
  const notify = useService(NotificationBus);
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const statement = useAnswer(() => api.statement(companyId!, range), companyId ? `${companyId}:${range.from}:${range.to}` : undefined);
  const s = statement.data;
  const download = async (format: 'pdf' | 'csv') => {
    const answer = await api.statementFile(companyId!, range, format);
    if (answer.ok && answer.data) saveBlob(answer.data, `statement-${companyId}.${format}`);
    else notify.outcome(false, { success: '', failure: `Could not download the statement: ${answer.errorMessage ?? 'Server Error'}` });
  };
  if (!companyId)
    return (
      <section aria-labelledby="statement-title">
        <h1 id="statement-title" className="pt-page-title">
          Statements
        </h1>
        <p>
          Choose a customer or vendor on the <Link to="/payments/ageing">ageing</Link> to see its statement.
        </p>
      </section>
    );
  const money = (minor: number) => formatMoney({ minor }, s?.currency ?? 'USD');
  return (
    <section aria-labelledby="statement-title">
      <h1 id="statement-title" className="pt-page-title">
        Statement{s ? ` — ${s.customerName}` : ''}
      </h1>
      <div role="group" aria-label="Statement period" style={{ display: 'flex', gap: 8, alignItems: 'end', marginBottom: 8 }}>
        {(['from', 'to'] as const).map((k) => (
          <label key={k} style={{ fontSize: 12 }}>
            {k === 'from' ? 'From' : 'To'}
            <InputGroup size="small" type="date" value={range[k] ?? ''} onChange={(e) => setRange({ ...range, [k]: e.target.value || undefined })} />
          </label>
        ))}
        <Button size="small" icon="document" text="Download PDF" onClick={() => void download('pdf')} />
        <Button size="small" icon="export" text="Download CSV" onClick={() => void download('csv')} />
      </div>
      <LoadStates isFetching={statement.isFetching && !s} error={statement.error} empty={!s} emptyText="No statement" onRetry={statement.reload}>
        {s && (
          <HTMLTable compact striped aria-label="Statement entries" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>Date</th>
                <th>Kind</th>
                <th>Reference</th>
                <th>Debit</th>
                <th>Credit</th>
                <th>Balance</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{formatDate(s.from)}</td>
                <td colSpan={4}>Opening balance</td>
                <td>{money(s.openingMinor)}</td>
              </tr>
              {s.entries.map((e) => (
                <tr key={`${e.kind}:${e.recordId}`}>
                  <td>{formatDate(e.date)}</td>
                  <td>{e.kind}</td>
                  <td>{e.kind === 'PAYMENT' || e.kind === 'REFUND' ? <Link to={`/payments/${encodeURIComponent(e.recordId)}`}>{e.reference}</Link> : <Link to={`/invoices/${encodeURIComponent(e.recordId)}`}>{e.reference}</Link>}</td>
                  <td>{e.debitMinor ? money(e.debitMinor) : ''}</td>
                  <td>{e.creditMinor ? money(e.creditMinor) : ''}</td>
                  <td>{money(e.balanceMinor)}</td>
                </tr>
              ))}
              <tr>
                <td>{formatDate(s.to)}</td>
                <td colSpan={4}>Closing balance</td>
                <td>
                  <strong>{money(s.closingMinor)}</strong>
                </td>
              </tr>
            </tbody>
          </HTMLTable>
        )}
      </LoadStates>
    </section>
  );
}
