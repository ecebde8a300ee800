import { connectCompanies, recordKind, SHIPMENT_VOLUMES, type Db, type SeedContext } from '@portolan/sdk/server';
import type { InvoiceLineInput } from '../../shared/types';
import { createDraftInvoice } from '../invoices/createDraftInvoice';
import { issueInvoice } from '../invoices/issueInvoice';
import { linkQuote } from '../invoices/linkQuote';
import { shipmentChargesDraft } from '../invoices/shipmentChargesDraft';
import { issueCreditNote } from '../invoices/issueCreditNote';
import { applyPayment } from '../payments/applyPayment';
import { sandboxPayProvider } from '../pay2corp/sandboxPayProvider';
import { DEMO_PROFILES } from './demoProfiles';

const DAY = 86_400_000;
const dayOf = (now: number, days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);

/** Lines when a shipment has no accepted quote to bill from (an ocean freight and the usual local charges, INR). */
const FALLBACK_LINES: InvoiceLineInput[] = [
  { code: 'OFR', description: 'Ocean freight', sac: '996521', quantity: '1', unitPrice: '148000', taxRate: 5 },
  { code: 'THC', description: 'Terminal handling at origin', sac: '996719', quantity: '1', unitPrice: '11500', taxRate: 18 },
  { code: 'DOC', description: 'Documentation and BL fee', sac: '996719', quantity: '1', unitPrice: '3500', taxRate: 18 },
];

async function companyOfUser(ctx: SeedContext, email: string): Promise<string | undefined> {
  return (await ctx.identity.findUserByEmail(ctx.db, email))?.companyId;
}

/**
 * The billing demo story (README "Demo data"), once (a Bluewave that has invoices is left alone), through
 * the same steps the API runs: billing profiles for the demo companies; Bluewave's invoices to Acme for
 * shipments they share, drafted from the shipment's accepted quote charges — one paid, one partly paid
 * with a credit note, one overdue, one just issued (to pay on /pay) and a draft — and one shared shipment
 * with an accepted quote left to invoice; Harbourline's USD invoice to Acme; Portolan's subscription invoices to Acme (paid) and Bluewave
 * (open) with the subscriptions' billing terms; Acme's linked sandbox pay2corp accounts (INR and USD);
 * Bluewave's QuickBooks connection in sandbox mode, which pushes the issued invoices when the sync job runs.
 */
export async function seedBilling(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const [acme, bluewave, portolan, harbour] = await Promise.all(
    ['shipper@portolan.test', 'forwarder@portolan.test', 'admin@portolan.test', 'vendor2@portolan.test'].map((email) => companyOfUser(ctx, email)),
  );
  if (!acme || !bluewave || !portolan) return;
  if (await db.one('SELECT 1 FROM invoices WHERE company_id = $1 LIMIT 1', [bluewave])) return;
  const users = {
    bluewave: (await ctx.identity.findUserByEmail(db, 'forwarder@portolan.test'))!.id,
    acme: (await ctx.identity.findUserByEmail(db, 'shipper@portolan.test'))!.id,
    portolan: (await ctx.identity.findUserByEmail(db, 'admin@portolan.test'))!.id,
  };
  const ids: Record<string, string | undefined> = { acme, bluewave, portolan, harbour };
  for (const profile of DEMO_PROFILES) {
    const companyId = ids[profile.key];
    if (!companyId) continue;
    await db.query(
      `INSERT INTO billing_profiles (company_id, legal_name, address, country, state_code, gstin, pan, base_currency, payment_terms_days, invoice_prefix, credit_note_prefix, bank_details, default_tds_rate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (company_id) DO NOTHING`,
      [companyId, profile.legalName, profile.address, profile.country, profile.stateCode, profile.gstin, profile.pan, profile.baseCurrency, profile.termsDays, profile.invoicePrefix, profile.creditNotePrefix, profile.bankDetails, profile.tdsRate],
    );
  }
  await connectCompanies(db, acme, bluewave);

  // Bluewave's QuickBooks (sandbox): connected first, so every invoice issued below is queued for it.
  await db.query(
    `INSERT INTO accounting_connections (company_id, provider, mode, external_org_id, settings)
     VALUES ($1, 'QUICKBOOKS', 'SANDBOX', '9341452183920512', $2::jsonb) ON CONFLICT (company_id, provider) DO NOTHING`,
    [bluewave, JSON.stringify({
      [`customer.${acme}`]: '58', itemRef: '21', receivableAccount: '84', tdsReceivableAccount: '92',
      'taxCode.0': '11', 'taxCode.5': '12', 'taxCode.12': '13', 'taxCode.18': '14', 'taxCode.28': '15',
    })],
  );

  const now = Date.now();
  const deps = { db, log: ctx.log, services: ctx.services };
  const shared = (await ctx.services.find(SHIPMENT_VOLUMES)?.sharedWith(bluewave, acme, 8))?.items ?? [];
  const shipmentScope = recordKind(db, 'shipment');
  const drafts = await Promise.all(shared.map((shipment) => shipmentChargesDraft(deps, bluewave, shipment._id).catch(() => undefined)));
  // The first shared shipment with an accepted quote is left to invoice (its Invoices tab → Create invoice); the others are billed.
  const ready = drafts.findIndex((d) => !!d?.lines.length);
  const billed = shared.map((shipment, i) => ({ shipment, charges: drafts[i] })).filter((_, i) => i !== ready);
  /** A draft of Bluewave's for a shared shipment from its charges (or the fallback lines), issued `issuedDaysAgo` ago unless a draft. */
  const bluewaveInvoice = async (index: number, issuedDaysAgo: number | null, notes: string) => {
    const { shipment, charges } = billed[index] ?? {};
    const lines = charges?.lines.length ? charges.lines : FALLBACK_LINES;
    const currency = charges?.lines.length ? charges.currency : 'INR';
    return db.transaction(async (tx) => {
      const invoiceId = await createDraftInvoice(tx, {
        companyId: bluewave, userId: users.bluewave, shipmentScope,
        input: { customerCompanyId: acme, currency, exchangeRate: currency === 'INR' ? 1 : '83.25', shipmentId: shipment?._id ?? null, poNumber: `ACME-PO-${4410 + index}`, notes, lines },
      });
      if (charges?.quoteId) await linkQuote(tx, ctx.services, bluewave, invoiceId, charges.quoteId);
      if (issuedDaysAgo !== null) await issueInvoice(tx, deps, { invoiceId, companyId: bluewave, userId: users.bluewave, issueDate: dayOf(now, -issuedDaysAgo), actorName: 'Felix Forwarder' });
      return invoiceId;
    });
  };
  const balanceOf = async (invoiceId: string) => (await db.one<{ balance_minor: string; currency: string }>('SELECT balance_minor, currency FROM invoices WHERE id = $1', [invoiceId]))!;
  const receipt = async (invoiceId: string, share: number, daysAgo: number, reference: string) => {
    const open = await balanceOf(invoiceId);
    const amount = Math.round(Number(open.balance_minor) * share);
    // A USD invoice paid in rupees at the day's realized rate (83.60 against the booked 83.25).
    const inr = open.currency !== 'INR';
    await db.transaction((tx) => applyPayment(tx, deps, {
      payeeCompanyId: bluewave, payerCompanyId: acme, payerName: 'Acme Exports', method: 'BANK_TRANSFER', reference, receivedOn: dayOf(now, -daysAgo),
      currency: 'INR', amountMinor: inr ? Math.round(amount * 83.6) : amount,
      allocations: [{ invoiceId, amountMinor: amount, realizedRate: inr ? '83.6' : undefined }], userId: users.bluewave,
    }));
  };

  const paid = await bluewaveInvoice(0, 48, 'Thank you for your business.');
  await receipt(paid, 1, 12, 'NEFT UTIB0001234 / 8841207');
  const partly = await bluewaveInvoice(1, 21, 'Detention billed separately.');
  await receipt(partly, 0.5, 6, 'NEFT HDFC0000060 / 5512093');
  await db.transaction((tx) => issueCreditNote(tx, {
    invoiceId: partly, companyId: bluewave, userId: users.bluewave, actorName: 'Felix Forwarder', reason: 'Documentation fee waived (duplicate BL request)',
    lines: [{ code: 'DOC', description: 'Documentation fee waived', sac: '996719', quantity: '1', unitPrice: '1500', taxRate: 18 }],
  }).catch((error: unknown) => ctx.log.warn({ err: error }, 'demo credit note skipped')));
  await bluewaveInvoice(2, 52, 'Payment reminder sent on day 35.');
  await bluewaveInvoice(3, 4, 'Pay online through pay2corp (/pay).');
  await bluewaveInvoice(4, null, 'Draft — lines from the accepted quote, to be checked before issue.');

  if (harbour) {
    await connectCompanies(db, acme, harbour);
    await db.transaction(async (tx) => {
      const invoiceId = await createDraftInvoice(tx, {
        companyId: harbour, userId: null,
        input: { customerCompanyId: acme, currency: 'USD', exchangeRate: '83.25', termsDays: 15, tdsRate: 0, poNumber: 'ACME-PO-4398', lines: [
          { code: 'OFR', description: 'Ocean freight SGSIN → INNSA, 1 × 40HC', quantity: '1', unitPrice: '1480', taxRate: 0 },
          { code: 'BAF', description: 'Bunker adjustment factor', quantity: '1', unitPrice: '215.50', taxRate: 0 },
        ] },
      });
      await issueInvoice(tx, deps, { invoiceId, companyId: harbour, userId: null, issueDate: dayOf(now, -9), actorName: 'Harbourline Forwarding' });
    });
  }

  await seedSubscriptions(ctx, db, { portolan, acme, bluewave, userId: users.portolan }, now);
  await seedPayAccounts(db, acme);
}

/** The subscriptions' billing terms (INR 25,000 a month) and last month's invoice to each company: Acme's paid, Bluewave's open. */
async function seedSubscriptions(ctx: SeedContext, db: Db, who: { portolan: string; acme: string; bluewave: string; userId: string }, now: number): Promise<void> {
  const deps = { db, log: ctx.log, services: ctx.services };
  const thisMonth = new Date(now);
  const periodStart = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const periodEnd = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const current = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth(), 1)).toISOString().slice(0, 10);
  for (const [companyId, settle] of [[who.acme, true], [who.bluewave, false]] as const) {
    const subscription = await db.one<{ id: string; plan_name: string }>(
      `SELECT s.id, p.name AS plan_name FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.company_id = $1 AND s.status = 'active' ORDER BY s.created_at LIMIT 1`, [companyId],
    );
    if (!subscription) continue;
    await db.query(
      `INSERT INTO subscription_billing (subscription_id, company_id, price_minor, currency, cycle, current_period_start, auto_invoice)
       VALUES ($1, $2, 2500000, 'INR', 'MONTHLY', $3, true) ON CONFLICT (subscription_id) DO NOTHING`,
      [subscription.id, companyId, current],
    );
    const invoiceId = await db.transaction(async (tx) => {
      const id = await createDraftInvoice(tx, {
        companyId: who.portolan, userId: who.userId, source: 'SUBSCRIPTION', subscriptionId: subscription.id, periodStart, periodEnd,
        input: { customerCompanyId: companyId, currency: 'INR', termsDays: 30, tdsRate: 0, lines: [{ code: 'SUB', description: `${subscription.plan_name} subscription ${periodStart} – ${periodEnd}`, sac: '997331', quantity: '1', unitPrice: '25000', taxRate: 18 }] },
      });
      await issueInvoice(tx, deps, { invoiceId: id, companyId: who.portolan, userId: who.userId, issueDate: periodEnd, actorName: 'Priya Platform' });
      return id;
    });
    if (settle) {
      const open = (await db.one<{ balance_minor: string }>('SELECT balance_minor FROM invoices WHERE id = $1', [invoiceId]))!;
      await db.transaction((tx) => applyPayment(tx, deps, {
        payeeCompanyId: who.portolan, payerCompanyId: companyId, payerName: 'Acme Exports', method: 'BANK_TRANSFER', reference: 'NEFT ICIC0000104 / 7730119',
        receivedOn: new Date(Math.min(now, Date.parse(periodEnd) + 5 * DAY)).toISOString().slice(0, 10), currency: 'INR', amountMinor: Number(open.balance_minor),
        allocations: [{ invoiceId, amountMinor: Number(open.balance_minor) }], userId: who.userId,
      }));
    }
  }
}

/** Acme's corporate accounts at the pay2corp sandbox (INR and USD), linked as the /pay screen would link them. */
async function seedPayAccounts(db: Db, acme: string): Promise<void> {
  const sandbox = sandboxPayProvider({ db, scheduler: { send: async () => undefined } as never, secret: async () => '' });
  for (const corporateId of ['SBX-ACME01', 'SBX-ACMEUSD']) {
    const linked = await sandbox.linkAccount(corporateId);
    await db.query(
      `INSERT INTO pay_accounts (company_id, provider, mode, corporate_id, external_account_id, display_name, currency)
       VALUES ($1, 'pay2corp', 'SANDBOX', $2, $3, $4, $5) ON CONFLICT (company_id, provider, corporate_id) DO NOTHING`,
      [acme, corporateId, linked.externalAccountId, corporateId.endsWith('USD') ? 'Acme Exports USD operating account' : 'Acme Exports INR current account', linked.currency],
    );
  }
}
