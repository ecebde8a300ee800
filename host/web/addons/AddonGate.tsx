import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Session } from '@portolan/sdk';
import { LoadingScreen } from '../shell/LoadingScreen';
import type { AddonStore } from './AddonStore';
import { sessionKey } from './startAddons';

/**
 * Holds the workbench back while the signed-in user's add-ons are being listed (one small request),
 * so a deep link to an add-on's page resolves to its screen instead of flashing "not found".
 */
export const AddonGate = observer(function AddonGate({ session, store, children }: { session: Session; store: AddonStore; children: ReactNode }) {
  const key = sessionKey(session);
  if (key && (store.status === 'loading' || store.needsLoad(key))) return <LoadingScreen label="Loading your apps…" />;
  return <>{children}</>;
});
