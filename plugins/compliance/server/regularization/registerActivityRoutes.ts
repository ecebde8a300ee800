import type { FastifyInstance } from 'fastify';
import { activityOf, companyOf, isUuid, notFound, ok, type Db } from '@portolan/sdk/server';
import { API, BATCH_KIND, BILL_KIND } from '../../shared/types';
import { access, idParams } from './regularizationAccess';

/** `GET …/bills/:id/activity` and `GET …/batches/:id/activity`: the audit trail of one of the company's bills or batches (404 otherwise). */
export function registerActivityRoutes(app: FastifyInstance, db: Db): void {
  for (const [base, table, kind, label] of [[API.bills, 'export_bills', BILL_KIND, 'Bill'], [API.batches, 'regularization_batches', BATCH_KIND, 'Batch']] as const) {
    app.get<{ Params: { id: string } }>(`${base}/:id/activity`, { config: access('Read'), schema: { params: idParams } }, async (request) => {
      const { id } = request.params;
      const mine = isUuid(id) && (await db.one(`SELECT 1 FROM ${table} WHERE id = $1 AND company_id = $2`, [id, companyOf(request)]));
      if (!mine) throw notFound(`${label} not found`);
      const items = await activityOf(db, kind, id);
      return ok({ items, count: items.length });
    });
  }
}
