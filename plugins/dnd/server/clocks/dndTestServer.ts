import type { ServerPlugin, ServerPluginContext } from '@portolan/sdk/server';
import { createTestServer, type Dialect, type TestServer } from '@portolan/sdk/testing/server';
import dndPlugin from '../index';
import type { ClockContext } from './containerClocks';
import { equipmentStandIn, type StandInJourney } from './equipmentStandIn';

export interface DndTestServer {
  server: TestServer;
  /** Acme's admin, an Acme viewer, an Acme operator, Bluewave's admin (the other company). */
  tokens: { acme: string; viewer: string; operator: string; bluewave: string };
  acmeId: string;
  bluewaveId: string;
  /** The clock functions' context on this server. */
  ctx: ClockContext;
  equipment: ReturnType<typeof equipmentStandIn>;
}

/** The D&D API on a fresh database with the demo accounts and a SHIPMENT_EQUIPMENT stand-in the test fills (equipmentStandIn). */
export async function dndTestServer(dialect: Dialect): Promise<DndTestServer> {
  const equipment = equipmentStandIn();
  // The plugin as it is, keeping the context the host gives it (its services: the stand-in, the real MAILER).
  let captured: ServerPluginContext | undefined;
  const dnd: ServerPlugin = { ...dndPlugin, routes: (app, context) => ((captured = context), dndPlugin.routes!(app, context)) };
  const server = await createTestServer({ plugins: ['auth', equipment.plugin, dnd], dialect });
  await server.seed('auth');
  const acme = await server.login('shipper@portolan.test', 'portolan-demo');
  const bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
  const { companyId } = (await server.identity.authenticate(server.db, acme))!;
  const { companyId: bluewaveId } = (await server.identity.authenticate(server.db, bluewave))!;
  const token = async (role: string) => {
    const user = await server.identity.createUser(server.db, { companyId, email: `${role}@dnd.test`, name: `Acme ${role}`, password: { hash: 'x' }, role });
    return server.identity.issueToken(server.db, user._id);
  };
  const ctx: ClockContext = { db: server.db, services: captured!.services };
  return { server, tokens: { acme, bluewave, viewer: await token('viewer'), operator: await token('operator') }, acmeId: companyId, bluewaveId, ctx, equipment };
}

let serial = 0;
/** A journey for the stand-in: one container of one shipment (ids made up, valid uuids). */
export function journey(companyId: string, fields: Partial<StandInJourney> & Pick<StandInJourney, 'events'>): StandInJourney {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    containerId: `00000000-0000-4000-8000-00000000${n}`,
    number: `MSKU${String(1000000 + serial).slice(1)}${serial % 10}`,
    isoType: '42G1',
    shipmentId: `00000000-0000-4000-9000-00000000${n}`,
    shipmentReference: `SHP-${n}`,
    ownerCompanyId: companyId,
    carrier: 'MAEU',
    bookingNumber: null,
    blNumber: null,
    contractRef: null,
    status: 'ARRIVED',
    pol: 'INNSA',
    pod: 'NLRTM',
    vessel: null,
    voyage: null,
    shipper: null,
    consignee: null,
    sealNumber: null,
    weightKg: null,
    etd: '2026-01-01T00:00:00Z',
    eta: '2026-01-25T00:00:00Z',
    atd: null,
    ata: null,
    ...fields,
  };
}
