import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, RecordActions, RecordActivity, RecordComments, RecordTabsView, TransitionButtons, formatDate, useCommands, useLoad, useRecordTabs, useService } from '@portolan/sdk';
import { REQUISITION_ACTIONS, REQUISITION_KIND } from '../../../shared/states';
import type { RequisitionDetails as Requisition } from '../../../shared/types';
import { requisitionPath, type One } from '../../api/sourcingApi';
import { CreateOrderRfqDialog } from './CreateOrderRfqDialog';
import { money } from './money';
import { REQUISITIONS } from './paths';
import { RequisitionApprovalTab } from './RequisitionApprovalTab';
import { RequisitionOverview } from './RequisitionOverview';
import { RequisitionSourcingTab } from './RequisitionSourcingTab';
import { CancelWithReasonDialog } from './CancelWithReasonDialog';
import { StatusTag } from './StatusTag';

/** The moves TransitionButtons draws; cancel asks for the reason in its own dialog. */
const { cancel, ...MOVES } = REQUISITION_ACTIONS;

/** The requisition: header with state and moves; tabs in the URL (`?tab=`). */
const Details = observer(function Details({ requisition: r, reload }: { requisition: Requisition; reload: () => void }) {
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [creating, setCreating] = useState(false);
  const contributed = useRecordTabs({ kind: REQUISITION_KIND, recordId: r._id, record: r });
  const canCancel = (cancel.from as readonly string[]).includes(r.status) && entitlements.isAllowed('requisitions', cancel.level);
  const path = requisitionPath(r._id);
  const canEdit = r.status === 'DRAFT' && entitlements.isAllowed('requisitions', 'Update');
  const canSource = r.status === 'APPROVED' && !r.orderRfqId && entitlements.isAllowed('orders', 'Create');
  useCommands(
    [
      { id: 'reload-requisition', title: 'Reload requisition', shortcut: 'alt+r', run: () => reload() },
      ...(canEdit ? [{ id: 'edit-requisition', title: `Edit ${r.reference}`, shortcut: 'alt+e', run: () => navigate(`${REQUISITIONS}/${r._id}/edit`) }] : []),
      ...(canSource ? [{ id: 'create-order-rfq', title: `Create order RFQ from ${r.reference}`, run: () => setCreating(true) }] : []),
      ...(canCancel ? [{ id: 'requisition-cancel', title: `Cancel ${r.reference}`, run: () => setCancelling(true) }] : []),
    ],
    [r.version, canEdit, canSource, canCancel],
  );
  const tabs: Array<{ id: string; title: string; panel: ReactNode }> = [
    { id: 'overview', title: `Overview (${r.lines.length} lines)`, panel: <RequisitionOverview requisition={r} /> },
    { id: 'approval', title: 'Approval', panel: <RequisitionApprovalTab key={r.version} requisition={r} onChanged={reload} /> },
    { id: 'sourcing', title: 'Sourcing', panel: <RequisitionSourcingTab requisition={r} /> },
    { id: 'comments', title: 'Comments', panel: <RecordComments path={path} canAdd={entitlements.isAllowed('requisitions', 'Create')} /> },
    { id: 'activity', title: 'Activity', panel: <RecordActivity key={r.version} path={path} /> },
  ];
  return (
    <section aria-labelledby="requisition-title">
      <Link to={REQUISITIONS}>← Requisitions</Link>
      <h1 id="requisition-title" className="pt-page-title">
        {r.reference} · {r.title} <StatusTag state={r.status} />
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }} className="bp6-text-muted">
        <span>Needed by {formatDate(r.neededBy)}</span>
        <span>Estimated {money(r.estimatedTotal, r.currency)}</span>
        <span>Requested by {r.requestedByName}</span>
      </div>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
        {canEdit && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`${REQUISITIONS}/${r._id}/edit`)} />}
        <TransitionButtons path={path} feature="requisitions" state={r.status} version={r.version} actions={MOVES} onDone={reload} />
        {canCancel && <Button size="small" intent="danger" text={cancel.title} onClick={() => setCancelling(true)} />}
        {canSource && <Button size="small" intent="primary" icon="comparison" text="Create order RFQ" onClick={() => setCreating(true)} />}
        <RecordActions kind={REQUISITION_KIND} recordId={r._id} record={r} />
      </div>
      {creating && <CreateOrderRfqDialog requisition={r} onClose={() => setCreating(false)} />}
      {cancelling && <CancelWithReasonDialog path={path} version={r.version} title={cancel.title} noun="requisition" onClose={() => setCancelling(false)} onDone={reload} />}
      <RecordTabsView id="requisition-tabs" tabs={tabs} contributed={contributed} />
    </section>
  );
});

/** `/requisitions/:id`. */
export default function RequisitionDetails() {
  const { id = '' } = useParams();
  const details = useLoad<One<Requisition>>(useService(HttpClient), requisitionPath(id));
  const record = details.data?.record;
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Requisition not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <Details requisition={record} reload={details.reload} />;
}
