import { badRequest, conflict, HttpError, type Db } from '@portolan/sdk/server';
import type { BillingDeps } from '../BillingDeps';
import { createDraftInvoice } from '../invoices/createDraftInvoice';
import { issueInvoice } from '../invoices/issueInvoice';

/**
 * SAC of the line: 997331, "licensing services for the right to use computer software and databases"
 * — what a platform subscription is (the right to use Portolan for the period), rather than 998313
 * (IT consulting and support). GST 18 %.
 */
export const SUBSCRIPTION_SAC = '997331';
export const SUBSCRIPTION_GST_RATE = 18;

export interface SubscriptionPeriodInvoice {
  /** The platform's company: the issuer. */
  platformCompanyId: string;
  userId: string | null;
  companyId: string;
  companyName: string;
  subscriptionId: string;
  planName: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  /** Major units, a decimal string ("25000.00"). */
  amount: string;
  /** An uploaded original to attach (its billing_files id). */
  fileId?: string | null;
}

/** The draft's 400s name the form's fields (`amount`, `currency`), not the draft's. */
function formField(field: string | undefined): string | undefined {
  if (!field) return field;
  if (/lines\.\d+\.(unitPrice|quantity)/.test(field)) return 'amount';
  if (/\.currency$/.test(field)) return 'currency';
  return field.replace(/^data\./, '');
}

/**
 * Invoices one period of a company's subscription, in the caller's transaction: refuses a period
 * already invoiced (an invoice of the subscription with the same period start that is not VOID: 409),
 * creates the draft from the platform's company (one line "<plan> subscription <start> – <end>", SAC
 * 997331, GST 18 %), attaches the file and issues it (numbered; `invoice.issued` notifies the company).
 * Answers the invoice id.
 */
export async function invoiceSubscriptionPeriod(tx: Db, deps: BillingDeps, args: SubscriptionPeriodInvoice): Promise<string> {
  const taken = await tx.one<{ number: string | null; status: string }>(
    "SELECT number, status FROM invoices WHERE subscription_id = $1 AND period_start = $2 AND kind = 'INVOICE' AND status <> 'VOID' LIMIT 1",
    [args.subscriptionId, args.periodStart],
  );
  if (taken) throw conflict(`The period from ${args.periodStart} is already invoiced (${taken.number ?? 'a draft'}, ${taken.status})`, 'periodStart');
  if (args.periodEnd < args.periodStart) throw badRequest('periodEnd must not be before periodStart', 'periodEnd');
  let invoiceId: string;
  try {
    invoiceId = await createDraftInvoice(
      tx,
      {
        companyId: args.platformCompanyId,
        userId: args.userId,
        source: 'SUBSCRIPTION',
        subscriptionId: args.subscriptionId,
        periodStart: args.periodStart,
        periodEnd: args.periodEnd,
        input: {
          customerCompanyId: args.companyId,
          customerName: args.companyName,
          source: 'SUBSCRIPTION',
          currency: args.currency,
          lines: [
            {
              description: `${args.planName} subscription ${args.periodStart} – ${args.periodEnd}`.slice(0, 300),
              sac: SUBSCRIPTION_SAC,
              quantity: '1',
              unitPrice: args.amount,
              taxRate: SUBSCRIPTION_GST_RATE,
            },
          ],
        },
      },
      'data',
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw new HttpError(400, error.message, error.code, formField(error.field));
    throw error;
  }
  if (args.fileId) await tx.query('UPDATE invoices SET file_id = $2 WHERE id = $1', [invoiceId, args.fileId]);
  await issueInvoice(tx, deps, { invoiceId, companyId: args.platformCompanyId, userId: args.userId });
  return invoiceId;
}
