import { badRequest } from '@portolan/sdk/server';
import type { Db, PluginSwitches } from '@portolan/sdk/server';
import { isAlwaysOnPlugin } from '@portolan/sdk/shared';
import { isUuid } from '../isUuid';

const PLUGIN_ID = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * Per-company plugin switches on `company_plugin_switches` (identity migration 002). Every plugin is
 * on unless a row says otherwise; the always-on plugins (auth, spec) cannot be switched off.
 * `set` records who changed it when given `updatedBy`.
 */
export function createPluginSwitches(): PluginSwitches & {
  set(db: Db, companyId: string, pluginId: string, enabled: boolean, updatedBy?: string): Promise<void>;
} {
  return {
    async disabledFor(db, companyId) {
      if (!isUuid(companyId)) return new Set();
      const rows = await db.query<{ plugin_id: string }>('SELECT plugin_id FROM company_plugin_switches WHERE company_id = $1 AND NOT enabled', [companyId]);
      return new Set(rows.rows.map((r) => r.plugin_id).filter((id) => !isAlwaysOnPlugin(id)));
    },

    async isEnabled(db, companyId, pluginId) {
      if (isAlwaysOnPlugin(pluginId) || !isUuid(companyId)) return true;
      const row = await db.one<{ enabled: boolean }>('SELECT enabled FROM company_plugin_switches WHERE company_id = $1 AND plugin_id = $2', [companyId, pluginId]);
      return row?.enabled !== false;
    },

    async set(db, companyId, pluginId, enabled, updatedBy?: string) {
      if (!PLUGIN_ID.test(pluginId)) throw badRequest('data.plugin must be a plugin id (kebab-case)', 'data.plugin');
      if (isAlwaysOnPlugin(pluginId) && !enabled) throw badRequest(`The plugin "${pluginId}" cannot be switched off`, 'data.plugin');
      await db.query(
        `INSERT INTO company_plugin_switches (company_id, plugin_id, enabled, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (company_id, plugin_id) DO UPDATE SET enabled = EXCLUDED.enabled, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [companyId, pluginId, enabled, updatedBy && isUuid(updatedBy) ? updatedBy : null],
      );
    },
  };
}
