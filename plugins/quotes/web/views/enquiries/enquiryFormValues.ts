import type { FieldErrors } from '@portolan/sdk';
import { CONTAINER_TYPES, isCurrency } from '@portolan/sdk/shared';
import type { Customer, Enquiry } from '../../../shared/types';
import { ENQUIRY_SERVICES } from '../../../shared/states';

/** The enquiry form's values, as text (dotted names match the server's `data.<field>` of a 400). */
export type EnquiryValues = {
  customerId: string;
  customerName: string;
  contactName: string;
  contactEmail: string;
  origin: string;
  originKind: string;
  destination: string;
  destinationKind: string;
  mode: string;
  /** `22G1:2,42G1:1` — edited by the containers editor. */
  containers: string;
  'cargo.commodity': string;
  'cargo.hsCode': string;
  'cargo.weightKg': string;
  'cargo.volumeM3': string;
  'cargo.packages': string;
  'cargo.dgClass': string;
  'cargo.reeferTempC': string;
  cargoReadyOn: string;
  incoterm: string;
  /** Comma-separated ENQUIRY_SERVICES. */
  services: string;
  currency: string;
  dueOn: string;
  notes: string;
};

export type ContainerRow = { type: string; count: string };

export const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const DG_CLASS = /^(1(\.[1-6][A-HJKLNS]?)?|2(\.[1-3])?|3|4(\.[1-3])?|5(\.[12])?|6(\.[12])?|7|8|9)$/;
const POSITIVE = /^\d{1,9}(\.\d{1,3})?$/;
const TEMPERATURE = /^-?\d{1,2}(\.\d)?$/;
const DAY = /^\d{4}-\d\d-\d\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TYPES = new Set(CONTAINER_TYPES.map((c) => c.code));

export function parseContainers(text: string): ContainerRow[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [type = '', count = ''] = part.split(':');
      return { type, count };
    });
}

export function containersText(rows: ContainerRow[]): string {
  return rows.map((r) => `${r.type}:${r.count}`).join(',');
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new enquiry's values, or an enquiry's for an edit. */
export function enquiryValuesOf(record?: Enquiry): EnquiryValues {
  return {
    customerId: record?.customerId ?? '',
    customerName: record?.customerId ? '' : (record?.customerName ?? ''),
    contactName: record?.contactName ?? '',
    contactEmail: record?.contactEmail ?? '',
    origin: record?.origin ?? '',
    originKind: record?.originKind ?? 'PORT',
    destination: record?.destination ?? '',
    destinationKind: record?.destinationKind ?? 'PORT',
    mode: record?.mode ?? 'FCL',
    containers: record ? containersText(record.containers.map((c) => ({ type: c.type, count: String(c.count) }))) : '22G1:1',
    'cargo.commodity': record?.cargo.commodity ?? '',
    'cargo.hsCode': record?.cargo.hsCode ?? '',
    'cargo.weightKg': record?.cargo.weightKg ?? '',
    'cargo.volumeM3': record?.cargo.volumeM3 ?? '',
    'cargo.packages': record?.cargo.packages === null || record?.cargo.packages === undefined ? '' : String(record.cargo.packages),
    'cargo.dgClass': record?.cargo.dgClass ?? '',
    'cargo.reeferTempC': record?.cargo.reeferTempC ?? '',
    cargoReadyOn: record?.cargoReadyOn ?? day(7),
    incoterm: record?.incoterm ?? '',
    services: (record?.services ?? []).join(','),
    currency: record?.currency ?? '',
    dueOn: record?.dueOn ?? day(2),
    notes: record?.notes ?? '',
  };
}

/** The client checks: the server's schema and rules, said beside each field. */
export function enquiryProblems(v: EnquiryValues): FieldErrors {
  const e: FieldErrors = {};
  if (!v.customerId && !v.customerName.trim()) e.customerName = 'Choose a customer or type a name';
  if (v.contactEmail.trim() && !EMAIL.test(v.contactEmail.trim())) e.contactEmail = 'Enter an email address';
  if (!LOCODE.test(v.origin)) e.origin = 'Choose a port or place';
  if (!LOCODE.test(v.destination)) e.destination = 'Choose a port or place';
  else if (v.destination === v.origin) e.destination = 'The destination must differ from the origin';
  if (v.mode === 'FCL') {
    const rows = parseContainers(v.containers);
    if (rows.length === 0) e.containers = 'Add at least one container';
    else if (rows.some((r) => !TYPES.has(r.type))) e.containers = 'Choose a container type on every row';
    else if (rows.some((r) => !/^\d+$/.test(r.count) || Number(r.count) < 1 || Number(r.count) > 999)) e.containers = 'Counts are whole numbers from 1 to 999';
  } else {
    if (!v['cargo.weightKg'].trim()) e['cargo.weightKg'] = 'LCL needs the weight';
    if (!v['cargo.volumeM3'].trim()) e['cargo.volumeM3'] = 'LCL needs the volume';
  }
  if (!v['cargo.commodity'].trim()) e['cargo.commodity'] = 'Say what the cargo is';
  if (v['cargo.hsCode'].trim() && !/^[0-9]{4,10}$/.test(v['cargo.hsCode'].trim())) e['cargo.hsCode'] = '4 to 10 digits';
  for (const f of ['cargo.weightKg', 'cargo.volumeM3'] as const) {
    const t = v[f].trim();
    if (t && (!POSITIVE.test(t) || Number(t) <= 0)) e[f] = 'A number above 0 (up to 3 decimals)';
  }
  const packages = v['cargo.packages'].trim();
  if (packages && (!/^\d+$/.test(packages) || Number(packages) < 1)) e['cargo.packages'] = 'A whole number from 1';
  if (v['cargo.dgClass'].trim() && !DG_CLASS.test(v['cargo.dgClass'].trim())) e['cargo.dgClass'] = 'An IMO class, e.g. 3, 2.1 or 8';
  const temp = v['cargo.reeferTempC'].trim();
  if (temp && (!TEMPERATURE.test(temp) || Number(temp) < -40 || Number(temp) > 30)) e['cargo.reeferTempC'] = 'From −40 to +30 °C';
  if (!DAY.test(v.cargoReadyOn)) e.cargoReadyOn = 'Choose a day';
  if (v.dueOn && !DAY.test(v.dueOn)) e.dueOn = 'Choose a day';
  if (v.currency && !isCurrency(v.currency)) e.currency = 'An ISO 4217 code, e.g. USD';
  return e;
}

const orNull = (t: string) => (t.trim() ? t.trim() : null);

/** The body `data` for the server (create; an edit sends the same plus its version). */
export function enquiryDataOf(v: EnquiryValues, customer?: Customer): Record<string, unknown> {
  const services = v.services.split(',').filter((s): s is (typeof ENQUIRY_SERVICES)[number] => (ENQUIRY_SERVICES as readonly string[]).includes(s));
  return {
    ...(v.customerId ? { customerId: v.customerId } : { customerId: null, customerName: v.customerName.trim() }),
    contactName: orNull(v.contactName),
    contactEmail: orNull(v.contactEmail),
    origin: v.origin,
    originKind: v.originKind,
    destination: v.destination,
    destinationKind: v.destinationKind,
    mode: v.mode,
    containers: v.mode === 'FCL' ? parseContainers(v.containers).map((r) => ({ type: r.type, count: Number(r.count) })) : [],
    cargo: {
      commodity: v['cargo.commodity'].trim(),
      hsCode: orNull(v['cargo.hsCode']),
      weightKg: orNull(v['cargo.weightKg']),
      volumeM3: orNull(v['cargo.volumeM3']),
      packages: v['cargo.packages'].trim() ? Number(v['cargo.packages']) : null,
      dgClass: orNull(v['cargo.dgClass']),
      reeferTempC: orNull(v['cargo.reeferTempC']),
    },
    cargoReadyOn: v.cargoReadyOn,
    incoterm: v.incoterm || null,
    services,
    ...((v.currency || customer?.currency) && { currency: v.currency || customer?.currency }),
    ...(v.dueOn && { dueOn: v.dueOn }),
    notes: orNull(v.notes),
  };
}
