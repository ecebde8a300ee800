import type { Migration } from '@portolan/sdk/server';
import scheduledJobs001 from './migrations/001_scheduled_jobs.sql';
import dropScheduledJobs002 from './migrations/002_drop_scheduled_jobs.sql';

/** The core's own tables beside the identity kernel's (owner 'core' in portolan_migrations). */
export const schedulerMigrations: Migration[] = [
  { name: '001_scheduled_jobs', sql: scheduledJobs001 },
  { name: '002_drop_scheduled_jobs', sql: dropScheduledJobs002 },
];
