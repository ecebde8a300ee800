import type { VendorAwardedSummaryRow, VendorParticipation } from '../../../shared/types';
import type { NetworkCompany } from '../../api/rfqApi';

/** One vendor of the company: a network connection and/or a company it invited, with its figures. */
export interface ProviderRow {
  vendorCompanyId: string;
  name: string;
  /** An accepted connection now (it can be invited to new RFQs). */
  connected: boolean;
  participation: VendorParticipation | undefined;
  awarded: VendorAwardedSummaryRow | undefined;
}

/**
 * The company's vendors: its network connections joined with the participation and award figures
 * (a vendor invited before and no longer connected keeps its figures), by name.
 */
export function providerRows(network: readonly NetworkCompany[], participation: readonly VendorParticipation[], awarded: readonly VendorAwardedSummaryRow[]): ProviderRow[] {
  const rows = new Map<string, ProviderRow>();
  const row = (id: string, name: string) => {
    const existing = rows.get(id);
    if (existing) return existing;
    const created: ProviderRow = { vendorCompanyId: id, name, connected: false, participation: undefined, awarded: undefined };
    rows.set(id, created);
    return created;
  };
  for (const c of network) row(c._id, c.name).connected = true;
  for (const p of participation) row(p.vendorCompanyId, p.vendorName).participation = p;
  for (const a of awarded) row(a.vendorCompanyId, a.vendorName).awarded = a;
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}
