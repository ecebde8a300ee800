import type { Container } from 'inversify';
import { HttpClient } from '@portolan/sdk';
import { ShipmentsStore, ShipmentsStoreToken } from './stores/ShipmentsStore';

/** Binds the shipments plugin's store into its container (loaded lazily by the plugin declaration). */
export function bindShipmentsServices(c: Container): void {
  c.bind(ShipmentsStoreToken).toDynamicValue((ctx) => new ShipmentsStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
}
