import { baseRecord, iso } from '@portolan/sdk/server';
import type { KycDocType, KycState } from '../../shared/states';
import type { KycDocument } from '../../shared/types';

/** Record kind of a KYC document (activity: uploads, reviews, expiry). */
export const KYC_DOCUMENT_KIND = 'kyc-document';

/** The columns of a kyc_documents row every answer reads (never the content), with the company's name; alias `d`, companies `c`. */
export const KYC_COLUMNS = `d.id, d.company_id, c.name AS company_name, d.doc_type, d.state, d.number, d.issued_on::text AS issued_on, d.expires_on::text AS expires_on,
  d.file_name, d.content_type, d.size, d.sha256, d.uploaded_by_name, d.reviewed_by_name, d.reviewed_at, d.rejection_reason, d.created_at, d.updated_at, d.version`;

/** `FROM` clause matching KYC_COLUMNS. */
export const KYC_FROM = 'kyc_documents d JOIN companies c ON c.id = d.company_id';

/** A row of KYC_COLUMNS → KycDocument. */
export function toKycDocument(row: Record<string, unknown>): KycDocument {
  return {
    ...baseRecord(row),
    companyId: String(row.company_id),
    companyName: String(row.company_name ?? ''),
    docType: row.doc_type as KycDocType,
    state: row.state as KycState,
    number: String(row.number),
    issuedOn: (row.issued_on as string | null) ?? null,
    expiresOn: (row.expires_on as string | null) ?? null,
    fileName: String(row.file_name),
    contentType: String(row.content_type),
    size: Number(row.size),
    sha256: String(row.sha256),
    uploadedByName: (row.uploaded_by_name as string | null) ?? null,
    reviewedByName: (row.reviewed_by_name as string | null) ?? null,
    reviewedAt: iso(row.reviewed_at),
    rejectionReason: (row.rejection_reason as string | null) ?? null,
  };
}
