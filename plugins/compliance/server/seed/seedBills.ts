import { stableHash, type SeedContext } from '@portolan/sdk/server';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { decimalOfMinor, floorOf } from '../regularization/billMoney';
import { createBill } from '../regularization/billRecords';
import { realizationDueDate } from '../regularization/realizationDueDate';
import { insertRemittance } from '../regularization/remittanceRecords';
import { pushBatch, validateAndSave, type BatchActor } from '../regularization/regularizationBatches';
import { sandboxBank } from '../regularization/sandboxBank';

/** The unmatched remittance the browser journey matches to a bill read from a PDF. */
export const DEMO_REMITTANCE_REFERENCE = 'IRM-DEMO-18450';

const BUYERS = {
  USD: [['Great Lakes Trading Inc', 'US'], ['Pacific Home Goods LLC', 'US'], ['Hansa Handel GmbH', 'DE']],
  EUR: [['Hansa Handel GmbH', 'DE'], ['Rotterdam Importers BV', 'NL'], ['Van der Berg Textiel BV', 'NL']],
  GBP: [['Thames Retail Ltd', 'GB'], ['Midlands Home Ltd', 'GB']],
  AED: [['Gulf Star Trading LLC', 'AE'], ['Jebel Ali Distributors FZE', 'AE']],
} as const;
const CURRENCIES = ['USD', 'EUR', 'USD', 'GBP', 'AED', 'EUR', 'USD', 'GBP'] as const;
const PORTS = ['INNSA1', 'INNSA1', 'INMUN1', 'INMAA1'] as const;

/** What happens to each demo bill (by index, oldest first): the overdue and the due-soon ones are fixed, the rest follow a pattern. */
function planOf(i: number): 'FULL' | 'FULL_CHARGES' | 'PART' | 'OPEN' {
  const fixed: Record<number, 'FULL' | 'PART' | 'OPEN'> = { 2: 'OPEN', 5: 'PART', 6: 'OPEN', 7: 'FULL', 8: 'OPEN', 9: 'PART', 10: 'OPEN', 33: 'OPEN' };
  if (fixed[i]) return fixed[i];
  if (i >= 31) return i % 3 === 0 ? 'PART' : 'OPEN'; // the last weeks' shipments: money mostly still to come
  if (i % 5 === 2) return 'PART';
  return i % 4 === 1 ? 'FULL_CHARGES' : 'FULL';
}

/** The Indian financial year of a day, as invoices write it (2025-04-01 → 25-26). */
const fyOf = (day: string) => {
  const y = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? y : y - 1;
  return `${String(start).slice(2)}-${String(start + 1).slice(2)}`;
};

/**
 * The regularization demo for Acme (shipper@portolan.test's company), idempotent (skipped once its demo
 * remittance exists): settings (ICICI Bank, nine months, 1 % tolerance), forty export bills over the last
 * ~11 months in USD, EUR, GBP and AED to buyers in DE, NL, US, AE and GB, and their inward remittances
 * (export purpose codes) realized through the same path as a push — validate and push to the sandbox bank,
 * one batch per month — so some bills are REGULARIZED, some PARTLY_REALIZED, some OPEN, three overdue and
 * three due within 30 days (by the SB dates: 330 − 8·i days ago). Left unmatched: one remittance that exactly covers an OPEN bill, and
 * IRM-DEMO-18450 (USD 18,450.00, P0102, three days ago) for a new bill read from a PDF.
 */
export async function seedBills(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const user = await db.one<{ id: string; company_id: string; name: string }>("SELECT id, company_id, name FROM users WHERE email = 'shipper@portolan.test'");
  if (!user) return;
  const companyId = String(user.company_id);
  if (await db.one('SELECT 1 FROM inward_remittances WHERE company_id = $1 AND bank_reference = $2', [companyId, DEMO_REMITTANCE_REFERENCE])) return;
  const today = todayUtc();
  const actor: BatchActor = { companyId, userId: String(user.id), name: String(user.name), linkId: null };

  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO regularization_settings (company_id, realization_months, tolerance_percent, bank) VALUES ($1, 9, 1.00, 'ICICI') ON CONFLICT (company_id) DO NOTHING", [companyId]);
    const months = Number((await tx.one<{ m: number }>('SELECT realization_months AS m FROM regularization_settings WHERE company_id = $1', [companyId]))!.m);
    const tolerance = String((await tx.one<{ t: string }>('SELECT tolerance_percent::text AS t FROM regularization_settings WHERE company_id = $1', [companyId]))!.t);

    const matches: Array<{ month: string; billId: string; remittanceId: string; minor: bigint; currency: string }> = [];
    let unmatched: { billId: string; minor: bigint; currency: string; remitter: readonly [string, string]; day: string } | undefined;
    for (let i = 0; i < 40; i++) {
      const h = stableHash(`acme-export-bill-${i}`);
      const sbDate = addDays(today, -(330 - i * 8));
      const currency = CURRENCIES[i % CURRENCIES.length];
      const buyers = BUYERS[currency];
      const buyer = buyers[h % buyers.length];
      // 6,000–58,000 in whole units, some with cents (exact minor units, never floats).
      const minor = BigInt((6_000 + (h % 52_000)) * 100 + (h % 7 === 0 ? 50 : 0)) * (currency === 'AED' ? 3n : 1n);
      const invoiceDate = addDays(sbDate, -(1 + (h % 3)));
      const billId = await createBill(tx, { userId: actor.userId, companyId }, {
        sbNumber: String(4_512_000 + i * 137 + (h % 97)),
        sbDate,
        portCode: PORTS[h % PORTS.length],
        invoiceNumber: `ACME/EXP/${fyOf(invoiceDate)}/${String(101 + i).padStart(4, '0')}`,
        invoiceDate,
        invoiceValue: decimalOfMinor(minor, currency),
        currency,
        buyerName: buyer[0],
        buyerCountry: buyer[1],
      }, 'bills');
      const plan = planOf(i);
      const due = realizationDueDate(sbDate, months);
      if (plan === 'OPEN') {
        if (i === 33) unmatched = { billId, minor, currency, remitter: buyer, day: addDays(today, -6) };
        continue;
      }
      const amount = plan === 'PART' ? (minor * BigInt(40 + (h % 21))) / 100n : plan === 'FULL_CHARGES' ? floorOf(minor, tolerance) + (minor * 6n) / 1000n : minor;
      // Paid 35–85 days after the shipping bill (an advance for every seventh), never after today or the due date.
      const advance = i % 7 === 3;
      let day = advance ? addDays(sbDate, -(10 + (h % 20))) : addDays(sbDate, 35 + (h % 50));
      if (day > addDays(today, -2)) day = addDays(today, -2);
      if (day > due) day = due;
      const remittanceId = await insertRemittance(tx, companyId, actor.userId, {
        bankReference: `IRM/ICIC/${day.slice(0, 7).replace('-', '')}/${String(10_000 + i * 211 + (h % 200))}`,
        remittanceDate: day,
        amount: decimalOfMinor(amount < minor ? amount : minor, currency),
        currency,
        purposeCode: advance ? 'P0103' : h % 3 === 0 ? 'P0101' : 'P0102',
        remitterName: buyer[0],
        remitterCountry: buyer[1],
        bank: 'ICICI',
      }, 'remittances');
      matches.push({ month: day.slice(0, 7), billId, remittanceId, minor: amount < minor ? amount : minor, currency });
    }

    // One batch per month of the remittances, validated and pushed to the sandbox bank as a user would, then dated back to that month.
    const bank = sandboxBank();
    for (const month of [...new Set(matches.map((m) => m.month))].sort()) {
      const rows = matches.filter((m) => m.month === month).map((m) => ({ billId: m.billId, remittanceId: m.remittanceId, amount: decimalOfMinor(m.minor, m.currency), currency: m.currency }));
      const answer = await validateAndSave(tx, actor, 'ICICI', rows, today);
      if (!answer.valid) throw new Error(`seedBills: the demo batch of ${month} does not validate: ${JSON.stringify(answer.rows[0])}`);
      await pushBatch(tx, bank, actor, answer.batch._id, today);
      const at = `${addDays(`${month}-01`, 27 + (stableHash(month) % 3))}T10:30:00Z`;
      const when = at.slice(0, 10) > today ? new Date().toISOString() : at;
      await tx.query('UPDATE regularization_batches SET created_at = $2, updated_at = $2, pushed_at = $2 WHERE id = $1', [answer.batch._id, when]);
      await tx.query('UPDATE bill_realizations SET created_at = $2 WHERE batch_id = $1', [answer.batch._id, when]);
      await tx.query("UPDATE export_bills SET regularized_at = $2, updated_at = $2 WHERE id = ANY($1::uuid[]) AND state = 'REGULARIZED'", [rows.map((r) => r.billId), when]);
    }

    if (unmatched) {
      await insertRemittance(tx, companyId, actor.userId, {
        bankReference: `IRM/ICIC/${unmatched.day.slice(0, 7).replace('-', '')}/77311`, remittanceDate: unmatched.day, amount: decimalOfMinor(unmatched.minor, unmatched.currency),
        currency: unmatched.currency, purposeCode: 'P0102', remitterName: unmatched.remitter[0], remitterCountry: unmatched.remitter[1], bank: 'ICICI',
      }, 'remittances');
    }
    await insertRemittance(tx, companyId, actor.userId, {
      bankReference: DEMO_REMITTANCE_REFERENCE, remittanceDate: addDays(today, -3), amount: '18450.00', currency: 'USD', purposeCode: 'P0102',
      remitterName: 'Great Lakes Trading Inc', remitterCountry: 'US', bank: 'ICICI',
    }, 'remittances');
  });
}
