import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, formatMoney, useAnswer, useCommands, useResourceList, useService, type DataColumn, type FilterDef, type Query } from '@portolan/sdk';
import { MILESTONES, MILESTONE_TITLES, ORDER_STATES } from '../../../shared/states';
import { ORDERS_API, type PurchaseOrder, type SupplierOption } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';
import { DelayBadge } from './DelayBadge';
import { OrderAnalytics } from './OrderAnalytics';
import { OrderCounters } from './OrderCounters';
import { ORDER_STATE_TITLES } from './orderStateTitles';
import { OrderStatusTag } from './OrderStatusTag';

/** A list row as the SDK table holds it (its records are open objects). */
type OrderRow = PurchaseOrder & Record<string, unknown>;
/** Where the upload dialog of the uploads screen opens. */
const UPLOAD_ORDERS_PATH = '/orders/uploads?upload=1';

function filtersOf(suppliers: SupplierOption[]): FilterDef[] {
  return [
    { id: 'status', label: 'Status', kind: 'select', options: ORDER_STATES.map((s) => ({ value: s, label: ORDER_STATE_TITLES[s] })) },
    { id: 'milestone', label: 'Milestone', kind: 'select', options: MILESTONES.map((m) => ({ value: m, label: MILESTONE_TITLES[m] })) },
    { id: 'supplier', field: 'supplierId', label: 'Supplier', kind: 'select', options: suppliers.map((s) => ({ value: s._id, label: `${s.name} (${s.code})` })) },
    { id: 'late', label: 'Delay', kind: 'select', anyLabel: 'Any', options: [{ value: 'true', label: 'Late only' }] },
    { id: 'orderFrom', field: 'orderDate', bound: 'from', label: 'Ordered from', kind: 'date' },
    { id: 'orderTo', field: 'orderDate', bound: 'to', label: 'Ordered to', kind: 'date' },
  ];
}

function columns(base: string): DataColumn<OrderRow>[] {
  return [
    { id: 'poNumber', title: 'PO number', width: 140, sortField: 'poNumber', render: (r) => <Link to={`${base}/${r._id}`}>{r.poNumber}</Link>, csv: (r) => r.poNumber },
    {
      id: 'supplier',
      title: 'Supplier',
      width: 220,
      render: (r) => (
        <span>
          {r.supplierName} <span className={Classes.TEXT_MUTED}>{r.supplierCode}</span>
        </span>
      ),
      csv: (r) => r.supplierName,
    },
    { id: 'status', title: 'Status', width: 140, render: (r) => <OrderStatusTag status={r.status} />, csv: (r) => r.status },
    { id: 'milestone', title: 'Milestone', width: 120, render: (r) => MILESTONE_TITLES[r.milestone], csv: (r) => r.milestone },
    { id: 'orderDate', title: 'Order date', width: 110, sortField: 'orderDate', render: (r) => formatDate(r.orderDate), csv: (r) => r.orderDate },
    { id: 'nextCargoReadyDate', title: 'Next cargo ready', width: 130, render: (r) => (r.nextCargoReadyDate ? formatDate(r.nextCargoReadyDate) : '—'), csv: (r) => r.nextCargoReadyDate ?? '' },
    { id: 'totalAmount', title: 'Total', width: 150, sortField: 'totalAmount', render: (r) => formatMoney({ decimal: r.totalAmount }, r.currency), csv: (r) => r.totalAmount },
    { id: 'currency', title: 'Currency', width: 80, defaultVisible: false, render: (r) => r.currency, csv: (r) => r.currency },
    { id: 'lineCount', title: 'Lines', width: 60, render: (r) => r.lineCount, csv: (r) => r.lineCount },
    { id: 'delay', title: 'Delay', width: 100, render: (r) => <DelayBadge late={r.late} delayDays={r.maxDelayDays} quiet />, csv: (r) => (r.late ? r.maxDelayDays : 0) },
    { id: 'incoterm', title: 'Incoterm', width: 80, defaultVisible: false, render: (r) => r.incoterm, csv: (r) => r.incoterm },
    { id: 'route', title: 'POL → POD', width: 130, defaultVisible: false, render: (r) => (r.pol || r.pod ? `${r.pol ?? '?'} → ${r.pod ?? '?'}` : '—'), csv: (r) => `${r.pol ?? ''}-${r.pod ?? ''}` },
    { id: 'updatedAt', title: 'Updated', width: 110, sortField: 'updatedAt', defaultVisible: false, render: (r) => formatDate(r.updatedAt), csv: (r) => r.updatedAt },
  ];
}

/** `<prefix>`: the counters, the analytics, the company's purchase orders (filters, search, sort, columns, CSV), New purchase order and Upload orders. */
export const OrderList = observer(function OrderList({ base }: { base: string }) {
  const api = useOrdersApi();
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('orders', 'Create');
  const navigate = useNavigate();
  const suppliers = useAnswer(() => api.suppliers(), 'suppliers');
  const filters = useMemo(() => filtersOf(suppliers.data ?? []), [suppliers.data]);
  const list = useResourceList<OrderRow>({ base: ORDERS_API.orders, filters, defaultSort: { field: 'orderDate', dir: 'desc' } });
  const cols = useMemo(() => columns(base), [base]);
  const [reloads, setReloads] = useState(0);
  const reload = () => {
    void list.reload();
    setReloads((n) => n + 1);
  };
  useCommands(
    [
      { id: 'refresh-orders', title: 'Refresh purchase orders', shortcut: 'alt+r', run: reload },
      { id: 'late-orders-here', title: 'Show late purchase orders', run: () => list.setView({ late: 'true', status: undefined }) },
      ...(canCreate
        ? [
            { id: 'new-order-here', title: 'New purchase order', shortcut: 'alt+n', run: () => navigate(`${base}/new`) },
            { id: 'upload-orders-here', title: 'Upload orders', run: () => navigate(UPLOAD_ORDERS_PATH) },
          ]
        : []),
    ],
    [list, canCreate, base],
  );
  const otherFilters = Object.fromEntries(Object.entries((list.query.filter ?? {}) as Record<string, unknown>).filter(([name]) => name !== 'status' && name !== 'late'));
  const counterQuery: Query = { ...(Object.keys(otherFilters).length && { filter: otherFilters }), ...(list.query.search ? { search: list.query.search } : {}) };
  const filtered = list.filters.some((f) => list.view[f.id]) || Boolean(list.view.q);
  const nothingYet = !filtered && !list.state.isFetching && !list.state.errorMessage && list.rows.length === 0 && list.state.count === 0;
  const createButtons = canCreate && (
    <>
      <Button size="small" intent="primary" icon="add" text="New purchase order" onClick={() => navigate(`${base}/new`)} />
      <Link to={UPLOAD_ORDERS_PATH} className={`${Classes.BUTTON} ${Classes.SMALL}`}>
        Upload orders
      </Link>
    </>
  );
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="pt-page-title">
        Purchase orders
      </h1>
      <OrderCounters view={list.view} setView={list.setView} query={counterQuery} />
      <OrderAnalytics query={{ from: list.view.orderFrom, to: list.view.orderTo, supplierId: list.view.supplier }} reloads={reloads} />
      {nothingYet ? (
        <NonIdealState
          icon="shopping-cart"
          title="No purchase orders yet"
          description={canCreate ? 'Create a purchase order for a supplier, or upload a file of orders (CSV or XLSX).' : 'Purchase orders your company makes show here.'}
          action={createButtons ? <div style={{ display: 'flex', gap: 8 }}>{createButtons}</div> : undefined}
        />
      ) : (
        <ResourceTable<OrderRow>
          list={list}
          label="Orders"
          columns={cols}
          search={{ label: 'Search purchase orders', placeholder: 'PO number, supplier or SKU…' }}
          exportName="purchase-orders.csv"
          emptyText="No purchase order matches"
          height={560}
          actions={createButtons || undefined}
        />
      )}
    </section>
  );
});
