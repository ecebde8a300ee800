import Big from 'big.js';
import type { Db } from '@portolan/sdk/server';
import type { ExchangeRateProvider, ExchangeTable } from './ExchangeRateProvider';
import { divide, rateText, roundMoney } from './money';

/** The company's exchange-rate table in use: the newest one its admin set, else the provider's. One statement. */
export async function exchangeTableOf(db: Db, companyId: string, provider: ExchangeRateProvider): Promise<ExchangeTable> {
  const row = await db.one<{ base: string; rates: Record<string, string> | string; rate_date: string; source: string }>(
    'SELECT base, rates, rate_date, source FROM rate_exchange_tables WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [companyId],
  );
  if (!row) return provider.latest();
  return { base: row.base, rates: typeof row.rates === 'string' ? JSON.parse(row.rates) : row.rates, rateDate: String(row.rate_date), source: row.source };
}

/** The table's rates re-expressed for another base (cross rates through the table's base): units of each currency for one `base`. */
export function ratesFor(table: ExchangeTable, base: string): Record<string, string> | undefined {
  const per = unitsPerBase(table);
  const baseUnits = per.get(base);
  if (!baseUnits) return undefined;
  return Object.fromEntries([...per.entries()].map(([code, units]) => [code, rateText(divide(units, baseUnits))]));
}

function unitsPerBase(table: ExchangeTable): Map<string, Big> {
  const per = new Map<string, Big>(Object.entries(table.rates).map(([code, value]) => [code, new Big(value)]));
  per.set(table.base, new Big(1));
  return per;
}

/** A conversion as an option shows it. */
export type Conversion = { from: string; to: string; rate: string; rateDate: string; source: string };

/** Converts amounts with one table: `rate(from, to)` = units of `to` for one `from` (through the table's base, 10 decimals). */
export class Converter {
  private readonly per: Map<string, Big>;
  private readonly cache = new Map<string, string>();

  constructor(readonly table: ExchangeTable) {
    this.per = unitsPerBase(table);
  }

  knows(currency: string): boolean {
    return this.per.has(currency);
  }

  rate(from: string, to: string): string {
    if (from === to) return '1';
    const key = `${from}>${to}`;
    let rate = this.cache.get(key);
    if (rate === undefined) {
      const a = this.per.get(from);
      const b = this.per.get(to);
      if (!a || !b) throw new Error(`No exchange rate for ${!a ? from : to}`);
      rate = rateText(divide(b, a));
      this.cache.set(key, rate);
    }
    return rate;
  }

  /** `amount` (in `from`) in `to`, rounded half-even to the minor unit of `to`. */
  convert(amount: string, from: string, to: string): string {
    return roundMoney(new Big(amount).times(this.rate(from, to)), to);
  }

  conversion(from: string, to: string): Conversion {
    return { from, to, rate: this.rate(from, to), rateDate: this.table.rateDate, source: this.table.source };
  }
}
