import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Callout, H2 } from '@blueprintjs/core';
import { Entitlements, LoadStates, Session, useAnswer, useCommands, useService } from '@portolan/sdk';
import { KYC_DOC_TYPES, type KycDocType } from '../../../shared/states';
import { useKycApi } from '../../api/kycApi';
import { KycDocumentCard } from './KycDocumentCard';
import { KycUploadDialog } from './KycUploadDialog';

/** `/kyc`: the company's KYC status and one card per document type, each uploaded, replaced and downloaded here. */
export const KycOverviewScreen = observer(function KycOverviewScreen() {
  const api = useKycApi();
  const session = useService(Session);
  const entitlements = useService(Entitlements);
  const companyId = session.user?.userCompany ?? session.userCompany.data?._id;
  const load = useAnswer(() => api.overview(companyId!), companyId);
  const [uploading, setUploading] = useState<KycDocType | undefined>();
  const canUpload = entitlements.isAllowed('kyc', 'Create');
  const overview = load.data;

  useCommands(
    [
      { id: 'kyc-refresh', title: 'Refresh KYC documents', section: 'KYC', run: () => load.reload() },
      ...(canUpload ? (Object.keys(KYC_DOC_TYPES) as KycDocType[]).map((t) => ({ id: `kyc-upload-${t}`, title: `Upload ${KYC_DOC_TYPES[t].title}`, section: 'KYC', run: () => setUploading(t) })) : []),
    ],
    [canUpload],
  );

  const current = overview?.types.find((t) => t.docType === uploading)?.current ?? null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 1100 }}>
      <H2 style={{ fontSize: 20, margin: 0 }}>KYC documents</H2>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={!overview} emptyText="No KYC information" onRetry={load.reload}>
        {overview && (
          <>
            {overview.verified ? (
              <Callout intent="success" icon="endorsed" title="KYC verified">
                Every required document is verified: payments and bill regularization are open.
              </Callout>
            ) : (
              <Callout intent="warning" icon="lock" title="KYC incomplete">
                KYC incomplete: {overview.missing.map((t) => KYC_DOC_TYPES[t]?.title ?? t).join(', ')} missing — payments and bill regularization stay locked until it is verified.
              </Callout>
            )}
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}>
              {overview.types.map((entry) => (
                <KycDocumentCard key={entry.docType} companyId={overview.companyId} entry={entry} canUpload={canUpload} onUpload={() => setUploading(entry.docType)} />
              ))}
            </div>
          </>
        )}
      </LoadStates>
      {uploading && companyId && <KycUploadDialog companyId={companyId} docType={uploading} current={current} onClose={() => setUploading(undefined)} onUploaded={load.reload} />}
    </div>
  );
});
