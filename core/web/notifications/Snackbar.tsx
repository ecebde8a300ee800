import { observer } from 'mobx-react-lite';
import { Toast, type Intent as BlueprintIntent } from '@blueprintjs/core';
import { NotificationBus, useService, type Intent } from '@portolan/sdk';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_ELEVATION } from './snackbarDefaults';
import './snackbar.css';

/**
 * The snackbar (SPEC §2: always active): the newest messages of the NotificationBus as Blueprint
 * toasts in a fixed container, each hiding after 5000 ms (paused while hovered or focused) or on its
 * close button, drawn at elevation 6.
 */
export const Snackbar = observer(function Snackbar() {
  const bus = useService(NotificationBus);
  return (
    <div className="portolan-snackbar" data-elevation={SNACKBAR_ELEVATION}>
      {bus.snackbar.map((notification) => (
        <Toast
          key={notification.id}
          className="portolan-snackbar__toast"
          message={notification.message}
          intent={toBlueprintIntent(notification.intent)}
          timeout={SNACKBAR_AUTO_HIDE_MS}
          onDismiss={() => bus.dismiss(notification.id)}
        />
      ))}
    </div>
  );
});

function toBlueprintIntent(intent: Intent): BlueprintIntent | undefined {
  return intent === 'none' ? undefined : intent;
}
