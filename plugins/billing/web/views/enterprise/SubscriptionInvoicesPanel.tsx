import { useState } from 'react';
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, LoadStates, NotificationBus, saveBlob, useService, type LoadState } from '@portolan/sdk';
import type { EnterpriseSubscription, InvoiceRecord } from '../../../shared/types';
import type { ListOf } from '../../api/accountingApi';
import type { EnterpriseApi } from '../../api/enterpriseApi';
import { UploadInvoiceDialog } from './UploadInvoiceDialog';

interface Props {
  api: EnterpriseApi;
  companyId: string;
  subscription?: EnterpriseSubscription;
  invoices: LoadState<ListOf<InvoiceRecord>>;
  /** Platform admins upload and update. */
  canEdit: boolean;
}

/** The subscription's invoices: number (to the invoice), period, amount, status, the uploaded original; platform admins upload and replace files. */
export function SubscriptionInvoicesPanel({ api, companyId, subscription, invoices, canEdit }: Props) {
  const bus = useService(NotificationBus);
  const [dialog, setDialog] = useState<{ invoice?: InvoiceRecord } | undefined>();
  const items = invoices.data?.items ?? [];
  const download = async (i: InvoiceRecord) => {
    const result = await api.invoiceFile(i._id);
    if (result.ok && result.data) saveBlob(result.data, `${i.number ?? 'invoice'}.pdf`);
    else bus.failure(result.errorMessage ?? 'Server Error');
  };
  return (
    <section aria-labelledby="billing-invoices-title" className="pt-enterprise">
      <div className="pt-enterprise__bar">
        <h2 id="billing-invoices-title">Subscription invoices</h2>
        {canEdit && <Button icon="upload" text="Upload invoice" onClick={() => setDialog({})} />}
      </div>
      <LoadStates isFetching={invoices.isFetching && !invoices.data} error={invoices.error} empty={items.length === 0} emptyText="No subscription invoices yet" onRetry={invoices.reload}>
        <HTMLTable compact striped className="pt-enterprise__table" aria-label="Subscription invoices">
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Period</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i._id}>
                <td>
                  <Link to={`/invoices/${encodeURIComponent(i._id)}`}>{i.number ?? 'Draft'}</Link>
                </td>
                <td>{i.periodStart ? `${formatDate(i.periodStart)} – ${formatDate(i.periodEnd)}` : '—'}</td>
                <td>{formatMoney({ minor: i.totalMinor }, i.currency)}</td>
                <td>
                  <Tag minimal intent={i.status === 'PAID' ? 'success' : i.status === 'OVERDUE' ? 'danger' : 'none'}>
                    {i.status.replace('_', ' ').toLowerCase()}
                  </Tag>
                </td>
                <td>
                  {i.hasFile && <Button size="small" variant="minimal" icon="download" text="Download" aria-label={`Download ${i.number ?? 'invoice'}`} onClick={() => void download(i)} />}
                  {canEdit && <Button size="small" variant="minimal" icon="edit" text="Update invoice" aria-label={`Update invoice ${i.number ?? ''}`.trim()} onClick={() => setDialog({ invoice: i })} />}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {dialog && (
        <UploadInvoiceDialog
          api={api}
          companyId={companyId}
          subscription={subscription}
          invoice={dialog.invoice}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setDialog(undefined);
            invoices.reload();
          }}
        />
      )}
    </section>
  );
}
