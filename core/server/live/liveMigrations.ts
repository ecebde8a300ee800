import type { Migration } from '@portolan/sdk/server';
import liveEvents001 from './migrations/001_live_events.sql';

/** The live connection's tables (owner 'live' in portolan_migrations). */
export const liveMigrations: Migration[] = [{ name: '001_live_events', sql: liveEvents001 }];
