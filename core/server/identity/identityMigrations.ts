import type { Migration } from '@portolan/sdk/server';
import identity001 from './migrations/001_identity.sql';
import identity002 from './migrations/002_switches.sql';
import identity003 from './migrations/003_rate_limits.sql';
import identity004 from './migrations/004_records.sql';
import identity005 from './migrations/005_identity_notify.sql';
import identity006 from './migrations/006_link_keys.sql';
import identity007 from './migrations/007_reference_counters.sql';
import identity008 from './migrations/008_approvals.sql';
import identity009 from './migrations/009_approval_criteria.sql';

/** The core's own migrations, applied before any plugin's (owner 'identity'). */
export const identityMigrations: Migration[] = [
  { name: '001_identity', sql: identity001 },
  { name: '002_switches', sql: identity002 },
  { name: '003_rate_limits', sql: identity003 },
  { name: '004_records', sql: identity004 },
  { name: '005_identity_notify', sql: identity005 },
  { name: '006_link_keys', sql: identity006 },
  { name: '007_reference_counters', sql: identity007 },
  { name: '008_approvals', sql: identity008 },
  { name: '009_approval_criteria', sql: identity009 },
];
