import { BarChart, ChartCard, ChartTable, type ChartFormat } from '@portolan/sdk';
import type { EmissionTotal } from '../../../shared/types';
import { intensityText, tonnes, tonnesNumber } from './emissionFormat';

/** Well-to-wheel tonnes per group (month, carrier, lane) as bars, or as a table with shipments, TEU and intensity. */
export function EmissionChart({ title, totals, by }: { title: string; totals: EmissionTotal[]; by: string }) {
  const format: ChartFormat = (v) => tonnesNumber(v);
  return (
    <ChartCard title={title}>
      {(view) =>
        view === 'table' ? (
          <ChartTable label={title} columns={[by, 'Shipments', 'TEU', 't CO2e (WTW)', 'Intensity']} rows={totals.map((t) => [t.label, t.shipments, t.teu, tonnesNumber(tonnes(t.wtwKg)), intensityText(t.intensity)])} />
        ) : (
          <BarChart title={title} bars={totals.map((t) => ({ label: t.label, value: tonnes(t.wtwKg) }))} format={format} labels={{ x: by, value: 't CO2e (WTW)' }} />
        )
      }
    </ChartCard>
  );
}
