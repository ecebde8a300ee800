import type { FastifyRequest } from 'fastify';
import { companyOf, notFound, writeActivity, type Db } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import type { Rfq, VendorRfq } from '../../shared/types';
import { loadRfq } from './loadRfq';
import { loadVendorRfq } from './loadVendorRfq';
import { rfqAccess } from './rfqAccess';

/**
 * `GET /api/rfq/rfqs/:id` (the resource's `details`): the owner's Rfq (view 'owner'), or an invited
 * vendor's VendorRfq (view 'vendor'), whose invitation becomes VIEWED the first time (audited as the
 * vendor's action); anyone else a 404.
 */
export function rfqDetails(db: Db) {
  return async (request: FastifyRequest<{ Params: { id: string } }>, id: string): Promise<Rfq | VendorRfq> => {
    const companyId = companyOf(request);
    const access = await rfqAccess(db, companyId, id);
    if (access.role === 'owner') return (await loadRfq(db, companyId, id))!;
    const user = request.user!;
    const record = await db.transaction(async (tx) => {
      const viewed = await tx.one<{ rfq_id: string }>(
        "UPDATE rfq_invitations SET status = 'VIEWED', viewed_at = now() WHERE rfq_id = $1 AND company_id = $2 AND status = 'INVITED' RETURNING rfq_id",
        [id, companyId],
      );
      if (viewed) await writeActivity(tx, { kind: RFQ_KIND, recordId: id, companyId, actorId: user.id, actorName: user.name, action: 'viewed', note: null });
      return loadVendorRfq(tx, companyId, id);
    });
    if (!record) throw notFound('RFQ not found');
    return record;
  };
}
