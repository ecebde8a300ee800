import { normalizeContainerNumber } from '@portolan/sdk/shared';
import type { ShipmentRecord } from '../../shared/types';

/** The shipment form's fields, as text the inputs hold. Times are UTC `YYYY-MM-DDTHH:mm` (datetime-local). */
export type ShipmentFormValues = {
  reference: string;
  mode: string;
  status: string;
  carrier: string;
  pol: string;
  pod: string;
  transshipmentPorts: string;
  etd: string;
  eta: string;
  vessel: string;
  voyage: string;
  shipper: string;
  consignee: string;
  forwarder: string;
  bookingNumber: string;
  blNumber: string;
  commodity: string;
  hsCode: string;
  weightKg: string;
  volumeCbm: string;
  /** One container a line: `MSKU1234565 45G1` (the type is optional, 42G1 by default). */
  containers: string;
};

export const EMPTY_SHIPMENT: ShipmentFormValues = {
  reference: '',
  mode: 'FCL',
  status: 'BOOKED',
  carrier: '',
  pol: '',
  pod: '',
  transshipmentPorts: '',
  etd: '',
  eta: '',
  vessel: '',
  voyage: '',
  shipper: '',
  consignee: '',
  forwarder: '',
  bookingNumber: '',
  blNumber: '',
  commodity: '',
  hsCode: '',
  weightKg: '',
  volumeCbm: '',
  containers: '',
};

/** An ISO instant as the UTC value of a datetime-local input ('2026-03-12T14:30'); '' for none. */
export function toUtcInput(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 16) : '';
}

/** A datetime-local value read as UTC, as ISO 8601 with its zone ('2026-03-12T14:30:00.000Z'). */
export function fromUtcInput(value: string): string {
  return new Date(`${value}:00.000Z`).toISOString();
}

/** Container lines (`NUMBER [TYPE]`, one a line) as number and type. */
export function containerLines(text: string): Array<{ number: string; isoType?: string }> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [number, isoType] = line.split(/[\s,;]+/);
      return { number: normalizeContainerNumber(number), ...(isoType ? { isoType: isoType.toUpperCase() } : {}) };
    });
}

/** The form's values of a stored shipment. */
export function valuesOf(s: ShipmentRecord): ShipmentFormValues {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    reference: s.reference,
    mode: s.mode,
    status: s.status,
    carrier: s.carrier,
    pol: s.pol,
    pod: s.pod,
    transshipmentPorts: s.transshipmentPorts.join(', '),
    etd: toUtcInput(s.etd),
    eta: toUtcInput(s.eta),
    vessel: text(s.vessel),
    voyage: text(s.voyage),
    shipper: text(s.shipper),
    consignee: text(s.consignee),
    forwarder: text(s.forwarder),
    bookingNumber: text(s.bookingNumber),
    blNumber: text(s.blNumber),
    commodity: text(s.commodity),
    hsCode: text(s.hsCode),
    weightKg: text(s.weightKg),
    volumeCbm: text(s.volumeCbm),
    containers: s.containers.map((c) => `${c.number} ${c.isoType}`).join('\n'),
  };
}

const NULLABLE_TEXT = ['vessel', 'voyage', 'shipper', 'consignee', 'forwarder', 'bookingNumber', 'blNumber', 'commodity', 'hsCode'] as const;

/**
 * The API's `data` for the form's values (SPEC §7 body, see shipmentSchemas.ts on the server). On
 * edit (`before` and `record` given) only the fields the user changed are sent — a save never
 * overwrites what someone else changed in another field — and kept containers keep their seal and
 * weight.
 */
export function toShipmentData(values: ShipmentFormValues, before?: ShipmentFormValues, record?: ShipmentRecord): Record<string, unknown> {
  const changed = (name: keyof ShipmentFormValues) => !before || values[name] !== before[name];
  const data: Record<string, unknown> = {};
  const put = (name: keyof ShipmentFormValues, value: unknown) => {
    if (changed(name)) data[name] = value;
  };
  put('reference', values.reference.trim());
  put('mode', values.mode);
  if (before) put('status', values.status);
  put('carrier', values.carrier.trim().toUpperCase());
  put('pol', values.pol.trim().toUpperCase());
  put('pod', values.pod.trim().toUpperCase());
  put('transshipmentPorts', values.transshipmentPorts.split(/[\s,;]+/).filter(Boolean).map((p) => p.toUpperCase()));
  put('etd', values.etd ? fromUtcInput(values.etd) : undefined);
  put('eta', values.eta ? fromUtcInput(values.eta) : undefined);
  for (const name of NULLABLE_TEXT) {
    const text = values[name].trim();
    if (before || text) put(name, text || null);
  }
  for (const name of ['weightKg', 'volumeCbm'] as const) {
    const text = values[name].trim();
    if (before || text) put(name, text ? Number(text) : null);
  }
  if (changed('containers') && (before || values.containers.trim())) {
    const kept = new Map((record?.containers ?? []).map((c) => [c.number, c]));
    data.containers = containerLines(values.containers).map((c) => {
      const old = kept.get(c.number);
      return { number: c.number, isoType: c.isoType ?? old?.isoType ?? '42G1', ...(old ? { sealNumber: old.sealNumber, weightKg: old.weightKg } : {}) };
    });
  }
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}
