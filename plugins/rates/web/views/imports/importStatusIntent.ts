import type { Intent } from '@blueprintjs/core';
import type { ImportState } from '../../../shared/types';

const INTENTS: Record<ImportState, Intent> = { UPLOADED: 'none', VALIDATED: 'primary', COMMITTING: 'warning', COMMITTED: 'success', FAILED: 'danger', CANCELLED: 'none' };

/** The colour of an import's status tag. */
export const importStatusIntent = (status: ImportState): Intent => INTENTS[status] ?? 'none';
