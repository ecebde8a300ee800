/** SPEC §8: a user, company, subscription or reset-token response that lacks success and data. */
export const UNEXPECTED_ERROR = 'Unexpected error';

/** SPEC §5/§8: a login or sign-up that failed without a message from the server. */
export const TRY_AGAIN_LATER = 'Unexpected Error: Try again later';

/** SPEC §8: the notification pair of a sign-up. */
export const SIGN_UP_TEXTS = { success: 'User Account Created', failure: 'failed to create account' } as const;

/** Shown after a password was set when the server sent no message of its own. */
export const PASSWORD_SAVED = 'Password updated';
