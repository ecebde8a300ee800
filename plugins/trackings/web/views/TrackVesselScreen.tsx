import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, InputGroup, Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, formatDate, formatDateTime, formatPort, projectEquirectangular as project, useLoad, useService, useUrlQuery } from '@portolan/sdk';
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

/**
 * `/track-vessel?vessel=…`: where a vessel carrying your shipments is, on its route. No AIS feed: the
 * position is an estimate on a straight line between ports, from the times reported so far — the
 * screen says so.
 */
export default function TrackVesselScreen() {
  const http = useService(HttpClient);
  const [view, setView] = useUrlQuery({});
  const vessel = view.vessel?.trim() ?? '';
  const [text, setText] = useState(vessel);
  const answer = useLoad<{ record: Position }>(http, vessel.length >= 2 ? `/api/positions/${encodeURIComponent(vessel)}` : undefined);
  const position = answer.data?.record;
  const find = () => setView({ vessel: text.trim() || undefined });
  const dot = position?.lat != null && position.lon != null ? project(position.lat, position.lon) : undefined;
  return (
    <section className="pt-trackings" aria-labelledby="vessel-title">
      <h1 id="vessel-title">Track vessel</h1>
      <form
        style={{ display: 'flex', gap: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim().length >= 2) find();
        }}
      >
        <InputGroup aria-label="Vessel name" placeholder="e.g. Maersk Essen" value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" intent="primary" icon="search" text="Find" disabled={text.trim().length < 2} />
      </form>
      {vessel.length >= 2 && (
        <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!position} emptyText="No position" onRetry={answer.reload} errorTitle="No position">
          {position && (
            <Card compact>
              <p>
                <strong>{position.vessel}</strong> {position.voyage} — {position.state}
                {position.near ? ` near ${formatPort(position.near, position.ports[position.near]?.name)}` : ''} ({formatDateTime(position.at)}){' '}
                <Tag minimal intent="warning" icon="path">
                  Estimated position — straight line between ports
                </Tag>
              </p>
              <svg className="pt-radar" viewBox="0 40 1000 400" role="img" aria-label={`Estimated position of ${position.vessel}, on a straight line between ports`}>
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
              <Callout icon="info-sign" className="pt-estimate-note">
                No live AIS position: the dot is placed by time elapsed between the last port left and the next one, on a straight line between them — not the sea route.
              </Callout>
              <ul>
                {position.shipments.map((s) => (
                  <li key={s._id}>
                    <Link to={`/shipments/${s._id}`}>{s.reference}</Link> {s.pol} → {s.pod}, ETA {formatDate(s.eta)}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </LoadStates>
      )}
    </section>
  );
}
