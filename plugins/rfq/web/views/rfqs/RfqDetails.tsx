import { lazy, Suspense, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, NotificationBus, RecordActions, TransitionButtons, formatDateTime, useCommands, useLoad, useRecordTabs, useService } from '@portolan/sdk';
import { RFQ_ACTIONS, RFQ_KIND, type RfqState } from '../../../shared/states';
import { RFQ_API, type Rfq, type VendorRfq } from '../../../shared/types';
import { useRfqApi, type One, type RfqAction } from '../../api/rfqApi';
import { RfqDocumentsList } from '../vendor/RfqDocumentsList';
import { stateWords } from '../vendor/stateWords';
import { CancelRfqDialog } from './CancelRfqDialog';
import { DeadlineCountdown } from '../vendor/DeadlineCountdown';
import { RfqAuditTrail } from './RfqAuditTrail';
import { RfqCommentsPanel } from './RfqCommentsPanel';
import { RfqLanesTable } from './RfqLanesTable';
import { RfqOverview } from './RfqOverview';
import { rfqStatusIntent } from './rfqStatusIntent';
import { useRfqBase } from './useRfqBase';

const VendorRfqScreen = lazy(() => import('../vendor/VendorRfqScreen'));
const CompareTab = lazy(() => import('../compare/CompareTab'));
const NegotiationTab = lazy(() => import('../compare/NegotiationTab'));
const ApprovalTab = lazy(() => import('../compare/ApprovalTab'));
const AwardTab = lazy(() => import('../compare/AwardTab'));

/** The moves TransitionButtons draws; cancel asks for a reason in its own dialog. */
const { cancel, ...SIMPLE_ACTIONS } = RFQ_ACTIONS;
const AFTER_BIDDING: readonly RfqState[] = ['CLOSED', 'NEGOTIATION', 'PENDING_APPROVAL', 'APPROVED', 'AWARDED'];
const BIDDING: readonly RfqState[] = ['OPEN', 'NEGOTIATION'];

const lazyPanel = (panel: ReactNode) => <Suspense fallback={<Spinner size={24} aria-label="Loading" />}>{panel}</Suspense>;

/** The owner's RFQ: header with state, deadline and moves; tabs in the URL (`?tab=`). */
const OwnerRfqDetails = observer(function OwnerRfqDetails({ rfq, reload }: { rfq: Rfq; reload: () => void }) {
  const base = useRfqBase();
  const api = useRfqApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [cancelling, setCancelling] = useState(false);
  const contributed = useRecordTabs({ kind: RFQ_KIND, recordId: rfq._id, record: rfq });
  const path = `${RFQ_API.rfqs}/${rfq._id}`;
  const canEdit = (rfq.status === 'DRAFT' || rfq.status === 'OPEN') && entitlements.isAllowed('rfq', 'Update');
  const may = (action: RfqAction) => (RFQ_ACTIONS[action].from as readonly RfqState[]).includes(rfq.status) && entitlements.isAllowed('rfq', RFQ_ACTIONS[action].level);
  const printPath = `/rfq/print-quote?id=${encodeURIComponent(rfq._id)}`;
  const run = async (action: RfqAction) => {
    const answer = await api.rfqAction(rfq._id, action, rfq.version);
    notify.outcome(answer.ok, { success: `${RFQ_ACTIONS[action].title}: done`, failure: `${RFQ_ACTIONS[action].title} failed: ${answer.errorMessage ?? ''}` });
    reload();
  };
  const [filling, setFilling] = useState(false);
  /** POST default-rates: every lane's current contract rate, and the baselines still empty. */
  const fill = async () => {
    setFilling(true);
    const answer = await api.applyDefaultRates(rfq._id, rfq.version);
    setFilling(false);
    notify.outcome(answer.ok, { success: 'Current contract rates filled in', failure: `Failed to fill the contract rates: ${answer.errorMessage ?? ''}` });
    if (answer.ok) reload();
  };
  const setTab = (tab: string) =>
    setSearchParams(
      (params) => {
        params.set('tab', tab);
        return params;
      },
      { replace: true },
    );
  useCommands(
    [
      { id: 'reload-rfq', title: 'Reload RFQ', shortcut: 'alt+r', run: () => reload() },
      ...(entitlements.isAllowed('rfq', 'Create') ? [{ id: 'new-rfq-from-details', title: 'New RFQ', run: () => navigate(`${base}/new`) }] : []),
      ...(canEdit ? [{ id: 'edit-rfq', title: 'Edit RFQ', shortcut: 'alt+e', run: () => navigate(`${base}/${rfq._id}/edit`) }] : []),
      ...(['open', 'close', 'award'] as const).filter(may).map((action) => ({ id: `rfq-${action}`, title: `${RFQ_ACTIONS[action].title} (${rfq.reference})`, run: () => void run(action) })),
      ...(may('cancel') ? [{ id: 'rfq-cancel', title: `Cancel ${rfq.reference}`, run: () => setCancelling(true) }] : []),
      ...(rfq.status === 'AWARDED' ? [{ id: 'rfq-print', title: 'Print the award summary', shortcut: 'mod+p', run: () => navigate(printPath) }] : []),
    ],
    [rfq.version, rfq.status, canEdit, base],
  );
  const tabs: Array<{ id: string; title: string; panel: ReactNode; shown: boolean }> = [
    { id: 'overview', title: 'Overview', shown: true, panel: <RfqOverview rfq={rfq} /> },
    {
      id: 'lanes',
      title: `Lanes (${rfq.lanes.length})`,
      shown: true,
      panel: (
        <>
          {rfq.status === 'DRAFT' && entitlements.isAllowed('rfq', 'Update') && (
            <Button size="small" icon="bank-account" text="Fill from current contract rates" loading={filling} onClick={() => void fill()} style={{ marginBottom: 8 }} />
          )}
          <RfqLanesTable rfq={rfq} />
        </>
      ),
    },
    { id: 'bids', title: 'Bids', shown: rfq.status !== 'DRAFT' && !!rfq.openedAt, panel: lazyPanel(<CompareTab rfq={rfq} onChanged={reload} />) },
    { id: 'negotiation', title: 'Negotiation', shown: AFTER_BIDDING.includes(rfq.status) || rfq.round > 1, panel: lazyPanel(<NegotiationTab rfq={rfq} onChanged={reload} />) },
    { id: 'approval', title: 'Approval', shown: AFTER_BIDDING.includes(rfq.status), panel: lazyPanel(<ApprovalTab rfq={rfq} onChanged={reload} />) },
    { id: 'award', title: 'Award', shown: rfq.status === 'APPROVED' || rfq.status === 'AWARDED', panel: lazyPanel(<AwardTab rfq={rfq} onChanged={reload} />) },
    {
      id: 'documents',
      title: `Documents (${rfq.documents.length})`,
      shown: true,
      panel: <RfqDocumentsList rfqId={rfq._id} documents={rfq.documents} api={api} canUpload={rfq.status !== 'AWARDED' && rfq.status !== 'CANCELLED' && entitlements.isAllowed('rfq', 'Create')} onChanged={reload} />,
    },
    { id: 'comments', title: 'Comments', shown: true, panel: <RfqCommentsPanel rfq={rfq} /> },
    { id: 'activity', title: 'Activity', shown: true, panel: <RfqAuditTrail key={rfq.version} rfqId={rfq._id} /> },
  ];
  const shown = tabs.filter((t) => t.shown);
  const asked = searchParams.get('tab') ?? 'overview';
  const selected = shown.some((t) => t.id === asked) || contributed.some((t) => t.id === asked) ? asked : 'overview';
  return (
    <section aria-labelledby="rfq-title">
      <Link to={base}>← RFQs</Link>
      <h1 id="rfq-title" className="pt-page-title">
        {rfq.reference} · {rfq.title}{' '}
        <Tag intent={rfqStatusIntent(rfq.status)}>{stateWords(rfq.status)}</Tag>
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }} className="bp6-text-muted">
        {BIDDING.includes(rfq.status) ? (
          <span>
            {rfq.status === 'NEGOTIATION' ? 'Round deadline' : 'Bid deadline'}: {formatDateTime(rfq.roundDeadline ?? rfq.bidDeadline)} <DeadlineCountdown deadline={rfq.roundDeadline ?? rfq.bidDeadline} />
          </span>
        ) : (
          <span>Bid deadline: {formatDateTime(rfq.bidDeadline)}</span>
        )}
        <span>Round {rfq.round}</span>
        <span>
          {rfq.invitations.filter((i) => i.bidAt).length} of {rfq.invitations.length} vendors bid
        </span>
      </div>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
        {canEdit && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`${base}/${rfq._id}/edit`)} />}
        <TransitionButtons path={path} feature="rfq" state={rfq.status} version={rfq.version} actions={SIMPLE_ACTIONS} onDone={reload} />
        {may('cancel') && <Button size="small" intent="danger" text={cancel.title} onClick={() => setCancelling(true)} />}
        {rfq.status === 'AWARDED' && (
          <Link to={printPath} className="bp6-button bp6-small">
            Print the award summary
          </Link>
        )}
        <RecordActions kind={RFQ_KIND} recordId={rfq._id} record={rfq} />
      </div>
      {cancelling && <CancelRfqDialog rfq={rfq} onClose={() => setCancelling(false)} onDone={reload} />}
      <Tabs id="rfq-tabs" renderActiveTabPanelOnly selectedTabId={selected} onChange={(tab) => setTab(String(tab))}>
        {shown.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={<div style={{ paddingTop: 4 }}>{t.panel}</div>} />
        ))}
        {contributed.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={t.panel} />
        ))}
      </Tabs>
    </section>
  );
});

/** `<prefix>/:id`: the owner's RFQ, or — when the caller's company is an invited vendor — its bid screen. */
export default function RfqDetails() {
  const { id = '' } = useParams();
  const details = useLoad<One<Rfq | VendorRfq>>(useService(HttpClient), `${RFQ_API.rfqs}/${encodeURIComponent(id)}`);
  const record = details.data?.record;
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="RFQ not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  if (record.view === 'vendor') return lazyPanel(<VendorRfqScreen rfq={record} onChanged={details.reload} />);
  return <OwnerRfqDetails rfq={record} reload={details.reload} />;
}
