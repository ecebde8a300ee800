import { Drawer, Tag } from '@blueprintjs/core';
import { carrierName } from '@portolan/sdk/shared';
import type { SailingRecord } from '../../shared/types';
import { formatPortTime } from '../portTime';

/** A sailing's route (POL → transshipments → POD) and its cut-offs, at each port's local time. */
export function SailingDrawer({ sailing, onClose }: { sailing?: SailingRecord; onClose: () => void }) {
  const s = sailing;
  return (
    <Drawer isOpen={!!s} onClose={onClose} title={s ? `${s.vessel} / ${s.voyage}` : ''} size={420} aria-label="Sailing details">
      {s && (
        <div style={{ padding: 16 }}>
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
