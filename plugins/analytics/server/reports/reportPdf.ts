import { groupedAmount, printedDocument } from '@portolan/sdk/server/pdf';
import type { ReportColumn, ReportResult, ReportRow } from '@portolan/sdk/server';

const TEXT_TYPES = new Set(['text', 'date']);
const DIGITS: Record<string, number> = { percent: 1, days: 1, money: 2, mass: 1 };
const CHART_BARS = 12;

/** A cell as printed: numbers grouped with the column's digits, percent with `%`, days with `d`; empty as `-`. */
export function printedCell(row: ReportRow, column: ReportColumn): string {
  const value = row[column.key];
  if (value === undefined || value === null || typeof value === 'object') return '-';
  if (typeof value !== 'number') return String(value);
  const text = groupedAmount(value.toFixed(column.digits ?? DIGITS[column.type] ?? 0));
  if (column.type === 'percent') return `${text}%`;
  if (column.type === 'days') return `${text} d`;
  return text;
}

function filterLines(result: ReportResult): string[] {
  const f = result.filter;
  const lines = [`Period: ${f.from} to ${f.to}`];
  const parts: Array<[string, string[]]> = [['Carriers', f.carriers], ['Origins', f.origins], ['Destinations', f.destinations], ['Modes', f.modes]];
  const narrowed = parts.filter(([, values]) => values.length > 0).map(([name, values]) => `${name}: ${values.join(', ')}`);
  const drill = Object.entries(f.drill).map(([key, value]) => `${key}: ${value}`);
  lines.push(narrowed.length || drill.length ? [...narrowed, ...drill].join('   ') : 'All carriers, ports and modes');
  return lines;
}

/**
 * A report as a printable A4 PDF (the `/pdf/<name>` export and scheduled emails): title and company,
 * the filter, notes, the totals, a bar chart of the first measure (pdfkit shapes), and the rows as a
 * table (text columns left, figures right-aligned with their unit).
 */
export function reportPdf(result: ReportResult, companyName: string): Promise<Buffer> {
  const printed = printedDocument({ title: result.title, author: companyName });
  const { doc, margin, width } = printed;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c2127').text(result.title, margin, margin);
  doc.font('Helvetica').fontSize(9).fillColor('#5f6b7c').text(`${companyName}  -  generated ${result.generatedAt.slice(0, 16).replace('T', ' ')} UTC`);
  doc.moveDown(0.6);
  doc.fontSize(10).fillColor('#404854');
  for (const line of filterLines(result)) doc.text(line, margin, doc.y, { width });
  for (const note of result.notes ?? []) doc.fontSize(9).fillColor('#5f6b7c').text(note, margin, doc.y, { width });

  const columnsByKey = new Map(result.columns.map((c) => [c.key, c]));
  const totals = Object.entries(result.totals ?? {}).filter(([key]) => columnsByKey.has(key));
  if (totals.length) {
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#1c2127').text('Totals', margin);
    doc.font('Helvetica').fontSize(10).fillColor('#404854');
    doc.text(totals.map(([key, value]) => `${columnsByKey.get(key)!.title}: ${printedCell({ [key]: value }, columnsByKey.get(key)!)}`).join('     '), margin, doc.y, { width });
  }

  drawBarChart(doc, result, margin, width);
  drawTable(doc, result, margin, width);
  return printed.finish(result.title);
}

/** Horizontal bars of the first measure per row (the first {@link CHART_BARS} rows), labelled by the series' x column. */
function drawBarChart(doc: PDFKit.PDFDocument, result: ReportResult, margin: number, width: number): void {
  const measure = result.columns.find((c) => c.key === result.series.y[0]);
  const label = result.columns.find((c) => c.key === result.series.x) ?? result.columns.find((c) => TEXT_TYPES.has(c.type));
  if (!measure || !label) return;
  const bars = result.rows
    .map((row) => ({ row, value: typeof row[measure.key] === 'number' ? (row[measure.key] as number) : null }))
    .filter((b): b is { row: ReportRow; value: number } => b.value !== null)
    .slice(0, CHART_BARS);
  if (!bars.length) return;
  const max = Math.max(...bars.map((b) => Math.abs(b.value)), 0) || 1;
  const barHeight = 12;
  const labelWidth = 130;
  const valueWidth = 70;
  const chartWidth = width - labelWidth - valueWidth - 10;
  doc.moveDown(1);
  if (doc.y + 20 + bars.length * (barHeight + 4) > doc.page.height - 70) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#1c2127').text(`${measure.title} by ${label.title.toLowerCase()}`, margin, doc.y);
  doc.moveDown(0.3);
  let y = doc.y;
  doc.font('Helvetica').fontSize(8);
  for (const bar of bars) {
    doc.fillColor('#404854').text(printedCell(bar.row, label), margin, y + 2, { width: labelWidth - 6, height: barHeight, ellipsis: true, lineBreak: false });
    const length = Math.max(1, (Math.abs(bar.value) / max) * chartWidth);
    doc.rect(margin + labelWidth, y, length, barHeight).fill('#2d72d2');
    doc.fillColor('#404854').text(printedCell(bar.row, measure), margin + labelWidth + length + 4, y + 2, { width: valueWidth, lineBreak: false });
    y += barHeight + 4;
  }
  doc.moveTo(margin + labelWidth, doc.y - 2).lineTo(margin + labelWidth, y).strokeColor('#8f99a8').lineWidth(0.5).stroke();
  doc.y = y + 4;
  doc.x = margin;
}

/** The rows as a table, the header repeated on each new page. */
function drawTable(doc: PDFKit.PDFDocument, result: ReportResult, margin: number, width: number): void {
  const columns = result.columns;
  const textCount = columns.filter((c) => TEXT_TYPES.has(c.type)).length;
  const numberCount = columns.length - textCount;
  // Text columns get twice a figure's width.
  const unit = width / Math.max(1, textCount * 2 + numberCount);
  const widths = columns.map((c) => (TEXT_TYPES.has(c.type) ? unit * 2 : unit));
  const align = (c: ReportColumn) => (TEXT_TYPES.has(c.type) ? 'left' : 'right');
  doc.moveDown(1);
  if (doc.y > doc.page.height - 120) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#1c2127').text(`Rows (${result.rows.length})`, margin, doc.y);
  doc.moveDown(0.3);
  const header = () => {
    let x = margin;
    const y = doc.y;
    let bottom = y;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#1c2127');
    columns.forEach((c, i) => {
      doc.text(c.title, x, y, { width: widths[i]! - 4, align: align(c) });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.moveTo(margin, bottom + 1).lineTo(margin + width, bottom + 1).strokeColor('#c5cbd3').lineWidth(0.5).stroke();
    doc.y = bottom + 3;
    doc.font('Helvetica').fontSize(8).fillColor('#404854');
  };
  header();
  for (const row of result.rows) {
    if (doc.y > doc.page.height - 80) {
      doc.addPage();
      doc.y = margin;
      header();
    }
    const y = doc.y;
    let x = margin;
    let bottom = y;
    columns.forEach((c, i) => {
      doc.text(printedCell(row, c), x, y, { width: widths[i]! - 4, align: align(c) });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.y = bottom + 1;
  }
  if (!result.rows.length) doc.text('No rows for this filter.', margin, doc.y);
  doc.x = margin;
}
