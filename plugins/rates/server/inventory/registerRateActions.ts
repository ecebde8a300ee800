import type { FastifyInstance } from 'fastify';
import { activityOf, bodyOf, companyOf, conflict, findOwnedForUpdate, findVisible, notFound, ok, writeActivity, type Db } from '@portolan/sdk/server';
import { RATE_KIND, RATES_API } from '../../shared/types';
import { rateRecord, rateResource, validityOf } from './rateResource';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { idParams } from './idParams';


/**
 * `POST rateInventory/:id/withdraw/` `{data: {version, note?}}` (Update): the rate's validTo becomes
 * yesterday, so it leaves every live search and stays in history; recorded in its audit trail.
 * `GET rateInventory/:id/activity`: that trail (created, updated, withdrawn), to whoever may read it.
 */
export function registerRateActions(app: FastifyInstance, db: Db): void {
  const base = RATES_API.inventory;
  app.post<{ Params: { id: string }; Body: { data: { version: number; note?: string } } }>(
    `${base}/:id/withdraw/`,
    {
      config: { access: { features: ['rates'], level: 'Update' } },
      schema: {
        params: idParams,
        body: bodyOf({ type: 'object', required: ['version'], properties: { version: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 2000 } } }),
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const record = await db.transaction(async (tx) => {
        const current = await findOwnedForUpdate(tx, 'rates', companyId, request.params.id);
        if (!current) throw notFound('Rate not found');
        const state = validityOf(String(current.valid_from), String(current.valid_to));
        if (state === 'EXPIRED') throw conflict('Cannot withdraw: the rate is EXPIRED');
        if (Number(current.version) !== request.body.data.version) {
          throw conflict(`This rate was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
        }
        await tx.query('UPDATE rates SET valid_to = $3, version = version + 1, updated_at = now() WHERE id = $1 AND company_id = $2', [request.params.id, companyId, addDays(todayUtc(), -1)]);
        await writeActivity(tx, { kind: RATE_KIND, recordId: request.params.id, companyId, actorId: user.id, actorName: user.name, action: 'withdraw', from: state, to: 'EXPIRED', note: request.body.data.note?.trim() || null });
        return rateRecord((await findVisible(tx, rateResource, companyId, request.params.id))!);
      });
      return ok({ record });
    },
  );

  app.get<{ Params: { id: string } }>(
    `${base}/:id/activity`,
    { config: { access: { features: ['rates'], level: 'Read' } }, schema: { params: idParams } },
    async (request) => {
      if (!(await findVisible(db, rateResource, companyOf(request), request.params.id))) throw notFound('Rate not found');
      const items = await activityOf(db, RATE_KIND, request.params.id);
      return ok({ items, count: items.length });
    },
  );
}
