import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, dataBody, ok, type Db } from '@portolan/sdk/server';
import { RATES_API, type ExchangeRates } from '../../shared/types';
import type { ExchangeRateProvider, ExchangeTable } from './ExchangeRateProvider';
import { exchangeTableOf, ratesFor } from './exchangeRates';
import { isCurrency } from '@portolan/sdk/shared';

const CODE = { type: 'string', pattern: '^[A-Z]{3}$' };
const RATE = { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,12})?$' };

function answer(table: ExchangeTable, base: string): ExchangeRates {
  const rates = ratesFor(table, base);
  if (!rates) throw badRequest(`base ${base} is not in the exchange-rate table`, 'base');
  return { base, rates, supportedCurrencies: Object.keys(rates).sort(), rateDate: table.rateDate, source: table.source };
}

/**
 * `/api/enquiries/exchange-rate` (SPEC §7): `GET ?base=USD` → `{base, rates, supportedCurrencies,
 * rateDate, source}` from the company's table (else the provider's snapshot), cross rates through the
 * table's base; `POST {data: {base, rates, rateDate, source}}` (Update on rates, an admin's or
 * manager's job) saves a new table — earlier ones stay as history.
 */
export function registerExchangeRateRoutes(app: FastifyInstance, db: Db, provider: ExchangeRateProvider): void {
  const path = RATES_API.exchangeRate;
  app.get<{ Querystring: { base?: string } }>(
    path,
    { config: { access: { features: ['rates'], level: 'Read' } }, schema: { querystring: { type: 'object', properties: { base: CODE } } } },
    async (request) => ok(answer(await exchangeTableOf(db, companyOf(request), provider), request.query.base ?? 'USD')),
  );

  app.post<{ Body: { data: ExchangeTable } }>(
    path,
    {
      config: { access: { features: ['rates'], level: 'Update' } },
      schema: {
        body: dataBody(
          {
            base: CODE,
            rates: { type: 'object', minProperties: 1, maxProperties: 200, propertyNames: { pattern: '^[A-Z]{3}$' }, additionalProperties: RATE },
            rateDate: { type: 'string', format: 'date' },
            source: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
          },
          ['base', 'rates', 'rateDate', 'source'],
        ),
      },
    },
    async (request) => {
      const { base, rates, rateDate, source } = request.body.data;
      if (!isCurrency(base)) throw badRequest('data.base must be an ISO 4217 currency code', 'data.base');
      for (const [code, value] of Object.entries(rates)) {
        if (!isCurrency(code)) throw badRequest(`data.rates.${code} is not an ISO 4217 currency code`, `data.rates.${code}`);
        if (!/[1-9]/.test(value)) throw badRequest(`data.rates.${code} must be more than 0`, `data.rates.${code}`);
      }
      if (rates[base] !== undefined && !/^1(\.0*)?$/.test(rates[base])) throw badRequest(`data.rates.${base} must be 1 (the base)`, `data.rates.${base}`);
      const table: ExchangeTable = { base, rates: { ...rates, [base]: '1' }, rateDate, source: source.trim() };
      await db.query('INSERT INTO rate_exchange_tables (company_id, base, rates, rate_date, source, created_by) VALUES ($1, $2, $3, $4, $5, $6)', [
        companyOf(request),
        base,
        JSON.stringify(table.rates),
        rateDate,
        table.source,
        request.user!.id,
      ]);
      return ok(answer(table, base));
    },
  );
}
