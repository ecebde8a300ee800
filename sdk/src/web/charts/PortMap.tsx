import { ChartDataTable, ChartFrame, ChartLegend, defaultFormat, type ChartFormat } from './chartParts';
import { projectEquirectangular } from './projectEquirectangular';

/** A port drawn as a bubble (area ∝ value). */
export interface MapPort {
  /** A stable id (the UN/LOCODE). */
  id: string;
  /** What people read: 'Shanghai (CNSHA)'. */
  label: string;
  lat: number;
  lon: number;
  value: number;
}

/** A leg between two places drawn as a line (width ∝ value), e.g. vessels at sea between their ports. */
export interface MapLeg {
  id: string;
  /** 'CNSHA → NLRTM'. */
  label: string;
  lat: number;
  lon: number;
  toLat: number;
  toLon: number;
  value: number;
  /** An estimated position along the leg (e.g. where its vessels are now), drawn as a small dot. */
  position?: { lat: number; lon: number };
}

export interface PortMapProps {
  /** The data table's caption and the start of the default summary. */
  title: string;
  summary?: string;
  ports: MapPort[];
  legs?: MapLeg[];
  /** The name of the value (the table's column, the tooltips): 'Shipments'. */
  valueLabel?: string;
  format?: ChartFormat;
  /** Pixels of the drawing's width (it scales down to its box); the height follows at 2:1 less the poles. */
  width?: number;
  onSelectPort?: (index: number) => void;
  onSelectLeg?: (index: number) => void;
}

const BOX = { width: 1000, height: 500 };
/** The drawn latitudes: 80°N to 60°S (no ports beyond). */
const TOP = projectEquirectangular(80, 0).y;
const BOTTOM = projectEquirectangular(-60, 0).y;
const PORT = '#2D72D2';
const LEG = '#D1980B';

/**
 * Ports as bubbles and legs as lines on an equirectangular graticule (every 30°), in plain SVG: no map
 * library and no coastline data, so it fits any chunk budget. `role="img"` named by its summary, ports
 * and legs with their values in a hidden table. With `onSelectPort`/`onSelectLeg` they take clicks.
 */
export function PortMap({ title, summary, ports, legs = [], valueLabel = 'Value', format = defaultFormat, width = 720, onSelectPort, onSelectLeg }: PortMapProps) {
  const height = Math.round((width * (BOTTOM - TOP)) / BOX.width);
  const biggest = Math.max(1, ...ports.map((p) => p.value));
  const widest = Math.max(1, ...legs.map((l) => l.value));
  const busiest = ports.reduce<MapPort | undefined>((best, p) => (!best || p.value > best.value ? p : best), undefined);
  const text = summary ?? (ports.length || legs.length ? `${title}: ${ports.length} ports, ${legs.length} legs${busiest ? `; busiest ${busiest.label} ${format(busiest.value)}` : ''}` : `${title}: no data`);
  const rows = [...ports.map((p) => [p.label, 'Port', format(p.value)]), ...legs.map((l) => [l.label, 'Leg', format(l.value)])];
  const lats = [-60, -30, 0, 30, 60];
  const lons = [-150, -120, -90, -60, -30, 0, 30, 60, 90, 120, 150];
  return (
    <ChartFrame
      summary={text}
      width={width}
      height={height}
      className="pt-port-map"
      legend={<ChartLegend items={[{ label: `Port (${valueLabel.toLowerCase()})`, color: PORT }, ...(legs.length ? [{ label: 'Leg', color: LEG, shape: 'line' as const }] : [])]} />}
      table={<ChartDataTable caption={title} columns={['Place', 'Kind', valueLabel]} rows={rows} />}
    >
      <g transform={`scale(${width / BOX.width}) translate(0 ${-TOP})`}>
        <rect x={0} y={TOP} width={BOX.width} height={BOTTOM - TOP} fill="#F6F7F9" />
        <g className="pt-map-graticule" stroke="#8F99A8" strokeOpacity={0.25} strokeWidth={1}>
          {lats.map((lat) => (
            <line key={`lat${lat}`} x1={0} x2={BOX.width} y1={projectEquirectangular(lat, 0).y} y2={projectEquirectangular(lat, 0).y} strokeDasharray={lat === 0 ? undefined : '4 4'} />
          ))}
          {lons.map((lon) => (
            <line key={`lon${lon}`} y1={TOP} y2={BOTTOM} x1={projectEquirectangular(0, lon).x} x2={projectEquirectangular(0, lon).x} strokeDasharray="4 4" />
          ))}
        </g>
        {legs.map((l, i) => {
          const a = projectEquirectangular(l.lat, l.lon);
          const b = projectEquirectangular(l.toLat, l.toLon);
          const at = l.position && projectEquirectangular(l.position.lat, l.position.lon);
          return (
            <g key={l.id}>
              <line
                className="pt-map-leg"
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
                stroke={LEG}
                strokeOpacity={0.7}
                strokeLinecap="round"
                strokeWidth={1.5 + (4 * l.value) / widest}
                style={onSelectLeg ? { cursor: 'pointer' } : undefined}
                onClick={onSelectLeg ? () => onSelectLeg(i) : undefined}
              >
                <title>{`${l.label}: ${format(l.value)}`}</title>
              </line>
              {at && <circle className="pt-map-position" cx={at.x} cy={at.y} r={3.5} fill={LEG} stroke="#FFFFFF" />}
            </g>
          );
        })}
        {ports.map((p, i) => {
          const { x, y } = projectEquirectangular(p.lat, p.lon);
          return (
            <circle
              key={p.id}
              className="pt-map-port"
              cx={x}
              cy={y}
              r={3 + 14 * Math.sqrt(Math.max(0, p.value) / biggest)}
              fill={PORT}
              fillOpacity={0.6}
              stroke="#FFFFFF"
              style={onSelectPort ? { cursor: 'pointer' } : undefined}
              onClick={onSelectPort ? () => onSelectPort(i) : undefined}
            >
              <title>{`${p.label}: ${format(p.value)}`}</title>
            </circle>
          );
        })}
      </g>
    </ChartFrame>
  );
}
