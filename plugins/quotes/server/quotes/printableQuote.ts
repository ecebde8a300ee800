import { carrierName, portName } from '@portolan/sdk/server';
import { groupedAmount } from '@portolan/sdk/server/pdf';
import type { PrintableRecord, PrintableTable } from '@portolan/sdk/shared';
import type { CustomerQuote } from '../../shared/types';
import { sellFromOf } from './quoteMath';

const place = (code: string) => `${portName(code) ?? code} (${code})`;
const label = (text: string) => text.replace(/_/g, ' ').toLowerCase().replace(/^\w/, (c) => c.toUpperCase());

/** The columns of an option's charges (sell prices only). */
function optionColumns(currency: string): PrintableTable['columns'] {
  return [
    { key: 'code', label: 'Code', width: 0.8 },
    { key: 'name', label: 'Charge', width: 2.6 },
    { key: 'stage', label: 'Stage', width: 1.1 },
    { key: 'basis', label: 'Basis', width: 1.3 },
    { key: 'quantity', label: 'Qty', align: 'right', width: 0.6 },
    { key: 'amount', label: `Amount (${currency})`, align: 'right', width: 1.3 },
  ];
}

/** The cargo as one line: containers (FCL), commodity, weight, volume, DG class, reefer set point. */
function cargoOf(e: CustomerQuote['enquiry']): string {
  return [
    e.mode === 'FCL' ? e.containers.map((c) => `${c.count} x ${c.type}`).join(', ') : null,
    e.cargo.commodity,
    e.cargo.weightKg ? `${groupedAmount(e.cargo.weightKg)} kg` : null,
    e.cargo.volumeM3 ? `${e.cargo.volumeM3} m3` : null,
    e.cargo.dgClass ? `DG class ${e.cargo.dgClass}` : null,
    e.cargo.reeferTempC ? `reefer ${e.cargo.reeferTempC} C` : null,
  ].filter(Boolean).join(', ');
}

/** What the customer view does not say: the issuing company, the quote's author and its date (published, else created). */
export interface QuoteIssuer {
  companyId: string;
  preparedBy: string | null;
  issueDate: string;
}

/**
 * The quote as its forwarder prints it (the PDF the forwarder downloads and the customer's link
 * serves), drawn from the customer view so only sell prices can appear: the forwarder and the
 * customer, the enquiry's lane, cargo and services as fields (DOCUMENT_FIELD_KEYS.QUOTE and more), each option as a table of its charges
 * with its total (the route, carrier, transit and next sailing in its title), the option totals,
 * notes, and the terms with the prices' currency and exchange-rate date.
 */
export function printableQuote(view: CustomerQuote, issuer: QuoteIssuer): PrintableRecord {
  const e = view.enquiry;
  const cur = view.currency;
  const money = (amount: string) => `${cur} ${groupedAmount(amount)}`;
  const accepted = view.options.find((o) => o._id === view.acceptedOptionId);
  const acceptedIndex = accepted ? view.options.indexOf(accepted) + 1 : 0;
  const lowest = sellFromOf(view.options.map((o) => o.total), cur);

  const tables: PrintableTable[] = view.options.map((o, i) => {
    const route = [place(o.origin), ...o.via.map(place), place(o.destination)].join(' - ');
    const details = [
      `${carrierName(o.carrier)}: ${route}`,
      o.transitDays !== null ? `${o.transitDays} days transit` : null,
      o.freeDays !== null ? `${o.freeDays} free days` : null,
      o.sailing ? `next sailing ${o.sailing.vessel} ${o.sailing.voyage}, departs ${o.sailing.departsAt.slice(0, 10)}, arrives ${o.sailing.arrivesAt.slice(0, 10)}` : null,
    ].filter(Boolean).join(', ');
    return {
      key: `option${i + 1}`,
      title: `Option ${i + 1}: ${o.title}${o === accepted ? ' (accepted)' : ''} — ${details}`,
      columns: optionColumns(cur),
      rows: o.lines.map((l) => ({ code: l.code, name: l.name, stage: label(l.stage), basis: label(l.basis), quantity: l.quantity, amount: groupedAmount(l.amount) })),
      totals: [{ label: 'Total', value: money(o.total) }],
    };
  });

  const fields: Record<string, string> = {
    issueDate: issuer.issueDate,
    validUntil: view.validUntil,
    enquiry: e.reference,
    reference: view.reference,
    revision: String(view.revision),
    status: label(view.status),
    currency: cur,
    exchangeRateDate: view.exchangeRateDate,
    customerName: view.customerName,
    enquiryReference: e.reference,
    origin: place(e.origin),
    destination: place(e.destination),
    lane: `${place(e.origin)} to ${place(e.destination)}`,
    mode: e.mode,
    incoterm: e.incoterm ?? '',
    cargo: cargoOf(e),
    commodity: e.cargo.commodity,
    hsCode: e.cargo.hsCode ?? '',
    containers: e.mode === 'FCL' ? e.containers.map((c) => `${c.count} x ${c.type}`).join(', ') : '',
    weight: e.cargo.weightKg ? `${groupedAmount(e.cargo.weightKg)} kg` : '',
    volume: e.cargo.volumeM3 ? `${e.cargo.volumeM3} m3` : '',
    cargoReadyOn: e.cargoReadyOn,
    services: e.services.map(label).join(', '),
    optionCount: String(view.options.length),
    acceptedOption: accepted ? `Option ${acceptedIndex}: ${accepted.title}` : '',
    priceFrom: lowest === null ? '' : money(lowest),
    preparedBy: issuer.preparedBy ?? '',
    forwarderEmail: view.forwarder.email ?? '',
    forwarderPhone: view.forwarder.phone ?? '',
  };

  return {
    documentType: 'QUOTE',
    issuerCompanyId: issuer.companyId,
    title: 'Quotation',
    reference: `${view.reference} revision ${view.revision}`,
    issuer: { name: view.forwarder.name, lines: [view.forwarder.address, view.forwarder.email, view.forwarder.phone].filter((l): l is string => !!l) },
    // The customer and what it asked for (the built-in template's fields carry the lane, cargo and incoterm).
    counterparty: { name: view.customerName, lines: [`Enquiry ${e.reference}`, `Cargo ready ${e.cargoReadyOn}`, e.services.length ? `Services: ${fields.services}` : ''].filter(Boolean) },
    counterpartyLabel: 'Customer',
    fields,
    tables,
    totals: view.options.map((o, i) => ({ label: `Option ${i + 1}: ${o.title}${o === accepted ? ' (accepted)' : ''}`, value: money(o.total), strong: o === accepted })),
    notes: view.notes ?? '',
    terms: [view.terms, `Prices in ${cur}; exchange rates of ${view.exchangeRateDate}. Valid until ${view.validUntil}.`].filter(Boolean).join('\n\n'),
    footer: `${view.forwarder.name} — quotation ${view.reference} revision ${view.revision}`,
    pdfTitle: `Quote ${view.reference} revision ${view.revision}`,
  };
}
