import type { RecordSlotProps, SlotContext } from '@portolan/sdk';

/** Placeholder of the contract: opens the "Set reminder" dialog for a record. */
export function openReminderDialog(target: RecordSlotProps, context: SlotContext): void {
  void target;
  void context;
}
