import { badRequest, iso, isUuid, type Db, type NewShipment, type ShipmentProgress, type ShipmentRecords } from '@portolan/sdk/server';
import { assertShipment } from './shipmentRules';
import { insertShipment } from './bulkRoutes';

/**
 * The SHIPMENT_RECORDS service: other areas create shipments under the shipments API's own rules
 * (assertShipment, unique reference per company), in their transaction.
 */
export function shipmentRecords(): ShipmentRecords {
  return {
    async create(tx: Db, companyId: string, userId: string, shipments: readonly NewShipment[], field: string): Promise<string[]> {
      const ids: string[] = [];
      for (const [i, s] of shipments.entries()) {
        try {
          assertShipment(s);
        } catch (error) {
          const e = error as { field?: string; message: string };
          throw badRequest(e.message, e.field?.replace(/^data\./, `${field}.${i}.`) ?? `${field}.${i}`);
        }
        const clash = await tx.one('SELECT 1 FROM shipments WHERE company_id = $1 AND reference = $2', [companyId, s.reference.trim()]);
        if (clash) throw badRequest(`A shipment with reference ${s.reference} already exists`, `${field}.${i}.reference`);
        ids.push(await insertShipment(tx, companyId, userId, s));
      }
      return ids;
    },
    async progress(db: Db, companyId: string, ids: readonly string[]): Promise<ShipmentProgress[]> {
      const wanted = ids.filter(isUuid);
      if (!wanted.length) return [];
      const rows = await db.query<{ id: string; reference: string; status: ShipmentProgress['status']; carrier: string; pol: string; pod: string; etd: unknown; eta: unknown; atd: unknown; ata: unknown }>(
        'SELECT id, reference, status, carrier, pol, pod, etd, eta, atd, ata FROM shipments WHERE company_id = $1 AND id = ANY($2::uuid[])',
        [companyId, wanted],
      );
      return rows.rows.map((r) => ({
        id: String(r.id), reference: r.reference, status: r.status, carrier: r.carrier, pol: r.pol, pod: r.pod,
        etd: iso(r.etd)!, eta: iso(r.eta)!, atd: iso(r.atd), ata: iso(r.ata),
      }));
    },
  };
}
