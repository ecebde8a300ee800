/**
 * Rules the web and the server share (SPEC §6): access levels and features, the feature catalogue,
 * the built-in roles, entitlement checks, and the plugins that cannot be switched off. Pure
 * TypeScript: no DOM, no Node.
 */
export { LEVELS } from './features';
export type { Level, Feature, FeatureDefinition, PlanFeatureDefinition } from './features';
export { createFeatureCatalogue } from './FeatureCatalogue';
export type { FeatureCatalogue, FeatureDeclaration } from './FeatureCatalogue';
export { featureCatalogueOf } from './featureCatalogueOf';
export type { DeclaresFeatures } from './featureCatalogueOf';
export { SPEC_AREA_FEATURES, SPEC_AREA_PLAN_FEATURES } from './specAreaFeatures';
export { ROLES, ROLE_NAMES, ROLE_DESCRIPTIONS, isRole, accessesForRole } from './roles';
export type { Role } from './roles';
export { isFeatureAllowed, isPlanFeatureActive, meetsRequirement } from './entitlementRules';
export type { FeatureLevels, AccessMap, PlanFeatures, AccessRequirement } from './entitlementRules';
export { ALWAYS_ON_PLUGINS, isAlwaysOnPlugin } from './alwaysOnPlugins';
export * from './geo';
export { OCEAN_CARRIERS, carrierByCode, carrierName, carrierLabel } from './carriers';
export type { OceanCarrier } from './carriers';
export { currencyDigits, isCurrency } from './currencies';
export { iso6346CheckDigit, normalizeContainerNumber, containerNumberProblem, isValidContainerNumber, containerNumber } from './iso6346';
export { todayUtc, addDays, daysBetween, isDay } from './days';
export { RATE_SIDES, CHARGE_BASES, CHARGE_STAGES } from './rateOptions';
export type { RateSide, ChargeBasis, ChargeStage, RateSearch, ChargeLine, OptionSailing, RateOption, ShortlistEntry } from './rateOptions';
export { APPROVAL_REMINDER_INTERVAL_MS, APPROVAL_MAX_LEVELS, APPROVAL_CRITERIA_FIELDS, APPROVAL_MAX_CRITERIA_VALUES } from './approvals';
export type { ApprovalCriteriaField, ApprovalCriteria, ApprovalFacts, ApprovalCriteriaOptions, ApprovalConfiguration, ApproverCandidate, ApprovalStatus, ApprovalLevelStatus, ApprovalDecision, ApprovalLevelState, ApprovalState } from './approvals';
export { REPORT_MODES, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, REPORT_MAX_LIST, REPORT_DRILL_PATH, defaultReportFilter, reportFilterToQuery, reportFilterFromQuery, reportDrillHref } from './reports';
export type { ReportMode, ReportFilter, ReportColumn, ReportColumnType, ReportChartKind, ReportSeries, ReportRow, ReportResult, ReportDescriptor, ReportViewLayout } from './reports';
export { DASHBOARD_API } from './dashboard';
export type { WidgetSize, DashboardLayout, DashboardLayoutItem, Freshness } from './dashboard';
export { NOTIFICATION_CHANNELS, DIGEST_MODES, EVENT_CATEGORIES, eventCatalogueOf } from './events';
export type { NotificationChannel, DigestMode, EventCategory, EventDefinition, EventCatalogue } from './events';
export { LIVE_PATH, LIVE_CLOSE_DENIED, LIVE_KINDS } from './live';
export type { LiveClientMessage, LiveServerMessage } from './live';
export * from './composer';
export * from './documents';
