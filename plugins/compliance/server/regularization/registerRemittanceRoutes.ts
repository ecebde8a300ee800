import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, dataBody, defineResource, isUuid, notFound, ok, type Db, type ResourceSpec, type ServerPluginContext } from '@portolan/sdk/server';
import { PARTNER_BANKS } from '../../shared/states';
import { API, type RemittanceRecord } from '../../shared/types';
import { access, DAY_SCHEMA, idParams } from './regularizationAccess';
import { checkedRemittance, checkReferenceFree, insertRemittance, toRemittance, type NewRemittance } from './remittanceRecords';

const REMITTANCE_PROPERTIES = {
  bankReference: { type: 'string', maxLength: 60 },
  remittanceDate: DAY_SCHEMA,
  amount: { type: 'string', maxLength: 30 },
  currency: { type: 'string', maxLength: 3 },
  purposeCode: { type: 'string', maxLength: 10 },
  remitterName: { type: 'string', maxLength: 200 },
  remitterCountry: { type: ['string', 'null'], maxLength: 2 },
  bank: { type: 'string', enum: Object.keys(PARTNER_BANKS) },
} as const;

/**
 * Inward remittances (`/api/regularization/remittances`): list and details through defineResource
 * (filters currency, bank, purpose code, date range, `available`; search reference and remitter), create,
 * PUT and DELETE while nothing of the remittance is utilized (409 otherwise).
 */
export function registerRemittanceRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const base = API.remittances;
  const resource: ResourceSpec<RemittanceRecord> = {
    base,
    table: 'inward_remittances',
    feature: 'regularization',
    fields: {
      currency: { column: 'currency', type: 'text', filter: 'in' },
      bank: { column: 'bank', type: 'text', filter: 'in' },
      purposeCode: { column: 'purpose_code', type: 'text', filter: 'in' },
      remittanceDate: { column: 'remittance_date', type: 'date', filter: 'range', sort: true },
      amount: { column: 'amount_minor', type: 'integer', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
    },
    customFilters: {
      available: { schema: { type: 'string', enum: ['true', 'false'] }, sql: (value) => (String(value) === 'true' ? 't.utilized_minor < t.amount_minor' : 't.utilized_minor >= t.amount_minor') },
    },
    defaultSort: { field: 'remittanceDate', dir: 'desc' },
    search: { columns: ['search_text'] },
    toRecord: toRemittance,
  };
  defineResource(app, db, resource);

  const read = async (tx: Db, companyId: string, id: string) => toRemittance((await tx.one<Record<string, unknown>>('SELECT * FROM inward_remittances WHERE id = $1 AND company_id = $2', [id, companyId]))!);

  app.post<{ Body: { data: NewRemittance } }>(
    base,
    { config: access('Create'), schema: { body: dataBody({ ...REMITTANCE_PROPERTIES }, ['bankReference', 'remittanceDate', 'amount', 'currency', 'purposeCode', 'remitterName', 'bank']) } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const rec = await db.transaction(async (tx) => read(tx, companyId, await insertRemittance(tx, companyId, request.user!.id, request.body.data)));
      return reply.status(201).send(ok({ record: rec, id: rec._id }));
    },
  );

  const lockUnused = async (tx: Db, companyId: string, id: string, version: number | undefined, verb: string) => {
    const current = isUuid(id) ? await tx.one<Record<string, unknown>>('SELECT * FROM inward_remittances WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]) : undefined;
    if (!current) throw notFound('Remittance not found');
    const used = Number(current.utilized_minor) > 0 || (await tx.one('SELECT 1 FROM bill_realizations WHERE remittance_id = $1 LIMIT 1', [id]));
    if (used) throw conflict(`Cannot ${verb}: the remittance is already matched to bills`, 'data.version');
    if (version !== undefined && Number(current.version) !== version) {
      throw conflict(`This record was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
    }
    return current;
  };

  app.put<{ Params: { id: string }; Body: { data: Partial<NewRemittance> & { version: number } } }>(
    `${base}/:id`,
    { config: access('Update'), schema: { params: idParams, body: dataBody({ ...REMITTANCE_PROPERTIES, version: { type: 'integer', minimum: 1 } }, ['version']) } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params;
      const rec = await db.transaction(async (tx) => {
        const { version, ...changes } = request.body.data;
        const current = await lockUnused(tx, companyId, id, version, 'change');
        const r = checkedRemittance({ ...toRemittance(current), ...changes } as NewRemittance);
        await checkReferenceFree(tx, companyId, r, id);
        await tx.query(
          `UPDATE inward_remittances SET bank_reference = $3, remittance_date = $4, amount_minor = $5, currency = $6, purpose_code = $7, remitter_name = $8,
             remitter_country = $9, bank = $10, search_text = $11, updated_at = now(), version = version + 1 WHERE id = $1 AND company_id = $2`,
          [id, companyId, r.bankReference, r.remittanceDate, r.amountMinor.toString(), r.currency, r.purposeCode, r.remitterName, r.remitterCountry, r.bank, `${r.bankReference}\n${r.remitterName}`],
        );
        return read(tx, companyId, id);
      });
      return ok({ record: rec });
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { version?: number } }>(
    `${base}/:id`,
    { config: access('Delete'), schema: { params: idParams, querystring: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } } } } },
    async (request) => {
      const companyId = companyOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockUnused(tx, companyId, id, request.query.version, 'delete');
        await tx.query('DELETE FROM inward_remittances WHERE id = $1 AND company_id = $2', [id, companyId]);
      });
      return ok({ record: { _id: id }, message: 'Remittance deleted' });
    },
  );
}
