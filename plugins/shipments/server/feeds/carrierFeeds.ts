import { FeedRegistry } from './FeedRunner';
import { simulatorAdapter } from './simulatorAdapter';
import { dcsaWebhookAdapter } from './dcsaWebhookAdapter';
import type { CarrierFeedAdapter } from './CarrierFeedAdapter';

/** Settings of the real feeds (the shipments plugin's config: PORTOLAN_DCSA_WEBHOOK_SECRET, PORTOLAN_DCSA_CARRIERS). */
export interface FeedSettings {
  dcsaWebhookSecret: string;
  dcsaCarriers: string;
}

/** The carrier feeds of this server: real ones configured in the settings, then the simulator. */
export function carrierFeeds(settings: FeedSettings = { dcsaWebhookSecret: '', dcsaCarriers: '' }): FeedRegistry {
  const adapters: CarrierFeedAdapter[] = [];
  if (settings.dcsaWebhookSecret) adapters.push(dcsaWebhookAdapter(settings.dcsaWebhookSecret, settings.dcsaCarriers.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean)));
  adapters.push(simulatorAdapter);
  return new FeedRegistry(adapters);
}
