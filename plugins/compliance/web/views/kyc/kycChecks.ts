import { KYC_DOC_TYPES, MAX_KYC_BYTES, type KycDocType } from '../../../shared/states';

/** A number as the server stores it: no spaces, upper case. */
export const normalizeKycNumber = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The client's check of a KYC number, mirroring the server's formats (the server also checks the GSTIN's check character, a CIN's year and the company's PAN). */
export function kycNumberProblem(docType: KycDocType, raw: string): string | undefined {
  const number = normalizeKycNumber(raw);
  if (!number) return `Give the ${KYC_DOC_TYPES[docType].number} on the document`;
  switch (docType) {
    case 'GST':
      if (number.length !== 15) return `A GSTIN has 15 characters (this one has ${number.length})`;
      return /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(number) ? undefined : 'A GSTIN is a 2-digit state code, the PAN, an entity code, Z and a check character (e.g. 27AAPFU0939F1ZV)';
    case 'PAN':
      return /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(number) ? undefined : 'A PAN is 5 letters, 4 digits and a letter (e.g. AAACA1234K)';
    case 'IEC':
      if (number.length !== 10) return `An IEC has 10 characters (this one has ${number.length})`;
      return /^[0-9A-Z]{10}$/.test(number) ? undefined : 'An IEC is 10 letters and digits (the PAN of the holder)';
    case 'INCORPORATION':
      if (number.length !== 21) return `A CIN has 21 characters (this one has ${number.length})`;
      return /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/.test(number) ? undefined : 'A CIN is L or U, 5 digits, a 2-letter state, the year, a 3-letter class and 6 digits (e.g. U74999MH2016PTC123456)';
  }
}

/** The client's check of a KYC file: PDF, PNG or JPEG, at most 5 MiB (the server checks the content). */
export function kycFileProblem(file: File): string | undefined {
  if (!/\.(pdf|png|jpe?g)$/i.test(file.name)) return 'Choose a PDF, PNG or JPEG file';
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_KYC_BYTES) return `The file is ${(file.size / 1024 / 1024).toFixed(1)} MiB; at most ${MAX_KYC_BYTES / 1024 / 1024} MiB`;
  return undefined;
}
