import { currencyDigits, type FieldErrors } from '@portolan/sdk';
import type { ChargeType, Rate, RateKind } from '../../../shared/types';

/** The rate form's values, as its inputs hold them (text). */
export type RateValues = {
  kind: RateKind;
  side: string;
  carrier: string;
  origin: string;
  destination: string;
  port: string;
  via: string;
  containerType: string;
  chargeCode: string;
  amount: string;
  currency: string;
  minimum: string;
  transitDays: string;
  freeDays: string;
  validFrom: string;
  validTo: string;
  commodity: string;
  contractRef: string;
  remarks: string;
};

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const SCAC = /^[A-Z]{2,4}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const KNOWN_CURRENCIES = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);

/** Today and a quarter ahead as `YYYY-MM-DD` (UTC): the default validity window of a new rate. */
function defaultWindow(): { validFrom: string; validTo: string } {
  const today = new Date();
  const until = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 3, today.getUTCDate()));
  return { validFrom: today.toISOString().slice(0, 10), validTo: until.toISOString().slice(0, 10) };
}

/** The values of a new rate of a kind, or of the rate being edited. */
export function rateValuesOf(kind: RateKind, rate?: Rate): RateValues {
  const window = defaultWindow();
  return {
    kind: rate?.kind ?? kind,
    side: rate?.side ?? 'BUY',
    carrier: rate?.carrier ?? '',
    origin: rate?.origin ?? '',
    destination: rate?.destination ?? '',
    port: rate?.port ?? '',
    via: rate?.via.join(', ') ?? '',
    containerType: rate?.containerType ?? (kind === 'FCL' || kind === 'TRANSPORT' ? '22G1' : ''),
    chargeCode: rate?.chargeCode ?? '',
    amount: rate?.amount ?? '',
    currency: rate?.currency ?? 'USD',
    minimum: rate?.minimum ?? '',
    transitDays: rate?.transitDays === null || rate?.transitDays === undefined ? '' : String(rate.transitDays),
    freeDays: rate?.freeDays === null || rate?.freeDays === undefined ? '' : String(rate.freeDays),
    validFrom: rate?.validFrom ?? window.validFrom,
    validTo: rate?.validTo ?? window.validTo,
    commodity: rate?.commodity ?? '',
    contractRef: rate?.contractRef ?? '',
    remarks: rate?.remarks ?? '',
  };
}

/** Which fields a kind shows (and sends); an OTHER charge's fields follow its charge type's stage and basis. */
export function fieldsOf(kind: RateKind, charge?: ChargeType): Set<keyof RateValues> {
  const common: Array<keyof RateValues> = ['side', 'amount', 'currency', 'validFrom', 'validTo', 'contractRef', 'remarks'];
  switch (kind) {
    case 'FCL':
      return new Set([...common, 'carrier', 'origin', 'destination', 'via', 'containerType', 'transitDays', 'freeDays', 'commodity']);
    case 'LCL':
      return new Set([...common, 'carrier', 'origin', 'destination', 'via', 'minimum', 'transitDays', 'freeDays', 'commodity']);
    case 'TRANSPORT':
      return new Set([...common, 'carrier', 'origin', 'destination', 'containerType', 'transitDays']);
    case 'OTHER': {
      const lane: Array<keyof RateValues> = charge?.stage === 'FREIGHT' ? ['origin', 'destination'] : charge ? ['port'] : [];
      const perContainer: Array<keyof RateValues> = charge?.basis === 'PER_CONTAINER' ? ['containerType'] : [];
      return new Set([...common, 'chargeCode', 'carrier', ...lane, ...perContainer]);
    }
  }
}

const digitsOf = (currency: string): number | undefined => {
  try {
    return currencyDigits(currency);
  } catch {
    return undefined;
  }
};

/** An exact decimal amount > 0 with at most the currency's minor digits; a message otherwise. */
export function amountProblem(text: string, currency: string, what = 'the amount'): string | undefined {
  const value = text.trim();
  if (!value) return `Enter ${what}`;
  if (!DECIMAL.test(value)) return 'A decimal number such as 1250.00';
  if (!/[1-9]/.test(value)) return 'More than zero';
  const digits = digitsOf(currency);
  const fraction = value.split('.')[1] ?? '';
  if (digits !== undefined && fraction.length > digits) return digits === 0 ? `${currency} has no minor unit: a whole number` : `At most ${digits} decimals for ${currency}`;
  return undefined;
}

function daysProblem(text: string): string | undefined {
  if (!text.trim()) return undefined;
  return /^\d{1,3}$/.test(text.trim()) && Number(text) <= 365 ? undefined : 'Whole days, 0 to 365';
}

/** The client's checks, mirroring the server's (required fields by kind, codes, decimals, the window). */
export function rateProblems(v: RateValues, charge?: ChargeType): FieldErrors {
  const shown = fieldsOf(v.kind, charge);
  const has = (f: keyof RateValues) => shown.has(f);
  const locode = (text: string, required: boolean, what: string) =>
    !text.trim() ? (required ? `Enter the ${what} (UN/LOCODE)` : undefined) : LOCODE.test(text.trim().toUpperCase()) ? undefined : 'A UN/LOCODE such as INNSA';
  const freightLane = v.kind !== 'OTHER' || charge?.stage === 'FREIGHT';
  const viaCodes = splitCodes(v.via);
  return {
    chargeCode: v.kind === 'OTHER' && !v.chargeCode ? 'Choose the charge type' : undefined,
    carrier: !v.carrier.trim() ? (v.kind === 'FCL' || v.kind === 'LCL' ? 'Enter the carrier (SCAC)' : undefined) : SCAC.test(v.carrier.trim().toUpperCase()) ? undefined : 'A SCAC code such as MAEU',
    origin: has('origin') ? (v.kind === 'TRANSPORT' ? locode(v.origin, true, 'inland place') : locode(v.origin, freightLane, 'origin port')) : undefined,
    destination: has('destination') ? locode(v.destination, freightLane, 'destination port') : undefined,
    port: has('port') ? locode(v.port, true, 'port') : undefined,
    via: !has('via') ? undefined : viaCodes.some((c) => !LOCODE.test(c)) ? 'UN/LOCODEs separated by commas' : viaCodes.length > 4 ? 'At most 4 transshipment ports' : undefined,
    containerType: has('containerType') && (v.kind === 'FCL' || v.kind === 'TRANSPORT') && !v.containerType ? 'Choose the container type' : undefined,
    amount: amountProblem(v.amount, v.currency),
    currency: !/^[A-Z]{3}$/.test(v.currency) || (KNOWN_CURRENCIES.size > 0 && !KNOWN_CURRENCIES.has(v.currency)) ? 'An ISO 4217 currency' : undefined,
    minimum: has('minimum') ? amountProblem(v.minimum, v.currency, 'the minimum') : undefined,
    transitDays: has('transitDays') ? daysProblem(v.transitDays) : undefined,
    freeDays: has('freeDays') ? daysProblem(v.freeDays) : undefined,
    validFrom: DAY.test(v.validFrom) ? undefined : 'Enter the first valid day',
    validTo: !DAY.test(v.validTo) ? 'Enter the last valid day' : DAY.test(v.validFrom) && v.validTo < v.validFrom ? 'On or after the first valid day' : undefined,
    commodity: v.commodity.length > 200 ? 'At most 200 characters' : undefined,
    contractRef: v.contractRef.length > 60 ? 'At most 60 characters' : undefined,
    remarks: v.remarks.length > 2000 ? 'At most 2,000 characters' : undefined,
  };
}

/** `'AEJEA, SGSIN'` → `['AEJEA', 'SGSIN']`. */
export function splitCodes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

const textOrNull = (text: string): string | null => (text.trim() ? text.trim() : null);
const codeOrNull = (text: string): string | null => (text.trim() ? text.trim().toUpperCase() : null);
const intOrNull = (text: string): number | null => (text.trim() ? Number(text.trim()) : null);

/** The body's `data` of a create or an update: the kind and only its fields, empty ones as null. */
export function rateDataOf(v: RateValues, charge: ChargeType | undefined): Record<string, unknown> {
  const shown = fieldsOf(v.kind, charge);
  const all: Record<keyof RateValues, unknown> = {
    kind: v.kind,
    side: v.side,
    carrier: codeOrNull(v.carrier),
    origin: codeOrNull(v.origin),
    destination: codeOrNull(v.destination),
    port: codeOrNull(v.port),
    via: splitCodes(v.via),
    containerType: textOrNull(v.containerType),
    chargeCode: textOrNull(v.chargeCode),
    amount: v.amount.trim(),
    currency: v.currency,
    minimum: textOrNull(v.minimum),
    transitDays: intOrNull(v.transitDays),
    freeDays: intOrNull(v.freeDays),
    validFrom: v.validFrom,
    validTo: v.validTo,
    commodity: textOrNull(v.commodity),
    contractRef: textOrNull(v.contractRef),
    remarks: textOrNull(v.remarks),
  };
  const data: Record<string, unknown> = { kind: v.kind };
  for (const [name, value] of Object.entries(all)) if (shown.has(name as keyof RateValues)) data[name] = value;
  if (v.kind === 'OTHER' && charge) data.basis = charge.basis;
  return data;
}
