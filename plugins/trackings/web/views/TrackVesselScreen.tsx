import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Callout, Card, InputGroup } from '@blueprintjs/core';
import { useService } from '@portolan/sdk';
import { formatDate, formatDateTime, project } from '../format';
import { TrackingStoreToken } from '../stores/TrackingStore';
import './trackings.css';

interface Position {
  vessel: string;
  voyage: string | null;
  lat: number | null;
  lon: number | null;
  state: string;
  near: string | null;
  at: string;
  ports: Record<string, { name: string; lat: number; lon: number }>;
  shipments: Array<{ _id: string; reference: string; status: string; pol: string; pod: string; eta: string | null }>;
}

/** `/track-vessel?vessel=…`: where a vessel carrying your shipments is, on its route. */
export default function TrackVesselScreen() {
  const store = useService(TrackingStoreToken);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('vessel') ?? '');
  const [position, setPosition] = useState<Position | undefined>();
  const [error, setError] = useState<string | undefined>();
  const find = async (name: string) => {
    setParams(name ? { vessel: name } : {}, { replace: true });
    setError(undefined);
    const r = await store.client.get<{ record: Position }>(`/api/positions/${encodeURIComponent(name)}`);
    if (r.ok) setPosition(r.data?.record);
    else {
      setPosition(undefined);
      setError(r.errorMessage);
    }
  };
  const dot = position?.lat != null && position.lon != null ? project(position.lat, position.lon) : undefined;
  return (
    <section className="pt-trackings" aria-labelledby="vessel-title">
      <h1 id="vessel-title">Track vessel</h1>
      <div style={{ display: 'flex', gap: 8 }}>
        <InputGroup aria-label="Vessel name" placeholder="e.g. Maersk Essen" value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void find(text)} />
        <Button intent="primary" icon="search" text="Find" disabled={text.trim().length < 2} onClick={() => void find(text)} />
      </div>
      {error && <Callout intent="warning">{error}</Callout>}
      {position && (
        <Card compact>
          <p>
            <strong>{position.vessel}</strong> {position.voyage} — {position.state}
            {position.near ? ` near ${position.ports[position.near]?.name ?? position.near}` : ''} ({formatDateTime(position.at)})
          </p>
          <svg className="pt-radar" viewBox="0 40 1000 400" role="img" aria-label={`Position of ${position.vessel}`}>
            {Object.entries(position.ports).map(([code, p]) => {
              const { x, y } = project(p.lat, p.lon);
              return (
                <g key={code}>
                  <circle cx={x} cy={y} r={4} fill="#8f99a8" />
                  <text x={x + 6} y={y - 4} fontSize={11} fill="currentColor">
                    {p.name}
                  </text>
                </g>
              );
            })}
            {dot && <circle cx={dot.x} cy={dot.y} r={7} fill="#2d72d2" stroke="white" strokeWidth={2} />}
          </svg>
          <ul>
            {position.shipments.map((s) => (
              <li key={s._id}>
                <Link to={`/shipments/${s._id}`}>{s.reference}</Link> {s.pol} → {s.pod}, ETA {formatDate(s.eta)}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
