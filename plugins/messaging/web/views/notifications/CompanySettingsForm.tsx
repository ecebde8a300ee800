import { Button, Callout, Classes, HTMLTable } from '@blueprintjs/core';
import { HttpClient, NotificationBus, useForm, useService, type ApiResult } from '@portolan/sdk';
import type { CategoryChannels, EventCategoryConfig } from '../../../shared/types';
import { NotificationApi } from '../../stores/NotificationApi';
import { ChannelSwitch } from './ChannelSwitch';

/** Values: `config.<i>.enabled` / `config.<i>.emailAllowed` (event-category-config) and `items.<i>.inApp` / `items.<i>.email` (the company defaults), 'true' / 'false'. */
function valuesOf(config: EventCategoryConfig[], defaults: CategoryChannels[]): Record<string, string> {
  const values: Record<string, string> = {};
  config.forEach((c, i) => {
    const d = defaults.find((x) => x.category === c.category);
    values[`config.${i}.enabled`] = String(c.enabled);
    values[`config.${i}.emailAllowed`] = String(c.emailAllowed);
    values[`items.${i}.inApp`] = String(d?.inApp ?? c.events.some((e) => e.defaultChannels.includes('inApp')));
    values[`items.${i}.email`] = String(d?.email ?? c.events.some((e) => e.defaultChannels.includes('email')));
  });
  return values;
}

/** A 400 of one category's config call, renamed to the form field it belongs to (`data.enabled` → `config.2.enabled`). */
function onRow(result: ApiResult<unknown>, i: number): ApiResult<unknown> {
  const error = result.error as { field?: string } | undefined;
  if (result.ok || !error?.field) return result;
  return { ...result, error: { ...error, field: `config.${i}.${error.field.replace(/^data\./, '')}` } };
}

export interface CompanySettingsFormProps {
  config: EventCategoryConfig[];
  defaults: CategoryChannels[];
  onSaved: () => void;
}

/**
 * The company's notification settings (Update on `notification-preferences`): per category on/off and
 * whether it may email (`event-category-config`, one call per changed category), and the defaults of
 * its users (`default-user-notification-preferences`); one Save with the success/failure pair.
 */
export function CompanySettingsForm({ config, defaults, onSaved }: CompanySettingsFormProps) {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const initial = valuesOf(config, defaults);
  const form = useForm<Record<string, string>>({
    initial,
    submit: async (v) => {
      let result: ApiResult<unknown> = { ok: true, status: 200 };
      for (const [i, c] of config.entries()) {
        const enabled = v[`config.${i}.enabled`] === 'true';
        const emailAllowed = v[`config.${i}.emailAllowed`] === 'true';
        if (enabled === c.enabled && emailAllowed === c.emailAllowed) continue;
        result = onRow(await http.post(NotificationApi.categoryConfig, { data: { category: c.category, enabled, emailAllowed } }), i);
        if (!result.ok) break;
      }
      const changed = config.some((_, i) => ['inApp', 'email'].some((k) => v[`items.${i}.${k}`] !== initial[`items.${i}.${k}`]));
      if (result.ok && changed) {
        const items = config.map((c, i) => ({ category: c.category, inApp: v[`items.${i}.inApp`] === 'true', email: v[`items.${i}.email`] === 'true' }));
        result = await http.post(NotificationApi.companyDefaults, { data: { items } });
      }
      bus.outcome(result.ok, { success: 'Company notification settings saved', failure: 'Could not save the company notification settings' });
      return result;
    },
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-label="Company notification settings">
      <HTMLTable compact striped aria-label="Company settings per category" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">On</th>
            <th scope="col">Email allowed</th>
            <th scope="col">Default in-app</th>
            <th scope="col">Default email</th>
          </tr>
        </thead>
        <tbody>
          {config.map((c, i) => {
            const off = form.values[`config.${i}.enabled`] === 'true' ? undefined : 'Category is off';
            return (
              <tr key={c.category}>
                <td>
                  <strong>{c.title}</strong>
                  <div className={`${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>{c.events.map((e) => e.title).join(' · ') || c.description}</div>
                </td>
                <td>
                  <ChannelSwitch form={form} name={`config.${i}.enabled`} label={`On for the company: ${c.title}`} />
                </td>
                <td>
                  <ChannelSwitch form={form} name={`config.${i}.emailAllowed`} label={`Email allowed: ${c.title}`} disabledReason={off} />
                </td>
                <td>
                  <ChannelSwitch form={form} name={`items.${i}.inApp`} label={`Default in-app: ${c.title}`} disabledReason={off} />
                </td>
                <td>
                  <ChannelSwitch form={form} name={`items.${i}.email`} label={`Default email: ${c.title}`} disabledReason={off ?? (form.values[`config.${i}.emailAllowed`] === 'true' ? undefined : 'Email not allowed')} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {form.formError && (
        <Callout intent="danger" role="alert" compact>
          {form.formError.message}
        </Callout>
      )}
      <Button type="submit" intent="primary" text="Save company settings" loading={form.submitting} style={{ marginTop: 8 }} />
    </form>
  );
}
