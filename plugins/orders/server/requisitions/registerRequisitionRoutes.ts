import type { FastifyInstance } from 'fastify';
import {
  companyOf, dataBody, defineApprovalRoutes, defineRecordComments, defineResource, defineTransitions, isUuid, MAILER, ok, publicOrigin, type ServerPluginContext,
} from '@portolan/sdk/server';
import { REQUISITION_ACTIONS, REQUISITION_KIND, REQUISITION_STATES, type RequisitionState } from '../../shared/states';
import { ORDERS_API } from '../../shared/types';
import { registerApprovalRules } from './registerApprovalRules';
import { requisitionDecided } from './requisitionDecided';
import { LINE_COLUMNS, toRequisitionLine } from './requisitionRecords';
import { requisitionResource } from './requisitionResource';
import { REASON, VERSION } from './schemaParts';
import { submitRequisition } from './submitRequisition';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/**
 * Requisitions (feature 'requisitions'): the resource, its actions (submit → approval with criteria
 * facts; revise; cancel with a reason), approval routes (SDK defineApprovalRoutes: state, decide, remind),
 * comments, activity, the flat line list and the status summary; and the area's approval rules.
 */
export function registerRequisitionRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const publicUrl = String(ctx.settings.publicUrl ?? '') || undefined;
  const resource = requisitionResource(db);
  const base = ORDERS_API.requisitions;

  const noQuery = { querystring: { type: 'object', additionalProperties: false, properties: {} } };
  app.get(ORDERS_API.requisitionsSummary, { config: { access: { features: ['requisitions'], level: 'Read' } }, schema: noQuery }, async (request) => {
    const rows = await db.query<{ status: RequisitionState; n: number }>('SELECT status, count(*)::int AS n FROM requisitions WHERE company_id = $1 GROUP BY status', [companyOf(request)]);
    const statuses = Object.fromEntries(REQUISITION_STATES.map((s) => [s, 0])) as Record<RequisitionState, number>;
    for (const r of rows.rows) statuses[r.status] = Number(r.n);
    return ok({ record: { statuses, total: Object.values(statuses).reduce((a, b) => a + b, 0) } });
  });

  defineResource(app, db, resource);

  app.post<{ Params: { id: string }; Body: { data: { version: number; note?: string } } }>(
    `${base}/:id/submit/`,
    { config: { access: { features: ['requisitions'], level: REQUISITION_ACTIONS.submit.level } }, schema: { params: idParams, body: dataBody({ version: VERSION, note: { type: 'string', maxLength: 2000 } }, ['version']) } },
    async (request) => {
      const user = request.user!;
      const companyId = companyOf(request);
      const record = await db.transaction(async (tx) => {
        await submitRequisition(tx, mailer, { id: user.id, name: user.name, companyId }, request.params.id, request.body.data.version, publicOrigin(publicUrl, request));
        return resource.details!(request, request.params.id);
      });
      return ok({ record });
    },
  );

  defineTransitions(app, db, {
    resource,
    kind: REQUISITION_KIND,
    state: 'status',
    label: 'requisition',
    actions: {
      revise: { ...REQUISITION_ACTIONS.revise },
      cancel: {
        ...REQUISITION_ACTIONS.cancel,
        data: { reason: REASON },
        required: ['reason'],
        async guard(_data, { tx, current }) {
          const rfq = await tx.one("SELECT 1 AS x FROM order_rfqs WHERE requisition_id = $1 AND status NOT IN ('CANCELLED')", [current.id]);
          return rfq ? 'an order RFQ is sourcing it (cancel the RFQ first)' : undefined;
        },
        async columns(data, { tx, current, companyId }) {
          // A pending approval ends with the requisition.
          await tx.query("UPDATE approval_requests SET status = 'CANCELLED', current_level = NULL, decided_at = clock_timestamp() WHERE company_id = $1 AND kind = $2 AND record_id = $3 AND status = 'PENDING'", [
            companyId, REQUISITION_KIND, current.id,
          ]);
          return { cancel_reason: String(data.reason).trim() };
        },
      },
    },
  });

  defineApprovalRoutes(app, db, {
    path: base,
    kind: REQUISITION_KIND,
    feature: 'requisitions',
    mailer,
    linkOf: (request, id) => `${publicOrigin(publicUrl, request)}/requisitions/${id}`,
    async load(tx, companyId, id, lock) {
      if (!isUuid(id)) return undefined;
      const row = await tx.one<{ id: string; reference: string; title: string }>(`SELECT id, reference, title FROM requisitions WHERE id = $1 AND company_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, companyId]);
      return row ? { id: String(row.id), label: `requisition ${row.reference} "${row.title}"` } : undefined;
    },
    onDecided: (tx, state, user) => requisitionDecided(tx, user.companyId, state.recordId, state, user),
  });

  defineRecordComments(app, db, { base, feature: 'requisitions', parent: { kind: REQUISITION_KIND, table: 'requisitions', label: 'Requisition' } });

  app.get<{ Querystring: { requisitionId?: string; filter?: { requisitionId?: string }; limit?: number } }>(
    ORDERS_API.requisitionLineItems,
    {
      config: { access: { features: ['requisitions'], level: 'Read' } },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            requisitionId: { type: 'string', maxLength: 100 },
            filter: { type: 'object', additionalProperties: false, properties: { requisitionId: { type: 'string', maxLength: 100 } } },
            limit: { type: 'integer', minimum: 1, maximum: 1000 },
          },
        },
      },
    },
    async (request) => {
      const requisitionId = request.query.filter?.requisitionId ?? request.query.requisitionId ?? null;
      if (requisitionId !== null && !isUuid(requisitionId)) return ok({ items: [], count: 0 });
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${LINE_COLUMNS} FROM requisition_line_items li JOIN requisitions r ON r.id = li.requisition_id
          WHERE li.company_id = $1 AND ($2::uuid IS NULL OR li.requisition_id = $2) ORDER BY r.created_at DESC, r.id, li.line_no LIMIT $3`,
        [companyOf(request), requisitionId, request.query.limit ?? 500],
      );
      const items = rows.rows.map((r) => toRequisitionLine(r, String(r.currency)));
      return ok({ items, count: items.length });
    },
  );

  registerApprovalRules(app, ctx);
}
