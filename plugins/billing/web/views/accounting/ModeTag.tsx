import { Tag } from '@blueprintjs/core';
import type { AccountingConnection } from '../../../shared/types';

/** A connection's mode: the sandbox is said plainly, so nobody takes its answers for the ledger's. */
export function ModeTag({ mode }: { mode: AccountingConnection['mode'] }) {
  return mode === 'SANDBOX' ? (
    <Tag intent="warning" icon="lab-test">
      Sandbox — recorded responses, nothing leaves Portolan
    </Tag>
  ) : (
    <Tag intent="success" icon="globe-network">
      Live
    </Tag>
  );
}
