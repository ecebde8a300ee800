import type { ServerPluginContext } from '@portolan/sdk/server';
import { livePayProvider } from './livePayProvider';
import type { PayDeps } from './PayDeps';
import { sandboxPayProvider, type SandboxOptions } from './sandboxPayProvider';
import { sandboxWebhookSecret } from './sandboxWebhookSecret';

/**
 * The pay2corp deps of the plugin's context: the live API when `payProvider` is 'live' (PORTOLAN_PAY2CORP=live
 * with _URL, _KEY and _WEBHOOK_SECRET), else the labelled sandbox (secret: the configured one or one
 * derived from the installation's signing key).
 */
export function payDepsOf(ctx: ServerPluginContext, sandbox: Pick<SandboxOptions, 'delayMs'> = {}): PayDeps {
  const settings = ctx.settings as Record<string, unknown>;
  const configured = String(settings.payWebhookSecret ?? '');
  const { db, log, services, live, scheduler } = ctx;
  if (settings.payProvider === 'live') {
    const provider = livePayProvider({ baseUrl: String(settings.payUrl ?? ''), apiKey: String(settings.payKey ?? ''), webhookSecret: configured });
    return { db, log, services, live, scheduler, provider, webhookSecret: async () => configured };
  }
  let derived: Promise<string> | undefined;
  const webhookSecret = async () => configured || (derived ??= sandboxWebhookSecret(db));
  return { db, log, services, live, scheduler, webhookSecret, provider: sandboxPayProvider({ db, scheduler, secret: webhookSecret, ...sandbox }) };
}
