import { isCjk, scriptRuns, type ScriptRun } from './scriptRuns';
import { drawDevanagari } from './drawDevanagari';
import { scriptFont } from './scriptFont';

/** How a piece of text is set: points, weight, #rrggbb colour. */
export interface TextStyle {
  size: number;
  bold: boolean;
  color: string;
}

/** Line height as a share of the font size (room for Devanagari's marks above and below). */
const LINE_HEIGHT = 1.4;
/** Where the baseline sits below the line's top, as a share of the font size. */
const BASELINE = 1.08;

/**
 * Sets text in a pdfkit document with one Noto font per script run. It breaks lines itself (at spaces,
 * and around every CJK character, which needs no space) so a block's height is known before it is
 * drawn — the page flow needs that to decide what fits — and draws each line run by run, each run in
 * its own font, on one shared baseline.
 */
export class TextSetter {
  /** Characters of Latin runs that Noto Sans lacks (arrows, some symbols): set in Noto Sans SC, which has them. */
  private readonly missing = new Map<string, boolean>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** `text` as script runs, with the characters Noto Sans has no glyph for moved into CJK-font runs. */
  runs(text: string): ScriptRun[] {
    const out: ScriptRun[] = [];
    const push = (script: ScriptRun['script'], t: string) => {
      const last = out[out.length - 1];
      if (last && last.script === script) last.text += t;
      else out.push({ script, text: t });
    };
    for (const run of scriptRuns(text)) {
      if (run.script !== 'latin') {
        push(run.script, run.text);
        continue;
      }
      for (const ch of run.text) push(this.lacksLatin(ch) ? 'cjk' : 'latin', ch);
    }
    return out;
  }

  private lacksLatin(ch: string): boolean {
    let lacks = this.missing.get(ch);
    if (lacks === undefined) {
      const cp = ch.codePointAt(0)!;
      // pdfkit's embedded font keeps its fontkit font as `font` (not in pdfkit's typings)
      const font = (this.doc.font(scriptFont(this.doc, 'latin', false)) as unknown as { _font: { font: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
      lacks = cp > 0x7f && !font.hasGlyphForCodePoint(cp);
      this.missing.set(ch, lacks);
    }
    return lacks;
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  /** The width of one line of `text` in `style`. */
  width(text: string, style: TextStyle): number {
    let w = 0;
    for (const run of this.runs(text)) w += this.doc.font(scriptFont(this.doc, run.script, style.bold)).fontSize(style.size).widthOfString(run.text);
    return w;
  }

  /** `text` broken into lines no wider than `width` (its own newlines kept; a word wider than the line is cut). */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
      let line = '';
      for (const piece of breakPieces(paragraph)) {
        const candidate = line + piece;
        if (line === '' || this.width(candidate.trimEnd(), style) <= width) {
          line = candidate;
        } else {
          lines.push(line.trimEnd());
          line = piece.trimStart();
        }
        while (this.width(line.trimEnd(), style) > width && [...line.trimEnd()].length > 1) {
          const chars = [...line];
          let fit = 1;
          while (fit < chars.length - 1 && this.width(chars.slice(0, fit + 1).join(''), style) <= width) fit++;
          lines.push(chars.slice(0, fit).join(''));
          line = chars.slice(fit).join('');
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** The height of `text` wrapped at `width`. */
  height(text: string, style: TextStyle, width: number): number {
    return this.wrap(text, style, width).length * this.lineHeight(style);
  }

  /** Draws one line with its top at `y`, within [x, x + width], aligned. */
  drawLine(line: string, x: number, y: number, width: number, style: TextStyle, align: 'left' | 'center' | 'right' = 'left'): void {
    if (line === '') return;
    const w = this.width(line, style);
    let cx = align === 'right' ? x + width - w : align === 'center' ? x + (width - w) / 2 : x;
    const baseline = y + style.size * BASELINE;
    this.doc.fillColor(style.color);
    for (const run of this.runs(line)) {
      if (run.script === 'devanagari') {
        cx += drawDevanagari(this.doc, run.text, cx, baseline, style);
        continue;
      }
      this.doc.font(scriptFont(this.doc, run.script, style.bold)).fontSize(style.size);
      this.doc.text(run.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cx += this.doc.widthOfString(run.text);
    }
  }

  /** Draws `text` wrapped at `width` from `y` down; answers the height used. */
  draw(text: string, x: number, y: number, width: number, style: TextStyle, align: 'left' | 'center' | 'right' = 'left'): number {
    const lines = this.wrap(text, style, width);
    lines.forEach((line, i) => this.drawLine(line, x, y + i * this.lineHeight(style), width, style, align));
    return lines.length * this.lineHeight(style);
  }
}

/** A paragraph's break opportunities: words with their trailing spaces, and each CJK character on its own. */
function breakPieces(paragraph: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of paragraph) {
    const cp = ch.codePointAt(0)!;
    if (ch === ' ') {
      current += ch;
    } else if (isCjk(cp)) {
      if (current) pieces.push(current);
      pieces.push(ch);
      current = '';
    } else {
      if (current.endsWith(' ')) {
        pieces.push(current);
        current = '';
      }
      current += ch;
    }
  }
  if (current) pieces.push(current);
  // a CJK character followed by spaces keeps them (so the spaces are not a piece of their own)
  return pieces.reduce<string[]>((out, p) => {
    if (p.trim() === '' && out.length > 0) out[out.length - 1] += p;
    else out.push(p);
    return out;
  }, []);
}
