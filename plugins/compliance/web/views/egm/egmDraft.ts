import { compareDecimals, sumDecimals } from '@portolan/sdk';
import type { EgmRecord } from '../../../shared/types';
import type { EgmUpdate } from '../../api/egmApi';

/**
 * The EGM being edited, as the inputs hold it (text), and the field paths the server names in its
 * problems and 400s (`vessel`, `shippingBills.1.iec`, `shippingBills.1.containers.0.sealNumber`).
 */
export const HEADER_LABELS = {
  vessel: 'Vessel',
  imo: 'IMO number',
  voyage: 'Voyage',
  rotationNumber: 'Rotation number',
  pol: 'Port of loading',
  customsPortCode: 'Customs port code',
  agentCode: 'Agent code',
  sailingDate: 'Sailing date',
} as const;
export const BILL_LABELS = {
  sbNumber: 'SB number',
  sbDate: 'SB date',
  exporterName: 'Exporter',
  iec: 'IEC',
  portOfDischarge: 'Port of discharge',
  finalDestination: 'Final destination',
  packages: 'Packages',
  packageKind: 'Package kind',
  grossWeightKg: 'Gross weight (kg)',
} as const;
export const CONTAINER_LABELS = {
  number: 'Container number',
  isoType: 'ISO type',
  sealNumber: 'Seal number',
  packages: 'Packages',
  grossWeightKg: 'Gross weight (kg)',
} as const;

export type HeaderField = keyof typeof HEADER_LABELS;
export type BillField = keyof typeof BILL_LABELS;
export type ContainerField = keyof typeof CONTAINER_LABELS;
export const HEADER_FIELDS = Object.keys(HEADER_LABELS) as HeaderField[];
export const BILL_FIELDS = Object.keys(BILL_LABELS) as BillField[];
export const CONTAINER_FIELDS = Object.keys(CONTAINER_LABELS) as ContainerField[];

export type ContainerDraft = Record<ContainerField, string>;
export interface BillDraft {
  fields: Record<BillField, string>;
  /** Kept from the record: the shipment the bill's cargo travels on (shown, not edited). */
  shipmentId: string | null;
  shipmentReference: string | null;
  containers: ContainerDraft[];
}
export interface EgmDraft {
  header: Record<HeaderField, string>;
  bills: BillDraft[];
}

export const billPath = (bill: number, field?: BillField | 'containers' | 'shipmentId') => (field ? `shippingBills.${bill}.${field}` : `shippingBills.${bill}`);
export const containerPath = (bill: number, container: number, field?: ContainerField) =>
  field ? `shippingBills.${bill}.containers.${container}.${field}` : `shippingBills.${bill}.containers.${container}`;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function draftOf(record: EgmRecord): EgmDraft {
  return {
    header: Object.fromEntries(HEADER_FIELDS.map((f) => [f, text(record[f])])) as Record<HeaderField, string>,
    bills: record.shippingBills.map((bill) => ({
      fields: Object.fromEntries(BILL_FIELDS.map((f) => [f, text(bill[f])])) as Record<BillField, string>,
      shipmentId: bill.shipmentId,
      shipmentReference: bill.shipmentReference,
      containers: bill.containers.map((c) => Object.fromEntries(CONTAINER_FIELDS.map((f) => [f, text(c[f])])) as ContainerDraft),
    })),
  };
}

export const emptyContainer = (isoType = '22G1'): ContainerDraft => ({ number: '', isoType, sealNumber: '', packages: '', grossWeightKg: '' });
export const emptyBill = (): BillDraft => ({
  fields: { sbNumber: '', sbDate: '', exporterName: '', iec: '', portOfDischarge: '', finalDestination: '', packages: '', packageKind: 'PK', grossWeightKg: '' },
  shipmentId: null,
  shipmentReference: null,
  containers: [emptyContainer()],
});

const trimmed = (value: string) => value.trim();
const upper = (value: string) => value.trim().toUpperCase();
/** An empty count is none (0); an empty weight is 0 kg (the server's validation says what is missing). */
const count = (value: string) => (value.trim() === '' ? 0 : Number(value.trim()));
const weight = (value: string) => (value.trim() === '' ? '0' : value.trim());

/** The PUT body's `data`. */
export function dataOf(draft: EgmDraft, version: number): EgmUpdate {
  const h = draft.header;
  return {
    version,
    vessel: trimmed(h.vessel),
    voyage: trimmed(h.voyage),
    imo: trimmed(h.imo) || null,
    rotationNumber: trimmed(h.rotationNumber) || null,
    pol: upper(h.pol),
    customsPortCode: upper(h.customsPortCode),
    agentCode: trimmed(h.agentCode),
    sailingDate: trimmed(h.sailingDate),
    shippingBills: draft.bills.map((b) => ({
      sbNumber: trimmed(b.fields.sbNumber),
      sbDate: trimmed(b.fields.sbDate),
      shipmentId: b.shipmentId,
      shipmentReference: b.shipmentReference,
      exporterName: trimmed(b.fields.exporterName),
      iec: upper(b.fields.iec),
      portOfDischarge: upper(b.fields.portOfDischarge),
      finalDestination: upper(b.fields.finalDestination),
      packages: count(b.fields.packages),
      packageKind: upper(b.fields.packageKind),
      grossWeightKg: weight(b.fields.grossWeightKg),
      containers: b.containers.map((c) => ({
        number: c.number.replace(/[\s-]/g, '').toUpperCase(),
        isoType: upper(c.isoType),
        sealNumber: trimmed(c.sealNumber),
        packages: count(c.packages),
        grossWeightKg: weight(c.grossWeightKg),
      })),
    })),
  };
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const LOCODE = /^[A-Za-z]{2}[A-Za-z2-9]{3}$/;
const COUNT = /^\d{1,8}$/;
const kgPattern = (digits: number) => new RegExp(`^\\d{1,${digits}}(\\.\\d{1,3})?$`);
const countProblem = (value: string) => (value.trim() === '' || COUNT.test(value.trim()) ? undefined : 'Enter a whole number of packages');
const weightProblem = (value: string, digits: number) => (value.trim() === '' || kgPattern(digits).test(value.trim()) ? undefined : 'Enter the weight in kg, up to 3 decimals (e.g. 12500.5)');

/**
 * What the server's schema refuses in a save (egmSchemas: formats of what is given; a draft may be
 * incomplete — what is missing for filing is the validation's business).
 */
export function draftProblems(draft: EgmDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const h = Object.fromEntries(Object.entries(draft.header).map(([k, v]) => [k, v.trim()])) as Record<HeaderField, string>;
  if (!h.vessel) problems.vessel = 'Enter the vessel name';
  if (!h.voyage) problems.voyage = 'Enter the voyage';
  else if (h.voyage.length > 20) problems.voyage = 'The voyage has 20 characters at most';
  if (h.imo && !/^\d{7}$/.test(h.imo)) problems.imo = 'The IMO number has 7 digits';
  if (h.rotationNumber.length > 20) problems.rotationNumber = 'The rotation number has 20 characters at most';
  if (!LOCODE.test(h.pol)) problems.pol = 'Enter the port of loading as a UN/LOCODE (e.g. INNSA)';
  if (!/^[A-Za-z]{5}[0-9A-Za-z]$/.test(h.customsPortCode)) problems.customsPortCode = 'Enter the customs location code: the port and one more character (e.g. INNSA1)';
  if (!/^[A-Za-z0-9]{1,20}$/.test(h.agentCode)) problems.agentCode = 'Enter the agent code: 1 to 20 letters or digits';
  if (!DAY.test(h.sailingDate)) problems.sailingDate = 'Enter the sailing date (YYYY-MM-DD)';
  draft.bills.forEach((bill, i) => {
    const b = Object.fromEntries(Object.entries(bill.fields).map(([k, v]) => [k, v.trim()])) as Record<BillField, string>;
    const at = (f: BillField) => billPath(i, f);
    if (b.sbNumber && !/^\d{7}$/.test(b.sbNumber)) problems[at('sbNumber')] = 'The shipping bill number has 7 digits';
    if (b.sbDate && !DAY.test(b.sbDate)) problems[at('sbDate')] = 'Enter the date as YYYY-MM-DD';
    if (b.exporterName.length > 200) problems[at('exporterName')] = 'The exporter name has 200 characters at most';
    if (b.iec && !/^[A-Za-z0-9]{10}$/.test(b.iec)) problems[at('iec')] = 'The IEC has 10 letters or digits';
    if (b.portOfDischarge && !LOCODE.test(b.portOfDischarge)) problems[at('portOfDischarge')] = 'Enter a UN/LOCODE (e.g. NLRTM)';
    if (b.finalDestination && !LOCODE.test(b.finalDestination)) problems[at('finalDestination')] = 'Enter a UN/LOCODE (e.g. NLRTM)';
    if (!/^[A-Za-z0-9]{2}$/.test(b.packageKind)) problems[at('packageKind')] = 'Enter a 2-character package code (e.g. PK, CT)';
    const packages = countProblem(b.packages);
    if (packages) problems[at('packages')] = packages;
    const gross = weightProblem(b.grossWeightKg, 9);
    if (gross) problems[at('grossWeightKg')] = gross;
    bill.containers.forEach((c, j) => {
      const number = c.number.replace(/[\s-]/g, '');
      if (!number) problems[containerPath(i, j, 'number')] = 'Enter the container number';
      else if (number.length > 15) problems[containerPath(i, j, 'number')] = 'The container number has 15 characters at most';
      if (c.isoType.trim() && !/^[0-9A-Za-z]{4}$/.test(c.isoType.trim())) problems[containerPath(i, j, 'isoType')] = 'Enter the 4-character ISO type (e.g. 22G1)';
      if (c.sealNumber.trim().length > 40) problems[containerPath(i, j, 'sealNumber')] = 'The seal number has 40 characters at most';
      const p = countProblem(c.packages);
      if (p) problems[containerPath(i, j, 'packages')] = p;
      const w = weightProblem(c.grossWeightKg, 6);
      if (w) problems[containerPath(i, j, 'grossWeightKg')] = w;
    });
  });
  return problems;
}

/** Weights that read as decimals (a typo in one is the field's own error, not the total's). */
const validWeights = (values: string[]) => values.map((v) => v.trim()).filter((v) => kgPattern(9).test(v));
const validCounts = (values: string[]) => values.map((v) => v.trim()).filter((v) => COUNT.test(v)).reduce((sum, v) => sum + Number(v), 0);

/** The totals line: bills, containers, packages and gross weight, as the draft stands. */
export function totalsOf(draft: EgmDraft) {
  return {
    shippingBills: draft.bills.length,
    containers: draft.bills.reduce((n, b) => n + b.containers.length, 0),
    packages: validCounts(draft.bills.map((b) => b.fields.packages)),
    grossWeightKg: sumDecimals(validWeights(draft.bills.map((b) => b.fields.grossWeightKg))),
  };
}

/** A shipping bill against its containers: do their packages and weights add up to the bill's? */
export function billBalance(bill: BillDraft) {
  const containersWeight = sumDecimals(validWeights(bill.containers.map((c) => c.grossWeightKg)));
  const containersPackages = validCounts(bill.containers.map((c) => c.packages));
  const billWeight = validWeights([bill.fields.grossWeightKg])[0] ?? '0';
  const billPackages = validCounts([bill.fields.packages]);
  return {
    containersWeight,
    containersPackages,
    weightsAddUp: bill.containers.length > 0 && compareDecimals(containersWeight, billWeight) === 0,
    packagesAddUp: bill.containers.length > 0 && containersPackages === billPackages,
  };
}

/** The bill's name in labels: its number, else its position. */
export const billName = (draft: EgmDraft, bill: number) => draft.bills[bill]?.fields.sbNumber.trim() || `#${bill + 1}`;

/** What a field path names, in words (the aria-label of its input; the problem list's link text). */
export function labelOf(path: string, draft: EgmDraft): string {
  if (path in HEADER_LABELS) return HEADER_LABELS[path as HeaderField];
  const parts = path.split('.');
  if (parts[0] !== 'shippingBills') return path;
  if (parts.length === 1) return 'Shipping bills';
  const i = Number(parts[1]);
  const bill = `shipping bill ${billName(draft, i)}`;
  if (parts.length === 2) return `Shipping bill ${billName(draft, i)}`;
  if (parts[2] === 'shipmentId') return `Shipment, ${bill}`;
  if (parts[2] !== 'containers') return `${BILL_LABELS[parts[2] as BillField] ?? parts[2]}, ${bill}`;
  if (parts.length === 3) return `Containers of ${bill}`;
  const j = Number(parts[3]);
  if (parts.length === 4) return `Container ${j + 1} of ${bill}`;
  return `${CONTAINER_LABELS[parts[4] as ContainerField] ?? parts[4]}, container ${j + 1} of ${bill}`;
}
