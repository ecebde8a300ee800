import { makeAutoObservable, runInAction } from 'mobx';
import { token, type HttpClient } from '@portolan/sdk';
import { scoreCarriers, type CarrierScore, type ScoredShipment } from '../scoreCarriers';

interface Leg {
  arrival?: { planned?: string | null };
}

export interface Note {
  _id: string;
  carrier: string;
  text: string;
  createdBy: string | null;
  createdAt: string;
}

/** How many shipments the scorecard reads (the newest by planned arrival). */
const SAMPLE = 200;
const PARALLEL = 6;

/**
 * The scorecard's data: shipments from the shipments API (GET /api/shipments/v2), each shipment's
 * planned arrival from its journey (GET /api/journeys/transport/shipment/:id, the PLN arrival of the
 * last leg), and the company's notes from this add-on's own API. One instance per page (bound as a
 * singleton in the add-on's container), shared by the page and the dashboard widget.
 */
export class ScorecardStore {
  scores: CarrierScore[] = [];
  isLoading = false;
  loaded = false;
  error?: string = undefined;
  notes: Note[] = [];
  notesError?: string = undefined;
  isSaving = false;

  constructor(private readonly http: HttpClient) {
    makeAutoObservable<ScorecardStore, 'http'>(this, { http: false });
  }

  async load(force = false): Promise<void> {
    if (this.isLoading || (this.loaded && !force)) return;
    this.isLoading = true;
    this.error = undefined;
    const now = new Date();
    const result = await this.http.get<{ items: ScoredShipment[] }>('/api/shipments/v2', {
      query: { limit: SAMPLE, sort: { eta: 'desc' }, filter: { eta: { to: now.toISOString().slice(0, 10) } } },
    });
    if (!result.ok) {
      runInAction(() => {
        this.error = result.errorMessage;
        this.isLoading = false;
      });
      return;
    }
    const shipments = (result.data?.items ?? []).map((s) => ({ ...s }));
    let next = 0;
    const worker = async () => {
      while (next < shipments.length) {
        const shipment = shipments[next++];
        const legs = await this.http.get<{ items: Leg[] }>(`/api/journeys/transport/shipment/${encodeURIComponent(shipment._id)}`);
        const last = legs.ok ? legs.data?.items?.at(-1) : undefined;
        shipment.plannedArrival = last?.arrival?.planned ?? shipment.eta;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    runInAction(() => {
      this.scores = scoreCarriers(shipments, now.getTime());
      this.loaded = true;
      this.isLoading = false;
    });
  }

  async loadNotes(carrier: string): Promise<void> {
    const result = await this.http.get<{ items: Note[] }>('/api/carrier-scorecard/notes', { query: { filter: { carrier } } });
    runInAction(() => {
      this.notes = result.ok ? (result.data?.items ?? []) : [];
      this.notesError = result.ok ? undefined : result.errorMessage;
    });
  }

  async addNote(carrier: string, text: string): Promise<boolean> {
    this.isSaving = true;
    const result = await this.http.post<{ record: Note }>('/api/carrier-scorecard/notes', { data: { carrier, text } });
    runInAction(() => {
      this.isSaving = false;
      if (result.ok && result.data?.record) this.notes = [result.data.record, ...this.notes];
      else this.notesError = result.errorMessage;
    });
    return result.ok;
  }
}

/** The add-on's store, bound in its container: `useService(ScorecardStoreToken)`. */
export const ScorecardStoreToken = token<ScorecardStore>('carrier-scorecard.ScorecardStore');
