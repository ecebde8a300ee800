import type { ShipmentVolumes } from '@portolan/sdk/server';
import type { ServiceContract } from '../../shared/types';

/** `GET /api/rates/v3/contracts/:id/usage`: the MQC and its use, month by month. */
export type ContractUsage = { mqcTeu: number; usedTeu: number; months: Array<{ month: string; teu: number; shipments: number }> };

/** `YYYY-MM` months from one to the other, both included. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/**
 * A contract's use: every month of its validity (zero where nothing sailed) plus any month outside it
 * in which a shipment named the contract, oldest first; TEU from the shipments' containers.
 */
export async function contractUsage(volumes: ShipmentVolumes, companyId: string, contract: ServiceContract): Promise<ContractUsage> {
  const used = (await volumes.teuByContract(companyId, [contract.reference], true)).get(contract.reference);
  const byMonth = new Map(monthsBetween(contract.validFrom.slice(0, 7), contract.validTo.slice(0, 7)).map((month) => [month, { month, teu: 0, shipments: 0 }]));
  for (const m of used?.months ?? []) byMonth.set(m.month, { month: m.month, teu: m.teu, shipments: m.shipments });
  const months = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
  return { mqcTeu: contract.mqcTeu, usedTeu: used?.teu ?? 0, months };
}
