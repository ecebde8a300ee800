import type { Container } from 'inversify';
import { HttpClient } from '@portolan/sdk';
import { RateSearchStore, RateSearchStoreToken } from './stores/RateSearchStore';
import { RateInventoryStore, RateInventoryStoreToken } from './stores/RateInventoryStore';
import { RateImportStore, RateImportStoreToken } from './stores/RateImportStore';

/** Binds the rates plugin's stores into its container (loaded with the first screen, not at boot). One line per store. */
export function bindRatesServices(c: Container): void {
  c.bind(RateSearchStoreToken).toDynamicValue((ctx) => new RateSearchStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
  c.bind(RateInventoryStoreToken).toDynamicValue((ctx) => new RateInventoryStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
  c.bind(RateImportStoreToken).toDynamicValue((ctx) => new RateImportStore(ctx.get<HttpClient>(HttpClient))).inSingletonScope();
}
