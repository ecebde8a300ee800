import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, dataBody, iso, isUuid, MAILER, NOTIFIER, ok, type ServerPluginContext, notifyCompany } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import { RFQ_API, type CommentInput, type RfqComment } from '../../shared/types';
import { rfqAccess } from './rfqAccess';
import { rfqLink } from './rfqLink';

const COLUMNS = `m.id, m.rfq_id, m.lane_id, m.vendor_company_id, m.internal, m.text, m.author_id, m.author_name, c.name AS company_name, m.created_at`;

function commentOf(r: Record<string, unknown>, userId: string): RfqComment {
  return {
    _id: String(r.id),
    rfqId: String(r.rfq_id),
    laneId: (r.lane_id as string | null) ?? null,
    vendorCompanyId: (r.vendor_company_id as string | null) ?? null,
    internal: Boolean(r.internal),
    text: String(r.text),
    authorName: String(r.author_name),
    authorCompanyName: String(r.company_name),
    mine: r.author_id === userId,
    createdAt: iso(r.created_at)!,
  };
}

/**
 * Comments on an RFQ (`/api/rfq/comments`): the owner's internal notes (never shown to a vendor) and one
 * thread per invited vendor between it and the owner. The owner reads all; a vendor only its thread.
 * A comment in a thread is told to the other side ('rfq.comment': the vendor's company, or the RFQ's creator).
 */
export function registerRfqComments(app: FastifyInstance, { db, services, settings }: ServerPluginContext): void {
  const mailer = services.get(MAILER);
  const publicUrl = (settings as { publicUrl?: string }).publicUrl || undefined;

  app.get<{ Querystring: { rfqId: string; laneId?: string } }>(
    RFQ_API.comments,
    {
      config: { access: { features: ['rfq'], level: 'Read' } },
      schema: { querystring: { type: 'object', required: ['rfqId'], properties: { rfqId: { type: 'string', maxLength: 100 }, laneId: { type: 'string', maxLength: 100 } } } },
    },
    async (request) => {
      const companyId = companyOf(request);
      const { rfqId, laneId } = request.query;
      const access = await rfqAccess(db, companyId, rfqId);
      if (laneId !== undefined && !isUuid(laneId)) throw badRequest('laneId must be a lane of this RFQ', 'laneId');
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM rfq_comments m JOIN companies c ON c.id = m.company_id
          WHERE m.rfq_id = $1 AND ($2::uuid IS NULL OR m.vendor_company_id = $2) AND ($3::uuid IS NULL OR m.lane_id = $3)
          ORDER BY m.created_at, m.id LIMIT 2000`,
        [rfqId, access.role === 'vendor' ? companyId : null, laneId ?? null],
      );
      const items = rows.rows.map((r) => commentOf(r, request.user!.id));
      return ok({ items, count: items.length });
    },
  );

  app.post<{ Body: { data: CommentInput } }>(
    RFQ_API.comments,
    {
      config: { access: { features: ['rfq'], level: 'Create' } },
      schema: {
        body: dataBody(
          {
            rfqId: { type: 'string', maxLength: 100 },
            laneId: { type: ['string', 'null'], maxLength: 100 },
            vendorCompanyId: { type: ['string', 'null'], maxLength: 100 },
            internal: { type: 'boolean' },
            text: { type: 'string', minLength: 1, maxLength: 4000, pattern: '\\S' },
          },
          ['rfqId', 'text'],
        ),
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const user = request.user!;
      const input = request.body.data;
      const access = await rfqAccess(db, companyId, input.rfqId);
      let thread: string | null;
      if (access.role === 'vendor') {
        if (input.internal) throw badRequest('Internal notes are the shipper’s own', 'data.internal');
        if (input.vendorCompanyId && input.vendorCompanyId !== companyId) throw badRequest('A vendor writes in its own thread only', 'data.vendorCompanyId');
        thread = companyId;
      } else if (input.internal) {
        if (input.vendorCompanyId) throw badRequest('An internal note is not sent to a vendor: leave out vendorCompanyId', 'data.vendorCompanyId');
        thread = null;
      } else {
        const invited = input.vendorCompanyId && isUuid(input.vendorCompanyId) ? await db.one('SELECT 1 AS x FROM rfq_invitations WHERE rfq_id = $1 AND company_id = $2', [input.rfqId, input.vendorCompanyId]) : undefined;
        if (!invited) throw badRequest('Name an invited vendor whose thread this is (or mark the comment internal)', 'data.vendorCompanyId');
        thread = input.vendorCompanyId!;
      }
      if (input.laneId && !(isUuid(input.laneId) && (await db.one('SELECT 1 AS x FROM rfq_lanes WHERE id = $1 AND rfq_id = $2', [input.laneId, input.rfqId])))) {
        throw badRequest('laneId must be a lane of this RFQ', 'data.laneId');
      }
      const record = await db.transaction(async (tx) => {
        const row = await tx.one<Record<string, unknown>>(
          `WITH m AS (INSERT INTO rfq_comments (rfq_id, lane_id, company_id, vendor_company_id, internal, text, author_id, author_name)
                      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *)
           SELECT ${COLUMNS} FROM m JOIN companies c ON c.id = m.company_id`,
          [input.rfqId, input.laneId ?? null, companyId, thread, thread === null, input.text.trim(), user.id, user.name],
        );
        if (thread !== null) {
          const rfq = await tx.one<{ reference: string; title: string; created_by: string | null; company_id: string; owner: string }>(
            'SELECT r.reference, r.title, r.created_by, r.company_id, c.name AS owner FROM rfqs r JOIN companies c ON c.id = r.company_id WHERE r.id = $1',
            [input.rfqId],
          );
          const link = rfqLink(request, publicUrl, input.rfqId);
          const subject = `${rfq!.reference} ${rfq!.title}: a comment from ${String(row!.company_name)}`;
          const body = `${user.name} (${String(row!.company_name)}) wrote on ${rfq!.reference}:\n\n${input.text.trim()}\n\nOpen the RFQ: ${link}\n`;
          const notices = { mailer, notifier: services.find(NOTIFIER) };
          const notice = { event: 'rfq.comment', subject, body, href: `/rfq/${input.rfqId}`, record: { kind: RFQ_KIND, id: input.rfqId }, actorUserId: user.id };
          if (access.role === 'owner') await notifyCompany(tx, notices, thread, notice);
          else {
            const creator = rfq!.created_by ? await tx.one<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = $1 AND company_id = $2', [rfq!.created_by, rfq!.company_id]) : undefined;
            if (creator && !notices.notifier) await mailer.queue(tx, { to: creator.email, subject, body });
            else await notifyCompany(tx, notices, rfq!.company_id, { ...notice, ...(creator ? { userIds: [String(creator.id)] } : {}) });
          }
        }
        return commentOf(row!, user.id);
      });
      return reply.status(201).send(ok({ record, id: record._id }));
    },
  );
}
