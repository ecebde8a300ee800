import type { Container } from 'inversify';
import { HttpClient } from '@portolan/sdk';
import { TrackingStore, TrackingStoreToken } from './stores/TrackingStore';

/** Binds the trackings plugin's store into its container (loaded lazily by the plugin declaration). */
export function bindTrackingServices(c: Container): void {
  c.bind(TrackingStoreToken).toDynamicValue((ctx) => new TrackingStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
}
