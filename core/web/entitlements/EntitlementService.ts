import type { Entitlements, Requirement, Session } from '@portolan/sdk';
import { isAlwaysOnPlugin, isFeatureAllowed, isPlanFeatureActive, meetsRequirement } from '@portolan/sdk/shared';

/**
 * Entitlements (SPEC §6) of the signed-in user: the shared rule applied to the Session's
 * `user.effectiveAccesses` and `enterprisePlan`. It reads the Session's observables on every call,
 * so `observer` components and MobX reactions re-run when the user or the plan changes.
 * Signed out, nothing is allowed and no plan feature is active (unless no plan restriction is asked).
 */
export class EntitlementService implements Entitlements {
  constructor(private readonly session: Session) {}

  isAllowed(feature: string | string[], level?: string): boolean {
    return isFeatureAllowed(this.session.user?.effectiveAccesses, feature, level);
  }

  isPlanFeatureActive(feature: string, noPlanRestriction?: boolean): boolean {
    return isPlanFeatureActive(this.session.enterprisePlan.data, feature, noPlanRestriction);
  }

  /** The server lists the switched-off plugins on the profile (`disabledPlugins`); the always-on ones never are. */
  isPluginEnabled(pluginId: string): boolean {
    if (isAlwaysOnPlugin(pluginId)) return true;
    const disabled = this.session.user?.disabledPlugins;
    return !Array.isArray(disabled) || !disabled.includes(pluginId);
  }

  meets(requirement?: Requirement): boolean {
    return meetsRequirement(this.session.user?.effectiveAccesses, this.session.enterprisePlan.data, requirement);
  }
}
