import type { FastifyInstance } from 'fastify';
import { badRequest, companyOf, defineResource, defineTransitions, isCurrency, ok, RATE_INVENTORY, registerRecordKind, type ServerPluginContext, type TransitionRule } from '@portolan/sdk/server';
import { ENQUIRY_KIND, QUOTES_API } from '../../shared/types';
import { ENQUIRY_ACTIONS, LOSS_REASONS } from '../../shared/states';
import { enquiryResource } from './enquiryResource';
import { registerEnquiryCreate } from './registerEnquiryCreate';
import { registerTermsRoutes } from './registerTermsRoutes';
import { enquirySummary } from './enquirySummary';

const DAY = { type: 'string', format: 'date' };

/** The state table of shared/states.ts with what mark-lost and reopen write besides the state. */
function enquiryActions(): Record<string, TransitionRule> {
  const rules: Record<string, TransitionRule> = {};
  for (const [name, rule] of Object.entries(ENQUIRY_ACTIONS)) rules[name] = { from: [...rule.from], to: rule.to, level: rule.level };
  rules['mark-lost'] = {
    ...rules['mark-lost'],
    data: { reason: { type: 'string', enum: [...LOSS_REASONS] }, comment: { type: 'string', maxLength: 2000 } },
    required: ['reason'],
    columns: (data) => ({ loss_reason: data.reason, feedback: typeof data.comment === 'string' && data.comment.trim() ? data.comment.trim() : null }),
  };
  rules.reopen = { ...rules.reopen, columns: () => ({ loss_reason: null, feedback: null }) };
  return rules;
}

/**
 * Enquiries (`/api/enquiries/v2`, feature `enquiries`): the resource (list, details, update), the create
 * route (insertEnquiry), the forwarder's state moves (ENQUIRY_ACTIONS, `:id/activity`), the terms sets
 * (`termAndConditions`, feature `quotes`) and the summary figures.
 */
export function registerEnquiryRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const { db } = ctx;
  const inventory = ctx.services.get(RATE_INVENTORY);
  registerRecordKind(db, { kind: ENQUIRY_KIND, table: enquiryResource.table, label: 'Enquiry' });
  registerEnquiryCreate(app, db);
  defineResource(app, db, enquiryResource);
  defineTransitions(app, db, { resource: enquiryResource, kind: ENQUIRY_KIND, state: 'status', label: 'enquiry', actions: enquiryActions() });
  registerTermsRoutes(app, db);

  app.get<{ Querystring: { from?: string; to?: string; currency?: string } }>(
    QUOTES_API.summary,
    {
      config: { access: { features: ['enquiries'], level: 'Read' } },
      schema: {
        
        querystring: { type: 'object', additionalProperties: false, properties: { from: DAY, to: DAY, currency: { type: 'string', pattern: '^[A-Z]{3}$' } } },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const to = request.query.to ?? new Date().toISOString().slice(0, 10);
      const start = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
      start.setUTCMonth(start.getUTCMonth() - 11);
      const from = request.query.from ?? start.toISOString().slice(0, 10);
      const currency = request.query.currency ?? 'USD';
      if (from > to) throw badRequest('from must be on or before to', 'from');
      if (!isCurrency(currency)) throw badRequest('currency must be an ISO 4217 currency code', 'currency');
      return ok({ record: await enquirySummary(db, companyId, { from, to, currency }, () => inventory.exchangeTable(companyId)) });
    },
  );
}
