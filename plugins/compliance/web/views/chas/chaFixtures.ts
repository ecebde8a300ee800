import type { FakeHttpClient } from '@portolan/sdk/testing';
import { API, type ChaAssignment, type ChaRecord, type ChaScorecard } from '../../../shared/types';

export const ok = (data: unknown) => ({ success: true, data });
export const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });
export const refused = (message: string, field?: string) => ({ success: false, error: { message, code: 'BAD_REQUEST', ...(field ? { field } : {}) } });

const base = { createdAt: '2026-10-01T09:00:00Z', updatedAt: '2026-10-01T09:00:00Z', version: 1 };

export const CHA: ChaRecord = {
  ...base,
  _id: 'c1',
  name: 'Sahyadri Customs Brokers',
  licenceNumber: 'R-11/2019',
  pan: 'AAHCS1234K',
  ports: ['INNSA', 'INMUN'],
  contactName: 'Priya Nair',
  email: 'ops@sahyadri.example',
  phone: '+91 22 2345 6789',
  address: 'Sector 7, Nhava Sheva',
  state: 'ACTIVE',
  assignments: 3,
};

export const CHA2: ChaRecord = { ...CHA, _id: 'c2', name: 'Kandla Clearing Co', licenceNumber: 'K-04/2021', pan: null, ports: ['INIXY'], contactName: null, email: null, phone: null, address: null, state: 'SUSPENDED', assignments: 0 };

export const ASSIGNMENT: ChaAssignment = { ...base, _id: 'a1', chaId: 'c1', chaName: CHA.name, shipmentId: 's1', shipmentReference: 'SH-2026-0042', port: 'INNSA', direction: 'EXPORT', note: 'Factory stuffing' };

export const SCORECARD: ChaScorecard = {
  chaId: 'c1',
  chaName: CHA.name,
  assigned: 3,
  measured: 2,
  medianHours: 30.5,
  p90Hours: 52,
  withinTargetPercent: 50,
  byPort: [
    { port: 'INNSA', direction: 'EXPORT', measured: 1, medianHours: 9, withinTargetPercent: 100 },
    { port: 'NLRTM', direction: 'IMPORT', measured: 1, medianHours: 52, withinTargetPercent: 0 },
  ],
  clearances: [
    { shipmentId: 's1', shipmentReference: 'SH-2026-0042', containerNumber: 'MSKU1234565', port: 'INNSA', direction: 'EXPORT', startAt: '2026-11-02T04:00:00Z', endAt: '2026-11-02T13:00:00Z', hours: 9, withinTarget: true },
    { shipmentId: 's2', shipmentReference: 'SH-2026-0043', containerNumber: 'MSCU7654321', port: 'NLRTM', direction: 'IMPORT', startAt: '2026-11-10T06:00:00Z', endAt: '2026-11-12T10:00:00Z', hours: 52, withinTarget: false },
  ],
};

export const SCORECARD2: ChaScorecard = { ...SCORECARD, chaId: 'c3', chaName: 'Mundra Port Agents', measured: 4, medianHours: 18, p90Hours: 22, withinTargetPercent: 100, byPort: [], clearances: [] };
export const UNMEASURED: ChaScorecard = { ...SCORECARD, chaId: 'c2', chaName: CHA2.name, assigned: 0, measured: 0, medianHours: null, p90Hours: null, withinTargetPercent: null, byPort: [], clearances: [] };

/** The calls the CHA screens make, answered with the fixtures. */
export function serveChaScreens(http: FakeHttpClient): FakeHttpClient {
  return http
    .on('GET', API.chas, page([CHA, CHA2]))
    .on('GET', API.chaScorecards, ok({ items: [UNMEASURED, SCORECARD, SCORECARD2] }))
    .on('GET', API.chaAssignments, ok({ items: [ASSIGNMENT] }))
    .on('GET', `${API.chas}/c1`, ok({ record: CHA }))
    .on('GET', `${API.chas}/c1/scorecard`, ok({ record: SCORECARD }))
    .on('GET', `${API.chas}/c1/activity`, ok({ items: [] }))
    .on('GET', `${API.chas}/c1/comments`, ok({ items: [] }));
}
