import type { ExtractedField } from '../../shared/types';
import { containerNumbersIn, dateValue, freightTermsValue, integerValue, referenceValue, textValue, weightKgValue } from './fieldFormats';
import { label, PATTERN_CONFIDENCE, readField, scanCells, type FieldRule } from './fieldRules';
import type { PdfLine, PdfPage } from './pdfText';

const party = (text: string) => {
  const t = textValue(text);
  return t && !/^(?:same\s+as\s+consignee|to\s+order|n\/?a)$/i.test(t) ? t : undefined;
};
const place = (text: string) => {
  const t = textValue(text);
  return t ? t.toUpperCase() : undefined;
};
/** `MAERSK ELBA / 245W` in a "Vessel / Voyage" box: the vessel is the part before the slash or " V." */
const vesselOf = (text: string) => {
  const t = textValue(text.split(/\s+\/\s+|\s+V\.?\s*(?=[0-9A-Z]*\d)|\s+VOY\.?\s+/i)[0] ?? '');
  return t && !/\d{3}/.test(t) ? t.toUpperCase() : undefined;
};
const voyageOf = (text: string) => {
  const parts = text.split(/\s+\/\s+|\s+V\.?\s*(?=[0-9A-Z]*\d)|\s+VOY\.?\s+/i);
  return referenceValue(parts.length > 1 ? parts[parts.length - 1]! : text)?.toUpperCase();
};
const blNumber = (text: string) => {
  const v = referenceValue(text)?.toUpperCase();
  return v && v.length >= 6 ? v : undefined;
};

/** The rules of an ocean bill of lading (carrier and forwarder forms). */
export const BILL_OF_LADING_RULES: FieldRule[] = [
  { name: 'blNumber', labels: label(String.raw`b\s*/\s*l\s*(?:no|number)`, String.raw`bill\s+of\s+lading\s+(?:no|number)`, String.raw`bl\s*(?:no|number)`, String.raw`waybill\s+(?:no|number)`, String.raw`fbl\s*(?:no|number)`), parse: blNumber },
  { name: 'shipper', labels: label(String.raw`shipper(?:\s*/\s*exporter)?(?:\s*\(.*\))?`, 'consignor', 'exporter'), parse: party },
  { name: 'consignee', labels: label(String.raw`consignee(?:\s*\(.*\))?`, String.raw`consigned\s+to(?:\s+order\s+of)?`), parse: party },
  { name: 'notifyParty', labels: label(String.raw`notify\s+part(?:y|ies)(?:\s*\(.*\))?`, String.raw`notify\s+(?:address|to)`, 'notify', String.raw`also\s+notify`), parse: party },
  { name: 'vessel', labels: label(String.raw`(?:ocean\s+)?vessel\s*(?:/|&|and)\s*voy(?:age)?\.?(?:\s*no\.?)?`, String.raw`(?:ocean\s+)?vessel(?:\s+name)?`, String.raw`name\s+of\s+vessel`), parse: vesselOf },
  { name: 'voyage', labels: label(String.raw`voy(?:age)?\.?\s*(?:no|number)?`, String.raw`(?:ocean\s+)?vessel\s*(?:/|&|and)\s*voy(?:age)?\.?(?:\s*no\.?)?`), parse: voyageOf },
  { name: 'portOfLoading', labels: label(String.raw`port\s+of\s+loading`, String.raw`port\s+of\s+lading`, 'pol', String.raw`loading\s+port`), parse: place },
  { name: 'portOfDischarge', labels: label(String.raw`port\s+of\s+discharge`, 'pod', String.raw`discharge\s+port`), parse: place },
  { name: 'placeOfReceipt', labels: label(String.raw`place\s+of\s+receipt`, 'por', String.raw`receipt\s+place`), parse: place },
  { name: 'placeOfDelivery', labels: label(String.raw`place\s+of\s+delivery`, 'pld', String.raw`final\s+destination`, String.raw`delivery\s+place`), parse: place },
  { name: 'packages', labels: label(String.raw`total\s+(?:no\.?\s+of\s+|number\s+of\s+)?(?:packages|pkgs)`, String.raw`(?:no\.?\s+of\s+|number\s+of\s+)?(?:packages|pkgs|pkts?)`, String.raw`number\s+and\s+kind\s+of\s+packages`), parse: integerValue },
  { name: 'grossWeightKg', labels: label(String.raw`total\s+gross\s*(?:weight|wt)\.?(?:\s*\(?\s*kgs?\s*\)?)?`, String.raw`gross\s*(?:weight|wt)\.?(?:\s*\(?\s*kgs?\s*\)?)?`, String.raw`g\.?\s*wt\.?(?:\s*\(?\s*kgs?\s*\)?)?`), parse: weightKgValue },
  { name: 'shippedOnBoardDate', labels: label(String.raw`shipped\s+on\s+board(?:\s+date)?`, String.raw`(?:laden\s+)?on\s+board\s+date`, String.raw`date\s+(?:shipped\s+)?on\s+board`, String.raw`laden\s+on\s+board`), parse: dateValue },
  {
    name: 'freightTerms',
    labels: label(String.raw`freight\s+(?:terms|payable)`, 'freight'),
    parse: freightTermsValue,
    pattern: scanCells((t) => (/^\s*FREIGHT\s+(PRE-?PAID|COLLECT)\s*$/i.test(t) ? freightTermsValue(t) : undefined)),
  },
  { name: 'issueDate', labels: label(String.raw`(?:place\s+and\s+)?date\s+of\s+issue`, String.raw`issue\s+date`, String.raw`date\s+of\s+issue`, String.raw`issued\s+(?:at|on)(?:\s*/\s*date)?`), parse: dateValue },
];

/** Reads a bill of lading: one field per rule, then the containers (number and seal, ISO 6346 check digit verified). */
export function extractBillOfLading(pages: PdfPage[]): ExtractedField[] {
  const fields = BILL_OF_LADING_RULES.map((rule) => readField(pages, rule, BILL_OF_LADING_RULES));
  fields.splice(10, 0, containersField(pages));
  return fields;
}

const SEAL = /^[A-Z0-9][A-Z0-9-]{3,19}$/;

/**
 * `NUMBER/SEAL, NUMBER/SEAL` (the seal left out when none is printed). The seal is the text after "Seal"
 * in the container's cell, else the cell under a "Seal" column heading, else the next cell to the right
 * when it looks like a seal number.
 */
export function containersField(pages: PdfPage[]): ExtractedField {
  const found = new Map<string, string | null>();
  let first: { page: number; source: string } | undefined;
  let labelled = false;
  for (const page of pages) {
    let sealColumn: { x: number; x2: number } | undefined;
    for (const line of page.lines) {
      if (/\bcontainer|\bcntr\b/i.test(line.text)) labelled = true;
      const sealHeading = line.cells.find((c) => /^seal(?:\s*(?:no|number|#))?\.?$/i.test(c.text));
      if (sealHeading) sealColumn = sealHeading;
      line.cells.forEach((cell, index) => {
        for (const number of containerNumbersIn(cell.text)) {
          if (found.has(number)) continue;
          found.set(number, sealOf(line, index, cell.text, sealColumn));
          first ??= { page: page.number, source: line.text };
        }
      });
    }
  }
  if (!first) return { name: 'containers', value: null, confidence: 0, page: null, source: null };
  const value = [...found].map(([n, s]) => (s ? `${n}/${s}` : n)).join(', ');
  const complete = [...found.values()].every((s) => s !== null);
  return { name: 'containers', value, confidence: labelled && complete ? 1 : PATTERN_CONFIDENCE, page: first.page, source: first.source };
}

function sealOf(line: PdfLine, index: number, cellText: string, sealColumn: { x: number; x2: number } | undefined): string | null {
  const inline = /\bseal(?:\s*(?:no|number|#))?\.?\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,19})\b/i.exec(cellText);
  if (inline) return inline[1]!.toUpperCase();
  const looksLikeSeal = (t: string) => SEAL.test(t.trim().toUpperCase()) && /\d/.test(t) && containerNumbersIn(t).length === 0;
  if (sealColumn) {
    const under = line.cells.find((c) => c.x < sealColumn.x2 + 8 && c.x2 > sealColumn.x - 8);
    if (under && looksLikeSeal(under.text)) return under.text.trim().toUpperCase();
  }
  const right = line.cells[index + 1];
  return right && looksLikeSeal(right.text) ? right.text.trim().toUpperCase() : null;
}
