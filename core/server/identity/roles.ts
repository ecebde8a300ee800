import type { FeatureAccess } from '@portolan/sdk/server';
import { FEATURES } from '../../shared/features';

/**
 * The built-in roles and the access levels each grants on every feature of the catalogue.
 * (A later issue makes roles configurable per company; these are the defaults.)
 */
export const ROLES = {
  admin: ['Always'],
  manager: ['Read', 'Create', 'Update', 'Approve'],
  operator: ['Read', 'Create', 'Update'],
  viewer: ['Read'],
} as const satisfies Record<string, readonly string[]>;

export type Role = keyof typeof ROLES;

export function isRole(role: string): role is Role {
  return Object.prototype.hasOwnProperty.call(ROLES, role);
}

/** SPEC §6 effectiveAccesses for a role: every feature with the role's levels; an unknown role gets nothing. */
export function accessesForRole(role: string): Record<string, FeatureAccess> {
  const levels = isRole(role) ? ROLES[role] : [];
  const accesses: Record<string, FeatureAccess> = {};
  for (const feature of FEATURES) accesses[feature] = { levels: [...levels] };
  return accesses;
}
