import Big from 'big.js';
import { DEMO_CARRIERS, stableHash } from '@portolan/sdk/server';
import { carrierName, portName } from '@portolan/sdk/shared';
import type { Tier } from '../../shared/freeTime';
import type { ChargeType, DayBasis, Direction } from '../../shared/states';
import type { NewDndTariff } from '../../shared/types';

/** The demo ports (the demo shipments' POLs and PODs), their currency, free days and whether demurrage counts working days. */
const PORTS: Array<{ code: string; currency: 'USD' | 'EUR' | 'INR'; importDem: number; importDet: number; exportDem: number; exportDet: number; working?: boolean; combinedImport?: boolean }> = [
  { code: 'INNSA', currency: 'INR', importDem: 5, importDet: 14, exportDem: 5, exportDet: 7 },
  { code: 'CNSHA', currency: 'USD', importDem: 4, importDet: 7, exportDem: 5, exportDet: 7 },
  { code: 'SGSIN', currency: 'USD', importDem: 5, importDet: 7, exportDem: 5, exportDet: 5, working: true },
  { code: 'NLRTM', currency: 'EUR', importDem: 4, importDet: 7, exportDem: 5, exportDet: 7 },
  { code: 'DEHAM', currency: 'EUR', importDem: 5, importDet: 7, exportDem: 5, exportDet: 7, working: true },
  { code: 'USLAX', currency: 'USD', importDem: 7, importDet: 7, exportDem: 5, exportDet: 5, combinedImport: true },
  { code: 'AEJEA', currency: 'USD', importDem: 5, importDet: 10, exportDem: 5, exportDet: 7 },
  { code: 'VNSGN', currency: 'USD', importDem: 5, importDet: 7, exportDem: 5, exportDet: 7 },
];

/** Per diem of a 40' dry box on the first tier, demurrage; detention is 60 % of it, a 20' box half, a reefer double. */
const BASE: Record<'USD' | 'EUR' | 'INR', string> = { USD: '110', EUR: '95', INR: '6500' };

/** Port-local public holidays the working-day tariffs skip (fixed-date ones, this year and next). */
function holidaysOf(port: string, year: number): string[] {
  const days = port === 'DEHAM' ? ['01-01', '05-01', '10-03', '12-25', '12-26'] : port === 'SGSIN' ? ['01-01', '05-01', '08-09', '12-25'] : [];
  return [year - 1, year, year + 1].flatMap((y) => days.map((d) => `${y}-${d}`));
}

function tiersOf(freeDays: number, first: Big, currency: string): Tier[] {
  const amount = (factor: number) => first.times(factor).round(currency === 'INR' ? 0 : 2, Big.roundHalfEven).toFixed(2);
  // Euro tariffs: two bands; dollar and rupee tariffs: three (day 1–4 over, 5–10 over, then on).
  if (currency === 'EUR') return [{ fromDay: freeDays + 1, toDay: freeDays + 5, perDiem: amount(1) }, { fromDay: freeDays + 6, toDay: null, perDiem: amount(2) }];
  return [
    { fromDay: freeDays + 1, toDay: freeDays + 4, perDiem: amount(1) },
    { fromDay: freeDays + 5, toDay: freeDays + 10, perDiem: amount(2) },
    { fromDay: freeDays + 11, toDay: null, perDiem: amount(3) },
  ];
}

/**
 * The demo D&D tariffs: six demo carriers at eight ports, import and export, demurrage and detention
 * (combined on import at Los Angeles, as US per diem is often quoted), 20' and 40' dry and 40' reefer.
 * Free days vary a day by carrier (stableHash); demurrage counts working days at Hamburg and Singapore.
 */
export function demoTariffs(year: number): NewDndTariff[] {
  const tariffs: NewDndTariff[] = [];
  for (const carrier of DEMO_CARRIERS) {
    for (const port of PORTS) {
      const shift = (stableHash(`${carrier}:${port.code}`) % 3) - 1; // −1, 0 or +1 day
      const markup = new Big(100 + (stableHash(`${port.code}:${carrier}`) % 3) * 5).div(100); // +0, 5 or 10 %
      for (const direction of ['IMPORT', 'EXPORT'] as Direction[]) {
        const types: ChargeType[] = direction === 'IMPORT' && port.combinedImport ? ['COMBINED'] : ['DEMURRAGE', 'DETENTION'];
        for (const chargeType of types) {
          const base = direction === 'IMPORT' ? (chargeType === 'DETENTION' ? port.importDet : chargeType === 'COMBINED' ? port.importDem + port.importDet : port.importDem) : chargeType === 'DETENTION' ? port.exportDet : port.exportDem;
          const dayBasis: DayBasis = port.working && chargeType === 'DEMURRAGE' ? 'WORKING' : 'CALENDAR';
          for (const box of [{ size: '20', group: 'DRY' }, { size: '40', group: 'DRY' }, { size: '40', group: 'REEFER' }] as const) {
            const reefer = box.group === 'REEFER';
            const freeDays = Math.max(1, base + shift - (reefer ? 2 : 0));
            let first = new Big(BASE[port.currency]).times(markup);
            if (chargeType === 'DETENTION') first = first.times('0.6');
            if (box.size === '20') first = first.div(2);
            if (reefer) first = first.times(2);
            tariffs.push({
              carrier, port: port.code, direction, chargeType, size: box.size, group: box.group, freeDays, dayBasis, currency: port.currency,
              tiers: tiersOf(freeDays, first, port.currency),
              holidays: dayBasis === 'WORKING' ? holidaysOf(port.code, year) : [],
              validFrom: `${year - 1}-01-01`,
              validTo: null,
              source: `${carrierName(carrier)} ${direction.toLowerCase()} ${chargeType.toLowerCase()} tariff, ${portName(port.code) ?? port.code} (demo)`,
            });
          }
        }
      }
    }
  }
  return tariffs;
}
