import type { BookingConfirmation, BookingRequest, FieldChange } from '../../shared/types';

/** What a person calls each field (the last name of a dotted path). */
const WORDS: Record<string, string> = {
  providerCompanyId: 'Provider', carrier: 'Carrier', pol: 'Port of loading', pod: 'Port of discharge', placeOfReceipt: 'Place of receipt',
  placeOfDelivery: 'Place of delivery', receiptTypeAtOrigin: 'Receipt type', deliveryTypeAtDestination: 'Delivery type', cargoMovementType: 'Cargo movement',
  expectedDepartureDate: 'Earliest departure', latestDeliveryDate: 'Latest delivery', incoTerms: 'Incoterms', customerReference: 'Customer reference',
  contractRef: 'Contract reference', remarks: 'Remarks', shipper: 'Shipper', consignee: 'Consignee', notifyParty: 'Notify party',
  name: 'name', address: 'address', contactName: 'contact', email: 'email', phone: 'phone', taxId: 'tax id',
  equipment: 'Equipment', isoType: 'container type', count: 'count', soc: 'shipper-owned', reefer: 'reefer', temperature: 'temperature', unit: 'unit',
  ventilation: 'ventilation', humidity: 'humidity',
  cargo: 'Cargo', hsCode: 'HS code', description: 'description', packages: 'packages', packageCode: 'package code', grossWeightKg: 'gross weight (kg)',
  volumeCbm: 'volume (m³)', dangerousGoods: 'dangerous goods', unNumber: 'UN number', imoClass: 'IMO class', packingGroup: 'packing group',
  properShippingName: 'proper shipping name', flashPoint: 'flash point', emsNumber: 'EmS',
  emergencyContact: 'emergency contact', provider: 'provider', referenceNumber: 'reference number',
  confirmation: 'Confirmation', carrierBookingReference: 'Carrier booking number', vessel: 'Vessel', voyage: 'Voyage', serviceCode: 'Service',
  etd: 'ETD', eta: 'ETA', cutOffs: 'Cut-off', documentation: 'documentation', vgm: 'VGM', equipmentRelease: 'Equipment release', depot: 'depot',
  releaseReference: 'release reference', availableFrom: 'available from',
};

/** 'equipment.0.count' → 'Equipment 1 · count'; 'confirmation.cutOffs.vgm' → 'Cut-off · VGM'. */
export function changeLabel(path: string): string {
  const parts = path.split('.').filter((p, i) => !(i === 0 && p === 'confirmation' && path !== 'confirmation'));
  const out: string[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part)) out[out.length - 1] = `${out[out.length - 1]} ${Number(part) + 1}`;
    else out.push(WORDS[part] ?? part);
  }
  const label = out.join(' · ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function leaves(value: unknown, path: string, into: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) into.set(path, Array.isArray(value) ? [] : null);
    for (const [k, v] of entries) leaves(v, path ? `${path}.${k}` : k, into);
    return;
  }
  into.set(path, value === undefined || value === '' ? null : value);
}

/** Array elements added or removed are one change each (with the whole element), not one per field. */
function wholeItems(before: Map<string, unknown>, after: Map<string, unknown>, b: BookingSide, a: BookingSide): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const list of ['equipment', 'cargo'] as const) {
    const bl = b?.request?.[list] ?? [];
    const al = a?.request?.[list] ?? [];
    for (let i = Math.min(bl.length, al.length); i < Math.max(bl.length, al.length); i++) {
      const path = `${list}.${i}`;
      changes.push({ path, label: changeLabel(path), before: bl[i] ?? null, after: al[i] ?? null });
      for (const key of [...before.keys(), ...after.keys()]) if (key.startsWith(`${path}.`)) { before.delete(key); after.delete(key); }
    }
  }
  return changes;
}

type BookingSide = { request: BookingRequest | null; confirmation: BookingConfirmation | null } | null;

/**
 * The field-by-field changes from one version of a booking (request and confirmation) to the next, with
 * human labels, in the order of the later version's fields. `source` and the provider's company id of the
 * request are compared too (a provider change is a change).
 */
export function bookingChanges(before: BookingSide, after: BookingSide): FieldChange[] {
  const b = new Map<string, unknown>();
  const a = new Map<string, unknown>();
  if (before?.request) leaves({ ...before.request, source: undefined }, '', b);
  if (after?.request) leaves({ ...after.request, source: undefined }, '', a);
  if (before?.confirmation) leaves(before.confirmation, 'confirmation', b);
  if (after?.confirmation) leaves(after.confirmation, 'confirmation', a);
  b.delete('source');
  a.delete('source');
  const changes = wholeItems(b, a, before, after);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  for (const path of keys) {
    const was = b.has(path) ? b.get(path) : null;
    const now = a.has(path) ? a.get(path) : null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes.push({ path, label: changeLabel(path), before: was, after: now });
  }
  return changes;
}
