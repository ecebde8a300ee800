import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { API, type SavedView } from '../../shared/types';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { relativeRange } from '../../shared/relativeRange';

const V = API.views;

describe.each(testDatabases())('saved report views on %s', (dialect) => {
  let t: AnalyticsTestServer;
  let colleague = '';
  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    const user = await t.server.identity.createUser(t.server.db, { companyId: t.acmeId, email: 'admin2@analytics.test', name: 'Acme second admin', password: { hash: 'x' }, role: 'admin' });
    colleague = await t.server.identity.issueToken(t.server.db, user._id);
  }, 120_000);
  afterAll(async () => t?.server.close());

  const view = (over: Record<string, unknown> = {}) => ({
    report: 'onTimeByCarrier',
    name: 'Late Maersk boxes',
    range: 'last90',
    filter: { from: '2020-01-01', to: '2020-01-31', carriers: ['maeu'], origins: [], destinations: [], modes: ['FCL'], drill: {} },
    layout: { display: 'table', sort: { key: 'carrier', direction: 'asc' } },
    shared: false,
    ...over,
  });
  const put = (id: string, data: unknown, token: string) => t.server.request({ method: 'PUT', url: `${V}/${id}`, body: { data }, token });
  const del = (id: string, token: string) => t.server.request({ method: 'DELETE', url: `${V}/${id}`, token });

  it('saves a view with its range; opening it re-derives the dates, a fixed range keeps them', async () => {
    const created = await t.server.post(V, { data: view() }, t.tokens.acme);
    expect(created.status).toBe(201);
    const record = created.body.data.record as SavedView;
    expect(record).toMatchObject({ report: 'onTimeByCarrier', name: 'Late Maersk boxes', range: 'last90', shared: false, version: 1, createdByName: 'Asha Shipper' });
    expect(record.filter).toMatchObject({ carriers: ['MAEU'], modes: ['FCL'], ...relativeRange('last90', new Date(), { from: '', to: '' }) });
    // The stored dates are old: opening re-derives them from the range.
    await t.server.db.query(`UPDATE report_views SET filter = jsonb_set(jsonb_set(filter, '{from}', '"2021-01-01"'), '{to}', '"2021-02-01"') WHERE id = $1`, [record._id]);
    const opened = (await t.server.get(`${V}/${record._id}`, t.tokens.acme)).body.data.record as SavedView;
    expect({ from: opened.filter.from, to: opened.filter.to }).toEqual(relativeRange('last90', new Date(), { from: '', to: '' }));

    const fixed = await t.server.post(V, { data: view({ name: 'January 2020', range: 'fixed' }) }, t.tokens.acme);
    expect(fixed.body.data.record.filter).toMatchObject({ from: '2020-01-01', to: '2020-01-31' });
    const list = await t.server.get(`${V}?report=onTimeByCarrier`, t.tokens.acme);
    expect(list.body.data.items.map((v: SavedView) => v.name)).toEqual(['Late Maersk boxes', 'January 2020']);
    expect((await t.server.get(`${V}?report=monthlyShipments`, t.tokens.acme)).body.data.items).toEqual([]);
  });

  it('answers 400 naming the field for an unknown report, a bad filter or layout, nothing saved', async () => {
    const before = (await t.server.get(V, t.tokens.acme)).body.data.items.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ report: 'noSuchReport' }, 'data.report'],
      [{ range: 'fixed', filter: { from: '2026-02-30', to: '2026-03-01' } }, 'data.filter.from'],
      [{ range: 'fixed', filter: { from: '2026-03-02', to: '2026-03-01' } }, 'data.filter.to'],
      [{ filter: { carriers: ['not a scac'] } }, 'data.filter.carriers'],
      [{ filter: { drill: { bogus: 'x' } } }, 'data.filter.drill.bogus'],
      [{ layout: { groupBy: ['onTime'] } }, 'data.layout.groupBy.0'],
      [{ range: 'lastWeek' }, 'data.range'],
      [{ name: '   ' }, 'data.name'],
    ];
    for (const [over, field] of cases) {
      const res = await t.server.post(V, { data: view({ name: `bad ${field}`, ...over }) }, t.tokens.acme);
      expect(res.status, field).toBe(400);
      expect(res.body.error.field, field).toBe(field);
    }
    expect((await t.server.get(V, t.tokens.acme)).body.data.items).toHaveLength(before);
    const twice = await t.server.post(V, { data: view() }, t.tokens.acme);
    expect(twice.status).toBe(409);
    expect(twice.body.error.field).toBe('data.name');
  });

  it('shares a view with the company: others see it but only its author changes or deletes it', async () => {
    const shared = (await t.server.post(V, { data: view({ name: 'Team view', shared: true }) }, t.tokens.acme)).body.data.record as SavedView;
    const own = (await t.server.post(V, { data: view({ name: 'Private view' }) }, t.tokens.acme)).body.data.record as SavedView;
    const others = (await t.server.get(V, colleague)).body.data.items.map((v: SavedView) => v.name);
    expect(others).toContain('Team view');
    expect(others).not.toContain('Private view');
    expect((await t.server.get(`${V}/${shared._id}`, colleague)).status).toBe(200);
    expect((await t.server.get(`${V}/${own._id}`, colleague)).status).toBe(404);
    expect((await put(shared._id, { name: 'Mine now', version: 1 }, colleague)).status).toBe(403);
    expect((await del(shared._id, colleague)).status).toBe(403);
    expect((await put(own._id, { name: 'Mine now', version: 1 }, colleague)).status).toBe(404);
    expect((await del(own._id, colleague)).status).toBe(404);
    // The viewer may read but not write.
    expect((await t.server.get(`${V}/${shared._id}`, t.tokens.viewer)).status).toBe(200);
    expect((await t.server.post(V, { data: view({ name: 'Viewer view' }) }, t.tokens.viewer)).status).toBe(403);

    const renamed = await put(shared._id, { name: 'Team view (carriers)', range: 'previousMonth', version: 1 }, t.tokens.acme);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.record).toMatchObject({ name: 'Team view (carriers)', range: 'previousMonth', version: 2 });
    expect(renamed.body.data.record.filter).toMatchObject(relativeRange('previousMonth', new Date(), { from: '', to: '' }));
    expect((await put(shared._id, { name: 'Stale', version: 1 }, t.tokens.acme)).status).toBe(409);
    const unshared = await put(shared._id, { shared: false, version: 2 }, t.tokens.acme);
    expect(unshared.body.data.record.shared).toBe(false);
    expect((await t.server.get(`${V}/${shared._id}`, colleague)).status).toBe(404);
    expect((await del(shared._id, t.tokens.acme)).status).toBe(200);
    expect((await t.server.get(`${V}/${shared._id}`, t.tokens.acme)).status).toBe(404);
  });

  it('answers 404 for another company\'s view, shared or not', async () => {
    const shared = (await t.server.post(V, { data: view({ name: 'Acme shared', shared: true }) }, t.tokens.acme)).body.data.record as SavedView;
    expect((await t.server.get(`${V}/${shared._id}`, t.tokens.bluewave)).status).toBe(404);
    expect((await put(shared._id, { name: 'x', version: 1 }, t.tokens.bluewave)).status).toBe(404);
    expect((await del(shared._id, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(V, t.tokens.bluewave)).body.data.items).toEqual([]);
    expect((await t.server.get(`${V}/not-a-uuid`, t.tokens.acme)).status).toBe(404);
  });
});
