import { scriptFont } from './scriptFont';
import type { TextStyle } from './TextSetter';

interface FontkitGlyph {
  path: { toSVG(): string };
}
interface FontkitFont {
  unitsPerEm: number;
  layout(text: string): { glyphs: FontkitGlyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[]; advanceWidth: number };
}

/**
 * Draws a Devanagari run with its baseline at `baseline`: the shaped glyphs (conjuncts, reph, matras
 * in their visual places) as filled outlines, under an invisible copy of the text in logical order
 * (the unshaped `extract` font, stretched to the same width). Readers see the shaped text; search,
 * copy and extraction get "शर्मा", not the visual order "शमार्" that shaped text extracts as.
 * Answers the run's width.
 */
export function drawDevanagari(doc: PDFKit.PDFDocument, text: string, x: number, baseline: number, style: TextStyle): number {
  const font = (doc.font(scriptFont(doc, 'devanagari', style.bold)) as unknown as { _font: { font: FontkitFont } })._font.font;
  const run = font.layout(text);
  const scale = style.size / font.unitsPerEm;
  let cursor = 0;
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    const svg = glyph.path.toSVG();
    if (svg) {
      doc.save();
      doc.translate(x + (cursor + pos.xOffset) * scale, baseline - pos.yOffset * scale);
      doc.scale(scale, -scale);
      doc.path(svg).fill(style.color);
      doc.restore();
    }
    cursor += pos.xAdvance;
  });
  const width = run.advanceWidth * scale;
  doc.font(scriptFont(doc, 'devanagari', style.bold, 'extract')).fontSize(style.size);
  const plain = doc.widthOfString(text);
  doc.save();
  doc.fillOpacity(0);
  doc.text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic', horizontalScaling: plain > 0 ? (width / plain) * 100 : 100 } as PDFKit.Mixins.TextOptions);
  doc.restore();
  return width;
}
