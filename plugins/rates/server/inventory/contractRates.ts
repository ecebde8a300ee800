import type { ContractLane, ContractRate, Db, NewContractRate } from '@portolan/sdk/server';
import { insertRates } from './rateInput';

/**
 * The company's current contract rate of each lane on `day`: its cheapest CONTRACT FCL ocean freight
 * (per container) valid that day, one statement for all lanes. Lanes without one are absent; the
 * answer keeps the order of `lanes`. Amounts are compared within a currency as stored (a contract
 * lane has one currency in practice); the tie-break is the later validity, then the id.
 */
export async function contractRates(db: Db, companyId: string, lanes: readonly ContractLane[], day: string): Promise<ContractRate[]> {
  if (lanes.length === 0) return [];
  const rows = await db.query<{ n: number; id: string; origin: string; destination: string; container_type: string; amount: string; currency: string; carrier: string | null; valid_to: string }>(
    `SELECT DISTINCT ON (l.n) l.n, r.id, r.origin, r.destination, r.container_type, r.amount::text AS amount, r.currency, r.carrier, r.valid_to::text AS valid_to
       FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS l(origin, destination, container_type, n)
       JOIN rates r ON r.company_id = $1 AND r.kind = 'FCL' AND r.side = 'CONTRACT'
                   AND r.origin = l.origin AND r.destination = l.destination AND r.container_type = l.container_type
                   AND r.valid_from <= $5::date AND r.valid_to >= $5::date
      ORDER BY l.n, r.amount, r.valid_to DESC, r.id`,
    [companyId, lanes.map((l) => l.origin), lanes.map((l) => l.destination), lanes.map((l) => l.containerType), day],
  );
  return rows.rows.map((r) => ({
    origin: r.origin,
    destination: r.destination,
    containerType: r.container_type,
    rateId: String(r.id),
    amount: r.amount,
    currency: r.currency,
    carrier: r.carrier,
    validTo: r.valid_to,
  }));
}

/**
 * Writes contract rates (an RFQ's award) into the company's inventory in the caller's transaction:
 * kind FCL, side CONTRACT, ocean freight per container (the rows the rate search prices as freight),
 * with the contract's reference. Answers their ids in input order.
 */
export function addContractRates(tx: Db, companyId: string, userId: string | null, rates: readonly NewContractRate[]): Promise<string[]> {
  return insertRates(
    tx,
    { companyId, userId },
    rates.map((r) => ({
      kind: 'FCL',
      side: 'CONTRACT',
      carrier: r.carrier,
      origin: r.origin,
      destination: r.destination,
      containerType: r.containerType,
      amount: r.amount,
      currency: r.currency,
      transitDays: r.transitDays,
      freeDays: r.freeDays,
      validFrom: r.validFrom,
      validTo: r.validTo,
      contractRef: r.contractRef,
      remarks: r.remarks,
    })),
  );
}
