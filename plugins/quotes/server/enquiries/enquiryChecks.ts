import Big from 'big.js';
import { badRequest, isCurrency, type Db } from '@portolan/sdk/server';
import type { CargoDetails } from '../../shared/types';

/** The shape rules JSON schema cannot say: FCL needs containers, LCL weight and volume; reefer range; a real currency; two different ends. */
export function checkEnquiryShape(e: { mode: string; containers: unknown[]; cargo: CargoDetails; currency: string; origin: string; destination: string }): void {
  if (e.origin === e.destination) throw badRequest('destination must differ from origin', 'data.destination');
  if (e.mode === 'FCL' && e.containers.length === 0) throw badRequest('containers: an FCL enquiry needs at least one container', 'data.containers');
  if (e.mode === 'LCL') {
    if (!e.cargo.weightKg) throw badRequest('cargo.weightKg is required for LCL', 'data.cargo.weightKg');
    if (!e.cargo.volumeM3) throw badRequest('cargo.volumeM3 is required for LCL', 'data.cargo.volumeM3');
  }
  if (e.cargo.weightKg && new Big(e.cargo.weightKg).lte(0)) throw badRequest('cargo.weightKg must be more than 0', 'data.cargo.weightKg');
  if (e.cargo.volumeM3 && new Big(e.cargo.volumeM3).lte(0)) throw badRequest('cargo.volumeM3 must be more than 0', 'data.cargo.volumeM3');
  if (e.cargo.reeferTempC) {
    const t = new Big(e.cargo.reeferTempC);
    if (t.lt(-40) || t.gt(30)) throw badRequest('cargo.reeferTempC must be between -40 and +30 °C', 'data.cargo.reeferTempC');
  }
  if (!isCurrency(e.currency)) throw badRequest('currency must be an ISO 4217 currency code', 'data.currency');
}

/** The cargo as stored: empty strings are null, every field present. */
export function cargoOf(input: Partial<CargoDetails> & { commodity: string }): CargoDetails {
  const t = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    commodity: input.commodity.trim(),
    hsCode: t(input.hsCode),
    weightKg: t(input.weightKg),
    volumeM3: t(input.volumeM3),
    packages: input.packages ?? null,
    dgClass: t(input.dgClass),
    reeferTempC: t(input.reeferTempC),
  };
}

export type CustomerRef = { id: string; name: string; companyId: string | null; currency: string; contactName: string | null; contactEmail: string | null };

/** One of the forwarder's own customers; any other id (unknown or another forwarder's) is the same 400. */
export async function ownCustomer(tx: Db, companyId: string, customerId: string): Promise<CustomerRef> {
  const row = await tx.one<Record<string, unknown>>('SELECT id, name, customer_company_id, currency, contacts FROM customers WHERE id = $1 AND company_id = $2', [customerId, companyId]);
  if (!row) throw badRequest('customerId must be one of your customers', 'data.customerId');
  const contacts = (typeof row.contacts === 'string' ? JSON.parse(row.contacts) : row.contacts) as Array<{ name: string; email: string | null }>;
  return {
    id: String(row.id),
    name: String(row.name),
    companyId: (row.customer_company_id as string | null) ?? null,
    currency: String(row.currency),
    contactName: contacts[0]?.name ?? null,
    contactEmail: contacts[0]?.email ?? null,
  };
}
