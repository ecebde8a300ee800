import { countryName } from '@portolan/sdk/server';
import { PdfCanvas } from './pdfCanvas';
import { printAmount, printDate, type DateStyle } from './formatting';
import type { ShippingBillFacts } from './shippingBillTruth';

/** A shipping bill layout: draws the facts, answers the PDF bytes. */
export type ShippingBillLayout = (facts: ShippingBillFacts) => Promise<Buffer>;

/**
 * ICEGATE print: "SHIPPING BILL FOR EXPORT OF DUTY FREE GOODS" (or "… UNDER CLAIM FOR DRAWBACK"), the header
 * boxes (port code, SB number and date, LEO date) with the value under each label, Part I with the
 * numbered exporter / consignee boxes, Part II the invoice as a labelled row, the container details.
 */
export const icegateShippingBill: ShippingBillLayout = (f) => {
  const t = f.truth;
  const date = (d: string | null, style: DateStyle = 'DD-MMM-YYYY') => printDate(d!, style);
  const c = new PdfCanvas(`Shipping bill ${t.sbNumber}`);
  c.text('INDIA CUSTOMS EDI SYSTEM - EXPORT', 36, 36, { size: 11, bold: true, width: 523, align: 'center' });
  c.text(`SHIPPING BILL FOR EXPORT OF ${f.drawback ? 'GOODS UNDER CLAIM FOR DRAWBACK' : 'DUTY FREE GOODS'}`, 36, 52, { size: 10, bold: true, width: 523, align: 'center' });
  const heads: Array<[string, string, number]> = [
    ['Port Code', t.portCode!, 80],
    ['SB No', t.sbNumber!, 80],
    ['SB Date', date(t.sbDate), 90],
    ['LEO Date', date(t.leoDate), 90],
    ['CHA No', `AA${f.hsCode.slice(0, 4)}CH`, 90],
    ['Mode', 'SEA', 93],
  ];
  let x = 36;
  for (const [label, value, w] of heads) {
    c.box(x, 74, w, 30, label, [value]);
    x += w;
  }
  c.text('PART - I - SHIPPING BILL SUMMARY', 36, 114, { size: 9, bold: true });
  c.box(36, 128, 290, 62, "1.EXPORTER'S NAME & ADDRESS", [t.exporterName!.toUpperCase(), ...f.exporterAddress.map((a) => a.toUpperCase())]);
  c.box(326, 128, 115, 31, 'IEC/Br', [`${t.iec}/0`]);
  c.box(441, 128, 118, 31, 'GSTIN/TYPE', [`${t.gstin}/GS`], 8);
  c.box(326, 159, 233, 31, 'AD CODE', [f.hsCode.slice(0, 7)]);
  c.box(36, 190, 290, 62, '2.CONSIGNEE NAME & ADDRESS', [t.buyerName!.toUpperCase(), ...f.buyerAddress.map((a) => a.toUpperCase())]);
  c.box(326, 190, 115, 31, '8.PORT OF DISCHARGE', [t.portOfDischarge!]);
  c.box(441, 190, 118, 31, '9.COUNTRY OF FINAL DESTINATION', [f.buyerCountryName.toUpperCase()]);
  c.box(326, 221, 233, 31, "3.BUYER'S COUNTRY", [f.buyerCountryName.toUpperCase()]);
  c.text('PART - II - INVOICE DETAILS', 36, 262, { size: 9, bold: true });
  let y = c.table(36, 276, [60, 110, 90, 110, 70, 83], ['S.NO', '1.INV NO', '2.INV DATE', '3.INV AMT', '4.CURRENCY', '5.TERMS'], [['1', t.invoiceNumber!, date(t.invoiceDate), printAmount(t.invoiceValue!), t.currency!, 'FOB']]);
  y = c.table(36, y + 10, [130, 130, 130, 133], ['FOB VALUE(INR)', 'EXCHANGE RATE', 'NO. OF PKT', 'G.WT(KGS)'], [[printAmount(t.fobValueInr!), `1 ${t.currency} = ${f.exchangeRate} INR`, `${t.packages} PKGS`, `${printAmount(t.grossWeightKg!)} KGS`]]);
  c.text('PART - III - ITEM DETAILS', 36, y + 12, { size: 9, bold: true });
  y = c.table(36, y + 26, [40, 90, 313, 80], ['S.NO', 'RITC', 'DESCRIPTION', 'QTY'], [['1', f.hsCode, f.goods, `${t.packages}`]]);
  c.text('CONTAINER DETAILS', 36, y + 12, { size: 9, bold: true });
  c.table(36, y + 26, [40, 160, 100, 183], ['S.NO', 'CONTAINER NO', 'SIZE', 'SEAL NO'], f.containers.map((b, i) => [String(i + 1), b.number, '40', b.seal]));
  return c.finish();
};

/** A customs broker's checklist: two columns of "label  value" pairs, names on full-width lines, Indian digit grouping, DD/MM/YYYY. */
export const checklistShippingBill: ShippingBillLayout = (f) => {
  const t = f.truth;
  const date = (d: string | null) => printDate(d!, 'DD/MM/YYYY');
  const c = new PdfCanvas(`Shipping bill checklist ${t.sbNumber}`);
  c.text('SHIPPING BILL CHECKLIST (EXPORT)', 36, 36, { size: 12, bold: true });
  c.text(`Custom House Agent copy - ${f.drawback ? 'Drawback' : 'Free shipping bill'}`, 36, 52, { size: 8 });
  c.rule(36, 66, 559);
  const pairs: Array<[string, string, string, string]> = [
    ['Shipping Bill No.', t.sbNumber!, 'Shipping Bill Date', date(t.sbDate)],
    ['Customs Port Code', t.portCode!, 'LEO Date', date(t.leoDate)],
    ['IEC No', t.iec!, 'GSTIN', t.gstin!],
    ['Invoice No.', t.invoiceNumber!, 'Invoice Date', date(t.invoiceDate)],
    ['Invoice Currency', t.currency!, 'Invoice Value (FC)', printAmount(t.invoiceValue!, 'indian')],
    ['FOB Value (INR)', printAmount(t.fobValueInr!, 'indian'), 'Exchange Rate', f.exchangeRate],
    ['Port of Discharge', t.portOfDischarge!, 'Country of Destination', countryName(t.countryOfDestination!)],
    ['Total Packages', `${t.packages} Cartons`, 'Gross Weight (KGS)', printAmount(t.grossWeightKg!, 'indian')],
  ];
  let y = 78;
  c.text('Exporter Name', 36, y).text(t.exporterName!, 150, y);
  y += 14;
  c.text('Exporter Address', 36, y).text(f.exporterAddress.join(', '), 150, y);
  y += 14;
  c.text('Buyer Name', 36, y).text(t.buyerName!, 150, y);
  y += 14;
  c.text('Buyer Country', 36, y).text(countryName(t.buyerCountry!), 150, y);
  y += 20;
  for (const [l1, v1, l2, v2] of pairs) {
    c.text(l1, 36, y).text(v1, 150, y).text(l2, 310, y).text(v2, 430, y);
    y += 16;
  }
  y += 6;
  c.text('Container Nos.', 36, y).text(f.containers.map((b) => b.number).join(', '), 150, y);
  y += 16;
  c.text('Description of Goods', 36, y).text(`${f.goods} (HS ${f.hsCode})`, 150, y);
  c.rule(36, y + 20, 559);
  c.text('This checklist is for verification by the exporter before filing; values as declared.', 36, y + 28, { size: 7 });
  return c.finish();
};

/** A summary in ruled tables: label rows with the values in the row under them, ISO dates, country codes, western digit grouping. */
export const tableShippingBill: ShippingBillLayout = (f) => {
  const t = f.truth;
  const c = new PdfCanvas(`Shipping bill ${t.sbNumber}`);
  c.text('SHIPPING BILL', 36, 36, { size: 14, bold: true });
  c.text('Export declaration summary - DRAWBACK / FREE', 36, 54, { size: 8 });
  let y = c.table(36, 72, [100, 100, 100, 100, 123], ['SB Number', 'SB Date', 'Port Code', 'LEO Dt', 'Mode'], [[t.sbNumber!, t.sbDate!, t.portCode!, t.leoDate!, 'SEA']]);
  y = c.table(36, y + 8, [110, 130, 283], ['IEC Code', 'GSTIN No', 'Exporter Name'], [[t.iec!, t.gstin!, t.exporterName!]]);
  y = c.table(36, y + 8, [240, 283], ['Consignee Name', 'Consignee Address'], [[t.buyerName!, f.buyerAddress.join(', ')]]);
  y = c.table(36, y + 8, [110, 80, 60, 130, 143], ['Invoice No', 'Invoice Dt', 'Curr', 'Invoice Amount', 'FOB (INR)'], [[t.invoiceNumber!, t.invoiceDate!, t.currency!, printAmount(t.invoiceValue!), printAmount(t.fobValueInr!)]]);
  y = c.table(36, y + 8, [100, 110, 100, 100, 113], ['Buyer Country', 'Destination Country', 'POD', 'Total Pkgs', 'Gross Wt (KG)'], [[t.buyerCountry!, t.countryOfDestination!, t.portOfDischarge!, t.packages!, printAmount(t.grossWeightKg!)]]);
  c.table(36, y + 8, [40, 140, 120, 100], ['#', 'Cntr No', 'Seal', 'Pkgs'], f.containers.map((b, i) => [String(i + 1), b.number, b.seal, String(b.packages)]));
  return c.finish();
};

export const SHIPPING_BILL_LAYOUTS = { icegate: icegateShippingBill, checklist: checklistShippingBill, table: tableShippingBill } as const;
