import { isFeatureAllowed, isPlanFeatureActive, type AuthUser, type ReportDefinition } from '@portolan/sdk/server';

/**
 * Whether a user may run a report: the report's own access (features at its level, plan features) as its
 * query route checks it, and its area's plugin not switched off for the company.
 */
export function mayRunReport(user: Pick<AuthUser, 'effectiveAccesses' | 'plan' | 'disabledPlugins'>, report: ReportDefinition): boolean {
  const { features, level, plan } = report.access;
  if (features?.length && !isFeatureAllowed(user.effectiveAccesses, features, level)) return false;
  if (plan?.length && !plan.every((feature) => isPlanFeatureActive(user.plan, feature))) return false;
  return !(user.disabledPlugins ?? []).includes(report.area);
}
