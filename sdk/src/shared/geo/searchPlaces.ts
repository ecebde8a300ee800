import { PLACES, type Place } from './placeByCode';

/** Lower case, accents removed, anything but letters and digits a single space: 'São Paulo' → 'sao paulo'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Indexed {
  place: Place;
  code: string;
  name: string;
  /** Name and aliases, space separated. */
  words: string[];
  all: string;
}

const INDEX: Indexed[] = PLACES.map((place) => {
  const name = foldText(place.name);
  const all = `${name} ${foldText(place.aliases ?? '')}`.trim();
  return { place, code: place.code.toLowerCase(), name, words: all.split(' '), all };
});

/** How well a place matches the folded text: 0 best … 4, or undefined for no match. */
function rankOf(entry: Indexed, text: string): number | undefined {
  if (entry.code === text) return 0;
  if (entry.code.startsWith(text)) return 1;
  if (entry.name.startsWith(text)) return 2;
  if (entry.words.some((w) => w.startsWith(text)) || ` ${entry.all}`.includes(` ${text}`)) return 3;
  if (entry.all.includes(text)) return 4;
  return undefined;
}

/**
 * Seaports and inland places for a text typed in a picker, best first: the exact code, codes starting
 * with it, names starting with it, a word of the name (or a former name: Bombay, Saigon) starting with
 * it, then names containing it; seaports before inland places within a rank, then by name. Case and
 * accents do not matter ('sao' finds São Paulo). `kind` keeps only ports or only inland places.
 */
export function searchPlaces(text: string, limit = 10, kind?: Place['kind']): Place[] {
  const folded = foldText(text);
  if (!folded || limit <= 0) return [];
  const found: Array<{ place: Place; rank: number }> = [];
  for (const entry of INDEX) {
    if (kind && entry.place.kind !== kind) continue;
    const rank = rankOf(entry, folded);
    if (rank !== undefined) found.push({ place: entry.place, rank });
  }
  found.sort((a, b) => a.rank - b.rank || (a.place.kind === b.place.kind ? 0 : a.place.kind === 'PORT' ? -1 : 1) || a.place.name.localeCompare(b.place.name));
  return found.slice(0, limit).map((f) => f.place);
}
