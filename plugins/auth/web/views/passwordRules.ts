/** Password length limits shared by every screen that sets one (the server enforces the same). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A user-facing problem with a new password and its confirmation, or undefined when it is fine. */
export function passwordProblem(password: string, confirmation: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  if (password !== confirmation) return 'The two passwords do not match';
  return undefined;
}

/** A light email check for instant feedback; the server decides. */
export function isEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}
