import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CarrierFeedAdapter, DcsaEvent, WebhookBatch } from './CarrierFeedAdapter';

interface DcsaPushedEvent {
  eventID?: string;
  eventType?: string;
  eventClassifierCode?: string;
  eventDateTime?: string;
  eventCreatedDateTime?: string;
  transportEventTypeCode?: string;
  equipmentEventTypeCode?: string;
  shipmentEventTypeCode?: string;
  equipmentReference?: string;
  eventLocation?: { UNLocationCode?: string };
  transportCall?: { UNLocationCode?: string; exportVoyageNumber?: string; vessel?: { vesselName?: string } };
  documentReferences?: Array<{ documentReferenceType?: string; documentReferenceValue?: string }>;
}

/**
 * A real push feed: a DCSA Track & Trace 3.0 subscription whose notifications POST arrays of events to
 * `/api/tracking/webhooks/dcsa`, signed with the shared secret in `Notification-Signature: sha256=<hex>`
 * (HMAC-SHA256 of the raw body). On only when PORTOLAN_DCSA_WEBHOOK_SECRET is set. `subscribe` here
 * records the reference; a carrier-specific adapter would also POST the subscription to the carrier.
 */
export function dcsaWebhookAdapter(secret: string, carriers: string[] = []): CarrierFeedAdapter {
  return {
    id: 'dcsa',
    title: 'DCSA Track & Trace notifications',
    supports: (carrier) => carriers.includes(carrier.toUpperCase()),
    async subscribe(subscription) {
      return { externalId: `dcsa-${subscription.reference}` };
    },
    parseWebhook(rawBody, headers) {
      const header = headers['notification-signature'];
      const sent = (Array.isArray(header) ? header[0] : header)?.replace(/^sha256=/, '') ?? '';
      const expected = createHmac('sha256', secret).update(rawBody).digest();
      const given = Buffer.from(sent, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('The notification signature is wrong');
      const parsed = JSON.parse(rawBody) as DcsaPushedEvent[] | DcsaPushedEvent;
      const list = Array.isArray(parsed) ? parsed : [parsed];
      const batches = new Map<string, DcsaEvent[]>();
      for (const e of list) {
        const code = e.transportEventTypeCode ?? e.equipmentEventTypeCode ?? e.shipmentEventTypeCode;
        if (!e.eventID || !e.eventType || !code || !e.eventDateTime || !['PLN', 'EST', 'ACT'].includes(e.eventClassifierCode ?? '')) continue;
        const reference = e.equipmentReference ?? e.documentReferences?.[0]?.documentReferenceValue;
        if (!reference) continue;
        const event: DcsaEvent = {
          eventId: e.eventID,
          eventType: e.eventType as DcsaEvent['eventType'],
          eventCode: code,
          classifier: e.eventClassifierCode as DcsaEvent['classifier'],
          eventAt: new Date(e.eventDateTime).toISOString(),
          location: e.eventLocation?.UNLocationCode ?? e.transportCall?.UNLocationCode ?? null,
          equipmentReference: e.equipmentReference ?? null,
          vessel: e.transportCall?.vessel?.vesselName ?? null,
          voyage: e.transportCall?.exportVoyageNumber ?? null,
          recordedAt: e.eventCreatedDateTime ? new Date(e.eventCreatedDateTime).toISOString() : undefined,
        };
        batches.set(reference.toUpperCase(), [...(batches.get(reference.toUpperCase()) ?? []), event]);
      }
      return [...batches].map(([reference, events]): WebhookBatch => ({ reference, events }));
    },
  };
}
