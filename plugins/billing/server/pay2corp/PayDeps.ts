import type { ServerPluginContext } from '@portolan/sdk/server';
import type { BillingDeps } from '../BillingDeps';
import type { PayProvider } from './PayProvider';

/** What the pay2corp steps need: billing's deps, the live connections, the scheduler and the provider in use. */
export interface PayDeps extends BillingDeps {
  live: ServerPluginContext['live'];
  scheduler: ServerPluginContext['scheduler'];
  provider: PayProvider;
  /** The secret webhooks are signed with (the live provider's, or the sandbox's derived one). */
  webhookSecret: () => Promise<string>;
}
