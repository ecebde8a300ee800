import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../Db';
import type { AuthUser } from '../AuthUser';
import type { Mailer } from '../services/Mailer';
import { forbidden, notFound } from '../HttpError';
import { ok } from '../envelope';
import { dataBody } from '../dataBody';
import { isUuid } from '../resource/isUuid';
import { writeActivity } from '../records/recordActivity';
import { hasLevel } from '../records/requireLevel';
import type { ApprovalDecision, ApprovalState } from '../../shared/approvals';
import { approvalOf } from './approvalOf';
import { decideApproval } from './decideApproval';
import { remindApprovers } from './remindApprovers';
import { notifyApprovers } from './notifyApprovers';

/** A record the routes act on: its id and how emails and the audit trail name it ('purchase order PO-2026-00012'). */
export interface ApprovalRecord {
  id: string;
  label: string;
}

export interface ApprovalRoutesSpec {
  /**
   * The records' base path, e.g. '/api/orders/orders': `GET path/:id/approval` (Read) → `{record:
   * ApprovalState|null}`; `POST path/:id/approval/decide/` `{data: {decision: 'APPROVE'|'REJECT', comment?}}`
   * (Read: the server checks the caller is an approver of the pending level, else 403; a reject needs a
   * comment, 400 `data.comment`); `POST path/:id/approval/remind/` (the requester, or a user with the
   * feature's Update level, else 403; at most once per APPROVAL_REMINDER_INTERVAL_MS, else 409).
   */
  path: string;
  /** The record kind of the approvals (and of the audit entries): 'purchase-order', 'requisition', … */
  kind: string;
  /** The access feature of the records. */
  feature: string;
  /** How a 404 names a record: '<title> not found' (default: the kind in words, 'Purchase order'). */
  title?: string;
  /** The record of the company (locked FOR UPDATE when `lock`), or undefined (→ 404). Only called with a uuid. */
  load(tx: Db, companyId: string, id: string, lock: boolean): Promise<ApprovalRecord | undefined>;
  /**
   * In the decision's transaction, once the request is decided (state.status APPROVED or REJECTED): the area
   * moves its record and audits the move. Without it the routes audit the final decision themselves.
   */
  onDecided?(tx: Db, state: ApprovalState, user: AuthUser, request: FastifyRequest): Promise<void>;
  /** The record's page, written in the emails. */
  linkOf?(request: FastifyRequest, recordId: string): string;
  /** The outbox (MAILER): without it no email is sent. */
  mailer?: Mailer;
}

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const;
const decideBody = dataBody({ decision: { type: 'string', enum: ['APPROVE', 'REJECT'] }, comment: { type: ['string', 'null'], maxLength: 2000 } }, ['decision']);
/** The reminder takes nothing: `{}` or `{data: {}}`. */
const remindBody = { type: 'object', properties: { data: { type: 'object', properties: {}, additionalProperties: false } } } as const;

/**
 * The approval routes of one kind of record (SDK approvals): its state, a decision of the pending level, a
 * reminder to its approvers. Another company's record is a 404; a move without a PENDING request is a 409
 * naming the request's state. Each decision is audited on the record: a level approved with another to come
 * by these routes (action 'level-approved'), the final decision by `onDecided` (or by these routes without
 * it); reminders too ('approval-reminded'). With a mailer, the next level's approvers are emailed, the
 * requester hears of the final decision, and a reminder emails the pending level's approvers.
 */
export function defineApprovalRoutes(app: FastifyInstance, db: Db, spec: ApprovalRoutesSpec): void {
  const base = `${spec.path.replace(/\/+$/, '')}/:id/approval`;
  const title = spec.title ?? `${spec.kind.charAt(0).toUpperCase()}${spec.kind.slice(1).replace(/-/g, ' ')}`;
  const access = { features: [spec.feature], level: 'Read' };
  const { mailer } = spec;

  const owned = async (tx: Db, companyId: string, id: string, lock: boolean) => {
    const record = isUuid(id) ? await spec.load(tx, companyId, id, lock) : undefined;
    if (!record) throw notFound(`${title} not found`);
    return record;
  };
  const linkOf = (request: FastifyRequest, id: string) => spec.linkOf?.(request, id);
  const requesterOf = (tx: Db, requestId: string) =>
    tx.one<{ requested_by: string | null; email: string | null }>('SELECT r.requested_by, u.email FROM approval_requests r LEFT JOIN users u ON u.id = r.requested_by AND u.company_id = r.company_id WHERE r.id = $1', [
      requestId,
    ]);

  app.get<{ Params: { id: string } }>(base, { config: { access }, schema: { params } }, async (request) => {
    const user = request.user!;
    const record = await owned(db, user.companyId, request.params.id, false);
    return ok({ record: (await approvalOf(db, spec.kind, record.id, user.companyId, user.id)) ?? null });
  });

  app.post<{ Params: { id: string }; Body: { data: { decision: ApprovalDecision; comment?: string | null } } }>(
    `${base}/decide/`,
    { config: { access }, schema: { params, body: decideBody } },
    async (request) => {
      const user = request.user!;
      const { decision, comment } = request.body.data;
      const state = await db.transaction(async (tx) => {
        const record = await owned(tx, user.companyId, request.params.id, true);
        const state = await decideApproval(tx, { kind: spec.kind, recordId: record.id, companyId: user.companyId, userId: user.id, userName: user.name, decision, comment: comment ?? null });
        const decided = state.levels.filter((l) => l.status === 'APPROVED' || l.status === 'REJECTED').at(-1)!;
        const note = `Level ${decided.level}${decided.comment ? `: ${decided.comment}` : ''}`;
        const link = linkOf(request, record.id);
        if (state.status === 'PENDING') {
          await writeActivity(tx, { kind: spec.kind, recordId: record.id, companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'level-approved', note });
          if (mailer) {
            await notifyApprovers(tx, mailer, user.companyId, state, {
              subject: `Approval needed: ${record.label} (level ${state.currentLevel})`,
              text: `${user.name} approved level ${decided.level} of ${record.label}; level ${state.currentLevel} is yours.`,
              link,
            });
          }
          return state;
        }
        if (spec.onDecided) await spec.onDecided(tx, state, user, request);
        else await writeActivity(tx, { kind: spec.kind, recordId: record.id, companyId: user.companyId, actorId: user.id, actorName: user.name, action: state.status === 'APPROVED' ? 'approved' : 'rejected', note });
        const requester = await requesterOf(tx, state.requestId);
        if (mailer && requester?.email && String(requester.requested_by) !== user.id) {
          const verdict = state.status === 'APPROVED' ? 'approved' : 'rejected';
          await mailer.queue(tx, {
            to: requester.email,
            subject: `${verdict === 'approved' ? 'Approved' : 'Rejected'}: ${record.label}`,
            body: `${user.name} ${verdict} ${record.label} (level ${decided.level})${decided.comment ? `:\n\n${decided.comment}` : '.'}\n${link ? `\nSee it: ${link}\n` : ''}`,
          });
        }
        return state;
      });
      return ok({ record: state });
    },
  );

  app.post<{ Params: { id: string } }>(`${base}/remind/`, { config: { access }, schema: { params, body: remindBody } }, async (request) => {
    const user = request.user!;
    const state = await db.transaction(async (tx) => {
      const record = await owned(tx, user.companyId, request.params.id, true);
      if (!hasLevel(request, spec.feature, 'Update')) {
        const latest = await approvalOf(tx, spec.kind, record.id, user.companyId);
        const requester = latest ? await requesterOf(tx, latest.requestId) : undefined;
        if (!requester || String(requester.requested_by) !== user.id) throw forbidden('Only the requester or a user who may update it can remind the approvers');
      }
      const { level, approvers } = await remindApprovers(tx, { kind: spec.kind, recordId: record.id, companyId: user.companyId });
      const state = (await approvalOf(tx, spec.kind, record.id, user.companyId, user.id))!;
      if (mailer) {
        await notifyApprovers(tx, mailer, user.companyId, state, {
          subject: `Reminder: approval needed for ${record.label}`,
          text: `${user.name} reminds you that ${record.label} waits for your approval (level ${level}).`,
          link: linkOf(request, record.id),
        });
      }
      await writeActivity(tx, {
        kind: spec.kind, recordId: record.id, companyId: user.companyId, actorId: user.id, actorName: user.name, action: 'approval-reminded',
        note: `Level ${level}: ${approvers.length} approver${approvers.length === 1 ? '' : 's'} reminded`,
      });
      return state;
    });
    return ok({ record: state });
  });
}
