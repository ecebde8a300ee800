import { PdfCanvas } from './pdfCanvas';
import { printAmount, printDate } from './formatting';
import type { BillOfLadingFacts } from './billOfLadingTruth';

/** A bill of lading layout: draws the facts, answers the PDF bytes. */
export type BillOfLadingLayout = (facts: BillOfLadingFacts) => Promise<Buffer>;

/**
 * A carrier's boxed form: shipper / consignee / notify boxes on the left, B/L and booking numbers on the
 * right, the vessel and port boxes (labels with remarks in parentheses), a container table (column
 * headings "No. of Pkgs" and "Gross Wt (kg)" before the totals), "FREIGHT PREPAID" stamped, DD-MMM-YYYY.
 */
export const carrierBillOfLading: BillOfLadingLayout = (f) => {
  const t = f.truth;
  const c = new PdfCanvas(`Bill of lading ${t.blNumber}`);
  c.text(`${f.carrier}`, 36, 30, { size: 16, bold: true });
  c.text('BILL OF LADING FOR OCEAN TRANSPORT OR MULTIMODAL TRANSPORT', 250, 34, { size: 8, bold: true });
  c.box(36, 56, 270, 58, 'Shipper', [t.shipper!, ...f.shipperAddress]);
  c.box(306, 56, 130, 29, 'B/L No.', [t.blNumber!]);
  c.box(436, 56, 123, 29, 'Booking No.', [String(Number(t.blNumber!.replace(/\D/g, '').slice(0, 9)))]);
  c.box(306, 85, 253, 29, 'Export references', [`INV ${t.blNumber!.slice(-5)}`]);
  c.box(36, 114, 270, 58, 'Consignee (negotiable only if consigned "to order")', [t.consignee!, ...f.consigneeAddress]);
  c.box(306, 114, 253, 58, 'Onward inland routing (not part of carriage)', []);
  c.box(36, 172, 270, 46, 'Notify Party (see clause 22)', [f.notifyPrinted]);
  c.box(306, 172, 253, 46, 'Place of Receipt (pre-carriage)', [t.placeOfReceipt!]);
  c.box(36, 218, 170, 29, 'Vessel (see clause 1 + 19)', [t.vessel!]);
  c.box(206, 218, 100, 29, 'Voyage No.', [t.voyage!]);
  c.box(306, 218, 253, 29, 'Port of Loading', [t.portOfLoading!]);
  c.box(36, 247, 270, 29, 'Port of Discharge', [t.portOfDischarge!]);
  c.box(306, 247, 253, 29, 'Place of Delivery', [t.placeOfDelivery!]);
  c.text('PARTICULARS FURNISHED BY SHIPPER', 36, 284, { size: 8, bold: true });
  let y = c.table(
    36,
    296,
    [110, 100, 50, 70, 113, 80],
    ['Container No.', 'Seal No.', 'Type', 'No. of Pkgs', 'Description of goods', 'Gross Wt (kg)'],
    f.containers.map((b, i) => [b.number, b.seal, b.type, String(b.packages), i === 0 ? f.goods.slice(0, 22) : '', printAmount(b.weightKg)]),
  );
  y += 10;
  c.text(`Total No. of Packages: ${printAmount(t.packages!)} PACKAGES`, 36, y, { size: 9 });
  c.text(`Total Gross Weight: ${printAmount(t.grossWeightKg!)} KGS`, 306, y, { size: 9 });
  c.text(`FREIGHT ${t.freightTerms}`, 36, y + 24, { size: 14, bold: true });
  y += 52;
  c.box(36, y, 170, 29, 'Shipped on Board Date', [printDate(t.shippedOnBoardDate!, 'DD-MMM-YYYY')]);
  c.box(206, y, 200, 29, 'Place and date of issue', [`${f.issuePlace} ${printDate(t.issueDate!, 'DD-MMM-YYYY')}`]);
  c.box(406, y, 153, 29, 'Number of original B/Ls', ['THREE (3)']);
  c.text(`Signed for the carrier ${f.carrier} as carrier`, 36, y + 40, { size: 7 });
  return c.finish();
};

/**
 * A forwarder's FIATA-style bill: "Consignor", "Consigned to order of", "Notify address", "FBL No.", a
 * combined "Ocean vessel / Voy. No." box, "Port of lading", containers with inline seals in the marks
 * column ("MSKU 123456-5 SEAL FX1234567"), one goods row, DD/MM/YYYY.
 */
export const fiataBillOfLading: BillOfLadingLayout = (f) => {
  const t = f.truth;
  const c = new PdfCanvas(`FBL ${t.blNumber}`);
  c.text('NEGOTIABLE FIATA MULTIMODAL TRANSPORT BILL OF LADING', 36, 30, { size: 10, bold: true });
  c.box(36, 50, 270, 58, 'Consignor', [t.shipper!, ...f.shipperAddress]);
  c.box(306, 50, 253, 29, 'FBL No.', [t.blNumber!]);
  c.box(306, 79, 253, 29, 'Reference', [`${f.carrier} / SHIPPED`]);
  c.box(36, 108, 270, 58, 'Consigned to order of', [t.consignee!, ...f.consigneeAddress]);
  c.box(36, 166, 270, 46, 'Notify address', [f.notifyPrinted]);
  c.box(306, 108, 253, 104, 'For delivery of goods please apply to', ['DESTINATION AGENT', ...f.consigneeAddress]);
  c.box(36, 212, 270, 29, 'Place of receipt', [t.placeOfReceipt!]);
  c.box(306, 212, 253, 29, 'Ocean vessel / Voy. No.', [`${t.vessel} / ${t.voyage}`]);
  c.box(36, 241, 270, 29, 'Port of lading', [t.portOfLoading!]);
  c.box(306, 241, 253, 29, 'Port of discharge', [t.portOfDischarge!]);
  c.box(36, 270, 270, 29, 'Place of delivery', [t.placeOfDelivery!]);
  const top = 310;
  c.box(36, top, 170, 24 + f.containers.length * 12, 'Marks and numbers', f.containers.map((b) => `${b.number.slice(0, 4)} ${b.number.slice(4, 10)}-${b.number.slice(10)} SEAL ${b.seal}`), 8);
  c.box(206, top, 100, 36, 'Number and kind of packages', [`${t.packages} CARTONS`]);
  c.box(306, top, 163, 36, 'Description of goods', [f.goods.slice(0, 30)]);
  c.box(469, top, 90, 36, 'Gross weight', [`${printAmount(t.grossWeightKg!)} KGS`]);
  const y = top + 40 + f.containers.length * 12;
  c.text(`FREIGHT ${t.freightTerms}`, 206, y, { size: 11, bold: true });
  c.box(36, y + 24, 170, 29, 'Shipped on board date', [printDate(t.shippedOnBoardDate!, 'DD/MM/YYYY')]);
  c.box(206, y + 24, 200, 29, 'Place and date of issue', [`${f.issuePlace}, ${printDate(t.issueDate!, 'DD/MM/YYYY')}`]);
  c.box(406, y + 24, 153, 29, 'Freight payable at', [f.issuePlace]);
  return c.finish();
};

/** A compact line printout: "Label: value" in one cell, POR / POL / POD / PLD, a container table, "Total Pkgs", DD MMM YYYY. */
export const compactBillOfLading: BillOfLadingLayout = (f) => {
  const t = f.truth;
  const c = new PdfCanvas(`Bill of lading ${t.blNumber}`);
  c.text(`${f.carrier} - BILL OF LADING (ORIGINAL)`, 36, 30, { size: 12, bold: true });
  c.text(`BL Number: ${t.blNumber}`, 36, 52, { size: 10, bold: true });
  c.text(`Issue Date: ${printDate(t.issueDate!, 'DD MMM YYYY')}`, 330, 52, { size: 9 });
  let y = 76;
  const party = (label: string, name: string, address: string[]) => {
    c.text(`${label}: ${name}`, 36, y);
    address.forEach((line) => c.text(line, 36, (y += 12)));
    y += 18;
  };
  party('Shipper', t.shipper!, f.shipperAddress);
  party('Consignee', t.consignee!, f.consigneeAddress);
  party('Notify', f.notifyPrinted, []);
  c.text(`Vessel: ${t.vessel}`, 36, y).text(`Voyage: ${t.voyage}`, 330, y);
  y += 16;
  c.text(`POR: ${t.placeOfReceipt}`, 36, y).text(`POL: ${t.portOfLoading}`, 330, y);
  y += 16;
  c.text(`POD: ${t.portOfDischarge}`, 36, y).text(`PLD: ${t.placeOfDelivery}`, 330, y);
  y += 24;
  y = c.table(36, y, [120, 110, 60, 80, 120], ['Container No', 'Seal No', 'Type', 'Pkgs', 'Gross Wt (kg)'], f.containers.map((b) => [b.number, b.seal, b.type, String(b.packages), b.weightKg]));
  y += 12;
  c.text(`Total Pkgs: ${t.packages}`, 36, y).text(`Total Gross Wt: ${t.grossWeightKg} KGS`, 330, y);
  y += 16;
  c.text(`Freight Terms: ${t.freightTerms}`, 36, y).text(`On Board Date: ${printDate(t.shippedOnBoardDate!, 'DD MMM YYYY')}`, 330, y);
  y += 16;
  c.text(`Description: ${f.goods}`, 36, y, { size: 8 });
  return c.finish();
};

export const BILL_OF_LADING_LAYOUTS = { carrier: carrierBillOfLading, fiata: fiataBillOfLading, compact: compactBillOfLading } as const;
