import Big from 'big.js';
import { containerNumber } from '@portolan/sdk/server';
import type { SeededRandom } from './seededRandom';
import { BUYERS, CARRIERS, EXPORTER_FORMS, EXPORTER_STEMS, EXPORTER_TRADES, GOODS, INDIAN_CITIES, INDIAN_PORTS, NOTIFY_PARTIES } from './tradeParties';
import { addDaysIso } from './identifiers';

/** What a generated bill of lading says: the truth values and what else it prints. */
export interface BillOfLadingFacts {
  truth: Record<string, string | null>;
  carrier: string;
  shipperAddress: string[];
  consigneeAddress: string[];
  notifyPrinted: string;
  goods: string;
  containers: Array<{ number: string; seal: string; type: string; packages: number; weightKg: string }>;
  issuePlace: string;
}

export function billOfLadingFacts(rng: SeededRandom): BillOfLadingFacts {
  const carrier = rng.pick(CARRIERS);
  const city = rng.pick(INDIAN_CITIES);
  const pol = rng.pick(INDIAN_PORTS);
  const buyer = rng.pick(BUYERS);
  const shipper = `${rng.pick(EXPORTER_STEMS)} ${rng.pick(EXPORTER_TRADES)} ${rng.pick(EXPORTER_FORMS)}`.toUpperCase();
  const consignee = buyer.name.toUpperCase();
  const sameAsConsignee = rng.next() < 0.15;
  const notify = sameAsConsignee ? null : rng.pick(NOTIFY_PARTIES).toUpperCase();
  const onBoard = rng.day(2024, 2026);
  const boxes = rng.int(1, 4);
  const containers = Array.from({ length: boxes }, () => ({
    number: containerNumber(carrier.boxPrefix, rng.int(100000, 999999)),
    seal: `${carrier.sealPrefix}${rng.digits(7)}`,
    type: rng.pick(['20GP', '40HC', '40GP']),
    packages: rng.int(20, 900),
    weightKg: `${rng.int(2000, 26000)}.${rng.int(1, 9)}00`,
  }));
  const weight = containers.reduce((sum, c) => sum + Math.round(Number(c.weightKg) * 1000), 0);
  const grossWeightKg = new Big(weight).div(1000).toString();
  const pld = rng.next() < 0.3 ? `${buyer.city.toUpperCase()} CFS, ${buyer.countryName.toUpperCase()}` : `${buyer.port}, ${buyer.countryName.toUpperCase()}`;
  return {
    truth: {
      blNumber: `${carrier.blPrefix}${rng.digits(14 - carrier.blPrefix.length + 2)}`,
      shipper,
      consignee,
      notifyParty: notify,
      vessel: rng.pick(carrier.vessels),
      voyage: `${rng.int(100, 599)}${rng.pick(['W', 'E', 'N', 'S'])}`,
      portOfLoading: `${pol.name}, INDIA`,
      portOfDischarge: `${buyer.port}, ${buyer.countryName.toUpperCase()}`,
      placeOfReceipt: rng.next() < 0.4 ? `${city.city.toUpperCase()} ICD, INDIA` : `${pol.name}, INDIA`,
      placeOfDelivery: pld,
      containers: containers.map((c) => `${c.number}/${c.seal}`).join(', '),
      packages: String(containers.reduce((sum, c) => sum + c.packages, 0)),
      grossWeightKg,
      shippedOnBoardDate: onBoard,
      freightTerms: rng.next() < 0.7 ? 'PREPAID' : 'COLLECT',
      issueDate: addDaysIso(onBoard, rng.int(0, 2)),
    },
    carrier: carrier.name,
    shipperAddress: [`PLOT ${rng.int(1, 250)}, INDUSTRIAL AREA`, `${city.city.toUpperCase()} ${city.pin}, INDIA`],
    consigneeAddress: [`${rng.int(1, 300)} DOCK ROAD`, `${buyer.city.toUpperCase()}, ${buyer.countryName.toUpperCase()}`],
    notifyPrinted: notify ?? 'SAME AS CONSIGNEE',
    goods: rng.pick(GOODS),
    containers,
    issuePlace: pol.name,
  };
}
