import type { SeedContext } from '@portolan/sdk/server';

/** What billing's shared steps (issue, apply a payment, settle) need: the database, the log and the services (NOTIFIER, MAILER, QUOTE_CHARGES …). Both the routes' context and the seed's context are one. */
export type BillingDeps = Pick<SeedContext, 'db' | 'log' | 'services'>;
