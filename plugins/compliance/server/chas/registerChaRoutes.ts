import type { FastifyInstance } from 'fastify';
import {
  activityOf, badRequest, baseRecord, companyOf, conflict, dataBody, defineRecordComments, defineResource, HttpError, isUuid, notFound, ok, registerRecordKind,
  SHIPMENT_EQUIPMENT, writeActivity, type Db, type ServerPluginContext,
} from '@portolan/sdk/server';
import { API, CHA_KIND, type ChaAssignment, type ChaScorecard } from '../../shared/types';
import { chaResource } from './chaResource';
import { chaScorecard, rankScorecards, type ScoredAssignment } from './chaScorecard';

const access = (level: 'Read' | 'Create' | 'Update' | 'Delete') => ({ access: { features: ['chas'], level } });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const CHA_SCOPE = { kind: CHA_KIND, table: 'chas', label: 'Customs house agent' };

const ASSIGNMENT_SQL = `SELECT a.*, c.name AS cha_name FROM cha_assignments a JOIN chas c ON c.id = a.cha_id`;

function toAssignment(row: Record<string, unknown>): ChaAssignment {
  return {
    ...baseRecord(row),
    chaId: String(row.cha_id),
    chaName: String(row.cha_name),
    shipmentId: String(row.shipment_id),
    shipmentReference: String(row.shipment_reference),
    port: String(row.port),
    direction: row.direction as 'IMPORT' | 'EXPORT',
    note: (row.note as string | null) ?? null,
  };
}

/**
 * Customs house agents (README.md): the directory (`/api/chas`, defineResource; comments; activity;
 * DELETE of one without assignments), assignments of the company's shipments to an agent at the
 * shipment's port of loading (EXPORT) or discharge (IMPORT), and scorecards of clearance times
 * measured from the shipments' DCSA events (clearanceOf) against the NTRS targets.
 */
export function registerChaRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const equipment = ctx.services.get(SHIPMENT_EQUIPMENT);
  registerRecordKind(db, CHA_SCOPE);
  const chas = chaResource();

  const ownCha = async (via: Db, companyId: string, id: string, lock = false) =>
    isUuid(id) ? via.one<Record<string, unknown>>(`SELECT * FROM chas WHERE id = $1 AND company_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, companyId]) : undefined;

  /** Scorecards of the company's CHAs (all, or `only` one), from their assignments and one journeys read. */
  const scorecards = async (companyId: string, only?: string): Promise<ChaScorecard[]> => {
    const list = await db.query<{ id: string; name: string }>('SELECT id, name FROM chas WHERE company_id = $1 AND ($2::uuid IS NULL OR id = $2) ORDER BY name, id', [companyId, only ?? null]);
    const rows = await db.query<{ cha_id: string; shipment_id: string; shipment_reference: string; port: string; direction: 'IMPORT' | 'EXPORT' }>(
      'SELECT cha_id, shipment_id, shipment_reference, port, direction FROM cha_assignments WHERE company_id = $1 AND ($2::uuid IS NULL OR cha_id = $2)',
      [companyId, only ?? null],
    );
    const shipmentIds = [...new Set(rows.rows.map((r) => String(r.shipment_id)))];
    const journeys = shipmentIds.length ? await equipment.journeys(db, companyId, { shipmentIds }) : [];
    return list.rows.map((cha) => {
      const assigned: ScoredAssignment[] = rows.rows
        .filter((r) => String(r.cha_id) === String(cha.id))
        .map((r) => ({ shipmentId: String(r.shipment_id), shipmentReference: r.shipment_reference, port: r.port, direction: r.direction }));
      return chaScorecard({ id: String(cha.id), name: cha.name }, assigned, journeys);
    });
  };

  app.get<{ Querystring: { chaId?: string; shipmentId?: string } }>(
    API.chaAssignments,
    { config: access('Read'), schema: { querystring: { type: 'object', additionalProperties: false, properties: { chaId: { type: 'string', maxLength: 100 }, shipmentId: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const { chaId, shipmentId } = request.query;
      // An id that is not one cannot match anything of the company's: an empty list.
      if ((chaId && !isUuid(chaId)) || (shipmentId && !isUuid(shipmentId))) return ok({ items: [], count: 0 });
      const rows = await db.query<Record<string, unknown>>(
        `${ASSIGNMENT_SQL} WHERE a.company_id = $1 AND ($2::uuid IS NULL OR a.cha_id = $2) AND ($3::uuid IS NULL OR a.shipment_id = $3) ORDER BY a.created_at DESC, a.id DESC LIMIT 1000`,
        [companyOf(request), chaId || null, shipmentId || null],
      );
      const items = rows.rows.map(toAssignment);
      return ok({ items, count: items.length });
    },
  );

  app.post<{ Body: { data: { chaId: string; shipmentId: string; port: string; direction: 'IMPORT' | 'EXPORT'; note?: string | null } } }>(
    API.chaAssignments,
    {
      config: access('Create'),
      schema: {
        body: dataBody(
          {
            chaId: { type: 'string', maxLength: 100 },
            shipmentId: { type: 'string', maxLength: 100 },
            port: { type: 'string', minLength: 5, maxLength: 5 },
            direction: { type: 'string', enum: ['IMPORT', 'EXPORT'] },
            note: { type: ['string', 'null'], maxLength: 500 },
          },
          ['chaId', 'shipmentId', 'port', 'direction'],
        ),
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { chaId, shipmentId, direction } = request.body.data;
      const port = request.body.data.port.toUpperCase();
      const record = await db.transaction(async (tx) => {
        const cha = await ownCha(tx, companyId, chaId, true);
        if (!cha) throw new HttpError(404, 'Customs house agent not found', 'NOT_FOUND', 'data.chaId');
        const [journey] = isUuid(shipmentId) ? await equipment.journeys(tx, companyId, { shipmentIds: [shipmentId], limit: 1 }) : [];
        if (!journey) throw new HttpError(404, 'Shipment not found (or it has no containers yet)', 'NOT_FOUND', 'data.shipmentId');
        const expected = direction === 'EXPORT' ? journey.pol : journey.pod;
        if (port !== expected) throw badRequest(`port must be the shipment's port of ${direction === 'EXPORT' ? 'loading' : 'discharge'} ${expected} for an ${direction.toLowerCase()} clearance`, 'data.port');
        if (cha.state !== 'ACTIVE') throw badRequest(`${String(cha.name)} is ${String(cha.state)}: assign an ACTIVE agent`, 'data.chaId');
        if (!(cha.ports as string[]).includes(port)) throw badRequest(`${String(cha.name)} does not clear at ${port} (it serves ${(cha.ports as string[]).join(', ')})`, 'data.chaId');
        const taken = await tx.one<{ cha_name: string }>(`${ASSIGNMENT_SQL} WHERE a.company_id = $1 AND a.shipment_id = $2 AND a.port = $3 AND a.direction = $4`, [companyId, shipmentId, port, direction]);
        if (taken) throw conflict(`The shipment's ${direction.toLowerCase()} clearance at ${port} is already assigned to ${taken.cha_name}`, 'data.shipmentId');
        const note = request.body.data.note?.trim() || null;
        const row = await tx.one<{ id: string }>(
          'INSERT INTO cha_assignments (company_id, cha_id, shipment_id, shipment_reference, port, direction, note, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
          [companyId, chaId, shipmentId, journey.shipmentReference, port, direction, note, user.id],
        );
        await writeActivity(tx, { kind: CHA_KIND, recordId: chaId, companyId, actorId: user.id, actorName: user.name, action: 'assign', note: `${journey.shipmentReference} ${direction.toLowerCase()} at ${port}` });
        return toAssignment((await tx.one<Record<string, unknown>>(`${ASSIGNMENT_SQL} WHERE a.id = $1`, [row!.id]))!);
      });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );

  app.delete<{ Params: { id: string } }>(`${API.chaAssignments}/:id`, { config: access('Delete'), schema: { params: idParams } }, async (request) => {
    const companyId = companyOf(request);
    const user = request.user!;
    await db.transaction(async (tx) => {
      const row = isUuid(request.params.id)
        ? await tx.one<{ cha_id: string; shipment_reference: string; port: string; direction: string }>('DELETE FROM cha_assignments WHERE id = $1 AND company_id = $2 RETURNING cha_id, shipment_reference, port, direction', [request.params.id, companyId])
        : undefined;
      if (!row) throw notFound('Assignment not found');
      await writeActivity(tx, { kind: CHA_KIND, recordId: String(row.cha_id), companyId, actorId: user.id, actorName: user.name, action: 'unassign', note: `${row.shipment_reference} ${row.direction.toLowerCase()} at ${row.port}` });
    });
    return ok({ record: { _id: request.params.id }, message: 'Assignment removed' });
  });

  app.get(API.chaScorecards, { config: access('Read') }, async (request) => {
    const items = rankScorecards(await scorecards(companyOf(request)));
    return ok({ items, count: items.length });
  });

  app.get<{ Params: { id: string } }>(`${API.chas}/:id/scorecard`, { config: access('Read'), schema: { params: idParams } }, async (request) => {
    const companyId = companyOf(request);
    if (!(await ownCha(db, companyId, request.params.id))) throw notFound('Customs house agent not found');
    const [record] = await scorecards(companyId, request.params.id);
    return ok({ record });
  });

  app.get<{ Params: { id: string } }>(`${API.chas}/:id/activity`, { config: access('Read'), schema: { params: idParams } }, async (request) => {
    if (!(await ownCha(db, companyOf(request), request.params.id))) throw notFound('Customs house agent not found');
    const items = await activityOf(db, CHA_KIND, request.params.id);
    return ok({ items, count: items.length });
  });

  app.delete<{ Params: { id: string } }>(`${API.chas}/:id`, { config: access('Delete'), schema: { params: idParams } }, async (request) => {
    const companyId = companyOf(request);
    await db.transaction(async (tx) => {
      const cha = await ownCha(tx, companyId, request.params.id, true);
      if (!cha) throw notFound('Customs house agent not found');
      const used = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM cha_assignments WHERE cha_id = $1', [cha.id]);
      if (Number(used!.n) > 0) throw conflict(`Cannot delete ${String(cha.name)}: ${used!.n} shipment(s) are assigned to it — suspend it instead`);
      await tx.query('DELETE FROM chas WHERE id = $1', [cha.id]);
    });
    return ok({ record: { _id: request.params.id }, message: 'Customs house agent deleted' });
  });

  defineResource(app, db, chas);
  defineRecordComments(app, db, { base: API.chas, feature: 'chas', parent: CHA_SCOPE });
}
