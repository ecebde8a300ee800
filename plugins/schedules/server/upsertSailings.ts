import type { Db } from '@portolan/sdk/server';
import type { SailingRow } from './sailingRow';

const COLUMNS = ['company_id', 'carrier', 'service', 'vessel', 'imo', 'voyage', 'origin', 'destination', 'departs_at', 'arrives_at', 'origin_offset', 'destination_offset', 'transit_days', 'via', 'doc_cutoff_at', 'vgm_cutoff_at', 'cargo_cutoff_at', 'source', 'created_by'];
const CHUNK = 400;

/** The identity of a sailing: carrier, vessel, voyage, POL, POD. */
const keyOf = (r: SailingRow) => [r.carrier, r.vessel, r.voyage, r.origin, r.destination].join('\u0001');

/**
 * Writes sailings of a company, inserting new ones and updating (version + 1) those with the same
 * carrier, vessel, voyage, POL and POD. Run it inside the caller's transaction for all-or-nothing.
 */
export async function upsertSailings(tx: Db, companyId: string, userId: string | null, rows: SailingRow[]): Promise<{ imported: number; updated: number }> {
  const unique = [...new Map(rows.map((r) => [keyOf(r), r])).values()]; // the last row of a repeated sailing wins
  let imported = 0;
  let updated = 0;
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const values = chunk.map((r) => {
      const row = [companyId, r.carrier, r.service, r.vessel, r.imo, r.voyage, r.origin, r.destination, r.departsAt.toISOString(), r.arrivesAt.toISOString(), r.originOffset, r.destinationOffset, r.transitDays, JSON.stringify(r.via), r.docCutoffAt?.toISOString() ?? null, r.vgmCutoffAt?.toISOString() ?? null, r.cargoCutoffAt?.toISOString() ?? null, r.source, userId];
      const first = params.length;
      params.push(...row);
      return `(${row.map((_, i) => (COLUMNS[i] === 'via' ? `ARRAY(SELECT jsonb_array_elements_text($${first + i + 1}::jsonb))` : `$${first + i + 1}`)).join(', ')})`;
    });
    const result = await tx.query<{ inserted: boolean }>(
      `INSERT INTO schedule_sailings (${COLUMNS.join(', ')}) VALUES ${values.join(', ')}
       ON CONFLICT (company_id, carrier, vessel, voyage, origin, destination) DO UPDATE SET
         service = EXCLUDED.service, imo = EXCLUDED.imo, departs_at = EXCLUDED.departs_at, arrives_at = EXCLUDED.arrives_at,
         origin_offset = EXCLUDED.origin_offset, destination_offset = EXCLUDED.destination_offset, transit_days = EXCLUDED.transit_days,
         via = EXCLUDED.via, doc_cutoff_at = EXCLUDED.doc_cutoff_at, vgm_cutoff_at = EXCLUDED.vgm_cutoff_at, cargo_cutoff_at = EXCLUDED.cargo_cutoff_at,
         source = EXCLUDED.source, updated_at = now(), version = schedule_sailings.version + 1
       RETURNING (xmax = 0) AS inserted`,
      params,
    );
    for (const r of result.rows) {
      if (r.inserted) imported++;
      else updated++;
    }
  }
  return { imported, updated };
}
