import { Fragment, useState } from 'react';
import { Button, Callout, Classes, HTMLTable, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { FieldError, HttpClient, NotificationBus, useForm, useService, type FormState } from '@portolan/sdk';
import type { EventCategoryConfig, UserNotificationPreferences } from '../../../shared/types';
import { NotificationApi } from '../../stores/NotificationApi';
import { ChannelSwitch } from './ChannelSwitch';

const SOURCES = { user: 'Your choice', company: 'Company default', default: 'Default' } as const;
const DIGESTS = [
  { value: 'immediate', label: 'Immediately, one email each' },
  { value: 'hourly', label: 'Hourly digest' },
  { value: 'daily', label: 'Daily digest' },
];

/** The form's values: `digest` and `items.<i>.inApp` / `items.<i>.email` as 'true' / 'false' (so a 400 naming `data.items.2.email` lands beside that switch). */
function valuesOf(preferences: UserNotificationPreferences): Record<string, string> {
  const values: Record<string, string> = { digest: preferences.digest };
  preferences.items.forEach((item, i) => {
    values[`items.${i}.inApp`] = String(item.inApp);
    values[`items.${i}.email`] = String(item.email);
  });
  return values;
}

export interface OwnPreferencesFormProps {
  preferences: UserNotificationPreferences;
  /** The company's categories with their events, when the user may read them (shown on expand). */
  config?: EventCategoryConfig[];
  onSaved: () => void;
}

/**
 * The caller's own channels per category (In-app, Email) with where each comes from, switches disabled
 * with the reason when the company switched a category off or disallows email, the digest choice and Save.
 */
export function OwnPreferencesForm({ preferences, config, onSaved }: OwnPreferencesFormProps) {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const [expanded, setExpanded] = useState<string | undefined>();
  const form = useForm<Record<string, string>>({
    initial: valuesOf(preferences),
    submit: async (v) => {
      const items = preferences.items.map((item, i) => ({ category: item.category, inApp: v[`items.${i}.inApp`] === 'true', email: v[`items.${i}.email`] === 'true' }));
      const result = await http.post(NotificationApi.preferences, { data: { items, digest: v.digest } });
      bus.outcome(result.ok, { success: 'Notification preferences saved', failure: 'Could not save the notification preferences' });
      return result;
    },
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label="Your notification preferences">
      <HTMLTable compact striped aria-label="Channels per category" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">In-app</th>
            <th scope="col">Email</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {preferences.items.map((item, i) => {
            const off = item.enabled ? undefined : 'Switched off by your company';
            const events = config?.find((c) => c.category === item.category)?.events;
            const open = expanded === item.category;
            return (
              <Fragment key={item.category}>
                <tr>
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      icon={open ? 'chevron-down' : 'chevron-right'}
                      aria-expanded={open}
                      aria-label={`Events of ${item.title}`}
                      onClick={() => setExpanded(open ? undefined : item.category)}
                    />
                    <strong>{item.title}</strong>
                    <div className={`${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>{item.description}</div>
                  </td>
                  <td>
                    <ChannelSwitch form={form} name={`items.${i}.inApp`} label={`In-app: ${item.title}`} disabledReason={off} />
                  </td>
                  <td>
                    <ChannelSwitch form={form} name={`items.${i}.email`} label={`Email: ${item.title}`} disabledReason={off ?? (item.emailAllowed ? undefined : 'Your company does not allow email for this category')} />
                  </td>
                  <td>
                    <Tag minimal intent={item.source === 'user' ? 'primary' : 'none'}>
                      {SOURCES[item.source] ?? item.source}
                    </Tag>
                  </td>
                </tr>
                {open && (
                  <tr>
                    <td colSpan={4}>
                      <EventList events={events} description={item.description} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </HTMLTable>
      <DigestChoice form={form} />
      {form.formError && (
        <Callout intent="danger" role="alert" compact>
          {form.formError.message}
        </Callout>
      )}
      <Button type="submit" intent="primary" text="Save" loading={form.submitting} style={{ marginTop: 8 }} />
    </form>
  );
}

function DigestChoice({ form }: { form: FormState<Record<string, string>> }) {
  return (
    <div style={{ marginTop: 12 }}>
      <RadioGroup label="Email delivery" inline selectedValue={form.values.digest} onChange={(e) => form.set('digest', e.currentTarget.value)} name={form.idOf('digest')}>
        {DIGESTS.map((d) => (
          <Radio key={d.value} value={d.value} label={d.label} aria-describedby={form.errors.digest ? `${form.idOf('digest')}-error` : undefined} />
        ))}
      </RadioGroup>
      <FieldError id={`${form.idOf('digest')}-error`}>{form.errors.digest}</FieldError>
    </div>
  );
}

function EventList({ events, description }: { events?: EventCategoryConfig['events']; description: string }) {
  if (!events?.length) return <p className={Classes.TEXT_MUTED}>{description}</p>;
  return (
    <ul aria-label="Events" style={{ margin: '0 0 0 32px' }}>
      {events.map((e) => (
        <li key={e.name}>
          {e.title} <span className={`${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>(by default: {e.defaultChannels.map((c) => (c === 'inApp' ? 'in-app' : 'email')).join(', ') || 'off'})</span>
        </li>
      ))}
    </ul>
  );
}
