import { greatCircleKm, portByCode } from '@portolan/sdk/shared';
import { SEA_EDGES, SEA_WAYPOINTS, type SeaNode } from './seaRouteGraph';

/** Kilometres in one nautical mile. */
export const KM_PER_NM = 1.852;

/** How a distance was found (stored as `distance_source`). */
export const SEA_DISTANCE_SOURCE = 'sea-route';

export interface SeaDistance {
  km: number;
  nm: number;
  /** The nodes passed, ports and waypoints, from → to. */
  via: string[];
}

type Graph = Map<string, Array<{ to: string; km: number }>>;

let graph: Graph | undefined;

function nodeOf(name: string): SeaNode | undefined {
  const waypoint = SEA_WAYPOINTS[name];
  if (waypoint) return waypoint;
  const port = portByCode(name);
  return port ? { lat: port.lat, lon: port.lon, title: port.name } : undefined;
}

function buildGraph(): Graph {
  const g: Graph = new Map();
  for (const [from, to, km] of SEA_EDGES) {
    const a = nodeOf(from);
    const b = nodeOf(to);
    if (!a || !b) throw new Error(`Sea-route edge ${from}–${to} names an unknown node`);
    const length = km ?? greatCircleKm(a.lat, a.lon, b.lat, b.lon);
    if (!g.has(from)) g.set(from, []);
    if (!g.has(to)) g.set(to, []);
    g.get(from)!.push({ to, km: length });
    g.get(to)!.push({ to: from, km: length });
  }
  return g;
}

/** Ports (UN/LOCODE) the sea-route graph reaches. */
export function seaRoutePorts(): string[] {
  graph ??= buildGraph();
  return [...graph.keys()].filter((k) => !SEA_WAYPOINTS[k]).sort();
}

/**
 * The shortest sea distance between two ports over the sea-route graph (Dijkstra), or undefined when
 * either port is not on the graph — never a straight line across land.
 */
export function seaDistance(fromPort: string, toPort: string): SeaDistance | undefined {
  graph ??= buildGraph();
  const from = fromPort.toUpperCase();
  const to = toPort.toUpperCase();
  if (!graph.has(from) || !graph.has(to)) return undefined;
  if (from === to) return { km: 0, nm: 0, via: [from] };
  const dist = new Map<string, number>([[from, 0]]);
  const prev = new Map<string, string>();
  const done = new Set<string>();
  // The graph has ~200 nodes: a linear scan for the nearest open node is fast enough and simple.
  for (;;) {
    let current: string | undefined;
    let best = Infinity;
    for (const [node, d] of dist) if (!done.has(node) && d < best) (best = d), (current = node);
    if (current === undefined) return undefined;
    if (current === to) break;
    done.add(current);
    for (const { to: next, km } of graph.get(current) ?? []) {
      const d = best + km;
      if (d < (dist.get(next) ?? Infinity)) {
        dist.set(next, d);
        prev.set(next, current);
      }
    }
  }
  const via = [to];
  while (via[0] !== from) via.unshift(prev.get(via[0]!)!);
  // Ports are stops, not waypoints to sail through: a route through another port is still a sea route.
  const km = dist.get(to)!;
  return { km: Math.round(km * 10) / 10, nm: Math.round(km / KM_PER_NM), via };
}
