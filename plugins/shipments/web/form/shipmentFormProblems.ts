import type { FieldErrors } from '@portolan/sdk';
import { containerNumberProblem } from '@portolan/sdk/shared';
import { CONTAINER_TYPES, SHIPMENT_STATUSES } from '../../shared/statuses';
import { containerLines, type ShipmentFormValues } from './shipmentFormValues';

const LOCODE = /^[A-Za-z]{2}[A-Za-z2-9]{3}$/;

/**
 * The client checks of the shipment form: the server's schema (shipmentSchemas.ts: required fields,
 * lengths, UN/LOCODEs, SCAC, HS code, ranges) and its rules (shipmentRules.ts: ISO 6346 check digits,
 * no container twice, ETA not before ETD, POD differs from POL), so most mistakes show before a round
 * trip. The server checks everything again; its 400 shows beside the field it names.
 */
export function shipmentFormProblems(v: ShipmentFormValues): FieldErrors {
  const e: FieldErrors = {};
  const max = (name: keyof ShipmentFormValues, n: number) => {
    if (v[name].trim().length > n) e[name] = `At most ${n} characters`;
  };
  if (!v.reference.trim()) e.reference = 'Reference is required';
  max('reference', 40);
  if (!['FCL', 'LCL'].includes(v.mode)) e.mode = 'Choose FCL or LCL';
  if (!(SHIPMENT_STATUSES as readonly string[]).includes(v.status)) e.status = 'Choose a status';
  if (!v.carrier.trim()) e.carrier = 'Carrier is required';
  else if (!/^[A-Za-z]{2,4}$/.test(v.carrier.trim())) e.carrier = 'A SCAC code: 2 to 4 letters';
  for (const name of ['pol', 'pod'] as const) {
    if (!v[name].trim()) e[name] = `${name.toUpperCase()} is required`;
    else if (!LOCODE.test(v[name].trim())) e[name] = 'A UN/LOCODE: country + 3 characters, e.g. INNSA';
  }
  if (!e.pol && !e.pod && v.pol.trim().toUpperCase() === v.pod.trim().toUpperCase()) e.pod = 'POD must differ from POL';
  const via = v.transshipmentPorts.split(/[\s,;]+/).filter(Boolean);
  if (via.length > 5) e.transshipmentPorts = 'At most 5 transshipment ports';
  else if (via.some((p) => !LOCODE.test(p))) e.transshipmentPorts = `Not a UN/LOCODE: ${via.find((p) => !LOCODE.test(p))}`;
  for (const name of ['etd', 'eta'] as const) {
    if (!v[name]) e[name] = `${name.toUpperCase()} is required`;
    else if (!Number.isFinite(Date.parse(`${v[name]}:00Z`))) e[name] = 'Not a date and time';
  }
  if (!e.etd && !e.eta && Date.parse(`${v.eta}:00Z`) < Date.parse(`${v.etd}:00Z`)) e.eta = 'ETA must not be before ETD';
  max('vessel', 100);
  max('voyage', 20);
  for (const name of ['shipper', 'consignee', 'forwarder', 'commodity'] as const) max(name, 200);
  max('bookingNumber', 40);
  max('blNumber', 40);
  if (v.hsCode.trim() && !/^[0-9]{4,10}$/.test(v.hsCode.trim())) e.hsCode = 'An HS code: 4 to 10 digits';
  const number = (name: 'weightKg' | 'volumeCbm', top: number) => {
    const text = v[name].trim();
    if (text && !(/^\d+(\.\d+)?$/.test(text) && Number(text) <= top)) e[name] = `A number from 0 to ${top.toLocaleString('en')}`;
  };
  number('weightKg', 10_000_000);
  number('volumeCbm', 100_000);
  const containers = containerLines(v.containers);
  const seen = new Set<string>();
  for (const c of containers) {
    const problem = containerNumberProblem(c.number);
    if (problem) e.containers = `Container number ${c.number} ${problem}`;
    else if (seen.has(c.number)) e.containers = `Container ${c.number} is listed twice`;
    else if (c.isoType && !CONTAINER_TYPES[c.isoType]) e.containers = `Unknown container type ${c.isoType} (use ${Object.keys(CONTAINER_TYPES).join(', ')})`;
    if (e.containers) break;
    seen.add(c.number);
  }
  if (containers.length > 200) e.containers = 'At most 200 containers';
  return e;
}
