import { BarChart } from '@portolan/sdk';
import type { AggregateAnswer, SupplierPerformance } from '../../../shared/types';
import type { ChartView } from './AggregateCard';
import { FigureTable } from './FigureTable';

/** Each supplier's share of lines on time (a bar per supplier against a 100 % scale), or the table with lines, on time, late and the average delay. */
export function SupplierPerformanceChart({ answer, view }: { answer: AggregateAnswer<SupplierPerformance>; view: ChartView }) {
  const suppliers = [...answer.items].sort((a, b) => a.onTimePct - b.onTimePct || a.supplierName.localeCompare(b.supplierName));
  if (view === 'table') {
    return (
      <FigureTable
        label="Supplier on-time performance"
        columns={['Supplier', 'Lines', 'On time', 'Late', 'On time %', 'Average delay (days)']}
        rows={suppliers.map((s) => [s.supplierName, s.lines, s.onTime, s.late, `${s.onTimePct} %`, s.averageDelayDays])}
      />
    );
  }
  return (
    <BarChart
      title="Supplier on-time performance"
      bars={suppliers.map((s) => ({ label: s.supplierName, value: s.onTimePct, color: s.onTimePct >= 90 ? '#29A634' : s.onTimePct >= 70 ? '#D1980B' : '#CD4246' }))}
      reference={{ value: 100, label: 'All on time' }}
      format={(v) => `${v} %`}
      labels={{ x: 'Supplier', value: 'On time %' }}
      width={480}
      height={180}
    />
  );
}
