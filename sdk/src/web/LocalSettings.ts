import { token } from './Token';

/** SPEC §3 local settings, kept in browser storage. */
export interface LocalSettingsValues {
  sideNavView: 'collapsed' | 'expanded';
  sideNavDashboardReports: Record<string, boolean>;
  sideNavDashboardAnalytics: Record<string, boolean>;
  slideSideNav: boolean;
}

export interface LocalSettings {
  readonly values: LocalSettingsValues;
  get<K extends keyof LocalSettingsValues>(key: K): LocalSettingsValues[K];
  set<K extends keyof LocalSettingsValues>(key: K, value: LocalSettingsValues[K]): void;
}

export const LocalSettings = token<LocalSettings>('portolan.sdk.LocalSettings');
