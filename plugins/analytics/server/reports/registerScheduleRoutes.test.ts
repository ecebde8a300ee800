import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { NOTIFIER, type NotificationInput, type Notifier } from '@portolan/sdk/server';
import { API, type ReportSchedule, type ScheduleRun } from '../../shared/types';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';
import { nextRunAt } from './nextRunAt';
import { runDueSchedules } from './runSchedule';

const S = API.schedules;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

interface OutboxRow {
  to: string;
  subject: string;
  attachments: Array<{ filename: string; contentType: string; content: string }> | string;
}

describe.each(testDatabases())('scheduled reports on %s', (dialect) => {
  let t: AnalyticsTestServer;
  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    await insertFacts(t.server.db, t.acmeId, [{ etd: day(-20), carrier: 'MAEU', teu: 2 }, { etd: day(-10), carrier: 'MSCU', teu: 1 }]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  const schedule = (over: Record<string, unknown> = {}) => ({
    report: 'monthlyShipments',
    name: 'Weekly volumes',
    range: 'last90',
    filter: { carriers: [], origins: [], destinations: [], modes: [], drill: {} },
    format: 'pdf',
    cadence: 'weekly',
    hour: 7,
    recipients: ['ops@acme.test', 'CFO@acme.test'],
    ...over,
  });
  const put = (id: string, data: unknown, token = t.tokens.acme) => t.server.request({ method: 'PUT', url: `${S}/${id}`, body: { data }, token });
  const outbox = async (subject: string) => {
    const rows = await t.server.db.query<OutboxRow>('SELECT "to", subject, attachments FROM auth_outbox WHERE subject LIKE $1 ORDER BY "to"', [`${subject}%`]);
    return rows.rows.map((r) => ({ ...r, attachments: typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments }));
  };
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await t.server.post(S, { data: schedule(over) }, t.tokens.acme);
    expect(res.status).toBe(201);
    return res.body.data.record as ReportSchedule;
  };

  it('creates, reads, changes and deletes a schedule; the next run is the next Monday at the hour', async () => {
    const before = Date.now();
    const record = await create();
    expect(record).toMatchObject({ report: 'monthlyShipments', format: 'pdf', cadence: 'weekly', hour: 7, recipients: ['ops@acme.test', 'cfo@acme.test'], active: true, lastStatus: null, version: 1 });
    const next = new Date(record.nextRunAt);
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(7);
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime() - before).toBeLessThanOrEqual(7 * 86_400_000);
    expect((await t.server.get(`${S}/${record._id}`, t.tokens.viewer)).body.data.record).toEqual(record);
    expect((await t.server.get(S, t.tokens.acme)).body.data.items.map((s: ReportSchedule) => s._id)).toContain(record._id);

    const daily = await put(record._id, { cadence: 'daily', hour: 23, format: 'xlsx', version: 1 });
    expect(daily.status).toBe(200);
    expect(daily.body.data.record).toMatchObject({ cadence: 'daily', hour: 23, format: 'xlsx', version: 2, nextRunAt: nextRunAt('daily', 23, new Date()).toISOString() });
    expect((await put(record._id, { name: 'Stale', version: 1 })).status).toBe(409);
    expect((await put(record._id, { name: 'x', version: 2 }, t.tokens.viewer)).status).toBe(403);

    expect((await t.server.get(`${S}/${record._id}`, t.tokens.bluewave)).status).toBe(404);
    expect((await put(record._id, { name: 'x', version: 2 }, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.request({ method: 'DELETE', url: `${S}/${record._id}`, token: t.tokens.bluewave })).status).toBe(404);
    expect((await t.server.post(`${S}/${record._id}/run`, {}, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`${S}/${record._id}/runs`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.request({ method: 'DELETE', url: `${S}/${record._id}`, token: t.tokens.acme })).status).toBe(200);
    expect((await t.server.get(`${S}/${record._id}`, t.tokens.acme)).status).toBe(404);
  });

  it('answers 400 naming the field for bad recipients, cadence, hour, format, report or filter, nothing saved', async () => {
    const before = (await t.server.get(S, t.tokens.acme)).body.data.items.length;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ recipients: [] }, /^data\.recipients/],
      [{ recipients: ['not an email'] }, /^data\.recipients\.0/],
      [{ recipients: Array.from({ length: 21 }, (_, i) => `r${i}@acme.test`) }, /^data\.recipients/],
      [{ cadence: 'hourly' }, /^data\.cadence/],
      [{ hour: 24 }, /^data\.hour/],
      [{ format: 'csv' }, /^data\.format/],
      [{ report: 'noSuchReport' }, /^data\.report$/],
      [{ range: 'fixed', filter: { from: '2026-01-10', to: '2026-01-01' } }, /^data\.filter\.to$/],
      [{ filter: { modes: ['AIR'] } }, /^data\.filter\.modes$/],
    ];
    for (const [over, field] of cases) {
      const res = await t.server.post(S, { data: schedule(over) }, t.tokens.acme);
      expect(res.status, String(field)).toBe(400);
      expect(res.body.error.field, String(field)).toMatch(field);
    }
    expect((await t.server.get(S, t.tokens.acme)).body.data.items).toHaveLength(before);
  });

  it('runs now: one email per recipient with the report attached, a SENT run, the next run unchanged', async () => {
    const pdf = await create({ name: 'PDF now' });
    const run = await t.server.post(`${S}/${pdf._id}/run`, {}, t.tokens.acme);
    expect(run.status).toBe(200);
    expect(run.body.data.record).toMatchObject({ scheduleId: pdf._id, status: 'SENT', recipients: ['ops@acme.test', 'cfo@acme.test'], error: null });
    expect(run.body.data.record.rows).toBeGreaterThan(0);
    const mails = await outbox('PDF now');
    expect(mails.map((m) => m.to)).toEqual(['cfo@acme.test', 'ops@acme.test']);
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/^monthlyShipments-.*\.pdf$/) });
      expect(Buffer.from(mail.attachments[0]!.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const after = (await t.server.get(`${S}/${pdf._id}`, t.tokens.acme)).body.data.record as ReportSchedule;
    expect(after).toMatchObject({ lastStatus: 'SENT', lastError: null, nextRunAt: pdf.nextRunAt });
    const runs = (await t.server.get(`${S}/${pdf._id}/runs`, t.tokens.viewer)).body.data.items as ScheduleRun[];
    expect(runs.map((r) => r.status)).toEqual(['SENT']);

    const xlsx = await create({ name: 'XLSX now', format: 'xlsx', recipients: ['one@acme.test'] });
    expect((await t.server.post(`${S}/${xlsx._id}/run`, {}, t.tokens.acme)).body.data.record.status).toBe('SENT');
    const [mail] = await outbox('XLSX now');
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', filename: expect.stringMatching(/\.xlsx$/) });
    expect(Buffer.from(mail!.attachments[0]!.content, 'base64').subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('records a failing report run as FAILED with its reason and sends nothing', async () => {
    const broken = await create({ name: 'Broken report' });
    // A drill key the report no longer accepts: the run itself fails.
    await t.server.db.query(`UPDATE report_schedules SET filter = jsonb_set(filter, '{drill}', '{"bogus": "x"}') WHERE id = $1`, [broken._id]);
    const run = await t.server.post(`${S}/${broken._id}/run`, {}, t.tokens.acme);
    expect(run.status).toBe(200);
    expect(run.body.data.record).toMatchObject({ status: 'FAILED', rows: 0, recipients: [], error: expect.stringContaining('drill.bogus') });
    expect(await outbox('Broken report')).toEqual([]);
    expect((await t.server.get(`${S}/${broken._id}`, t.tokens.acme)).body.data.record).toMatchObject({ lastStatus: 'FAILED', lastError: expect.stringContaining('drill.bogus') });
  });

  it('runs a due schedule once when two rounds run at the same time, and advances its next run (also when it fails)', async () => {
    await t.server.db.query('UPDATE report_schedules SET active = false');
    const due = await create({ name: 'Due weekly', recipients: ['due@acme.test'] });
    const failing = await create({ name: 'Due failing', recipients: ['fail@acme.test'] });
    await t.server.db.query(`UPDATE report_schedules SET next_run_at = now() - interval '1 hour' WHERE id = ANY($1::uuid[])`, [[due._id, failing._id]]);
    await t.server.db.query(`UPDATE report_schedules SET report = 'noLongerThere' WHERE id = $1`, [failing._id]);
    const now = new Date();
    const [a, b] = await Promise.all([runDueSchedules(t.ctx, now), runDueSchedules(t.ctx, now)]);
    expect(a + b).toBe(2);
    expect((await outbox('Due weekly')).map((m) => m.to)).toEqual(['due@acme.test']);
    expect(await outbox('Due failing')).toEqual([]);
    const ran = (await t.server.get(`${S}/${due._id}`, t.tokens.acme)).body.data.record as ReportSchedule;
    expect(ran).toMatchObject({ lastStatus: 'SENT', nextRunAt: nextRunAt('weekly', 7, now).toISOString() });
    const failed = (await t.server.get(`${S}/${failing._id}`, t.tokens.acme)).body.data.record as ReportSchedule;
    expect(failed).toMatchObject({ lastStatus: 'FAILED', lastError: expect.stringContaining('noLongerThere'), nextRunAt: nextRunAt('weekly', 7, now).toISOString() });
    expect((await t.server.get(`${S}/${due._id}/runs`, t.tokens.acme)).body.data.items).toHaveLength(1);
    // Nothing is due any more.
    expect(await runDueSchedules(t.ctx, now)).toBe(0);
  });

  it("tells the schedule's author in the app of a timed run, sent or failed, when the messaging plugin runs", async () => {
    await t.server.db.query('UPDATE report_schedules SET active = false');
    const sent = await create({ name: 'Told weekly', recipients: ['told@acme.test'] });
    const failing = await create({ name: 'Told failing' });
    await t.server.db.query(`UPDATE report_schedules SET next_run_at = now() - interval '1 hour' WHERE id = ANY($1::uuid[])`, [[sent._id, failing._id]]);
    await t.server.db.query(`UPDATE report_schedules SET report = 'noLongerThere' WHERE id = $1`, [failing._id]);
    const told: NotificationInput[] = [];
    const notifier: Notifier = { notify: async (_tx, input) => void told.push(input) };
    const services = { get: t.ctx.services.get.bind(t.ctx.services), find: <T>(token: { id: string }) => (token.id === NOTIFIER.id ? (notifier as T) : undefined) };
    expect(await runDueSchedules({ ...t.ctx, services } as typeof t.ctx, new Date())).toBe(2);
    const author = (await t.server.get(`${S}/${sent._id}`, t.tokens.acme)).body.data.record.createdBy as string;
    expect(told.map((n) => [n.event, n.title, n.userIds]).sort()).toEqual([
      ['report.failed', 'Told failing could not be sent', [author]],
      ['report.sent', 'Told weekly was sent to 1 recipient', [author]],
    ]);
    expect(told[0]).toMatchObject({ companyId: t.acmeId, href: '/reports/schedules' });
  });
});
