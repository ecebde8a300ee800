/**
 * ISO 6346 container numbers: owner code (3 letters) + category (U, J or Z) + 6-digit serial + check
 * digit. Letter values start at A=10 and skip multiples of 11 (so A=10, B=12 … K=21, L=23 …); the
 * check digit is Σ value·2^i mod 11, where 10 counts as 0.
 */
const FORMAT = /^[A-Z]{3}[UJZ]\d{6}\d$/;

function letterValue(letter: string): number {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code++) {
    value++;
    if (value % 11 === 0) value++;
  }
  return value;
}

/** The check digit of the first 10 characters (owner, category, serial), or undefined when they are malformed. */
export function iso6346CheckDigit(first10: string): number | undefined {
  const text = first10.toUpperCase();
  if (!/^[A-Z]{3}[UJZ]\d{6}$/.test(text)) return undefined;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = text[i];
    const value = i < 4 ? letterValue(ch) : Number(ch);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** A container number without spaces or dashes, upper-cased: 'msku 123456-7' → 'MSKU1234567'. */
export function normalizeContainerNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Why a container number is not valid, or undefined when it is. */
export function containerNumberProblem(text: string): string | undefined {
  const number = normalizeContainerNumber(text);
  if (!FORMAT.test(number)) return 'must be 3 letters, U/J/Z, 6 digits and a check digit (e.g. MSKU1234565)';
  const expected = iso6346CheckDigit(number.slice(0, 10));
  if (expected !== Number(number[10])) return `has a wrong check digit (expected ${expected})`;
  return undefined;
}

export function isValidContainerNumber(text: string): boolean {
  return containerNumberProblem(text) === undefined;
}

/** A valid container number for an owner prefix (4 letters ending in U/J/Z) and a serial. */
export function containerNumber(prefix: string, serial: number): string {
  const first10 = `${prefix.toUpperCase()}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${first10}${iso6346CheckDigit(first10)}`;
}
