import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadStates, useAnswer } from '@portolan/sdk';
import { useRegularizationApi, type MatchApi } from '../../api/regularizationApi';
import { MatchPanel } from './MatchPanel';

/** `/regularize/match`: the company's open bills and remittances, matched into a batch, validated and pushed to its bank (the settings' bank). */
export default function MatchScreen() {
  const api = useRegularizationApi();
  const [params] = useSearchParams();
  const bills = useAnswer(() => api.openBills(), 'bills');
  const remittances = useAnswer(() => api.availableRemittances(), 'remittances');
  const settings = useAnswer(() => api.settings(), 'settings');
  const matchApi = useMemo<MatchApi>(() => ({ validate: api.validate, push: api.push }), [api]);
  const error = bills.error ?? remittances.error ?? settings.error;
  const ready = bills.data && remittances.data && settings.data;
  return (
    <section aria-labelledby="match-title">
      <h1 id="match-title" className="pt-page-title">
        Match &amp; push
      </h1>
      <LoadStates
        isFetching={bills.isFetching || remittances.isFetching || settings.isFetching}
        error={error}
        empty={!ready}
        emptyText="Nothing to match"
        onRetry={() => {
          bills.reload();
          remittances.reload();
          settings.reload();
        }}
      >
        {ready && (
          <MatchPanel
            bills={bills.data!}
            remittances={remittances.data!}
            bank={settings.data!.bank}
            api={matchApi}
            kycHref="/kyc"
            initialBillId={params.get('bill') ?? undefined}
            onPushed={() => {
              bills.reload();
              remittances.reload();
            }}
          />
        )}
      </LoadStates>
    </section>
  );
}
