import { useMemo } from 'react';
import { Button, Callout, Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { HttpClient, useAnswer, useService } from '@portolan/sdk';
import { publicRegularizationApi, type MatchApi } from '../../api/regularizationApi';
import { AgeingChart } from './AgeingChart';
import { MatchPanel } from './MatchPanel';
import { OpenBillsTable } from './OpenBillsTable';
import { RemittancesTable } from './RemittancesTable';
import { bankName } from './regularizeWords';

/** A partner link that cannot be opened (expired, revoked, unknown): the server's message and nothing else. */
function LinkProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <main style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <NonIdealState icon="link" title="This link cannot be opened" description={<p role="alert">{message}</p>} action={onRetry ? <Button text="Try again" icon="refresh" onClick={onRetry} /> : undefined} />
    </main>
  );
}

/**
 * `/regularize?token=…`: what a bank customer sees from a signed partner link, without sign-in — the
 * company's open bills and remittances, their ageing, and the same match → validate → push flow as the
 * workbench, on the link's public endpoints only.
 */
export function PartnerPage({ token }: { token: string }) {
  const http = useService(HttpClient);
  const api = useMemo(() => publicRegularizationApi(http, token), [http, token]);
  const matchApi = useMemo<MatchApi>(() => ({ validate: api.validate, push: api.push }), [api]);
  const page = useAnswer(() => api.load(), token || undefined);
  if (!token) return <LinkProblem message="The link has no token." />;
  const view = page.data;
  if (!view && page.error) return <LinkProblem message={page.error} onRetry={page.error === 'Network Error' || page.error === 'Server Error' ? page.reload : undefined} />;
  if (!view)
    return (
      <main style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spinner aria-label="Loading the shared bills" />
      </main>
    );
  return (
    <main style={{ background: '#F6F7F9', minHeight: '100vh', padding: '16px 8px' }}>
      <div style={{ maxWidth: 1280, margin: '0 auto', display: 'grid', gap: 12 }}>
        <Card>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <h1 style={{ fontSize: 20, margin: 0 }}>Export bills of {view.companyName}</h1>
            <Tag size="large" icon="bank-account" minimal>
              {bankName(view.bank)}
            </Tag>
          </div>
          <p style={{ margin: '8px 0 0' }}>Shared with you by a Portolan customer through a signed link.</p>
        </Card>
        {!view.kycVerified && (
          <Callout intent="warning" title="KYC not verified">
            {view.companyName}&apos;s KYC documents are not verified yet: the bank takes no batch until they are.
          </Callout>
        )}
        <Card>
          <h2 style={{ fontSize: 16, marginTop: 0 }}>Open bills ({view.bills.length})</h2>
          <OpenBillsTable bills={view.bills} />
          <h2 style={{ fontSize: 16 }}>Remittances ({view.remittances.length})</h2>
          <RemittancesTable remittances={view.remittances} />
        </Card>
        <AgeingChart ageing={view.ageing} />
        <Card>
          <h2 style={{ fontSize: 18, marginTop: 0 }}>Match and push to {bankName(view.bank)}</h2>
          <MatchPanel bills={view.bills} remittances={view.remittances} bank={view.bank} api={matchApi} onPushed={page.reload} headingLevel={3} />
        </Card>
      </div>
    </main>
  );
}
