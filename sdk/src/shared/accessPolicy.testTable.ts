/**
 * The declared access policy of plugins/auth/README.md, written out independently of the code that
 * computes it (sdk/src/shared/roles.ts), for the matrix tests of the server and the web nav.
 * For each role: the levels allowed on a business feature, and on each governing feature.
 */
export const DECLARED_POLICY: Record<string, { business: string[]; users: string[]; admin: string[]; configurations: string[] }> = {
  admin: { business: ['Read', 'Create', 'Update', 'Delete', 'Approve'], users: ['Read', 'Create', 'Update', 'Delete'], admin: ['Read', 'Update'], configurations: ['Read', 'Update'] },
  manager: { business: ['Read', 'Create', 'Update', 'Approve'], users: ['Read'], admin: [], configurations: ['Read', 'Update'] },
  operator: { business: ['Read', 'Create', 'Update'], users: [], admin: [], configurations: ['Read'] },
  viewer: { business: ['Read'], users: [], admin: [], configurations: [] },
};

/** Whether `role` may use `feature` at `level` (undefined: any level), given the levels the feature has. */
export function declaredAllows(role: string, feature: { name: string; levels: readonly string[] }, level?: string): boolean {
  const policy = DECLARED_POLICY[role];
  const governing = feature.name === 'users' || feature.name === 'admin' || feature.name === 'configurations';
  const granted = (governing ? policy[feature.name as 'users'] : policy.business).filter((l) => role === 'admin' || feature.levels.includes(l));
  if (level === undefined) return granted.length > 0;
  // 'Always' (admin) allows every level, also ones the feature does not list (SPEC §6).
  if (role === 'admin') return true;
  return granted.includes(level);
}
