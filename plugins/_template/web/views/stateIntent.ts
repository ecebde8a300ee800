import type { Intent } from '@blueprintjs/core';
import type { SampleState } from '../../shared/states';

const INTENTS: Record<SampleState, Intent> = { DRAFT: 'none', SUBMITTED: 'primary', APPROVED: 'success', REJECTED: 'danger' };

/** The colour of a state's tag. */
export const stateIntent = (state: SampleState): Intent => INTENTS[state];
