import type { AccountingConnection } from '../../shared/types';
import { AccountingError } from './AccountingAdapter';

const NAMES = { QUICKBOOKS: 'QuickBooks', ZOHO: 'Zoho Books' } as const;

export function providerName(connection: Pick<AccountingConnection, 'provider'>): string {
  return NAMES[connection.provider];
}

/** The vendor's customer id for our customer: settings `customer.<companyId>`, else `customer.<name>`. */
export function customerIdOf(connection: AccountingConnection, companyId: string | null, name: string): string {
  const id = (companyId && connection.settings[`customer.${companyId}`]) || connection.settings[`customer.${name}`];
  if (!id) throw new AccountingError(`Map customer ${name} to a ${providerName(connection)} customer first`, undefined, true);
  return id;
}

/** A required setting (`taxCode.18`, `tdsTaxId.2` …), or a clear error naming it. */
export function settingOf(connection: AccountingConnection, key: string, what: string): string {
  const value = connection.settings[key];
  if (!value) throw new AccountingError(`Set ${what} (setting "${key}") in the ${providerName(connection)} connection first`, undefined, true);
  return value;
}

/** Settings keys for a GST rate: 18 → "18", 0.25 → "0.25". */
export function rateKey(rate: number): string {
  return String(Number(rate));
}
