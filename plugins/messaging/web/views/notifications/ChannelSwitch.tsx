import { Classes, Switch } from '@blueprintjs/core';
import { FieldError, type FormState } from '@portolan/sdk';

export interface ChannelSwitchProps {
  /** A `useForm` form whose values hold 'true' / 'false'. */
  form: FormState<Record<string, string>>;
  name: string;
  /** The switch's accessible name ("Email: Shipment delays"). */
  label: string;
  /** Why it cannot be changed; it is disabled when given. */
  disabledReason?: string;
}

/** An on/off cell of a preferences table: the switch, why it is disabled, and the server's 400 naming it. */
export function ChannelSwitch({ form, name, label, disabledReason }: ChannelSwitchProps) {
  const id = form.idOf(name);
  const error = form.errors[name];
  const describedBy = [error ? `${id}-error` : '', disabledReason ? `${id}-reason` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Switch
        id={id}
        checked={form.values[name] === 'true'}
        disabled={Boolean(disabledReason)}
        aria-label={label}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(e) => form.set(name, String(e.currentTarget.checked))}
        style={{ marginBottom: 0 }}
      />
      {disabledReason && (
        <div id={`${id}-reason`} className={`${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>
          {disabledReason}
        </div>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
