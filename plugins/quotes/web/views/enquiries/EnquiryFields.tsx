import { Card } from '@blueprintjs/core';
import { formatDate, formatDateTime } from '@portolan/sdk';
import type { Enquiry } from '../../../shared/types';
import { isOverdue, laneText, loadText } from './laneText';
import { words } from './enquiryStatusIntent';

/** The enquiry's fields, read-only (the Enquiry tab). */
export function EnquiryFields({ enquiry: e }: { enquiry: Enquiry }) {
  const cargo = e.cargo;
  const rows: Array<[string, string]> = [
    ['Customer', e.customerName],
    ['Contact', [e.contactName, e.contactEmail].filter(Boolean).join(' · ') || '—'],
    ['Lane', `${laneText(e)} (${words(e.originKind)} to ${words(e.destinationKind).toLowerCase()})`],
    ['Load', loadText(e)],
    ['Commodity', `${cargo.commodity}${cargo.hsCode ? ` (HS ${cargo.hsCode})` : ''}`],
    ['Weight / volume / packages', [cargo.weightKg && `${cargo.weightKg} kg`, cargo.volumeM3 && `${cargo.volumeM3} m³`, cargo.packages && `${cargo.packages} packages`].filter(Boolean).join(' · ') || '—'],
    ['Dangerous goods', cargo.dgClass ? `IMO class ${cargo.dgClass}` : 'No'],
    ['Reefer', cargo.reeferTempC ? `${cargo.reeferTempC} °C` : 'Dry'],
    ['Cargo ready', formatDate(e.cargoReadyOn)],
    ['Incoterm', e.incoterm ?? '—'],
    ['Services', e.services.map(words).join(', ') || 'Ocean freight only'],
    ['Quote currency', e.currency],
    ['Reply by', `${formatDate(e.dueOn)}${isOverdue(e) ? ' (overdue)' : ''}`],
    ['Source', e.partner ? `${words(e.source)} · ${e.partner}` : words(e.source)],
    ['First quoted', e.firstQuotedAt ? formatDateTime(e.firstQuotedAt) : '—'],
    ...(e.lossReason ? ([['Lost because', `${words(e.lossReason)}${e.feedback ? ` — ${e.feedback}` : ''}`]] as Array<[string, string]>) : []),
    ['Notes', e.notes ?? '—'],
  ];
  return (
    <Card compact>
      <dl className="pt-summary-grid">
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
