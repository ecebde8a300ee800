import { iso, type ContractVolume, type Db, type ShipmentVolumes } from '@portolan/sdk/server';

/** TEU of a container from its ISO 6346 size-type code: the first character is the length (2 = 20 ft, 4 = 40 ft, L = 45 ft). */
const CONTAINER_TEU_SQL = "CASE WHEN c.iso_type LIKE '2%' THEN 1 WHEN c.iso_type LIKE '1%' THEN 0.5 WHEN c.iso_type LIKE '3%' THEN 1.5 ELSE 2 END";

/**
 * The shipments.volumes service (SHIPMENT_VOLUMES in the SDK): per contract reference, the TEU and
 * shipment count of the shipments the company may see (own and shared with it), cancelled ones left
 * out; by month of ETD (UTC) when asked. And the shipments an owner shared with a party.
 */
export function shipmentVolumes(db: Db): ShipmentVolumes {
  return {
    async teuByContract(companyId, refs, byMonth = false) {
      const answer = new Map<string, ContractVolume>(refs.map((reference) => [reference, { reference, teu: 0, shipments: 0, ...(byMonth && { months: [] }) }]));
      if (refs.length === 0) return answer;
      const rows = await db.query<{ ref: string; month: string; teu: string | number; shipments: number }>(
        `SELECT s.contract_ref AS ref, to_char(s.etd AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS shipments,
                COALESCE(sum((SELECT sum(${CONTAINER_TEU_SQL}) FROM shipment_containers c WHERE c.shipment_id = s.id)), 0) AS teu
           FROM shipments s
          WHERE s.contract_ref = ANY($2::text[]) AND s.status <> 'CANCELLED'
            AND (s.company_id = $1 OR s.id IN (SELECT p.shipment_id FROM shipment_parties p WHERE p.company_id = $1))
          GROUP BY 1, 2 ORDER BY 1, 2`,
        [companyId, [...new Set(refs)]],
      );
      for (const row of rows.rows) {
        const entry = answer.get(row.ref)!;
        const teu = Number(row.teu);
        entry.teu += teu;
        entry.shipments += row.shipments;
        entry.months?.push({ month: row.month, teu, shipments: row.shipments });
      }
      return answer;
    },
    async sharedWith(ownerCompanyId, partyCompanyId, limit) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT s.id, s.reference, s.status, s.carrier, s.origin, s.destination, s.etd, s.eta, count(*) OVER ()::int AS total
           FROM shipments s JOIN record_parties p ON p.kind = 'shipment' AND p.record_id = s.id AND p.company_id = $2
          WHERE s.company_id = $1 ORDER BY s.etd DESC, s.id LIMIT $3`,
        [ownerCompanyId, partyCompanyId, limit],
      );
      const items = rows.rows.map((r) => ({ _id: String(r.id), reference: String(r.reference), status: String(r.status), carrier: String(r.carrier), origin: String(r.origin), destination: String(r.destination), etd: iso(r.etd)!, eta: iso(r.eta)! }));
      const count = rows.rows.length ? Number(rows.rows[0].total) : 0;
      return { count, items };
    },
  };
}
