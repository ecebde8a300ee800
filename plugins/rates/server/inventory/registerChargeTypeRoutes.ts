import type { FastifyInstance } from 'fastify';
import { companyOf, conflict, dataBody, ok, SqlParams, type Db } from '@portolan/sdk/server';
import { CHARGE_BASES, CHARGE_STAGES, RATES_API, type ChargeBasis, type ChargeStage, type ChargeType } from '../../shared/types';

const chargeType = (r: Record<string, unknown>): ChargeType => ({
  _id: String(r.id),
  code: String(r.code),
  name: String(r.name),
  basis: r.basis as ChargeBasis,
  stage: r.stage as ChargeStage,
  builtIn: r.company_id === null,
});

/**
 * The charge-type catalogue, `/api/rates/v3/chargetype/`: `GET` the built-in types (shared by every
 * company, read-only) and the company's own; `POST {data: {code, name, basis, stage}}` adds one (Create;
 * a code the catalogue has already is a 409 naming `data.code`).
 */
export function registerChargeTypeRoutes(app: FastifyInstance, db: Db): void {
  const path = RATES_API.chargeTypes;
  const dir = { type: 'string', enum: ['asc', 'desc'] };
  const inList = (values: readonly string[]) => ({ anyOf: [{ type: 'string', enum: [...values] }, { type: 'array', maxItems: values.length, items: { type: 'string', enum: [...values] } }] });
  app.get<{ Querystring: { sort?: Record<string, 'asc' | 'desc'>; filter?: { basis?: string | string[]; stage?: string | string[]; builtIn?: boolean }; search?: string; limit?: number } }>(
    path,
    {
      config: { access: { features: ['rates'], level: 'Read' } },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            sort: { type: 'object', maxProperties: 1, properties: { code: dir, name: dir, basis: dir, stage: dir } },
            filter: { type: 'object', properties: { basis: inList(CHARGE_BASES), stage: inList(CHARGE_STAGES), builtIn: { type: 'boolean' } } },
            search: { type: 'string', maxLength: 100 },
            limit: { type: 'integer', minimum: 1, maximum: 500 },
          },
        },
      },
    },
    async (request) => {
      const { sort, filter, search } = request.query;
      const p = new SqlParams([companyOf(request)]);
      const where = ['(company_id IS NULL OR company_id = $1)'];
      const any = (v: string | string[]) => p.add(Array.isArray(v) ? v : v.split(','), 'text[]');
      if (filter?.basis) where.push(`basis = ANY(${any(filter.basis)})`);
      if (filter?.stage) where.push(`stage = ANY(${any(filter.stage)})`);
      if (filter?.builtIn !== undefined) where.push(filter.builtIn ? 'company_id IS NULL' : 'company_id IS NOT NULL');
      if (search?.trim()) where.push(`(code ILIKE ${p.add(`%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR name ILIKE $${p.values.length})`);
      const [field, order] = Object.entries(sort ?? {})[0] ?? ['stage', 'asc'];
      const orderBy = field === 'stage' ? `CASE stage WHEN 'ORIGIN' THEN 0 WHEN 'FREIGHT' THEN 1 ELSE 2 END ${order}, code` : `${field} ${order}, code`;
      const rows = await db.query(`SELECT * FROM rate_charge_types WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT 500`, p.values);
      const items = rows.rows.map(chargeType);
      return ok({ items, count: items.length });
    },
  );

  app.post<{ Body: { data: { code: string; name: string; basis: ChargeBasis; stage: ChargeStage } } }>(
    path,
    {
      config: { access: { features: ['rates'], level: 'Create' } },
      schema: {
        body: dataBody(
          {
            code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,11}$' },
            name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
            basis: { type: 'string', enum: [...CHARGE_BASES] },
            stage: { type: 'string', enum: [...CHARGE_STAGES] },
          },
          ['code', 'name', 'basis', 'stage'],
        ),
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const { code, name, basis, stage } = request.body.data;
      const duplicate = (builtIn: boolean) => conflict(`The charge type ${code} exists already${builtIn ? ' (built in)' : ''}`, 'data.code');
      const record = await db.transaction(async (tx) => {
        const taken = await tx.one('SELECT company_id FROM rate_charge_types WHERE code = $1 AND (company_id IS NULL OR company_id = $2)', [code, companyId]);
        if (taken) throw duplicate(taken.company_id === null);
        // Two adds of one code at once: the unique index refuses the second (ON CONFLICT answers no row).
        const row = await tx.one(
          `INSERT INTO rate_charge_types (company_id, code, name, basis, stage, created_by) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (company_id, code) WHERE company_id IS NOT NULL DO NOTHING RETURNING *`,
          [companyId, code, name.trim(), basis, stage, request.user!.id],
        );
        if (!row) throw duplicate(false);
        return chargeType(row);
      });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );
}
