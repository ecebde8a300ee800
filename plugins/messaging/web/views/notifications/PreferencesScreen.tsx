import { observer } from 'mobx-react-lite';
import { Classes } from '@blueprintjs/core';
import { Entitlements, HttpClient, LoadStates, useLoad, useService } from '@portolan/sdk';
import type { CategoryChannels, EventCategoryConfig, UserNotificationPreferences } from '../../../shared/types';
import { NotificationApi } from '../../stores/NotificationApi';
import { CompanySettingsForm } from './CompanySettingsForm';
import { OwnPreferencesForm } from './OwnPreferencesForm';

/**
 * `/notifications/preferences`: the caller's channels per category and the email digest; for users
 * with Update on `notification-preferences`, the company's settings below (categories on/off, email
 * allowed, defaults of its users).
 */
const PreferencesScreen = observer(function PreferencesScreen() {
  const http = useService(HttpClient);
  const entitlements = useService(Entitlements);
  const canRead = entitlements.isAllowed('notification-preferences');
  const canUpdate = entitlements.isAllowed('notification-preferences', 'Update');
  const own = useLoad<UserNotificationPreferences>(http, NotificationApi.preferences);
  const config = useLoad<{ items: EventCategoryConfig[] }>(http, canRead ? NotificationApi.categoryConfig : undefined);
  const defaults = useLoad<{ items: CategoryChannels[] }>(http, canUpdate ? NotificationApi.companyDefaults : undefined);

  return (
    <section aria-labelledby="preferences-title">
      <h1 id="preferences-title" className="pt-page-title">
        Notification preferences
      </h1>
      <p className={Classes.TEXT_MUTED}>Choose how you are told about each kind of event. Your choice overrides your company’s default.</p>
      <LoadStates isFetching={own.isFetching} error={own.error} empty={!own.data} emptyText="No preferences" onRetry={own.reload}>
        {own.data && <OwnPreferencesForm key={JSON.stringify(own.data)} preferences={own.data} config={config.data?.items} onSaved={own.reload} />}
      </LoadStates>
      {canUpdate && (
        <section aria-labelledby="company-settings-title" style={{ marginTop: 24 }}>
          <h2 id="company-settings-title" className={Classes.HEADING}>
            Company settings
          </h2>
          <p className={Classes.TEXT_MUTED}>A category switched off is not notified to anyone in your company; email can be disallowed per category. Defaults apply to users who made no choice.</p>
          <LoadStates isFetching={config.isFetching || defaults.isFetching} error={config.error ?? defaults.error} empty={!config.data || !defaults.data} emptyText="No categories" onRetry={() => (config.reload(), defaults.reload())}>
            {config.data && defaults.data && (
              <CompanySettingsForm
                key={JSON.stringify([config.data, defaults.data])}
                config={config.data.items}
                defaults={defaults.data.items}
                onSaved={() => {
                  config.reload();
                  defaults.reload();
                  own.reload();
                }}
              />
            )}
          </LoadStates>
        </section>
      )}
    </section>
  );
});

export default PreferencesScreen;
