/**
 * Browser storage keys of the session (SPEC §9 says browser storage holds the session token, the
 * persisted token and the user list, key names not shown; these are ours):
 *
 * - `portolan.sessionToken` (sessionStorage, so per tab): the token this tab is signed in with.
 * - `portolan.persistedToken` (localStorage): the token of the last sign-in or account switch; a new
 *   tab that has no session token of its own starts with it.
 * - `portolan.users` (localStorage): the saved accounts, JSON `[{ email, authToken }]`, one per email.
 */
export const SESSION_TOKEN_KEY = 'portolan.sessionToken';
/** See {@link SESSION_TOKEN_KEY}. */
export const PERSISTED_TOKEN_KEY = 'portolan.persistedToken';
/** See {@link SESSION_TOKEN_KEY}. */
export const USERS_KEY = 'portolan.users';
/** localStorage: the device tokens sign-ins answered, JSON `{email: deviceToken}` (a known device passes a slowed account). */
export const DEVICES_KEY = 'portolan.devices';
