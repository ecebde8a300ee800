import { Link } from 'react-router-dom';
import { Drawer, Tag } from '@blueprintjs/core';
import { carrierName } from '@portolan/sdk/shared';
import type { SailingRecord } from '../../shared/types';
import { formatPortTime } from '../portTime';

/** The bookings area's new-booking form prefilled from a sailing (only a URL, no import across areas). */
const bookingLinkOf = (s: SailingRecord) =>
  `/bookings/new?${new URLSearchParams({ source: 'SCHEDULE', sourceId: s._id, carrier: s.carrier, pol: s.origin, pod: s.destination, etd: s.departsAt.slice(0, 10) }).toString()}`;

/** A sailing's route (POL → transshipments → POD) and its cut-offs, at each port's local time. */
export function SailingDrawer({ sailing, onClose }: { sailing?: SailingRecord; onClose: () => void }) {
  const s = sailing;
  return (
    <Drawer isOpen={!!s} onClose={onClose} title={s ? `${s.vessel} / ${s.voyage}` : ''} size={420} aria-label="Sailing details">
      {s && (
        <div style={{ padding: 16 }}>
          <Link to={bookingLinkOf(s)} className="bp6-button bp6-intent-primary bp6-small" style={{ marginBottom: 8 }}>
            Book this sailing
          </Link>
          <dl className="pt-summary-grid">
            <dt>Carrier</dt>
            <dd>
              {carrierName(s.carrier)} ({s.carrier})
            </dd>
            <dt>Service</dt>
            <dd>{s.service ?? '—'}</dd>
            <dt>Vessel</dt>
            <dd>
              {s.vessel}
              {s.imo ? ` (IMO ${s.imo})` : ''}
            </dd>
            <dt>Transit</dt>
            <dd>{s.transitDays} days</dd>
            <dt>Source</dt>
            <dd>{s.source === 'DEMO' ? <Tag intent="warning">Demo schedule</Tag> : s.source}</dd>
          </dl>
          <h3>Route</h3>
          <ol aria-label="Route">
            <li>
              <strong>{s.origin}</strong> departs {formatPortTime(s.departsAt)}
            </li>
            {s.via.map((port) => (
              <li key={port}>
                <strong>{port}</strong> transshipment
              </li>
            ))}
            <li>
              <strong>{s.destination}</strong> arrives {formatPortTime(s.arrivesAt)}
            </li>
          </ol>
          <h3>Cut-offs at {s.origin} (port local time)</h3>
          <dl className="pt-summary-grid" aria-label="Cut-offs">
            <dt>Documentation</dt>
            <dd>{formatPortTime(s.docCutoffAt)}</dd>
            <dt>VGM</dt>
            <dd>{formatPortTime(s.vgmCutoffAt)}</dd>
            <dt>Cargo</dt>
            <dd>{formatPortTime(s.cargoCutoffAt)}</dd>
          </dl>
        </div>
      )}
    </Drawer>
  );
}
