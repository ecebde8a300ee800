import type { FastifyInstance } from 'fastify';
import { badRequest, bodyOf, companyOf, notFound, ok, type Db } from '@portolan/sdk/server';
import { RATE_KINDS, RATES_API, type RateSearch } from '../../shared/types';
import type { ExchangeRateProvider } from './ExchangeRateProvider';
import type { RateSearchService } from './RateSearchService';
import { RATE_SEARCH_SCHEMA } from './searchSchemas';
import { Converter, exchangeTableOf } from './exchangeRates';
import { laneAverage } from './laneAverage';
import { filteredRates, type FilteredRatesQuery } from './filteredRates';

const LOCODE = { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' };
const read = { access: { features: ['rates'], level: 'Read' } };

/**
 * The rate search (README "Search"): `estimates` (priced options), `estimate` (one option by its
 * freight rate), `filteredRates` (a lane's raw rows, with history) and `average` (the market view).
 * `estimates`, `estimate` and `average` read the caller's rows and its network's SELL rows;
 * `filteredRates` only the caller's own (an inventory view). Searching reads; nothing is written.
 */
export function registerSearchRoutes(app: FastifyInstance, db: Db, search: RateSearchService, provider: ExchangeRateProvider): void {
  app.post<{ Body: { data: RateSearch } }>(RATES_API.estimates, { config: read, schema: { body: bodyOf(RATE_SEARCH_SCHEMA) } }, async (request) =>
    ok(await search.search(companyOf(request), request.body.data)),
  );

  app.post<{ Body: { data: { rateId: string; search: RateSearch } } }>(
    RATES_API.estimate,
    {
      config: read,
      schema: { body: bodyOf({ type: 'object', additionalProperties: false, required: ['rateId', 'search'], properties: { rateId: { type: 'string', format: 'uuid' }, search: RATE_SEARCH_SCHEMA } }) },
    },
    async (request) => {
      const answer = await search.search(companyOf(request), request.body.data.search, request.body.data.rateId);
      if (!answer.items.length) throw notFound('No option of this rate fits the search');
      return ok({ record: answer.items[0] });
    },
  );

  app.post<{ Body: { data: FilteredRatesQuery } }>(
    RATES_API.filteredRates,
    {
      config: read,
      schema: {
        body: bodyOf({
          type: 'object',
          additionalProperties: false,
          required: ['origin', 'destination'],
          properties: {
            origin: LOCODE,
            destination: LOCODE,
            kind: { type: 'string', enum: [...RATE_KINDS] },
            containerType: { type: 'string', pattern: '^[0-9A-Z]{4}$' },
            onDay: { type: 'string', format: 'date' },
            includeExpired: { type: 'boolean' },
          },
        }),
      },
    },
    async (request) => ok(await filteredRates(db, companyOf(request), request.body.data)),
  );

  app.get<{ Querystring: { origin: string; destination: string; containerType: string; currency?: string; months?: number } }>(
    RATES_API.average,
    {
      config: read,
      schema: {
        querystring: {
          type: 'object',
          required: ['origin', 'destination', 'containerType'],
          properties: {
            origin: LOCODE,
            destination: LOCODE,
            containerType: { type: 'string', pattern: '^[0-9A-Z]{4}$' },
            currency: { type: 'string', pattern: '^[A-Z]{3}$' },
            months: { type: 'integer', minimum: 1, maximum: 36 },
          },
        },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const converter = new Converter(await exchangeTableOf(db, companyId, provider));
      const currency = request.query.currency ?? 'USD';
      if (!converter.knows(currency)) throw badRequest(`currency ${currency} is not in the exchange-rate table`, 'currency');
      const record = await laneAverage(db, companyId, { ...request.query, currency, months: request.query.months ?? 12 }, converter);
      return ok({ record });
    },
  );
}
