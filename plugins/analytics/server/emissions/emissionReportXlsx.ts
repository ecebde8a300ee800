import type { EmissionSummary, EmissionTotal } from '../../shared/types';
import { emissionMethodStatement } from './emissionMethodStatement';

/** The sustainability report as an XLSX workbook: the same sheets as the PDF (exceljs, loaded on first use). */
export async function emissionReportXlsx(summary: EmissionSummary, companyName: string): Promise<Uint8Array> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = companyName;
  const about = book.addWorksheet('Method');
  const f = summary.filter;
  about.addRows([
    ['Report', 'Ocean freight emissions'],
    ['Company', companyName],
    ['From', f.from],
    ['To', f.to],
    ['Carriers', f.carriers.join(', ') || 'all'],
    ['Origins', f.origins.join(', ') || 'all'],
    ['Destinations', f.destinations.join(', ') || 'all'],
    ['Modes', f.modes.join(', ') || 'all'],
    ...Object.entries(f.drill).map(([k, v]) => [`Only ${k}`, v]),
    ...emissionMethodStatement(summary),
  ]);
  about.getColumn(1).font = { bold: true };
  about.getColumn(1).width = 16;
  about.getColumn(2).width = 120;

  const totals = (name: string, title: string, rows: EmissionTotal[]) => {
    const sheet = book.addWorksheet(name);
    sheet.columns = [
      { header: title, key: 'label', width: 36 },
      { header: 'Shipments', key: 'shipments', width: 11 },
      { header: 'TEU', key: 'teu', width: 10, style: { numFmt: '#,##0.00' } },
      { header: 'TEU-km', key: 'teuKm', width: 14, style: { numFmt: '#,##0' } },
      { header: 'WTW kg CO2e', key: 'wtwKg', width: 14, style: { numFmt: '#,##0.000' } },
      { header: 'TTW kg CO2e', key: 'ttwKg', width: 14, style: { numFmt: '#,##0.000' } },
      { header: 'WTT kg CO2e', key: 'wttKg', width: 14, style: { numFmt: '#,##0.000' } },
      { header: 'g CO2e/TEU-km', key: 'intensity', width: 14, style: { numFmt: '0.00' } },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) sheet.addRow(r);
  };
  totals('Totals', 'Scope', [summary.totals]);
  totals('By carrier', 'Carrier', summary.byCarrier);
  totals('By lane', 'Lane', summary.byLane);
  totals('By month', 'Month', summary.byMonth);

  const legs = book.addWorksheet('Shipment legs');
  legs.columns = [
    { header: 'Reference', key: 'reference', width: 16 },
    { header: 'Departed', key: 'departedOn', width: 11 },
    { header: 'Carrier', key: 'carrier', width: 8 },
    { header: 'Leg', key: 'seq', width: 5 },
    { header: 'From', key: 'from', width: 8 },
    { header: 'To', key: 'to', width: 8 },
    { header: 'Trade lane', key: 'tradeLane', width: 12 },
    { header: 'Distance km', key: 'distanceKm', width: 12, style: { numFmt: '#,##0.0' } },
    { header: 'TEU', key: 'teu', width: 8, style: { numFmt: '0.00' } },
    { header: 'Reefer TEU', key: 'reeferTeu', width: 10, style: { numFmt: '0.00' } },
    { header: 'WTW kg CO2e', key: 'wtwKg', width: 13, style: { numFmt: '#,##0.000' } },
    { header: 'TTW kg CO2e', key: 'ttwKg', width: 13, style: { numFmt: '#,##0.000' } },
    { header: 'WTT kg CO2e', key: 'wttKg', width: 13, style: { numFmt: '#,##0.000' } },
    { header: 'g CO2e/TEU-km', key: 'intensity', width: 13, style: { numFmt: '0.00' } },
    { header: 'Factor set', key: 'factorSet', width: 30 },
    { header: 'Version', key: 'factorVersion', width: 18 },
  ];
  legs.getRow(1).font = { bold: true };
  for (const s of summary.shipments) {
    for (const l of s.legs) legs.addRow({ ...l, reference: s.reference, departedOn: s.departedOn, carrier: s.carrier, factorSet: s.factorSet, factorVersion: s.factorVersion });
  }
  const gaps = book.addWorksheet('Not computed');
  gaps.columns = [{ header: 'Reference', key: 'reference', width: 16 }, { header: 'Reason', key: 'reason', width: 80 }];
  gaps.getRow(1).font = { bold: true };
  for (const g of summary.notComputed) gaps.addRow(g);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
