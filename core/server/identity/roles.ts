/** The built-in roles live in the SDK's shared rules (the web's matrix tests read them too). */
export { ROLES, ROLE_NAMES, ROLE_DESCRIPTIONS, isRole, accessesForRole } from '@portolan/sdk/shared';
export type { Role } from '@portolan/sdk/shared';
