import { BarChart, compareDecimals, formatMoney } from '@portolan/sdk';
import type { AggregateAnswer, LineRevenue } from '../../../shared/types';
import type { ChartView } from './AggregateCard';
import { FigureTable } from './FigureTable';

const TOP = 10;

/** The products (SKUs) ordered for the most value, the first ten drawn; the table lists them all with quantity and unit. */
export function TopLinesChart({ answer, view }: { answer: AggregateAnswer<LineRevenue>; view: ChartView }) {
  const money = (v: string | number) => formatMoney({ decimal: String(v) }, answer.currency);
  const lines = [...answer.items].sort((a, b) => compareDecimals(b.amount, a.amount));
  if (view === 'table') {
    return <FigureTable label="Top lines by revenue" columns={['SKU', 'Description', 'Quantity', 'Amount']} rows={lines.map((l) => [l.sku, l.description, `${l.quantity} ${l.unit}`, money(l.amount)])} />;
  }
  return <BarChart title="Top lines by revenue" bars={lines.slice(0, TOP).map((l) => ({ label: l.sku, value: l.amount }))} format={money} labels={{ x: 'SKU', value: 'Amount' }} width={480} height={180} />;
}
