import type { FastifyInstance } from 'fastify';
import { badRequest, checkCallbackUrl, companyOf, isUuid, notFound, type ServerPluginContext } from '@portolan/sdk/server';
import { DCSA_BKG_API } from '../../shared/types';
import { subscriptionRequestSchema } from './bkgSchemas';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const MIN_SECRET_BYTES = 32;

interface SubscriptionRow {
  id: string;
  callback_url: string;
  created_at: string | Date;
}

const toSubscription = (r: SubscriptionRow) => ({ subscriptionReference: String(r.id), callbackUrl: r.callback_url, createdAt: new Date(r.created_at).toISOString() });

/**
 * Not in the standard (which leaves subscribing out of band, README-DCSA.md): a company's callbacks
 * for BKG notifications, `POST {callbackUrl, secret}` (secret: base64 of at least 32 bytes, the HMAC
 * key of `Notification-Signature`; never answered back), GET the company's, DELETE one by its
 * subscriptionReference. The callback is checked against SSRF unless `webhooksAllowPrivate`.
 */
export function registerDcsaSubscriptionRoutes(app: FastifyInstance, ctx: ServerPluginContext): void {
  const base = DCSA_BKG_API.notificationSubscriptions;
  // The plugin config's boolean (default true); 'false' when read from text.
  const setting: unknown = ctx.settings.webhooksAllowPrivate;
  const allowPrivate = setting !== false && setting !== 'false';

  app.post<{ Body: { callbackUrl: string; secret: string } }>(base, { config: { access: { features: ['bookings'], level: 'Update' } }, schema: { body: subscriptionRequestSchema } }, async (request, reply) => {
    const { callbackUrl, secret } = request.body;
    checkCallbackUrl(callbackUrl, 'callbackUrl', allowPrivate);
    if (!BASE64.test(secret) || secret.length % 4 !== 0) throw badRequest('secret must be base64', 'secret');
    if (Buffer.from(secret, 'base64').length < MIN_SECRET_BYTES) throw badRequest(`secret must be at least ${MIN_SECRET_BYTES} bytes (base64 of them)`, 'secret');
    const row = await ctx.db.one<SubscriptionRow>(
      'INSERT INTO bkg_webhook_subscriptions (company_id, callback_url, secret, created_by) VALUES ($1, $2, $3, $4) RETURNING id, callback_url, created_at',
      [companyOf(request), callbackUrl, secret, request.user!.id],
    );
    return reply.status(201).send(toSubscription(row!));
  });

  app.get(base, { config: { access: { features: ['bookings'], level: 'Read' } } }, async (request) => {
    const rows = await ctx.db.query<SubscriptionRow>('SELECT id, callback_url, created_at FROM bkg_webhook_subscriptions WHERE company_id = $1 ORDER BY created_at, id', [companyOf(request)]);
    return rows.rows.map(toSubscription);
  });

  app.delete<{ Params: { id: string } }>(
    `${base}/:id`,
    { config: { access: { features: ['bookings'], level: 'Update' } }, schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 100 } }, required: ['id'] } } },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound('Subscription not found');
      const gone = await ctx.db.query('DELETE FROM bkg_webhook_subscriptions WHERE id = $1 AND company_id = $2 RETURNING id', [request.params.id, companyOf(request)]);
      if (!gone.rows.length) throw notFound('Subscription not found');
      return reply.status(204).send();
    },
  );
}
