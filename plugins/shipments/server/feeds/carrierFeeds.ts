import { FeedRegistry } from './FeedRunner';
import { simulatorAdapter } from './simulatorAdapter';
import { dcsaWebhookAdapter } from './dcsaWebhookAdapter';
import type { CarrierFeedAdapter } from './CarrierFeedAdapter';

/** Whether the simulated carrier feed may serve new subscriptions: PORTOLAN_TRACKING_SIMULATOR=1/0, default on outside production. */
export function simulatorEnabled(env: string, flag = process.env.PORTOLAN_TRACKING_SIMULATOR): boolean {
  return flag === '1' || (flag !== '0' && env !== 'production');
}

/** The carrier feeds of this server: real ones configured by environment, then the simulator. */
export function carrierFeeds(): FeedRegistry {
  const adapters: CarrierFeedAdapter[] = [];
  const secret = process.env.PORTOLAN_DCSA_WEBHOOK_SECRET;
  if (secret) adapters.push(dcsaWebhookAdapter(secret, (process.env.PORTOLAN_DCSA_CARRIERS ?? '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean)));
  adapters.push(simulatorAdapter);
  return new FeedRegistry(adapters);
}

