import type { PrintableTable } from '../../shared/documents/PrintableRecord';
import type { RenderContext } from './RenderContext';
import type { Slice } from './Slice';
import type { TextStyle } from './TextSetter';

const PAD = 4;
const INK = '#1c2127';
const RULE = '#d3d8de';
const HEADER_FILL = '#edeff2';

/**
 * A table of the record at [x, x + width]: its title, the header row (shaded, bold), one slice per row
 * (cells wrapped in their column, thin rules between rows) and its totals lines, right-aligned. The
 * title, header and first row stay together; every later row carries the header, so a page that a row
 * starts opens with the column titles again.
 */
export function tableSlices(ctx: RenderContext, table: PrintableTable, x: number, width: number, size: number): Slice[] {
  const { doc, text } = ctx;
  const cellStyle: TextStyle = { size, bold: false, color: INK };
  const headStyle: TextStyle = { size: size - 0.5, bold: true, color: INK };
  const columns = table.columns.length > 0 ? table.columns : [{ key: '', label: '' }];
  const total = columns.reduce((sum, c) => sum + Math.max(0.1, c.width ?? 1), 0);
  let cx = x;
  const cols = columns.map((c) => {
    const w = (width * Math.max(0.1, c.width ?? 1)) / total;
    const col = { ...c, x: cx, w, align: c.align ?? 'left' };
    cx += w;
    return col;
  });

  const rowSlice = (cells: string[], style: TextStyle, fill: string | null): Slice => {
    const wrapped = cells.map((cell, i) => text.wrap(cell, style, Math.max(1, cols[i]!.w - PAD * 2)));
    const height = Math.max(1, ...wrapped.map((l) => l.length)) * text.lineHeight(style) + PAD * 2;
    return {
      height,
      draw(y) {
        if (fill) doc.rect(x, y, width, height).fill(fill);
        wrapped.forEach((lines, i) => {
          const col = cols[i]!;
          lines.forEach((line, j) => text.drawLine(line, col.x + PAD, y + PAD + j * text.lineHeight(style), col.w - PAD * 2, style, col.align));
        });
        doc.moveTo(x, y + height).lineTo(x + width, y + height).lineWidth(0.5).strokeColor(RULE).stroke();
      },
    };
  };

  const header = rowSlice(cols.map((c) => c.label), headStyle, HEADER_FILL);
  const rows = table.rows.map((row) => rowSlice(cols.map((c) => row[c.key] ?? ''), cellStyle, null));
  const titleStyle: TextStyle = { size: size + 1.5, bold: true, color: INK };
  const titleLines = table.title ? text.wrap(table.title, titleStyle, width) : [];
  const titleHeight = titleLines.length > 0 ? titleLines.length * text.lineHeight(titleStyle) + 2 : 0;
  const first = rows[0];
  const opening: Slice = {
    height: titleHeight + header.height + (first?.height ?? 0),
    draw(y) {
      titleLines.forEach((line, i) => text.drawLine(line, x, y + i * text.lineHeight(titleStyle), width, titleStyle));
      header.draw(y + titleHeight);
      first?.draw(y + titleHeight + header.height);
    },
  };
  const slices: Slice[] = [opening, ...rows.slice(1).map((row) => ({ ...row, header }))];
  const totalWidth = Math.min(width, Math.max(200, width * 0.45));
  for (const line of table.totals ?? []) {
    const style: TextStyle = { size, bold: true, color: INK };
    const labelW = totalWidth * 0.55;
    const labelLines = text.wrap(line.label, style, labelW - PAD);
    const height = labelLines.length * text.lineHeight(style) + PAD;
    slices.push({
      height,
      draw(y) {
        labelLines.forEach((l, i) => text.drawLine(l, x + width - totalWidth, y + PAD / 2 + i * text.lineHeight(style), labelW - PAD, style));
        text.drawLine(line.value, x + width - totalWidth + labelW, y + PAD / 2, totalWidth - labelW - PAD, style, 'right');
      },
    });
  }
  return slices;
}
