import type { KycDocType } from './states';

/**
 * The numbers KYC documents carry, checked by their published formats (pure: no database).
 *
 * - PAN (Income Tax Department): 5 letters, 4 digits, 1 letter; the 4th letter is the holder's type
 *   (C company, P person, H HUF, F firm, A association of persons, T trust, B body of individuals,
 *   L local authority, J artificial juridical person, G government).
 * - GSTIN (GST Council): 2-digit state code (01–38), the holder's PAN, the entity code (1–9, A–Z: the
 *   registration's number within the state), 'Z' by default, and a check character (mod 36, below).
 * - IEC (DGFT): 10 alphanumerics; since 2017 the IEC is the holder's PAN.
 * - CIN (MCA): listing (L/U), 5-digit industry code, 2-letter state, year of incorporation, 3-letter
 *   ownership class (PLC, PTC, FLC, …), 6-digit registration number.
 */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_HOLDER_TYPES = 'CPHFATBLJG';
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const IEC_PATTERN = /^[0-9A-Z]{10}$/;
export const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN check character of its first 14 characters: each character's value (0–9, A=10 … Z=35) is
 * multiplied by 1 at odd positions and 2 at even positions (from the left); each product adds its
 * quotient and remainder by 36; the check is (36 − sum mod 36) mod 36 as a character.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]!);
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** A number as typed → as stored: trimmed, upper case, inner spaces removed. */
export function normalizeKycNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

function panProblem(pan: string, what = 'A PAN'): string | undefined {
  if (!PAN_PATTERN.test(pan)) return `${what} is 5 letters, 4 digits and a letter (e.g. AAACA1234K)`;
  if (!PAN_HOLDER_TYPES.includes(pan[3]!)) return `${what}'s 4th letter is the holder's type, one of ${PAN_HOLDER_TYPES.split('').join(', ')} (not ${pan[3]})`;
  return undefined;
}

/** Why `number` (normalized) is not a valid number for `docType`, or undefined. `thisYear` bounds a CIN's year. */
export function kycNumberProblem(docType: KycDocType, number: string, thisYear = new Date().getUTCFullYear()): string | undefined {
  switch (docType) {
    case 'PAN':
      return panProblem(number);
    case 'GST': {
      if (number.length !== 15) return `A GSTIN has 15 characters (this one has ${number.length})`;
      if (!GSTIN_PATTERN.test(number)) return 'A GSTIN is a 2-digit state code, the PAN, an entity code, Z and a check character (e.g. 27AAPFU0939F1ZV)';
      const state = Number(number.slice(0, 2));
      if (state < 1 || state > 38) return `A GSTIN starts with a state code from 01 to 38 (not ${number.slice(0, 2)})`;
      const pan = panProblem(number.slice(2, 12), "The GSTIN's PAN");
      if (pan) return pan;
      const check = gstinCheckChar(number.slice(0, 14));
      if (number[14] !== check) return `The GSTIN's check character is wrong (expected ${check} for ${number.slice(0, 14)}): check for a typing error`;
      return undefined;
    }
    case 'IEC':
      if (number.length !== 10) return `An IEC has 10 characters (this one has ${number.length})`;
      return IEC_PATTERN.test(number) ? undefined : 'An IEC is 10 letters and digits (the PAN of the holder)';
    case 'INCORPORATION': {
      if (number.length !== 21) return `A CIN has 21 characters (this one has ${number.length})`;
      if (!CIN_PATTERN.test(number)) return 'A CIN is L or U, 5 digits, a 2-letter state, the year, a 3-letter class and 6 digits (e.g. U74999MH2016PTC123456)';
      const year = Number(number.slice(8, 12));
      if (year < 1850 || year > thisYear) return `A CIN's year of incorporation must be from 1850 to ${thisYear} (not ${year})`;
      return undefined;
    }
  }
}

/** The PAN a number carries (GSTIN: characters 3–12; IEC: itself), compared with the company's PAN. */
export function panInside(docType: KycDocType, number: string): string | undefined {
  if (docType === 'GST') return number.slice(2, 12);
  if (docType === 'IEC') return number;
  return undefined;
}
