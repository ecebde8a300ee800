import type { Intent } from '@blueprintjs/core';
import type { InvitationState } from '../../../shared/states';

/** The tag colour of an invitation's state (INVITED and VIEWED neutral: a minimal warning tag fails WCAG contrast). */
export function invitationIntent(state: InvitationState): Intent {
  switch (state) {
    case 'AWARDED':
      return 'success';
    case 'BID':
      return 'primary';
    case 'DECLINED':
    case 'LOST':
      return 'danger';
    default:
      return 'none';
  }
}
