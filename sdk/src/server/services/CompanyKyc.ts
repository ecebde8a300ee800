import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** A company's KYC as the areas that depend on it read it (payments, regularization of bills). */
export interface KycStatus {
  /** Every required document type has a verified, unexpired document. */
  verified: boolean;
  /** Required document types without a verified, unexpired document (e.g. 'GST', 'IEC', 'PAN', 'INCORPORATION'). */
  missing: string[];
}

/**
 * What the compliance plugin offers the areas that must refuse until a company's KYC is verified
 * (SPEC §2 /kyc): the status, and a guard that throws a 403 naming what is missing.
 */
export interface CompanyKyc {
  status(db: Db, companyId: string): Promise<KycStatus>;
  /** Throws a 403 HttpError ("KYC is not verified: … missing") unless the company's KYC is verified; `purpose` names the refused action. */
  requireVerified(db: Db, companyId: string, purpose: string): Promise<void>;
}

export const COMPANY_KYC = serviceToken<CompanyKyc>('compliance.kyc', "a company's KYC status (payments and regularization refuse until it is verified)");
