import { badRequest } from '@portolan/sdk/server';
import type { BookingConfirmation } from '../../shared/types';
import { fieldOf } from './checkBookingRequest';

const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const clean = (v: unknown) => (typeof v === 'string' ? v.trim() || null : null);

function timestamp(value: unknown, at: string, required: boolean): string | null {
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest('Enter a date and time with its offset, e.g. 2026-03-02T18:00:00+05:30', at);
    return null;
  }
  if (typeof value !== 'string' || !ZONED.test(value) || Number.isNaN(Date.parse(value))) throw badRequest('Enter a date and time with its offset, e.g. 2026-03-02T18:00:00+05:30', at);
  return value;
}

function shortText(value: unknown, at: string, max: number, required: boolean): string | null {
  if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > max)) throw badRequest(`At most ${max} characters`, at);
  const v = clean(value);
  if (required && !v) throw badRequest('Required', at);
  return v;
}

/**
 * The provider's confirmation, checked: carrier booking number, vessel, voyage, ETD not after ETA,
 * cut-offs (zoned timestamps, none after the ETD), equipment release. 400 naming `<prefix>.<field>`.
 */
export function checkConfirmation(confirmation: BookingConfirmation | undefined, prefix: string): BookingConfirmation {
  const f = (name: string) => fieldOf(prefix, name);
  if (!confirmation || typeof confirmation !== 'object') throw badRequest('Send the confirmation (carrier booking number, vessel, voyage, ETD, ETA)', prefix);
  const carrierBookingReference = shortText(confirmation.carrierBookingReference, f('carrierBookingReference'), 35, true)!;
  if (!/^[A-Za-z0-9-]+$/.test(carrierBookingReference)) throw badRequest('Letters, digits and hyphens only', f('carrierBookingReference'));
  const vessel = shortText(confirmation.vessel, f('vessel'), 100, true)!;
  const voyage = shortText(confirmation.voyage, f('voyage'), 50, true)!;
  const serviceCode = shortText(confirmation.serviceCode, f('serviceCode'), 20, false);
  const etd = timestamp(confirmation.etd, f('etd'), true)!;
  const eta = timestamp(confirmation.eta, f('eta'), true)!;
  if (Date.parse(eta) < Date.parse(etd)) throw badRequest('ETA must not be before ETD', f('eta'));
  const c = confirmation.cutOffs ?? {};
  if (typeof c !== 'object') throw badRequest('Cut-offs must be an object', f('cutOffs'));
  const cutOffs = {
    documentation: timestamp(c.documentation, f('cutOffs.documentation'), false),
    vgm: timestamp(c.vgm, f('cutOffs.vgm'), false),
    cargo: timestamp(c.cargo, f('cutOffs.cargo'), false),
  };
  for (const [key, at] of Object.entries(cutOffs)) {
    if (at && Date.parse(at) > Date.parse(etd)) throw badRequest('A cut-off must not be after the ETD', f(`cutOffs.${key}`));
  }
  const r = confirmation.equipmentRelease;
  const equipmentRelease = r && typeof r === 'object'
    ? {
        depot: shortText(r.depot, f('equipmentRelease.depot'), 200, false),
        releaseReference: shortText(r.releaseReference, f('equipmentRelease.releaseReference'), 50, false),
        availableFrom: timestamp(r.availableFrom, f('equipmentRelease.availableFrom'), false),
      }
    : null;
  const remarks = shortText(confirmation.remarks, f('remarks'), 4000, false);
  return { carrierBookingReference: carrierBookingReference.toUpperCase(), vessel, voyage, serviceCode, etd, eta, cutOffs, equipmentRelease, remarks };
}
