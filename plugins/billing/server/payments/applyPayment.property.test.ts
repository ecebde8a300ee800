import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API } from '../../shared/types';
import { billingTestServer, type BillingTestServer } from '../testing/billingTestServer';
import { insertIssuedInvoice } from './testing/insertIssuedInvoice';

const P = BILLING_API.payments;

const INVOICES = 3;
const invoiceIndex = fc.integer({ min: 0, max: INVOICES - 1 });
const amount = fc.integer({ min: 1, max: 60_000 });
const payOp = fc.record({
  kind: fc.constant('pay' as const),
  parts: fc.uniqueArray(fc.record({ invoice: invoiceIndex, amount }), { minLength: 1, maxLength: 3, selector: (p) => p.invoice }),
  extra: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
  accept: fc.boolean(),
});
const raceOp = fc.record({
  kind: fc.constant('race' as const),
  pays: fc.array(fc.record({ invoice: invoiceIndex, amount, extra: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })), accept: fc.boolean() }), { minLength: 2, maxLength: 5 }),
});
const refundOp = fc.record({ kind: fc.constant('refund' as const), payment: fc.nat(), amount: fc.integer({ min: 1, max: 25_000 }) });
const ops = fc.array(fc.oneof({ arbitrary: payOp, weight: 4 }, { arbitrary: raceOp, weight: 2 }, { arbitrary: refundOp, weight: 2 }), { minLength: 20, maxLength: 30 });

/**
 * For random sequences of payments (some racing through Promise.all) and refunds on a few invoices:
 * no invoice is ever paid past payable − credited, paid equals the sum of its allocations, balance and
 * status follow, every receipt's amount is exactly its allocations plus its unapplied and refunded
 * credit (nothing exceeds without an explicit overpayment), refunds add up, and a refused call wrote nothing.
 */
describe.each(['pglite', 'postgres'] as const)('applyPayment properties (%s)', (dialect) => {
  let t: BillingTestServer;
  let run = 0;
  let operations = 0;
  beforeAll(async () => {
    t = await billingTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('keeps every invoice and payment consistent under random payments, races and refunds (≥ 200 operations)', async () => {
    await fc.assert(
      fc.asyncProperty(ops, fc.array(fc.integer({ min: 50_000, max: 150_000 }), { minLength: INVOICES, maxLength: INVOICES }), fc.array(fc.nat({ max: 20_000 }), { minLength: INVOICES, maxLength: INVOICES }), async (sequence, payables, credits) => {
        run += 1;
        const ids: string[] = [];
        for (let i = 0; i < INVOICES; i++) {
          const credited = Math.min(credits[i]!, payables[i]! - 1);
          ids.push(await insertIssuedInvoice(t.server.db, { companyId: t.bluewaveId, customerCompanyId: t.acmeId, number: `PROP/${dialect}/${run}/${i}`, payableMinor: payables[i]!, creditedMinor: credited, status: credited ? 'PARTLY_PAID' : 'ISSUED' }));
        }
        const receipts: string[] = [];
        let accepted = 0;
        const pay = async (parts: Array<{ invoice: number; amount: number }>, extra: number, accept: boolean) => {
          const total = parts.reduce((n, p) => n + p.amount, 0) + extra;
          const res = await t.server.post(P, { data: { method: 'BANK_TRANSFER', receivedOn: '2026-06-01', currency: 'INR', amountMinor: total, acceptOverpayment: accept, allocations: parts.map((p) => ({ invoiceId: ids[p.invoice], amountMinor: p.amount })) } }, t.tokens.bluewave);
          expect([201, 400, 409], JSON.stringify(res.body)).toContain(res.status);
          if (res.status === 201) {
            accepted += 1;
            receipts.push(res.body.data.id as string);
            expect(extra === 0 || accept).toBe(true);
          } else {
            expect(res.body.error.field).toMatch(/^data\.(amountMinor|allocations\.\d+\.(amountMinor|invoiceId))$/);
          }
        };
        for (const op of sequence) {
          operations += op.kind === 'race' ? op.pays.length : 1;
          if (op.kind === 'pay') await pay(op.parts, op.extra, op.accept);
          else if (op.kind === 'race') await Promise.all(op.pays.map((p) => pay([{ invoice: p.invoice, amount: p.amount }], p.extra, p.accept)));
          else if (receipts.length) {
            const res = await t.server.post(`${P}/${receipts[op.payment % receipts.length]}/refund`, { data: { amountMinor: op.amount, reason: 'Property test', receivedOn: '2026-06-02' } }, t.tokens.bluewave);
            expect([201, 400, 409], JSON.stringify(res.body)).toContain(res.status);
          }
        }

        const invoices = await t.server.db.query<{ id: string; payable_minor: number; paid_minor: number; credited_minor: number; balance_minor: number; status: string; allocated: number }>(
          `SELECT i.id, i.payable_minor, i.paid_minor, i.credited_minor, i.balance_minor, i.status,
                  COALESCE((SELECT sum(a.amount_minor) FROM payment_allocations a WHERE a.invoice_id = i.id), 0)::bigint AS allocated
             FROM invoices i WHERE i.id = ANY($1::uuid[])`,
          [ids],
        );
        for (const i of invoices.rows) {
          expect(Number(i.allocated)).toBeLessThanOrEqual(i.payable_minor - i.credited_minor);
          expect(i.paid_minor).toBe(Number(i.allocated));
          expect(i.balance_minor).toBe(i.payable_minor - i.paid_minor - i.credited_minor);
          expect(i.status).toBe(i.balance_minor === 0 ? 'PAID' : i.paid_minor + i.credited_minor > 0 ? 'PARTLY_PAID' : 'ISSUED');
        }
        const payments = await t.server.db.query<{ id: string; amount_minor: number; unapplied_minor: number; refunded_minor: number; applied: number; refunds: number }>(
          `SELECT p.id, p.amount_minor, p.unapplied_minor, p.refunded_minor,
                  COALESCE((SELECT sum(a.payment_amount_minor) FROM payment_allocations a WHERE a.payment_id = p.id), 0)::bigint AS applied,
                  COALESCE((SELECT sum(r.amount_minor) FROM payments r WHERE r.refund_of = p.id), 0)::bigint AS refunds
             FROM payments p WHERE p.id = ANY($1::uuid[])`,
          [receipts],
        );
        expect(payments.rows).toHaveLength(accepted);
        for (const p of payments.rows) {
          expect(Number(p.applied) + p.unapplied_minor + p.refunded_minor).toBe(p.amount_minor);
          expect(Number(p.refunds)).toBe(p.refunded_minor);
          expect(p.unapplied_minor).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 10, seed: 18 },
    );
    expect(operations).toBeGreaterThanOrEqual(200);
  }, 300_000);
});
