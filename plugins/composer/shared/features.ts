import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

/**
 * The composers (README.md): `composer` — `/composer` (the company's composed pages and document
 * templates: Read to open and preview, Create to make one, Update to edit, publish, pin and set the
 * default template, Delete to delete) and `/pages` (published pages, Read). Moved here from the SPEC-owned list.
 * `/components` (the SDK's living documentation) and `/temp` (a shared page's public preview) are open routes.
 */
export const features: FeatureDefinition[] = [{ name: 'composer', title: 'Document and page composer', routes: ['/composer', '/pages'], levels: ['Read', 'Create', 'Update', 'Delete'] }];

export const planFeatures: PlanFeatureDefinition[] = [];
