import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Classes, H2, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { LoadStates, NotificationBus, Session, formatDateTime, saveBlob, useAnswer, useCommands, useService, useTabParam } from '@portolan/sdk';
import { KYC_DOC_TYPES, type KycState } from '../../../shared/states';
import type { KycDocument } from '../../../shared/types';
import { useKycApi } from '../../api/kycApi';
import { KycRejectDialog } from './KycRejectDialog';
import { KycStateTag } from './KycStateTag';

const TABS: Array<{ id: KycState; title: string; empty: string }> = [
  { id: 'PENDING', title: 'Pending', empty: 'No documents wait for review' },
  { id: 'VERIFIED', title: 'Verified', empty: 'No verified documents' },
  { id: 'REJECTED', title: 'Rejected', empty: 'No rejected documents' },
];

/** One state's documents: the pending queue (open, verify, reject) or the decided history. */
function ReviewList({ state, empty }: { state: KycState; empty: string }) {
  const api = useKycApi();
  const notify = useService(NotificationBus);
  const load = useAnswer(() => api.reviews(state), state);
  const [rejecting, setRejecting] = useState<KycDocument | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const items = load.data ?? [];
  const pending = state === 'PENDING';
  useCommands([{ id: `kyc-reviews-refresh-${state}`, title: `Refresh ${state.toLowerCase()} KYC documents`, section: 'KYC', run: () => load.reload() }], [state]);

  const open = async (doc: KycDocument) => {
    const file = await api.reviewFile(doc._id);
    if (!file.ok || !file.data) return notify.failure(`Download failed: ${file.errorMessage ?? 'Server Error'}`);
    const url = URL.createObjectURL(file.data);
    // A blob URL of the checked PDF or image (no opener risk from it); 'noopener' would make open() answer null always.
    const shown = window.open(url, '_blank');
    if (!shown) saveBlob(file.data, doc.fileName);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  const verify = async (doc: KycDocument) => {
    setBusy(doc._id);
    const answer = await api.verify(doc._id);
    setBusy(undefined);
    notify.outcome(answer.ok, { success: 'Document verified', failure: `Failed to verify the document: ${answer.errorMessage ?? 'Server Error'}` });
    load.reload();
  };

  return (
    <>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={items.length === 0} emptyText={empty} onRetry={load.reload}>
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${Classes.HTML_TABLE_STRIPED}`} aria-label={`${TABS.find((t) => t.id === state)!.title} KYC documents`} style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Company</th>
              <th>Type</th>
              <th>Number</th>
              <th>Uploaded</th>
              <th>Uploaded by</th>
              {!pending && <th>Decision</th>}
              <th>
                <span className={Classes.TEXT_MUTED}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((doc) => {
              const title = KYC_DOC_TYPES[doc.docType]?.title ?? doc.docType;
              const what = `${title} of ${doc.companyName}`;
              return (
                <tr key={doc._id}>
                  <td>{doc.companyName}</td>
                  <td>{title}</td>
                  <td style={{ fontFamily: 'monospace' }}>{doc.number}</td>
                  <td>{formatDateTime(doc.createdAt)}</td>
                  <td>{doc.uploadedByName ?? '—'}</td>
                  {!pending && (
                    <td>
                      <KycStateTag state={doc.state} />
                      {doc.reviewedAt && ` ${formatDateTime(doc.reviewedAt)}${doc.reviewedByName ? ` by ${doc.reviewedByName}` : ''}`}
                      {doc.rejectionReason && <div>Reason: {doc.rejectionReason}</div>}
                    </td>
                  )}
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" variant="minimal" icon="document-open" text="Open" aria-label={`Open ${what}`} onClick={() => void open(doc)} />
                    {pending && (
                      <>
                        <Button size="small" intent="success" icon="tick" text="Verify" aria-label={`Verify ${what}`} loading={busy === doc._id} onClick={() => void verify(doc)} />{' '}
                        <Button size="small" intent="danger" icon="cross" text="Reject" aria-label={`Reject ${what}`} onClick={() => setRejecting(doc)} />
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </LoadStates>
      {rejecting && <KycRejectDialog doc={rejecting} onClose={() => setRejecting(undefined)} onDone={load.reload} />}
    </>
  );
}

/** `/kyc/reviews`: a platform administrator's queue of KYC documents to verify or reject, and the decided ones. */
export const KycReviewsScreen = observer(function KycReviewsScreen() {
  const session = useService(Session);
  const [tab, setTab] = useTabParam();
  if (!session.user?.isPlatformAdmin) {
    return <NonIdealState icon="lock" title="Only platform administrators review KYC documents" description="Your company's documents are on the KYC documents page." />;
  }
  const selected = TABS.some((t) => t.id === tab) ? (tab as KycState) : 'PENDING';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <H2 style={{ fontSize: 20, margin: 0 }}>KYC reviews</H2>
      <Tabs id="kyc-reviews" selectedTabId={selected} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        {TABS.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={<ReviewList state={t.id} empty={t.empty} />} />
        ))}
      </Tabs>
    </div>
  );
});
