import type { FastifyInstance } from 'fastify';
import Big from 'big.js';
import {
  approvalOf, badRequest, companyOf, conflict, dataBody, decideApproval, defineApprovalConfigurations, MAILER, ok, RATE_INVENTORY, remindApprovers, requestApproval, writeActivity,
  type ServerPluginContext,
} from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import { RFQ_API } from '../../shared/types';
import { loadRfq } from '../rfqs/loadRfq';
import { UUID, VERSION } from './bidSchemas';
import { allocatedTotal } from './allocatedTotal';
import { ownerRfq, requireState, requireVersion, touchRfq } from './rfqAccess';
import { publicOrigin } from '@portolan/sdk/server';

const COMMENT = { type: ['string', 'null'], maxLength: 2000 } as const;

/**
 * The RFQ's approval (SDK approvals, kind 'rfq'): configurations, request (CLOSED, allocations complete
 * → PENDING_APPROVAL, or APPROVED at once when no level covers the amount), approve (the last level →
 * APPROVED), reject (→ CLOSED), reminders, and the state. Each move is audited in its transaction.
 */
export function registerApprovalRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const inventory = ctx.services.get(RATE_INVENTORY);

  defineApprovalConfigurations(app, db, { path: RFQ_API.approvalConfigurations, kind: RFQ_KIND, feature: 'rfq', label: 'RFQ award' });

  app.get<{ Params: { id: string } }>(`${RFQ_API.rfqs}/:id/approval`, { config: { access: { features: ['rfq'], level: 'Read' } }, schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } } } } }, async (request) => {
    const companyId = companyOf(request);
    const rfq = await ownerRfq(db, companyId, request.params.id);
    return ok({ record: (await approvalOf(db, RFQ_KIND, rfq.id, companyId, request.user!.id)) ?? null });
  });

  app.post<{ Body: { data: { rfqId: string; version: number; note?: string | null } } }>(
    RFQ_API.requestApproval,
    { config: { access: { features: ['rfq'], level: 'Update' } }, schema: { body: dataBody({ rfqId: UUID, version: VERSION, note: COMMENT }, ['rfqId', 'version']) } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const { rfqId, version, note } = request.body.data;
      const table = await inventory.exchangeTable(companyId);
      // 1 base = rates[c] of c: amount in `from` → base → `to`.
      const rateOf = (c: string) => {
        if (c === table.base) return new Big(1);
        const r = table.rates[c];
        if (!r) throw badRequest(`No exchange rate for ${c} in your table`, 'data.rfqId');
        return new Big(r);
      };
      const convert = (amount: string, from: string, to: string) => new Big(amount).div(rateOf(from)).times(rateOf(to)).toFixed(2);
      const origin = publicOrigin(String(ctx.settings.publicUrl ?? ''), request);
      const record = await db.transaction(async (tx) => {
        const rfq = await ownerRfq(tx, companyId, rfqId, true);
        requireState(rfq, ['CLOSED'], 'request approval');
        requireVersion(rfq, version);
        const amount = await allocatedTotal(tx, rfq.id);
        const state = await requestApproval(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId, amount, currency: rfq.currency, userId: user.id, userName: user.name, convert });
        const to = state.status === 'APPROVED' ? 'APPROVED' : 'PENDING_APPROVAL';
        await touchRfq(tx, rfq.id, { status: to });
        await writeActivity(tx, {
          kind: RFQ_KIND, recordId: rfq.id, companyId, actorId: user.id, actorName: user.name, action: 'approval-requested', from: rfq.status, to,
          // No amount in the note: vendors read the RFQ's state changes in its trail.
          note: `${state.levels.length ? `${state.levels.length} approval level${state.levels.length === 1 ? '' : 's'}` : 'No approval level applies'}${note?.trim() ? `: ${note.trim()}` : ''}`,
        });
        const first = state.levels.find((l) => l.status === 'PENDING');
        if (first) {
          const approvers = await tx.query<{ email: string }>('SELECT email FROM users WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, first.approverIds]);
          for (const a of approvers.rows) {
            await mailer.queue(tx, {
              to: a.email, subject: `Approval needed: ${rfq.reference} (${rfq.currency} ${amount})`,
              body: `${user.name} asks you to approve the award of ${rfq.reference} "${rfq.title}", ${rfq.currency} ${amount} (level ${first.level}).\n${note?.trim() ? `\n${note.trim()}\n` : ''}\nReview it: ${origin}/rfq/${rfq.id}?tab=approval\n`,
            });
          }
        }
        return (await loadRfq(tx, companyId, rfq.id))!;
      });
      return ok({ record });
    },
  );

  for (const decision of ['APPROVE', 'REJECT'] as const) {
    app.post<{ Body: { data: { rfqId: string; comment?: string | null } } }>(
      decision === 'APPROVE' ? RFQ_API.approve : RFQ_API.reject,
      { config: { access: { features: ['rfq'], level: 'Approve' } }, schema: { body: dataBody({ rfqId: UUID, comment: COMMENT }, decision === 'APPROVE' ? ['rfqId'] : ['rfqId', 'comment']) } },
      async (request) => {
        const companyId = companyOf(request);
        const user = request.user!;
        const { rfqId, comment } = request.body.data;
        const record = await db.transaction(async (tx) => {
          const rfq = await ownerRfq(tx, companyId, rfqId, true);
          requireState(rfq, ['PENDING_APPROVAL'], decision === 'APPROVE' ? 'approve' : 'reject');
          const state = await decideApproval(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId, userId: user.id, userName: user.name, decision, comment: comment ?? null });
          const to = state.status === 'APPROVED' ? 'APPROVED' : state.status === 'REJECTED' ? 'CLOSED' : null;
          const level = state.levels.filter((l) => l.status === (decision === 'APPROVE' ? 'APPROVED' : 'REJECTED')).at(-1)?.level;
          if (to) await touchRfq(tx, rfq.id, { status: to });
          else await touchRfq(tx, rfq.id);
          await writeActivity(tx, {
            kind: RFQ_KIND, recordId: rfq.id, companyId, actorId: user.id, actorName: user.name, action: decision === 'APPROVE' ? 'approved' : 'rejected',
            from: rfq.status, to: to ?? rfq.status, note: `Level ${level ?? '?'}${comment?.trim() ? `: ${comment.trim()}` : ''}`,
          });
          // The next level's turn: its approvers hear of it.
          const pending = state.status === 'PENDING' ? state.levels.find((l) => l.status === 'PENDING') : undefined;
          if (pending) {
            const approvers = await tx.query<{ email: string }>('SELECT email FROM users WHERE company_id = $1 AND id = ANY($2::uuid[])', [companyId, pending.approverIds]);
            for (const a of approvers.rows) {
              await mailer.queue(tx, {
                to: a.email, subject: `Approval needed: ${rfq.reference} (level ${pending.level})`,
                body: `${user.name} approved level ${level ?? pending.level - 1} of the award of ${rfq.reference} "${rfq.title}"; level ${pending.level} is yours.\n\nReview it: ${publicOrigin(String(ctx.settings.publicUrl ?? ''), request)}/rfq/${rfq.id}?tab=approval\n`,
              });
            }
          }
          return (await loadRfq(tx, companyId, rfq.id))!;
        });
        return ok({ record });
      },
    );
  }

  app.post<{ Body: { data: { rfqId: string } } }>(
    RFQ_API.reminderRequestApproval,
    { config: { access: { features: ['rfq'], level: 'Update' } }, schema: { body: dataBody({ rfqId: UUID }, ['rfqId']) } },
    async (request) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const origin = publicOrigin(String(ctx.settings.publicUrl ?? ''), request);
      const reminded = await db.transaction(async (tx) => {
        const rfq = await ownerRfq(tx, companyId, request.body.data.rfqId, true);
        if (rfq.status !== 'PENDING_APPROVAL') throw conflict(`Cannot remind approvers: the RFQ is ${rfq.status}`);
        const { level, approvers } = await remindApprovers(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId });
        for (const a of approvers) {
          await mailer.queue(tx, {
            to: a.email, subject: `Reminder: approval needed for ${rfq.reference}`,
            body: `${user.name} reminds you that the award of ${rfq.reference} "${rfq.title}" waits for your approval (level ${level}).\n\nReview it: ${origin}/rfq/${rfq.id}?tab=approval\n`,
          });
        }
        await writeActivity(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId, actorId: user.id, actorName: user.name, action: 'approval-reminded', note: `Level ${level}: ${approvers.length} approver${approvers.length === 1 ? '' : 's'} reminded` });
        return approvers.length;
      });
      return ok({ record: { _id: request.body.data.rfqId, reminded } });
    },
  );
}
