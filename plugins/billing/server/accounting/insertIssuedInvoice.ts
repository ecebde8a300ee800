import type { Db } from '@portolan/sdk/server';

let counter = 0;

/**
 * Tests: an ISSUED invoice of Bluewave (27, Maharashtra) to Acme (29): two lines at IGST 18 %, subtotal
 * ₹1,02,500.50, written straight by SQL (the invoice routes are built beside this). Answers its id and number.
 */
export async function insertIssuedInvoice(
  db: Db,
  issuerId: string,
  customer: { companyId: string | null; name: string },
  options: { status?: string; notes?: string | null; paidMinor?: number; tdsRate?: number } = {},
): Promise<{ id: string; number: string }> {
  counter += 1;
  const number = `BWL-T-${String(counter).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const subtotal = 10250050;
  const tax = 1845009;
  const total = subtotal + tax;
  const tdsRate = options.tdsRate ?? 0;
  const tds = Math.round((subtotal * tdsRate) / 100);
  const paid = options.paidMinor ?? 0;
  const status = options.status ?? 'ISSUED';
  const row = await db.one<{ id: string }>(
    `INSERT INTO invoices (company_id, customer_company_id, customer_name, number, status, currency, base_currency, exchange_rate, issue_date, terms_days, due_date,
        tax_regime, place_of_supply, supplier, customer, subtotal_minor, igst_minor, tax_minor, total_minor, tds_rate, tds_minor, payable_minor, paid_minor, balance_minor, notes, issued_at)
     VALUES ($1, $2, $3, $4, $5, 'INR', 'INR', 1, '2026-11-02', 30, '2026-12-02', 'INTER', '29', $6, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15, $16, now())
     RETURNING id`,
    [
      issuerId, customer.companyId, customer.name, number, status,
      JSON.stringify({ legalName: 'Bluewave Logistics Pvt Ltd', stateCode: '27', gstin: '27AABCB1234F1Z5' }),
      JSON.stringify({ companyId: customer.companyId, legalName: customer.name, stateCode: '29', gstin: '29AAACA5678K1Z2' }),
      subtotal, tax, total, tdsRate, tds, total - tds, paid, status === 'PAID' || status === 'VOID' ? 0 : total - tds - paid, options.notes ?? null,
    ],
  );
  const id = row!.id;
  await db.query(
    `INSERT INTO invoice_lines (company_id, invoice_id, position, code, description, sac, quantity, unit_price, amount_minor, tax_rate, igst_minor) VALUES
       ($1, $2, 1, 'OFR', 'Ocean freight INNSA → DEHAM, 2 × 40HC', '996521', 2, 45000, 9000000, 18, 1620000),
       ($1, $2, 2, 'THC', 'Terminal handling at origin', '996719', 1, 12500.5, 1250050, 18, 225009)`,
    [issuerId, id],
  );
  return { id, number };
}
