import type { ChargeType, Direction } from '../states';

/** The event fields a clock reads (the SDK's EquipmentEvent). */
export interface ClockEvent {
  eventType: 'SHIPMENT' | 'TRANSPORT' | 'EQUIPMENT';
  eventCode: string;
  classifier: 'PLN' | 'EST' | 'ACT';
  eventAt: string;
  location: string | null;
}

/** When one clock of a container started and stopped (instants), and when it is expected to stop. */
export interface ClockWindow {
  direction: Direction;
  chargeType: ChargeType;
  /** POD (import) or POL (export): the port whose tariff and time zone apply. */
  port: string;
  startedAt: string | null;
  stoppedAt: string | null;
  /** The planned or estimated stop event, when the stop has not happened. */
  projectedStopAt: string | null;
}

type Edge = { code: string; atPort: boolean };
/**
 * Start and stop events per clock (DCSA equipment event codes; README "Which events start and stop a clock"):
 * import demurrage DISC@POD → GTOT@POD, import detention GTOT@POD → GTIN (empty return, anywhere), import
 * combined DISC@POD → GTIN; export detention GTOT (empty pick-up, anywhere) → GTIN@POL, export demurrage
 * GTIN@POL → LOAD@POL, export combined GTOT → LOAD@POL. Each edge is searched after the one before it.
 */
const EDGES: Record<Direction, Record<ChargeType, [Edge, Edge]>> = {
  IMPORT: {
    DEMURRAGE: [{ code: 'DISC', atPort: true }, { code: 'GTOT', atPort: true }],
    DETENTION: [{ code: 'GTOT', atPort: true }, { code: 'GTIN', atPort: false }],
    COMBINED: [{ code: 'DISC', atPort: true }, { code: 'GTIN', atPort: false }],
  },
  EXPORT: {
    DETENTION: [{ code: 'GTOT', atPort: false }, { code: 'GTIN', atPort: true }],
    DEMURRAGE: [{ code: 'GTIN', atPort: true }, { code: 'LOAD', atPort: true }],
    COMBINED: [{ code: 'GTOT', atPort: false }, { code: 'LOAD', atPort: true }],
  },
};

const byTime = (a: ClockEvent, b: ClockEvent) => Date.parse(a.eventAt) - Date.parse(b.eventAt);

/**
 * The clocks of one container on one shipment: for each direction a COMBINED clock where the carrier's
 * tariff there is combined, else a DEMURRAGE and a DETENTION clock. Only the container's equipment
 * events count, actual (ACT) for start and stop; export events are those before the first load at the
 * POL, import events those after the last discharge at the POD (so transshipment moves never count).
 */
export function clockWindows(journey: { pol: string; pod: string; events: readonly ClockEvent[] }, combined: Record<Direction, boolean>): ClockWindow[] {
  const equipment = journey.events.filter((e) => e.eventType === 'EQUIPMENT').slice().sort(byTime);
  const actual = equipment.filter((e) => e.classifier === 'ACT');
  const firstLoad = actual.find((e) => e.eventCode === 'LOAD' && (e.location === null || e.location === journey.pol));
  const lastDischarge = [...actual].reverse().find((e) => e.eventCode === 'DISC' && (e.location === null || e.location === journey.pod));
  const windows: ClockWindow[] = [];
  for (const direction of ['EXPORT', 'IMPORT'] as const) {
    const port = direction === 'EXPORT' ? journey.pol : journey.pod;
    const inScope = (e: ClockEvent) =>
      direction === 'EXPORT'
        ? !firstLoad || Date.parse(e.eventAt) <= Date.parse(firstLoad.eventAt)
        : !!lastDischarge && Date.parse(e.eventAt) >= Date.parse(lastDischarge.eventAt);
    const types: ChargeType[] = combined[direction] ? ['COMBINED'] : ['DEMURRAGE', 'DETENTION'];
    for (const chargeType of types) {
      const [startEdge, stopEdge] = EDGES[direction][chargeType];
      const matches = (edge: Edge) => (e: ClockEvent) => e.eventCode === edge.code && (!edge.atPort || e.location === null || e.location === port);
      const start = actual.filter(inScope).find(matches(startEdge));
      const stop = start ? actual.filter(inScope).find((e) => matches(stopEdge)(e) && Date.parse(e.eventAt) >= Date.parse(start.eventAt)) : undefined;
      const planned = !stop
        ? equipment
            .filter((e) => e.classifier !== 'ACT' && matches(stopEdge)(e) && (!start || Date.parse(e.eventAt) >= Date.parse(start.eventAt)))
            .at(-1)
        : undefined;
      windows.push({ direction, chargeType, port, startedAt: start?.eventAt ?? null, stoppedAt: stop?.eventAt ?? null, projectedStopAt: planned?.eventAt ?? null });
    }
  }
  return windows;
}
