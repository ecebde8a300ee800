import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, isUuid, dataBody, defineResource, defineTransitions, findVisible, notFound, ok, writeActivity, type ServerPluginContext } from '@portolan/sdk/server';
import { LEAD_ACTIONS, LEAD_STATES, type LeadState } from '../../shared/states';
import { LEAD_KIND, QUOTES_API } from '../../shared/types';
import { leadResource } from './leadResource';

/** Any id (an unknown or malformed one is the same 404 as another company's). */
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

/**
 * The forwarder's leads: the list and details (`leadResource`), the LEAD_ACTIONS moves
 * (`POST leads/:id/<action>/`, `:id/activity`) and `POST leads/:id/` `{data: {status, notes?, version}}`
 * — a move to `status` by the state table (409 naming the current state when none leads there; the
 * same status only saves the notes), written to the lead's audit trail.
 */
export function registerLeadAdminRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  defineResource(app, db, leadResource);
  defineTransitions(app, db, { resource: leadResource, kind: LEAD_KIND, state: 'status', label: 'lead', actions: LEAD_ACTIONS });

  app.post<{ Params: { id: string }; Body: { data: { status: LeadState; notes?: string | null; version: number } } }>(
    `${QUOTES_API.leads}/:id/`,
    {
      config: { access: { features: ['enquiries'], level: 'Update' } },
      schema: {
        params: idParams,
        body: dataBody({ status: { type: 'string', enum: [...LEAD_STATES] }, notes: { type: ['string', 'null'], maxLength: 2000 }, version: { type: 'integer', minimum: 1 } }, ['status', 'version']),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, notes, version } = request.body.data;
      const companyId = companyOf(request);
      const user = request.user!;
      if (!isUuid(id)) throw notFound('Lead not found');
      const rec = await db.transaction(async (tx) => {
        const current = await tx.one<Record<string, unknown>>('SELECT * FROM quote_leads WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]);
        if (!current) throw notFound('Lead not found');
        const from = String(current.status) as LeadState;
        const move = Object.entries(LEAD_ACTIONS).find(([, rule]) => rule.to === status && (rule.from as readonly string[]).includes(from));
        if (status !== from && !move) throw conflict(`Cannot move the lead to ${status}: the lead is ${from}`, 'data.status');
        if (Number(current.version) !== version) throw conflict(`This lead was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        const nextNotes = notes === undefined ? ((current.notes as string | null) ?? null) : notes?.trim() || null;
        await tx.query('UPDATE quote_leads SET status = $3, notes = $4, version = version + 1, updated_at = now() WHERE id = $1 AND company_id = $2', [id, companyId, status, nextNotes]);
        if (move) await writeActivity(tx, { kind: LEAD_KIND, recordId: id, companyId, actorId: user.id, actorName: user.name, action: move[0], from, to: status });
        else if (nextNotes !== current.notes) await writeActivity(tx, { kind: LEAD_KIND, recordId: id, companyId, actorId: user.id, actorName: user.name, action: 'notes', note: nextNotes });
        const row = await findVisible(tx, leadResource, companyId, id);
        const lead = leadResource.toRecord(row!);
        await leadResource.expand!(tx, [lead], { companyId, many: false });
        return lead;
      });
      return ok({ record: rec });
    },
  );
}
