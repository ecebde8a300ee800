import { Button, Tag } from '@blueprintjs/core';
import type { DataColumn } from '@portolan/sdk';
import { carrierName } from '@portolan/sdk/shared';
import type { SailingRecord } from '../../shared/types';
import { formatPortTime } from '../portTime';

/** "Direct" or the transshipment ports in order. */
export const routeText = (s: SailingRecord) => (s.via.length ? `via ${s.via.join(', ')}` : 'Direct');

/** The columns of the result table; the vessel opens the details drawer. */
export function sailingColumns(open: (s: SailingRecord) => void): DataColumn<SailingRecord>[] {
  return [
    { id: 'carrier', title: 'Carrier', width: 150, sortField: 'carrier', render: (s) => `${carrierName(s.carrier)} (${s.carrier})`, csv: (s) => s.carrier },
    { id: 'service', title: 'Service', width: 80, render: (s) => s.service ?? '—', csv: (s) => s.service },
    {
      id: 'vessel',
      title: 'Vessel / voyage',
      width: 210,
      render: (s) => (
        <Button variant="minimal" size="small" text={`${s.vessel} / ${s.voyage}`} aria-label={`Details of ${s.vessel} voyage ${s.voyage}`} onClick={() => open(s)} />
      ),
      csv: (s) => `${s.vessel} / ${s.voyage}`,
    },
    { id: 'departsAt', title: 'POL ETD', width: 170, sortField: 'departsAt', render: (s) => `${s.origin} ${formatPortTime(s.departsAt, true)}`, csv: (s) => `${s.origin} ${s.departsAt}` },
    { id: 'arrivesAt', title: 'POD ETA', width: 170, sortField: 'arrivesAt', render: (s) => `${s.destination} ${formatPortTime(s.arrivesAt, true)}`, csv: (s) => `${s.destination} ${s.arrivesAt}` },
    { id: 'transitDays', title: 'Transit', width: 80, sortField: 'transitDays', render: (s) => `${s.transitDays} days`, csv: (s) => s.transitDays },
    { id: 'via', title: 'Transshipments', width: 150, render: routeText, csv: (s) => s.via.join(' ') },
    { id: 'cargoCutoffAt', title: 'Cargo cut-off', width: 140, render: (s) => formatPortTime(s.cargoCutoffAt, true), csv: (s) => s.cargoCutoffAt },
    { id: 'docCutoffAt', title: 'Doc cut-off', width: 140, defaultVisible: false, render: (s) => formatPortTime(s.docCutoffAt, true), csv: (s) => s.docCutoffAt },
    { id: 'vgmCutoffAt', title: 'VGM cut-off', width: 140, defaultVisible: false, render: (s) => formatPortTime(s.vgmCutoffAt, true), csv: (s) => s.vgmCutoffAt },
    { id: 'source', title: 'Source', width: 130, render: (s) => <Tag minimal intent={s.source === 'DEMO' ? 'warning' : 'none'}>{s.source === 'DEMO' ? 'Demo schedule' : s.source}</Tag>, csv: (s) => s.source },
  ];
}

/** Client-side order of a search answer (it is one lane and window: at most a few hundred sailings). */
export function sortSailings(rows: SailingRecord[], field: string, dir: 'asc' | 'desc'): SailingRecord[] {
  const key = (s: SailingRecord): string | number => (field === 'transitDays' ? s.transitDays : field === 'carrier' ? s.carrier : Date.parse(field === 'arrivesAt' ? s.arrivesAt : s.departsAt));
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : Date.parse(a.departsAt) - Date.parse(b.departsAt)));
}
