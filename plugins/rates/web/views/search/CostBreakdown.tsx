import { Fragment } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { StackedBar, formatDate, formatMoney, type ChartValue } from '@portolan/sdk';
import type { RateOption } from '../../../shared/types';
import { carrierLabel } from '@portolan/sdk/shared';
import { STAGE_TITLES, stageTotals } from './stageTotals';

const BASIS = { PER_CONTAINER: 'per container', PER_BL: 'per B/L', PER_WM: 'per W/M', PER_SHIPMENT: 'per shipment' } as const;
const STAGE_COLORS = { ORIGIN: '#2D72D2', FREIGHT: '#29A634', DESTINATION: '#D1980B', INLAND: '#7961DB' } as const;

/**
 * One option's landed cost: its lines by stage (origin, freight, destination, inland) in the rate's own
 * currency and converted into the answer's, stage subtotals (exact), a stacked bar of the stages, and
 * the exchange rates used with their date and source; who offers it when it is a network company's rate.
 */
export function CostBreakdown({ option }: { option: RateOption }) {
  const stages = stageTotals(option.lines);
  const money = (value: ChartValue, currency = option.currency) => formatMoney({ decimal: String(value) }, currency);
  const title = `Landed cost of ${carrierLabel(option.carrier)}`;
  return (
    <section aria-labelledby="rate-breakdown-title" className="pt-rate-breakdown">
      <h2 id="rate-breakdown-title" className="bp6-heading" style={{ fontSize: 16 }}>
        {title}: {money(option.total)}
      </h2>
      {option.offeredBy && <p className="bp6-text-muted">Offered by {option.offeredBy.name}: its sell rate, every charge its own.</p>}
      <StackedBar
        title="Landed cost by stage"
        segments={stages.map((s) => ({ label: STAGE_TITLES[s.stage], value: s.total, color: STAGE_COLORS[s.stage] }))}
        total={option.total}
        format={(v) => money(v)}
        width={400}
        height={18}
      />
      <HTMLTable compact aria-label="Landed-cost breakdown" style={{ width: '100%', marginTop: 8 }}>
        <thead>
          <tr>
            <th scope="col">Charge</th>
            <th scope="col">Quantity × unit</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              In {option.currency}
            </th>
          </tr>
        </thead>
        <tbody>
          {stages.map((s) => (
            <Fragment key={s.stage}>
              <tr className="pt-rate-breakdown-stage">
                <th scope="rowgroup" colSpan={3} style={{ fontWeight: 600 }}>
                  {STAGE_TITLES[s.stage]}
                </th>
                <td style={{ textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{money(s.total)}</td>
              </tr>
              {s.lines.map((l, i) => (
                <tr key={`${l.rateId}-${l.code}-${i}`}>
                  <th scope="row" style={{ fontWeight: 'normal' }}>
                    {l.code} <span className="bp6-text-muted">{l.name}</span>
                  </th>
                  <td>
                    {l.quantity} × {money(l.unitAmount, l.currency)} {BASIS[l.basis]}
                  </td>
                  <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{money(l.amount, l.currency)}</td>
                  <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{money(l.converted)}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total landed cost
            </th>
            <td style={{ textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{money(option.total)}</td>
          </tr>
        </tfoot>
      </HTMLTable>
      <h3 className="bp6-heading" style={{ fontSize: 14, marginTop: 8 }}>
        Exchange rates
      </h3>
      {option.conversions.length ? (
        <ul aria-label="Exchange rates used" style={{ margin: 0, paddingLeft: 18 }}>
          {option.conversions.map((c) => (
            <li key={`${c.from}-${c.to}`}>
              1 {c.from} = {c.rate} {c.to} · rate date {formatDate(c.rateDate)} · source {c.source}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bp6-text-muted">Every charge is in {option.currency}: nothing converted.</p>
      )}
    </section>
  );
}
