import type { ManifestSummary } from '../../../shared/types';

/** The details screen of one sailing's manifest at one port: `/manifests/sailing?vessel=…&voyage=…&port=…&direction=…`. */
export function manifestLink(m: Pick<ManifestSummary, 'vessel' | 'voyage' | 'port' | 'direction'>): string {
  return `/manifests/sailing?${new URLSearchParams({ vessel: m.vessel, voyage: m.voyage, port: m.port, direction: m.direction }).toString()}`;
}
