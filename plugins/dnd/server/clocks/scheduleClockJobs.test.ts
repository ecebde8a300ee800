import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { DND_API, type DndAlert } from '../../shared/types';
import { containerFreeTime } from './containerFreeTime';
import { refreshClocks } from './containerClocks';
import { dndTestServer, journey, type DndTestServer } from './dndTestServer';
import { alertRound, refreshChanged, repriceStale } from './scheduleClockJobs';

const DAY = 86_400_000;

describe.each(testDatabases())('D&D timed work on %s', (dialect) => {
  let t: DndTestServer;
  // 10:00 UTC = 11:00 in Rotterdam on 12 March 2026.
  const now = new Date('2026-03-12T10:00:00Z');
  const ids: Record<string, string> = {};
  const outbox = () => t.server.db.query<{ to: string; subject: string; body: string }>(`SELECT "to", subject, body FROM auth_outbox WHERE "to" = 'shipper@portolan.test' AND subject LIKE 'D&D%' ORDER BY created_at`);
  beforeAll(async () => {
    t = await dndTestServer(dialect);
    await t.server.post(DND_API.rates, { data: { carrier: 'MAEU', port: 'NLRTM', direction: 'IMPORT', chargeType: 'DEMURRAGE', size: '40', group: 'DRY', freeDays: 4, dayBasis: 'CALENDAR', currency: 'EUR', tiers: [{ fromDay: 5, toDay: null, perDiem: '100.00' }], validFrom: '2020-01-01' } }, t.tokens.acme);
    // Last free days: 13 March (at risk), 12 March (today), 11 March (first day over).
    for (const [name, start] of [['atRisk', '2026-03-10'], ['lastFreeDay', '2026-03-09'], ['over', '2026-03-08']] as const) {
      const j = journey(t.acmeId, { events: [{ eventCode: 'DISC', eventAt: `${start}T08:00:00Z`, location: 'NLRTM' }] });
      t.equipment.put(j, new Date(now.getTime() - 1000).toISOString());
      ids[name] = j.containerId;
    }
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('refreshes the containers with new events and moves the cursor', async () => {
    expect(await refreshChanged(t.ctx, now)).toBe(1);
    const clocks = await t.server.db.query<{ container_id: string; state: string }>("SELECT container_id, state FROM dnd_clocks WHERE company_id = $1 AND direction = 'IMPORT' AND charge_type = 'DEMURRAGE'", [t.acmeId]);
    expect(Object.fromEntries(clocks.rows.map((r) => [r.container_id, r.state]))).toEqual({ [ids.atRisk]: 'AT_RISK', [ids.lastFreeDay]: 'AT_RISK', [ids.over]: 'OVER' });
    expect((await t.server.db.one<{ since: string }>('SELECT since FROM dnd_event_cursor'))).toBeTruthy();
  });

  it('alerts once per clock, kind and last free day, and emails the company in the same round', async () => {
    await refreshClocks(t.ctx, t.acmeId, { now });
    expect(await alertRound(t.ctx, now)).toBe(3);
    expect(await alertRound(t.ctx, now)).toBe(0);
    const mails = (await outbox()).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'shipper@portolan.test', subject: 'D&D alerts: 3 containers near or past their last free day' });
    expect(mails[0].body).toContain('today, 2026-03-12, is the last free day');

    const alerts = await t.server.get(DND_API.alerts, t.tokens.viewer);
    expect(alerts.body.data.items.map((a: DndAlert) => [a.containerId, a.kind, a.lastFreeDay]).sort()).toEqual(
      [[ids.atRisk, 'AT_RISK', '2026-03-13'], [ids.lastFreeDay, 'LAST_FREE_DAY', '2026-03-12'], [ids.over, 'OVER', '2026-03-11']].sort(),
    );
    expect((await t.server.get(DND_API.alerts, t.tokens.bluewave)).body.data.items).toEqual([]);

    // The next day: the at-risk clock reaches its last free day, the last-free-day one goes over; the over one is not alerted again.
    const tomorrow = new Date(now.getTime() + DAY);
    expect(await repriceStale(t.ctx, tomorrow)).toBe(1);
    expect(await alertRound(t.ctx, tomorrow)).toBe(2);
    expect((await outbox()).rows).toHaveLength(2);

    const first = alerts.body.data.items[0] as DndAlert;
    expect((await t.server.post(`${DND_API.alerts}/${first._id}/read/`, {}, t.tokens.bluewave)).status).toBe(404);
    const read = await t.server.post(`${DND_API.alerts}/${first._id}/read/`, {}, t.tokens.viewer);
    expect(read.body.data.record.read).toBe(true);
    const unread = await t.server.get(`${DND_API.alerts}?filter[unread]=true`, t.tokens.acme);
    expect(unread.body.data.count).toBe(4);
  });

  it('offers each container\'s running clock to other areas (CONTAINER_FREE_TIME)', async () => {
    const facts = await containerFreeTime(t.ctx).forContainers(t.server.db, t.acmeId, [ids.over, '00000000-0000-4000-8000-000000000999']);
    expect([...facts.keys()]).toEqual([ids.over]);
    expect(facts.get(ids.over)).toMatchObject({ chargeType: 'DEMURRAGE', lastFreeDay: '2026-03-11', state: 'OVER' });
    expect((await containerFreeTime(t.ctx).forContainers(t.server.db, t.bluewaveId, [ids.over])).size).toBe(0);
  });
});
