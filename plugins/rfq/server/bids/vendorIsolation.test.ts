import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { groupedAmount } from '@portolan/sdk/server/pdf';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import rfqPlugin from '../index';
import { RFQ_API } from '../../shared/types';
import { closeTestRfq, insertTestRfq, rfqVersion, testCompany } from './testRfqs';

const ORIGINS = ['INNSA', 'INMUN', 'INMAA', 'INCCU'];
const DESTINATIONS = ['NLRTM', 'DEHAM', 'BEANR', 'USNYC', 'USLAX', 'SGSIN', 'AEJEA'];
const TYPES = ['22G1', '42G1', '45G1'];
const MAX_LANES = 6;

/** Random tenders: lanes, volumes, a pool of distinct amounts (three decimals ending in 7, so a match is no accident), and which lanes B and C skip. */
const scenarios = fc.record({
  combos: fc.uniqueArray(fc.nat(ORIGINS.length * DESTINATIONS.length * TYPES.length - 1), { minLength: 2, maxLength: MAX_LANES }),
  volumes: fc.array(fc.integer({ min: 3, max: 60 }), { minLength: MAX_LANES, maxLength: MAX_LANES }),
  cents: fc.uniqueArray(fc.integer({ min: 100_000, max: 9_999_999 }), { minLength: 80, maxLength: 80 }),
  skips: fc.array(fc.boolean(), { minLength: MAX_LANES * 2, maxLength: MAX_LANES * 2 }),
  split: fc.boolean(),
  tag: fc.integer({ min: 1000, max: 9999 }),
});

/** Whether `text` contains the amount as a number of its own (not inside a longer one), plainly or grouped ('12,345.677'). */
const containsAmount = (text: string, amount: string) =>
  [amount, groupedAmount(amount)].some((form) => new RegExp(`(?<![\\d.,])${form.replace(/[.,]/g, (c) => `\\${c}`)}(?![\\d])`).test(text));

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  return (await extractText(pdf, { mergePages: true })).text;
}

/**
 * THE property of issue 12: for random RFQs with random bids by three vendors, through bidding,
 * negotiation (counter-offers to all three) and award, every RFQ API answer to vendor A — every GET
 * route it may call, with every id it knows — contains none of vendor B's or C's amounts, names or
 * ids, nor any baseline or current-contract amount.
 */
describe.each(testDatabases())('a vendor sees nothing of the other vendors or the baseline on %s', (dialect) => {
  let server: TestServer;
  let run = 0;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'lookups', 'schedules', 'rates', rfqPlugin], dialect });
  }, 120_000);
  afterAll(() => server?.close());

  it('holds for every answer to vendor A at every stage', async () => {
    await fc.assert(
      fc.asyncProperty(scenarios, async (s) => {
        run += 1;
        const { db, identity } = server;
        const tag = `${s.tag}${run}`;
        const owner = await testCompany(db, identity, `Owner ${tag}`, 'shipper', `Olga Owner ${tag}`, `olga${tag}@owner.test`);
        const [a, b, c] = [
          await testCompany(db, identity, `Aurora Cargo ${tag}`, 'forwarder', `Ada Aurora ${tag}`, `ada${tag}@aurora.test`),
          await testCompany(db, identity, `Zephyrine Freight ${tag}`, 'forwarder', `Bo Zephyr ${tag}`, `bo${tag}@zephyrine.test`),
          await testCompany(db, identity, `Quillon Shipping ${tag}`, 'forwarder', `Cy Quillon ${tag}`, `cy${tag}@quillon.test`),
        ] as const;
        let next = 0;
        const amount = () => {
          const cents = s.cents[next++]!;
          return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}7`;
        };
        const secrets = new Set<string>([b.companyId, c.companyId, b.userId, c.userId, `Zephyrine Freight ${tag}`, `Quillon Shipping ${tag}`, `Bo Zephyr ${tag}`, `Cy Quillon ${tag}`, `bo${tag}@zephyrine.test`, `cy${tag}@quillon.test`]);
        const secretAmounts = new Set<string>();
        const lanes = s.combos.map((n, i) => {
          const baseline = amount();
          const current = amount();
          secretAmounts.add(baseline);
          secretAmounts.add(current);
          return {
            origin: ORIGINS[n % ORIGINS.length]!, destination: DESTINATIONS[Math.floor(n / ORIGINS.length) % DESTINATIONS.length]!, containerType: TYPES[Math.floor(n / (ORIGINS.length * DESTINATIONS.length))]!,
            volume: s.volumes[i]!, baseline, current, incumbent: i === 0 ? b.companyId : null,
          };
        });
        const rfq = await insertTestRfq(db, { companyId: owner.companyId, vendors: [a.companyId, b.companyId, c.companyId], lanes, title: `Tender ${tag}` });
        const bids = new Map<string, Map<string, string>>();
        const bid = async (vendor: typeof a, laneIds: string[], secret: boolean) => {
          const lines = laneIds.map((laneId) => ({ laneId, amount: amount(), carrier: 'MAEU' }));
          for (const l of lines) {
            if (secret) secretAmounts.add(l.amount);
            bids.set(vendor.companyId, new Map([...(bids.get(vendor.companyId) ?? []), [l.laneId, l.amount]]));
          }
          const res = await server.post(RFQ_API.quotes, { data: { rfqId: rfq.id, lines, submit: true } }, vendor.token);
          expect(res.status, res.text).toBeLessThan(300);
          return res.body.data.record._id as string;
        };
        const aQuote = await bid(a, rfq.laneIds, false);
        const bQuote = await bid(b, rfq.laneIds.filter((_, i) => i === 0 || !s.skips[i]), true);
        const cQuote = await bid(c, rfq.laneIds.filter((_, i) => i === 0 || !s.skips[MAX_LANES + i]), true);
        secrets.add(bQuote).add(cQuote);

        const known = { ids: [rfq.id, aQuote, ...rfq.laneIds, a.companyId] };
        const check = async (stage: string) => {
          const urls = [
            RFQ_API.rfqs, RFQ_API.pendingQuotes, RFQ_API.summary, `${RFQ_API.summary}?as=vendor`, RFQ_API.quotes, `${RFQ_API.quotes}?filter[rfqId]=${rfq.id}`,
            `${RFQ_API.negotiations}?rfqId=${rfq.id}`, `${RFQ_API.comments}?rfqId=${rfq.id}`, RFQ_API.vendorAwarded, `${RFQ_API.vendorAwarded}?rfqId=${rfq.id}`, RFQ_API.vendorAwardedSummary,
            RFQ_API.vendorParticipationSummary, `${RFQ_API.quotesSummary}?rfqId=${rfq.id}`, `${RFQ_API.portSummary}?rfqId=${rfq.id}`, `${RFQ_API.vendorSummary}?rfqId=${rfq.id}`,
            ...known.ids.flatMap((id) => [
              `${RFQ_API.rfqs}/${id}`, RFQ_API.quoteHistory(id), RFQ_API.auditTrail(id), RFQ_API.compare(id), RFQ_API.allocations(id), RFQ_API.approval(id),
              `${RFQ_API.quotes}/${id}`, RFQ_API.quoteRevisions(id), `${RFQ_API.negotiations}?rfqId=${id}`, `${RFQ_API.comments}?rfqId=${id}`, `${RFQ_API.defaultRates}?rfqId=${id}`,
            ]),
          ];
          let answered = 0;
          for (const url of urls) {
            const res = await server.get(url, a.token);
            if (res.status === 200) answered += 1;
            for (const secret of secrets) expect(res.text.includes(secret), `${stage}: ${url} answers ${secret}`).toBe(false);
            for (const secret of secretAmounts) expect(containsAmount(res.text, secret), `${stage}: ${url} answers the amount ${secret}`).toBe(false);
          }
          // A's own sheet is there: the test reads real answers, not only refusals.
          const own = await server.get(`${RFQ_API.quotes}/${aQuote}`, a.token);
          expect(own.text).toContain(bids.get(a.companyId)!.get(rfq.laneIds[0]!)!);
          expect(answered).toBeGreaterThan(8);
        };
        await check('open');

        // Negotiation: counter-offers to all three on lane 1; B and C answer.
        await closeTestRfq(db, rfq.id);
        const counters = [a, b, c].map((v) => ({ laneId: rfq.laneIds[0]!, vendorCompanyId: v.companyId, counterAmount: amount() }));
        for (const counter of counters.slice(1)) secretAmounts.add(counter.counterAmount);
        const round = await server.post(RFQ_API.negotiations, { data: { rfqId: rfq.id, deadline: new Date(Date.now() + 86_400_000).toISOString(), message: 'Round 2', version: await rfqVersion(db, rfq.id), items: counters } }, owner.token);
        expect(round.status, round.text).toBe(201);
        known.ids.push(round.body.data.record._id);
        await bid(b, [rfq.laneIds[0]!], true);
        await bid(c, [rfq.laneIds[0]!], true);
        await check('negotiation');

        // Allocation (lane 1 split between B and A when `split`, the rest to the cheapest), approval (no level: at once) and award.
        await closeTestRfq(db, rfq.id);
        const allocations = rfq.laneIds.flatMap((laneId, i) => {
          const offers = [a, b, c].map((v) => ({ v, amount: bids.get(v.companyId)?.get(laneId) })).filter((o) => o.amount);
          if (i === 0 && s.split) return [{ laneId, vendorCompanyId: a.companyId, sharePct: '55.5' }, { laneId, vendorCompanyId: b.companyId, sharePct: '44.5' }];
          const cheapest = offers.sort((x, y) => Number(x.amount) - Number(y.amount))[0]!;
          return [{ laneId, vendorCompanyId: cheapest.v.companyId, sharePct: '100' }];
        });
        let res = await server.post(RFQ_API.allocations(rfq.id), { data: { version: await rfqVersion(db, rfq.id), allocations } }, owner.token);
        expect(res.status, res.text).toBe(200);
        res = await server.post(RFQ_API.requestApproval, { data: { rfqId: rfq.id, version: await rfqVersion(db, rfq.id) } }, owner.token);
        expect(res.status, res.text).toBe(200);
        res = await server.post(`${RFQ_API.rfqs}/${rfq.id}/award/`, { data: { version: await rfqVersion(db, rfq.id) } }, owner.token);
        expect(res.status, res.text).toBe(200);
        await check('awarded');
        const letter = await server.app.inject({ method: 'GET', url: RFQ_API.awardPdf(rfq.id), headers: { authorization: `Bearer ${a.token}` } });
        if (letter.statusCode === 200) {
          const text = (await pdfText(letter.rawPayload)).replace(/\s+/g, ' ');
          for (const secret of secrets) expect(text.includes(secret), `award letter names ${secret}`).toBe(false);
          for (const secret of secretAmounts) expect(containsAmount(text, secret), `award letter shows ${secret}`).toBe(false);
        } else expect(letter.statusCode).toBe(404);
      }),
      { numRuns: 6 },
    );
  }, 300_000);
});
