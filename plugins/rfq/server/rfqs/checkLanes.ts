import { badRequest, connectedCompanies, type Db } from '@portolan/sdk/server';
import type { RfqLaneInput } from '../../shared/types';
import { CONTAINER_CODES } from './rfqSchemas';

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/**
 * Checks an RFQ's lanes (400 naming `data.lanes.<i>.<field>`): UN/LOCODE ports, origin ≠ destination,
 * an ISO 6346 container type, an integer volume 1–1,000,000, positive amounts, an incumbent of the
 * owner's network, and no lane twice (same ports and container type).
 */
export async function checkLanes(db: Db, companyId: string, lanes: readonly RfqLaneInput[]): Promise<void> {
  const seen = new Map<string, number>();
  lanes.forEach((lane, i) => {
    const field = (name: string) => `data.lanes.${i}.${name}`;
    if (!LOCODE.test(lane.origin)) throw badRequest(`Lane ${i + 1}: origin must be a UN/LOCODE (5 letters, e.g. INNSA)`, field('origin'));
    if (!LOCODE.test(lane.destination)) throw badRequest(`Lane ${i + 1}: destination must be a UN/LOCODE (5 letters, e.g. NLRTM)`, field('destination'));
    if (lane.origin === lane.destination) throw badRequest(`Lane ${i + 1}: origin and destination must differ`, field('destination'));
    if (!CONTAINER_CODES.has(lane.containerType)) throw badRequest(`Lane ${i + 1}: container type ${lane.containerType} is not an ISO 6346 type we know (e.g. 22G1, 42G1, 45G1)`, field('containerType'));
    if (!Number.isInteger(lane.volume) || lane.volume < 1 || lane.volume > 1_000_000) throw badRequest(`Lane ${i + 1}: volume must be a whole number of containers from 1 to 1,000,000`, field('volume'));
    for (const name of ['baselineAmount', 'currentAmount'] as const) {
      const value = lane[name];
      if (value !== null && value !== undefined && !(Number(value) > 0)) throw badRequest(`Lane ${i + 1}: ${name === 'baselineAmount' ? 'the baseline' : 'the current rate'} must be more than 0`, field(name));
    }
    const key = `${lane.origin}:${lane.destination}:${lane.containerType}`;
    const twin = seen.get(key);
    if (twin !== undefined) throw badRequest(`Lane ${i + 1} repeats lane ${twin + 1} (${lane.origin} → ${lane.destination}, ${lane.containerType})`, field('containerType'));
    seen.set(key, i);
  });
  const incumbents = lanes.map((l) => l.incumbentCompanyId).filter((id): id is string => !!id);
  if (incumbents.length) {
    const network = await connectedCompanies(db, companyId, incumbents);
    const stranger = lanes.findIndex((l) => l.incumbentCompanyId && !network.has(l.incumbentCompanyId));
    if (stranger >= 0) throw badRequest('This company is not in your network: connect with it first (Network)', `data.lanes.${stranger}.incumbentCompanyId`);
  }
}
