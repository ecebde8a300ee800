import Big from 'big.js';
import { containerNumber } from '@portolan/sdk/server';
import type { SeededRandom } from './seededRandom';
import { BUYERS, EXPORTER_FORMS, EXPORTER_STEMS, EXPORTER_TRADES, GOODS, INDIAN_CITIES, INDIAN_PORTS } from './tradeParties';
import { addDaysIso, gstinOf } from './identifiers';

/** What a generated shipping bill says: the truth values (as the reader should answer them) and what else it prints. */
export interface ShippingBillFacts {
  truth: Record<string, string | null>;
  exporterAddress: string[];
  buyerAddress: string[];
  buyerCountryName: string;
  portName: string;
  goods: string;
  hsCode: string;
  containers: Array<{ number: string; seal: string; packages: number }>;
  exchangeRate: string;
  drawback: boolean;
}

export function shippingBillFacts(rng: SeededRandom): ShippingBillFacts {
  const place = rng.pick(INDIAN_CITIES);
  const exporterName = `${rng.pick(EXPORTER_STEMS)} ${rng.pick(EXPORTER_TRADES)} ${rng.pick(EXPORTER_FORMS)}`;
  const pan = `${rng.letters(3)}C${exporterName.charAt(0).toUpperCase()}${rng.digits(4)}${rng.letters(1)}`;
  const buyer = rng.pick(BUYERS);
  const port = rng.pick(INDIAN_PORTS);
  const sbDate = rng.day(2024, 2026);
  const cents = buyer.currency === 'JPY' ? '' : `.${rng.digits(2)}`;
  const invoiceValue = `${rng.int(buyer.currency === 'JPY' ? 500_000 : 4_000, buyer.currency === 'JPY' ? 60_000_000 : 480_000)}${cents}`;
  const rate = { USD: '83.45', EUR: '90.10', GBP: '105.30', AED: '22.70', JPY: '0.56', AUD: '55.20' }[buyer.currency] ?? '83.45';
  const fobValueInr = new Big(invoiceValue).times(rate).times('0.97').round(2).toFixed(2);
  const boxes = rng.int(1, 4);
  const boxPrefix = rng.pick(['MSKU', 'TCLU', 'CMAU', 'HLXU', 'TGHU', 'SEGU']);
  const containers = Array.from({ length: boxes }, () => ({ number: containerNumber(boxPrefix, rng.int(100000, 999999)), seal: `${rng.letters(2)}${rng.digits(7)}`, packages: rng.int(20, 600) }));
  const packages = containers.reduce((sum, c) => sum + c.packages, 0);
  const grossWeightKg = `${rng.int(800, 24000 * boxes)}.${rng.digits(3).replace(/0+$/, '') || '5'}`;
  return {
    truth: {
      sbNumber: String(rng.int(1_000_000, 9_999_999)),
      sbDate,
      portCode: port.portCode,
      iec: pan,
      exporterName,
      gstin: gstinOf(place.gstState, pan, String(rng.int(1, 3))),
      invoiceNumber: rng.pick([`EXP/${sbDate.slice(2, 4)}-${Number(sbDate.slice(2, 4)) + 1}/${rng.digits(4)}`, `INV-${rng.digits(5)}`, `${rng.letters(2)}${rng.digits(6)}`]),
      invoiceDate: addDaysIso(sbDate, -rng.int(0, 12)),
      invoiceValue,
      currency: buyer.currency,
      fobValueInr,
      buyerName: buyer.name,
      buyerCountry: buyer.country,
      portOfDischarge: buyer.locode,
      countryOfDestination: buyer.country,
      leoDate: addDaysIso(sbDate, rng.int(0, 3)),
      packages: String(packages),
      grossWeightKg,
      containerNumbers: containers.map((c) => c.number).join(', '),
    },
    exporterAddress: [`Plot ${rng.int(1, 250)}, ${rng.pick(['MIDC Industrial Area', 'GIDC Estate', 'SIPCOT Park', 'Focal Point'])}`, `${place.city} ${place.pin}, ${place.state}`],
    buyerAddress: [`${rng.int(1, 300)} ${rng.pick(['Harbour Street', 'Industrieweg', 'Commerce Drive', 'Dock Road'])}`, `${buyer.city}`],
    buyerCountryName: buyer.countryName,
    portName: port.name,
    goods: rng.pick(GOODS),
    hsCode: `${rng.int(10, 96)}${rng.digits(6)}`,
    containers,
    exchangeRate: rate,
    drawback: rng.next() < 0.5,
  };
}
