import type { Db } from '@portolan/sdk/server';
import type { BillRecord } from '../../shared/types';

/** An export bill to create (the PDF reader's createInvoice, the bills API's create): money as a decimal string. */
export interface NewBill {
  sbNumber: string;
  sbDate: string;
  portCode: string;
  shipmentId?: string | null;
  invoiceNumber: string;
  invoiceDate: string;
  invoiceValue: string;
  currency: string;
  buyerName?: string | null;
  buyerCountry?: string | null;
  extractionId?: string | null;
}

/** Who creates it. */
export interface BillAuthor {
  userId: string | null;
  companyId: string;
}

/**
 * Contract (regularization/ implements it): creates one export bill of the company under the bills API's
 * rules (a bad field is a 400 naming `<field>.<name>`; a shipping bill number, date and port already
 * recorded is a 409), computing its export date and realization due date; answers its id. In `tx`.
 */
export async function createBill(_tx: Db, _author: BillAuthor, _bill: NewBill, _field: string): Promise<string> {
  throw new Error('createBill: not implemented yet');
}

/** Contract: one of the company's bills as the API answers it, or undefined when it is not the company's. */
export async function readBill(_db: Db, _companyId: string, _id: string): Promise<BillRecord | undefined> {
  throw new Error('readBill: not implemented yet');
}
