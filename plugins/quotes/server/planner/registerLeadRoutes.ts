import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf, MAILER, notFound, NOTIFIER, ok, RATE_INVENTORY, type ServerPluginContext } from '@portolan/sdk/server';
import { QUOTES_API, type LeadInput } from '../../shared/types';
import type { PlannerKey } from '../../shared/states';
import { checkEmail, todayUtc } from './checkSearch';
import { createLeadAccount, type AccountRequest } from './createLeadAccount';
import { honeypotGuard } from './honeypot';
import { servingPartner } from './partnerPages';
import { ACCOUNT_REQUEST, LEAD_INPUT, text } from './plannerSchemas';
import { submitLead } from './submitLead';

/** What a bot (filled honeypot) is told: a reference that looks like any other, nothing stored. */
const decoyReference = () => `ENQ-${todayUtc().slice(0, 4)}-${String(10000 + Math.floor(Math.random() * 89999)).padStart(5, '0')}`;

/**
 * The public lead forms: `POST webforms/icici/`, `webforms/hdfc/` (SPEC's paths) and `webforms/:key/`
 * for the other pages (incl. `get-quote`) — a lead and, with a lane, the forwarder's enquiry; and
 * `POST webforms/icici/create-user` — the lead asks for an account. Answers never carry ids.
 */
export function registerLeadRoutes(app: FastifyInstance, { db, services, identity }: ServerPluginContext): void {
  const mailer = services.get(MAILER);
  const inventory = services.get(RATE_INVENTORY);

  const handleLead = async (request: FastifyRequest<{ Body: { data: LeadInput } }>, key: string) => {
    const found = await servingPartner(db, key);
    if (!found) throw notFound('This page is not available');
    const email = checkEmail(request.body.data.email);
    return submitLead(
      { db, mailer, notifier: services.find(NOTIFIER), inventory, key: found.page.key as PlannerKey, partnerName: found.page.name, companyId: found.companyId, companyName: found.companyName },
      { ...request.body.data, email },
    );
  };
  const leadSchema = (params?: Record<string, unknown>) => ({ ...(params ? { params } : {}), body: bodyOf(LEAD_INPUT) });
  const leadConfig = { config: { access: { public: true } }, preValidation: honeypotGuard(201, () => ({ record: { reference: decoyReference() } })) };

  for (const key of ['icici', 'hdfc'] as const) {
    app.post<{ Body: { data: LeadInput } }>(`${QUOTES_API.webforms}/${key}/`, { ...leadConfig, schema: leadSchema() }, async (request, reply) => {
      const answer = await handleLead(request, key);
      return reply.status(201).send(ok({ record: answer }));
    });
  }
  app.post<{ Params: { key: string }; Body: { data: LeadInput } }>(
    `${QUOTES_API.webforms}/:key/`,
    { ...leadConfig, schema: leadSchema({ type: 'object', required: ['key'], properties: { key: text(40, 1) } }) },
    async (request, reply) => {
      const answer = await handleLead(request, request.params.key);
      return reply.status(201).send(ok({ record: answer }));
    },
  );

  app.post<{ Body: { data: AccountRequest } }>(
    `${QUOTES_API.webforms}/icici/create-user`,
    {
      config: { access: { public: true } },
      preValidation: honeypotGuard(201, () => ({ record: { email: '', company: '' } })),
      schema: { body: bodyOf(ACCOUNT_REQUEST) },
    },
    async (request, reply) => {
      const found = await servingPartner(db, 'icici');
      if (!found) throw notFound('This page is not available');
      const email = checkEmail(request.body.data.email);
      const answer = await createLeadAccount(
        { db, identity, mailer },
        { key: 'icici', partnerName: found.page.name, companyId: found.companyId, companyName: found.companyName },
        { ...request.body.data, email },
      );
      return reply.status(201).send(ok({ record: answer, message: 'Account created: check your email to choose a password' }));
    },
  );
}
