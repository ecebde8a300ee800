import { testDatabases } from '@portolan/sdk/testing/server';
import { fuzzSuite } from './fuzzSuite';

// PostgreSQL when a server answers (testDatabases); the PGlite half is fuzz.pglite.test.ts.
if (testDatabases().includes('postgres')) fuzzSuite('postgres');
