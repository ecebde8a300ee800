import type { Intent } from '@blueprintjs/core';
import type { Rate } from '../../../shared/types';

const INTENTS: Record<Rate['validity'], Intent> = { ACTIVE: 'success', FUTURE: 'primary', EXPIRED: 'none' };

/** The colour of a rate's validity tag: live green, future blue, expired grey. */
export const validityIntent = (validity: Rate['validity']): Intent => INTENTS[validity] ?? 'none';
