import type { QuickBookOffer } from '../../../shared/types';

/** The lane of an offer: `INNSA → NLRTM`, with its transshipment ports (`via SGSIN`). */
export function offerLane(offer: QuickBookOffer): string {
  const { origin, destination, via } = offer.option;
  return `${origin} → ${destination}${via.length ? ` via ${via.join(', ')}` : ''}`;
}

/** The equipment an offer was priced for: `2 × 42G1`, or LCL weight and volume. */
export function offerEquipment(offer: QuickBookOffer): string {
  const { search } = offer;
  if (search?.mode === 'LCL' && search.cargo) return `LCL ${search.cargo.weightKg} kg / ${search.cargo.volumeM3} m³`;
  return (search?.containers ?? []).map((c) => `${c.count} × ${c.type}`).join(', ') || '—';
}
