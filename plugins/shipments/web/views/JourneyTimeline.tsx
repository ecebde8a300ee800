import { Icon, Tag } from '@blueprintjs/core';
import type { Leg, Milestone } from '../../shared/types';
import { formatDateTime } from '@portolan/sdk';
import { portName } from '../format';
import { useNow } from '../useNow';

/** The journey as a table of milestones with planned, latest estimated and actual times (DCSA PLN / EST / ACT). */
export function JourneyTimeline({ milestones }: { milestones: Milestone[] }) {
  if (!milestones.length) return <p>No milestones yet: the carrier feed has not reported this shipment.</p>;
  return (
    <ol className="pt-timeline" aria-label="Journey milestones">
      <li className="pt-timeline-head" aria-hidden>
        <span />
        <span>Milestone</span>
        <span>Planned (PLN)</span>
        <span>Estimated (EST)</span>
        <span>Actual (ACT)</span>
      </li>
      {milestones.map((m) => (
        <li key={m.key} className={`is-${m.state}`} aria-label={`${m.label} at ${m.location ?? 'unknown'}: ${m.state === 'done' ? 'done' : m.state === 'next' ? 'next' : 'pending'}`}>
          <Icon icon={m.state === 'done' ? 'tick-circle' : m.state === 'next' ? 'circle-arrow-right' : 'circle'} intent={m.state === 'done' ? 'success' : m.state === 'next' ? 'primary' : 'none'} />
          <span>
            {m.label} · {portName(m.location)} <small>({m.location})</small>
            {m.containersTotal && m.containersTotal > 1 ? (
              <Tag minimal style={{ marginLeft: 6 }}>
                {m.containersDone}/{m.containersTotal} containers
              </Tag>
            ) : null}
          </span>
          <span>{formatDateTime(m.planned)}</span>
          <span>{formatDateTime(m.estimated)}</span>
          <span>{formatDateTime(m.actual)}</span>
        </li>
      ))}
    </ol>
  );
}
JourneyTimeline.displayName = 'Shipments.JourneyTimeline';

/**
 * A schematic of the route (no map library: it would not fit the bundle budget): the ports in order on
 * a line, the legs sailed drawn solid, the vessel at an estimated position (time elapsed on a
 * straight line between ports, not a reported position — the caption says so).
 */
export function RouteSchematic({ legs }: { legs: Leg[] }) {
  const now = useNow();
  if (!legs.length) return null;
  const ports = [legs[0].from, ...legs.map((l) => l.to)];
  const width = 1000;
  const x = (i: number) => 40 + (i * (width - 80)) / Math.max(ports.length - 1, 1);
  const at = (t: Leg['departure']) => Date.parse(t.actual ?? t.estimated ?? t.planned ?? '');
  let vessel: number | undefined;
  legs.forEach((leg, i) => {
    const dep = at(leg.departure);
    const arr = at(leg.arrival);
    if (leg.departure.actual && !leg.arrival.actual && Number.isFinite(dep) && Number.isFinite(arr)) vessel = x(i) + (x(i + 1) - x(i)) * Math.min(0.95, Math.max(0.05, (now - dep) / Math.max(arr - dep, 1)));
  });
  return (
    <figure style={{ margin: 0 }}>
      <svg className="pt-route" viewBox={`0 0 ${width} 74`} role="img" aria-label={`Route ${ports.map((p) => portName(p)).join(' to ')}`}>
        {legs.map((leg, i) => (
          <line key={leg.sequence} x1={x(i)} y1={30} x2={x(i + 1)} y2={30} stroke="currentColor" strokeWidth={leg.arrival.actual ? 3 : 1.5} strokeDasharray={leg.arrival.actual ? undefined : '6 5'} opacity={0.8} />
        ))}
        {ports.map((p, i) => (
          <g key={`${p}-${i}`}>
            <circle cx={x(i)} cy={30} r={7} fill={i === 0 || i === ports.length - 1 ? '#2d72d2' : '#8f99a8'} />
            <text x={x(i)} y={58} textAnchor="middle" fontSize={13} fill="currentColor">
              {portName(p)} ({p})
            </text>
          </g>
        ))}
        {vessel !== undefined && (
          <text x={vessel} y={22} textAnchor="middle" fontSize={20} aria-label="Vessel, estimated position">
            <title>Estimated position — straight line between ports, by time elapsed</title>⛴
          </text>
        )}
      </svg>
      {vessel !== undefined && <figcaption className="pt-estimate-note">⛴ Estimated position — straight line between ports, from the times reported so far.</figcaption>}
    </figure>
  );
}
RouteSchematic.displayName = 'Shipments.RouteSchematic';
