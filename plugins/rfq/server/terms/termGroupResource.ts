import { badRequest, baseRecord, isUuid, type Db, type ResourceSpec } from '@portolan/sdk/server';
import { RFQ_API, type TermGroup } from '../../shared/types';

const GROUP = {
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  termIds: { type: 'array', maxItems: 100, uniqueItems: true, items: { type: 'string', maxLength: 100 } },
};

/** The term ids, each one of the company's terms (400 naming `data.termIds.<i>`). */
async function checkTerms(db: Db, companyId: string, termIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM rfq_terms WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, termIds.filter(isUuid)]);
  const own = new Set(rows.rows.map((r) => String(r.id)));
  const bad = termIds.findIndex((id) => !own.has(id));
  if (bad >= 0) throw badRequest('Term not found', `data.termIds.${bad}`);
  return [...termIds];
}

/** Named, ordered sets of the company's terms (`/api/rfq/termGroups`) that an RFQ copies. */
export const termGroupResource: ResourceSpec<TermGroup> = {
  base: RFQ_API.termGroups,
  table: 'rfq_term_groups',
  feature: 'rfq',
  fields: { createdAt: { column: 'created_at', type: 'timestamp', sort: true } },
  defaultSort: { field: 'createdAt', dir: 'asc' },
  search: { columns: ['name'] },
  toRecord: (row) => ({ ...baseRecord(row), name: String(row.name), termIds: ((row.term_ids as string[] | null) ?? []).map(String) }),
  create: {
    data: { type: 'object', additionalProperties: false, required: ['name'], properties: GROUP },
    columns: async (data: { name: string; termIds?: string[] }, { tx, companyId, userId }) => ({ name: data.name.trim(), term_ids: await checkTerms(tx, companyId, data.termIds ?? []), created_by: userId }),
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: GROUP },
    columns: async (data: { name?: string; termIds?: string[] }, _current, { tx, companyId }) => ({
      ...(data.name !== undefined && { name: data.name.trim() }),
      ...(data.termIds !== undefined && { term_ids: await checkTerms(tx, companyId, data.termIds) }),
    }),
  },
};
