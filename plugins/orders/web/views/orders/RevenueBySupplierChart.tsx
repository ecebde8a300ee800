import { StackedBar, formatMoney, sumDecimals } from '@portolan/sdk';
import type { AggregateAnswer, RevenuePoint } from '../../../shared/types';
import type { ChartView } from './AggregateCard';
import { CHART_COLORS_ORDER } from './chartColors';
import { FigureTable } from './FigureTable';

/** `2026-03` → `Mar 2026`. */
function monthLabel(month: string): string {
  const at = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? month : at.toLocaleString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Ordered value per supplier and month: one bar per month split by supplier (each supplier keeps its colour), or the month × supplier table. */
export function RevenueBySupplierChart({ answer, view }: { answer: AggregateAnswer<RevenuePoint>; view: ChartView }) {
  const money = (v: string | number) => formatMoney({ decimal: String(v) }, answer.currency);
  const suppliers = [...new Map(answer.items.map((p) => [p.supplierId, p.supplierName])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const colour = new Map(suppliers.map(([supplierId], i) => [supplierId, CHART_COLORS_ORDER[i % CHART_COLORS_ORDER.length]]));
  const months = [...new Set(answer.items.map((p) => p.month))].sort();
  const amountOf = (month: string, supplierId: string) => sumDecimals(answer.items.filter((p) => p.month === month && p.supplierId === supplierId).map((p) => p.amount));
  const totalOf = (month: string) => sumDecimals(answer.items.filter((p) => p.month === month).map((p) => p.amount));
  if (view === 'table') {
    return (
      <FigureTable
        label={`Revenue by supplier per month (${answer.currency})`}
        columns={['Month', ...suppliers.map(([, name]) => name), 'Total']}
        rows={months.map((m) => [monthLabel(m), ...suppliers.map(([s]) => money(amountOf(m, s))), money(totalOf(m))])}
      />
    );
  }
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 10px', alignItems: 'start' }}>
      {months.map((m) => (
        <div key={m} style={{ display: 'contents' }}>
          <span style={{ fontSize: 12, paddingTop: 4 }}>{monthLabel(m)}</span>
          <StackedBar
            title={`Revenue in ${monthLabel(m)} by supplier`}
            segments={answer.items.filter((p) => p.month === m).map((p) => ({ label: p.supplierName, value: p.amount, color: colour.get(p.supplierId) }))}
            total={totalOf(m)}
            format={money}
            width={420}
            height={18}
          />
        </div>
      ))}
    </div>
  );
}
