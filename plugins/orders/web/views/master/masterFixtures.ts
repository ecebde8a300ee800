import type { CompanyLocation, CompanyMasterEntry } from '../../../shared/types';

const base = { createdAt: '2026-10-01T08:00:00Z', updatedAt: '2026-10-01T08:00:00Z', version: 3 };

export const SUPPLIER: CompanyMasterEntry = {
  ...base, _id: 'm1', code: 'SZBT', name: 'Shenzhen Bright Textiles', kind: 'SUPPLIER', country: 'CN', city: 'Shenzhen', address: '18 Bao’an Road', port: 'CNSZX',
  contactName: 'Li Wei', contactEmail: 'li.wei@bright.test', phone: null, taxId: null, paymentTerms: '30 days from B/L', currency: 'USD', active: true,
};
export const CONSIGNEE: CompanyMasterEntry = { ...SUPPLIER, _id: 'm2', code: 'ACMEUK', name: 'Acme UK Ltd', kind: 'CONSIGNEE', country: 'GB', city: 'London', port: 'GBFXT', contactEmail: null, paymentTerms: null, active: false };
export const WAREHOUSE: CompanyLocation = { ...base, _id: 'l1', code: 'MUM-DC', name: 'Acme DC Mumbai', kind: 'WAREHOUSE', address: 'Plot 7, MIDC', city: 'Mumbai', country: 'IN', port: 'INNSA', active: true };

/** A list answer of the SDK's resources. */
export const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });
