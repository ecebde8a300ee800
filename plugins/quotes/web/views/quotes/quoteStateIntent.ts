import type { Intent } from '@blueprintjs/core';
import type { QuoteState } from '../../../shared/states';

/** The tag colour of a quote state. */
export function quoteStateIntent(state: QuoteState): Intent {
  return state === 'ACCEPTED' ? 'success' : state === 'PUBLISHED' ? 'primary' : state === 'DECLINED' ? 'danger' : state === 'EXPIRED' || state === 'WITHDRAWN' ? 'warning' : 'none';
}
