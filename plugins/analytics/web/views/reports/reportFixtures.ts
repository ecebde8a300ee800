import type { FakeHttpClient } from '@portolan/sdk/testing';
import type { ReportDescriptor, ReportResult } from '@portolan/sdk';
import { API, type ReportSchedule, type SavedView } from '../../../shared/types';

export const ok = (data: unknown) => ({ success: true, data });

const descriptor = (name: string, title: string, area: string, description: string): ReportDescriptor => ({
  name,
  title,
  area,
  description,
  columns: [
    { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
    { key: 'shipments', title: 'Shipments', type: 'number' },
  ],
  series: { kind: 'hbar', x: 'carrier', y: ['shipments'] },
  drillKeys: ['carrier'],
});

/** Reports of three areas, listed in registration order (the RFQ one before the widgets on purpose). */
export const CATALOGUE: ReportDescriptor[] = [
  descriptor('rfqSavings', 'RFQ savings', 'rfq', 'Awarded rates against the RFQ baseline.'),
  descriptor('onTimeByCarrier', 'On Time Performance By Carrier', 'analytics', 'Arrivals on time and late, per carrier.'),
  descriptor('monthlyShipments', 'Monthly Shipments/TEUS', 'analytics', 'Shipments and TEU departed per month.'),
  descriptor('ddCost', 'D&D cost', 'dnd', 'Demurrage and detention cost per carrier and port.'),
];

export const ON_TIME_RESULT: ReportResult = {
  name: 'onTimeByCarrier',
  title: 'On Time Performance By Carrier',
  columns: CATALOGUE[1].columns,
  series: CATALOGUE[1].series,
  rows: [{ carrier: 'MAEU', shipments: 4, drill: { carrier: 'MAEU' } }],
  filter: { from: '2026-01-01', to: '2026-03-31', carriers: [], origins: [], destinations: [], modes: [], drill: {} },
  generatedAt: '2026-04-01T00:00:00Z',
};

export const VIEW: SavedView = {
  _id: 'v1',
  report: 'onTimeByCarrier',
  name: 'Maersk this quarter',
  range: 'fixed',
  filter: { from: '2026-01-01', to: '2026-03-31', carriers: ['MAEU'], origins: [], destinations: [], modes: [], drill: {} },
  layout: { groupBy: ['carrier'], display: 'table' },
  shared: true,
  createdBy: 'u1',
  createdByName: 'Asha Rao',
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
  version: 1,
};

export const SCHEDULE: ReportSchedule = {
  _id: 's1',
  report: 'onTimeByCarrier',
  name: 'Weekly carrier punctuality',
  range: 'last30',
  filter: { from: '2026-03-01', to: '2026-03-31', carriers: [], origins: [], destinations: [], modes: [], drill: {} },
  format: 'pdf',
  cadence: 'weekly',
  hour: 6,
  recipients: ['ops@acme.test', 'cfo@acme.test'],
  active: true,
  nextRunAt: '2026-04-06T06:00:00Z',
  lastRunAt: '2026-03-30T06:00:00Z',
  lastStatus: 'FAILED',
  lastError: 'Mail server refused the message',
  createdBy: 'u1',
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
  version: 3,
};

/** The answers every reports screen needs. */
export function serveReports(http: FakeHttpClient): FakeHttpClient {
  return http
    .on('GET', API.catalogue, ok({ items: CATALOGUE }))
    .on('GET', /^\/api\/reporting\/v2\/[A-Za-z]+Query$/, ok({ record: ON_TIME_RESULT }))
    .on('GET', API.views, ok({ items: [VIEW], count: 1 }))
    .on('GET', `${API.views}/v1`, ok({ record: VIEW }))
    .on('GET', API.schedules, ok({ items: [SCHEDULE], count: 1 }));
}
