import { COUNTRY_NAMES, type FilterDef } from '@portolan/sdk';

/** Country choices (ISO 3166-1 alpha-2) by name. */
export const COUNTRY_OPTIONS = Object.entries(COUNTRY_NAMES)
  .map(([value, name]) => ({ value, label: `${name} (${value})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The currencies offered first in the pickers (any ISO 4217 code is accepted by the server). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'CNY', 'AED', 'SGD', 'JPY', 'HKD', 'VND', 'BDT', 'TRY'];

/** A state or kind as people read it ('DISTRIBUTION_CENTRE' → 'Distribution centre'). */
export const words = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

/** The "Active" filter of the catalogue lists (`filter[active]`). */
export const ACTIVE_FILTER: FilterDef = {
  id: 'active',
  label: 'Active',
  kind: 'select',
  options: [
    { value: 'true', label: 'Active' },
    { value: 'false', label: 'Inactive' },
  ],
};

/** Text values of a form as the API's nullable fields: trimmed, empty → null. */
export function nullable<K extends string>(values: Record<K, string>, keys: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(keys.map((k) => [k, values[k].trim() || null])) as Record<K, string | null>;
}
