import { badRequest, carrierByCode, connectedCompanies, containerTypeByCode, portByCode, placeByCode, type Db } from '@portolan/sdk/server';
import { IMO_CLASSES, PACKING_GROUPS, SERVICE_TYPES, CARGO_MOVEMENTS } from '../../shared/states';
import type { BookingCargo, BookingEquipment, BookingParty, BookingRequest, DangerousGoods } from '../../shared/types';
import { isKnownSubheading } from '../hs/hsNomenclature';

const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;
const SIGNED_DECIMAL = /^-?\d{1,3}(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** A field name under a prefix ('data', 'data.request' or '' for none). */
export const fieldOf = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

const isDay = (v: unknown) => typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const text = (v: unknown, max = 2000) => typeof v === 'string' && v.trim().length > 0 && v.length <= max;
const optionalText = (v: unknown, max = 2000) => v === undefined || v === null || (typeof v === 'string' && v.length <= max);
const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() || null : null);

function checkParty(party: BookingParty | null | undefined, at: string, required: boolean): BookingParty | null {
  if (party === undefined || party === null) {
    if (required) throw badRequest('Enter the party', at);
    return null;
  }
  if (typeof party !== 'object') throw badRequest('Must be a party', at);
  if (!text(party.name, 200)) throw badRequest('Enter the name (at most 200 characters)', `${at}.name`);
  for (const key of ['address', 'contactName', 'email', 'phone', 'taxId'] as const) {
    if (!optionalText(party[key], key === 'address' ? 1000 : 200)) throw badRequest('Too long or not text', `${at}.${key}`);
  }
  if (party.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(party.email.trim())) throw badRequest('Enter a valid email address', `${at}.email`);
  return {
    name: party.name.trim(),
    address: clean(party.address), contactName: clean(party.contactName), email: clean(party.email), phone: clean(party.phone), taxId: clean(party.taxId),
  };
}

/** E.123 international notation: '+', the country code and number, digits grouped by spaces (or - . / ( )). */
const INTERNATIONAL_PHONE = /^\+\d[\d ()./-]*\d$/;

/** The dangerous goods' 24-hour emergency contact (DCSA emergencyContactDetails: contact ≤ 255, phone ≤ 30). */
function checkEmergencyContact(contact: DangerousGoods['emergencyContact'] | null | undefined, at: string): DangerousGoods['emergencyContact'] {
  if (!contact || typeof contact !== 'object') throw badRequest('Dangerous goods need a 24-hour emergency contact', at);
  if (!text(contact.name, 255)) throw badRequest('Enter the emergency contact’s name (at most 255 characters)', `${at}.name`);
  const phone = typeof contact.phone === 'string' ? contact.phone.trim() : '';
  if (!phone) throw badRequest('Enter the 24-hour emergency phone', `${at}.phone`);
  if (phone.length > 30 || !INTERNATIONAL_PHONE.test(phone) || phone.replace(/\D/g, '').length < 7) {
    throw badRequest('Enter the emergency phone in international format, e.g. +45 70262970 (at most 30 characters)', `${at}.phone`);
  }
  for (const key of ['provider', 'referenceNumber'] as const) {
    if (!optionalText(contact[key], 255)) throw badRequest('At most 255 characters', `${at}.${key}`);
  }
  return { name: contact.name.trim(), phone, provider: clean(contact.provider), referenceNumber: clean(contact.referenceNumber) };
}

function checkEquipment(list: BookingEquipment[] | undefined, at: string): BookingEquipment[] {
  if (!Array.isArray(list) || list.length === 0) throw badRequest('Add at least one container type', at);
  if (list.length > 20) throw badRequest('At most 20 equipment lines', at);
  const seen = new Set<string>();
  return list.map((e, i) => {
    const f = `${at}.${i}`;
    const type = containerTypeByCode(typeof e?.isoType === 'string' ? e.isoType : null);
    if (!type) throw badRequest(`Unknown container type ${String(e?.isoType ?? '')}`, `${f}.isoType`);
    if (!Number.isInteger(e.count) || e.count < 1 || e.count > 999) throw badRequest('Enter a whole number of containers from 1 to 999', `${f}.count`);
    const key = `${type.code}/${e.soc ? 'soc' : 'coc'}/${JSON.stringify(e.reefer ?? null)}`;
    if (seen.has(key)) throw badRequest(`${type.code} is listed twice`, `${f}.isoType`);
    seen.add(key);
    let reefer: BookingEquipment['reefer'] = null;
    if (type.reefer) {
      const r = e.reefer;
      if (!r || typeof r !== 'object') throw badRequest(`A ${type.name} needs its reefer settings (temperature)`, `${f}.reefer`);
      if (typeof r.temperature !== 'string' || !SIGNED_DECIMAL.test(r.temperature)) throw badRequest('Enter the set temperature as a decimal, e.g. -18.0', `${f}.reefer.temperature`);
      if (r.unit !== 'CEL' && r.unit !== 'FAH') throw badRequest('Unit must be CEL or FAH', `${f}.reefer.unit`);
      const celsius = r.unit === 'CEL' ? Number(r.temperature) : ((Number(r.temperature) - 32) * 5) / 9;
      if (celsius < -40 || celsius > 40) throw badRequest('Set temperature must be between -40 °C and +40 °C', `${f}.reefer.temperature`);
      if (r.ventilation !== undefined && r.ventilation !== null && (typeof r.ventilation !== 'string' || !DECIMAL.test(r.ventilation) || Number(r.ventilation) > 300)) throw badRequest('Ventilation: m³/h from 0 to 300', `${f}.reefer.ventilation`);
      if (r.humidity !== undefined && r.humidity !== null && (typeof r.humidity !== 'string' || !DECIMAL.test(r.humidity) || Number(r.humidity) > 100)) throw badRequest('Humidity: a percentage from 0 to 100', `${f}.reefer.humidity`);
      reefer = { temperature: r.temperature, unit: r.unit, ventilation: r.ventilation ?? null, humidity: r.humidity ?? null };
    } else if (e.reefer) {
      throw badRequest(`A ${type.name} takes no reefer settings`, `${f}.reefer`);
    }
    return { isoType: type.code, count: e.count, soc: !!e.soc, reefer };
  });
}

function checkCargo(list: BookingCargo[] | undefined, at: string): BookingCargo[] {
  if (!Array.isArray(list) || list.length === 0) throw badRequest('Add at least one cargo line', at);
  if (list.length > 50) throw badRequest('At most 50 cargo lines', at);
  return list.map((c, i) => {
    const f = `${at}.${i}`;
    if (typeof c?.hsCode !== 'string' || !/^\d{6}$/.test(c.hsCode)) throw badRequest('Enter a six-digit HS code', `${f}.hsCode`);
    if (!isKnownSubheading(c.hsCode)) throw badRequest(`${c.hsCode} is not an HS 2022 subheading`, `${f}.hsCode`);
    if (!text(c.description, 500)) throw badRequest('Describe the cargo (at most 500 characters)', `${f}.description`);
    if (!Number.isInteger(c.packages) || c.packages < 1 || c.packages > 1_000_000) throw badRequest('Enter a whole number of packages', `${f}.packages`);
    if (typeof c.packageCode !== 'string' || !/^[0-9A-Z]{2}$/.test(c.packageCode)) throw badRequest('Enter a two-character package code (UN/ECE Rec. 21), e.g. CT', `${f}.packageCode`);
    if (typeof c.grossWeightKg !== 'string' || !DECIMAL.test(c.grossWeightKg) || Number(c.grossWeightKg) <= 0) throw badRequest('Enter the gross weight in kg, a positive decimal', `${f}.grossWeightKg`);
    if (c.volumeCbm !== undefined && c.volumeCbm !== null && (typeof c.volumeCbm !== 'string' || !DECIMAL.test(c.volumeCbm) || Number(c.volumeCbm) <= 0)) throw badRequest('Enter the volume in m³, a positive decimal', `${f}.volumeCbm`);
    let dangerousGoods: BookingCargo['dangerousGoods'] = null;
    const dg = c.dangerousGoods;
    if (dg) {
      const d = `${f}.dangerousGoods`;
      if (typeof dg.unNumber !== 'string' || !/^\d{4}$/.test(dg.unNumber)) throw badRequest('Enter the four-digit UN number', `${d}.unNumber`);
      if (!(IMO_CLASSES as readonly string[]).includes(dg.imoClass)) throw badRequest('Enter an IMDG class, e.g. 3 or 6.1', `${d}.imoClass`);
      if (dg.packingGroup !== undefined && dg.packingGroup !== null && !(PACKING_GROUPS as readonly string[]).includes(dg.packingGroup)) throw badRequest('Packing group must be I, II or III', `${d}.packingGroup`);
      if (!text(dg.properShippingName, 300)) throw badRequest('Enter the proper shipping name', `${d}.properShippingName`);
      if (dg.flashPoint !== undefined && dg.flashPoint !== null && (typeof dg.flashPoint !== 'string' || !SIGNED_DECIMAL.test(dg.flashPoint))) throw badRequest('Enter the flash point in °C as a decimal', `${d}.flashPoint`);
      if (dg.imoClass === '3' && !dg.flashPoint) throw badRequest('A class 3 (flammable liquid) needs its flash point', `${d}.flashPoint`);
      if (!optionalText(dg.emsNumber, 20)) throw badRequest('EmS number: at most 20 characters', `${d}.emsNumber`);
      const emergencyContact = checkEmergencyContact(dg.emergencyContact, `${d}.emergencyContact`);
      dangerousGoods = { unNumber: dg.unNumber, imoClass: dg.imoClass, packingGroup: dg.packingGroup ?? null, properShippingName: dg.properShippingName.trim(), flashPoint: dg.flashPoint ?? null, emsNumber: clean(dg.emsNumber), emergencyContact };
    }
    return { hsCode: c.hsCode, description: c.description.trim(), packages: c.packages, packageCode: c.packageCode, grossWeightKg: c.grossWeightKg, volumeCbm: c.volumeCbm ?? null, dangerousGoods };
  });
}

function checkPlace(value: unknown, at: string, port: boolean): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!LOCODE.test(code)) throw badRequest('Enter a UN/LOCODE, e.g. INNSA', at);
  if (port ? !portByCode(code) : !placeByCode(code) && !portByCode(code)) throw badRequest(`Unknown ${port ? 'port' : 'place'} ${code}`, at);
  return code;
}

/**
 * The domain rules of a booking request a JSON schema cannot say (and, for the DCSA door, the shapes
 * too): the provider in the caller's network, a known carrier and ports, HS codes known six-digit
 * subheadings, reefer settings always and only for reefer types, dangerous goods (UN number, IMDG
 * class, the 24-hour emergency contact with an international phone). Throws a 400 naming `<prefix>.<field>`; answers the request cleaned (codes upper-cased,
 * texts trimmed, empty optionals null).
 */
export async function checkBookingRequest(db: Db, companyId: string, request: BookingRequest, prefix: string): Promise<BookingRequest> {
  const f = (name: string) => fieldOf(prefix, name);
  if (!request || typeof request !== 'object') throw badRequest('Send the booking request', prefix || 'data');
  const provider = typeof request.providerCompanyId === 'string' ? request.providerCompanyId : '';
  if (!(await connectedCompanies(db, companyId, [provider])).has(provider)) throw badRequest('Choose a provider from your network', f('providerCompanyId'));
  const carrier = carrierByCode(typeof request.carrier === 'string' ? request.carrier.trim() : null);
  if (!carrier) throw badRequest(`Unknown carrier ${String(request.carrier ?? '')}`, f('carrier'));
  const pol = checkPlace(request.pol, f('pol'), true);
  const pod = checkPlace(request.pod, f('pod'), true);
  if (pol === pod) throw badRequest('The port of discharge must differ from the port of loading', f('pod'));
  const placeOfReceipt = request.placeOfReceipt ? checkPlace(request.placeOfReceipt, f('placeOfReceipt'), false) : null;
  const placeOfDelivery = request.placeOfDelivery ? checkPlace(request.placeOfDelivery, f('placeOfDelivery'), false) : null;
  for (const key of ['receiptTypeAtOrigin', 'deliveryTypeAtDestination'] as const) {
    if (!(SERVICE_TYPES as readonly string[]).includes(request[key])) throw badRequest('Must be CY, SD or CFS', f(key));
  }
  if (!(CARGO_MOVEMENTS as readonly string[]).includes(request.cargoMovementType)) throw badRequest('Must be FCL or LCL', f('cargoMovementType'));
  if (!isDay(request.expectedDepartureDate)) throw badRequest('Enter a day (YYYY-MM-DD)', f('expectedDepartureDate'));
  if (request.latestDeliveryDate !== undefined && request.latestDeliveryDate !== null) {
    if (!isDay(request.latestDeliveryDate)) throw badRequest('Enter a day (YYYY-MM-DD)', f('latestDeliveryDate'));
    if (request.latestDeliveryDate < request.expectedDepartureDate) throw badRequest('The latest delivery must not be before the departure', f('latestDeliveryDate'));
  }
  if (request.incoTerms !== undefined && request.incoTerms !== null && (typeof request.incoTerms !== 'string' || !/^[A-Z]{3}$/.test(request.incoTerms.trim().toUpperCase()))) throw badRequest('Enter an Incoterms code, e.g. FOB', f('incoTerms'));
  const shipper = checkParty(request.shipper, f('shipper'), true)!;
  const consignee = checkParty(request.consignee, f('consignee'), true)!;
  const notifyParty = checkParty(request.notifyParty, f('notifyParty'), false);
  const equipment = checkEquipment(request.equipment, f('equipment'));
  const cargo = checkCargo(request.cargo, f('cargo'));
  for (const key of ['customerReference', 'contractRef'] as const) {
    if (!optionalText(request[key], 100)) throw badRequest('At most 100 characters', f(key));
  }
  if (!optionalText(request.remarks, 4000)) throw badRequest('At most 4000 characters', f('remarks'));
  return {
    providerCompanyId: provider,
    carrier: carrier.code,
    pol, pod, placeOfReceipt, placeOfDelivery,
    receiptTypeAtOrigin: request.receiptTypeAtOrigin,
    deliveryTypeAtDestination: request.deliveryTypeAtDestination,
    cargoMovementType: request.cargoMovementType,
    expectedDepartureDate: request.expectedDepartureDate,
    latestDeliveryDate: request.latestDeliveryDate ?? null,
    incoTerms: request.incoTerms ? request.incoTerms.trim().toUpperCase() : null,
    shipper, consignee, notifyParty, equipment, cargo,
    customerReference: clean(request.customerReference),
    contractRef: clean(request.contractRef),
    remarks: clean(request.remarks),
    source: request.source ?? null,
  };
}
