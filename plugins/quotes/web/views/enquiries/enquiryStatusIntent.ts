import type { Intent } from '@blueprintjs/core';
import type { EnquiryState } from '../../../shared/states';

/** The tag colour of an enquiry state. */
export function enquiryStatusIntent(status: EnquiryState): Intent {
  if (status === 'WON') return 'success';
  if (status === 'LOST') return 'danger';
  if (status === 'QUOTED') return 'primary';
  if (status === 'QUOTING') return 'warning';
  return 'none';
}

/** Human words for the enum values the screens show (loss reasons, services, sources). */
export function words(value: string): string {
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
