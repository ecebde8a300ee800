import { printedDocument } from '@portolan/sdk/server/pdf';
import type { EmissionSummary, EmissionTotal } from '../../shared/types';
import { emissionMethodStatement } from './emissionMethodStatement';

const kg = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const num = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * The sustainability report as a printable A4 PDF: the filter, the method statement (ISO 14083, GLEC v3,
 * WTW/TTW/WTT, factor set and version, distance method, data quality), the totals, tables by carrier,
 * lane and month, the shipments, and those not computed.
 */
export function emissionReportPdf(summary: EmissionSummary, companyName: string): Promise<Buffer> {
  const title = `Emissions report ${summary.filter.from} to ${summary.filter.to}`;
  const printed = printedDocument({ title, author: companyName });
  const { doc, margin, width } = printed;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c2127').text('Ocean freight emissions report', margin, margin);
  doc.font('Helvetica').fontSize(10).fillColor('#404854');
  doc.text(`${companyName} — shipments departed ${summary.filter.from} to ${summary.filter.to}`);
  const f = summary.filter;
  const narrowed = [
    f.carriers.length ? `carriers ${f.carriers.join(', ')}` : '',
    f.origins.length ? `origins ${f.origins.join(', ')}` : '',
    f.destinations.length ? `destinations ${f.destinations.join(', ')}` : '',
    f.modes.length ? `modes ${f.modes.join(', ')}` : '',
    ...Object.entries(f.drill).map(([k, v]) => `${k} ${v}`),
  ].filter(Boolean);
  if (narrowed.length) doc.text(`Only ${narrowed.join('; ')}`);
  doc.moveDown(0.8);

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor('#1c2127').text(text, margin, doc.y).moveDown(0.3);
    doc.font('Helvetica').fontSize(9).fillColor('#404854');
  };

  heading('Method');
  for (const [label, text] of emissionMethodStatement(summary)) {
    doc.font('Helvetica-Bold').text(`${label}: `, margin, doc.y, { continued: true, width }).font('Helvetica').text(text);
  }

  heading('Totals');
  const t = summary.totals;
  doc.text(`Shipments ${num(t.shipments)}    TEU ${num(t.teu, 2)}    TEU-km ${num(t.teuKm)}`);
  doc.text(`Well-to-wheel ${kg(t.wtwKg)} kg CO2e    Tank-to-wheel ${kg(t.ttwKg)} kg    Well-to-tank ${kg(t.wttKg)} kg    Intensity ${num(t.intensity, 1)} g CO2e/TEU-km`);

  const table = (columns: Array<[string, number, boolean]>, rows: string[][]) => {
    const line = (cells: string[], bold: boolean) => {
      if (doc.y > doc.page.height - 80) doc.addPage();
      const y = doc.y;
      let x = margin;
      let bottom = y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor(bold ? '#1c2127' : '#404854');
      columns.forEach(([, w, left], i) => {
        doc.text(cells[i] ?? '', x, y, { width: w - 4, align: left ? 'left' : 'right' });
        bottom = Math.max(bottom, doc.y);
        x += w;
      });
      doc.y = bottom + 1;
    };
    line(columns.map(([name]) => name), true);
    for (const row of rows) line(row, false);
    if (rows.length === 0) doc.font('Helvetica').fontSize(8).text('None.', margin);
  };
  const totalsTable = (name: string, items: EmissionTotal[]) =>
    table(
      [[name, 150, true], ['Shipments', 55, false], ['TEU', 50, false], ['TEU-km', 75, false], ['WTW kg CO2e', 85, false], ['g/TEU-km', 60, false]],
      items.map((r) => [r.label, num(r.shipments), num(r.teu, 2), num(r.teuKm), kg(r.wtwKg), num(r.intensity, 1)]),
    );

  heading('By carrier');
  totalsTable('Carrier', summary.byCarrier);
  heading('By lane');
  totalsTable('Lane', summary.byLane);
  heading('By month of departure');
  totalsTable('Month', summary.byMonth);

  heading(`Shipments${summary.shipments.length < summary.totals.shipments ? ` (the ${summary.shipments.length} most recent of ${summary.totals.shipments})` : ''}`);
  table(
    [['Reference', 80, true], ['Departed', 55, true], ['Carrier', 40, true], ['Route', 125, true], ['TEU', 35, false], ['km', 50, false], ['WTW kg', 60, false], ['g/TEU-km', 50, false]],
    summary.shipments.map((s) => [
      s.reference, s.departedOn, s.carrier, [s.pol, ...s.legs.slice(1).map((l) => l.from), s.pod].join(' > '),
      num(s.teu, 2), num(s.distanceKm), kg(s.wtwKg), num(s.intensity, 1),
    ]),
  );
  if (summary.notComputed.length > 0) {
    heading('Not computed');
    table([['Reference', 100, true], ['Reason', 395, true]], summary.notComputed.map((g) => [g.reference, g.reason]));
  }
  return printed.finish(`${title} - ${summary.factorSet} ${summary.factorVersion}`);
}
