import { Button, ButtonGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { FieldError, FormDialog, FormField, NotificationBus, useForm, useService } from '@portolan/sdk';
import type { RecordRef, Reminder } from '../../../shared/types';
import type { ReminderStore } from '../../stores/ReminderStore';
import { localDateTime } from './localDateTime';

type ReminderValues = { title: string; note: string; dueAt: string; email: string };

/** The quick picks of the due time: minutes from now, or tomorrow at 9:00. */
const QUICK_PICKS: Array<{ text: string; at: (now: Date) => Date }> = [
  { text: '+1 min', at: (now) => ceilMinute(now, 1) },
  { text: '+15 min', at: (now) => ceilMinute(now, 15) },
  { text: '+1 h', at: (now) => ceilMinute(now, 60) },
  { text: 'Tomorrow 9:00', at: (now) => localDateTime.tomorrowAtNine(now) },
];

function ceilMinute(now: Date, minutes: number): Date {
  const at = new Date(now.getTime() + minutes * 60_000);
  if (at.getSeconds() || at.getMilliseconds()) at.setMinutes(at.getMinutes() + 1, 0, 0);
  return at;
}

export interface ReminderDialogProps {
  store: ReminderStore;
  /** The reminder to edit; none for a new one. */
  reminder?: Reminder;
  /** The record a new reminder is set on (its title prefills the reminder's). */
  record?: RecordRef;
  onClose: () => void;
  onSaved?: (reminder: Reminder | undefined) => void;
}

/**
 * The reminder form (new or edit): title, note, due date-time in local time with quick picks (+1 min,
 * +15 min, +1 h, tomorrow 9:00) and the email switch. Sends the due time as ISO 8601 with the browser's
 * offset; the server's 400 shows beside the field it names, and what was typed stays on any failure.
 */
export function ReminderDialog({ store, reminder, record, onClose, onSaved }: ReminderDialogProps) {
  const bus = useService(NotificationBus);
  const form = useForm<ReminderValues>({
    initial: {
      title: reminder?.title ?? (record?.title ? `Follow up ${record.title}` : ''),
      note: reminder?.note ?? '',
      dueAt: reminder ? localDateTime.toInput(new Date(reminder.dueAt)) : '',
      email: String(reminder?.email ?? false),
    },
    validate: (v) => ({
      title: v.title.trim() ? undefined : 'Enter a title',
      dueAt: localDateTime.toIso(v.dueAt) ? undefined : 'Choose when the reminder is due',
    }),
    submit: (v) => {
      const data = { title: v.title.trim(), note: v.note, dueAt: localDateTime.toIso(v.dueAt)!, email: v.email === 'true' };
      return reminder ? store.update(reminder, data) : store.create({ ...data, ...(record ? { record } : {}) });
    },
    onSuccess: (result) => {
      bus.success(reminder ? 'Reminder saved' : 'Reminder set');
      onSaved?.((result.data as { record?: Reminder } | undefined)?.record);
      onClose();
    },
  });
  const title = reminder ? 'Edit reminder' : record?.title ? `Set reminder on ${record.title}` : 'New reminder';
  return (
    <FormDialog form={form} title={title} onClose={onClose} submit={{ text: reminder ? 'Save' : 'Set reminder', icon: 'time' }}>
      <FormField form={form} name="title" label="Title" required>
        <InputGroup {...form.input('title')} autoFocus />
      </FormField>
      <FormField form={form} name="note" label="Note">
        <TextArea {...form.input('note')} fill rows={3} />
      </FormField>
      <FormField form={form} name="dueAt" label="Due" required help="Your local time">
        <InputGroup {...form.input('dueAt')} type="datetime-local" />
      </FormField>
      <ButtonGroup aria-label="Quick picks" style={{ marginTop: -8, marginBottom: 12 }}>
        {QUICK_PICKS.map((pick) => (
          <Button key={pick.text} size="small" text={pick.text} onClick={() => form.set('dueAt', localDateTime.toInput(pick.at(new Date())))} />
        ))}
      </ButtonGroup>
      <Switch label="Also email me when it is due" checked={form.values.email === 'true'} onChange={(e) => form.set('email', String(e.currentTarget.checked))} id={form.idOf('email')} />
      <FieldError id={`${form.idOf('email')}-error`}>{form.errors.email}</FieldError>
    </FormDialog>
  );
}
