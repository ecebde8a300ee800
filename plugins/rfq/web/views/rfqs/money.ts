import { formatMoney } from '@portolan/sdk';

/** An exact decimal amount with its currency for people (`USD 1,234.50`), `—` when there is none. */
export function money(amount: string | null | undefined, currency: string): string {
  return amount === null || amount === undefined || amount === '' ? '—' : formatMoney({ decimal: amount }, currency);
}
