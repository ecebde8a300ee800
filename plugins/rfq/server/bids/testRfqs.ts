import { connectCompanies, type Db, type Identity } from '@portolan/sdk/server';

/** A company with one user of `role` and that user's token (tests). */
export async function testCompany(db: Db, identity: Identity, name: string, kind: 'shipper' | 'forwarder', userName: string, email: string, role = 'admin'): Promise<{ companyId: string; userId: string; token: string }> {
  const company = await identity.createCompany(db, { name, kind });
  const user = await identity.createUser(db, { companyId: company._id, email, name: userName, password: { hash: 'x' }, role });
  return { companyId: company._id, userId: user._id, token: await identity.issueToken(db, user._id) };
}

/** A user of an existing company and its token (tests). */
export async function testUser(db: Db, identity: Identity, companyId: string, name: string, email: string, role: string): Promise<{ userId: string; token: string }> {
  const user = await identity.createUser(db, { companyId, email, name, password: { hash: 'x' }, role });
  return { userId: user._id, token: await identity.issueToken(db, user._id) };
}

export interface TestLane {
  origin: string;
  destination: string;
  containerType: string;
  volume: number;
  baseline?: string | null;
  current?: string | null;
  incumbent?: string | null;
}

let counter = 0;

/**
 * An RFQ written straight to the tables as helper S1's API makes it (OPEN, sealed, its deadline a day
 * ahead, the vendors invited and connected to the owner): the bids side's tests do not depend on the
 * rfqs routes for their set-up. Answers the RFQ's and lanes' ids.
 */
export async function insertTestRfq(db: Db, input: { companyId: string; vendors: string[]; lanes: TestLane[]; title?: string; currency?: string; status?: string; sealed?: boolean; deadline?: Date }): Promise<{ id: string; reference: string; laneIds: string[] }> {
  counter += 1;
  const reference = `RFQ-T${Date.now().toString(36).toUpperCase()}-${counter}`;
  for (const vendor of input.vendors) await connectCompanies(db, input.companyId, vendor);
  return db.transaction(async (tx) => {
    const rfq = (await tx.one<{ id: string }>(
      `INSERT INTO rfqs (company_id, reference, title, currency, contract_from, contract_to, bid_deadline, sealed, status, opened_at)
       VALUES ($1, $2, $3, $4, '2027-01-01', '2027-12-31', $5, $6, $7, now() - interval '2 days') RETURNING id`,
      [input.companyId, reference, input.title ?? `Test tender ${counter}`, input.currency ?? 'USD', input.deadline ?? new Date(Date.now() + 86_400_000), input.sealed ?? true, input.status ?? 'OPEN'],
    ))!;
    const laneIds: string[] = [];
    for (const [i, l] of input.lanes.entries()) {
      const row = await tx.one<{ id: string }>(
        `INSERT INTO rfq_lanes (rfq_id, company_id, line_no, origin, destination, container_type, volume, commodity, baseline_amount, current_amount, incumbent_company_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'Garments', $8, $9, $10) RETURNING id`,
        [rfq.id, input.companyId, i + 1, l.origin, l.destination, l.containerType, l.volume, l.baseline ?? null, l.current ?? null, l.incumbent ?? null],
      );
      laneIds.push(row!.id);
    }
    for (const vendor of input.vendors) {
      await tx.query("INSERT INTO rfq_invitations (rfq_id, company_id, owner_company_id, invited_at) VALUES ($1, $2, $3, now() - interval '2 days')", [rfq.id, vendor, input.companyId]);
    }
    return { id: rfq.id, reference, laneIds };
  });
}

/** What the deadline sweep (helper S1's) does to an RFQ: OPEN/NEGOTIATION → CLOSED, the open round closed. */
export async function closeTestRfq(db: Db, rfqId: string): Promise<void> {
  await db.query("UPDATE rfqs SET status = 'CLOSED', closed_at = now(), bid_deadline = LEAST(bid_deadline, now() - interval '1 minute'), version = version + 1 WHERE id = $1", [rfqId]);
  await db.query("UPDATE rfq_negotiations SET status = 'CLOSED' WHERE rfq_id = $1 AND status = 'OPEN'", [rfqId]);
}

/** The RFQ's version now (the tests' optimistic-lock values). */
export async function rfqVersion(db: Db, rfqId: string): Promise<number> {
  return Number((await db.one<{ version: number }>('SELECT version FROM rfqs WHERE id = $1', [rfqId]))!.version);
}
