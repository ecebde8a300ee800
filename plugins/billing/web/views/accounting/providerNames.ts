import type { AccountingProvider } from '../../../shared/types';

/** The accounting system's product name. */
export const PROVIDER_NAMES: Record<AccountingProvider, string> = { QUICKBOOKS: 'QuickBooks Online', ZOHO: 'Zoho Books' };

/** The settings key holding the tax of a GST rate: QuickBooks TaxCode Ids, Zoho Books tax ids (notes/accounting.md). */
export const taxKeyOf = (provider: AccountingProvider, rate: number): string => `${provider === 'QUICKBOOKS' ? 'taxCode' : 'taxId'}.${rate}`;

/** "1 invoice could not be pushed", "3 invoices could not be pushed". */
export const failuresText = (count: number): string => `${count} ${count === 1 ? 'invoice' : 'invoices'} could not be pushed`;
