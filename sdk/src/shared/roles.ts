/** SPEC §6: a feature's access levels. */
interface FeatureAccess {
  levels: string[];
}
import { FEATURE_CATALOGUE, type FeatureDefinition, type Level } from './features';

/**
 * The built-in roles (SPEC §6 leaves role names to us). Each grants levels on the business features
 * and, separately, on the company-governing features (`admin: true` in the catalogue: users,
 * admin, configurations). A grant is cut to the levels the feature has; an empty cut is 'Never'.
 *
 * | role     | business features                  | users            | admin       | configurations |
 * | admin    | Always                             | Always           | Always      | Always         |
 * | manager  | Read Create Update Approve         | Read             | Never       | Read Update    |
 * | operator | Read Create Update                 | Never            | Never       | Read           |
 * | viewer   | Read                               | Never            | Never       | Never          |
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

/** The levels a role grants on the company-governing features. */
const GOVERNING: Record<Role, Record<string, readonly string[]>> = {
  admin: {},
  manager: { users: ['Read'], admin: [], configurations: ['Read', 'Update'] },
  operator: { users: [], admin: [], configurations: ['Read'] },
  viewer: { users: [], admin: [], configurations: [] },
};

export function isRole(role: string): role is Role {
  return Object.prototype.hasOwnProperty.call(ROLES, role);
}

function grant(role: Role, feature: FeatureDefinition): string[] {
  const wanted = feature.admin && GOVERNING[role][feature.name] ? GOVERNING[role][feature.name] : ROLES[role];
  if (wanted.includes('Always')) return ['Always'];
  const levels = wanted.filter((level) => feature.levels.includes(level as Level));
  return levels.length > 0 ? levels : ['Never'];
}

/** SPEC §6 effectiveAccesses for a role: every feature of the catalogue; an unknown role gets nothing. */
export function accessesForRole(role: string): Record<string, FeatureAccess> {
  const accesses: Record<string, FeatureAccess> = {};
  for (const feature of FEATURE_CATALOGUE as readonly FeatureDefinition[]) {
    accesses[feature.name] = { levels: isRole(role) ? grant(role, feature) : [] };
  }
  return accesses;
}
