import { lazy, Suspense, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Spinner } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, RecordActions, RecordActivity, RecordComments, RecordTabsView, TransitionButtons, formatDateTime, useCommands, useLoad, useRecordTabs, useService, useTabParam } from '@portolan/sdk';
import { ORDER_RFQ_ACTIONS, ORDER_RFQ_KIND } from '../../../shared/states';
import type { OrderRfqDetails as OrderRfq } from '../../../shared/types';
import { orderRfqPath, type One } from '../../api/sourcingApi';
import { ORDER_RFQS } from '../requisitions/paths';
import { CancelWithReasonDialog } from '../requisitions/CancelWithReasonDialog';
import { StatusTag } from '../requisitions/StatusTag';
import { OrderRfqOverview } from './OrderRfqOverview';

const QuotesTab = lazy(() => import('./QuotesTab'));
const AwardTab = lazy(() => import('./AwardTab'));
const lazyPanel = (panel: ReactNode) => <Suspense fallback={<Spinner size={24} aria-label="Loading" />}>{panel}</Suspense>;

/** The moves TransitionButtons draws; cancel asks for the reason in its own dialog. */
const { cancel, ...MOVES } = ORDER_RFQ_ACTIONS;

/** The order RFQ: header with state, deadline and moves; tabs in the URL (`?tab=`). */
const Details = observer(function Details({ rfq, reload }: { rfq: OrderRfq; reload: () => void }) {
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const [, setTab] = useTabParam();
  const contributed = useRecordTabs({ kind: ORDER_RFQ_KIND, recordId: rfq._id, record: rfq });
  const canCancel = (cancel.from as readonly string[]).includes(rfq.status) && entitlements.isAllowed('orders', cancel.level);
  const path = orderRfqPath(rfq._id);
  const canEdit = rfq.status === 'DRAFT' && entitlements.isAllowed('orders', 'Update');
  useCommands(
    [
      { id: 'reload-order-rfq', title: 'Reload order RFQ', shortcut: 'alt+r', run: () => reload() },
      ...(canEdit ? [{ id: 'edit-order-rfq', title: `Edit ${rfq.reference}`, shortcut: 'alt+e', run: () => navigate(`${ORDER_RFQS}/${rfq._id}/edit`) }] : []),
      ...(rfq.status !== 'DRAFT' ? [{ id: 'order-rfq-quotes', title: `Compare the quotes of ${rfq.reference}`, run: () => setTab('quotes') }] : []),
      ...(rfq.status === 'CLOSED' ? [{ id: 'order-rfq-award-tab', title: `Award ${rfq.reference}`, run: () => setTab('award') }] : []),
      ...(canCancel ? [{ id: 'order-rfq-cancel', title: `Cancel ${rfq.reference}`, run: () => setCancelling(true) }] : []),
    ],
    [rfq.version, rfq.status, canEdit, canCancel],
  );
  const tabs: Array<{ id: string; title: string; panel: ReactNode; shown: boolean }> = [
    { id: 'overview', title: `Overview (${rfq.lines.length} lines)`, shown: true, panel: <OrderRfqOverview rfq={rfq} onChanged={reload} /> },
    { id: 'quotes', title: `Quotes (${rfq.quotedCount})`, shown: rfq.status !== 'DRAFT', panel: lazyPanel(<QuotesTab rfq={rfq} />) },
    { id: 'award', title: 'Award', shown: rfq.status === 'CLOSED' || rfq.status === 'AWARDED', panel: lazyPanel(<AwardTab rfq={rfq} onChanged={reload} />) },
    { id: 'comments', title: 'Comments', shown: true, panel: <RecordComments path={path} canAdd={entitlements.isAllowed('orders', 'Create')} /> },
    { id: 'activity', title: 'Activity', shown: true, panel: <RecordActivity key={rfq.version} path={path} /> },
  ];
  const shown = tabs.filter((t) => t.shown);
  return (
    <section aria-labelledby="order-rfq-title">
      <Link to={ORDER_RFQS}>← Order RFQs</Link>
      <h1 id="order-rfq-title" className="pt-page-title">
        {rfq.reference} · {rfq.title} <StatusTag state={rfq.status} />
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }} className="bp6-text-muted">
        <span>Quotes due {formatDateTime(rfq.quoteDeadline)}</span>
        <span>
          {rfq.quotedCount} of {rfq.supplierCount} suppliers quoted
        </span>
        <span>
          {rfq.incoterm} · {rfq.currency}
        </span>
      </div>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
        {canEdit && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`${ORDER_RFQS}/${rfq._id}/edit`)} />}
        <TransitionButtons path={path} feature="orders" state={rfq.status} version={rfq.version} actions={MOVES} onDone={reload} />
        {canCancel && <Button size="small" intent="danger" text={cancel.title} onClick={() => setCancelling(true)} />}
        {rfq.status === 'CLOSED' && entitlements.isAllowed('orders', 'Approve') && <Button size="small" intent="primary" icon="endorsed" text="Award…" onClick={() => setTab('award')} />}
        <RecordActions kind={ORDER_RFQ_KIND} recordId={rfq._id} record={rfq} />
      </div>
      {cancelling && <CancelWithReasonDialog path={path} version={rfq.version} title={cancel.title} noun="order RFQ" onClose={() => setCancelling(false)} onDone={reload} />}
      <RecordTabsView id="order-rfq-tabs" tabs={shown} contributed={contributed} />
    </section>
  );
});

/** `/order-rfqs/:id`. */
export default function OrderRfqDetails() {
  const { id = '' } = useParams();
  const details = useLoad<One<OrderRfq>>(useService(HttpClient), orderRfqPath(id));
  const record = details.data?.record;
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Order RFQ not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <Details rfq={record} reload={details.reload} />;
}
