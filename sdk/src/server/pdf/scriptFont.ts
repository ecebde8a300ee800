import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TextScript } from './scriptRuns';

const require = createRequire(import.meta.url);

/** The Noto files per script and weight (npm packages, kept external by the server build so they resolve in dist too). */
const FILES: Record<TextScript, { regular: string; bold: string }> = {
  latin: { regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  cjk: { regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
};

/** Font files read once per process (the CJK one is ~10 MB, read only when some document needs it). */
const fileCache = new Map<string, Buffer>();
/** Which fonts each document has registered (a document registers a font on its first use). */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** The part of pdfkit's embedded font (not in its typings) that the `extract` variant replaces. */
interface EmbeddedFontInternals {
  font: { unitsPerEm: number; layout(text: string, features?: unknown, script?: string): { glyphs: { advanceWidth: number }[]; positions: Record<string, number>[]; advanceWidth: number } };
  scale: number;
  layoutRun(text: string, features?: unknown): unknown;
}

/**
 * The name of the font that sets `script` (bold or not) in `doc`, registering it in the document on
 * first use — so the CJK font is embedded (subset) only into documents whose text has CJK in it.
 *
 * The `extract` variant is the same file laid out without script shaping (each character its own
 * glyph, in logical order): it carries the searchable, extractable copy of Devanagari text, whose
 * shaped form reorders glyphs (a reph is drawn after the consonant it precedes), which text
 * extraction would read back in the wrong order.
 */
export function scriptFont(doc: PDFKit.PDFDocument, script: TextScript, bold: boolean, variant: 'shaped' | 'extract' = 'shaped'): string {
  const name = `noto-${script}-${bold ? 'bold' : 'regular'}${variant === 'extract' ? '-extract' : ''}`;
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(name)) {
    const path = FILES[script][bold ? 'bold' : 'regular'];
    let data = fileCache.get(path);
    if (!data) fileCache.set(path, (data = readFileSync(require.resolve(path))));
    if (variant === 'extract') {
      let copy = fileCache.get(`${path}#extract`);
      if (!copy) fileCache.set(`${path}#extract`, (copy = distinctCopy(data)));
      data = copy;
    }
    doc.registerFont(name, data);
    names.add(name);
    if (variant === 'extract') {
      const current = (doc as unknown as { _font: unknown })._font;
      const embedded = (doc.font(name) as unknown as { _font: EmbeddedFontInternals })._font;
      // pdfkit's own layoutRun, with the script forced to Latin (fontkit's default shaper: no reordering)
      embedded.layoutRun = function (this: EmbeddedFontInternals, text: string, features?: unknown) {
        const run = this.font.layout(text, features, 'latn');
        run.positions.forEach((position, i) => {
          for (const key of Object.keys(position)) position[key]! *= this.scale;
          position.advanceWidth = run.glyphs[i]!.advanceWidth * this.scale;
        });
        return run;
      };
      (doc as unknown as { _font: unknown })._font = current;
    }
  }
  return name;
}

/**
 * The font file with its `head` checkSumAdjustment changed (nothing reads it for drawing): pdfkit
 * shares one embedded font between registrations of equal files, and the `extract` variant must be
 * an instance of its own.
 */
function distinctCopy(data: Buffer): Buffer {
  const copy = Buffer.from(data);
  const tables = copy.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (copy.toString('latin1', record, record + 4) === 'head') {
      const at = copy.readUInt32BE(record + 8) + 8;
      copy.writeUInt32BE((copy.readUInt32BE(at) ^ 1) >>> 0, at);
    }
  }
  return copy;
}
