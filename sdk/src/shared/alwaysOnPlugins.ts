/**
 * Plugins an enterprise admin cannot switch off: accounts (auth: sign-in and identity, the enterprise
 * admin screens — switching them off would lock the admin out of the switches — and the user's own
 * profile and audit trail) and lookups (ports, places and container types every area's forms and the
 * rate search resolve through), and pages (the FAQs and the contact form: a company that switched its
 * features off must still reach support). 'spec' owns the SPEC §2 areas no plugin serves yet.
 */
export const ALWAYS_ON_PLUGINS: readonly string[] = ['auth', 'lookups', 'pages', 'spec'];

export function isAlwaysOnPlugin(pluginId: string): boolean {
  return ALWAYS_ON_PLUGINS.includes(pluginId);
}
