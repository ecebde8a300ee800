import { definePlugin } from '@portolan/sdk';
import { createPluginTester, type PluginTester, type PluginTesterOptions } from '@portolan/sdk/testing';
import auth from '../index';

/** A switchable plugin beside auth, as the workbench would register it (nav entry and one screen). */
export const manifestsPlugin = definePlugin({
  id: 'egm',
  title: 'Export manifests',
  nav: [{ id: 'egm', section: 'admin', title: 'Export manifests', icon: 'document', to: '/manifests' }],
  routes: [{ path: '/manifests', load: async () => ({ default: () => null }) }],
});

/** The auth plugin in a workbench, signed in as a company admin unless told otherwise. */
export function authTester(options: Omit<PluginTesterOptions, 'plugin'> = {}): PluginTester {
  return createPluginTester({ plugin: auth, ...options });
}

/** The answer envelope of DESIGN §4. */
export const ok = (data: unknown) => ({ success: true, data });

/** An error envelope with the status the server gives. */
export const failure = (status: number, message: string, field?: string) => ({ fakeStatus: status, body: { success: false, error: { message, code: 'ERROR', ...(field ? { field } : {}) } } });
