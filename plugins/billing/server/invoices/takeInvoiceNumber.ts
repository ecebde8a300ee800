import type { Db } from '@portolan/sdk/server';
import { fiscalYearOf, formatInvoiceNumber } from './invoiceNumber';

/**
 * The next number of the issuer's series for the financial year of `issueDate`, in the issuing
 * transaction: the counter row is inserted or incremented and stays locked until commit, so concurrent
 * issues queue behind it and a rollback gives the number back (no gaps, no duplicates).
 */
export async function takeInvoiceNumber(tx: Db, args: { companyId: string; series: 'INVOICE' | 'CREDIT_NOTE'; prefix: string; country: string; issueDate: string }): Promise<string> {
  const fiscalYear = fiscalYearOf(args.issueDate, args.country);
  const row = await tx.one<{ last_number: number }>(
    `INSERT INTO invoice_counters (company_id, series, fiscal_year, last_number) VALUES ($1, $2, $3, 1)
     ON CONFLICT (company_id, series, fiscal_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [args.companyId, args.series, fiscalYear],
  );
  return formatInvoiceNumber(args.prefix, fiscalYear, Number(row!.last_number));
}
