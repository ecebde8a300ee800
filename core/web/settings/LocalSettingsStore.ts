import { makeAutoObservable } from 'mobx';
import type { LocalSettings, LocalSettingsValues } from '@portolan/sdk';
import { defaultLocalSettings } from './localSettingsDefaults';

/** The localStorage key of the local settings (one JSON object). */
export const LOCAL_SETTINGS_KEY = 'portolan.localSettings';

/**
 * SPEC §3 local settings (MobX), kept in localStorage under {@link LOCAL_SETTINGS_KEY}. Missing, corrupt
 * or mistyped values fall back to the defaults one by one; toggles added in a later release start on.
 * A storage that refuses writes (quota, privacy mode) keeps the values for this page only.
 */
export class LocalSettingsStore implements LocalSettings {
  values: LocalSettingsValues;

  constructor(private readonly storage: Storage | null = globalThis.localStorage ?? null) {
    this.values = readSettings(storage);
    makeAutoObservable<LocalSettingsStore, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  get<K extends keyof LocalSettingsValues>(key: K): LocalSettingsValues[K] {
    return this.values[key];
  }

  set<K extends keyof LocalSettingsValues>(key: K, value: LocalSettingsValues[K]): void {
    this.values = { ...this.values, [key]: value };
    try {
      this.storage?.setItem(LOCAL_SETTINGS_KEY, JSON.stringify(this.values));
    } catch {
      // Storage full or forbidden: the setting holds for this page.
    }
  }
}

function readSettings(storage: Storage | null): LocalSettingsValues {
  const defaults = defaultLocalSettings();
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(LOCAL_SETTINGS_KEY) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return defaults;
  const s = saved as Record<string, unknown>;
  return {
    sideNavView: s.sideNavView === 'collapsed' || s.sideNavView === 'expanded' ? s.sideNavView : defaults.sideNavView,
    sideNavDashboardReports: { ...defaults.sideNavDashboardReports, ...booleans(s.sideNavDashboardReports) },
    sideNavDashboardAnalytics: { ...defaults.sideNavDashboardAnalytics, ...booleans(s.sideNavDashboardAnalytics) },
    slideSideNav: typeof s.slideSideNav === 'boolean' ? s.slideSideNav : defaults.slideSideNav,
  };
}

function booleans(value: unknown): Record<string, boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'boolean')) as Record<string, boolean>;
}
