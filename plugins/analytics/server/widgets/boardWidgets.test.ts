import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReportFilter, portByCode } from '@portolan/sdk/shared';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';
import { drillDateColumn, factFilterSql } from './factFilterSql';
import { alongGreatCircle } from './globalShipmentRadar';
import './watchTowerExceptions';

/** The SPEC §9 report widgets: Global Shipment Radar, Watch Tower, Shipment (summary), Multimodal. */
const NOW = Date.now();
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const dayAt = (days: number) => at(days).slice(0, 10);
const leg = (seq: number, from: string, to: string, departed: number | null, arrival: number, arrived: number | null, vessel: string) => ({
  seq, from, to, plannedDeparture: departed === null ? null : at(departed), departedAt: departed === null ? null : at(departed),
  plannedArrival: at(arrival), arrivedAt: arrived === null ? null : at(arrived), vessel, voyage: '001E',
});
type Row = Record<string, unknown>;

describe('alongGreatCircle', () => {
  it('interpolates along the great circle', () => {
    expect(alongGreatCircle(0, 0, 0, 90, 0.25)).toEqual([0, 22.5]);
    expect(alongGreatCircle(0, 0, 90, 0, 0.5)).toEqual([45, 0]);
    expect(alongGreatCircle(10, 170, 10, -170, 0.5)[1]).toBe(180); // across the antimeridian, not around the world
    expect(alongGreatCircle(51.5, 0, 51.5, 0, 0.7)).toEqual([51.5, 0]);
  });
});

describe.each(testDatabases())('SPEC report widgets on %s', (dialect) => {
  let t: AnalyticsTestServer;
  const get = async (name: string, query = '', token = t.tokens.acme) => {
    const res = await t.server.get(`/api/reporting/v2/${name}Query${query ? `?${query}` : ''}`, token);
    expect(res.status, res.text).toBe(200);
    return res.body.data.record;
  };
  const csvHeader = async (name: string) => (await t.server.get(`/api/reporting/v2/${name}Query?format=csv`, t.tokens.acme)).text.split('\n')[0];

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    await insertFacts(t.server.db, t.acmeId, [
      // R1 at sea INNSA→DEHAM direct, half way (10 of 20 days).
      { reference: 'R1', etd: at(-10), eta: at(10), ata: null, legs: [leg(0, 'INNSA', 'DEHAM', -10, 10, null, 'MAERSK A')] },
      // R2 at sea via SGSIN, on its final leg SGSIN→DEHAM since 2 days of 20; ETA slipped 3 days.
      { reference: 'R2', etd: at(-12), eta: at(18), firstEta: at(15), ata: null, teu: 1, transshipmentPorts: ['SGSIN'],
        legs: [leg(0, 'INNSA', 'SGSIN', -12, -6, -6, 'MAERSK B'), leg(1, 'SGSIN', 'DEHAM', -2, 18, null, 'MAERSK C')] },
      // R3 LCL waits at SGSIN for 7 days for its leg to NLRTM.
      { reference: 'R3', mode: 'LCL', pod: 'NLRTM', etd: at(-14), eta: at(20), ata: null, transshipmentPorts: ['SGSIN'], waitingPort: 'SGSIN', waitingSince: at(-7),
        legs: [leg(0, 'INNSA', 'SGSIN', -14, -7, -7, 'MAERSK B'), leg(1, 'SGSIN', 'NLRTM', null, 20, null, 'MAERSK D')] },
      // R4 booked, leaves INNSA in 5 days; R5 in 20 days (beyond the radar's 14).
      { reference: 'R4', etd: at(5), atd: null, ata: null },
      { reference: 'R5', etd: at(20), atd: null, ata: null },
      // R6 COSU at sea CNSHA→USLAX with no legs in its facts: 5 of 15 days.
      { reference: 'R6', carrier: 'COSU', pol: 'CNSHA', pod: 'USLAX', etd: at(-5), eta: at(10), ata: null },
      // W1, W1B not departed 2 and 4 days after their ETD; W1C only 12 h late; CX cancelled.
      { reference: 'W1', etd: at(-2), atd: null, ata: null },
      { reference: 'W1B', etd: at(-4), atd: null, ata: null },
      { reference: 'W1C', etd: at(-0.5), atd: null, ata: null },
      { reference: 'CX', status: 'CANCELLED', etd: at(-5), atd: null, ata: null },
      // W4 arrived 5 days ago, not gated out; W4B arrived yesterday.
      { reference: 'W4', status: 'ARRIVED', etd: at(-30), eta: at(-5) },
      { reference: 'W4B', status: 'ARRIVED', etd: at(-30), eta: at(-1) },
      // W5 FCL gated out 15 days ago, empty not back; W5B the same but LCL; W5C returned.
      { reference: 'W5', etd: at(-40), eta: at(-20), gateOutAt: at(-15) },
      { reference: 'W5B', mode: 'LCL', etd: at(-40), eta: at(-20), gateOutAt: at(-15), teu: 1 },
      { reference: 'W5C', etd: at(-40), eta: at(-20), gateOutAt: at(-15), emptyReturnAt: at(-12) },
      // OLD delivered 400 days ago (out of the default range; no gate-out recorded: not an exception once delivered).
      { reference: 'OLD', etd: at(-400), eta: at(-370) },
    ]);
    await insertFacts(t.server.db, t.bluewaveId, [
      // B shared with Acme: at sea INNSA→DEHAM direct, 4 of 20 days.
      { reference: 'B', etd: at(-4), eta: at(16), ata: null, sharedWith: [t.acmeId], legs: [leg(0, 'INNSA', 'DEHAM', -4, 16, null, 'CMA B')] },
      // Bluewave's own: BU at sea CNSHA→USLAX, BW not departed 3 days after its ETD.
      { reference: 'BU', carrier: 'COSU', pol: 'CNSHA', pod: 'USLAX', etd: at(-6), eta: at(9), ata: null },
      { reference: 'BW', etd: at(-3), atd: null, ata: null },
    ]);
  }, 180_000);
  afterAll(async () => t?.server.close());

  it('globalShipmentRadar: ports in use now and the legs sailed now with an estimated position', async () => {
    const report = await get('globalShipmentRadar');
    const ports = report.rows.filter((r: Row) => r.type === 'port');
    // DEHAM: R1, R2, B heading there (teu 2+1+2); INNSA: R4 leaving in 5 days; NLRTM: R3 heading there; SGSIN: R3 waiting; USLAX: R6.
    expect(ports.map((r: Row) => [r.place, r.inTransitTo, r.waitingAt, r.departingFrom, r.shipments, r.teu])).toEqual([
      ['DEHAM', 3, 0, 0, 3, 5],
      ['INNSA', 0, 0, 1, 1, 2],
      ['NLRTM', 1, 0, 0, 1, 2],
      ['SGSIN', 0, 1, 0, 1, 2],
      ['USLAX', 1, 0, 0, 1, 2],
    ]);
    const hamburg = portByCode('DEHAM')!;
    expect(ports[0]).toMatchObject({ name: 'Hamburg', lat: hamburg.lat, lon: hamburg.lon, drill: { pod: 'DEHAM' } });
    expect(ports[3].drillBy).toEqual({ inTransitTo: { pod: 'SGSIN', inTransit: 'any' }, waitingAt: { atTransshipment: 'SGSIN' }, departingFrom: { pol: 'SGSIN', status: 'BOOKED' } });

    const legs = report.rows.filter((r: Row) => r.type === 'leg');
    // INNSA→DEHAM: R1 (50 %) and B (20 %): mean 35 %; CNSHA→USLAX from R6's POL/POD (5/15 days); SGSIN→DEHAM: R2 (2/20 days).
    expect(legs.map((r: Row) => [r.place, r.shipments, r.vessels, r.teu, r.progress, r.drill])).toEqual([
      ['INNSA-DEHAM', 2, 2, 4, 35, { lane: 'INNSA-DEHAM', inTransit: 'any' }],
      ['CNSHA-USLAX', 1, 0, 2, 33.3, { lane: 'CNSHA-USLAX', inTransit: 'any' }],
      ['SGSIN-DEHAM', 1, 1, 1, 10, { transshipmentPort: 'SGSIN', pod: 'DEHAM', inTransit: 'any' }],
    ]);
    const nhavaSheva = portByCode('INNSA')!;
    expect(legs[0]).toMatchObject({ lat: nhavaSheva.lat, lon: nhavaSheva.lon, toLat: hamburg.lat, toLon: hamburg.lon, name: 'Nhava Sheva (JNPT) → Hamburg' });
    // The estimated position: 35 % of the way along the great circle (within 0.05°: the server's "now" is a moment later).
    const [lat, lon] = alongGreatCircle(nhavaSheva.lat, nhavaSheva.lon, hamburg.lat, hamburg.lon, 0.35);
    expect(legs[0].positionLat).toBeCloseTo(lat, 1);
    expect(legs[0].positionLon).toBeCloseTo(lon, 1);
    expect(report.totals).toEqual({ inTransit: 5, ports: 5, legs: 3 });
    expect(report.series).toEqual({ kind: 'map', x: 'place', y: ['shipments'], split: 'type' });
  });

  it('globalShipmentRadar: filters narrow it; Bluewave sees its own and the shared shipment only', async () => {
    const cosco = await get('globalShipmentRadar', 'carriers=COSU');
    expect(cosco.rows.map((r: Row) => `${r.type} ${r.place}`)).toEqual(['port USLAX', 'leg CNSHA-USLAX']);
    const bluewave = await get('globalShipmentRadar', '', t.tokens.bluewave);
    expect(bluewave.rows.map((r: Row) => `${r.type} ${r.place} ${r.shipments}`)).toEqual(['port DEHAM 1', 'port USLAX 1', 'leg CNSHA-USLAX 1', 'leg INNSA-DEHAM 1']);
    expect(await csvHeader('globalShipmentRadar')).toContain('Type,Port or leg,Name,Latitude,Longitude,To latitude,To longitude,Estimated position latitude');
  });

  it('watchTower: each exception kind with its count and the most urgent references', async () => {
    const report = await get('watchTower');
    expect(report.rows.map((r: Row) => [r.kind, r.title, r.shipments, r.examples])).toEqual([
      ['lateDeparture', 'Late departure', 2, 'W1B, W1'], // W1C is only 12 h late, CX cancelled, R4/R5 not due
      ['etaSlipped', 'ETA slipped', 1, 'R2'],
      ['longTransshipmentDwell', 'Long transshipment dwell', 1, 'R3'],
      ['arrivedNotCollected', 'Arrived, not collected', 1, 'W4'], // W4B arrived yesterday; OLD was delivered
      ['emptyNotReturned', 'Empty not returned', 1, 'W5'], // W5B is LCL, W5C returned
    ]);
    expect(report.rows[0].drill).toEqual({ exception: 'lateDeparture' });
    expect(report.totals).toEqual({ exceptions: 6, shipments: 6 });
    expect(report.series).toEqual({ kind: 'hbar', x: 'title', y: ['shipments'] });
    expect((await get('watchTower', 'modes=LCL')).totals).toEqual({ exceptions: 1, shipments: 1 }); // R3
    // Bluewave: its own BW only (the shared B is on schedule).
    expect((await get('watchTower', '', t.tokens.bluewave)).rows.map((r: Row) => r.shipments)).toEqual([1, 0, 0, 0, 0]);
    expect(await csvHeader('watchTower')).toBe('Exception kind,Exception,Shipments,Examples');
  });

  it('watchTower: the drill list narrowed by each row\'s drill finds exactly the shipments counted', async () => {
    const report = await get('watchTower');
    for (const row of report.rows as Array<{ shipments: number; drill: Record<string, string> }>) {
      const filter = { ...defaultReportFilter(), drill: row.drill };
      const { where, params } = factFilterSql(filter, { companyId: t.acmeId, dateColumn: drillDateColumn(row.drill), now: new Date() });
      const found = await t.server.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM analytics_facts WHERE ${where}`, params);
      expect(found?.n, row.drill.exception).toBe(row.shipments);
    }
  });

  it('shipmentSummary: shipments and TEU by status departed in the range, plus those at sea now', async () => {
    const report = await get('shipmentSummary');
    // Last 365 days: booked W1, W1B, W1C (R4, R5 leave after today); at sea R1, R2, R3, R6, B; arrived W4, W4B;
    // delivered W5, W5B, W5C (OLD is 400 days old); cancelled CX.
    expect(report.rows.map((r: Row) => [r.status, r.shipments, r.teu])).toEqual([
      ['BOOKED', 3, 6], ['IN_TRANSIT', 5, 9], ['ARRIVED', 2, 4], ['DELIVERED', 3, 5], ['CANCELLED', 1, 2],
    ]);
    expect(report.rows[1]).toMatchObject({ statusTitle: 'In transit', drill: { status: 'IN_TRANSIT' } });
    expect(report.totals).toEqual({ shipments: 14, teu: 26, inTransit: 5 });
    // One day 2 days ago: W1 departed (was due) then; the five at sea count though they left before it.
    const day = await get('shipmentSummary', `from=${dayAt(-2)}&to=${dayAt(-2)}`);
    expect(day.rows.map((r: Row) => r.shipments)).toEqual([1, 5, 0, 0, 0]);
    expect((await get('shipmentSummary', 'carriers=COSU')).totals).toEqual({ shipments: 1, teu: 2, inTransit: 1 });
    expect((await get('shipmentSummary', '', t.tokens.bluewave)).totals).toEqual({ shipments: 3, teu: 6, inTransit: 2 });
    expect(await csvHeader('shipmentSummary')).toBe('Status code,Status,Shipments,TEU');
  });

  it('multimodal: shipments and TEU by mode and routing', async () => {
    const report = await get('multimodal');
    // Departed in the last 365 days, not cancelled: LCL R3 (via SGSIN, 2 TEU), W5B (direct, 1 TEU);
    // FCL R2 via SGSIN (1 TEU) and ten direct of 2 TEU (R1, R6, B, W1, W1B, W1C, W4, W4B, W5, W5C).
    expect(report.rows.map((r: Row) => [r.mode, r.direct, r.transshipment, r.shipments, r.directTeu, r.transshipmentTeu, r.teu])).toEqual([
      ['FCL', 10, 1, 11, 20, 1, 21],
      ['LCL', 1, 1, 2, 1, 2, 3],
    ]);
    expect(report.rows[1].drill).toEqual({ mode: 'LCL' });
    expect(report.rows[1].drillBy).toEqual({ direct: { mode: 'LCL', routing: 'direct' }, transshipment: { mode: 'LCL', routing: 'transshipment' } });
    expect(report.totals).toEqual({ shipments: 13, teu: 24, direct: 11, transshipment: 2 });
    expect((await get('multimodal', 'modes=LCL')).rows.map((r: Row) => r.mode)).toEqual(['LCL']);
    expect((await get('multimodal', `from=${dayAt(-13)}&to=${dayAt(-11)}`)).totals).toMatchObject({ shipments: 1, transshipment: 1 }); // R2 (R3 left 14 days ago)
    expect((await get('multimodal', '', t.tokens.bluewave)).rows.map((r: Row) => [r.mode, r.shipments])).toEqual([['FCL', 3], ['LCL', 0]]);
    expect(await csvHeader('multimodal')).toBe('Mode,Direct,Via transshipment,Shipments,Direct TEU,Via transshipment TEU,TEU');
  });
});
