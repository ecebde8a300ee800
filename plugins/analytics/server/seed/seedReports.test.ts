import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { API, type ReportSchedule, type SavedView } from '../../shared/types';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';
import { seedReports } from './seedReports';

describe.each(testDatabases())('demo reports seed on %s', (dialect) => {
  let t: AnalyticsTestServer;
  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    // An arrival in the schedule's range (on-time by carrier over no arrivals fails today: see the report's note).
    await insertFacts(t.server.db, t.acmeId, [{ etd: new Date(Date.now() - 30 * 86_400_000).toISOString(), eta: new Date(Date.now() - 5 * 86_400_000).toISOString() }]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('gives Acme\'s admin saved views (two shared) and a weekly PDF schedule that runs, once however often it is seeded', async () => {
    await seedReports(t.ctx);
    await seedReports(t.ctx);
    const mine = (await t.server.get(API.views, t.tokens.acme)).body.data.items as SavedView[];
    expect(mine).toHaveLength(4);
    const theirs = (await t.server.get(API.views, t.tokens.viewer)).body.data.items as SavedView[];
    expect(theirs.map((v) => v.name).sort()).toEqual(['On time by carrier, last 90 days', 'TEU this year']);
    for (const view of mine) expect((await t.server.get(`${API.views}/${view._id}`, t.tokens.acme)).status).toBe(200);
    const schedules = (await t.server.get(API.schedules, t.tokens.acme)).body.data.items as ReportSchedule[];
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ cadence: 'weekly', format: 'pdf', recipients: ['shipper@portolan.test'], active: true });
    const run = await t.server.post(`${API.schedules}/${schedules[0]!._id}/run`, {}, t.tokens.acme);
    expect(run.body.data.record).toMatchObject({ status: 'SENT', error: null });
    expect((await t.server.get(API.views, t.tokens.bluewave)).body.data.items).toEqual([]);
  });
});
