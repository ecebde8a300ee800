import { token } from './Token';

/** What a plugin, nav entry or route needs. All listed features must be allowed (SPEC §6). */
export interface Requirement {
  /** Access features, all required. */
  features?: string[];
  /** A specific level (e.g. 'Create'); the levels must then contain 'Always' or this level. */
  level?: string;
  /** Enterprise plan features, all required to be active. */
  plan?: string[];
}

export interface Entitlements {
  /** SPEC §6: non-empty levels without 'Never'; with `level`, also 'Always' or that level. */
  isAllowed(feature: string | string[], level?: string): boolean;
  /** Plan feature active; true when `noPlanRestriction` is set. */
  isPlanFeatureActive(feature: string, noPlanRestriction?: boolean): boolean;
  /** False when an enterprise admin switched the plugin off for the user's company. */
  isPluginEnabled(pluginId: string): boolean;
  /** Every part of a requirement. An absent requirement is met. */
  meets(requirement?: Requirement): boolean;
}

export const Entitlements = token<Entitlements>('portolan.sdk.Entitlements');
