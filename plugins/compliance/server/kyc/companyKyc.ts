import { addDays, forbidden, todayUtc, type CompanyKyc, type Db } from '@portolan/sdk/server';
import { KYC_DOC_TYPES, KYC_EXPIRY_REMINDER_DAYS, REQUIRED_KYC_TYPES, type KycDocType } from '../../shared/states';

/** What `GET /api/kyc/status` answers: the SDK's KycStatus plus the verified documents expiring within KYC_EXPIRY_REMINDER_DAYS. */
export interface KycStatusAnswer {
  verified: boolean;
  missing: KycDocType[];
  expiring: Array<{ docType: KycDocType; expiresOn: string }>;
}

/**
 * A company's KYC on `today`: a required type counts when its current document is VERIFIED and not past
 * its expiry date (one the hourly job has not marked EXPIRED yet already counts as missing).
 */
export async function kycStatusOf(db: Db, companyId: string, today = todayUtc()): Promise<KycStatusAnswer> {
  const rows = await db.query<{ doc_type: KycDocType; expires_on: string | null }>(
    "SELECT doc_type, expires_on::text AS expires_on FROM kyc_documents WHERE company_id = $1 AND state = 'VERIFIED' AND (expires_on IS NULL OR expires_on > $2::date)",
    [companyId, today],
  );
  const valid = new Map(rows.rows.map((r) => [r.doc_type, r.expires_on]));
  const missing = REQUIRED_KYC_TYPES.filter((t) => !valid.has(t));
  const horizon = addDays(today, KYC_EXPIRY_REMINDER_DAYS);
  const expiring = [...valid]
    .filter((entry): entry is [KycDocType, string] => entry[1] !== null && entry[1] <= horizon)
    .map(([docType, expiresOn]) => ({ docType, expiresOn }))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  return { verified: missing.length === 0, missing, expiring };
}

/** The COMPANY_KYC service: regularization and payments refuse with a 403 naming what is missing until the company's KYC is verified. */
export function companyKyc(): CompanyKyc {
  return {
    async status(db, companyId) {
      const { verified, missing } = await kycStatusOf(db, companyId);
      return { verified, missing };
    },
    async requireVerified(db, companyId, purpose) {
      const { missing } = await kycStatusOf(db, companyId);
      if (missing.length === 0) return;
      const names = missing.map((t) => KYC_DOC_TYPES[t].title).join(', ');
      throw forbidden(`KYC is not verified: ${names} missing — upload them on the KYC page to ${purpose}`);
    },
  };
}
