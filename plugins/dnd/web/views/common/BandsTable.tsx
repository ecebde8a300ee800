import { HTMLTable } from '@blueprintjs/core';
import { BarChart, formatMoney } from '@portolan/sdk';
import type { CostBand } from '../../../shared/freeTime/computeClock';
import { day } from './dndWords';

/** A cost by tier band: the table (days, dates, per diem, amount) and, when asked, a small bar chart of the amounts. */
export function BandsTable({ bands, currency, label, chart = false }: { bands: readonly CostBand[]; currency: string | null; label: string; chart?: boolean }) {
  const cash = (v: string | number) => (currency ? formatMoney({ decimal: String(v) }, currency) : String(v));
  if (bands.length === 0) return <p style={{ margin: '4px 0' }}>No chargeable day</p>;
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'start' }}>
      <HTMLTable compact striped aria-label={label}>
        <thead>
          <tr>
            <th>Days</th>
            <th>Dates</th>
            <th>Chargeable days</th>
            <th>Per diem</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((b) => (
            <tr key={`${b.fromDay}-${b.toDay}`}>
              <td>
                {b.fromDay}–{b.toDay}
              </td>
              <td>
                {day(b.firstDate)} – {day(b.lastDate)}
              </td>
              <td>{b.days}</td>
              <td>{cash(b.perDiem)}</td>
              <td>{cash(b.amount)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {chart && <BarChart title={label} bars={bands.map((b) => ({ label: `Days ${b.fromDay}–${b.toDay}`, value: b.amount }))} format={cash} labels={{ x: 'Band', value: currency ?? '' }} width={320} height={140} />}
    </div>
  );
}
