import type { Container } from 'inversify';
import { HttpClient } from '@portolan/sdk';
import { ContainersStore, ContainersStoreToken, InvoicesStore, InvoicesStoreToken } from './stores/ListStores';
import { ShipmentsStore, ShipmentsStoreToken } from './stores/ShipmentsStore';

/** Binds the shipments plugin's stores into its container (loaded lazily by the plugin declaration). */
export function bindShipmentsServices(c: Container): void {
  c.bind(ShipmentsStoreToken).toDynamicValue((ctx) => new ShipmentsStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
  c.bind(ContainersStoreToken).toDynamicValue((ctx) => new ContainersStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
  c.bind(InvoicesStoreToken).toDynamicValue((ctx) => new InvoicesStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
}
