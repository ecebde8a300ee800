/**
 * Plugins an enterprise admin cannot switch off: sign-in and identity (auth), the enterprise admin
 * screens themselves (admin: switching it off would lock the admin out of the switches) and the
 * user's own profile and audit trail (users). 'spec' owns the SPEC §2 areas no plugin serves yet.
 */
export const ALWAYS_ON_PLUGINS: readonly string[] = ['auth', 'admin', 'users', 'spec'];

export function isAlwaysOnPlugin(pluginId: string): boolean {
  return ALWAYS_ON_PLUGINS.includes(pluginId);
}
