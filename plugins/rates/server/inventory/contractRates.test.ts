import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, provide, GEOCODER, SCHEDULE_SAILINGS, SHIPMENT_VOLUMES } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import plugin from '../index';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { insertRates, type RateInput } from './rateInput';
import { addContractRates, contractRates } from './contractRates';

/** The services the rates plugin requires; these tests never search, so they answer nothing. */
const fakes = defineServerPlugin({
  id: 'contract-rates-fakes',
  provides: [
    provide(GEOCODER, () => ({ autocomplete: async () => [], place: async () => undefined, nearestPorts: async () => [] })),
    provide(SCHEDULE_SAILINGS, () => ({ nextSailings: async () => [] })),
    provide(SHIPMENT_VOLUMES, () => ({ teuByContract: async () => new Map(), sharedWith: async () => ({ count: 0, items: [] }) })),
  ],
});
const today = todayUtc();
const lane = { origin: 'INNSA', destination: 'NLRTM', containerType: '42G1' };
const contract = (over: Partial<RateInput>): RateInput => ({ kind: 'FCL', side: 'CONTRACT', carrier: 'MAEU', ...lane, amount: '1500', currency: 'USD', validFrom: addDays(today, -10), validTo: addDays(today, 30), ...over });

describe.each(testDatabases())('contract rates of the inventory on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let other: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: [fakes, plugin], dialect });
    acme = (await server.identity.createCompany(server.db, { name: 'Contract Shipper', kind: 'shipper' }))._id;
    other = (await server.identity.createCompany(server.db, { name: 'Other Shipper', kind: 'shipper' }))._id;
  }, 60_000);
  afterAll(async () => server?.close());

  it('answers the cheapest CONTRACT freight valid on the day per lane, lanes without one absent, in the lanes order', async () => {
    await server.db.transaction((tx) =>
      insertRates(tx, { companyId: acme, userId: null }, [
        contract({ amount: '1500' }),
        contract({ amount: '1400', carrier: 'MSCU' }),
        contract({ amount: '900', validFrom: addDays(today, 40), validTo: addDays(today, 90) }), // not valid today
        contract({ amount: '800', side: 'BUY' }), // not a contract
        contract({ amount: '700', containerType: '22G1' }),
      ]),
    );
    await server.db.transaction((tx) => insertRates(tx, { companyId: other, userId: null }, [contract({ amount: '100' })]));
    const rates = await contractRates(server.db, acme, [{ ...lane, containerType: '22G1' }, { origin: 'INMUN', destination: 'USNYC', containerType: '42G1' }, lane], today);
    expect(rates.map((r) => [r.containerType, r.amount, r.carrier])).toEqual([
      ['22G1', '700', 'MAEU'],
      ['42G1', '1400', 'MSCU'],
    ]);
    expect(rates[1]).toMatchObject({ currency: 'USD', validTo: addDays(today, 30) });
    expect(await contractRates(server.db, acme, [], today)).toEqual([]);
  });

  it('writes awarded rates as CONTRACT FCL freight per container with the contract reference', async () => {
    const ids = await server.db.transaction((tx) =>
      addContractRates(tx, other, null, [
        { origin: 'INMAA', destination: 'SGSIN', containerType: '45G1', amount: '612.50', currency: 'USD', carrier: 'ONEY', validFrom: today, validTo: addDays(today, 365), transitDays: 9, freeDays: 14, contractRef: 'RFQ-2026-00001', remarks: 'Awarded' },
      ]),
    );
    expect(ids).toHaveLength(1);
    const row = await server.db.one<Record<string, unknown>>('SELECT kind, side, basis, charge_code, stage, amount::text AS amount, contract_ref, free_days FROM rates WHERE id = $1', [ids[0]]);
    expect(row).toEqual({ kind: 'FCL', side: 'CONTRACT', basis: 'PER_CONTAINER', charge_code: null, stage: null, amount: '612.50', contract_ref: 'RFQ-2026-00001', free_days: 14 });
    const [found] = await contractRates(server.db, other, [{ origin: 'INMAA', destination: 'SGSIN', containerType: '45G1' }], today);
    expect(found).toMatchObject({ rateId: ids[0], amount: '612.50' });
  });
});
