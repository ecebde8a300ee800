import { useState } from 'react';
import { Button, Callout, Card, Classes, H3, Tag } from '@blueprintjs/core';
import { NotificationBus, formatDate, formatDateTime, saveBlob, useService } from '@portolan/sdk';
import { daysBetween, todayUtc } from '@portolan/sdk/shared';
import { KYC_DOC_TYPES, KYC_EXPIRY_REMINDER_DAYS } from '../../../shared/states';
import type { KycOverview } from '../../../shared/types';
import { useKycApi } from '../../api/kycApi';
import { KycHistory } from './KycHistory';
import { KycStateTag } from './KycStateTag';

type TypeEntry = KycOverview['types'][number];

/** How long the current document is still valid, when that is soon (or already past). */
function expiryWarning(expiresOn: string | null): string | undefined {
  if (!expiresOn) return undefined;
  const days = daysBetween(todayUtc(), expiresOn);
  if (days < 0) return `Expired on ${formatDate(expiresOn)}`;
  if (days === 0) return 'Expires today';
  return days <= KYC_EXPIRY_REMINDER_DAYS ? `Expires in ${days} ${days === 1 ? 'day' : 'days'}` : undefined;
}

export interface KycDocumentCardProps {
  companyId: string;
  entry: TypeEntry;
  canUpload: boolean;
  onUpload: () => void;
}

/** One KYC document type: the current document (number, state, dates, who uploaded it, why it was rejected), Download, Upload/Replace and the earlier ones. */
export function KycDocumentCard({ companyId, entry, canUpload, onUpload }: KycDocumentCardProps) {
  const api = useKycApi();
  const notify = useService(NotificationBus);
  const [showHistory, setShowHistory] = useState(false);
  const doc = entry.current;
  const type = KYC_DOC_TYPES[entry.docType];
  const headingId = `kyc-${entry.docType}-title`;
  const warning = doc && doc.state !== 'REJECTED' ? expiryWarning(doc.expiresOn) : undefined;

  const download = async () => {
    if (!doc) return;
    const file = await api.file(companyId, entry.docType);
    if (file.ok && file.data) saveBlob(file.data, doc.fileName);
    else notify.failure(`Download failed: ${file.errorMessage ?? 'Server Error'}`);
  };

  return (
    <Card role="region" aria-labelledby={headingId} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <H3 id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {entry.title}
        </H3>
        {entry.required ? <Tag minimal>Required</Tag> : <Tag minimal>Optional</Tag>}
        {doc ? <KycStateTag state={doc.state} /> : <Tag intent="warning" icon="warning-sign" round>Not uploaded</Tag>}
      </div>
      {doc ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0 }}>
          <dt>{type.number}</dt>
          <dd style={{ margin: 0, fontFamily: 'monospace' }}>{doc.number}</dd>
          <dt>Issued on</dt>
          <dd style={{ margin: 0 }}>{doc.issuedOn ? formatDate(doc.issuedOn) : '—'}</dd>
          <dt>Expires on</dt>
          <dd style={{ margin: 0 }}>{doc.expiresOn ? formatDate(doc.expiresOn) : 'Does not expire'}</dd>
          <dt>Uploaded</dt>
          <dd style={{ margin: 0 }}>
            {formatDateTime(doc.createdAt)}
            {doc.uploadedByName ? ` by ${doc.uploadedByName}` : ''}
          </dd>
          {doc.reviewedAt && (
            <>
              <dt>Reviewed</dt>
              <dd style={{ margin: 0 }}>
                {formatDateTime(doc.reviewedAt)}
                {doc.reviewedByName ? ` by ${doc.reviewedByName}` : ''}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p className={Classes.TEXT_MUTED} style={{ margin: 0 }}>
          No {type.title} uploaded yet.
        </p>
      )}
      {doc?.state === 'REJECTED' && (
        <Callout intent="danger" title="Rejected" icon="cross-circle">
          <span style={{ color: '#ac2f33' }}>{doc.rejectionReason}</span> Upload a corrected document.
        </Callout>
      )}
      {warning && (
        <Callout intent="warning" icon="time" title={warning}>
          Upload the renewed document before then, or payments and bill regularization lock again.
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {doc && <Button icon="download" text="Download" aria-label={`Download ${entry.title}`} onClick={() => void download()} />}
        {canUpload && <Button intent="primary" icon="upload" text={doc ? 'Replace' : 'Upload'} aria-label={`${doc ? 'Replace' : 'Upload'} ${entry.title}`} onClick={onUpload} />}
        {doc && (
          <Button variant="minimal" icon={showHistory ? 'chevron-up' : 'history'} text={showHistory ? 'Hide earlier documents' : 'Earlier documents'} aria-expanded={showHistory} onClick={() => setShowHistory((s) => !s)} />
        )}
      </div>
      {showHistory && doc && <KycHistory companyId={companyId} docType={entry.docType} reloadKey={`${doc._id}:${doc.version}`} />}
    </Card>
  );
}
