import { fuzzSuite } from './fuzzSuite';

// The embedded database; the PostgreSQL half is fuzz.postgres.test.ts (two files, so two workers run them side by side).
fuzzSuite('pglite');
