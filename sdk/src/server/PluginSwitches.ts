import type { Db } from './Db';

/**
 * Which plugins an enterprise admin switched off for a company (every plugin is on by default).
 * The core enforces it for every plugin's routes (403); the web hides the plugin's nav and routes.
 */
export interface PluginSwitches {
  /** The ids of the plugins switched off for the company. */
  disabledFor(db: Db, companyId: string): Promise<Set<string>>;
  isEnabled(db: Db, companyId: string, pluginId: string): Promise<boolean>;
  set(db: Db, companyId: string, pluginId: string, enabled: boolean): Promise<void>;
}
