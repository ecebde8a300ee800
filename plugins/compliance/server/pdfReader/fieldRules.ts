import type { ExtractedField } from '../../shared/types';
import type { PdfCell, PdfLine, PdfPage } from './pdfText';

/**
 * A field read by label: `labels` are the label's spellings (matched at the start of a cell, after an
 * optional box number such as "5." or "(5)"); `parse` checks and normalizes a candidate value. The value
 * is the rest of the label's cell, else the next cell to its right, else the first cell below it in the
 * same column (within a few lines). `pattern` is the fallback when no label gives a valid value: a
 * scan of the whole text (lower confidence).
 */
export interface FieldRule {
  name: string;
  labels: RegExp[];
  parse(text: string): string | undefined;
  /** Fallback: a value found by its pattern alone. */
  pattern?(pages: PdfPage[]): Found | undefined;
}

export interface Found {
  value: string;
  page: number;
  source: string;
}

/** Confidence of a value found by its pattern only, without its label. */
export const PATTERN_CONFIDENCE = 0.6;
/** Lines below a label searched for its value, and how far (points). */
const LINES_BELOW = 4;
const MAX_DROP = 70;
/** A value this close under its label's start (x, points) and this close below (y) belongs to it. */
const ALIGNED = 6;
const NEXT_LINE = 18;

const PREFIX = String.raw`^(?:\(?[0-9]{1,2}[a-z]?[.)]\s*)?`;

/** Compiles a label's spelling (words, `\s*` between) into a regex for the start of a cell, capturing the rest. */
export function label(...spellings: string[]): RegExp[] {
  return spellings.map((s) => new RegExp(`${PREFIX}(?:${s})(?:\\s*[:.#-]+\\s*|\\s+|$)(.*)$`, 'i'));
}

/** Whether a cell starts with some label of the document (then it is not another label's value). */
export function isLabelOf(rules: FieldRule[], text: string): boolean {
  return rules.some((r) => r.labels.some((l) => l.test(text)));
}

function overlaps(a: PdfCell, b: PdfCell, slack = 8): boolean {
  return a.x < b.x2 + slack && a.x2 > b.x - slack;
}

/** The candidates for a label cell's value, in order of preference, with the line each was read from. */
function candidates(page: PdfPage, lineIndex: number, cellIndex: number, rest: string, rules: FieldRule[]): Array<{ text: string; line: PdfLine }> {
  const line = page.lines[lineIndex]!;
  const cell = line.cells[cellIndex]!;
  const out: Array<{ text: string; line: PdfLine }> = [];
  if (rest.trim()) out.push({ text: rest, line });
  const right = line.cells[cellIndex + 1];
  const rightCandidate = right && !isLabelOf(rules, right.text) ? { text: right.text, line } : undefined;
  let belowCandidate: { text: string; line: PdfLine; aligned: boolean } | undefined;
  for (let i = lineIndex + 1; i < Math.min(page.lines.length, lineIndex + 1 + LINES_BELOW); i++) {
    const below = page.lines[i]!;
    if (below.y - line.y > MAX_DROP) break;
    const column = below.cells.filter((c) => overlaps(c, cell)).sort((a, b) => Math.abs(a.x - cell.x) - Math.abs(b.x - cell.x));
    const first = column[0];
    if (!first) continue;
    if (isLabelOf(rules, first.text)) break;
    belowCandidate = { text: first.text, line: below, aligned: Math.abs(first.x - cell.x) <= ALIGNED && below.y - line.y <= NEXT_LINE };
    break;
  }
  // A box form puts the value right under its label (the cell to the right is the next box's label);
  // a two-column form puts it to the right.
  if (belowCandidate?.aligned) out.push(belowCandidate, ...(rightCandidate ? [rightCandidate] : []));
  else out.push(...(rightCandidate ? [rightCandidate] : []), ...(belowCandidate ? [belowCandidate] : []));
  return out;
}

/** Reads one field by its rule from the pages. */
export function readField(pages: PdfPage[], rule: FieldRule, rules: FieldRule[]): ExtractedField {
  // Spellings in order of preference ("Total packages" before a column's "Packages"), each over the whole
  // document; a cell one spelling matched is not read again by a shorter one ("Notify party" then "Notify").
  const seen = new Set<string>();
  for (const l of rule.labels) {
    for (const page of pages) {
      for (let li = 0; li < page.lines.length; li++) {
        const line = page.lines[li]!;
        for (let ci = 0; ci < line.cells.length; ci++) {
          const text = line.cells[ci]!.text;
          const m = l.exec(text);
          const key = `${page.number}:${li}:${ci}`;
          if (!m || seen.has(key)) continue;
          seen.add(key);
          // "Buyer Country" is not the label "Buyer" with the value "Country".
          if (m[1] && rules.some((other) => other !== rule && other.labels.some((o) => o.exec(text)?.[1] === ''))) continue;
          // The rest of the label's cell, without a parenthesized remark ("Vessel (see clause 1 + 19)").
          const rest = (m[1] ?? '').replace(/^\([^)]*\)\s*[:.]?\s*/, '');
          for (const candidate of candidates(page, li, ci, rest, rules)) {
            const value = rule.parse(candidate.text);
            if (value !== undefined) return { name: rule.name, value, confidence: 1, page: page.number, source: candidate.line === line ? line.text : `${text} … ${candidate.line.text}` };
          }
        }
      }
    }
  }
  const found = rule.pattern?.(pages);
  if (found) return { name: rule.name, value: found.value, confidence: PATTERN_CONFIDENCE, page: found.page, source: found.source };
  return { name: rule.name, value: null, confidence: 0, page: null, source: null };
}

/** The first match of `parse` over every cell of the pages (a pattern fallback). */
export function scanCells(parse: (text: string) => string | undefined): (pages: PdfPage[]) => Found | undefined {
  return (pages) => {
    for (const page of pages)
      for (const line of page.lines)
        for (const cell of line.cells) {
          const value = parse(cell.text);
          if (value !== undefined) return { value, page: page.number, source: line.text };
        }
    return undefined;
  };
}
