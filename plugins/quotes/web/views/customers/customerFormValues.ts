import type { FieldErrors } from '@portolan/sdk';
import { isCurrency } from '@portolan/sdk/shared';
import type { Contact, Customer } from '../../../shared/types';

/** The customer form's values as text; `contacts` is the contacts editor's JSON. */
export type CustomerValues = {
  name: string;
  customerCompanyId: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  taxId: string;
  contacts: string;
  creditDays: string;
  creditLimit: string;
  'defaultMargin.type': string;
  'defaultMargin.value': string;
  currency: string;
  status: string;
  notes: string;
};

export type ContactRow = { name: string; email: string; phone: string; role: string };

const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactRows(text: string): ContactRow[] {
  try {
    const rows = JSON.parse(text || '[]') as ContactRow[];
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

export function customerValuesOf(c?: Customer): CustomerValues {
  return {
    name: c?.name ?? '',
    customerCompanyId: c?.customerCompanyId ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    address: c?.address ?? '',
    country: c?.country ?? '',
    taxId: c?.taxId ?? '',
    contacts: JSON.stringify((c?.contacts ?? []).map((k) => ({ name: k.name, email: k.email ?? '', phone: k.phone ?? '', role: k.role ?? '' }))),
    creditDays: String(c?.creditDays ?? 30),
    creditLimit: c?.creditLimit ?? '',
    'defaultMargin.type': c?.defaultMargin?.type ?? '',
    'defaultMargin.value': c?.defaultMargin?.value ?? '',
    currency: c?.currency ?? 'USD',
    status: c?.status ?? 'ACTIVE',
    notes: c?.notes ?? '',
  };
}

/** The client checks, mirroring the server's schema. */
export function customerProblems(v: CustomerValues): FieldErrors {
  const e: FieldErrors = {};
  if (!v.name.trim()) e.name = 'Name the customer';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) e.email = 'Enter an email address';
  if (v.country && !/^[A-Z]{2}$/.test(v.country)) e.country = 'A two-letter country code, e.g. IN';
  const contacts = contactRows(v.contacts);
  if (contacts.some((c) => !c.name.trim())) e.contacts = 'Every contact needs a name';
  else if (contacts.some((c) => c.email.trim() && !EMAIL.test(c.email.trim()))) e.contacts = 'A contact email is not an email address';
  if (!/^\d+$/.test(v.creditDays) || Number(v.creditDays) > 365) e.creditDays = 'Whole days from 0 to 365';
  if (v.creditLimit.trim() && !DECIMAL.test(v.creditLimit.trim())) e.creditLimit = 'An amount, e.g. 50000 or 50000.50';
  if (v['defaultMargin.type'] && !DECIMAL.test(v['defaultMargin.value'].trim())) e['defaultMargin.value'] = 'A number of 0 or more, e.g. 12.5';
  if (!isCurrency(v.currency)) e.currency = 'An ISO 4217 code, e.g. USD';
  return e;
}

const orNull = (t: string) => (t.trim() ? t.trim() : null);

/** The body `data` for the server. */
export function customerDataOf(v: CustomerValues): Record<string, unknown> {
  const contacts: Contact[] = contactRows(v.contacts).map((c) => ({ name: c.name.trim(), email: orNull(c.email), phone: orNull(c.phone), role: orNull(c.role) }));
  return {
    name: v.name.trim(),
    customerCompanyId: v.customerCompanyId || null,
    email: orNull(v.email),
    phone: orNull(v.phone),
    address: orNull(v.address),
    country: v.country || null,
    taxId: orNull(v.taxId),
    contacts,
    creditDays: Number(v.creditDays),
    creditLimit: orNull(v.creditLimit),
    defaultMargin: v['defaultMargin.type'] ? { type: v['defaultMargin.type'], value: v['defaultMargin.value'].trim() } : null,
    currency: v.currency,
    status: v.status,
    notes: orNull(v.notes),
  };
}
