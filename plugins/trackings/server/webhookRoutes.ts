import type { FastifyInstance } from 'fastify';
import type { Db, ShipmentTracking } from '@portolan/sdk/server';
import { badRequest, notFound, ok } from '@portolan/sdk/server';

/** Push feeds: a public webhook per feed that parses webhooks (the feed checks the signature). */
export function webhookRoutes(app: FastifyInstance, db: Db, shipments: ShipmentTracking): void {
  app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    hook.post<{ Params: { adapter: string }; Body: string }>(
      '/api/tracking/webhooks/:adapter',
      { config: { access: { public: true } }, schema: { params: { type: 'object', properties: { adapter: { type: 'string', maxLength: 40 } } } } },
      async (request) => {
        const adapter = shipments.feed(request.params.adapter);
        if (!adapter?.parseWebhook) throw notFound('Unknown feed');
        let batches;
        try {
          batches = adapter.parseWebhook(String(request.body ?? ''), request.headers);
        } catch (error) {
          throw badRequest(error instanceof Error ? error.message : 'The webhook was refused');
        }
        let ingested = 0;
        for (const batch of batches) {
          // The reference is matched through the subscriptions made with this adapter only.
          const subs = await db.query<{ shipment_id: string | null; company_id: string }>(
            "SELECT shipment_id, company_id FROM tracking_subscriptions WHERE adapter = $1 AND reference = $2 AND status = 'ACTIVE' AND shipment_id IS NOT NULL",
            [adapter.id, batch.reference.toUpperCase()],
          );
          for (const sub of subs.rows) {
            ingested += await db.transaction((tx) => shipments.ingest(tx, { id: sub.shipment_id!, companyId: sub.company_id }, adapter.id, batch.events));
          }
        }
        return ok({ record: { _id: adapter.id, eventsIngested: ingested } });
      },
    );
  });
}
