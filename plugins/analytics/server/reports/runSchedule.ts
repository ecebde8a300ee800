import {
  MAILER, NOTIFIER, registeredReport, reportToXlsx, runReport, HttpError,
  type Db, type ReportResult, type ServerPluginContext,
} from '@portolan/sdk/server';
import type { ScheduleRun } from '../../shared/types';
import { mayRunReport } from './mayRunReport';
import { nextRunAt } from './nextRunAt';
import { relativeRange } from '../../shared/relativeRange';
import { reportPdf } from './reportPdf';
import { reportFileName } from './reportFileName';
import { jsonOf, toScheduleRun, type ScheduleRow, type ScheduleRunRow } from './scheduleRecord';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type RunContext = Pick<ServerPluginContext, 'db' | 'identity' | 'services' | 'log'>;

/** Why a schedule cannot run now, or its result: the report run in the creator's scope with the range re-derived at `now`. */
async function runScheduledReport(ctx: RunContext, tx: Db, schedule: ScheduleRow, now: Date): Promise<ReportResult> {
  const report = registeredReport(ctx.db, schedule.report);
  if (!report) throw new Error(`The report ${schedule.report} is no longer available`);
  const creator = await ctx.identity.findUserById(tx, schedule.created_by);
  if (!creator || creator.companyId !== schedule.company_id) throw new Error('The schedule\'s author is no longer a user of the company');
  if (!mayRunReport(creator, report)) throw new Error(`The schedule's author may no longer run ${report.title}`);
  const stored = jsonOf(schedule.filter);
  const filter = { ...stored, ...relativeRange(schedule.range, now, stored) };
  return runReport(tx, report, { companyId: schedule.company_id, userId: schedule.created_by, now }, filter);
}

/**
 * Runs one schedule inside the caller's transaction (the schedule's row locked by it): the report in the
 * creator's scope, rendered as PDF or XLSX and queued as one email per recipient through the outbox, a
 * run row, and the schedule's last status; `advance` moves `next_run_at` to the next slot after `now`
 * (the timed run; a "run now" leaves it). A failure (the report, its rendering) is recorded as FAILED
 * with its reason and sends nothing. A timed run tells the schedule's author in the app ('report.sent' /
 * 'report.failed') when the messaging plugin runs.
 */
export async function runSchedule(ctx: RunContext, tx: Db, schedule: ScheduleRow, now: Date, advance: boolean): Promise<ScheduleRun> {
  let status: ScheduleRun['status'] = 'SENT';
  let error: string | null = null;
  let rows = 0;
  await tx.query('SAVEPOINT report_run');
  try {
    const result = await runScheduledReport(ctx, tx, schedule, now);
    rows = result.rows.length;
    const company = await ctx.identity.findCompany(tx, schedule.company_id);
    const content = schedule.format === 'pdf' ? new Uint8Array(await reportPdf(result, company?.name ?? '')) : await reportToXlsx(result);
    const attachment = { filename: reportFileName(schedule.report, result.filter.from, result.filter.to, schedule.format), contentType: schedule.format === 'pdf' ? 'application/pdf' : XLSX, content };
    const body = [
      `${schedule.name}: ${result.title}, ${result.filter.from} to ${result.filter.to} (${rows} ${rows === 1 ? 'row' : 'rows'}).`,
      `The report is attached as ${schedule.format.toUpperCase()}.`,
      '',
      `You receive it ${schedule.cadence} because a user of ${company?.name ?? 'your company'} scheduled it in Portolan (Reports).`,
    ].join('\n');
    const mailer = ctx.services.get(MAILER);
    for (const to of schedule.recipients) await mailer.queue(tx, { to, subject: `${schedule.name} - ${result.title}`, body, attachments: [attachment] });
    await tx.query('RELEASE SAVEPOINT report_run');
  } catch (failure) {
    await tx.query('ROLLBACK TO SAVEPOINT report_run');
    status = 'FAILED';
    rows = 0;
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
    if (!(failure instanceof HttpError)) ctx.log.warn({ scheduleId: schedule.id, err: error }, 'scheduled report failed');
  }
  const run = await tx.one<ScheduleRunRow>(
    `INSERT INTO report_schedule_runs (company_id, schedule_id, ran_at, status, rows, recipients, error)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7) RETURNING id, schedule_id, ran_at, status, rows, recipients, error`,
    [schedule.company_id, schedule.id, now, status, rows, status === 'SENT' ? schedule.recipients : [], error],
  );
  await tx.query(
    `UPDATE report_schedules SET last_run_at = $2, last_status = $3, last_error = $4${advance ? ', next_run_at = $5' : ''} WHERE id = $1`,
    [schedule.id, now, status, error, ...(advance ? [nextRunAt(schedule.cadence, schedule.hour, now)] : [])],
  );
  const notifier = advance ? ctx.services.find(NOTIFIER) : undefined;
  if (notifier) {
    await notifier.notify(tx, {
      event: status === 'SENT' ? 'report.sent' : 'report.failed',
      companyId: schedule.company_id,
      userIds: [schedule.created_by],
      title: status === 'SENT' ? `${schedule.name} was sent to ${schedule.recipients.length} recipient${schedule.recipients.length === 1 ? '' : 's'}` : `${schedule.name} could not be sent`,
      body: status === 'SENT' ? `Your scheduled report ${schedule.name} (${rows} ${rows === 1 ? 'row' : 'rows'}) was sent to ${schedule.recipients.join(', ')}.` : `Your scheduled report ${schedule.name} failed: ${error}`,
      href: '/reports/schedules',
    });
  }
  return toScheduleRun(run!);
}

/** At most this many schedules per round (the next round takes the rest). */
const ROUND = 50;

/**
 * Runs every active schedule that is due at `now`, each in its own transaction that claims it with
 * `FOR UPDATE SKIP LOCKED` and advances its `next_run_at`, so processes running rounds at the same time
 * run each schedule once. Answers how many ran.
 */
export async function runDueSchedules(ctx: RunContext, now: Date = new Date()): Promise<number> {
  let ran = 0;
  while (ran < ROUND) {
    const done = await ctx.db.transaction(async (tx) => {
      const schedule = await tx.one<ScheduleRow>(
        'SELECT * FROM report_schedules WHERE active AND next_run_at <= $1 ORDER BY next_run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED',
        [now],
      );
      if (!schedule) return false;
      await runSchedule(ctx, tx, schedule, now, true);
      return true;
    });
    if (!done) break;
    ran++;
  }
  return ran;
}
