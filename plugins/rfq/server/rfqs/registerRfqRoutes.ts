import type { FastifyInstance } from 'fastify';
import { defineResource, MAILER, NOTIFIER, registerRecordKind, type NoticeServices, type ServerPluginContext } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import { registerTermRoutes } from '../terms/registerTermRoutes';
import { registerDefaultRates } from './registerDefaultRates';
import { registerRfqActions } from './registerRfqActions';
import { registerRfqComments } from './registerRfqComments';
import { registerRfqDocuments } from './registerRfqDocuments';
import { registerRfqViews } from './registerRfqViews';
import { rfqDetails } from './rfqDetails';
import { rfqResource } from './rfqResource';
import { remindDeadlines } from './remindDeadlines';
import { sweepDeadlines } from './sweepDeadlines';

/**
 * The owner's RFQ routes, the vendor's view of an RFQ, libraries, documents, comments, summaries and
 * the deadline reminders and sweep (every minute).
 */
export async function registerRfqRoutes(app: FastifyInstance, ctx: ServerPluginContext): Promise<void> {
  const { db } = ctx;
  const mailer = ctx.services.get(MAILER);
  const notices = (): NoticeServices => ({ mailer, notifier: ctx.services.find(NOTIFIER) });
  const publicUrl = (ctx.settings as { publicUrl?: string }).publicUrl || undefined;
  registerRecordKind(db, { kind: RFQ_KIND, table: 'rfqs', sharedVia: { table: 'rfq_invitations', key: 'rfq_id' }, label: 'RFQ' });

  // The static paths first in the reader's eye (Fastify prefers them over `:id` anyway).
  registerRfqViews(app, ctx);
  registerDefaultRates(app, ctx);
  await registerRfqDocuments(app, ctx);
  registerRfqComments(app, ctx);
  registerTermRoutes(app, ctx);

  // `GET /api/rfq/rfqs/:id` answers the owner and the invited vendors, each its face of the RFQ.
  const resource = { ...rfqResource(notices, publicUrl), details: rfqDetails(db) };
  defineResource(app, db, resource);
  registerRfqActions(app, ctx, resource, notices, publicUrl);

  ctx.scheduler.every('rfq-deadlines', 60, async (now) => {
    await remindDeadlines(db, notices(), now);
    const closed = await sweepDeadlines(db, now);
    if (closed) ctx.log.info({ closed }, 'RFQs closed at their deadline');
  });
}
