import { KeysetResourceStore, token, type HttpClient, type ResourceRecord } from '@portolan/sdk';

export interface Subscription extends ResourceRecord {
  referenceType: 'CONTAINER' | 'BL' | 'BOOKING';
  reference: string;
  carrier: string;
  shipmentId: string | null;
  adapter: string;
  status: 'ACTIVE' | 'STOPPED' | 'FAILED';
  lastPolledAt: string | null;
  createdAt: string;
  version: number;
}

export interface SubscriptionLog extends ResourceRecord {
  level: 'info' | 'warning' | 'error';
  message: string;
  eventsIngested: number;
  subscriptionId: string | null;
  shipmentId: string | null;
  createdAt: string;
}

/** Tracking subscriptions (`/api/trackingmore/subscriptions`) and their logs, and the plain calls of the trackings screens. */
export class TrackingStore extends KeysetResourceStore<Subscription> {
  readonly logs: KeysetResourceStore<SubscriptionLog>;

  constructor(http: HttpClient) {
    super(http, '/api/trackingmore/subscriptions');
    this.logs = new KeysetResourceStore<SubscriptionLog>(http, '/api/trackingmore/subscriptions/logs');
  }

  /** The HTTP client, for the one-off calls of a screen (insights, positions, polls). */
  get client(): HttpClient {
    return this.http;
  }
}

export const TrackingStoreToken = token<TrackingStore>('portolan.trackings.TrackingStore');
