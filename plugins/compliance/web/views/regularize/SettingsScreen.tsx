import { useState } from 'react';
import { Entitlements, LoadStates, useAnswer, useCommands, useService } from '@portolan/sdk';
import type { RegularizationSettings } from '../../../shared/types';
import { useRegularizationApi } from '../../api/regularizationApi';
import { PartnerLinks } from './PartnerLinks';
import { SettingsForm } from './SettingsForm';

/** `/regularize/settings`: the realization period, tolerance and bank, and the partner links to the open page. */
export default function SettingsScreen() {
  const api = useRegularizationApi();
  const entitlements = useService(Entitlements);
  const loaded = useAnswer(() => api.settings(), 'settings');
  const [saved, setSaved] = useState<(RegularizationSettings & { version?: number }) | undefined>();
  const settings = saved ?? loaded.data;
  useCommands([{ id: 'reload-regularization-settings', title: 'Reload regularization settings', shortcut: 'alt+r', run: loaded.reload }], [loaded.reload]);
  return (
    <section aria-labelledby="settings-title" style={{ display: 'grid', gap: 16 }}>
      <h1 id="settings-title" className="pt-page-title">
        Regularization settings
      </h1>
      <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty={!settings} emptyText="No settings" onRetry={loaded.reload}>
        {settings && (
          <>
            <SettingsForm settings={settings} onSaved={setSaved} canEdit={entitlements.isAllowed('regularization', 'Update')} />
            <PartnerLinks defaultBank={settings.bank} />
          </>
        )}
      </LoadStates>
    </section>
  );
}
