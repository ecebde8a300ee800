import type { RateKind } from '../../shared/types';
import { CONTAINER_TYPES } from '../inventory/containerTypes';

/** The rate fields a sheet column may fill (`kind` is the import's own). */
export const MAPPABLE_FIELDS = [
  'side', 'carrier', 'origin', 'destination', 'port', 'via', 'containerType', 'chargeCode', 'basis', 'amount', 'currency',
  'minimum', 'transitDays', 'validFrom', 'validTo', 'freeDays', 'commodity', 'contractRef', 'remarks',
] as const;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];

/** A wide sheet's container-type column (cells are amounts for that type): `amount:<ISO 6346 code>`. */
export const AMOUNT_PREFIX = 'amount:';

/** Trade names of container types (20GP, 40HC, 45HC, 20RF …) → ISO 6346 size-type. */
const TRADE_TYPES: Record<string, string> = {
  '20': '22G1', '20GP': '22G1', '20DV': '22G1', '20DC': '22G1', '20ST': '22G1', '20DRY': '22G1', '20FT': '22G1',
  '20HC': '25G1', '20HQ': '25G1',
  '40': '42G1', '40GP': '42G1', '40DV': '42G1', '40DC': '42G1', '40ST': '42G1', '40DRY': '42G1', '40FT': '42G1',
  '40HC': '45G1', '40HQ': '45G1', '40HCDV': '45G1',
  '45': 'L5G1', '45HC': 'L5G1', '45HQ': 'L5G1', '45GP': 'L5G1',
  '20RF': '22R1', '20RE': '22R1', '20RH': '22R1', '20REEFER': '22R1',
  '40RF': '42R1', '40RE': '42R1', '40REEFER': '42R1',
  '40RH': '45R1', '40RQ': '45R1', '40HR': '45R1', '40HCRF': '45R1',
  '20OT': '22U1', '40OT': '42U1', '20FR': '22P1', '40FR': '42P1', '20TK': '22T1', '20ISO': '22T1',
};

/** A container type as sheets write it (`22G1`, `20GP`, `40' HC`, `40HC`) → its ISO 6346 code; undefined when not one. */
export function containerTypeOf(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/['’"\s\-_/]/g, '');
  if (CONTAINER_TYPES[compact]) return compact;
  return TRADE_TYPES[compact.replace(/FEET|FOOT|FT/, '')];
}

/** Header words → field, tried in order on the header in lower case with only letters and digits. */
const HEADER_RULES: Array<[RegExp, MappableField]> = [
  [/^(valid(ity)?from|effective(from|date)?|fromdate|startdate|validitystart|start|validfromdate)$/, 'validFrom'],
  [/^(valid(ity)?(to|till|until|thru)|expir(y|es|ydate|ation|ationdate)|todate|enddate|validityend|end|validtodate)$/, 'validTo'],
  [/^(pol|origin|from|originport|portofloading|loadport|loadingport|pol(code|port|unlocode|locode)|placeofreceipt|por|originlocode)$/, 'origin'],
  [/^(pod|destination|to|dest|destinationport|portofdischarge|dischargeport|pod(code|port|unlocode|locode)|placeofdelivery|fpd|finaldestination|destinationlocode)$/, 'destination'],
  [/^(port|chargeport|location|portcode|chargelocation)$/, 'port'],
  [/^(via|transshipment(port|ports)?|tsport|ts|routing|tsports)$/, 'via'],
  [/^(containertype|container|equipment|equipmenttype|eqtype|eq|type|size|sizetype|cntrtype|cntr|ctype|isotype|containersize)$/, 'containerType'],
  [/^(carrier|scac|carriercode|line|shippingline|carrierscac|ssl)$/, 'carrier'],
  [/^(rate|amount|price|freight|oceanfreight|ofr|cost|basicfreight|buyrate|sellrate|rateamount|allin|baserate|seafreight)$/, 'amount'],
  [/^(currency|curr|ccy|cur|currencycode)$/, 'currency'],
  [/^(transit(time|days)?|tt|ttdays|transittimedays)$/, 'transitDays'],
  [/^(freedays|freetime|free|detentiondays|demurragedays|freetimedays)$/, 'freeDays'],
  [/^(commodity|cargo|goods|commoditytype|commodities)$/, 'commodity'],
  [/^(contract|contractref(erence)?|contractno|contractnumber|sc|scno|scnumber|servicecontract|contractid)$/, 'contractRef'],
  [/^(remarks?|notes?|comments?)$/, 'remarks'],
  [/^(min(imum)?|minimumcharge|mincharge|minimumamount)$/, 'minimum'],
  [/^(charge|chargecode|chargetype|code|surcharge)$/, 'chargeCode'],
  [/^(basis|per|unit|chargebasis|uom)$/, 'basis'],
  [/^(side|ratetype|buysell)$/, 'side'],
];

/** Looser guesses when no rule matched the whole header ("Port of Loading (UN/LOCODE)", "Transit time in days"). */
const CONTAINS_RULES: Array<[RegExp, MappableField]> = [
  [/validfrom|effective/, 'validFrom'],
  [/validto|validtill|validuntil|expir/, 'validTo'],
  [/loading|origin|^pol/, 'origin'],
  [/discharge|destination|^pod/, 'destination'],
  [/transit/, 'transitDays'],
  [/freetime|freeday/, 'freeDays'],
  [/currency/, 'currency'],
  [/carrier|scac/, 'carrier'],
  [/contract/, 'contractRef'],
  [/commodity/, 'commodity'],
  [/remark|comment/, 'remarks'],
  [/equipment|containertype/, 'containerType'],
  [/rate|amount|price|freight/, 'amount'],
];

/** What a header most likely holds: a rate field, or `amount:<type>` for a container-type column; undefined when unknown. */
export function headerField(header: string): string | undefined {
  const type = containerTypeOf(header);
  if (type) return `${AMOUNT_PREFIX}${type}`;
  const key = header.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!key) return undefined;
  return HEADER_RULES.find(([re]) => re.test(key))?.[1] ?? CONTAINS_RULES.find(([re]) => re.test(key))?.[1];
}

/**
 * The mapping proposed for a sheet's headers: each header to the field it most likely holds, every
 * field taken once (the first header wins); container-type columns make a wide sheet (one rate per
 * row and column). A plain amount column is dropped when the sheet is wide, and the container-type
 * columns when the kind has no container (LCL). Unknown headers are left out.
 */
export function proposeMapping(headers: readonly string[], kind: RateKind): Record<string, string> {
  const mapping: Record<string, string> = {};
  const taken = new Set<string>();
  for (const header of headers) {
    const field = headerField(header);
    if (!field || taken.has(field)) continue;
    if (field.startsWith(AMOUNT_PREFIX) && (kind === 'LCL' || kind === 'OTHER')) continue;
    taken.add(field);
    mapping[header] = field;
  }
  const wide = Object.values(mapping).some((f) => f.startsWith(AMOUNT_PREFIX));
  if (wide) {
    for (const [header, field] of Object.entries(mapping)) if (field === 'amount' || field === 'containerType') delete mapping[header];
  }
  return mapping;
}
