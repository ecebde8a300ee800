import { HTMLTable } from '@blueprintjs/core';
import { multiplyDecimal, sumDecimals } from '@portolan/sdk';
import { containerTypeByCode } from '@portolan/sdk/shared';
import type { Rfq } from '../../../shared/types';
import { money } from './money';

/** The RFQ's lanes as the owner tendered them: ports, container type, volume, cargo, requirements, baseline, current rate and baseline value. */
export function RfqLanesTable({ rfq }: { rfq: Rfq }) {
  const values = rfq.lanes.map((l) => (l.baselineAmount ? multiplyDecimal(String(l.volume), l.baselineAmount, 2) : undefined));
  const volume = rfq.lanes.reduce((n, l) => n + l.volume, 0);
  const total = sumDecimals(values.filter((v): v is string => v !== undefined));
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped aria-label="Lanes" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Origin</th>
            <th scope="col">Destination</th>
            <th scope="col">Container</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Volume
            </th>
            <th scope="col">Commodity</th>
            <th scope="col">Requirements</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Baseline
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Current rate
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Baseline value
            </th>
          </tr>
        </thead>
        <tbody>
          {rfq.lanes.map((l, i) => (
            <tr key={l._id}>
              <td>{l.lineNo}</td>
              <td>{l.origin}</td>
              <td>{l.destination}</td>
              <td>{containerTypeByCode(l.containerType)?.name ?? l.containerType}</td>
              <td style={{ textAlign: 'right' }}>{l.volume.toLocaleString('en')}</td>
              <td>{l.commodity ?? '—'}</td>
              <td>{l.requirements ?? '—'}</td>
              <td style={{ textAlign: 'right' }}>{money(l.baselineAmount, rfq.currency)}</td>
              <td style={{ textAlign: 'right' }}>{money(l.currentAmount, rfq.currency)}</td>
              <td style={{ textAlign: 'right' }}>{money(values[i], rfq.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td style={{ textAlign: 'right', fontWeight: 600 }}>{volume.toLocaleString('en')}</td>
            <td colSpan={4} />
            <td style={{ textAlign: 'right', fontWeight: 600 }}>{money(total, rfq.currency)}</td>
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
}
