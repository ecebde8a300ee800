import type { RateSearch, RateSearchAnswer } from '../../../shared/types';

/** Where an inland origin or destination was priced from: the nearest ports the server resolved it to, with distance. */
export function ResolvedPlaces({ search, resolved }: { search: RateSearch; resolved: RateSearchAnswer['resolved'] }) {
  const ends = [
    { label: 'Origin', code: search.origin, ports: resolved.origin },
    { label: 'Destination', code: search.destination, ports: resolved.destination },
  ].filter((end) => end.ports.some((p) => p.km > 0 || p.code !== end.code));
  if (!ends.length) return null;
  return (
    <p className="pt-rate-resolved bp6-text-muted" style={{ margin: '0 0 8px' }}>
      {ends.map((end) => (
        <span key={end.label} style={{ marginRight: 16 }}>
          {end.label} {end.code} priced from {end.ports.map((p) => `${p.name} (${p.code}), ${p.km.toLocaleString('en')} km`).join('; ')}
        </span>
      ))}
    </p>
  );
}
