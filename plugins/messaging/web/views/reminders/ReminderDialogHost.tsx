import { useState } from 'react';
import { HttpClient, useService } from '@portolan/sdk';
import type { RecordRef } from '../../../shared/types';
import { ReminderStore } from '../../stores/ReminderStore';
import { ReminderDialog } from './ReminderDialog';

/** The reminder form for a record, opened by the "Set reminder" action outside any screen (with a store of its own). */
export function ReminderDialogHost({ record, onClose }: { record: RecordRef; onClose: () => void }) {
  const http = useService(HttpClient);
  const [store] = useState(() => new ReminderStore(http));
  return <ReminderDialog store={store} record={record} onClose={onClose} />;
}
