import { Tag, type IconName, type Intent } from '@blueprintjs/core';
import type { KycState } from '../../../shared/states';

const LOOK: Record<KycState, { text: string; intent: Intent; icon: IconName }> = {
  PENDING: { text: 'Pending review', intent: 'primary', icon: 'time' },
  VERIFIED: { text: 'Verified', intent: 'success', icon: 'tick-circle' },
  REJECTED: { text: 'Rejected', intent: 'danger', icon: 'cross-circle' },
  EXPIRED: { text: 'Expired', intent: 'warning', icon: 'outdated' },
  SUPERSEDED: { text: 'Superseded', intent: 'none', icon: 'history' },
};

/** A KYC document's state: colour, icon and words. */
export function KycStateTag({ state }: { state: KycState }) {
  const look = LOOK[state];
  return (
    <Tag intent={look.intent} icon={look.icon} round>
      {look.text}
    </Tag>
  );
}
