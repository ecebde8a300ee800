import { checkSailing, type SailingRow } from '../sailingRow';
import { ScheduleSourceError, type FetchedRoutes, type RouteQuery, type ScheduleSource } from './ScheduleSource';

/**
 * The parts of DCSA Commercial Schedules 1.0 (CS_v1.0.3.yaml, `GET /v1/point-to-point-routes`) this
 * adapter reads: a PointToPoint has placeOfReceipt, placeOfDelivery, legs (each with a transport —
 * VESSEL, BARGE or another mode — a departure and an arrival with location.UNLocationCode and a
 * local dateTime with offset), cutOffTimes and transitTime.
 */
type DcsaLocation = { UNLocationCode?: string; locationName?: string };
type DcsaPlace = { location?: DcsaLocation; dateTime?: string; facilityTypeCode?: string };
type DcsaPartner = { carrierCode?: string; carrierServiceName?: string; carrierServiceCode?: string; carrierExportVoyageNumber?: string; carrierImportVoyageNumber?: string };
type DcsaTransport = {
  modeOfTransport?: string;
  servicePartners?: DcsaPartner[];
  universalServiceReference?: string;
  universalExportVoyageReference?: string;
  vessel?: { vesselIMONumber?: string; name?: string; operatorCarrierCode?: string };
};
type DcsaLeg = { sequenceNumber?: number; transport?: DcsaTransport; departure?: DcsaPlace; arrival?: DcsaPlace; cutOffTimes?: DcsaCutOff[] };
type DcsaCutOff = { cutOffDateTimeCode?: string; cutOffDateTime?: string };
export type DcsaPointToPoint = { placeOfReceipt?: DcsaPlace; placeOfDelivery?: DcsaPlace; legs?: DcsaLeg[]; cutOffTimes?: DcsaCutOff[]; transitTime?: number };

export interface DcsaSourceSettings {
  /** The API's base URL up to its version, e.g. `https://api.carrier.example/cs/v1`. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string;
  /** The carriers (SCAC) this endpoint publishes schedules for; the first names a route that names none. */
  carriers: string[];
  /** Per request; default 20 s. */
  timeoutMs?: number;
  /** Pages followed through Next-Page-Cursor; default 20. */
  maxPages?: number;
}

const MAJOR_VERSION = '1';
const SEA = new Set(['VESSEL', 'BARGE']);

/** Cut-off codes → the sailing's cut-offs: documentation (DCO), VGM (VCO), cargo (FCL delivery FCO, else port PCO). */
const CUTOFF_FIELDS: Record<string, 'docCutoffAt' | 'vgmCutoffAt' | 'cargoCutoffAt'> = { DCO: 'docCutoffAt', VCO: 'vgmCutoffAt', FCO: 'cargoCutoffAt', PCO: 'cargoCutoffAt' };

/**
 * One point-to-point route → one sailing: POL/ETD = the departure of the first sea leg, POD/ETA = the
 * arrival of the last; vessel, voyage and service from the first sea leg (the carrier's export voyage
 * of its service partners); transshipments = the ports where one sea leg hands over to the next
 * (intermediate calls stay on board and are not transshipments); cut-offs from the route, else its
 * first sea leg. Pre- and on-carriage legs (truck, rail) are outside the sailing.
 */
export function mapPointToPoint(route: DcsaPointToPoint, carriers: readonly string[]): { sailing?: SailingRow; reason?: string } {
  if (!route || typeof route !== 'object' || !Array.isArray(route.legs) || route.legs.length === 0) return { reason: 'the route has no legs' };
  const legs = [...route.legs].sort((a, b) => (a.sequenceNumber ?? 0) - (b.sequenceNumber ?? 0));
  const sea = legs.filter((l) => SEA.has(String(l?.transport?.modeOfTransport ?? '')));
  if (sea.length === 0) return { reason: 'the route has no vessel leg' };
  const first = sea[0];
  const last = sea[sea.length - 1];
  const transport = first.transport!;
  const partners = transport.servicePartners ?? [];
  const partner = partners.find((p) => p.carrierCode && carriers.includes(p.carrierCode)) ?? partners[0];
  const carrier = (partner?.carrierCode ?? transport.vessel?.operatorCarrierCode ?? carriers[0] ?? '').toUpperCase();
  if (carriers.length && !carriers.includes(carrier)) return { reason: `carrier ${carrier} is not one this source publishes for (${carriers.join(', ')})` };
  const cutoffs: Record<string, string> = {};
  for (const c of [...(route.cutOffTimes ?? []), ...(first.cutOffTimes ?? [])]) {
    const field = c?.cutOffDateTimeCode ? CUTOFF_FIELDS[c.cutOffDateTimeCode] : undefined;
    if (field && c.cutOffDateTime && !(field in cutoffs)) cutoffs[field] = c.cutOffDateTime;
  }
  const via = sea.slice(0, -1).map((l) => l.arrival?.location?.UNLocationCode ?? '');
  const { row, problems } = checkSailing(
    {
      carrier,
      service: partner?.carrierServiceName ?? partner?.carrierServiceCode ?? transport.universalServiceReference ?? null,
      vessel: transport.vessel?.name ?? '',
      imo: transport.vessel?.vesselIMONumber ?? null,
      voyage: partner?.carrierExportVoyageNumber ?? transport.universalExportVoyageReference ?? '',
      origin: first.departure?.location?.UNLocationCode ?? '',
      destination: last.arrival?.location?.UNLocationCode ?? '',
      departsAt: first.departure?.dateTime ?? '',
      arrivesAt: last.arrival?.dateTime ?? '',
      via: via.filter(Boolean).length === via.length ? via : ['?'],
      ...cutoffs,
    },
    'DCSA',
  );
  if (!row) return { reason: problems.map((p) => p.message).join('; ') };
  return { sailing: row };
}

/** A DCSA Commercial Schedules 1.0 server's point-to-point routes as sailings. */
export class DcsaCommercialSchedulesSource implements ScheduleSource {
  readonly name: string;
  readonly carriers: readonly string[];

  constructor(private readonly settings: DcsaSourceSettings) {
    this.carriers = settings.carriers;
    this.name = `DCSA Commercial Schedules${settings.carriers.length ? ` (${settings.carriers.join(', ')})` : ''}`;
  }

  async fetchRoutes(query: RouteQuery): Promise<FetchedRoutes> {
    const routes: unknown[] = [];
    let cursor: string | undefined;
    const maxPages = this.settings.maxPages ?? 20;
    for (let page = 0; page < maxPages; page++) {
      const url = new URL(`${this.settings.url.replace(/\/+$/, '')}/point-to-point-routes`);
      url.searchParams.set('placeOfReceipt', query.origin);
      url.searchParams.set('placeOfDelivery', query.destination);
      url.searchParams.set('departureStartDate', query.fromDay);
      url.searchParams.set('departureEndDate', query.toDay);
      if (cursor) url.searchParams.set('cursor', cursor);
      const { body, next } = await this.get(url);
      routes.push(...body);
      cursor = next;
      if (!cursor) break;
    }
    const sailings: SailingRow[] = [];
    const skipped: FetchedRoutes['skipped'] = [];
    routes.forEach((route, index) => {
      const mapped = mapPointToPoint(route as DcsaPointToPoint, this.carriers);
      if (mapped.sailing) sailings.push(mapped.sailing);
      else skipped.push({ index, reason: mapped.reason ?? 'unreadable' });
    });
    return { sailings, skipped };
  }

  private async get(url: URL): Promise<{ body: unknown[]; next?: string }> {
    const headers: Record<string, string> = { accept: 'application/json', 'API-Version': MAJOR_VERSION };
    if (this.settings.token) headers.authorization = `Bearer ${this.settings.token}`;
    let res: Response;
    try {
      res = await fetch(url, { headers, signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000) });
    } catch (error) {
      throw new ScheduleSourceError(`${this.name} could not be reached at ${url.origin}: ${(error as Error).message}`);
    }
    const version = res.headers.get('API-Version');
    if (version && !version.startsWith(`${MAJOR_VERSION}.`) && version !== MAJOR_VERSION) throw new ScheduleSourceError(`${this.name} answered API-Version ${version}; this adapter reads version ${MAJOR_VERSION}.x`);
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ScheduleSourceError(`${this.name} answered ${res.status} with a body that is not JSON`);
    }
    if (!res.ok) {
      const errors = (body as { errors?: Array<{ errorCodeMessage?: string; property?: string }> } | undefined)?.errors;
      const detail = errors?.map((e) => (e.property ? `${e.property}: ${e.errorCodeMessage}` : e.errorCodeMessage)).filter(Boolean).join('; ');
      throw new ScheduleSourceError(`${this.name} refused the request (${res.status})${detail ? `: ${detail}` : ''}`);
    }
    if (!Array.isArray(body)) throw new ScheduleSourceError(`${this.name} answered something other than a list of point-to-point routes`);
    return { body, next: res.headers.get('Next-Page-Cursor') ?? undefined };
  }
}
