import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, dataBody, isUuid, notFound, ok, type ServerPluginContext } from '@portolan/sdk/server';
import { isCurrency } from '@portolan/sdk/shared';
import { BILLING_API } from '../../shared/types';
import { companyAsked, failingWith, requirePlatform } from './enterpriseAccess';
import { loadEnterpriseSubscription } from './loadEnterpriseSubscription';
import type { BillingCycle } from './subscriptionPeriod';

interface TermsInput {
  companyId: string;
  priceMinor: number;
  currency: string;
  cycle: BillingCycle;
  autoInvoice: boolean;
  version?: number;
}

const termsBody = dataBody(
  {
    companyId: { type: 'string', maxLength: 100 },
    priceMinor: { type: 'integer', minimum: 0, maximum: 1e13 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    cycle: { type: 'string', enum: ['MONTHLY', 'QUARTERLY', 'YEARLY'] },
    autoInvoice: { type: 'boolean' },
    version: { type: 'integer', minimum: 0 },
  },
  ['companyId', 'priceMinor', 'currency', 'cycle', 'autoInvoice'],
);

/**
 * The enterprise subscription's billing terms: `GET subscriptions/enterprise` (the caller's company;
 * platform admins `?company=`, their own company without it) and `POST` (platform admins) upserting
 * subscription_billing — "subscription updated". A stale `version` is a 409.
 */
export function subscriptionBillingRoutes(app: FastifyInstance, { db }: ServerPluginContext): void {
  app.get(BILLING_API.enterpriseSubscription, { schema: { querystring: { type: 'object', properties: { company: { type: 'string', maxLength: 100 } } } } }, async (request) => {
    const companyId = companyAsked(request) ?? request.user!.companyId;
    const record = await loadEnterpriseSubscription(db, companyId);
    if (!record) throw notFound('Company not found');
    return ok({ record });
  });

  app.post<{ Body: { data: TermsInput } }>(BILLING_API.enterpriseSubscription, { schema: { body: termsBody } }, async (request) => {
    requirePlatform(request);
    return failingWith('subscription update failed', async () => {
      const { companyId, priceMinor, currency, cycle, autoInvoice, version } = request.body.data;
      if (!isCurrency(currency)) throw badRequest(`data.currency ${currency} is not an ISO 4217 currency`, 'data.currency');
      const current = isUuid(companyId) ? await loadEnterpriseSubscription(db, companyId) : undefined;
      if (!current) throw badRequest('data.companyId is not a company', 'data.companyId');
      if (!current.subscriptionId) throw badRequest(`${current.companyName} has no subscription: subscribe it to a plan first`, 'data.companyId');
      if (version !== undefined && version !== current.version) throw conflict(`The terms changed meanwhile (version ${current.version}): reload and try again`, 'data.version');
      await db.transaction(async (tx) => {
        const row = await tx.one(
          `INSERT INTO subscription_billing (subscription_id, company_id, price_minor, currency, cycle, auto_invoice)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (subscription_id) DO UPDATE SET price_minor = EXCLUDED.price_minor, currency = EXCLUDED.currency, cycle = EXCLUDED.cycle,
             auto_invoice = EXCLUDED.auto_invoice, updated_at = now(), version = subscription_billing.version + 1
           WHERE $7::integer IS NULL OR subscription_billing.version = $7::integer
           RETURNING version`,
          [current.subscriptionId, companyId, priceMinor, currency, cycle, autoInvoice, version ?? null],
        );
        if (!row) throw conflict('The terms changed meanwhile: reload and try again', 'data.version');
      });
      return ok({ record: (await loadEnterpriseSubscription(db, companyId))!, message: 'subscription updated' });
    });
  });
}
