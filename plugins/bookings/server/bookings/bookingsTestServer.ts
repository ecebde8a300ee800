import { connectCompanies } from '@portolan/sdk/server';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import bookingsPlugin from '../index';
import type { BookingConfirmation, BookingRequest } from '../../shared/types';

export interface BookingsTestServer {
  server: TestServer;
  /** Acme (shipper) admin, Acme viewer, Bluewave (provider) admin, Bluewave operator, Harbourline (another forwarder, not connected to Acme). */
  tokens: { acme: string; acmeViewer: string; bluewave: string; bluewaveOperator: string; other: string };
  ids: { acme: string; bluewave: string; other: string; asha: string };
}

/**
 * The bookings API (with auth and shipments) on a fresh database of the dialect: the demo accounts,
 * Acme connected to Bluewave, a viewer at Acme, an operator at Bluewave, and Harbourline (signed in,
 * not in Acme's network).
 */
export async function bookingsTestServer(dialect: Dialect): Promise<BookingsTestServer> {
  const server = await createTestServer({ plugins: ['auth', 'shipments', bookingsPlugin], dialect });
  await server.seed('auth');
  const acme = await server.login('shipper@portolan.test', 'portolan-demo');
  const bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  const other = await server.login('vendor2@portolan.test', 'portolan-demo');
  const me = async (token: string) => (await server.identity.authenticate(server.db, token))!;
  const acmeUser = await me(acme);
  const ids = { acme: acmeUser.companyId, bluewave: (await me(bluewave)).companyId, other: (await me(other)).companyId, asha: acmeUser.id };
  await connectCompanies(server.db, ids.acme, ids.bluewave);
  const token = async (companyId: string, role: string) => {
    const user = await server.identity.createUser(server.db, { companyId, email: `${role}-${companyId.slice(0, 8)}@bookings.test`, name: `Test ${role}`, password: { hash: 'x' }, role });
    return server.identity.issueToken(server.db, user._id);
  };
  return { server, ids, tokens: { acme, bluewave, other, acmeViewer: await token(ids.acme, 'viewer'), bluewaveOperator: await token(ids.bluewave, 'operator') } };
}

/** A valid request of Acme to Bluewave: Nhava Sheva → Rotterdam, two 40' high cubes of garments and one reefer of shrimps. */
export function testRequest(providerCompanyId: string, over: Partial<BookingRequest> = {}): BookingRequest {
  return {
    providerCompanyId,
    carrier: 'MAEU',
    pol: 'INNSA',
    pod: 'NLRTM',
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cargoMovementType: 'FCL',
    expectedDepartureDate: addDays(todayUtc(), 10),
    incoTerms: 'FOB',
    shipper: { name: 'Acme Exports Pvt. Ltd.', email: 'shipper@portolan.test' },
    consignee: { name: 'Van Dijk Retail B.V.', address: 'Rotterdam' },
    equipment: [
      { isoType: '45G1', count: 2 },
      { isoType: '45R1', count: 1, reefer: { temperature: '-18.0', unit: 'CEL' } },
    ],
    cargo: [
      { hsCode: '610910', description: 'Cotton T-shirts', packages: 1200, packageCode: 'CT', grossWeightKg: '10800.5', volumeCbm: '70' },
      { hsCode: '030617', description: 'Frozen shrimps', packages: 2000, packageCode: 'CT', grossWeightKg: '22000' },
    ],
    customerReference: 'PO-1',
    ...over,
  };
}

/** A confirmation of Bluewave for a booking, sailing in `days`. */
export function testConfirmation(cbr: string, days = 12, over: Partial<BookingConfirmation> = {}): BookingConfirmation {
  const etd = addDays(todayUtc(), days);
  return {
    carrierBookingReference: cbr,
    vessel: 'MAERSK ESSEN',
    voyage: '614W',
    etd: `${etd}T18:00:00+05:30`,
    eta: `${addDays(etd, 24)}T06:00:00+01:00`,
    cutOffs: { documentation: `${addDays(etd, -3)}T17:00:00+05:30`, vgm: `${addDays(etd, -2)}T12:00:00+05:30`, cargo: `${addDays(etd, -1)}T18:00:00+05:30` },
    equipmentRelease: { depot: 'Speedy CFS', releaseReference: 'REL-1', availableFrom: null },
    ...over,
  };
}
