import type { Intent } from '@blueprintjs/core';
import type { TransitionAction } from '@portolan/sdk';
import type { ServiceContract } from '../../../shared/types';

/**
 * A service contract's state moves (the same table the server's defineTransitions enforces, README):
 * `POST /api/rates/v3/contracts/:id/<action>/` with the version, Approve level on 'contracts'.
 * EXPIRED is set by the server once validTo has passed; no one moves a contract there.
 */
export const CONTRACT_ACTIONS = {
  activate: { from: ['DRAFT'], to: 'ACTIVE', level: 'Approve', title: 'Activate', intent: 'success' },
  terminate: { from: ['ACTIVE'], to: 'TERMINATED', level: 'Approve', title: 'Terminate', intent: 'danger' },
} as const satisfies Record<string, TransitionAction>;

export const CONTRACT_STATES: ReadonlyArray<ServiceContract['status']> = ['DRAFT', 'ACTIVE', 'EXPIRED', 'TERMINATED'];

const INTENTS: Record<ServiceContract['status'], Intent> = { DRAFT: 'none', ACTIVE: 'success', EXPIRED: 'warning', TERMINATED: 'danger' };

/** The colour of a contract state's tag. */
export const contractIntent = (status: ServiceContract['status']): Intent => INTENTS[status] ?? 'none';
