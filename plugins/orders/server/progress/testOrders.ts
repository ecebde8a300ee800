import { addDays, todayUtc } from '@portolan/sdk/shared';
import { defineServerPlugin, SHIPMENT_RECORDS, type ShipmentRecords } from '@portolan/sdk/server';
import { createTestServer, type TestServer } from '@portolan/sdk/testing/server';
import type { Dialect } from '@portolan/sdk/testing/server';
import type { Milestone, OrderState } from '../../shared/states';
import type { NewOrderLine, NewPurchaseOrder } from '../../shared/types';
import ordersPlugin from '../index';
import { insertPurchaseOrder } from '../orders/insertPurchaseOrder';
import { refreshOrder } from '../orders/refreshOrder';

/** A day relative to today (UTC). */
export const day = (offset: number) => addDays(todayUtc(), offset);

export interface Account { companyId: string; userId: string; token: string }

/** The test world of the progress routes: the orders plugin beside auth (MAILER) and shipments (SHIPMENT_RECORDS / _TRACKING). */
export interface OrdersWorld {
  server: TestServer;
  acme: Account;
  viewer: Account;
  other: Account;
  /** Company-master suppliers by key: acme's `alpha`, `beta`; the other company's `theirs`. */
  suppliers: Record<'alpha' | 'beta' | 'theirs', string>;
  /** The shipments plugin's SHIPMENT_RECORDS, for calling syncShipmentMilestones directly. */
  shipmentRecords: ShipmentRecords;
}

export async function startOrdersWorld(dialect: Dialect): Promise<OrdersWorld> {
  let shipmentRecords: ShipmentRecords | undefined;
  const grab = defineServerPlugin({ id: 'orders-test-services', requires: [SHIPMENT_RECORDS], routes: (_app, ctx) => void (shipmentRecords = ctx.services.get(SHIPMENT_RECORDS)) });
  const server = await createTestServer({ plugins: ['auth', 'shipments', ordersPlugin, grab], dialect });
  const account = async (companyId: string, email: string, role: string): Promise<Account> => {
    const u = await server.identity.createUser(server.db, { companyId, email, name: email.split('@')[0]!, password: { hash: 'x' }, role });
    return { companyId, userId: u._id, token: await server.identity.issueToken(server.db, u._id) };
  };
  const acmeCompany = await server.identity.createCompany(server.db, { name: 'Acme Orders Test', kind: 'shipper' });
  const otherCompany = await server.identity.createCompany(server.db, { name: 'Other Buyer Test', kind: 'shipper' });
  const supplier = async (companyId: string, code: string, name: string) =>
    String((await server.db.one<{ id: string }>("INSERT INTO company_master (company_id, code, name, kind, country, port) VALUES ($1, $2, $3, 'SUPPLIER', 'CN', 'CNSHA') RETURNING id", [companyId, code, name]))!.id);
  return {
    server,
    acme: await account(acmeCompany._id, 'buyer@orders.test', 'admin'),
    viewer: await account(acmeCompany._id, 'viewer@orders.test', 'viewer'),
    other: await account(otherCompany._id, 'other@orders.test', 'admin'),
    shipmentRecords: shipmentRecords!,
    suppliers: { alpha: await supplier(acmeCompany._id, 'ALPHA', 'Alpha Textiles'), beta: await supplier(acmeCompany._id, 'BETA', 'Beta Ceramics'), theirs: await supplier(otherCompany._id, 'THEIRS', 'Their Supplier') },
  };
}

export const line = (over: Partial<NewOrderLine> = {}): NewOrderLine => ({
  sku: 'SKU-1', description: 'Cotton shirts', quantity: '100', unit: 'PCS', unitPrice: '5.00', cargoReadyDate: day(-5), requiredDeliveryDate: day(30), ...over,
});

export interface OrderSetup {
  status?: OrderState;
  /** Actual days per line number and milestone. */
  actuals?: Record<number, Partial<Record<Milestone, string>>>;
  cancelledLines?: number[];
}

/** Inserts an order (insertPurchaseOrder), puts it in `status`, records actual days and refreshes it. Answers its id. */
export async function makeOrder(world: OrdersWorld, account: Account, input: Partial<NewPurchaseOrder> & { supplierId: string }, setup: OrderSetup = {}): Promise<string> {
  const { db } = world.server;
  return db.transaction(async (tx) => {
    const id = await insertPurchaseOrder(tx, account.companyId, account.userId, {
      orderDate: day(-30), incoterm: 'FOB', currency: 'USD', pol: 'CNSHA', pod: 'NLRTM', lines: [line()], ...input,
    });
    await tx.query('UPDATE purchase_orders SET status = $2 WHERE id = $1', [id, setup.status ?? 'ISSUED']);
    for (const [lineNo, days] of Object.entries(setup.actuals ?? {})) {
      for (const [milestone, actual] of Object.entries(days)) {
        await tx.query(
          "UPDATE order_milestones m SET actual_date = $4, source = 'USER' FROM order_line_items li WHERE li.id = m.line_item_id AND li.order_id = $1 AND li.line_no = $2 AND m.milestone = $3",
          [id, Number(lineNo), milestone, actual],
        );
      }
    }
    if (setup.cancelledLines?.length) await tx.query('UPDATE order_line_items SET cancelled = true WHERE order_id = $1 AND line_no = ANY($2::int[])', [id, setup.cancelledLines]);
    await refreshOrder(tx, id);
    return id;
  });
}

/** The ids of an order's lines by line number. */
export async function lineIds(world: OrdersWorld, orderId: string): Promise<string[]> {
  const rows = await world.server.db.query<{ id: string }>('SELECT id FROM order_line_items WHERE order_id = $1 ORDER BY line_no', [orderId]);
  return rows.rows.map((r) => String(r.id));
}
