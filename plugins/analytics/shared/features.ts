import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/**
 * Dashboards, reports and emissions (README.md). `dashboard`: `/dashboard` and its widgets (the widget
 * queries under `/api/reporting/v2/*Query`, the user's layout); `reports`: `/reports`, `/insights/v2`
 * (full-page reports, saved views, scheduled reports; the other areas' reports need `reports` and their
 * own feature); `emission`: `/emission` and `/api/emission`. Plan features (SPEC §9 dashboard reports):
 * `analytics` (the ten analytics widgets and the reports), `watch-tower` (the Watch Tower report),
 * `multimodal` (the Multimodal report).
 */
export const features: FeatureDefinition[] = [
  { name: 'dashboard', title: 'Dashboard', routes: ['/dashboard'], levels: ['Read'] },
  { name: 'reports', title: 'Reports and analytics', routes: ['/reports', '/insights/v2'], levels: ['Read', 'Create', 'Update', 'Delete'] },
  { name: 'emission', title: 'Emission reporting', routes: ['/emission'], levels: ['Read'] },
];

export const planFeatures: PlanFeatureDefinition[] = [
  { name: 'analytics', title: 'Analytics' },
  { name: 'multimodal', title: 'Multimodal' },
  { name: 'watch-tower', title: 'Watch Tower' },
];
