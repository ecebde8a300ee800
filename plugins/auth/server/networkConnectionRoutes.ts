import { conflict, dataBody, isUuid, iso, list, notFound, ok } from '@portolan/sdk/server';
import type { Db, ServerPluginContext } from '@portolan/sdk/server';
import type { FastifyInstance } from 'fastify';

const BASE = '/api/auth/v2/network/connections';
const access = (level: string) => ({ access: { features: ['network'], level } });
const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;

interface ConnectionRow {
  id: string;
  requester_id: string;
  addressee_id: string;
  status: 'requested' | 'accepted' | 'declined' | 'removed';
  other_name: string | null;
  other_kind: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

/** A connection as one side sees it. The other company is named only once the connection is accepted, or to the addressee. */
function toConnection(row: ConnectionRow, companyId: string) {
  const incoming = row.addressee_id === companyId;
  const named = incoming || row.status === 'accepted';
  return {
    _id: row.id,
    companyId: incoming ? row.requester_id : row.addressee_id,
    name: named ? row.other_name : null,
    kind: named ? row.other_kind : null,
    direction: incoming ? 'incoming' : 'outgoing',
    // An outgoing request the other side declined still reads "requested": a refusal is not announced.
    status: !incoming && row.status === 'declined' ? 'requested' : row.status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: Number(row.version),
  };
}

const SELECT = `
SELECT k.*, c.name AS other_name, c.kind AS other_kind
  FROM company_connections k
  LEFT JOIN companies c ON c.id = CASE WHEN k.requester_id = $1 THEN k.addressee_id ELSE k.requester_id END`;

async function connectionOf(db: Db, companyId: string, id: string): Promise<ConnectionRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.one<ConnectionRow>(`${SELECT} WHERE k.id = $2 AND (k.requester_id = $1 OR k.addressee_id = $1)`, [companyId, id]);
}

/**
 * The company network (issue 9 item 9): a connection one company requests and the other accepts.
 * Sharing records, inviting vendors or suppliers go only to accepted connections (the SDK's
 * `shareRecord`). A request answers the same whether or not the company exists, and the requester
 * sees the other company's name only once it accepted.
 *
 * `GET connections/`, `POST connections/` `{data: {companyId}}`, `POST connections/:id/accept/`,
 * `…/decline/` (the addressee), `…/remove/` (either side; ends the shares between the two).
 */
export function networkConnectionRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  app.get(`${BASE}/`, { config: access('Read') }, async (request) => {
    const companyId = request.user!.companyId;
    const rows = await db.query<ConnectionRow>(
      `${SELECT} WHERE (k.requester_id = $1 OR (k.addressee_id = $1 AND k.status <> 'declined')) AND k.status <> 'removed' ORDER BY k.updated_at DESC, k.id LIMIT 500`,
      [companyId],
    );
    const items = rows.rows.map((r) => toConnection(r, companyId));
    return list(items, items.length);
  });

  app.post<{ Body: { data: { companyId: string } } }>(
    `${BASE}/`,
    { config: access('Create'), schema: { body: dataBody({ companyId: { type: 'string', format: 'uuid' } }, ['companyId']) } },
    async (request, reply) => {
      const user = request.user!;
      const other = request.body.data.companyId.toLowerCase();
      if (other !== user.companyId) {
        await db.transaction(async (tx) => {
          const existing = await tx.one<ConnectionRow>(
            'SELECT * FROM company_connections WHERE LEAST(requester_id, addressee_id) = LEAST($1::uuid, $2::uuid) AND GREATEST(requester_id, addressee_id) = GREATEST($1::uuid, $2::uuid) FOR UPDATE',
            [user.companyId, other],
          );
          if (!existing) {
            await tx.query("INSERT INTO company_connections (requester_id, addressee_id, status, requested_by) VALUES ($1, $2, 'requested', $3)", [user.companyId, other, user.id]);
          } else if (existing.status === 'requested' && existing.addressee_id === user.companyId) {
            // They asked us already: asking back is accepting.
            await tx.query("UPDATE company_connections SET status = 'accepted', answered_by = $2, updated_at = now(), version = version + 1 WHERE id = $1", [existing.id, user.id]);
          } else if (existing.status === 'removed' || (existing.status === 'declined' && existing.requester_id !== user.companyId)) {
            await tx.query(
              "UPDATE company_connections SET requester_id = $2, addressee_id = $3, status = 'requested', requested_by = $4, answered_by = NULL, updated_at = now(), version = version + 1 WHERE id = $1",
              [existing.id, user.companyId, other, user.id],
            );
          }
          // Otherwise (pending, accepted, or declined by them) nothing changes, and the answer is the same.
        });
      }
      return reply.status(202).send(ok({ message: 'If that company exists, it has been asked to join your network' }));
    },
  );

  const answer = (action: 'accept' | 'decline', to: 'accepted' | 'declined') =>
    app.post<{ Params: { id: string } }>(`${BASE}/:id/${action}/`, { config: access('Update'), schema: { params } }, async (request) => {
      const user = request.user!;
      const row = await connectionOf(db, user.companyId, request.params.id);
      if (!row || row.addressee_id !== user.companyId || row.status === 'removed') throw notFound('Connection not found');
      if (row.status !== 'requested') throw conflict(`Cannot ${action}: the connection is ${row.status}`);
      await db.query('UPDATE company_connections SET status = $2, answered_by = $3, updated_at = now(), version = version + 1 WHERE id = $1', [row.id, to, user.id]);
      return ok({ record: toConnection((await connectionOf(db, user.companyId, row.id))!, user.companyId) });
    });
  answer('accept', 'accepted');
  answer('decline', 'declined');

  app.post<{ Params: { id: string } }>(`${BASE}/:id/remove/`, { config: access('Delete'), schema: { params } }, async (request) => {
    const user = request.user!;
    const row = await connectionOf(db, user.companyId, request.params.id);
    if (!row || row.status === 'removed') throw notFound('Connection not found');
    await db.transaction(async (tx) => {
      await tx.query("UPDATE company_connections SET status = 'removed', answered_by = $2, updated_at = now(), version = version + 1 WHERE id = $1", [row.id, user.id]);
      // Out of the network, out of each other's lists: the shares between the two companies end.
      await tx.query(
        'DELETE FROM record_parties WHERE (owner_company_id = $1 AND company_id = $2) OR (owner_company_id = $2 AND company_id = $1)',
        [row.requester_id, row.addressee_id],
      );
    });
    return ok({ record: { _id: row.id, status: 'removed' }, message: 'Connection removed' });
  });
}
