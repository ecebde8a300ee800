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

/**
 * The name of the font that sets `script` (bold or not) in `doc`, registering it in the document on
 * first use — so the CJK font is embedded (subset) only into documents whose text has CJK in it.
 */
export function scriptFont(doc: PDFKit.PDFDocument, script: TextScript, bold: boolean): string {
  const name = `noto-${script}-${bold ? 'bold' : 'regular'}`;
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(name)) {
    const path = FILES[script][bold ? 'bold' : 'regular'];
    let data = fileCache.get(path);
    if (!data) fileCache.set(path, (data = readFileSync(require.resolve(path))));
    doc.registerFont(name, data);
    names.add(name);
  }
  return name;
}
