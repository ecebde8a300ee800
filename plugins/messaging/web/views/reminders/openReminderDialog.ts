import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ContainerContext, type RecordSlotProps, type SlotContext } from '@portolan/sdk';
import { recordRefOf } from './recordRefOf';
import { ReminderDialogHost } from './ReminderDialogHost';

/**
 * The "Set reminder" action on a record: opens the reminder form (title prefilled from the record)
 * in a root of its own, with the messaging plugin's container; closing it removes the root.
 */
export function openReminderDialog(target: RecordSlotProps, context: SlotContext): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const close = () =>
    setTimeout(() => {
      root.unmount();
      host.remove();
    });
  root.render(createElement(ContainerContext.Provider, { value: context.container }, createElement(ReminderDialogHost, { record: recordRefOf(target), onClose: close })));
}
