import type { Db, ServerPluginContext } from '@portolan/sdk/server';

/**
 * The award's effects, in the award transition's transaction (called from RFQ_ACTIONS.award's hook,
 * rfqs/): every allocation becomes a CONTRACT rate in the owner's rate inventory (RATE_INVENTORY, its
 * id kept on the allocation), invitations with an allocation become AWARDED and the others that bid
 * LOST, and each vendor is emailed its result (MAILER). Helper S2 implements it.
 */
export async function awardRfq(_tx: Db, _ctx: ServerPluginContext, _rfq: { id: string; companyId: string; userId: string }): Promise<void> {
  throw new Error('awardRfq: not implemented yet');
}
