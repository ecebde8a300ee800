import { tenancySuite } from './tenancySuite';

// The embedded database; the PostgreSQL half is tenancy.postgres.test.ts (two files, so two workers run them side by side).
tenancySuite('pglite');
