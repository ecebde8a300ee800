import type { FastifyInstance } from 'fastify';
import {
  bodyOf, companyOf, conflict, defineRecordComments, defineResource, defineTransitions, findOwnedForUpdate, findVisible, list, notFound, ok, registerRecordKind,
  SHIPMENT_EQUIPMENT, writeActivity, type Db, type ServerPluginContext, type TransitionContext, type WriteContext,
} from '@portolan/sdk/server';
import { EGM_ACTIONS, type EgmState } from '../../shared/states';
import { API, EGM_KIND, type EgmRecord } from '../../shared/types';
import { customsGatewayFromEnv } from './customsGateway';
import { submitEgm } from './egmFilings';
import { toEgm, toFiling } from './egmRecord';
import { EGM_SCOPE, egmDetails, egmResource } from './egmResource';
import { EGM_UPDATE } from './egmSchemas';
import { egmSailings, sailingKey } from './egmSailings';
import { validateEgm } from './validateEgm';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const access = (level: 'Read' | 'Update' | 'Delete') => ({ access: { features: ['egm'], level } });
const version = { type: 'integer', minimum: 1 };
/** States in which validation has nothing left to say: the EGM is with customs or accepted by it. */
const NOT_VALIDATABLE: readonly EgmState[] = ['FILED', 'ACKNOWLEDGED', 'AMENDED'];

/**
 * The EGM API (README "EGM"): the manifests resource (list, details, create from a sailing, POST :id/ and
 * PUT :id edits), DELETE :id (drafts), :id/validate, the guarded moves file / amend / redraft with their
 * audit trail (EGM_ACTIONS), comments, the filings and their flat files, and the company's sailings.
 * The customs gateway is the one PORTOLAN_CUSTOMS_GATEWAY names (only the sandbox exists): a bad value
 * stops the start.
 */
export function registerEgmRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const gateway = customsGatewayFromEnv(db, { testing: ctx.config.env === 'test' });
  const journeysOf = (via: Db, companyId: string, egm: Pick<EgmRecord, 'vessel' | 'voyage'>) => ctx.services.get(SHIPMENT_EQUIPMENT).journeys(via, companyId, { vessel: egm.vessel, voyage: egm.voyage });
  registerRecordKind(db, EGM_SCOPE);
  const resource = egmResource(ctx, gateway);
  defineResource(app, db, resource);

  // PUT :id — the same edit as POST :id/ (the SDK's update path), for clients that replace the record.
  app.put<{ Params: { id: string }; Body: { data: Record<string, unknown> & { version: number } } }>(
    `${API.egm}/:id`,
    {
      config: access('Update'),
      schema: { params: idParams, body: bodyOf({ ...EGM_UPDATE, required: ['version'], properties: { ...EGM_UPDATE.properties, version } }) },
    },
    async (request) => {
      const companyId = companyOf(request);
      const record = await db.transaction(async (tx) => {
        const current = await findOwnedForUpdate(tx, 'egm_manifests', companyId, request.params.id);
        if (!current) throw notFound('EGM not found');
        if (Number(current.version) !== request.body.data.version) throw conflict(`This EGM was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        const w: WriteContext = { request, companyId, userId: request.user!.id, options: {}, tx };
        const { version: _v, ...changes } = request.body.data;
        const columns = await resource.update!.columns(changes, current, w);
        const names = Object.keys(columns);
        await tx.query(
          `UPDATE egm_manifests SET ${[...names.map((n, i) => `${n} = $${i + 3}`), 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1 AND company_id = $2`,
          [current.id, companyId, ...names.map((n) => columns[n])],
        );
        await resource.update!.after!(String(current.id), changes, current, w);
        return egmDetails(tx, companyId, String(current.id));
      });
      return ok({ record });
    },
  );

  app.delete<{ Params: { id: string } }>(`${API.egm}/:id`, { config: access('Delete'), schema: { params: idParams } }, async (request) => {
    const companyId = companyOf(request);
    const user = request.user!;
    await db.transaction(async (tx) => {
      const current = await findOwnedForUpdate(tx, 'egm_manifests', companyId, request.params.id);
      if (!current) throw notFound('EGM not found');
      if (current.state !== 'DRAFT') throw conflict(`Cannot delete: the EGM is ${String(current.state)}`);
      await tx.query('DELETE FROM egm_manifests WHERE id = $1 AND company_id = $2', [current.id, companyId]);
      await writeActivity(tx, { kind: EGM_KIND, recordId: String(current.id), companyId, actorId: user.id, actorName: user.name, action: 'delete', from: 'DRAFT', to: null, note: `${String(current.vessel)} ${String(current.voyage)} from ${String(current.pol)}` });
    });
    return ok({ id: request.params.id });
  });

  app.post<{ Params: { id: string }; Body?: { data?: { version?: number } } }>(
    `${API.egm}/:id/validate`,
    {
      config: access('Update'),
      schema: { params: idParams, body: { type: 'object', properties: { data: { type: 'object', additionalProperties: false, properties: { version } } } } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      return db.transaction(async (tx) => {
        const current = await findOwnedForUpdate(tx, 'egm_manifests', companyId, request.params.id);
        if (!current) throw notFound('EGM not found');
        const expected = request.body?.data?.version;
        if (expected !== undefined && Number(current.version) !== expected) throw conflict(`This EGM was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        const state = String(current.state) as EgmState;
        if (NOT_VALIDATABLE.includes(state)) throw conflict(`Cannot validate: the EGM is ${state}`);
        const egm = toEgm(current);
        const problems = validateEgm(egm, await journeysOf(tx, companyId, egm));
        const to: EgmState = problems.length ? 'DRAFT' : 'VALIDATED';
        await tx.query('UPDATE egm_manifests SET state = $2, problems = $3, version = version + 1, updated_at = now() WHERE id = $1', [current.id, to, JSON.stringify(problems)]);
        await writeActivity(tx, { kind: EGM_KIND, recordId: egm._id, companyId, actorId: user.id, actorName: user.name, action: 'validate', from: state, to, note: problems.length ? `${problems.length} problem(s) found` : 'No problems found' });
        return ok({ record: await egmDetails(tx, companyId, egm._id), problems });
      });
    },
  );

  defineTransitions(app, db, {
    resource,
    kind: EGM_KIND,
    state: 'state',
    label: 'EGM',
    actions: {
      file: {
        ...EGM_ACTIONS.file,
        // Checked again at filing time: the shipments may have changed since the validation.
        async guard(_data, c: TransitionContext) {
          const egm = toEgm(c.current);
          const problems = validateEgm(egm, await journeysOf(c.tx, c.companyId, egm));
          return problems.length ? `${problems.length} problem(s) found (first: ${problems[0].message}): validate again` : undefined;
        },
        async columns(_data, c: TransitionContext) {
          await submitEgm(c.tx, gateway, { companyId: c.companyId, userId: c.userId, row: c.current });
          return { problems: '[]' };
        },
      },
      amend: { ...EGM_ACTIONS.amend, columns: (_data, c: TransitionContext) => ({ amendment_no: Number(c.current.amendment_no) + 1, problems: '[]' }) },
      redraft: EGM_ACTIONS.redraft,
    },
  });
  defineRecordComments(app, db, { base: API.egm, feature: 'egm', parent: EGM_SCOPE });

  app.get<{ Params: { id: string } }>(`${API.egm}/:id/filings`, { config: access('Read'), schema: { params: idParams } }, async (request) => {
    const companyId = companyOf(request);
    if (!(await findVisible(db, EGM_SCOPE, companyId, request.params.id))) throw notFound('EGM not found');
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM egm_filings WHERE egm_id = $1 AND company_id = $2 ORDER BY submitted_at DESC, id DESC', [request.params.id, companyId]);
    return list(rows.rows.map(toFiling), rows.rows.length);
  });

  app.get<{ Params: { id: string; filingId: string } }>(
    `${API.egm}/:id/filings/:filingId/file`,
    {
      config: access('Read'),
      schema: { params: { type: 'object', required: ['id', 'filingId'], properties: { id: { type: 'string', maxLength: 100 }, filingId: { type: 'string', maxLength: 100 } } } },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const { id, filingId } = request.params;
      const egm = await findVisible(db, EGM_SCOPE, companyId, id);
      const row = egm && (await findVisible(db, { table: 'egm_filings' }, companyId, filingId));
      if (!row || String(row.egm_id) !== id) throw notFound('Filing not found');
      return reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${String(row.file_name)}"`).send(String(row.content));
    },
  );

  app.get<{ Querystring: { from?: string; to?: string } }>(
    API.egmSailings,
    {
      config: access('Read'),
      schema: { querystring: { type: 'object', additionalProperties: false, properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } } } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const journeys = await ctx.services.get(SHIPMENT_EQUIPMENT).journeys(db, companyId, {});
      const egms = await db.query<{ id: string; state: EgmState; vessel: string; voyage: string; pol: string }>('SELECT id, state, vessel, voyage, pol FROM egm_manifests WHERE company_id = $1', [companyId]);
      const byKey = new Map(egms.rows.map((e) => [sailingKey(e.vessel, e.voyage, e.pol), { id: String(e.id), state: e.state }]));
      const items = egmSailings(journeys, byKey, request.query);
      return list(items, items.length);
    },
  );
}
