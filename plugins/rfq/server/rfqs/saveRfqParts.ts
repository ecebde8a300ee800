import { badRequest, isUuid, type Db } from '@portolan/sdk/server';
import type { RfqLaneInput, RfqTerm } from '../../shared/types';

/** Replaces an RFQ's lanes with these (line numbers 1…n in the given order; bids on removed lanes go with them). */
export async function replaceLanes(tx: Db, rfqId: string, companyId: string, lanes: readonly RfqLaneInput[]): Promise<void> {
  const existing = await tx.query<{ id: string }>('SELECT id FROM rfq_lanes WHERE rfq_id = $1', [rfqId]);
  const kept = new Set(existing.rows.map((r) => String(r.id)));
  await tx.query('DELETE FROM rfq_lanes WHERE rfq_id = $1', [rfqId]);
  if (lanes.length === 0) return;
  const reuse = (id: string | undefined) => (id && kept.delete(id) ? id : null);
  const col = <T>(pick: (l: RfqLaneInput) => T) => lanes.map(pick);
  await tx.query(
    `INSERT INTO rfq_lanes (id, rfq_id, company_id, line_no, origin, destination, container_type, volume, commodity, requirements, baseline_amount, current_amount, incumbent_company_id)
     SELECT coalesce(u.id, gen_random_uuid()), $1, $2, u.n, u.origin, u.destination, u.container_type, u.volume, u.commodity, u.requirements, u.baseline, u.current, u.incumbent
       FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[], $10::numeric[], $11::numeric[], $12::uuid[]) WITH ORDINALITY
            AS u(id, origin, destination, container_type, volume, commodity, requirements, baseline, current, incumbent, n)`,
    [
      rfqId,
      companyId,
      // A lane of this RFQ keeps its id when the client sends it back (comments name lanes by id); once.
      col((l) => reuse(l._id)),
      col((l) => l.origin),
      col((l) => l.destination),
      col((l) => l.containerType),
      col((l) => l.volume),
      col((l) => l.commodity?.trim() || null),
      col((l) => l.requirements?.trim() || null),
      col((l) => l.baselineAmount ?? null),
      col((l) => l.currentAmount ?? null),
      col((l) => l.incumbentCompanyId ?? null),
    ],
  );
}

/** Makes the invitations exactly these vendors: new ones INVITED, removed ones deleted, the others kept as they are. Answers the new ones. */
export async function replaceInvitations(tx: Db, rfqId: string, companyId: string, vendors: ReadonlyMap<string, string | null>): Promise<string[]> {
  const ids = [...vendors.keys()];
  await tx.query('DELETE FROM rfq_invitations WHERE rfq_id = $1 AND NOT (company_id = ANY($2::uuid[]))', [rfqId, ids]);
  const added = await tx.query<{ company_id: string }>(
    `INSERT INTO rfq_invitations (rfq_id, company_id, owner_company_id, vendor_group_id)
     SELECT $1, u.vendor, $2, u.grp FROM unnest($3::uuid[], $4::uuid[]) AS u(vendor, grp)
     ON CONFLICT (rfq_id, company_id) DO NOTHING RETURNING company_id`,
    [rfqId, companyId, ids, ids.map((id) => vendors.get(id) ?? null)],
  );
  return added.rows.map((r) => String(r.company_id));
}

/** The terms of one of the company's term groups, in the group's order (400 on `data.termGroupId` when it is not the company's). */
export async function termsOfGroup(tx: Db, companyId: string, termGroupId: string): Promise<RfqTerm[]> {
  const group = isUuid(termGroupId) ? await tx.one<{ term_ids: string[] }>('SELECT term_ids FROM rfq_term_groups WHERE id = $1 AND company_id = $2', [termGroupId, companyId]) : undefined;
  if (!group) throw badRequest('Term group not found', 'data.termGroupId');
  const rows = await tx.query<{ title: string; body: string }>(
    `SELECT t.title, t.body FROM unnest($2::uuid[]) WITH ORDINALITY AS g(id, n) JOIN rfq_terms t ON t.id = g.id AND t.company_id = $1 ORDER BY g.n`,
    [companyId, group.term_ids ?? []],
  );
  return rows.rows.map((r) => ({ title: r.title, body: r.body }));
}
