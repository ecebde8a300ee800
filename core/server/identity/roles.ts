/** The built-in roles live in core/shared (the web's matrix tests read them too). */
export { ROLES, ROLE_NAMES, ROLE_DESCRIPTIONS, isRole, accessesForRole } from '../../shared/roles';
export type { Role } from '../../shared/roles';
