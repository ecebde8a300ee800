import { badRequest, type Db } from '@portolan/sdk/server';
import type { BillingProfile } from '../../shared/types';

/** A billing profile and whether the company saved it (false: a default built from its company name). */
export interface LoadedProfile {
  profile: BillingProfile;
  saved: boolean;
}

/** The company's billing profile, or a default (its company name, India, INR, 30 days, prefix INV) when it has none yet. */
export async function billingProfileOf(db: Db, companyId: string): Promise<LoadedProfile> {
  const row = await db.one<Record<string, unknown>>('SELECT * FROM billing_profiles WHERE company_id = $1', [companyId]);
  if (row) {
    return {
      saved: true,
      profile: {
        companyId,
        legalName: String(row.legal_name),
        address: String(row.address),
        country: String(row.country),
        stateCode: (row.state_code as string) ?? null,
        gstin: (row.gstin as string) ?? null,
        pan: (row.pan as string) ?? null,
        baseCurrency: String(row.base_currency),
        paymentTermsDays: Number(row.payment_terms_days),
        invoicePrefix: String(row.invoice_prefix),
        creditNotePrefix: String(row.credit_note_prefix),
        bankDetails: String(row.bank_details),
        defaultTdsRate: Number(row.default_tds_rate),
        version: Number(row.version),
      },
    };
  }
  const company = await db.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]);
  return {
    saved: false,
    profile: {
      companyId,
      legalName: company?.name ?? 'Company',
      address: '',
      country: 'IN',
      stateCode: null,
      gstin: null,
      pan: null,
      baseCurrency: 'INR',
      paymentTermsDays: 30,
      invoicePrefix: 'INV',
      creditNotePrefix: 'CN',
      bankDetails: '',
      defaultTdsRate: 0,
      version: 0,
    },
  };
}

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** 400 naming the field for a malformed GSTIN, PAN or state code, or a GSTIN of another state (its first two digits are the state code). */
export function checkTaxIds(p: { country?: string; stateCode?: string | null; gstin?: string | null; pan?: string | null }, field = 'data'): void {
  if (p.stateCode != null && !/^[0-9]{2}$/.test(p.stateCode)) throw badRequest('The state code is two digits (the GST state code, e.g. 27)', `${field}.stateCode`);
  if (p.pan != null && !PAN.test(p.pan)) throw badRequest('The PAN is 10 characters: 5 letters, 4 digits, 1 letter (AABCB1234F)', `${field}.pan`);
  if (p.gstin != null) {
    if (!GSTIN.test(p.gstin)) throw badRequest('The GSTIN is 15 characters: state code, PAN, entity number, Z, check character', `${field}.gstin`);
    if (p.stateCode != null && p.gstin.slice(0, 2) !== p.stateCode) throw badRequest(`The GSTIN's first two digits must be the state code ${p.stateCode}`, `${field}.gstin`);
    if (p.pan != null && p.gstin.slice(2, 12) !== p.pan) throw badRequest('The GSTIN must contain the PAN (characters 3 to 12)', `${field}.gstin`);
  }
}
