import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { NotificationBus, useService } from '@portolan/sdk';

/** Blueprint's toaster is loaded with the first notification, so pages that never notify don't pay for it. */
const Snackbar = lazy(() => import('../../../core/web/notifications/Snackbar').then((m) => ({ default: m.Snackbar })));

/** The always-active snackbar (SPEC §2): listens to the notification bus from the first render. */
export const SnackbarHost = observer(function SnackbarHost() {
  const bus = useService(NotificationBus);
  if (bus.snackbar.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  );
});
