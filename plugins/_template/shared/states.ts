import type { Level } from '@portolan/sdk/shared';

/** The states of a sample (README: the state table). */
export const SAMPLE_STATES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type SampleState = (typeof SAMPLE_STATES)[number];

/**
 * The state table: each action is `POST /api/template/v2/samples/:id/<action>/`, allowed from the
 * listed states to users with its level on the 'template' feature. The server enforces it
 * (defineTransitions); the web shows the buttons from it.
 */
export const SAMPLE_ACTIONS = {
  submit: { from: ['DRAFT'], to: 'SUBMITTED', level: 'Update', title: 'Submit', intent: 'primary' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED', level: 'Approve', title: 'Approve', intent: 'success' },
  reject: { from: ['SUBMITTED'], to: 'REJECTED', level: 'Approve', title: 'Reject', intent: 'danger' },
  reopen: { from: ['REJECTED'], to: 'DRAFT', level: 'Update', title: 'Reopen' },
} as const satisfies Record<string, { from: readonly SampleState[]; to: SampleState; level: Level; title: string; intent?: 'primary' | 'success' | 'danger' }>;
