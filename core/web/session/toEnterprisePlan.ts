import type { EnterprisePlan } from '@portolan/sdk';

/** The subscription record as `GET /api/enterprises/v2/subscription` sends it. */
export interface SubscriptionRecord {
  _id?: string;
  status?: string;
  createdAt?: string;
  planName?: string;
  features?: Array<{ name: string; isActive?: boolean; [attribute: string]: unknown }>;
}

/**
 * SPEC §3: the enterprise plan as the workbench reads it: `isActive` (status 'active'; anything else,
 * or none, is the default 'inactive'), `subscriptionDate` (the created date), and the features by name,
 * each with its own `isActive` and attributes. No record gives an inactive plan without features.
 */
export function toEnterprisePlan(record: SubscriptionRecord | null | undefined): EnterprisePlan {
  const features: EnterprisePlan['features'] = {};
  for (const feature of Array.isArray(record?.features) ? record.features : []) {
    if (!feature || typeof feature.name !== 'string') continue;
    const { name, ...attributes } = feature;
    features[name] = { ...attributes, isActive: feature.isActive === true };
  }
  return {
    isActive: record?.status === 'active',
    subscriptionDate: record?.createdAt,
    planName: record?.planName,
    features,
  };
}
