import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Classes, InputGroup } from '@blueprintjs/core';
import {
  Entitlements, LoadStates, NotificationBus, RecordActions, RecordActivity, RecordComments, RecordTabsView, TransitionButtons, formatDate, formatMoney, saveBlob, useAnswer, useCommands, useRecordTabs, useService, useTabParam,
} from '@portolan/sdk';
import { ORDER_ACTIONS, ORDER_KIND, type OrderState } from '../../../shared/states';
import { ORDERS_API, type PurchaseOrderDetails } from '../../../shared/types';
import { useOrdersApi, type OrderAction } from '../../api/ordersApi';
import { BulkMilestoneDialog } from './BulkMilestoneDialog';
import { CancelOrderDialog } from './CancelOrderDialog';
import { CreateShipmentDialog } from './CreateShipmentDialog';
import { DelayBadge } from './DelayBadge';
import { MilestoneStepper } from './MilestoneStepper';
import { MilestoneTimeline } from './MilestoneTimeline';
import { OrderApprovalTab } from './OrderApprovalTab';
import { OrderChangesTab } from './OrderChangesTab';
import { OrderLinesTab } from './OrderLinesTab';
import { OrderOverview } from './OrderOverview';
import { OrderStatusTag } from './OrderStatusTag';
import { useOrdersBase } from './useOrdersBase';

/** The moves TransitionButtons draws; cancel asks for a reason in its own dialog. */
const { cancel, ...SIMPLE_ACTIONS } = ORDER_ACTIONS;
const LINKED: readonly OrderState[] = ['ISSUED', 'CHANGES_PROPOSED', 'ACKNOWLEDGED'];
const SHIPPABLE: readonly OrderState[] = ['ISSUED', 'CHANGES_PROPOSED', 'ACKNOWLEDGED'];
const RUNNING: readonly OrderState[] = ['ISSUED', 'CHANGES_PROPOSED', 'ACKNOWLEDGED', 'CLOSED'];

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The order: header with state, supplier, total and milestone progress, its moves and documents; tabs in the URL (`?tab=`). */
const OrderRecord = observer(function OrderRecord({ order, reload }: { order: PurchaseOrderDetails; reload: () => void }) {
  const base = useOrdersBase();
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const [, setTab] = useTabParam();
  const [dialog, setDialog] = useState<'cancel' | 'shipment' | 'milestone' | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const [link, setLink] = useState<string | undefined>();
  const [linking, setLinking] = useState<'copy' | 'resend' | undefined>();
  const contributed = useRecordTabs({ kind: ORDER_KIND, recordId: order._id, record: order });
  const path = `${ORDERS_API.orders}/${order._id}`;
  const canUpdate = entitlements.isAllowed('orders', 'Update');
  const canEdit = order.status === 'DRAFT' && canUpdate;
  const canShip = SHIPPABLE.includes(order.status) && canUpdate;
  const may = (action: OrderAction) => (ORDER_ACTIONS[action].from as readonly OrderState[]).includes(order.status) && entitlements.isAllowed('orders', ORDER_ACTIONS[action].level);
  const pendingChanges = order.proposals.filter((p) => p.status === 'PENDING').length;
  const shipLines = () => {
    const open = order.lines.filter((l) => !l.cancelled && Number(l.openQuantity) > 0);
    if (!selected.some((lineId) => open.some((l) => l._id === lineId))) setSelected(open.map((l) => l._id));
    setTab('lines');
    setDialog('shipment');
  };
  const download = async () => {
    const answer = await api.downloadPdf(order._id);
    if (answer.ok && answer.data) saveBlob(answer.data, `${order.poNumber}.pdf`);
    notify.outcome(answer.ok, { success: `${order.poNumber}.pdf downloaded`, failure: `Could not download the PDF: ${answer.errorMessage ?? 'Server Error'}` });
  };
  const supplierLink = async (how: 'copy' | 'resend') => {
    setLinking(how);
    const answer = await api.resendLink(order._id, order.version);
    setLinking(undefined);
    const url = answer.data?.url;
    if (!answer.ok || !url) {
      notify.failure(`Could not ${how === 'copy' ? 'make' : 'resend'} the supplier link: ${answer.errorMessage ?? 'Server Error'}`);
      return;
    }
    setLink(url);
    const copied = await copyText(url);
    if (how === 'resend') notify.success(`Link sent to ${answer.data?.sentTo ?? 'the supplier'}${copied ? ' and copied' : ''}`);
    else if (copied) notify.success('Supplier link copied');
    else notify.show('Copy the supplier link shown under the buttons');
    reload();
  };
  const run = async (action: OrderAction) => {
    const answer = await api.orderAction(order._id, action, order.version);
    notify.outcome(answer.ok, { success: `${ORDER_ACTIONS[action].title}: done`, failure: `${ORDER_ACTIONS[action].title} failed: ${answer.errorMessage ?? ''}` });
    reload();
  };
  useCommands(
    [
      { id: 'reload-order', title: 'Reload purchase order', shortcut: 'alt+r', run: () => reload() },
      { id: 'order-pdf', title: `Download PDF (${order.poNumber})`, shortcut: 'mod+p', run: () => void download() },
      ...(canEdit ? [{ id: 'edit-order', title: `Edit ${order.poNumber}`, shortcut: 'alt+e', run: () => navigate(`${base}/${order._id}/edit`) }] : []),
      ...(['submit', 'revise', 'close'] as const).filter(may).map((action) => ({ id: `order-${action}`, title: `${ORDER_ACTIONS[action].title} (${order.poNumber})`, run: () => void run(action) })),
      ...(may('cancel') ? [{ id: 'order-cancel', title: `Cancel ${order.poNumber}`, run: () => setDialog('cancel') }] : []),
      ...(canShip ? [{ id: 'order-create-shipment', title: `Create shipment from ${order.poNumber}`, shortcut: 'alt+s', run: shipLines }] : []),
      ...(LINKED.includes(order.status) && canUpdate
        ? [
            { id: 'order-copy-link', title: `Copy supplier link (${order.poNumber})`, run: () => void supplierLink('copy') },
            { id: 'order-resend-link', title: `Resend link to the supplier (${order.poNumber})`, run: () => void supplierLink('resend') },
          ]
        : []),
    ],
    [order.version, order.status, canEdit, canShip, base, selected.join(',')],
  );
  const tabs: Array<{ id: string; title: string; panel: ReactNode; shown: boolean }> = [
    { id: 'overview', title: 'Overview', shown: true, panel: <OrderOverview order={order} /> },
    {
      id: 'lines',
      title: `Lines (${order.lines.length})`,
      shown: true,
      panel: (
        <OrderLinesTab
          order={order}
          selected={selected}
          onSelect={setSelected}
          canUpdate={canUpdate && RUNNING.includes(order.status)}
          canShip={canShip}
          onCreateShipment={() => setDialog('shipment')}
          onUpdateMilestone={() => setDialog('milestone')}
          onChanged={reload}
        />
      ),
    },
    { id: 'changes', title: pendingChanges ? `Changes (${pendingChanges})` : 'Changes', shown: true, panel: <OrderChangesTab order={order} canAnswer={canUpdate} onChanged={reload} /> },
    { id: 'milestones', title: 'Milestones', shown: true, panel: <MilestoneTimeline lines={order.lines} /> },
    { id: 'approval', title: 'Approval', shown: order.status !== 'DRAFT' || order.approval !== null, panel: <OrderApprovalTab order={order} onChanged={reload} /> },
    { id: 'comments', title: 'Comments', shown: true, panel: <RecordComments path={path} canAdd={entitlements.isAllowed('orders', 'Create')} /> },
    { id: 'activity', title: 'Activity', shown: true, panel: <RecordActivity key={order.version} path={path} /> },
  ];
  const shown = tabs.filter((t) => t.shown);
  const chosenLines = order.lines.filter((l) => selected.includes(l._id));
  return (
    <section aria-labelledby="order-title">
      <Link to={base}>← Purchase orders</Link>
      <h1 id="order-title" className="pt-page-title">
        {order.poNumber} <OrderStatusTag status={order.status} large />
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <span>
          {order.supplierName} <span className={Classes.TEXT_MUTED}>({order.supplierCode})</span>
        </span>
        <strong>{formatMoney({ decimal: order.totalAmount }, order.currency)}</strong>
        <span className={Classes.TEXT_MUTED}>
          Ordered {formatDate(order.orderDate)} · {order.incoterm} · {order.lineCount} line{order.lineCount === 1 ? '' : 's'}
        </span>
        {RUNNING.includes(order.status) && <DelayBadge late={order.late} delayDays={order.maxDelayDays} />}
      </div>
      <MilestoneStepper milestones={order.milestones} current={order.milestone} />
      <div style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
        {canEdit && <Button size="small" icon="edit" text="Edit" onClick={() => navigate(`${base}/${order._id}/edit`)} />}
        <TransitionButtons path={path} feature="orders" state={order.status} version={order.version} actions={SIMPLE_ACTIONS} onDone={reload} />
        {may('cancel') && <Button size="small" intent="danger" text={cancel.title} onClick={() => setDialog('cancel')} />}
        {canShip && <Button size="small" icon="cube-add" text="Create shipment" onClick={shipLines} />}
        <Button size="small" icon="document" text="Download PDF" onClick={() => void download()} />
        {LINKED.includes(order.status) && canUpdate && (
          <>
            <Button size="small" icon="link" text="Copy supplier link" loading={linking === 'copy'} onClick={() => void supplierLink('copy')} />
            <Button size="small" icon="envelope" text="Resend link" loading={linking === 'resend'} onClick={() => void supplierLink('resend')} />
          </>
        )}
        <RecordActions kind={ORDER_KIND} recordId={order._id} record={order} />
      </div>
      {link && <InputGroup readOnly value={link} aria-label="Supplier link address" size="small" style={{ maxWidth: 640, marginBottom: 8 }} onFocus={(e) => e.currentTarget.select()} />}
      {dialog === 'cancel' && <CancelOrderDialog order={order} onClose={() => setDialog(undefined)} onDone={reload} />}
      {dialog === 'shipment' && chosenLines.some((l) => Number(l.openQuantity) > 0) && (
        <CreateShipmentDialog
          order={order}
          lines={chosenLines.filter((l) => !l.cancelled && Number(l.openQuantity) > 0)}
          onClose={() => setDialog(undefined)}
          onDone={() => {
            setSelected([]);
            reload();
          }}
        />
      )}
      {dialog === 'milestone' && chosenLines.length > 0 && <BulkMilestoneDialog order={order} lineItemIds={chosenLines.map((l) => l._id)} onClose={() => setDialog(undefined)} onDone={reload} />}
      <RecordTabsView id="order-tabs" tabs={shown} contributed={contributed} />
    </section>
  );
});

/** `<prefix>/:id`: a purchase order's details. */
export default function OrderDetails() {
  const { id = '' } = useParams();
  const api = useOrdersApi();
  const details = useAnswer(() => api.getOrder(id), id);
  const record = details.data?.record;
  if (!record) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Purchase order not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <OrderRecord order={record} reload={details.reload} />;
}
