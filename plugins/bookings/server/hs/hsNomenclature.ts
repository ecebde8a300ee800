import type { HsCode, HsCodeDetails } from '../../shared/types';
import data from './hs2022.json';

/**
 * The HS 2022 nomenclature (chapters, headings, subheadings; SOURCE.md), indexed on first use and kept:
 * the JSON is the data as shipped, the maps and the folded descriptions are built once per process.
 */
interface Entry extends HsCode {
  /** The description folded for matching: lower case, no diacritics. */
  folded: string;
  /** Where a word starts in `folded`. */
  wordStarts: Set<number>;
}

interface Index {
  entries: Entry[];
  byCode: Map<string, Entry>;
  children: Map<string, Entry[]>;
}

let index: Index | undefined;

/** Lower case, diacritics removed: 'Café' → 'cafe'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

function sectionOfChapter(chapter: string): string {
  const found = data.sections.find((s) => chapter >= s.chapters[0]! && chapter <= s.chapters[1]!);
  if (!found) throw new Error(`HS chapter ${chapter} has no section`);
  return found.section;
}

function load(): Index {
  if (index) return index;
  const entries: Entry[] = [];
  const byCode = new Map<string, Entry>();
  const children = new Map<string, Entry[]>();
  const sections = new Map<string, string>();
  for (const line of data.codes) {
    const tab = line.indexOf('\t');
    const code = line.slice(0, tab);
    const description = line.slice(tab + 1);
    const chapter = code.slice(0, 2);
    let section = sections.get(chapter);
    if (!section) sections.set(chapter, (section = sectionOfChapter(chapter)));
    const level = code.length as 2 | 4 | 6;
    const parent = level === 2 ? null : code.slice(0, level - 2);
    const folded = foldText(description);
    const wordStarts = new Set<number>();
    for (let i = 0; i < folded.length; i++) if (/[a-z0-9]/.test(folded[i]!) && (i === 0 || !/[a-z0-9]/.test(folded[i - 1]!))) wordStarts.add(i);
    const entry: Entry = { code, description, level, parent, section, folded, wordStarts };
    entries.push(entry);
    byCode.set(code, entry);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  index = { entries, byCode, children };
  return index;
}

const plain = (e: Entry): HsCode => ({ code: e.code, description: e.description, level: e.level, parent: e.parent, section: e.section });

/** True when `code` is a six-digit subheading of HS 2022 (what a booking's cargo line may carry). */
export function isKnownSubheading(code: string): boolean {
  return /^\d{6}$/.test(code) && load().byCode.has(code);
}

/** A chapter, heading or subheading by its code, or undefined. */
export function hsCodeOf(code: string): HsCode | undefined {
  const e = load().byCode.get(code);
  return e && plain(e);
}

/** The code with its chapter and heading (top first) and its direct subdivisions; undefined when unknown. */
export function hsCodeDetails(code: string): HsCodeDetails | undefined {
  const { byCode, children } = load();
  const e = byCode.get(code);
  if (!e) return undefined;
  const path: HsCode[] = [];
  for (let len = 2; len < code.length; len += 2) {
    const above = byCode.get(code.slice(0, len));
    if (above) path.push(plain(above));
  }
  return { ...plain(e), path, children: (children.get(code) ?? []).map(plain) };
}

/**
 * The codes matching `query`, best first, at most `limit`: digit groups are code prefixes ('0101',
 * '0101.21'), other words must all occur in the description (case and diacritics ignored). Ranked:
 * the exact code, then codes starting with the digits, then descriptions where more words match at a
 * word's start, then those starting with one of the words, then the shorter (tighter) description,
 * then code order.
 */
export function searchHsCodes(query: string, limit: number): HsCode[] {
  const tokens = foldText(query).split(/[^a-z0-9.]+/).map((t) => t.replace(/\./g, '')).filter(Boolean);
  const digits = tokens.filter((t) => /^\d+$/.test(t)).join('');
  const words = tokens.filter((t) => !/^\d+$/.test(t));
  if (!digits && !words.length) return [];
  const scored: Array<{ e: Entry; score: number }> = [];
  for (const e of load().entries) {
    if (digits && !e.code.startsWith(digits)) continue;
    let score = 0;
    if (digits) score += e.code === digits ? 1_000_000 : 100_000;
    let all = true;
    for (const word of words) {
      let at = e.folded.indexOf(word);
      if (at < 0) {
        all = false;
        break;
      }
      let atStart = false;
      while (at >= 0 && !atStart) {
        atStart = e.wordStarts.has(at);
        at = e.folded.indexOf(word, at + 1);
      }
      if (atStart) score += 1_000;
    }
    if (!all) continue;
    if (words.some((w) => e.folded.startsWith(w))) score += 100;
    scored.push({ e, score });
  }
  // Same score: digits list a code before the codes below it; words prefer the tighter (shorter) description.
  scored.sort((a, b) => b.score - a.score || (words.length ? a.e.folded.length - b.e.folded.length : a.e.code.length - b.e.code.length) || (a.e.code < b.e.code ? -1 : 1));
  return scored.slice(0, limit).map((s) => plain(s.e));
}
