import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import rfqPlugin from '../index';
import { RFQ_API, type CompareMatrix } from '../../shared/types';
import { insertTestRfq, testCompany } from './testRfqs';
import { rankBids } from './compareMatrix';

const PORTS = ['NLRTM', 'DEHAM', 'BEANR', 'USNYC', 'USLAX', 'SGSIN', 'AEJEA', 'GBFXT', 'USSAV', 'CNSHA'];
const ORIGINS = ['INNSA', 'INMUN', 'INMAA', 'INCCU', 'INPAV', 'INCOK', 'INTUT'];
const TYPES = ['22G1', '42G1', '45G1', '22R1', '42R1', '45R1', '22U1', '42U1'];

describe('rankBids', () => {
  it('ranks cheapest first; equal amounts share a rank and the next rank skips', () => {
    const ranked = rankBids([{ vendorName: 'C', amount: '100.5' }, { vendorName: 'A', amount: '99' }, { vendorName: 'B', amount: '100.50' }, { vendorName: 'D', amount: '101' }]);
    expect(ranked.map((b) => [b.vendorName, b.rank])).toEqual([['A', 1], ['B', 2], ['C', 2], ['D', 4]]);
  });
});

/** The figure: the compare matrix of 500 lanes × 10 vendors answers in a few statements, fast. */
describe.each(testDatabases())('the compare matrix of 500 lanes × 10 vendors on %s', (dialect) => {
  let server: TestServer;
  let owner: { companyId: string; token: string };
  let rfqId: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'lookups', 'schedules', 'rates', rfqPlugin], dialect });
    const { db, identity } = server;
    owner = await testCompany(db, identity, 'Bench Shipper', 'shipper', 'Bea Bench', 'bea@bench.test');
    const vendors = [];
    for (let v = 0; v < 10; v++) vendors.push((await testCompany(db, identity, `Bench Vendor ${v}`, 'forwarder', `Vic ${v}`, `vic${v}@bench.test`)).companyId);
    const lanes = Array.from({ length: 500 }, (_, i) => ({
      origin: ORIGINS[i % ORIGINS.length]!, destination: PORTS[Math.floor(i / ORIGINS.length) % PORTS.length]!, containerType: TYPES[Math.floor(i / (ORIGINS.length * PORTS.length))]!,
      volume: 10 + (i % 90), baseline: String(1000 + i), current: String(1100 + i),
    }));
    const rfq = await insertTestRfq(db, { companyId: owner.companyId, vendors, lanes, sealed: false });
    rfqId = rfq.id;
    // Every vendor's sheet, written in bulk (what 10 × 500 bids leave behind).
    for (const [v, vendor] of vendors.entries()) {
      const quote = (await db.one<{ id: string }>("INSERT INTO rfq_quotes (rfq_id, company_id, owner_company_id, status, revision, submitted_at) VALUES ($1, $2, $3, 'SUBMITTED', 1, now()) RETURNING id", [rfq.id, vendor, owner.companyId]))!;
      await db.query(
        `INSERT INTO rfq_quote_lines (quote_id, lane_id, rfq_id, company_id, amount, carrier)
         SELECT $1, l.id, $2, $3, 900 + l.line_no + ((l.line_no * 7 + $4 * 13) % 200), 'MAEU' FROM rfq_lanes l WHERE l.rfq_id = $2`,
        [quote.id, rfq.id, vendor, v],
      );
    }
    await db.query("UPDATE rfq_invitations SET status = 'BID', bid_at = now() WHERE rfq_id = $1", [rfq.id]);
  }, 180_000);
  afterAll(() => server?.close());

  // Its speed is bench/rfq-compare.mjs's figure (npm run bench:rfq), not an assertion here.
  it('answers every lane with ten ranked bids', async () => {
    const res = await server.get(RFQ_API.compare(rfqId), owner.token);
    expect(res.status).toBe(200);
    const matrix: CompareMatrix = res.body.data.record;
    expect(matrix.lanes).toHaveLength(500);
    expect(matrix.lanes.every((l) => l.bids.length === 10 && l.bids[0]!.rank === 1)).toBe(true);
    expect(matrix.vendors.every((v) => v.lanesBid === 500)).toBe(true);
  });
});
