import { compareDecimals, isDecimal, sumDecimals } from '@portolan/sdk';
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

export const billPath = (bill: number, field?: BillField | 'containers') => (field ? `shippingBills.${bill}.${field}` : `shippingBills.${bill}`);
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const countProblem = (value: string) => (value.trim() === '' || /^\d{1,7}$/.test(value.trim()) ? undefined : 'Enter a whole number of packages');
const weightProblem = (value: string) => (value.trim() === '' || (isDecimal(value, 3) && !value.trim().startsWith('-')) ? undefined : 'Enter the weight in kg, up to 3 decimals (e.g. 12500.5)');

/**
 * What the server's schema would refuse in a save (a draft may be incomplete: what is missing for
 * filing is the validation's business): required header names, day formats, counts and weights.
 */
export function draftProblems(draft: EgmDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.header.vessel.trim()) problems.vessel = 'Enter the vessel name';
  if (!draft.header.voyage.trim()) problems.voyage = 'Enter the voyage';
  if (draft.header.sailingDate.trim() && !DAY.test(draft.header.sailingDate.trim())) problems.sailingDate = 'Enter the date as YYYY-MM-DD';
  draft.bills.forEach((bill, i) => {
    if (bill.fields.sbDate.trim() && !DAY.test(bill.fields.sbDate.trim())) problems[billPath(i, 'sbDate')] = 'Enter the date as YYYY-MM-DD';
    const packages = countProblem(bill.fields.packages);
    if (packages) problems[billPath(i, 'packages')] = packages;
    const gross = weightProblem(bill.fields.grossWeightKg);
    if (gross) problems[billPath(i, 'grossWeightKg')] = gross;
    bill.containers.forEach((c, j) => {
      const p = countProblem(c.packages);
      if (p) problems[containerPath(i, j, 'packages')] = p;
      const w = weightProblem(c.grossWeightKg);
      if (w) problems[containerPath(i, j, 'grossWeightKg')] = w;
    });
  });
  return problems;
}

/** Weights that read as decimals (a typo in one is the field's own error, not the total's). */
const validWeights = (values: string[]) => values.map((v) => v.trim()).filter((v) => v !== '' && isDecimal(v, 3));
const validCounts = (values: string[]) => values.map((v) => v.trim()).filter((v) => /^\d{1,7}$/.test(v)).reduce((sum, v) => sum + Number(v), 0);

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
  if (parts[2] !== 'containers') return `${BILL_LABELS[parts[2] as BillField] ?? parts[2]}, ${bill}`;
  if (parts.length === 3) return `Containers of ${bill}`;
  const j = Number(parts[3]);
  if (parts.length === 4) return `Container ${j + 1} of ${bill}`;
  return `${CONTAINER_LABELS[parts[4] as ContainerField] ?? parts[4]}, container ${j + 1} of ${bill}`;
}
