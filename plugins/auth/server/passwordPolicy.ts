import { badRequest } from '@portolan/sdk/server';
import commonPasswords from './data/commonPasswords.json';

/** Lengths (NIST SP 800-63B: at least 8, allow at least 64; we allow 128). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The 10,000 most common passwords of 8+ characters (ranked list of @zxcvbn-ts/language-common 4.1.3, MIT). */
const COMMON = new Set<string>(commonPasswords as string[]);

export const COMMON_PASSWORD_COUNT = COMMON.size;

export const TOO_COMMON_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

/** Why a new password is refused, or undefined. Common passwords are compared without case, and so is the email. */
export function passwordProblem(password: string, email?: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `The password must have at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `The password may have at most ${PASSWORD_MAX} characters`;
  const folded = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(folded)) return TOO_COMMON_MESSAGE;
  if (email && folded === email.trim().toLowerCase()) return 'The password must not be your email address';
  return undefined;
}

/** Throws a 400 naming `field` when the password is refused. */
export function checkPassword(password: string, field: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw badRequest(problem, field);
}
