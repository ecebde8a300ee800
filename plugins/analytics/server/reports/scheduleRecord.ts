import { iso } from '@portolan/sdk/server';
import type { ReportFilter } from '@portolan/sdk/server';
import type { RelativeRange, ReportSchedule, ScheduleRun } from '../../shared/types';

/** A `report_schedules` row as the database answers it. */
export interface ScheduleRow {
  id: string;
  company_id: string;
  created_by: string;
  report: string;
  name: string;
  range: RelativeRange;
  filter: ReportFilter | string;
  format: ReportSchedule['format'];
  cadence: ReportSchedule['cadence'];
  hour: number;
  recipients: string[];
  active: boolean;
  next_run_at: Date | string;
  last_run_at: Date | string | null;
  last_status: ReportSchedule['lastStatus'];
  last_error: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
}

export interface ScheduleRunRow {
  id: string;
  schedule_id: string;
  ran_at: Date | string;
  status: ScheduleRun['status'];
  rows: number;
  recipients: string[];
  error: string | null;
}

/** A jsonb value as stored (parsed by the driver, or text). */
export const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toSchedule(row: ScheduleRow): ReportSchedule {
  return {
    _id: row.id,
    report: row.report,
    name: row.name,
    range: row.range,
    filter: jsonOf(row.filter),
    format: row.format,
    cadence: row.cadence,
    hour: row.hour,
    recipients: row.recipients,
    active: row.active,
    nextRunAt: iso(row.next_run_at)!,
    lastRunAt: iso(row.last_run_at),
    lastStatus: row.last_status,
    lastError: row.last_error,
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: row.version,
  };
}

export function toScheduleRun(row: ScheduleRunRow): ScheduleRun {
  return { _id: row.id, scheduleId: row.schedule_id, ranAt: iso(row.ran_at)!, status: row.status, rows: row.rows, recipients: row.recipients, error: row.error };
}
