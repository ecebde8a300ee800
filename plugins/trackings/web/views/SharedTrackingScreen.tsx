import { useLocation } from 'react-router-dom';
import { Card, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { HttpClient, formatDate, formatDateTime, formatPort, useLoad, useService } from '@portolan/sdk';
import { STATUS_LABELS } from '../format';
import './trackings.css';

interface Milestone {
  key: string;
  label: string;
  location: string | null;
  planned: string | null;
  estimated: string | null;
  actual: string | null;
  state: 'done' | 'next' | 'pending';
}

interface SharedView {
  reference: string;
  status: string;
  mode: string;
  carrierName: string;
  pol: string;
  pod: string;
  transshipmentPorts: string[];
  vessel: string | null;
  voyage: string | null;
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
  containers: Array<{ number: string; isoType: string }>;
  milestones: Milestone[];
  ports: Record<string, { name: string }>;
  linkExpiresAt: string;
  updatedAt: string;
}

/**
 * `/tracking/<token>`: the public, read-only tracking view a share link opens — no chrome, no sign-in,
 * only what a consignee needs (no parties, cargo, documents or money).
 */
export default function SharedTrackingScreen() {
  const http = useService(HttpClient);
  const token = useLocation().pathname.replace(/^\/tracking\/?/, '').split('/')[0];
  const answer = useLoad<{ record: SharedView }>(http, token ? `/api/tracking/share-link/${encodeURIComponent(token)}` : undefined);
  const view = answer.data?.record;
  const error = token ? answer.error : 'This tracking link is not complete.';

  if (error) return <NonIdealState icon="link" title="Tracking unavailable" description={error} />;
  if (!view) return <Spinner />;
  const port = (code: string) => formatPort(code, view.ports[code]?.name);
  const facts: Array<[string, string]> = [
    ['Carrier', view.carrierName],
    ['Mode', view.mode],
    ['Vessel / voyage', [view.vessel, view.voyage].filter(Boolean).join(' / ') || '—'],
    ['From', port(view.pol)],
    ['Via', view.transshipmentPorts.map(port).join(', ') || 'direct'],
    ['To', port(view.pod)],
    ['Departed', view.atd ? formatDate(view.atd) : `planned ${formatDate(view.etd)}`],
    [view.ata ? 'Arrived' : 'Expected', formatDate(view.ata ?? view.eta)],
  ];
  return (
    <article className="pt-shared-tracking" aria-labelledby="shared-title">
      <header style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <Icon icon="path-search" size={22} />
        <h1 id="shared-title">Shipment {view.reference}</h1>
        <Tag large intent="primary">
          {STATUS_LABELS[view.status] ?? view.status}
        </Tag>
      </header>
      <Card compact>
        <dl className="pt-facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card compact>
        <h2 style={{ fontSize: 15, marginTop: 0 }}>Milestones</h2>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Milestones">
          {view.milestones.map((m) => (
            <li key={m.key} style={{ display: 'flex', gap: 8, padding: '3px 0', opacity: m.state === 'pending' ? 0.7 : 1, fontWeight: m.state === 'next' ? 600 : 400 }}>
              <Icon icon={m.state === 'done' ? 'tick-circle' : m.state === 'next' ? 'circle-arrow-right' : 'circle'} intent={m.state === 'done' ? 'success' : m.state === 'next' ? 'primary' : 'none'} />
              <span style={{ flex: 1 }}>
                {m.label} — {m.location ? port(m.location) : ''}
              </span>
              <span>{m.actual ? `done ${formatDateTime(m.actual)}` : m.estimated ? `expected ${formatDateTime(m.estimated)}` : `planned ${formatDateTime(m.planned)}`}</span>
            </li>
          ))}
        </ol>
      </Card>
      <Card compact>
        <h2 style={{ fontSize: 15, marginTop: 0 }}>Containers</h2>
        {view.containers.map((c) => `${c.number} (${c.isoType})`).join(', ') || 'Less than container load'}
      </Card>
      <footer style={{ fontSize: 12, opacity: 0.7 }}>
        Updated {formatDateTime(view.updatedAt)}. This link works until {formatDate(view.linkExpiresAt)}.
      </footer>
    </article>
  );
}
