import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portolan/sdk/shared';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts, type FactFixture } from '../testing/insertFacts';

/** The "now" widgets of shipments under way: active in transit, approaching transshipment, approaching destination, transshipment ageing. */
const NOW = Date.now();
const DAY = 86_400_000;
const HOUR = 3_600_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const dayAt = (days: number) => at(days).slice(0, 10);
/** Weeks (Monday-based, UTC) from now's week to the week of `days` from now: an independent count for the expectations. */
const weekOf = (days: number) => {
  const monday = (ms: number) => Math.floor((ms / DAY + 3) / 7); // 1970-01-01 was a Thursday: +3 makes weeks start on Monday
  return monday(NOW + days * DAY) - monday(NOW);
};

describe.each(testDatabases())('transit widgets on %s', (dialect) => {
  let t: AnalyticsTestServer;
  const get = async (name: string, query: string, token = t.tokens.acme) => {
    const res = await t.server.get(`/api/reporting/v2/${name}Query${query ? `?${query}` : ''}`, token);
    expect(res.status, res.text).toBe(200);
    return res.body.data.record;
  };

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    const acme: FactFixture[] = [
      // A1 MAEU at sea, on schedule; next transshipment SGSIN in 2 days; due at DEHAM in 5 days.
      { reference: 'A1', carrier: 'MAEU', etd: at(-10), eta: at(5), teu: 2, transshipmentPorts: ['SGSIN'], nextTransshipmentPort: 'SGSIN', nextTransshipmentEta: at(2) },
      // A2 MAEU at sea, ETA slipped 2 days (> 24 h): delayed; its next transshipment (AEJEA) was due 2 h ago: not approaching.
      { reference: 'A2', carrier: 'MAEU', etd: at(-12), eta: at(3), firstEta: at(1), teu: 1, transshipmentPorts: ['AEJEA'], nextTransshipmentPort: 'AEJEA', nextTransshipmentEta: new Date(NOW - 2 * HOUR).toISOString() },
      // A3 MSCU LCL at sea to NLRTM, slipped 12 h (within tolerance): on schedule; next transshipment LKCMB in 6 days.
      { reference: 'A3', carrier: 'MSCU', mode: 'LCL', pod: 'NLRTM', etd: at(-5), eta: at(10), firstEta: at(9.5), teu: 4, transshipmentPorts: ['LKCMB'], nextTransshipmentPort: 'LKCMB', nextTransshipmentEta: at(6) },
      // A4 arrived yesterday; A5 departed then cancelled; A6 booked, leaves in 3 days: none of them at sea.
      { reference: 'A4', carrier: 'MAEU', etd: at(-20), eta: at(-1), teu: 2 },
      { reference: 'A5', carrier: 'MAEU', status: 'CANCELLED', etd: at(-4), eta: at(4), ata: null, teu: 2 },
      { reference: 'A6', carrier: 'MAEU', etd: at(3), atd: null, ata: null, teu: 2 },
      // A8, A9 wait at SGSIN (1 and 4 days) for DEHAM; A10 waits at LKCMB 12 days for NLRTM. All at sea, due in 20+ days.
      { reference: 'A8', carrier: 'MAEU', etd: at(-15), eta: at(20), teu: 2, transshipmentPorts: ['SGSIN'], waitingPort: 'SGSIN', waitingSince: at(-1) },
      { reference: 'A9', carrier: 'MAEU', etd: at(-20), eta: at(25), firstEta: at(20), teu: 1, transshipmentPorts: ['SGSIN'], waitingPort: 'SGSIN', waitingSince: at(-4) },
      { reference: 'A10', carrier: 'HLCU', pod: 'NLRTM', etd: at(-25), eta: at(30), teu: 2, transshipmentPorts: ['LKCMB'], waitingPort: 'LKCMB', waitingSince: at(-12) },
    ];
    // Not arrived while the ETA is ahead.
    await insertFacts(t.server.db, t.acmeId, acme.map((f) => ({ ...f, ata: f.ata === undefined && Date.parse(f.eta!) > NOW ? null : f.ata })));
    await insertFacts(t.server.db, t.bluewaveId, [
      // B1 Bluewave's own MAEU at sea (never Acme's); B3 its own, waiting 7 days at SGSIN.
      { reference: 'B1', carrier: 'MAEU', etd: at(-6), eta: at(8), ata: null, teu: 3 },
      { reference: 'B3', carrier: 'HLCU', etd: at(-10), eta: at(20), ata: null, teu: 1, transshipmentPorts: ['SGSIN'], waitingPort: 'SGSIN', waitingSince: at(-7) },
      // B2 shared with Acme: CMDU at sea to DEHAM, due in 2 days, next transshipment SGSIN tomorrow.
      { reference: 'B2', carrier: 'CMDU', etd: at(-3), eta: at(2), ata: null, teu: 2, transshipmentPorts: ['SGSIN'], nextTransshipmentPort: 'SGSIN', nextTransshipmentEta: at(1), sharedWith: [t.acmeId] },
    ]);
  }, 180_000);
  afterAll(async () => t?.server.close());

  it('activeInTransit: shipments at sea now per carrier, on schedule and delayed, with drills per bar part', async () => {
    const report = await get('activeInTransit', '');
    // At sea for Acme: MAEU A1 (on schedule), A2 (delayed), A8, A9 (delayed: 5 days late); MSCU A3; HLCU A10; CMDU B2 (shared).
    expect(report.rows.map((r: Record<string, unknown>) => [r.carrier, r.onSchedule, r.delayed, r.shipments, r.teu])).toEqual([
      ['MAEU', 2, 2, 4, 6],
      ['CMDU', 1, 0, 1, 2],
      ['HLCU', 1, 0, 1, 2],
      ['MSCU', 1, 0, 1, 4],
    ]);
    expect(report.totals).toMatchObject({ shipments: 7, delayed: 2 });
    expect(report.series).toEqual({ kind: 'stacked', x: 'carrier', y: ['onSchedule', 'delayed'] });
    expect(report.rows[0].drill).toEqual({ carrier: 'MAEU', inTransit: 'any' });
    expect(report.rows[0].drillBy).toEqual({ onSchedule: { carrier: 'MAEU', inTransit: 'onSchedule' }, delayed: { carrier: 'MAEU', inTransit: 'delayed' } });

    // Bluewave sees its own two at sea and the shared one, never Acme's.
    const bluewave = await get('activeInTransit', '', t.tokens.bluewave);
    expect(bluewave.rows.map((r: Record<string, unknown>) => [r.carrier, r.shipments])).toEqual([['CMDU', 1], ['HLCU', 1], ['MAEU', 1]]);
  });

  it('activeInTransit: the filters narrow it, the date range only by its last day', async () => {
    expect((await get('activeInTransit', 'carriers=MSCU')).rows.map((r: Record<string, unknown>) => r.carrier)).toEqual(['MSCU']);
    expect((await get('activeInTransit', 'modes=LCL')).rows.map((r: Record<string, unknown>) => r.carrier)).toEqual(['MSCU']);
    expect((await get('activeInTransit', 'destinations=NLRTM')).totals).toMatchObject({ shipments: 2 }); // A3, A10
    expect((await get('activeInTransit', 'drill.carrier=MAEU')).rows).toHaveLength(1);
    // A range of one day 8 days ago: those departed by then (A1, A2, A8, A9, A10) still count though they left before it.
    const range = await get('activeInTransit', `from=${dayAt(-8)}&to=${dayAt(-8)}`);
    expect(range.rows.map((r: Record<string, unknown>) => [r.carrier, r.onSchedule, r.delayed])).toEqual([['MAEU', 2, 2], ['HLCU', 1, 0]]);
  });

  it('activeInTransit: CSV export has the column titles', async () => {
    const res = await t.server.get('/api/reporting/v2/activeInTransitQuery?format=csv', t.tokens.acme);
    expect(res.status).toBe(200);
    expect(res.text.split('\n').slice(0, 2)).toEqual(['Carrier,On schedule,Delayed,Shipments,TEU', 'MAEU,2,2,4,6']);
  });

  it('approachingTransshipment: due at a transshipment port in the next 7 days, per port, earliest first', async () => {
    const report = await get('approachingTransshipment', '');
    // SGSIN: A1 (in 2 days) and B2 (shared, tomorrow); LKCMB: A3 in 6 days. A2's AEJEA was due 2 h ago.
    expect(report.rows).toEqual([
      { transshipmentPort: 'SGSIN', portName: 'Singapore', shipments: 2, teu: 4, earliestEta: at(1), drill: { transshipmentPort: 'SGSIN' } },
      { transshipmentPort: 'LKCMB', portName: 'Colombo', shipments: 1, teu: 4, earliestEta: at(6), drill: { transshipmentPort: 'LKCMB' } },
    ]);
    expect(report.totals).toEqual({ shipments: 3, teu: 8 });
    expect((await get('approachingTransshipment', 'carriers=MAEU')).rows.map((r: Record<string, unknown>) => [r.transshipmentPort, r.shipments])).toEqual([['SGSIN', 1]]);
    expect((await get('approachingTransshipment', '', t.tokens.bluewave)).rows.map((r: Record<string, unknown>) => [r.transshipmentPort, r.shipments])).toEqual([['SGSIN', 1]]);
    const csv = await t.server.get('/api/reporting/v2/approachingTransshipmentQuery?format=csv', t.tokens.acme);
    expect(csv.text.split('\n')[0]).toBe('Transshipment port,Port name,Shipments,TEU,Earliest ETA');
  });

  it('approachingDestinationByPod: not arrived, due in the next 14 days, per POD and week', async () => {
    const report = await get('approachingDestinationByPod', '');
    // DEHAM: B2 (in 2 days), A2 (3), A1 (5); NLRTM: A3 (10). A6's ETA is 29 days out; A8–A10 20+; A5 is cancelled.
    const weeks = (days: number[]) => [0, 1, 2].map((w) => days.filter((d) => weekOf(d) === w).length);
    expect(report.rows.map((r: Record<string, unknown>) => [r.pod, r.w0, r.w1, r.w2, r.shipments, r.teu])).toEqual([
      ['DEHAM', ...weeks([2, 3, 5]), 3, 5],
      ['NLRTM', ...weeks([10]), 1, 4],
    ]);
    expect(report.series).toEqual({ kind: 'stacked', x: 'pod', y: ['w0', 'w1', 'w2'] });
    const monday = addDays(dayAt(0), -((new Date(NOW).getUTCDay() + 6) % 7));
    expect(report.rows[0].drill).toEqual({ pod: 'DEHAM' });
    expect(report.rows[0].drillBy).toEqual({ w0: { pod: 'DEHAM', dueWeek: monday }, w1: { pod: 'DEHAM', dueWeek: addDays(monday, 7) }, w2: { pod: 'DEHAM', dueWeek: addDays(monday, 14) } });
    expect(report.totals).toMatchObject({ shipments: 4, teu: 9 });
    expect((await get('approachingDestinationByPod', 'modes=LCL')).rows.map((r: Record<string, unknown>) => r.pod)).toEqual(['NLRTM']);
    // Bluewave: B1 (its own, 8 days) and B2 (shared) to DEHAM.
    expect((await get('approachingDestinationByPod', '', t.tokens.bluewave)).rows.map((r: Record<string, unknown>) => [r.pod, r.shipments])).toEqual([['DEHAM', 2]]);
    const csv = await t.server.get('/api/reporting/v2/approachingDestinationByPodQuery?format=csv', t.tokens.acme);
    expect(csv.text.split('\n')[0]).toBe('Port of discharge,Port name,This week,Next week,In 2 weeks,Shipments,TEU');
  });

  it('transshipmentAgeingByPod: waiting at a transshipment port now, by days waited, per final POD', async () => {
    const report = await get('transshipmentAgeingByPod', '');
    // DEHAM: A8 1 day (0–2), A9 4 days (3–5); NLRTM: A10 12 days (10+).
    expect(report.rows.map((r: Record<string, unknown>) => [r.pod, r.d0_2, r.d3_5, r.d6_9, r.d10, r.shipments, r.teu])).toEqual([
      ['DEHAM', 1, 1, 0, 0, 2, 3],
      ['NLRTM', 0, 0, 0, 1, 1, 2],
    ]);
    expect(report.series).toEqual({ kind: 'stacked', x: 'pod', y: ['d0_2', 'd3_5', 'd6_9', 'd10'] });
    expect(report.rows[1].drill).toEqual({ pod: 'NLRTM' });
    expect(report.rows[1].drillBy.d10).toEqual({ pod: 'NLRTM', ageing: 'd10' });
    expect(report.totals).toMatchObject({ shipments: 3, d0_2: 1, d3_5: 1, d6_9: 0, d10: 1 });
    expect((await get('transshipmentAgeingByPod', 'carriers=HLCU')).rows.map((r: Record<string, unknown>) => r.pod)).toEqual(['NLRTM']);
    // Bluewave: only its own B3, 7 days (6–9).
    expect((await get('transshipmentAgeingByPod', '', t.tokens.bluewave)).rows.map((r: Record<string, unknown>) => [r.pod, r.d6_9])).toEqual([['DEHAM', 1]]);
    const csv = await t.server.get('/api/reporting/v2/transshipmentAgeingByPodQuery?format=csv', t.tokens.acme);
    expect(csv.text.split('\n')[0]).toBe('Port of discharge,Port name,0–2 days,3–5 days,6–9 days,10+ days,Shipments,TEU');
  });
});
