import { useState } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { Entitlements, Session, useAnswer, useService, type RecordSlotProps } from '@portolan/sdk';
import { useEnterpriseApi } from '../../api/enterpriseApi';
import { SubscriptionDocumentsPanel } from './SubscriptionDocumentsPanel';
import { SubscriptionInvoicesPanel } from './SubscriptionInvoicesPanel';
import { SubscriptionTermsPanel } from './SubscriptionTermsPanel';
import { TrackerQuotaMeter } from './TrackerQuotaMeter';
import './enterprise.css';

/**
 * The enterprise admin's "Billing" tab (record kind `company`, recordId = the user's company): the
 * subscription and its terms, the tracker quota, the subscription invoices and documents. Platform
 * admins pick any company at the top and edit terms, quota, invoices; others see their own company.
 */
export default function CompanyBillingTab({ recordId }: RecordSlotProps) {
  const api = useEnterpriseApi();
  const session = useService(Session);
  const entitlements = useService(Entitlements);
  const platform = Boolean(session.user?.isPlatformAdmin);
  const [picked, setPicked] = useState(recordId);
  const companyId = platform ? picked : recordId;
  /** `?company=` only for a platform admin (others get their own company without it). */
  const asked = platform ? companyId : undefined;
  const companies = useAnswer(() => api.companies(), platform ? 'companies' : undefined);
  const key = companyId;
  const subscription = useAnswer(() => api.subscription(asked), `sub:${key}`);
  const trackers = useAnswer(() => api.trackers(asked), `trackers:${key}`);
  const invoices = useAnswer(() => api.invoices(asked), `invoices:${key}`);
  const documents = useAnswer(() => api.documents(asked), `documents:${key}`);
  const canUploadDocuments = platform || entitlements.isAllowed('admin', 'Update');
  const options = companies.data?.items ?? [];

  return (
    <div className="pt-enterprise">
      {platform && (
        <FormGroup label="Company" labelFor="billing-company" helperText="Platform admin: manage the billing of any company">
          <HTMLSelect
            id="billing-company"
            value={companyId}
            onChange={(e) => setPicked(e.target.value)}
            options={options.some((c) => c._id === recordId) ? options.map((c) => ({ value: c._id, label: c.name })) : [{ value: recordId, label: 'Your company' }, ...options.map((c) => ({ value: c._id, label: c.name }))]}
          />
        </FormGroup>
      )}
      <SubscriptionTermsPanel api={api} subscription={subscription} canEdit={platform} />
      <TrackerQuotaMeter api={api} companyId={companyId} trackers={trackers} canEdit={platform} />
      <SubscriptionInvoicesPanel api={api} companyId={companyId} subscription={subscription.data} invoices={invoices} canEdit={platform} />
      <SubscriptionDocumentsPanel api={api} companyId={companyId} documents={documents} canUpload={canUploadDocuments} />
    </div>
  );
}
