/** The scripts a document's text is set in, each with its own Noto font. */
export type TextScript = 'latin' | 'devanagari' | 'cjk';

/** A piece of text in one script. */
export interface ScriptRun {
  script: TextScript;
  text: string;
}

const DEVANAGARI: [number, number][] = [[0x0900, 0x097f], [0xa8e0, 0xa8ff], [0x1cd0, 0x1cff]];
/** Han ideographs, radicals, CJK punctuation, kana, bopomofo, compatibility forms and fullwidth forms. */
const CJK: [number, number][] = [
  [0x2e80, 0x2fdf], [0x3000, 0x30ff], [0x3100, 0x312f], [0x3190, 0x31ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff],
  [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xffef], [0x20000, 0x2fa1f],
];

const within = (ranges: [number, number][], cp: number) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** The script of one code point, or null for the neutral ones (spaces, joiners) that join the run around them. */
export function scriptOf(cp: number): TextScript | null {
  if (cp === 0x20 || cp === 0x09 || cp === 0xa0 || cp === 0x200c || cp === 0x200d) return null;
  if (within(DEVANAGARI, cp)) return 'devanagari';
  if (within(CJK, cp)) return 'cjk';
  return 'latin';
}

/** True when the code point is a CJK character (a line may break before and after it). */
export function isCjk(cp: number): boolean {
  return within(CJK, cp);
}

/**
 * `text` cut into runs of one script each (Devanagari, CJK, the rest as Latin), so each run is drawn
 * with a font that has its glyphs; spaces stay in the run they follow (leading ones join the first run).
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (script === null) {
      if (last) last.text += ch;
      else pending += ch;
    } else if (last && last.script === script) {
      last.text += ch;
    } else {
      runs.push({ script, text: pending + ch });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}
