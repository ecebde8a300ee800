import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import type { ReportDescriptor } from '@portolan/sdk/shared';
import { API, type DashboardLayout } from '../../shared/types';
import { BUILT_IN_WIDGETS } from '../../shared/widgets';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

describe.each(testDatabases())('reports: catalogue, freshness, PDF and dashboard layout on %s', (dialect) => {
  let t: AnalyticsTestServer;
  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    await insertFacts(t.server.db, t.acmeId, [
      { etd: day(-60), carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', teu: 2 },
      { etd: day(-40), carrier: 'MSCU', pol: 'INNSA', pod: 'NLRTM', teu: 1 },
    ]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  const put = (body: unknown, token = t.tokens.acme) => t.server.request({ method: 'PUT', url: API.layout, body, token });

  it('lists the widgets\' reports Acme\'s admin may run, in registration order', async () => {
    const res = await t.server.get(API.catalogue, t.tokens.acme);
    expect(res.status).toBe(200);
    const names = res.body.data.items.map((r: ReportDescriptor) => r.name);
    expect(names.slice(0, 5)).toEqual(['globalShipmentRadar', 'watchTower', 'shipmentSummary', 'multimodal', 'monthlyShipments']);
    expect(names).toEqual(expect.arrayContaining(BUILT_IN_WIDGETS.map((w) => w.name)));
    const monthly = res.body.data.items.find((r: ReportDescriptor) => r.name === 'monthlyShipments');
    expect(monthly).toMatchObject({ area: 'analytics', title: 'Monthly Shipments/TEUS', specName: 'Monthly Shipments/TEUS' });
    expect(monthly.columns.length).toBeGreaterThan(0);
    expect((await t.server.get(API.catalogue)).status).toBe(401);
  });

  it('answers the facts\' freshness with the caller\'s shipments counted', async () => {
    const acme = await t.server.get(API.freshness, t.tokens.acme);
    expect(acme.status).toBe(200);
    expect(acme.body.data.record).toMatchObject({ revision: expect.any(String), shipments: 2 });
    expect(Number.isNaN(Date.parse(acme.body.data.record.refreshedAt))).toBe(false);
    expect((await t.server.get(API.freshness, t.tokens.bluewave)).body.data.record.shipments).toBe(0);
  });

  it('prints a report as PDF; 404 for an unknown report, 400 for a bad filter', async () => {
    const res = await t.server.app.inject({ method: 'GET', url: `${API.pdf}/monthlyShipments?from=${day(-90).slice(0, 10)}&to=${day(0).slice(0, 10)}`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="monthlyShipments-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await t.server.get(`${API.pdf}/noSuchReport`, t.tokens.acme)).status).toBe(404);
    const bad = await t.server.get(`${API.pdf}/monthlyShipments?from=2026-02-30`, t.tokens.acme);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('from');
  });

  it('keeps each user\'s dashboard layout, versioned: 409 when stale, 400 naming the item', async () => {
    expect((await t.server.get(API.layout, t.tokens.acme)).body.data.record).toEqual({ items: [] });
    const items = [{ key: 'analytics:monthlyShipments', size: 'full' }, { key: 'analytics:watchTower', size: 'small' }];
    const first = await put({ data: { items } });
    expect(first.status).toBe(200);
    const saved = first.body.data.record as DashboardLayout;
    expect(saved).toMatchObject({ items, version: 1 });
    expect((await t.server.get(API.layout, t.tokens.acme)).body.data.record).toEqual(saved);
    // Another user of the company has their own.
    expect((await t.server.get(API.layout, t.tokens.viewer)).body.data.record).toEqual({ items: [] });

    const second = await put({ data: { items: items.slice(1), version: 1 } });
    expect(second.body.data.record).toMatchObject({ items: items.slice(1), version: 2 });
    const stale = await put({ data: { items, version: 1 } });
    expect(stale.status).toBe(409);
    expect((await t.server.get(API.layout, t.tokens.acme)).body.data.record.items).toEqual(items.slice(1));
    // No version: last writer wins.
    expect((await put({ data: { items } })).body.data.record.version).toBe(3);

    const duplicate = await put({ data: { items: [...items, { key: 'analytics:monthlyShipments', size: 'small' }], version: 3 } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error.field).toBe('data.items.2.key');
    const badKey = await put({ data: { items: [items[0], { key: 'watchTower', size: 'small' }] } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.field).toMatch(/^data\.items\.1\.key/);
    const badSize = await put({ data: { items: [{ key: 'analytics:watchTower', size: 'huge' }] } });
    expect(badSize.status).toBe(400);
    expect(badSize.body.error.field).toMatch(/^data\.items\.0\.size/);
    const tooMany = await put({ data: { items: Array.from({ length: 101 }, (_, i) => ({ key: `analytics:w${i}`, size: 'small' })) } });
    expect(tooMany.status).toBe(400);
    expect((await t.server.get(API.layout, t.tokens.acme)).body.data.record).toMatchObject({ items, version: 3 });
  });

  it('leaves out of the catalogue, and refuses as PDF, the reports a company\'s plan does not include', async () => {
    await t.server.db.query(`UPDATE subscriptions SET status = 'inactive' WHERE company_id = $1`, [t.bluewaveId]);
    const names = (await t.server.get(API.catalogue, t.tokens.bluewave)).body.data.items.map((r: ReportDescriptor) => r.name);
    expect(names).toContain('shipmentSummary');
    expect(names).not.toContain('monthlyShipments');
    expect(names).not.toContain('watchTower');
    expect((await t.server.get(`${API.pdf}/monthlyShipments`, t.tokens.bluewave)).status).toBe(403);
    expect((await t.server.app.inject({ method: 'GET', url: `${API.pdf}/shipmentSummary`, headers: { authorization: `Bearer ${t.tokens.bluewave}` } })).statusCode).toBe(200);
  });
});
