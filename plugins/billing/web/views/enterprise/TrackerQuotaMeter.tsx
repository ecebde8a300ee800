import { useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, ProgressBar } from '@blueprintjs/core';
import { LoadStates, NotificationBus, useService, type LoadState } from '@portolan/sdk';
import type { TrackerQuota } from '../../../shared/types';
import type { EnterpriseApi } from '../../api/enterpriseApi';

const count = new Intl.NumberFormat('en');

/** "312 of 500 tracked containers"; "312 tracked containers (no limit)". */
export const quotaText = (q: TrackerQuota): string =>
  q.quota === null ? `${count.format(q.used)} tracked containers (no limit)` : `${count.format(q.used)} of ${count.format(q.quota)} tracked containers`;

interface Props {
  api: EnterpriseApi;
  companyId: string;
  trackers: LoadState<TrackerQuota>;
  canEdit: boolean;
}

/** The tracker quota as a meter; platform admins set the company's override (`POST subscriptions/trackers {companyId, quota}`; empty: null, the plan's limit again). */
export function TrackerQuotaMeter({ api, companyId, trackers, canEdit }: Props) {
  const bus = useService(NotificationBus);
  const [quota, setQuota] = useState('');
  const [error, setError] = useState<string>();
  const q = trackers.data;
  const share = q && q.quota ? Math.min(1, q.used / q.quota) : 0;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const text = quota.trim();
    if (text !== '' && !/^\d+$/.test(text)) return setError('A whole number of containers, or empty for the plan’s limit');
    setError(undefined);
    const result = await api.setQuota(companyId, text === '' ? null : Number(text));
    if (result.ok) bus.success('Tracker quota updated');
    else bus.failure(result.errorMessage ?? 'Server Error');
    if (result.ok) setQuota('');
    trackers.reload();
  };
  return (
    <section aria-labelledby="billing-trackers-title" className="pt-enterprise">
      <h2 id="billing-trackers-title">Tracked containers</h2>
      <LoadStates isFetching={trackers.isFetching && !q} error={trackers.error} empty={false} emptyText="" onRetry={trackers.reload}>
        {q && (
          <div className="pt-enterprise__meter">
            <ProgressBar value={share} animate={false} stripes={false} intent={share >= 1 ? 'danger' : share >= 0.9 ? 'warning' : 'primary'} aria-label="Tracker quota used" />
            <p>{quotaText(q)}</p>
          </div>
        )}
      </LoadStates>
      {canEdit && (
        <form className="pt-enterprise__form" aria-label="Tracker quota" onSubmit={(e) => void save(e)} noValidate>
          <FormGroup label="Quota" labelFor="tracker-quota" helperText={error ? <span role="alert">{error}</span> : 'Empty: the plan’s limit'} intent={error ? 'danger' : 'none'}>
            <InputGroup id="tracker-quota" inputMode="numeric" value={quota} placeholder={q?.quota === null ? 'No limit' : String(q?.quota ?? '')} onChange={(e) => setQuota(e.target.value)} />
          </FormGroup>
          <Button type="submit" text="Set quota" />
        </form>
      )}
    </section>
  );
}
