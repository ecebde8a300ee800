import type { RateSearch } from '../../../shared/types';

/** How the options are ordered on screen (the toggle; kept in the URL as `sort`). */
export type SortKey = 'cheapest' | 'fastest' | 'best';
export const SORT_KEYS: SortKey[] = ['cheapest', 'fastest', 'best'];

/**
 * A search as URL parameters, so a search is a link (shared, bookmarked, back button):
 * `origin=INNSA&destination=NLRTM&mode=FCL&containers=22G1:2,42G1:1&readyOn=2026-12-01&currency=USD&carriers=MAEU,MSCU`
 * (LCL: `weightKg`, `volumeM3` instead of `containers`).
 */
export function paramsOfSearch(search: RateSearch, sort?: SortKey): URLSearchParams {
  const params = new URLSearchParams();
  params.set('origin', search.origin);
  params.set('destination', search.destination);
  params.set('mode', search.mode);
  if (search.mode === 'FCL') params.set('containers', (search.containers ?? []).map((c) => `${c.type}:${c.count}`).join(','));
  else {
    params.set('weightKg', search.cargo?.weightKg ?? '');
    params.set('volumeM3', search.cargo?.volumeM3 ?? '');
  }
  params.set('readyOn', search.readyOn);
  if (search.currency) params.set('currency', search.currency);
  if (search.carriers?.length) params.set('carriers', search.carriers.join(','));
  if (sort && sort !== 'cheapest') params.set('sort', sort);
  return params;
}

/** The search a URL names, or undefined when it names none (origin, destination and ready day are needed). */
export function searchOfParams(params: URLSearchParams): RateSearch | undefined {
  const origin = params.get('origin')?.trim().toUpperCase();
  const destination = params.get('destination')?.trim().toUpperCase();
  const readyOn = params.get('readyOn')?.trim();
  if (!origin || !destination || !readyOn) return undefined;
  const mode = params.get('mode') === 'LCL' ? 'LCL' : 'FCL';
  const currency = params.get('currency')?.trim().toUpperCase();
  const carriers = splitList(params.get('carriers')).map((c) => c.toUpperCase());
  return {
    origin,
    destination,
    mode,
    ...(mode === 'FCL'
      ? { containers: containersOf(params.get('containers') ?? '') }
      : { cargo: { weightKg: params.get('weightKg')?.trim() ?? '', volumeM3: params.get('volumeM3')?.trim() ?? '' } }),
    readyOn,
    ...(currency ? { currency } : {}),
    ...(carriers.length ? { carriers } : {}),
  };
}

/** The sort the URL asks for (cheapest by default). */
export function sortOfParams(params: URLSearchParams): SortKey {
  const sort = params.get('sort');
  return SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : 'cheapest';
}

/** `22G1:2,42G1:1` as container rows (a count that is not a whole number stays NaN: the form reports it). */
export function containersOf(text: string): Array<{ type: string; count: number }> {
  return splitList(text).map((part) => {
    const [type, count = '1'] = part.split(':');
    return { type: type.trim().toUpperCase(), count: /^\d+$/.test(count.trim()) ? Number(count.trim()) : Number.NaN };
  });
}

function splitList(text: string | null): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
