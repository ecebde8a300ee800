import { useState } from 'react';
import { Button, InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { FormDialog, FormField, useForm, type ApiResult } from '@portolan/sdk';
import { localDateTime } from './localDateTime';

export interface SnoozeMenuProps {
  /** The reminder's title, for the accessible names. */
  title: string;
  /** Snoozes for that many minutes. */
  onSnooze: (minutes: number) => Promise<ApiResult<unknown>>;
}

/** "Snooze" with 15 minutes, 1 hour, tomorrow 9:00 or a chosen time (asked in a small dialog). */
export function SnoozeMenu({ title, onSnooze }: SnoozeMenuProps) {
  const [custom, setCustom] = useState(false);
  return (
    <>
      <PopoverNext
        placement="bottom-start"
        content={
          <Menu aria-label={`Snooze ${title}`}>
            <MenuItem text="15 minutes" onClick={() => void onSnooze(15)} />
            <MenuItem text="1 hour" onClick={() => void onSnooze(60)} />
            <MenuItem text="Tomorrow 9:00" onClick={() => void onSnooze(localDateTime.minutesUntil(localDateTime.tomorrowAtNine()))} />
            <MenuItem text="Custom…" onClick={() => setCustom(true)} />
          </Menu>
        }
      >
        <Button size="small" variant="minimal" icon="time" endIcon="caret-down" text="Snooze" aria-label={`Snooze ${title}`} />
      </PopoverNext>
      {custom && <CustomSnooze onSnooze={onSnooze} onClose={() => setCustom(false)} />}
    </>
  );
}

function CustomSnooze({ onSnooze, onClose }: { onSnooze: SnoozeMenuProps['onSnooze']; onClose: () => void }) {
  const [until] = useState(() => localDateTime.toInput(new Date(Date.now() + 30 * 60_000)));
  const form = useForm({
    initial: { until },
    validate: (v) => {
      const iso = localDateTime.toIso(v.until);
      return { until: !iso ? 'Choose a time' : Date.parse(iso) <= Date.now() ? 'Choose a time in the future' : undefined };
    },
    submit: (v) => onSnooze(localDateTime.minutesUntil(new Date(v.until))),
    onSuccess: onClose,
  });
  return (
    <FormDialog form={form} title="Snooze until" onClose={onClose} submit={{ text: 'Snooze', icon: 'time' }} width={360}>
      <FormField form={form} name="until" label="Until" help="Your local time">
        <InputGroup {...form.input('until')} type="datetime-local" />
      </FormField>
    </FormDialog>
  );
}
