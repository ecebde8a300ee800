import { useState } from 'react';
import { Button, Collapse } from '@blueprintjs/core';
import { useOrdersApi, type AggregateQuery } from '../../api/ordersApi';
import { AggregateCard } from './AggregateCard';
import { LineDelayChart } from './LineDelayChart';
import { RevenueBySupplierChart } from './RevenueBySupplierChart';
import { SupplierPerformanceChart } from './SupplierPerformanceChart';
import { TopLinesChart } from './TopLinesChart';

const REMEMBERED = 'portolan.orders.analyticsOpen';

function rememberedOpen(): boolean {
  try {
    return window.localStorage.getItem(REMEMBERED) !== 'false';
  } catch {
    return true;
  }
}

/**
 * The orders list's analytics (collapsible; open or closed is remembered in this browser): revenue by
 * supplier per month, the lines' delay distribution, suppliers' on-time performance and the top lines by
 * value, over the list's order-date period and supplier. `reloads` changes after the list reloads.
 */
export function OrderAnalytics({ query, reloads = 0 }: { query: AggregateQuery; reloads?: number }) {
  const api = useOrdersApi();
  const [open, setOpen] = useState(rememberedOpen);
  const toggle = () => {
    setOpen(!open);
    try {
      window.localStorage.setItem(REMEMBERED, String(!open));
    } catch {
      // Storage may be unavailable (private mode): the panel still opens and closes.
    }
  };
  const key = `${JSON.stringify(query)}|${reloads}`;
  const on = (currency: string | undefined) => ({ ...query, ...(currency && { currency }) });
  return (
    <section aria-labelledby="orders-analytics-title" style={{ marginBottom: 8 }}>
      <h2 id="orders-analytics-title" className="bp6-heading" style={{ fontSize: 15, margin: 0 }}>
        <Button variant="minimal" size="small" icon={open ? 'chevron-down' : 'chevron-right'} aria-expanded={open} aria-controls="orders-analytics-panel" onClick={toggle} text="Analytics" />
      </h2>
      <Collapse isOpen={open} keepChildrenMounted={false}>
        <div id="orders-analytics-panel" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 8, paddingTop: 4 }}>
          <AggregateCard title="Revenue by supplier per month" load={(c) => api.revenueBySupplier(on(c))} queryKey={key} emptyText="No orders in this period">
            {(answer, view) => <RevenueBySupplierChart answer={answer} view={view} />}
          </AggregateCard>
          <AggregateCard title="Line delay distribution" load={(c) => api.lineDelays(on(c))} queryKey={key} emptyText="No order lines in this period">
            {(answer, view) => <LineDelayChart answer={answer} view={view} />}
          </AggregateCard>
          <AggregateCard title="Supplier on-time performance" load={(c) => api.supplierPerformance(on(c))} queryKey={key} emptyText="No supplier has lines in this period">
            {(answer, view) => <SupplierPerformanceChart answer={answer} view={view} />}
          </AggregateCard>
          <AggregateCard title="Top lines by revenue" load={(c) => api.lineRevenue(on(c))} queryKey={key} emptyText="No order lines in this period">
            {(answer, view) => <TopLinesChart answer={answer} view={view} />}
          </AggregateCard>
        </div>
      </Collapse>
    </section>
  );
}
