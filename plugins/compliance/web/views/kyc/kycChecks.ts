import { KYC_DOC_TYPES, MAX_KYC_BYTES, type KycDocType } from '../../../shared/states';
import { kycNumberProblem as numberProblem, normalizeKycNumber } from '../../../shared/kycNumbers';

export { normalizeKycNumber };

/** The client's check of a KYC number: the server's own rules (shared/kycNumbers.ts), and a word when it is empty. */
export function kycNumberProblem(docType: KycDocType, raw: string): string | undefined {
  const number = normalizeKycNumber(raw);
  return number ? numberProblem(docType, number) : `Give the ${KYC_DOC_TYPES[docType].number} on the document`;
}

/** The client's check of a KYC file: PDF, PNG or JPEG, at most 5 MiB (the server checks the content). */
export function kycFileProblem(file: File): string | undefined {
  if (!/\.(pdf|png|jpe?g)$/i.test(file.name)) return 'Choose a PDF, PNG or JPEG file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_KYC_BYTES) return `The file is ${(file.size / 1024 / 1024).toFixed(1)} MiB; at most ${MAX_KYC_BYTES / 1024 / 1024} MiB`;
  return undefined;
}
