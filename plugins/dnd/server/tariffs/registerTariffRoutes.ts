import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  badRequest, checkFileType, companyOf, defineResource, isUuid, MAX_UPLOAD_BYTES, notFound, ok, readSheet, SHIPMENT_EQUIPMENT,
  type Db, type ResourceSpec, type ServerPluginContext, type WriteContext,
} from '@portolan/sdk/server';
import { DND_API, type DndOverride, type DndTariff, type NewDndOverride, type NewDndTariff, type TariffUploadResult } from '../../shared/types';
import { refreshClocks } from '../clocks/containerClocks';
import { toOverride, toTariff } from './tariffRecord';
import { assertTariff, checkTariffKeyFree, normalOverride, normalTariff, OVERRIDE_PROPERTIES, TARIFF_PROPERTIES, TARIFF_REQUIRED, tariffColumns } from './tariffRules';
import { isTariffColumn, tariffsOfSheet, tariffTemplate } from './tariffSheet';

const access = (level: 'Read' | 'Create' | 'Update' | 'Delete') => ({ access: { features: ['dnd'], level } });

/**
 * Tariffs (`rates`: defineResource with tierProblems validation, DELETE, the bulk upload and its
 * template) and overrides (negotiated free time per shipment or contract), feature `dnd`. Every write
 * re-prices the company's clocks in its own transaction, so a list read after it shows the new terms.
 */
export function registerTariffRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db, services } = ctx;
  const reprice = (tx: Db, companyId: string) => refreshClocks({ db: tx, services }, companyId);

  const tariffResource: ResourceSpec<DndTariff> = {
    base: DND_API.rates,
    table: 'dnd_tariffs',
    feature: 'dnd',
    fields: {
      carrier: { column: 'carrier', type: 'text', filter: 'in', sort: true },
      port: { column: 'port', type: 'text', filter: 'in', sort: true },
      direction: { column: 'direction', type: 'text', filter: 'in' },
      chargeType: { column: 'charge_type', type: 'text', filter: 'in' },
      size: { column: 'size', type: 'text', filter: 'in' },
      group: { column: 'container_group', type: 'text', filter: 'in' },
      updatedAt: { column: 'updated_at', type: 'timestamp', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
    },
    defaultSort: { field: 'updatedAt', dir: 'desc' },
    search: { columns: ['search_text'] },
    toRecord: toTariff,
    create: {
      data: { type: 'object', additionalProperties: false, required: TARIFF_REQUIRED, properties: TARIFF_PROPERTIES },
      async columns(data: NewDndTariff, w: WriteContext) {
        const tariff = normalTariff(data);
        assertTariff(tariff);
        await checkTariffKeyFree(w.tx, w.companyId, tariff, null);
        return { ...tariffColumns(tariff), created_by: w.userId };
      },
      after: (_id, _data, w) => reprice(w.tx, w.companyId).then(() => undefined),
    },
    update: {
      data: { type: 'object', additionalProperties: false, properties: TARIFF_PROPERTIES },
      async columns(data: Partial<NewDndTariff>, current, w: WriteContext) {
        const { _id, createdAt, updatedAt, version, companyId, ...was } = toTariff(current);
        void createdAt; void updatedAt; void version; void companyId;
        const tariff = normalTariff({ ...was, ...data } as NewDndTariff);
        assertTariff(tariff);
        await checkTariffKeyFree(w.tx, w.companyId, tariff, _id);
        return tariffColumns(tariff);
      },
      after: (_id, _data, _current, w) => reprice(w.tx, w.companyId).then(() => undefined),
    },
  };
  defineResource(app, db, tariffResource);

  const overrideResource: ResourceSpec<DndOverride> = {
    base: DND_API.overrides,
    table: 'dnd_overrides',
    feature: 'dnd',
    fields: {
      scope: { column: 'scope', type: 'text', filter: 'in' },
      shipmentId: { column: 'shipment_id', type: 'uuid', filter: 'in' },
      contractRef: { column: 'contract_ref', type: 'text', filter: 'in' },
      carrier: { column: 'carrier', type: 'text', filter: 'in' },
      updatedAt: { column: 'updated_at', type: 'timestamp', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
    },
    defaultSort: { field: 'updatedAt', dir: 'desc' },
    search: { columns: ['contract_ref', 'carrier', 'note'] },
    toRecord: toOverride,
    async expand(exDb, records, scope) {
      const ids = [...new Set(records.map((r) => r.shipmentId).filter((id): id is string => !!id))];
      if (!ids.length) return;
      const refs = await exDb.query<{ shipment_id: string; shipment_reference: string }>(
        'SELECT DISTINCT shipment_id, shipment_reference FROM dnd_clocks WHERE company_id = $1 AND shipment_id = ANY($2::uuid[])',
        [scope.companyId, ids],
      );
      const byId = new Map(refs.rows.map((r) => [r.shipment_id, r.shipment_reference]));
      for (const r of records) if (r.shipmentId) r.shipmentReference = byId.get(r.shipmentId) ?? null;
    },
    create: {
      data: { type: 'object', additionalProperties: false, required: ['scope', 'freeDays'], properties: OVERRIDE_PROPERTIES },
      async columns(data: NewDndOverride, w: WriteContext) {
        const o = normalOverride(data);
        await checkShipment(w, o);
        return { ...overrideColumns(o), created_by: w.userId };
      },
      after: (_id, _data, w) => reprice(w.tx, w.companyId).then(() => undefined),
    },
    update: {
      data: { type: 'object', additionalProperties: false, properties: OVERRIDE_PROPERTIES },
      async columns(data: Partial<NewDndOverride>, current, w: WriteContext) {
        const was = toOverride(current);
        const o = normalOverride({ ...was, ...data } as NewDndOverride);
        if (o.shipmentId !== was.shipmentId) await checkShipment(w, o);
        return overrideColumns(o);
      },
      after: (_id, _data, _current, w) => reprice(w.tx, w.companyId).then(() => undefined),
    },
  };
  defineResource(app, db, overrideResource);

  /** A shipment override names a shipment of the company (own or shared) with containers. */
  async function checkShipment(w: WriteContext, o: NewDndOverride): Promise<void> {
    if (o.scope !== 'SHIPMENT') return;
    const found = isUuid(o.shipmentId!) ? await services.get(SHIPMENT_EQUIPMENT).journeys(w.tx, w.companyId, { shipmentIds: [o.shipmentId!], limit: 1 }) : [];
    if (!found.length) throw badRequest('No shipment of yours with containers has this id', 'data.shipmentId');
  }

  for (const [base, table, label] of [[DND_API.rates, 'dnd_tariffs', 'Tariff'], [DND_API.overrides, 'dnd_overrides', 'Override']] as const) {
    app.delete<{ Params: { id: string } }>(
      `${base}/:id`,
      { config: access('Delete'), schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } } },
      async (request) => {
        const companyId = companyOf(request);
        const { id } = request.params;
        return db.transaction(async (tx) => {
          const gone = isUuid(id) ? await tx.one(`DELETE FROM ${table} WHERE id = $1 AND company_id = $2 RETURNING id`, [id, companyId]) : undefined;
          if (!gone) throw notFound(`${label} not found`);
          await reprice(tx, companyId);
          return ok({ record: { _id: id }, message: `${label} deleted` });
        });
      },
    );
  }

  app.get(`${DND_API.ratesBulk}/template`, { config: access('Read') }, async (_request, reply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="dnd-tariffs-template.csv"').send(tariffTemplate()),
  );

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2 } });
    scope.post(DND_API.ratesBulk, { config: access('Create') }, async (request, reply) => {
      const companyId = companyOf(request);
      if (!request.isMultipart()) throw badRequest('Send the sheet as multipart/form-data in the field "file"', 'file');
      let file: { name: string; bytes: Buffer } | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file' || part.fieldname !== 'file' || file) throw badRequest('Send one sheet, in the field "file"', part.fieldname);
        file = { name: part.filename, bytes: await part.toBuffer() };
      }
      if (!file || !file.bytes.length) throw badRequest('file is required: a .csv or .xlsx sheet', 'file');
      const name = file.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 255) || 'tariffs.csv';
      const type = checkFileType(name, file.bytes);
      if ('problem' in type) throw badRequest(type.problem, 'file');
      const sheet = await readSheet(name, file.bytes, { isHeader: isTariffColumn });
      const { tariffs, problems, tiers } = tariffsOfSheet(sheet);
      if (problems.length) {
        const rows = new Set(problems.map((p) => p.row)).size;
        return reply.status(400).send({
          success: false,
          error: { message: `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${rows} row${rows === 1 ? '' : 's'}; no tariff was saved`, code: 'VALIDATION_ERROR', field: 'file' },
          data: { rows: sheet.rows.length, problems: problems.slice(0, 500), problemCount: problems.length },
        });
      }
      const userId = request.user!.id;
      await db.transaction(async (tx) => {
        for (const t of tariffs) {
          const c = tariffColumns(t);
          // A tariff already there (same carrier, port, direction, charge type, box and valid-from) is replaced.
          await tx.query(
            `INSERT INTO dnd_tariffs (company_id, carrier, port, direction, charge_type, size, container_group, free_days, day_basis, currency, tiers, holidays, valid_from, valid_to, source, search_text, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::date[], $13, $14, $15, $16, $17)
             ON CONFLICT (company_id, carrier, port, direction, charge_type, size, container_group, valid_from) DO UPDATE SET
               free_days = EXCLUDED.free_days, day_basis = EXCLUDED.day_basis, currency = EXCLUDED.currency, tiers = EXCLUDED.tiers,
               valid_to = EXCLUDED.valid_to, search_text = EXCLUDED.search_text, updated_at = now(), version = dnd_tariffs.version + 1`,
            [companyId, c.carrier, c.port, c.direction, c.charge_type, c.size, c.container_group, c.free_days, c.day_basis, c.currency, c.tiers, c.holidays, c.valid_from, c.valid_to, c.source, c.search_text, userId],
          );
        }
        await reprice(tx, companyId);
      });
      const result: TariffUploadResult = { tariffs: tariffs.length, tiers };
      return reply.status(201).send(ok(result));
    });
  });
}

function overrideColumns(o: NewDndOverride): Record<string, unknown> {
  return {
    scope: o.scope, shipment_id: o.shipmentId ?? null, contract_ref: o.contractRef ?? null, carrier: o.carrier ?? null, direction: o.direction ?? null,
    charge_type: o.chargeType ?? null, free_days: o.freeDays, day_basis: o.dayBasis ?? null, discount_percent: o.discountPercent ?? null, note: o.note ?? null,
  };
}
