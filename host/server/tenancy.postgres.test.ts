import { testDatabases } from '@portolan/sdk/testing/server';
import { tenancySuite } from './tenancySuite';

// PostgreSQL when a server answers (testDatabases); the PGlite half is tenancy.pglite.test.ts.
if (testDatabases().includes('postgres')) tenancySuite('postgres');
