import { Card } from '@blueprintjs/core';
import { HttpClient, LoadStates, projectEquirectangular as project, useLoad, useService } from '@portolan/sdk';
import { STATUS_COLORS, STATUS_LABELS } from '../format';
import './trackings.css';

interface Insights {
  total: number;
  teu: number;
  delayed: number;
  byStatus: Record<string, number>;
  byRegion: Array<{ region: string; inbound: Record<string, number>; outbound: Record<string, number>; teu: number }>;
  lanes: Array<{ from: string; to: string; count: number }>;
  ports: Record<string, { name: string; region: string; lat: number; lon: number }>;
  pods: Array<{ code: string; inTransit: number }>;
}

const STATUSES = ['BOOKED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED', 'CANCELLED'];
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

/**
 * `/global-shipment-radar`: shipments by region and status. A map library would not fit the 60 KiB
 * chunk budget, so the "map" is an equirectangular plot of the ports in use (bubble = shipments in
 * transit to that POD) with the busiest region-to-region lanes, beside stacked bars per region.
 */
export default function RadarScreen() {
  const answer = useLoad<{ record: Insights }>(useService(HttpClient), '/api/tracking_insights/');
  const data = answer.data?.record;
  return (
    <section className="pt-trackings" aria-labelledby="radar-title">
      <h1 id="radar-title">Global shipment radar</h1>
      <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!data} emptyText="No figures yet" onRetry={answer.reload}>
        {data && <Radar data={data} />}
      </LoadStates>
    </section>
  );
}

function Radar({ data }: { data: Insights }) {

  const centroid = (region: string) => {
    const ports = Object.values(data.ports).filter((p) => p.region === region);
    if (!ports.length) return undefined;
    return project(ports.reduce((a, p) => a + p.lat, 0) / ports.length, ports.reduce((a, p) => a + p.lon, 0) / ports.length);
  };
  const maxRegion = Math.max(1, ...data.byRegion.map((r) => sum(r.inbound) + sum(r.outbound)));
  const maxLane = Math.max(1, ...data.lanes.map((l) => l.count));
  return (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {STATUSES.map((s) => (
          <Card key={s} compact style={{ minWidth: 130, borderTop: `3px solid ${STATUS_COLORS[s]}` }}>
            <div style={{ fontSize: 20, fontWeight: 600 }}>{data.byStatus[s] ?? 0}</div>
            <div>{STATUS_LABELS[s]}</div>
          </Card>
        ))}
        <Card compact style={{ minWidth: 130 }}>
          <div style={{ fontSize: 20, fontWeight: 600 }}>{data.delayed}</div>
          <div>Late (past ETA)</div>
        </Card>
      </div>
      <svg className="pt-radar" viewBox="0 40 1000 400" role="img" aria-label="Ports and lanes of your shipments (lanes drawn as arcs between region centres, not sailing routes)">
        {[-60, -30, 0, 30, 60].map((lat) => (
          <line key={lat} x1={0} x2={1000} y1={project(lat, 0).y} y2={project(lat, 0).y} stroke="currentColor" opacity={0.08} />
        ))}
        {data.lanes.slice(0, 12).map((lane) => {
          const a = centroid(lane.from);
          const b = centroid(lane.to);
          if (!a || !b) return null;
          return <path key={`${lane.from}-${lane.to}`} d={`M${a.x},${a.y} Q${(a.x + b.x) / 2},${Math.min(a.y, b.y) - 60} ${b.x},${b.y}`} fill="none" stroke="#2d72d2" strokeWidth={1 + (4 * lane.count) / maxLane} opacity={0.45} />;
        })}
        {Object.entries(data.ports).map(([code, p]) => {
          const { x, y } = project(p.lat, p.lon);
          const n = data.pods.find((d) => d.code === code)?.inTransit ?? 0;
          return (
            <g key={code}>
              <circle cx={x} cy={y} r={3 + Math.sqrt(n) * 3} fill={n ? '#2d72d2' : '#8f99a8'} opacity={0.75}>
                <title>{`${p.name} (${code})${n ? `: ${n} in transit to it` : ''}`}</title>
              </circle>
              <text x={x + 6} y={y - 4} fontSize={10} fill="currentColor" opacity={0.8}>
                {code}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="pt-estimate-note">Ports at approximate coordinates; lanes are arcs between region centres, not sailing routes. No reported vessel positions: on Track vessel a position is an estimate — straight line between ports.</p>
      <div className="pt-bars" role="table" aria-label="Shipments by region">
        {data.byRegion.map((r) => {
          const all: Record<string, number> = {};
          for (const s of STATUSES) all[s] = (r.inbound[s] ?? 0) + (r.outbound[s] ?? 0);
          const total = sum(all);
          return (
            <div key={r.region} role="row" style={{ display: 'contents' }}>
              <span role="rowheader">{r.region}</span>
              <div className="pt-bar" role="cell" style={{ width: `${(100 * total) / maxRegion}%` }}>
                {STATUSES.map((s) => (all[s] ? <div key={s} title={`${STATUS_LABELS[s]}: ${all[s]}`} style={{ width: `${(100 * all[s]) / total}%`, background: STATUS_COLORS[s] }} /> : null))}
              </div>
              <span role="cell">{total}</span>
            </div>
          );
        })}
      </div>
    </>
  );
}
