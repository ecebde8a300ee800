import { defineServerPlugin, MAILER, provide, SHIPMENT_EQUIPMENT, type OutgoingEmail } from '@portolan/sdk/server';
import { createTestServer, type Dialect } from '@portolan/sdk/testing/server';
import dndPlugin from '../index';
import type { ClockContext } from '../clocks/containerClocks';
import type { DndTestServer } from '../clocks/dndTestServer';
import { equipmentStandIn } from '../clocks/equipmentStandIn';

/**
 * The D&D plugin alone (plugin objects only, no discovery of the other plugins): SHIPMENT_EQUIPMENT from
 * the stand-in the test fills, MAILER into `emails`, and the shipments plugin's access features
 * `shipments` and `containers` (the inventory and container journeys are served under them), as the
 * shipments plugin declares them. Companies and users are made through the identity kernel.
 */
export async function inventoryTestServer(dialect: Dialect): Promise<DndTestServer & { emails: OutgoingEmail[] }> {
  const equipment = equipmentStandIn();
  const emails: OutgoingEmail[] = [];
  const host = defineServerPlugin({
    id: 'dnd-test-host',
    features: [
      { name: 'shipments', title: 'Shipments', routes: ['/container-shipment'], levels: ['Read', 'Create', 'Update', 'Delete', 'Approve'] },
      { name: 'containers', title: 'Containers', routes: ['/container-inventory'], levels: ['Read', 'Create', 'Update', 'Delete'] },
    ],
    provides: [provide(MAILER, () => ({ queue: async (_db, email) => void emails.push(email) }))],
  });
  const server = await createTestServer({ plugins: [host, equipment.plugin, dndPlugin], dialect });
  const company = async (name: string) => (await server.identity.createCompany(server.db, { name, kind: 'shipper' }))._id;
  const user = async (companyId: string, key: string, role: string) => {
    const u = await server.identity.createUser(server.db, { companyId, email: `${key}@dnd-inventory.test`, name: `${key} user`, password: { hash: 'x' }, role });
    return server.identity.issueToken(server.db, u._id);
  };
  const acmeId = await company('Acme Test Imports');
  const bluewaveId = await company('Bluewave Test Logistics');
  const ctx: ClockContext = { db: server.db, services: { get: (t) => (t === SHIPMENT_EQUIPMENT ? equipment.service : undefined) as never, find: () => undefined } };
  const tokens = { acme: await user(acmeId, 'acme', 'admin'), viewer: await user(acmeId, 'viewer', 'viewer'), operator: await user(acmeId, 'operator', 'operator'), bluewave: await user(bluewaveId, 'bluewave', 'admin') };
  return { server, tokens, acmeId, bluewaveId, ctx, equipment, emails };
}
