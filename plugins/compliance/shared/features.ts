import type { FeatureDefinition, PlanFeatureDefinition } from '@portolan/sdk/shared';

const WORK = ['Read', 'Create', 'Update', 'Delete'] as const;

/**
 * India trade compliance (README.md): export general manifests and per-sailing manifests (`egm`),
 * customs house agents (`chas`), regularization of export bills (`regularization`; its `/regularize`
 * page is also open to a bank customer holding a signed partner link), company KYC documents (`kyc`;
 * Approve is not a company level: a platform admin verifies) and the PDF reader (`pdf-reader`).
 */
export const features: FeatureDefinition[] = [
  { name: 'egm', title: 'Export general manifests', routes: ['/egm', '/manifests'], levels: [...WORK] },
  { name: 'chas', title: 'Customs house agents', routes: ['/chas'], levels: [...WORK] },
  { name: 'regularization', title: 'Regularization of bills', routes: ['/regularize'], levels: [...WORK] },
  { name: 'kyc', title: 'KYC documents', routes: ['/kyc'], levels: ['Read', 'Create'] },
  { name: 'pdf-reader', title: 'PDF reader', routes: [], levels: ['Read', 'Create'] },
];

export const planFeatures: PlanFeatureDefinition[] = [];
