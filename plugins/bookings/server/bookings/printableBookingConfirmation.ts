import { carrierName, containerTypeByCode, portName } from '@portolan/sdk/server';
import { groupedAmount } from '@portolan/sdk/server/pdf';
import type { PrintableParty, PrintableRecord } from '@portolan/sdk/shared';
import type { Booking, BookingCargo, BookingParty } from '../../shared/types';

const place = (code: string | null | undefined) => (code ? `${portName(code) ?? code} (${code})` : '');
const SERVICE: Record<string, string> = { CY: 'Container yard', SD: 'Store door', CFS: 'Container freight station' };
/** '2026-12-01T18:00:00+05:30' → '2026-12-01 18:00 +05:30' (the port's local time as the carrier gave it). */
const localTime = (at: string | null | undefined) => (at ? at.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/, (_m, d: string, t: string, z?: string) => `${d} ${t}${z ? ` ${z === 'Z' ? 'UTC' : z}` : ''}`) : '');
const partyLines = (p: BookingParty) => [p.address, p.contactName ? `Attn. ${p.contactName}` : null, p.email, p.phone, p.taxId ? `Tax id ${p.taxId}` : null].filter((l): l is string => !!l);
const partyText = (p: BookingParty | null | undefined) => (p ? [p.name, ...partyLines(p)].join('\n') : '');

/** What the built-in template's fields grid does not show, as the 'details' table (field key, caption). */
const DETAILS = [
  ['requestReference', 'Booking request reference'], ['status', 'Status'], ['bookedBy', 'Booked by'], ['bookedWith', 'Booked with'],
  ['customerReference', 'Customer reference'], ['contractRef', 'Service contract / quote'], ['placeOfReceipt', 'Place of receipt'],
  ['placeOfDelivery', 'Place of delivery'], ['earliestDeparture', 'Earliest departure'], ['latestDelivery', 'Latest delivery'],
  ['movement', 'Movement / Incoterms'], ['serviceCode', 'Service'], ['documentationCutoff', 'Documentation (SI) cut-off'], ['vgmCutoff', 'VGM cut-off'],
  ['releaseDepot', 'Empty release depot'], ['releaseReference', 'Release reference'], ['releaseAvailableFrom', 'Empties available from'],
] as const;

/** A dangerous-goods line's declaration with its 24-hour emergency contact. */
function dangerousGoods(c: BookingCargo): string {
  const dg = c.dangerousGoods;
  if (!dg) return '';
  const ec = dg.emergencyContact;
  const by = ec ? [ec.provider, ec.referenceNumber ? `ref. ${ec.referenceNumber}` : null].filter(Boolean).join(', ') : '';
  return [
    `DANGEROUS GOODS: UN ${dg.unNumber}, ${dg.properShippingName}, IMO class ${dg.imoClass}${dg.packingGroup ? `, PG ${dg.packingGroup}` : ''}${dg.flashPoint ? `, flash point ${dg.flashPoint} °C` : ''}${dg.emsNumber ? `, EmS ${dg.emsNumber}` : ''}`,
    ec ? `24-hour emergency contact: ${ec.name}, ${ec.phone}${by ? ` (${by})` : ''}` : '',
  ].filter(Boolean).join('. ');
}

/**
 * The booking as printed (its `:id/pdf` and the composer's preview). Once confirmed it is the
 * provider's booking confirmation (the provider issues it, its template prints it, the shipper is the
 * counterparty): carrier booking number, carrier, vessel and voyage, ports, ETD/ETA, cut-offs, the
 * empty release. Before that it is the owner's booking request (the owner issues it, the provider is
 * the counterparty). Both carry the parties, routing and service types, the containers with reefer
 * settings and the cargo with HS codes, weights and dangerous goods (also spelt out in the notes).
 */
export function printableBookingConfirmation(b: Booking): PrintableRecord {
  const c = b.confirmation;
  const carrier = `${carrierName(b.carrier)} (${b.carrier})`;
  const containers = b.equipment.map((e) => `${e.count} × ${e.isoType}`).join(', ');
  const shipper: PrintableParty = { name: b.shipper.name, lines: partyLines(b.shipper) };
  const status = `${b.status}${b.amendedStatus ? ` (${b.amendedStatus})` : ''}`.replace(/_/g, ' ').toLowerCase().replace(/^\w/, (x) => x.toUpperCase());
  const fields: Record<string, string> = {
    bookingNumber: c?.carrierBookingReference ?? '',
    bookingDate: (b.confirmedAt ?? b.submittedAt ?? b.createdAt).slice(0, 10),
    carrier,
    vessel: c?.vessel ?? '',
    voyage: c?.voyage ?? '',
    pol: place(b.pol),
    pod: place(b.pod),
    etd: localTime(c?.etd),
    eta: localTime(c?.eta),
    cutoff: localTime(c?.cutOffs?.cargo),
    containers,
    commodity: b.cargo.map((x) => x.description).join('; '),
    requestReference: b.reference,
    status,
    bookedBy: b.companyName,
    bookedWith: b.providerName,
    customerReference: b.customerReference ?? '',
    contractRef: b.contractRef ?? '',
    serviceCode: c?.serviceCode ?? '',
    documentationCutoff: localTime(c?.cutOffs?.documentation),
    vgmCutoff: localTime(c?.cutOffs?.vgm),
    placeOfReceipt: `${place(b.placeOfReceipt ?? b.pol)} — ${SERVICE[b.receiptTypeAtOrigin] ?? b.receiptTypeAtOrigin}`,
    placeOfDelivery: `${place(b.placeOfDelivery ?? b.pod)} — ${SERVICE[b.deliveryTypeAtDestination] ?? b.deliveryTypeAtDestination}`,
    earliestDeparture: b.expectedDepartureDate,
    latestDelivery: b.latestDeliveryDate ?? '',
    movement: `${b.cargoMovementType}${b.incoTerms ? ` / ${b.incoTerms}` : ''}`,
    teu: `${b.containerCount} containers, ${b.teu} TEU`,
    shipper: partyText(b.shipper),
    consignee: partyText(b.consignee),
    notifyParty: partyText(b.notifyParty),
    releaseDepot: c?.equipmentRelease?.depot ?? '',
    releaseReference: c?.equipmentRelease?.releaseReference ?? '',
    releaseAvailableFrom: localTime(c?.equipmentRelease?.availableFrom),
  };
  const notes = [
    b.remarks ? `Remarks: ${b.remarks}` : '',
    c?.remarks ? `${b.providerName}: ${c.remarks}` : '',
    ...b.cargo.map(dangerousGoods),
    !c && b.pendingRequest ? `Open request from the provider: ${b.pendingRequest.message}` : '',
    b.closingReason ? `${b.status === 'CANCELLED' ? 'Cancelled' : b.status === 'REJECTED' ? 'Rejected' : 'Declined'}: ${b.closingReason}` : '',
  ].filter(Boolean).join('\n');
  const title = c ? 'Booking confirmation' : 'Booking request';
  const reference = c ? `${c.carrierBookingReference} (${b.reference})` : b.reference;
  return {
    documentType: 'BOOKING_CONFIRMATION',
    issuerCompanyId: c ? b.providerCompanyId : b.companyId,
    title,
    reference,
    issuer: c ? { name: b.providerName, lines: [] } : { name: b.companyName, lines: [] },
    counterparty: c ? shipper : { name: b.providerName, lines: [`Carrier ${carrier}`] },
    counterpartyLabel: c ? 'Shipper' : 'Booked with',
    fields,
    tables: [
      {
        key: 'parties',
        title: 'Parties',
        columns: [{ key: 'role', label: 'Party', width: 1 }, { key: 'party', label: 'Name and address', width: 5 }],
        rows: ([['Shipper', b.shipper], ['Consignee', b.consignee], ['Notify party', b.notifyParty]] as const)
          .filter(([, p]) => p)
          .map(([role, p]) => ({ role, party: partyText(p).replace(/\n/g, ', ') })),
      },
      {
        key: 'containers',
        title: `Containers (${b.containerCount}, ${b.teu} TEU)`,
        columns: [
          { key: 'count', label: 'Qty', align: 'right', width: 0.5 },
          { key: 'isoType', label: 'ISO type', width: 0.8 },
          { key: 'name', label: 'Container', width: 2 },
          { key: 'settings', label: 'Reefer / SOC', width: 2.7 },
        ],
        rows: b.equipment.map((e) => ({
          count: String(e.count), isoType: e.isoType, name: containerTypeByCode(e.isoType)?.name ?? '',
          settings: [
            e.reefer ? `set point ${e.reefer.temperature} °${e.reefer.unit === 'CEL' ? 'C' : 'F'}${e.reefer.ventilation ? `, ventilation ${e.reefer.ventilation} m³/h` : ''}${e.reefer.humidity ? `, humidity ${e.reefer.humidity} %` : ''}` : '',
            e.soc ? 'shipper-owned' : '',
          ].filter(Boolean).join('; '),
        })),
      },
      {
        key: 'cargo',
        title: 'Cargo',
        columns: [
          { key: 'hsCode', label: 'HS code', width: 0.8 },
          { key: 'description', label: 'Description', width: 2.4 },
          { key: 'packages', label: 'Packages', align: 'right', width: 1 },
          { key: 'grossWeight', label: 'Gross kg', align: 'right', width: 1 },
          { key: 'volume', label: 'm³', align: 'right', width: 0.6 },
          { key: 'dangerousGoods', label: 'DG', width: 1.2 },
        ],
        rows: b.cargo.map((x) => ({
          hsCode: x.hsCode, description: x.description, packages: `${groupedAmount(String(x.packages))} ${x.packageCode}`, grossWeight: groupedAmount(x.grossWeightKg),
          volume: x.volumeCbm ?? '', dangerousGoods: x.dangerousGoods ? `UN ${x.dangerousGoods.unNumber}, class ${x.dangerousGoods.imoClass}` : '',
        })),
      },
      {
        key: 'details',
        title: 'Booking details',
        columns: [{ key: 'label', label: 'Detail', width: 2 }, { key: 'value', label: 'Value', width: 4 }],
        rows: DETAILS.map(([key, label]) => ({ label, value: fields[key]! })).filter((r) => r.value !== ''),
      },
    ],
    totals: [],
    terms: '',
    notes,
    footer: `${c ? b.providerName : b.companyName} — ${title.toLowerCase()} ${reference}`,
    pdfTitle: `${title} ${c ? c.carrierBookingReference : b.reference}`,
  };
}
