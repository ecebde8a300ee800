import type { FastifyInstance } from 'fastify';
import { defineTransitions, type NoticeServices, type ResourceSpec, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_ACTIONS, RFQ_KIND } from '../../shared/states';
import { awardRfq } from '../award/awardRfq';
import { emailInvitations } from './inviteEmail';
import { rfqLink } from './rfqLink';
import type { RfqRecord } from './rfqResource';

/**
 * The owner's RFQ actions, `POST /api/rfq/rfqs/:id/<action>/` (RFQ_ACTIONS through defineTransitions:
 * state table, version, level, audit trail of kind 'rfq'): open (guard: lanes, invitations, a future
 * deadline before the contract ends; emails every invited vendor its link), close (closes an open
 * negotiation round), cancel (`data.reason` required, kept as cancel_reason) and award (Approve level:
 * awardRfq writes the contract rates and the vendors' results in the same transaction).
 */
export function registerRfqActions(app: FastifyInstance, ctx: ServerPluginContext, resource: ResourceSpec<RfqRecord>, notices: () => NoticeServices, publicUrl: string | undefined): void {
  defineTransitions(app, ctx.db, {
    resource,
    kind: RFQ_KIND,
    state: 'status',
    label: 'RFQ',
    actions: {
      open: {
        ...RFQ_ACTIONS.open,
        async guard(_data, { tx, current }) {
          const counts = await tx.one<{ lanes: number; invited: number }>(
            'SELECT (SELECT count(*) FROM rfq_lanes WHERE rfq_id = $1) AS lanes, (SELECT count(*) FROM rfq_invitations WHERE rfq_id = $1) AS invited',
            [current.id],
          );
          if (!Number(counts?.lanes)) return 'the RFQ has no lanes';
          if (!Number(counts?.invited)) return 'no vendor is invited';
          const deadline = new Date(current.bid_deadline as string);
          if (deadline.getTime() <= Date.now()) return 'the bid deadline has passed (move it later first)';
          if (String(current.contract_to) < String(current.contract_from)) return 'the contract ends before it starts';
          if (deadline.toISOString().slice(0, 10) > String(current.contract_to).slice(0, 10)) return 'the bid deadline is after the contract ends';
          return undefined;
        },
        async columns(_data, { tx, current, request }) {
          const vendors = await tx.query<{ company_id: string }>('SELECT company_id FROM rfq_invitations WHERE rfq_id = $1 ORDER BY company_id', [current.id]);
          const id = String(current.id);
          await emailInvitations(tx, notices(), id, vendors.rows.map((r) => String(r.company_id)), rfqLink(request, publicUrl, id));
          return { opened_at: new Date().toISOString() };
        },
      },
      close: {
        ...RFQ_ACTIONS.close,
        async columns(_data, { tx, current }) {
          await tx.query("UPDATE rfq_negotiations SET status = 'CLOSED', updated_at = now(), version = version + 1 WHERE rfq_id = $1 AND status = 'OPEN'", [current.id]);
          return { closed_at: new Date().toISOString() };
        },
      },
      cancel: {
        ...RFQ_ACTIONS.cancel,
        data: { reason: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } },
        required: ['reason'],
        async columns(data, { tx, current }) {
          await tx.query("UPDATE rfq_negotiations SET status = 'CLOSED', updated_at = now(), version = version + 1 WHERE rfq_id = $1 AND status = 'OPEN'", [current.id]);
          return { cancel_reason: String(data.reason).trim() };
        },
      },
      award: {
        ...RFQ_ACTIONS.award,
        async columns(_data, { tx, companyId, userId, current, request }) {
          await awardRfq(tx, ctx, { id: String(current.id), companyId, userId }, rfqLink(request, publicUrl, String(current.id)));
          return { awarded_at: new Date().toISOString() };
        },
      },
    },
  });
}
