import { badRequest, baseRecord, conflict, isCurrency, type Db } from '@portolan/sdk/server';
import { EXPORT_PURPOSE_CODES, PARTNER_BANKS, type PartnerBank } from '../../shared/states';
import type { RemittanceRecord } from '../../shared/types';
import { bigOf, decimalOfMinor, minorOfDecimal } from './billMoney';
import { isDay } from '@portolan/sdk/shared';

/** An inward remittance to record: money as a decimal string. */
export interface NewRemittance {
  bankReference: string;
  remittanceDate: string;
  amount: string;
  currency: string;
  purposeCode: string;
  remitterName: string;
  remitterCountry?: string | null;
  bank: PartnerBank;
}

/** A remittance's fields checked and normalized (400 naming `<field>.<name>`). */
export function checkedRemittance(r: NewRemittance, field = 'data'): NewRemittance & { amountMinor: bigint } {
  const f = (name: string) => `${field}.${name}`;
  const bankReference = String(r.bankReference ?? '').trim();
  if (!bankReference || bankReference.length > 40) throw badRequest('The bank reference (IRM number) is 1 to 40 characters', f('bankReference'));
  if (!isDay(r.remittanceDate)) throw badRequest('The remittance date is a date YYYY-MM-DD', f('remittanceDate'));
  const currency = String(r.currency ?? '').trim().toUpperCase();
  if (!isCurrency(currency)) throw badRequest('The currency is an ISO 4217 code such as USD', f('currency'));
  const amountMinor = minorOfDecimal(String(r.amount ?? ''), currency);
  if (amountMinor === undefined || amountMinor <= 0n) throw badRequest(`The amount is a positive amount with at most the ${currency} minor units`, f('amount'));
  const purposeCode = String(r.purposeCode ?? '').trim().toUpperCase();
  if (!(purposeCode in EXPORT_PURPOSE_CODES)) throw badRequest(`The purpose code is an export one: ${Object.keys(EXPORT_PURPOSE_CODES).join(', ')}`, f('purposeCode'));
  const remitterName = String(r.remitterName ?? '').trim();
  if (!remitterName || remitterName.length > 200) throw badRequest("The remitter's name is 1 to 200 characters", f('remitterName'));
  const remitterCountry = r.remitterCountry ? String(r.remitterCountry).trim().toUpperCase() : null;
  if (remitterCountry && !/^[A-Z]{2}$/.test(remitterCountry)) throw badRequest("The remitter's country is an ISO 3166 alpha-2 code", f('remitterCountry'));
  if (!(r.bank in PARTNER_BANKS)) throw badRequest(`The bank is one of ${Object.keys(PARTNER_BANKS).join(', ')}`, f('bank'));
  return { bankReference, remittanceDate: r.remittanceDate, amount: r.amount, currency, purposeCode, remitterName, remitterCountry, bank: r.bank, amountMinor };
}

/** 409 when the company already recorded this bank's reference (on another remittance than `except`). */
export async function checkReferenceFree(tx: Db, companyId: string, r: { bank: string; bankReference: string }, except: string | null, field = 'data'): Promise<void> {
  const taken = await tx.one('SELECT 1 FROM inward_remittances WHERE company_id = $1 AND bank = $2 AND bank_reference = $3 AND id <> coalesce($4::uuid, gen_random_uuid())', [companyId, r.bank, r.bankReference, except]);
  if (taken) throw conflict(`Remittance ${r.bankReference} of ${r.bank} is already recorded`, `${field}.bankReference`);
}

/** Inserts one remittance of the company (checked); answers its id. */
export async function insertRemittance(tx: Db, companyId: string, userId: string | null, input: NewRemittance, field = 'data'): Promise<string> {
  const r = checkedRemittance(input, field);
  await checkReferenceFree(tx, companyId, r, null, field);
  const row = await tx.one<{ id: string }>(
    `INSERT INTO inward_remittances (company_id, bank_reference, remittance_date, amount_minor, currency, purpose_code, remitter_name, remitter_country, bank, search_text, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [companyId, r.bankReference, r.remittanceDate, r.amountMinor.toString(), r.currency, r.purposeCode, r.remitterName, r.remitterCountry, r.bank, `${r.bankReference}\n${r.remitterName}`, userId],
  );
  return String(row!.id);
}

/** A row of inward_remittances as the API answers it. */
export function toRemittance(row: Record<string, unknown>): RemittanceRecord {
  const currency = String(row.currency);
  const amount = bigOf(row.amount_minor);
  const utilized = bigOf(row.utilized_minor);
  return {
    ...baseRecord(row),
    bankReference: String(row.bank_reference),
    remittanceDate: String(row.remittance_date),
    amount: decimalOfMinor(amount, currency),
    currency,
    purposeCode: String(row.purpose_code),
    remitterName: String(row.remitter_name),
    remitterCountry: (row.remitter_country as string) ?? null,
    bank: row.bank as PartnerBank,
    utilizedAmount: decimalOfMinor(utilized, currency),
    availableAmount: decimalOfMinor(amount - utilized, currency),
  };
}
