import type { FeatureDefinition, Level } from './features';
import type { FeatureCatalogue } from './FeatureCatalogue';

/** SPEC §6: a feature's access levels. */
interface FeatureAccess {
  levels: string[];
}

/**
 * The built-in roles (SPEC §6 leaves role names to us), as rules over whatever features the
 * catalogue holds — a plugin's new feature is granted by these rules, not by editing a table:
 *
 * - admin: 'Always' on every feature.
 * - manager, operator, viewer: their levels below, cut to the levels the feature has.
 * - A governing feature (`admin: true`: users, admin, configurations) is the admin's alone, unless
 *   the feature's `grants` gives a role levels; `grants` may also override the rule of a business feature.
 * An empty cut is 'Never'.
 */
export const ROLES = {
  admin: ['Always'],
  manager: ['Read', 'Create', 'Update', 'Approve'],
  operator: ['Read', 'Create', 'Update'],
  viewer: ['Read'],
} as const satisfies Record<string, readonly string[]>;

export type Role = keyof typeof ROLES;

export const ROLE_NAMES = Object.keys(ROLES) as Role[];

export const ROLE_DESCRIPTIONS: Record<Role, { title: string; description: string }> = {
  admin: { title: 'Admin', description: 'Everything, including users, roles, plan features and plugins of the company' },
  manager: { title: 'Manager', description: 'Works and approves in every area; sees the users; changes configurations' },
  operator: { title: 'Operator', description: 'Reads, creates and updates in every area; no approvals, no administration' },
  viewer: { title: 'Viewer', description: 'Reads every area; changes nothing' },
};

export function isRole(role: string): role is Role {
  return Object.prototype.hasOwnProperty.call(ROLES, role);
}

function grant(role: Role, feature: FeatureDefinition): string[] {
  if (role === 'admin') return ['Always'];
  const declared = feature.grants && Object.prototype.hasOwnProperty.call(feature.grants, role) ? feature.grants[role] : undefined;
  const wanted: readonly string[] = declared ?? (feature.admin ? [] : ROLES[role]);
  const levels = wanted.filter((level) => feature.levels.includes(level as Level));
  return levels.length > 0 ? levels : ['Never'];
}

/** SPEC §6 effectiveAccesses for a role: every feature of the catalogue; an unknown role gets nothing. */
export function accessesForRole(role: string, catalogue: FeatureCatalogue): Record<string, FeatureAccess> {
  const accesses: Record<string, FeatureAccess> = {};
  for (const feature of catalogue.all()) {
    accesses[feature.name] = { levels: isRole(role) ? grant(role, feature) : [] };
  }
  return accesses;
}
