import { Link } from 'react-router-dom';
import { Classes, HTMLTable } from '@blueprintjs/core';
import { BarChart, ChartCard, ChartTable, LoadStates, formatDateTime, useAnswer } from '@portolan/sdk';
import { CLEARANCE_TARGET_HOURS } from '../../../shared/states';
import type { ChaScorecard } from '../../../shared/types';
import { useChaApi } from '../../api/chaApi';
import { DIRECTION_TITLES, TARGETS_TEXT, hoursText, percentText, portText } from './chaWords';

const RED = { color: '#ac2f33' };
const hours = (value: number | string) => `${Number(value).toFixed(1)} h`;

/** One direction's measured clearances as bars against its NTRS target. */
function ClearanceChart({ card, direction }: { card: ChaScorecard; direction: 'IMPORT' | 'EXPORT' }) {
  const target = CLEARANCE_TARGET_HOURS[direction];
  const rows = card.clearances.filter((c) => c.direction === direction && c.hours !== null);
  const title = `${DIRECTION_TITLES[direction]} clearance hours per container (target ${target} h)`;
  return (
    <ChartCard title={title}>
      {(view) =>
        view === 'table' ? (
          <ChartTable label={title} columns={['Container', 'Shipment', 'Port', 'Hours', 'Within target']} rows={rows.map((c) => [c.containerNumber, c.shipmentReference, c.port, hoursText(c.hours), c.withinTarget ? 'Yes' : 'No'])} />
        ) : (
          <BarChart
            title={title}
            bars={rows.map((c) => ({ label: `${c.containerNumber} (${c.shipmentReference})`, value: c.hours! }))}
            reference={{ value: target, label: `NTRS target ${target} h` }}
            format={hours}
            labels={{ x: 'Container', value: 'Hours' }}
          />
        )
      }
    </ChartCard>
  );
}

function Figure({ label, value, danger }: { label: string; value: string; danger?: boolean }) {
  return (
    <div>
      <div className={Classes.TEXT_MUTED}>{label}</div>
      <strong style={danger ? RED : undefined}>{value}</strong>
    </div>
  );
}

/** The Scorecard tab of a CHA: median, 90th percentile and share within the NTRS target, by port, each clearance drawn against the target. */
export function ChaScorecardPanel({ chaId }: { chaId: string }) {
  const api = useChaApi();
  const answer = useAnswer(() => api.scorecard(chaId), chaId);
  const card = answer.data;
  return (
    <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!card} emptyText="No scorecard" onRetry={answer.reload}>
      {card && (
        <div style={{ display: 'grid', gap: 12 }}>
          <p className={Classes.TEXT_MUTED} style={{ margin: 0 }}>
            {TARGETS_TEXT}.
          </p>
          <div role="group" aria-label="Clearance figures" style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            <Figure label="Assigned shipments" value={String(card.assigned)} />
            <Figure label="Clearances measured" value={String(card.measured)} />
            <Figure label="Median" value={hoursText(card.medianHours)} />
            <Figure label="90th percentile" value={hoursText(card.p90Hours)} />
            <Figure label="Within target" value={percentText(card.withinTargetPercent)} danger={card.withinTargetPercent !== null && card.withinTargetPercent < 50} />
          </div>
          {card.measured === 0 ? (
            <LoadStates isFetching={false} empty emptyText="No clearance measured yet" emptyDescription="A clearance is measured once an assigned shipment's container has its start and end events at the port.">
              {null}
            </LoadStates>
          ) : (
            (['IMPORT', 'EXPORT'] as const).filter((d) => card.clearances.some((c) => c.direction === d && c.hours !== null)).map((d) => <ClearanceChart key={d} card={card} direction={d} />)
          )}
          {card.byPort.length > 0 && (
            <HTMLTable compact striped aria-label="Clearance by port" style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>Port</th>
                  <th>Direction</th>
                  <th>Measured</th>
                  <th>Median</th>
                  <th>Within target</th>
                </tr>
              </thead>
              <tbody>
                {card.byPort.map((p) => (
                  <tr key={`${p.port}-${p.direction}`} aria-label={`${portText(p.port)} ${DIRECTION_TITLES[p.direction]}`}>
                    <td>{portText(p.port)}</td>
                    <td>{DIRECTION_TITLES[p.direction]}</td>
                    <td>{p.measured}</td>
                    <td>{hoursText(p.medianHours)}</td>
                    <td>{percentText(p.withinTargetPercent)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          {card.clearances.length > 0 && (
            <HTMLTable compact striped aria-label="Clearances" style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>Shipment</th>
                  <th>Container</th>
                  <th>Port</th>
                  <th>Direction</th>
                  <th>Started</th>
                  <th>Ended</th>
                  <th>Hours</th>
                  <th>Within target</th>
                </tr>
              </thead>
              <tbody>
                {card.clearances.map((c) => (
                  <tr key={`${c.shipmentId}-${c.containerNumber}-${c.port}-${c.direction}`}>
                    <td>
                      <Link to={`/shipments/${encodeURIComponent(c.shipmentId)}`}>{c.shipmentReference}</Link>
                    </td>
                    <td>{c.containerNumber}</td>
                    <td>{portText(c.port)}</td>
                    <td>{DIRECTION_TITLES[c.direction]}</td>
                    <td>{formatDateTime(c.startAt)}</td>
                    <td>{c.endAt ? formatDateTime(c.endAt) : 'In progress'}</td>
                    <td>{hoursText(c.hours)}</td>
                    <td>{c.withinTarget === null ? '—' : c.withinTarget ? 'Yes' : <span style={RED}>No, over {CLEARANCE_TARGET_HOURS[c.direction]} h</span>}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </div>
      )}
    </LoadStates>
  );
}
