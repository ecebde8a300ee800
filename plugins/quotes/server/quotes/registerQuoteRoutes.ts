import type { FastifyInstance } from 'fastify';
import { defineResource, registerRecordKind, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTE_KIND } from '../../shared/types';
import { expireQuotes } from './expireQuotes';
import { quoteResource } from './quoteResource';
import { registerAssociatedRates } from './registerAssociatedRates';
import { registerCustomerQuote } from './registerCustomerQuote';
import { registerFeedback } from './registerFeedback';
import { registerOrderConfirm } from './registerOrderConfirm';
import { registerPublish } from './registerPublish';
import { registerQuoteActions } from './registerQuoteActions';
import { registerQuoteComments } from './registerQuoteComments';
import { registerQuoteViews } from './registerQuoteViews';
import { registerQuoteWrites } from './registerQuoteWrites';
import { registerWithQuote } from './registerWithQuote';

/**
 * The quotes API (README.md): the quotes resource (list, details; create and update in
 * registerQuoteWrites), revise / withdraw, revisions, links, rate options, the customer view and PDF;
 * associated rates and the shortlist; publishing; the customer's shared view, order confirm and
 * feedback; the enquiry thread; enquiries with their quote; and the hourly expiry.
 */
export function registerQuoteRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  // PORTOLAN_PUBLIC_URL (the plugin's `publicUrl` setting, when declared): the origin of emailed links.
  const publicUrl = (ctx.settings as { publicUrl?: string }).publicUrl || undefined;
  defineResource(app, ctx.db, quoteResource);
  // Other areas attach to a quote (a chat with the customer) as the forwarder and, once published, the customer see it.
  registerRecordKind(ctx.db, { kind: QUOTE_KIND, table: 'quotes', sharedVia: { table: 'quote_parties', key: 'quote_id' }, label: 'Quote' });
  registerQuoteWrites(app, ctx);
  registerQuoteActions(app, ctx);
  registerQuoteViews(app, ctx, publicUrl);
  registerAssociatedRates(app, ctx);
  registerPublish(app, ctx, publicUrl);
  registerCustomerQuote(app, ctx);
  registerOrderConfirm(app, ctx);
  registerFeedback(app, ctx);
  registerQuoteComments(app, ctx);
  registerWithQuote(app, ctx);
  ctx.scheduler.every('expire-quotes', 3600, async (now) => {
    const count = await expireQuotes(ctx.db, now);
    if (count) ctx.log.info({ count }, 'quotes expired');
  });
}
