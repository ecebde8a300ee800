/**
 * The declared access policy of plugins/auth/README.md, written out independently of the code that
 * computes it (sdk/src/shared/roles.ts), for the matrix tests of the server and the web nav.
 * For each role: the levels allowed on a business feature, and on each governing feature of the auth
 * plugin. Another governing feature (`admin: true`) is the admin's alone, but for the levels its `grants` gives a role.
 */
export const DECLARED_POLICY: Record<string, { business: string[] } & Record<string, string[]>> = {
  admin: { business: ['Read', 'Create', 'Update', 'Delete', 'Approve'], users: ['Read', 'Create', 'Update', 'Delete'], admin: ['Read', 'Update'], configurations: ['Read', 'Update'] },
  manager: { business: ['Read', 'Create', 'Update', 'Approve'], users: ['Read'], admin: [], configurations: ['Read', 'Update'] },
  operator: { business: ['Read', 'Create', 'Update'], users: [], admin: [], configurations: ['Read'] },
  viewer: { business: ['Read'], users: [], admin: [], configurations: [] },
};

/** Whether `role` may use `feature` at `level` (undefined: any level), given the levels the feature has. */
export function declaredAllows(role: string, feature: { name: string; levels: readonly string[]; admin?: boolean; grants?: Readonly<Record<string, readonly string[]>> }, level?: string): boolean {
  // 'Always' (admin) allows every feature, at every level, also ones the feature does not list (SPEC §6).
  if (role === 'admin') return true;
  const policy = DECLARED_POLICY[role];
  const granted = (feature.admin ? (policy[feature.name] ?? feature.grants?.[role] ?? []) : policy.business).filter((l) => feature.levels.includes(l));
  return level === undefined ? granted.length > 0 : granted.includes(level);
}
