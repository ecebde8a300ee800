import { observable, observableRef, runInAction } from 'mobx';
import { KeysetResourceStore, token, type ApiResult, type HttpClient } from '@portolan/sdk';
import type { Leg, Milestone, ShipmentRecord, EventRecord } from '../../shared/types';

export type Shipment = ShipmentRecord & { [field: string]: unknown };

/** The journey of a shipment: legs and the PLN / EST / ACT milestones. */
export interface Journey {
  shipmentId: string;
  status: string;
  legs: Leg[];
  milestones: Milestone[];
}

/** Radar and home-page figures from `/api/tracking_insights/`. */
export interface Insights {
  total: number;
  teu: number;
  delayed: number;
  byStatus: Record<string, number>;
  byRegion: Array<{ region: string; inbound: Record<string, number>; outbound: Record<string, number>; teu: number }>;
  lanes: Array<{ from: string; to: string; count: number }>;
}

/** The server's check of a bulk file: rows, valid rows, problems by row and column, and (after creating) how many were created. */
export interface BulkSummary {
  rows: number;
  valid: number;
  problems: Array<{ row: number; field: string; message: string }>;
  problemCount: number;
  created?: number;
}

interface Loadable<T> {
  data?: T;
  isFetching: boolean;
  errorMessage?: string;
}

/**
 * Shipments (`/api/shipments/v2`, SPEC §3 generic states) plus what the screens read beside them:
 * journeys and events per shipment, the insights and bulk create. The list screens load into it
 * through `useResourceList({ store })`, so details open instantly from a loaded page.
 */
export class ShipmentsStore extends KeysetResourceStore<Shipment> {
  readonly journeys = observable.map<string, Loadable<Journey>>({}, { deep: false });
  readonly events = observable.map<string, Loadable<EventRecord[]>>({}, { deep: false });
  readonly insights = observable<Loadable<Insights>>({ isFetching: false, data: undefined, errorMessage: undefined }, { data: observableRef });

  constructor(http: HttpClient) {
    super(http, '/api/shipments/v2');
  }

  journeyOf(id: string): Loadable<Journey> {
    return this.journeys.get(id) ?? { isFetching: false };
  }

  eventsOf(id: string): Loadable<EventRecord[]> {
    return this.events.get(id) ?? { isFetching: false };
  }

  async fetchJourney(id: string): Promise<void> {
    await this.load(this.journeys, id, () => this.http.get<{ record: Journey }>(`/api/journeys/journeys/shipment/${encodeURIComponent(id)}`), (d) => d.record);
  }

  async fetchEvents(id: string): Promise<void> {
    await this.load(this.events, id, () => this.http.get<{ items: EventRecord[] }>(`/api/events/shipment/${encodeURIComponent(id)}`), (d) => d.items);
  }

  async fetchInsights(): Promise<void> {
    runInAction(() => (this.insights.isFetching = true));
    const result = await this.http.get<{ record: Insights }>('/api/tracking_insights/');
    runInAction(() => {
      this.insights.isFetching = false;
      this.insights.data = result.ok ? result.data?.record : this.insights.data;
      this.insights.errorMessage = result.ok ? undefined : result.errorMessage;
    });
  }

  /**
   * Bulk create (`POST /api/shipments/v2/bulk`): with `dryRun` the server only checks every row. A
   * refused file still answers its per-row problems in the body's `data`.
   */
  async bulkCreate(rows: Array<Record<string, string>>, dryRun: boolean): Promise<{ result: ApiResult<{ record: BulkSummary }>; summary?: BulkSummary }> {
    const result = await this.http.post<{ record: BulkSummary }>(`${this.base}/bulk`, { data: { rows }, ...(dryRun ? { options: { dryRun: true } } : {}) });
    const refused = (result.body as { data?: BulkSummary } | undefined)?.data;
    return { result, summary: result.ok ? result.data?.record : refused && Array.isArray(refused.problems) ? refused : undefined };
  }

  private async load<A, T>(map: Map<string, Loadable<T>>, id: string, call: () => Promise<ApiResult<A>>, pick: (data: A) => T): Promise<void> {
    runInAction(() => map.set(id, { ...(map.get(id) ?? {}), isFetching: true }));
    const result = await call();
    runInAction(() => {
      const previous = map.get(id);
      map.set(id, result.ok && result.data ? { data: pick(result.data), isFetching: false } : { data: previous?.data, isFetching: false, errorMessage: result.errorMessage });
    });
  }
}

/** The plugin's ShipmentsStore (bound in its container): `useService(ShipmentsStoreToken)`. */
export const ShipmentsStoreToken = token<ShipmentsStore>('portolan.shipments.ShipmentsStore');
