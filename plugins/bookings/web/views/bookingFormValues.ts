import { CONTAINER_TYPES, containerTypeByCode, type FieldErrors } from '@portolan/sdk';
import { BOOKING_SOURCES, IMO_CLASSES, PACKING_GROUPS, SERVICE_TYPES, type BookingSource, type ServiceType } from '../../shared/states';
import type { BookingCargo, BookingEquipment, BookingParty, BookingRequest } from '../../shared/types';

/**
 * The form's values (text, as the inputs hold them), named as the server's 400 names them
 * (`data.cargo.0.hsCode` → `cargo.0.hsCode`): the request's fields, the parties' as `shipper.name`,
 * `equipment` and `cargo` (how many rows) and each row's cells as `equipment.<i>.<field>` /
 * `cargo.<i>.<field>` (reefer settings `equipment.<i>.reefer.<field>`, dangerous goods
 * `cargo.<i>.dangerousGoods.<field>`).
 */
export type BookingValues = Record<string, string>;

export const PARTY_FIELDS = ['name', 'address', 'contactName', 'email', 'phone', 'taxId'] as const;
export const PARTIES = ['shipper', 'consignee', 'notifyParty'] as const;
export type PartyName = (typeof PARTIES)[number];
export const EQUIPMENT_FIELDS = ['isoType', 'count', 'soc', 'reefer.temperature', 'reefer.unit', 'reefer.ventilation', 'reefer.humidity'] as const;
export type EquipmentField = (typeof EQUIPMENT_FIELDS)[number];
export const CARGO_FIELDS = [
  'hsCode', 'description', 'packages', 'packageCode', 'grossWeightKg', 'volumeCbm', 'dg',
  'dangerousGoods.unNumber', 'dangerousGoods.imoClass', 'dangerousGoods.packingGroup', 'dangerousGoods.properShippingName', 'dangerousGoods.flashPoint', 'dangerousGoods.emsNumber',
  'dangerousGoods.emergencyContact.name', 'dangerousGoods.emergencyContact.phone', 'dangerousGoods.emergencyContact.provider', 'dangerousGoods.emergencyContact.referenceNumber',
] as const;
export type CargoField = (typeof CARGO_FIELDS)[number];
export type EquipmentValues = Record<EquipmentField, string>;
export type CargoValues = Record<CargoField, string>;

/** UN/ECE Recommendation 21 package codes offered first (any two characters are accepted). */
export const PACKAGE_CODES = [
  { code: 'CT', name: 'Carton' }, { code: 'PK', name: 'Package' }, { code: 'BG', name: 'Bag' }, { code: 'PL', name: 'Pallet' }, { code: 'BX', name: 'Box' },
  { code: 'CS', name: 'Case' }, { code: 'DR', name: 'Drum' }, { code: 'BL', name: 'Bale' }, { code: 'CR', name: 'Crate' }, { code: 'RO', name: 'Roll' },
] as const;

/** At most this many equipment rows and cargo lines (the server's schema). */
export const MAX_EQUIPMENT = 20;
export const MAX_CARGO = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const SCAC = /^[A-Z]{4}$/;
const HS6 = /^\d{6}$/;
const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;
const SIGNED = /^-?\d{1,3}(\.\d{1,2})?$/;
const COUNT = /^\d{1,4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UN = /^\d{4}$/;
/** E.123 international notation (the server's rule): '+', the country code and number. */
const INTERNATIONAL_PHONE = /^\+\d[\d ()./-]*\d$/;

export const equipmentKey = (i: number, f: EquipmentField) => `equipment.${i}.${f}`;
export const cargoKey = (i: number, f: CargoField) => `cargo.${i}.${f}`;
export const partyKey = (p: PartyName, f: (typeof PARTY_FIELDS)[number]) => `${p}.${f}`;
export const isReefer = (isoType: string) => Boolean(containerTypeByCode(isoType)?.reefer);

export function emptyEquipment(isoType = '42G1', count = '1'): EquipmentValues {
  return { isoType, count, soc: '', 'reefer.temperature': '', 'reefer.unit': 'CEL', 'reefer.ventilation': '', 'reefer.humidity': '' };
}
export function emptyCargo(): CargoValues {
  return Object.fromEntries(CARGO_FIELDS.map((f) => [f, f === 'packageCode' ? 'CT' : ''])) as CargoValues;
}

export function equipmentOf(v: BookingValues): EquipmentValues[] {
  return Array.from({ length: Number(v.equipment) || 0 }, (_, i) => Object.fromEntries(EQUIPMENT_FIELDS.map((f) => [f, v[equipmentKey(i, f)] ?? ''])) as EquipmentValues);
}
export function cargoOf(v: BookingValues): CargoValues[] {
  return Array.from({ length: Number(v.cargo) || 0 }, (_, i) => Object.fromEntries(CARGO_FIELDS.map((f) => [f, v[cargoKey(i, f)] ?? ''])) as CargoValues);
}
/** The values with these rows instead of the current ones. */
export function withRows(v: BookingValues, kind: 'equipment', rows: EquipmentValues[]): BookingValues;
export function withRows(v: BookingValues, kind: 'cargo', rows: CargoValues[]): BookingValues;
export function withRows(v: BookingValues, kind: 'equipment' | 'cargo', rows: Array<Record<string, string>>): BookingValues {
  const kept = Object.fromEntries(Object.entries(v).filter(([k]) => !k.startsWith(`${kind}.`)));
  const cells = rows.flatMap((row, i) => Object.entries(row).map(([f, value]) => [`${kind}.${i}.${f}`, value] as const));
  return { ...kept, ...Object.fromEntries(cells), [kind]: String(rows.length) };
}

const s = (x: string | number | null | undefined) => (x === null || x === undefined ? '' : String(x));

function partyValues(name: PartyName, party: BookingParty | null | undefined): BookingValues {
  return Object.fromEntries(PARTY_FIELDS.map((f) => [partyKey(name, f), s(party?.[f])]));
}
function equipmentValues(e: BookingEquipment): EquipmentValues {
  return {
    isoType: e.isoType, count: s(e.count), soc: e.soc ? 'true' : '',
    'reefer.temperature': s(e.reefer?.temperature), 'reefer.unit': e.reefer?.unit ?? 'CEL', 'reefer.ventilation': s(e.reefer?.ventilation), 'reefer.humidity': s(e.reefer?.humidity),
  };
}
function cargoValues(c: BookingCargo): CargoValues {
  const dg = c.dangerousGoods;
  return {
    hsCode: c.hsCode, description: c.description, packages: s(c.packages), packageCode: c.packageCode, grossWeightKg: s(c.grossWeightKg), volumeCbm: s(c.volumeCbm), dg: dg ? 'true' : '',
    'dangerousGoods.unNumber': s(dg?.unNumber), 'dangerousGoods.imoClass': s(dg?.imoClass), 'dangerousGoods.packingGroup': s(dg?.packingGroup),
    'dangerousGoods.properShippingName': s(dg?.properShippingName), 'dangerousGoods.flashPoint': s(dg?.flashPoint), 'dangerousGoods.emsNumber': s(dg?.emsNumber),
    'dangerousGoods.emergencyContact.name': s(dg?.emergencyContact?.name), 'dangerousGoods.emergencyContact.phone': s(dg?.emergencyContact?.phone),
    'dangerousGoods.emergencyContact.provider': s(dg?.emergencyContact?.provider), 'dangerousGoods.emergencyContact.referenceNumber': s(dg?.emergencyContact?.referenceNumber),
  };
}

/** The values of a request (a draft to edit, a booking to amend). */
export function valuesOfRequest(r: BookingRequest): BookingValues {
  const head: BookingValues = {
    providerCompanyId: r.providerCompanyId, carrier: r.carrier, pol: r.pol, pod: r.pod, placeOfReceipt: s(r.placeOfReceipt), placeOfDelivery: s(r.placeOfDelivery),
    receiptTypeAtOrigin: r.receiptTypeAtOrigin, deliveryTypeAtDestination: r.deliveryTypeAtDestination, cargoMovementType: r.cargoMovementType,
    expectedDepartureDate: r.expectedDepartureDate, latestDeliveryDate: s(r.latestDeliveryDate), incoTerms: s(r.incoTerms),
    customerReference: s(r.customerReference), contractRef: s(r.contractRef), remarks: s(r.remarks),
    sourceKind: r.source?.kind ?? '', sourceId: s(r.source?.id), sourceLabel: s(r.source?.label),
    ...partyValues('shipper', r.shipper), ...partyValues('consignee', r.consignee), ...partyValues('notifyParty', r.notifyParty),
  };
  const withEquipment = withRows(head, 'equipment', r.equipment.map(equipmentValues));
  return withRows(withEquipment, 'cargo', r.cargo.map(cargoValues));
}

/**
 * A new booking's values: the shipper is the caller's company; the rest from the query string a
 * rates, quotes, RFQ or schedules screen links with (`source`, `sourceId`, `carrier`, `pol`, `pod`,
 * `isoType`, `count`, `provider`, `etd`, `contractRef`).
 */
export function valuesOfQuery(query: URLSearchParams, company: { name?: string; address?: string } = {}): BookingValues {
  const q = (name: string) => query.get(name)?.trim() ?? '';
  const source = q('source').toUpperCase();
  const kind = (BOOKING_SOURCES as readonly string[]).includes(source) ? (source as BookingSource) : '';
  const isoType = containerTypeByCode(q('isoType'))?.code ?? '42G1';
  const count = /^\d{1,3}$/.test(q('count')) && Number(q('count')) > 0 ? String(Number(q('count'))) : '1';
  const head: BookingValues = {
    providerCompanyId: q('provider'), carrier: q('carrier').toUpperCase(), pol: q('pol').toUpperCase(), pod: q('pod').toUpperCase(), placeOfReceipt: '', placeOfDelivery: '',
    receiptTypeAtOrigin: 'CY', deliveryTypeAtDestination: 'CY', cargoMovementType: 'FCL',
    expectedDepartureDate: DAY.test(q('etd').slice(0, 10)) ? q('etd').slice(0, 10) : '', latestDeliveryDate: '', incoTerms: '',
    customerReference: '', contractRef: q('contractRef'), remarks: '',
    sourceKind: kind, sourceId: kind && q('sourceId').length <= 100 ? q('sourceId') : '', sourceLabel: '',
    ...partyValues('shipper', { name: company.name ?? '', address: company.address ?? null }), ...partyValues('consignee', null), ...partyValues('notifyParty', null),
  };
  return withRows(withRows(head, 'equipment', [emptyEquipment(isoType, count)]), 'cargo', [emptyCargo()]);
}

const text = (x: string | undefined) => x?.trim() ?? '';
const orNull = (x: string | undefined) => x?.trim() || null;

function partyOf(v: BookingValues, p: PartyName): BookingParty {
  return { name: text(v[partyKey(p, 'name')]), ...Object.fromEntries(PARTY_FIELDS.filter((f) => f !== 'name').map((f) => [f, orNull(v[partyKey(p, f)])])) };
}
const hasNotify = (v: BookingValues) => PARTY_FIELDS.some((f) => text(v[partyKey('notifyParty', f)]));

/** The body of create, update and amend (`BookingRequest`). */
export function requestOf(v: BookingValues): BookingRequest {
  return {
    providerCompanyId: v.providerCompanyId,
    carrier: text(v.carrier).toUpperCase(),
    pol: text(v.pol).toUpperCase(),
    pod: text(v.pod).toUpperCase(),
    placeOfReceipt: orNull(v.placeOfReceipt),
    placeOfDelivery: orNull(v.placeOfDelivery),
    receiptTypeAtOrigin: v.receiptTypeAtOrigin as ServiceType,
    deliveryTypeAtDestination: v.deliveryTypeAtDestination as ServiceType,
    cargoMovementType: v.cargoMovementType === 'LCL' ? 'LCL' : 'FCL',
    expectedDepartureDate: v.expectedDepartureDate,
    latestDeliveryDate: orNull(v.latestDeliveryDate),
    incoTerms: orNull(v.incoTerms)?.toUpperCase() ?? null,
    shipper: partyOf(v, 'shipper'),
    consignee: partyOf(v, 'consignee'),
    notifyParty: hasNotify(v) ? partyOf(v, 'notifyParty') : null,
    equipment: equipmentOf(v).map((e) => ({
      isoType: e.isoType,
      count: Number(e.count),
      soc: e.soc === 'true',
      reefer: isReefer(e.isoType)
        ? { temperature: text(e['reefer.temperature']), unit: e['reefer.unit'] === 'FAH' ? 'FAH' : 'CEL', ventilation: orNull(e['reefer.ventilation']), humidity: orNull(e['reefer.humidity']) }
        : null,
    })),
    cargo: cargoOf(v).map((c) => ({
      hsCode: text(c.hsCode).replace(/\./g, ''),
      description: text(c.description),
      packages: Number(c.packages),
      packageCode: text(c.packageCode).toUpperCase(),
      grossWeightKg: text(c.grossWeightKg),
      volumeCbm: orNull(c.volumeCbm),
      dangerousGoods:
        c.dg === 'true'
          ? {
              unNumber: text(c['dangerousGoods.unNumber']),
              imoClass: c['dangerousGoods.imoClass'],
              packingGroup: (orNull(c['dangerousGoods.packingGroup']) as 'I' | 'II' | 'III' | null),
              properShippingName: text(c['dangerousGoods.properShippingName']),
              flashPoint: orNull(c['dangerousGoods.flashPoint']),
              emsNumber: orNull(c['dangerousGoods.emsNumber']),
              emergencyContact: {
                name: text(c['dangerousGoods.emergencyContact.name']),
                phone: text(c['dangerousGoods.emergencyContact.phone']),
                provider: orNull(c['dangerousGoods.emergencyContact.provider']),
                referenceNumber: orNull(c['dangerousGoods.emergencyContact.referenceNumber']),
              },
            }
          : null,
    })),
    customerReference: orNull(v.customerReference),
    contractRef: orNull(v.contractRef),
    remarks: orNull(v.remarks),
    source: v.sourceKind ? { kind: v.sourceKind as BookingSource, id: orNull(v.sourceId), label: orNull(v.sourceLabel) } : null,
  };
}

function partyProblems(v: BookingValues, p: PartyName, required: boolean, errors: FieldErrors) {
  const at = (f: (typeof PARTY_FIELDS)[number], message: string) => (errors[partyKey(p, f)] = message);
  const name = text(v[partyKey(p, 'name')]);
  if (required && !name) at('name', 'Give the name');
  if (!required && !name && hasNotify(v)) at('name', 'Give the name, or clear the notify party');
  if (name.length > 200) at('name', 'At most 200 characters');
  if (text(v[partyKey(p, 'address')]).length > 1000) at('address', 'At most 1,000 characters');
  if (text(v[partyKey(p, 'contactName')]).length > 200) at('contactName', 'At most 200 characters');
  if (text(v[partyKey(p, 'taxId')]).length > 50) at('taxId', 'At most 50 characters');
  const email = text(v[partyKey(p, 'email')]);
  if (email && (!EMAIL.test(email) || email.length > 254)) at('email', 'An email address, e.g. ops@example.com');
  if (text(v[partyKey(p, 'phone')]).length > 50) at('phone', 'At most 50 characters');
}

/** The client checks, mirroring the server's schema and rules; each message beside its field or cell. */
export function bookingProblems(v: BookingValues, providerIds?: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.providerCompanyId || (providerIds && !providerIds.includes(v.providerCompanyId))) errors.providerCompanyId = 'Choose who the booking goes to';
  if (!SCAC.test(text(v.carrier).toUpperCase())) errors.carrier = 'A four-letter carrier code (SCAC), e.g. MAEU';
  if (!LOCODE.test(text(v.pol))) errors.pol = 'A UN/LOCODE, e.g. CNSHA';
  if (!LOCODE.test(text(v.pod))) errors.pod = 'A UN/LOCODE, e.g. NLRTM';
  else if (text(v.pol) === text(v.pod)) errors.pod = 'The port of discharge must differ from the port of loading';
  if (v.placeOfReceipt && !LOCODE.test(v.placeOfReceipt)) errors.placeOfReceipt = 'A UN/LOCODE';
  if (v.placeOfDelivery && !LOCODE.test(v.placeOfDelivery)) errors.placeOfDelivery = 'A UN/LOCODE';
  if (!(SERVICE_TYPES as readonly string[]).includes(v.receiptTypeAtOrigin)) errors.receiptTypeAtOrigin = 'Choose CY, SD or CFS';
  if (!(SERVICE_TYPES as readonly string[]).includes(v.deliveryTypeAtDestination)) errors.deliveryTypeAtDestination = 'Choose CY, SD or CFS';
  if (!DAY.test(v.expectedDepartureDate)) errors.expectedDepartureDate = 'Choose the earliest departure day';
  if (v.latestDeliveryDate && !DAY.test(v.latestDeliveryDate)) errors.latestDeliveryDate = 'A day';
  else if (v.latestDeliveryDate && DAY.test(v.expectedDepartureDate) && v.latestDeliveryDate < v.expectedDepartureDate) errors.latestDeliveryDate = 'The latest delivery cannot be before the departure';
  if (text(v.customerReference).length > 100) errors.customerReference = 'At most 100 characters';
  if (text(v.contractRef).length > 100) errors.contractRef = 'At most 100 characters';
  if (text(v.remarks).length > 4000) errors.remarks = 'At most 4,000 characters';
  if (v.incoTerms && !/^[A-Za-z]{3}$/.test(text(v.incoTerms))) errors.incoTerms = 'Three letters, e.g. FOB';
  partyProblems(v, 'shipper', true, errors);
  partyProblems(v, 'consignee', true, errors);
  partyProblems(v, 'notifyParty', false, errors);

  const equipment = equipmentOf(v);
  if (!equipment.length) errors.equipment = 'Add at least one container';
  else if (equipment.length > MAX_EQUIPMENT) errors.equipment = `At most ${MAX_EQUIPMENT} equipment rows`;
  equipment.forEach((e, i) => {
    const at = (f: EquipmentField, message: string) => (errors[equipmentKey(i, f)] = message);
    if (!CONTAINER_TYPES.some((t) => t.code === e.isoType)) at('isoType', 'Choose a container type');
    if (!COUNT.test(e.count) || Number(e.count) < 1 || Number(e.count) > 999) at('count', 'A number of containers, 1 to 999');
    if (isReefer(e.isoType)) {
      if (!SIGNED.test(text(e['reefer.temperature']))) at('reefer.temperature', 'A set point, e.g. -18.0');
      if (e['reefer.ventilation'] && !DECIMAL.test(text(e['reefer.ventilation']))) at('reefer.ventilation', 'm³/h, e.g. 25');
      if (e['reefer.humidity'] && (!DECIMAL.test(text(e['reefer.humidity'])) || Number(e['reefer.humidity']) > 100)) at('reefer.humidity', 'A percentage, 0 to 100');
    }
  });

  const cargo = cargoOf(v);
  if (!cargo.length) errors.cargo = 'Add at least one cargo line';
  else if (cargo.length > MAX_CARGO) errors.cargo = `At most ${MAX_CARGO} cargo lines`;
  cargo.forEach((c, i) => {
    const at = (f: CargoField, message: string) => (errors[cargoKey(i, f)] = message);
    if (!HS6.test(text(c.hsCode).replace(/\./g, ''))) at('hsCode', 'A six-digit HS code, e.g. 610910');
    if (!text(c.description)) at('description', 'Describe the goods');
    else if (text(c.description).length > 500) at('description', 'At most 500 characters');
    if (!/^\d{1,7}$/.test(text(c.packages)) || Number(c.packages) < 1 || Number(c.packages) > 1_000_000) at('packages', 'A number of packages, 1 to 1,000,000');
    if (!/^[A-Z0-9]{2}$/i.test(text(c.packageCode))) at('packageCode', 'A two-character package code, e.g. CT');
    if (!DECIMAL.test(text(c.grossWeightKg)) || Number(c.grossWeightKg) <= 0) at('grossWeightKg', 'A weight in kg above 0, e.g. 12500.5');
    if (c.volumeCbm && !DECIMAL.test(text(c.volumeCbm))) at('volumeCbm', 'A volume in m³, e.g. 58.2');
    if (c.dg === 'true') {
      if (!UN.test(text(c['dangerousGoods.unNumber']))) at('dangerousGoods.unNumber', 'A four-digit UN number, e.g. 1263');
      if (!(IMO_CLASSES as readonly string[]).includes(c['dangerousGoods.imoClass'])) at('dangerousGoods.imoClass', 'Choose the IMO class');
      if (c['dangerousGoods.packingGroup'] && !(PACKING_GROUPS as readonly string[]).includes(c['dangerousGoods.packingGroup'])) at('dangerousGoods.packingGroup', 'I, II or III');
      if (!text(c['dangerousGoods.properShippingName'])) at('dangerousGoods.properShippingName', 'Give the proper shipping name');
      if (c['dangerousGoods.flashPoint'] && !/^-?\d{1,3}(\.\d{1,2})?$/.test(text(c['dangerousGoods.flashPoint']))) at('dangerousGoods.flashPoint', 'In °C, e.g. 23.5');
      const contact = text(c['dangerousGoods.emergencyContact.name']);
      if (!contact) at('dangerousGoods.emergencyContact.name', 'Name the 24-hour emergency contact');
      else if (contact.length > 255) at('dangerousGoods.emergencyContact.name', 'At most 255 characters');
      const phone = text(c['dangerousGoods.emergencyContact.phone']);
      if (!phone) at('dangerousGoods.emergencyContact.phone', 'Give the 24-hour emergency phone');
      else if (phone.length > 30 || !INTERNATIONAL_PHONE.test(phone) || phone.replace(/\D/g, '').length < 7) at('dangerousGoods.emergencyContact.phone', 'International format, e.g. +45 70262970');
      for (const f of ['provider', 'referenceNumber'] as const) {
        if (text(c[`dangerousGoods.emergencyContact.${f}`]).length > 255) at(`dangerousGoods.emergencyContact.${f}`, 'At most 255 characters');
      }
    }
  });
  return errors;
}
