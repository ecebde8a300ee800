import Big from 'big.js';
import { addDays, containerNumberProblem, isDay, normalizeContainerNumber } from '@portolan/sdk/shared';
import type { ContainerJourney } from '@portolan/sdk/server';
import type { EgmRecord, Problem } from '../../shared/types';

/** The parts of an EGM the checks read. */
export type EgmToValidate = Pick<EgmRecord, 'vessel' | 'voyage' | 'pol' | 'customsPortCode' | 'rotationNumber' | 'imo' | 'sailingDate' | 'shippingBills'>;
/** The parts of a container journey the checks read (SHIPMENT_EQUIPMENT journeys). */
export type SailingJourney = Pick<ContainerJourney, 'shipmentId' | 'number' | 'pol' | 'vessel' | 'voyage'>;

/** A shipping bill older than this many days before the sailing is refused (our rule: it is almost certainly the wrong bill). */
export const SB_MAX_AGE_DAYS = 60;
/**
 * Most cargo one container may carry, kg. ISO 668 rated 20' and 40' boxes at a maximum gross mass of
 * 30,480 kg for decades; current fleets rate most 20' and 40' dry boxes at 30,480–32,500 kg (and the
 * carriers' VGM limits follow the plate). We take the higher, 32,500 kg, as a plausibility ceiling on the
 * declared gross weight per container (summed over every bill that lists it): anything above is a typing
 * error (a shipment's total keyed against one box) rather than a real load.
 */
export const MAX_CONTAINER_KG = '32500';
/** Customs rotation number: 1–10 digits (the number the port/customs gave the vessel's call). */
export const ROTATION_NUMBER = /^\d{1,10}$/;
/** Seal numbers: 1–15 letters or digits. */
export const SEAL_NUMBER = /^[A-Z0-9]{1,15}$/i;
const SB_NUMBER = /^\d{7}$/;
const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const IEC = /^[A-Z0-9]{10}$/i;
const PACKAGE_KIND = /^[A-Z0-9]{2}$/i;

/** The IMO ship identification number's check: the first six digits weighted 7..2, their sum mod 10 is the seventh. */
export function imoProblem(imo: string): string | undefined {
  if (!/^\d{7}$/.test(imo)) return 'must be 7 digits';
  const sum = [...imo.slice(0, 6)].reduce((s, d, i) => s + Number(d) * (7 - i), 0);
  return sum % 10 === Number(imo[6]) ? undefined : `has a wrong check digit (expected ${sum % 10})`;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Checks an EGM against its sailing before it is filed (README "Validation"), answering every problem
 * found (none: it may be filed). `journeys` are the containers of the company's shipments on the EGM's
 * vessel and voyage; only those loaded at the EGM's port of loading count as "on the sailing".
 *
 * A container listed under two or more shipping bills is accepted as LCL cargo (several exporters' goods
 * in one box) when every bill that lists it gives the same seal number; the weight ceiling then applies
 * to the box's cargo over all those bills. Pure: no database, no clock.
 */
export function validateEgm(egm: EgmToValidate, journeys: readonly SailingJourney[]): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, code: string, message: string) => problems.push({ field, code, message });

  // ---- header
  const rotation = (egm.rotationNumber ?? '').trim();
  if (!rotation) add('rotationNumber', 'ROTATION_REQUIRED', 'The rotation number is required to file the EGM');
  else if (!ROTATION_NUMBER.test(rotation)) add('rotationNumber', 'ROTATION_FORMAT', 'The rotation number must be 1 to 10 digits');
  if (egm.imo) {
    const problem = imoProblem(egm.imo);
    if (problem) add('imo', 'IMO_INVALID', `The IMO number ${problem}`);
  }
  if (!LOCODE.test(egm.pol) || !egm.pol.startsWith('IN')) add('pol', 'POL_NOT_INDIAN', 'The port of loading must be an Indian UN/LOCODE (IN…)');
  if (!egm.customsPortCode.startsWith(egm.pol)) add('customsPortCode', 'CUSTOMS_PORT_MISMATCH', `The customs port code must be a location of ${egm.pol} (${egm.pol}1, …)`);
  const sailingDate = egm.sailingDate;
  if (!isDay(sailingDate)) add('sailingDate', 'SAILING_DATE_REQUIRED', 'The sailing date is required');
  if (egm.shippingBills.length === 0) add('shippingBills', 'NO_SHIPPING_BILLS', 'Add at least one shipping bill');

  // ---- what is on the sailing: shipment → its containers loaded at the EGM's port
  const onSailing = new Map<string, Set<string>>();
  for (const j of journeys) {
    if (j.pol !== egm.pol || !same(j.vessel, egm.vessel) || !same(j.voyage, egm.voyage)) continue;
    const set = onSailing.get(j.shipmentId) ?? new Set<string>();
    set.add(normalizeContainerNumber(j.number));
    onSailing.set(j.shipmentId, set);
  }

  // ---- shipping bills
  const seenSb = new Map<string, number>();
  // Every listing of a container across bills: where, its seal and its weight.
  const listings = new Map<string, Array<{ field: string; seal: string; weight: Big | null }>>();
  egm.shippingBills.forEach((bill, i) => {
    const at = `shippingBills.${i}`;
    const sb = bill.sbNumber.trim();
    if (!sb) add(`${at}.sbNumber`, 'SB_NUMBER_REQUIRED', 'The shipping bill number is required');
    else if (!SB_NUMBER.test(sb)) add(`${at}.sbNumber`, 'SB_NUMBER_FORMAT', 'The shipping bill number must be 7 digits');
    else if (seenSb.has(sb)) add(`${at}.sbNumber`, 'SB_NUMBER_DUPLICATE', `Shipping bill ${sb} is already listed (shipping bill ${seenSb.get(sb)! + 1})`);
    else seenSb.set(sb, i);

    if (!bill.sbDate) add(`${at}.sbDate`, 'SB_DATE_REQUIRED', 'The shipping bill date is required');
    else if (!isDay(bill.sbDate)) add(`${at}.sbDate`, 'SB_DATE_FORMAT', 'The shipping bill date must be a date (YYYY-MM-DD)');
    else if (isDay(sailingDate)) {
      if (bill.sbDate > sailingDate) add(`${at}.sbDate`, 'SB_DATE_AFTER_SAILING', `The shipping bill date ${bill.sbDate} is after the sailing date ${sailingDate}`);
      else if (bill.sbDate < addDays(sailingDate, -SB_MAX_AGE_DAYS)) add(`${at}.sbDate`, 'SB_DATE_TOO_OLD', `The shipping bill date ${bill.sbDate} is more than ${SB_MAX_AGE_DAYS} days before the sailing date ${sailingDate}`);
    }

    const shipmentContainers = bill.shipmentId ? onSailing.get(bill.shipmentId) : undefined;
    if (!bill.shipmentId) add(`${at}.shipmentId`, 'SHIPMENT_REQUIRED', 'Choose the shipment this shipping bill travels on');
    else if (!shipmentContainers) add(`${at}.shipmentId`, 'SHIPMENT_NOT_ON_SAILING', `Shipment ${bill.shipmentReference ?? bill.shipmentId} is not on ${egm.vessel} ${egm.voyage} from ${egm.pol}`);

    if (!bill.exporterName.trim()) add(`${at}.exporterName`, 'EXPORTER_REQUIRED', 'The exporter name is required');
    if (bill.iec && !IEC.test(bill.iec)) add(`${at}.iec`, 'IEC_FORMAT', 'The IEC must be 10 letters or digits');
    if (!LOCODE.test(bill.portOfDischarge)) add(`${at}.portOfDischarge`, 'PORT_FORMAT', 'The port of discharge must be a UN/LOCODE');
    if (!LOCODE.test(bill.finalDestination)) add(`${at}.finalDestination`, 'PORT_FORMAT', 'The final destination must be a UN/LOCODE');
    if (!PACKAGE_KIND.test(bill.packageKind)) add(`${at}.packageKind`, 'PACKAGE_KIND_FORMAT', 'The package kind must be a 2-character code (UN/ECE Rec. 21, e.g. PK)');
    if (!Number.isInteger(bill.packages) || bill.packages <= 0) add(`${at}.packages`, 'PACKAGES_REQUIRED', 'The number of packages must be above 0');
    const billWeight = DECIMAL.test(bill.grossWeightKg) ? new Big(bill.grossWeightKg) : null;
    if (!billWeight || billWeight.lte(0)) add(`${at}.grossWeightKg`, 'WEIGHT_REQUIRED', 'The gross weight must be a number of kg above 0 (3 decimals at most)');

    if (bill.containers.length === 0) add(`${at}.containers`, 'CONTAINERS_REQUIRED', 'List the containers of this shipping bill');
    let packages = 0;
    let weight = new Big(0);
    let weightsKnown = true;
    const inBill = new Set<string>();
    bill.containers.forEach((c, j) => {
      const cat = `${at}.containers.${j}`;
      const number = normalizeContainerNumber(c.number);
      const problem = containerNumberProblem(number);
      const repeated = inBill.has(number);
      if (problem) add(`${cat}.number`, 'CONTAINER_NUMBER', `Container number ${c.number} ${problem}`);
      else if (repeated) add(`${cat}.number`, 'CONTAINER_DUPLICATE', `Container ${number} is listed twice in this shipping bill`);
      else if (shipmentContainers && !shipmentContainers.has(number)) add(`${cat}.number`, 'CONTAINER_NOT_ON_SHIPMENT', `Container ${number} is not a container of shipment ${bill.shipmentReference ?? bill.shipmentId} on this sailing`);
      inBill.add(number);
      const seal = c.sealNumber.trim();
      if (!seal) add(`${cat}.sealNumber`, 'SEAL_REQUIRED', `The seal number of container ${number} is required`);
      else if (!SEAL_NUMBER.test(seal)) add(`${cat}.sealNumber`, 'SEAL_FORMAT', 'The seal number must be 1 to 15 letters or digits');
      if (!Number.isInteger(c.packages) || c.packages < 0) add(`${cat}.packages`, 'PACKAGES_FORMAT', 'The packages must be a whole number');
      else packages += c.packages;
      const w = DECIMAL.test(c.grossWeightKg) ? new Big(c.grossWeightKg) : null;
      if (!w || w.lte(0)) {
        add(`${cat}.grossWeightKg`, 'WEIGHT_REQUIRED', `The gross weight of container ${number} must be a number of kg above 0 (3 decimals at most)`);
        weightsKnown = false;
      } else weight = weight.plus(w);
      if (!problem && !repeated) {
        const list = listings.get(number) ?? [];
        list.push({ field: cat, seal: seal.toUpperCase(), weight: w });
        listings.set(number, list);
      }
    });
    if (bill.containers.length && Number.isInteger(bill.packages) && bill.packages > 0 && packages !== bill.packages) {
      add(`${at}.packages`, 'PACKAGES_MISMATCH', `The containers carry ${packages} packages, the shipping bill ${bill.packages}`);
    }
    if (bill.containers.length && billWeight && billWeight.gt(0) && weightsKnown && !weight.eq(billWeight)) {
      add(`${at}.grossWeightKg`, 'WEIGHT_MISMATCH', `The containers' gross weights add up to ${weight.toFixed(3)} kg, the shipping bill says ${billWeight.toFixed(3)} kg`);
    }
  });

  // ---- containers across bills (LCL) and the weight ceiling per box
  for (const [number, list] of listings) {
    const seal = list[0].seal;
    for (const other of list.slice(1)) {
      if (other.seal !== seal) add(`${other.field}.sealNumber`, 'SEAL_MISMATCH', `Container ${number} is listed under several shipping bills with different seal numbers`);
    }
    const total = list.reduce((s, l) => (l.weight ? s.plus(l.weight) : s), new Big(0));
    if (total.gt(MAX_CONTAINER_KG)) {
      add(`${list[list.length - 1].field}.grossWeightKg`, 'CONTAINER_OVERWEIGHT', `Container ${number} would carry ${total.toFixed(3)} kg, more than ${Number(MAX_CONTAINER_KG).toLocaleString('en')} kg`);
    }
  }
  return problems;
}
