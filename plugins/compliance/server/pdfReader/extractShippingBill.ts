import type { ExtractedField } from '../../shared/types';
import { amountValue, containerNumbersIn, countryValue, currencyValue, dateValue, gstinValue, iecValue, integerValue, portCodeValue, referenceValue, sbNumberValue, textValue, weightKgValue } from './fieldFormats';
import { label, readField, scanCells, type FieldRule } from './fieldRules';
import type { PdfPage } from './pdfText';

/** A port as printed: a UN/LOCODE or a name (upper case, single spaces). */
const place = (text: string) => {
  const t = textValue(text);
  return t && !/\d{3}/.test(t) ? t.toUpperCase() : undefined;
};
const name = (text: string) => {
  const t = textValue(text);
  return t && !/^(?:the\s+)?(?:same|n\/?a|nil)$/i.test(t) ? t : undefined;
};

/** The rules of an Indian shipping bill (ICEGATE print, CHA formats), in the order the fields are answered (then containerNumbers). */
export const SHIPPING_BILL_RULES: FieldRule[] = [
  { name: 'sbNumber', labels: label(String.raw`s\.?\s*b\.?\s*(?:no|number)`, String.raw`shipping\s+bill\s+(?:no|number)`, String.raw`sb\s*no`), parse: sbNumberValue },
  { name: 'sbDate', labels: label(String.raw`s\.?\s*b\.?\s*date`, String.raw`shipping\s+bill\s+date`, String.raw`date\s+of\s+shipping\s+bill`), parse: dateValue },
  { name: 'portCode', labels: label(String.raw`port\s+code`, String.raw`customs\s+(?:port|location)\s+code`, 'location code'), parse: portCodeValue, pattern: scanCells((t) => (/^IN[A-Z0-9]{3}\d$/.test(t.trim()) ? t.trim() : undefined)) },
  { name: 'iec', labels: label(String.raw`iec(?:\s*(?:no|code|number))?`, String.raw`i\.e\.\s*code`, String.raw`importer[\s-]+exporter\s+code`, String.raw`iec\s*/\s*br`), parse: iecValue },
  { name: 'exporterName', labels: label(String.raw`exporter(?:'?s)?\s+name(?:\s*(?:&|and)\s*address)?`, String.raw`name\s+of\s+(?:the\s+)?exporter`, 'exporter'), parse: name },
  { name: 'gstin', labels: label(String.raw`gstin(?:\s*(?:no|number))?(?:\s*/\s*type)?`, String.raw`gst\s*(?:no|number|in)`), parse: gstinValue, pattern: scanCells(gstinValue) },
  { name: 'invoiceNumber', labels: label(String.raw`inv(?:oice)?\.?\s*(?:no|number)`, String.raw`invoice\s*#`), parse: referenceValue },
  { name: 'invoiceDate', labels: label(String.raw`inv(?:oice)?\.?\s*(?:dt|date)`), parse: dateValue },
  { name: 'invoiceValue', labels: label(String.raw`inv(?:oice)?\.?\s*(?:value|amount|amt)(?:\s*\(?\s*(?:fc|in\s+fc|foreign\s+currency)\s*\)?)?`, String.raw`total\s+invoice\s+value`), parse: amountValue },
  { name: 'currency', labels: label(String.raw`(?:invoice\s+)?currency(?:\s*code)?`, 'curr'), parse: currencyValue },
  { name: 'fobValueInr', labels: label(String.raw`fob\s*value(?:\s*\(?\s*(?:in\s+)?(?:inr|rs\.?|₹)\s*\)?)?`, String.raw`fob\s*\(?\s*(?:inr|rs\.?)\s*\)?`, String.raw`total\s+fob(?:\s+value)?(?:\s*\(?\s*inr\s*\)?)?`), parse: amountValue },
  { name: 'buyerName', labels: label(String.raw`buyer(?:'?s)?\s+name(?:\s*(?:&|and)\s*address)?`, String.raw`name\s+of\s+(?:the\s+)?buyer`, 'buyer', String.raw`consignee(?:'?s)?\s+name(?:\s*(?:&|and)\s*address)?`, 'consignee'), parse: name },
  { name: 'buyerCountry', labels: label(String.raw`buyer(?:'?s)?\s+country`, String.raw`country\s+of\s+(?:the\s+)?buyer`, String.raw`consignee\s+country`), parse: countryValue },
  { name: 'portOfDischarge', labels: label(String.raw`port\s+of\s+discharge`, 'pod', String.raw`discharge\s+port`), parse: place },
  { name: 'countryOfDestination', labels: label(String.raw`country\s+of\s+(?:final\s+)?destination`, String.raw`destination\s+country`, String.raw`final\s+destination\s+country`), parse: countryValue },
  { name: 'leoDate', labels: label(String.raw`leo\s*(?:date|dt)`, String.raw`let\s+export\s+order\s+date`, String.raw`date\s+of\s+leo`), parse: dateValue },
  { name: 'packages', labels: label(String.raw`total\s+(?:no\.?\s+of\s+|number\s+of\s+)?(?:packages|pkgs)`, String.raw`(?:no\.?\s+of\s+|number\s+of\s+)?(?:packages|pkgs|pkts?)`), parse: integerValue },
  { name: 'grossWeightKg', labels: label(String.raw`total\s+gross\s*(?:weight|wt)\.?(?:\s*\(?\s*kgs?\s*\)?)?`, String.raw`gross\s*(?:weight|wt)\.?(?:\s*\(?\s*kgs?\s*\)?)?`, String.raw`g\.?\s*wt\.?(?:\s*\(?\s*kgs?\s*\)?)?`), parse: weightKgValue },
];

/** Reads an Indian shipping bill: one field per rule, container numbers from the whole text (ISO 6346 check digit verified). */
export function extractShippingBill(pages: PdfPage[]): ExtractedField[] {
  const fields = SHIPPING_BILL_RULES.map((rule) => readField(pages, rule, SHIPPING_BILL_RULES));
  fields.push(containerNumbersField(pages));
  return fields;
}

/** Every valid container number in the text, in order of appearance, once; confidence 1 when the page has a container label. */
export function containerNumbersField(pages: PdfPage[]): ExtractedField {
  const numbers: string[] = [];
  let first: { page: number; source: string } | undefined;
  let labelled = false;
  for (const page of pages)
    for (const line of page.lines) {
      if (/\bcontainer(?:s)?\b|\bcntr\b/i.test(line.text)) labelled = true;
      for (const n of containerNumbersIn(line.text))
        if (!numbers.includes(n)) {
          numbers.push(n);
          first ??= { page: page.number, source: line.text };
        }
    }
  if (!first) return { name: 'containerNumbers', value: null, confidence: 0, page: null, source: null };
  return { name: 'containerNumbers', value: numbers.join(', '), confidence: labelled ? 1 : 0.8, page: first.page, source: first.source };
}
