import Big from 'big.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../Db';
import { badRequest, conflict, notFound } from '../HttpError';
import { ok } from '../envelope';
import { dataBody } from '../dataBody';
import { baseRecord } from '../resource/baseRecord';
import { isUuid } from '../resource/isUuid';
import { writeActivity } from '../records/recordActivity';
import { isCurrency } from '../../shared/currencies';
import { APPROVAL_MAX_LEVELS, type ApprovalConfiguration, type ApprovalCriteria, type ApproverCandidate } from '../../shared/approvals';
import { namesOfUsers } from './namesOfUsers';
import { criteriaOf } from './criteriaOf';
import { approvalCriteriaSchema } from './approvalCriteriaSchema';

export interface ApprovalConfigurationsSpec {
  /** Where the routes live, e.g. '/api/rfq/rfqQuoteApprovalConfigurations'. */
  path: string;
  /** The record kind the levels approve ('rfq', 'purchase-order', …). */
  kind: string;
  /** The access feature: Read to list, Update to change. */
  feature: string;
  /** How the audit trail names a level's kind (default: the kind). */
  label?: string;
  /**
   * Checks the values of a level's criteria (called when a create or update names some, empty lists left
   * out): throw `badRequest(…, 'data.criteria.supplierIds.<i>')` for a value the company does not know.
   */
  checkCriteria?(tx: Db, companyId: string, criteria: ApprovalCriteria): Promise<void>;
}

interface ConfigurationRow {
  id: string;
  company_id: string;
  kind: string;
  level: number;
  min_amount: string;
  currency: string;
  approver_ids: string[];
  criteria: unknown;
  created_at: unknown;
  updated_at: unknown;
  version: number;
}

interface ConfigurationData {
  level?: number;
  minAmount?: string;
  currency?: string;
  approverIds?: string[];
  criteria?: ApprovalCriteria;
  version?: number;
}

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const fields = {
  level: { type: 'integer', minimum: 1, maximum: APPROVAL_MAX_LEVELS },
  minAmount: { type: 'string', pattern: '^\\d{1,16}(\\.\\d{1,2})?$', maxLength: 19 },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  approverIds: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'string', maxLength: 100 } },
  criteria: approvalCriteriaSchema,
};
/** The kind of the audit entries of configuration changes (record_activity). */
const ACTIVITY_KIND = 'approval-configuration';

function toConfiguration(row: ConfigurationRow, names: Map<string, string>): ApprovalConfiguration {
  const approverIds = row.approver_ids.map(String);
  return {
    ...baseRecord(row as unknown as Record<string, unknown>),
    kind: row.kind,
    level: Number(row.level),
    minAmount: new Big(String(row.min_amount)).toFixed(2),
    currency: row.currency,
    approverIds,
    approverNames: approverIds.map((id) => names.get(id) ?? 'Former user'),
    criteria: criteriaOf(row.criteria),
  };
}

/** The audit trail's words for a level's criteria: categories by name, locations and suppliers counted (their ids mean nothing to a reader). */
function criteriaNote(criteria: ApprovalCriteria): string {
  const parts = [
    criteria.categories ? `categories ${criteria.categories.join(', ')}` : null,
    criteria.locationIds ? `${criteria.locationIds.length} location(s)` : null,
    criteria.supplierIds ? `${criteria.supplierIds.length} supplier(s)` : null,
  ].filter(Boolean);
  return parts.length ? `; only for ${parts.join('; ')}` : '; any category, location and supplier';
}

/**
 * CRUD routes for one kind's approval levels at `path`: `GET path` (the levels, Read), `GET path/approvers`
 * (the company's users to pick from, Update), `POST path` `{data: {level, minAmount, currency, approverIds,
 * criteria?}}`, `POST path/:id/` `{data: {…, version}}` (criteria, when given, replace the level's) and
 * `DELETE path/:id` (Update). Approvers must be users of the company (400 `data.approverIds.<i>`); criteria
 * values pass the spec's `checkCriteria`; one configuration per level (409 `data.level`); another company's
 * configuration is a 404. Every change is in the audit trail (kind 'approval-configuration').
 */
export function defineApprovalConfigurations(app: FastifyInstance, db: Db, spec: ApprovalConfigurationsSpec): void {
  const path = spec.path.replace(/\/+$/, '');
  const access = (level: string) => ({ access: { features: [spec.feature], level } });
  const label = spec.label ?? spec.kind;
  const userOf = (request: FastifyRequest) => request.user!;

  const answer = async (tx: Db, rows: ConfigurationRow[], companyId: string) => {
    const names = await namesOfUsers(tx, companyId, rows.flatMap((r) => r.approver_ids.map(String)));
    return rows.map((r) => toConfiguration(r, names));
  };
  const checkData = async (tx: Db, companyId: string, data: ConfigurationData) => {
    if (data.currency !== undefined && !isCurrency(data.currency)) throw badRequest('Not an ISO 4217 currency', 'data.currency');
    if (data.criteria !== undefined) {
      // Empty lists restrict nothing: dropped before they are checked or stored.
      data.criteria = criteriaOf(data.criteria);
      if (spec.checkCriteria && Object.keys(data.criteria).length > 0) await spec.checkCriteria(tx, companyId, data.criteria);
    }
    if (data.approverIds === undefined) return;
    const known = await namesOfUsers(tx, companyId, data.approverIds.filter(isUuid));
    data.approverIds.forEach((id, i) => {
      if (!isUuid(id) || !known.has(id)) throw badRequest('Not a user of your company', `data.approverIds.${i}`);
      if (data.approverIds!.indexOf(id) !== i) throw badRequest('This approver is listed twice', `data.approverIds.${i}`);
    });
  };
  const owned = async (tx: Db, companyId: string, id: string, lock = false) => {
    if (!isUuid(id)) throw notFound('Approval level not found');
    const row = await tx.one<ConfigurationRow>(`SELECT * FROM approval_configurations WHERE id = $1 AND company_id = $2 AND kind = $3${lock ? ' FOR UPDATE' : ''}`, [id, companyId, spec.kind]);
    if (!row) throw notFound('Approval level not found');
    return row;
  };
  const levelTaken = async (tx: Db, companyId: string, level: number, except: string | null) => {
    const other = await tx.one('SELECT id FROM approval_configurations WHERE company_id = $1 AND kind = $2 AND level = $3 AND id IS DISTINCT FROM $4', [companyId, spec.kind, level, except]);
    if (other) throw conflict(`Level ${level} is already configured`, 'data.level');
  };
  const note = (row: ConfigurationRow) => `${label} level ${row.level}: from ${new Big(String(row.min_amount)).toFixed(2)} ${row.currency}, ${row.approver_ids.length} approver(s)${criteriaNote(criteriaOf(row.criteria))}`;

  app.get(path, { config: access('Read') }, async (request) => {
    const user = userOf(request);
    const rows = await db.query<ConfigurationRow>('SELECT * FROM approval_configurations WHERE company_id = $1 AND kind = $2 ORDER BY level', [user.companyId, spec.kind]);
    const items = await answer(db, rows.rows, user.companyId);
    return ok({ items, count: items.length });
  });

  app.get(`${path}/approvers`, { config: access('Update') }, async (request) => {
    const rows = await db.query<{ id: string; name: string; email: string; role: string }>('SELECT id, name, email, role FROM users WHERE company_id = $1 ORDER BY lower(name), id LIMIT 1000', [
      userOf(request).companyId,
    ]);
    const items: ApproverCandidate[] = rows.rows.map((r) => ({ _id: String(r.id), name: r.name, email: r.email, role: r.role }));
    return ok({ items, count: items.length });
  });

  app.post<{ Body: { data: Required<Omit<ConfigurationData, 'version' | 'criteria'>> & Pick<ConfigurationData, 'criteria'> } }>(
    path,
    { config: access('Update'), schema: { body: dataBody(fields, ['level', 'minAmount', 'currency', 'approverIds']) } },
    async (request, reply) => {
      const user = userOf(request);
      const data = request.body.data;
      const record = await db.transaction(async (tx) => {
        await checkData(tx, user.companyId, data);
        await levelTaken(tx, user.companyId, data.level, null);
        const row = (await tx.one<ConfigurationRow>(
          'INSERT INTO approval_configurations (company_id, kind, level, min_amount, currency, approver_ids, criteria, created_by) VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7::jsonb, $8) RETURNING *',
          [user.companyId, spec.kind, data.level, data.minAmount, data.currency, data.approverIds, JSON.stringify(data.criteria ?? {}), user.id],
        ))!;
        await writeActivity(tx, { kind: ACTIVITY_KIND, recordId: row.id, companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'create', note: note(row) });
        return (await answer(tx, [row], user.companyId))[0]!;
      });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.post<{ Params: { id: string }; Body: { data: ConfigurationData & { version: number } } }>(
    `${path}/:id/`,
    { config: access('Update'), schema: { params, body: dataBody({ ...fields, version: { type: 'integer', minimum: 1 } }, ['version']) } },
    async (request) => {
      const user = userOf(request);
      const data = request.body.data;
      const record = await db.transaction(async (tx) => {
        const current = await owned(tx, user.companyId, request.params.id, true);
        if (Number(current.version) !== data.version) throw conflict(`This approval level was changed (version ${current.version}); reload it and try again`, 'data.version');
        await checkData(tx, user.companyId, data);
        if (data.level !== undefined) await levelTaken(tx, user.companyId, data.level, current.id);
        const row = (await tx.one<ConfigurationRow>(
          `UPDATE approval_configurations SET level = COALESCE($2, level), min_amount = COALESCE($3::numeric, min_amount), currency = COALESCE($4, currency),
             approver_ids = COALESCE($5::uuid[], approver_ids), criteria = COALESCE($6::jsonb, criteria), version = version + 1, updated_at = now() WHERE id = $1 RETURNING *`,
          [current.id, data.level ?? null, data.minAmount ?? null, data.currency ?? null, data.approverIds ?? null, data.criteria === undefined ? null : JSON.stringify(data.criteria)],
        ))!;
        await writeActivity(tx, { kind: ACTIVITY_KIND, recordId: row.id, companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'update', note: note(row) });
        return (await answer(tx, [row], user.companyId))[0]!;
      });
      return ok({ record });
    },
  );

  app.delete<{ Params: { id: string } }>(`${path}/:id`, { config: access('Update'), schema: { params } }, async (request) => {
    const user = userOf(request);
    await db.transaction(async (tx) => {
      const row = await owned(tx, user.companyId, request.params.id, true);
      await tx.query('DELETE FROM approval_configurations WHERE id = $1', [row.id]);
      await writeActivity(tx, { kind: ACTIVITY_KIND, recordId: row.id, companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'delete', note: note(row) });
    });
    return ok({ record: { _id: request.params.id }, message: 'Approval level deleted' });
  });
}
