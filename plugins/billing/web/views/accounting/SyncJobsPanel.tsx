import { useState } from 'react';
import { Button, ButtonGroup, Callout, Tag, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { DataTable, formatDateTime, NotificationBus, useAnswer, useService, type DataColumn } from '@portolan/sdk';
import type { SyncAction, SyncJob } from '../../../shared/types';
import type { AccountingApi } from '../../api/accountingApi';
import { failuresText, PROVIDER_NAMES } from './providerNames';

const PAGE = 50;
const ACTIONS: Record<SyncAction, string> = { PUSH_INVOICE: 'Push invoice', UPDATE_TDS: 'Update TDS', PUSH_PAYMENT: 'Push payment', VOID_INVOICE: 'Void invoice' };
const STATUS: Record<SyncJob['status'], { text: string; intent: Intent }> = {
  PENDING: { text: 'Pending', intent: 'primary' },
  SENT: { text: 'Sent', intent: 'success' },
  FAILED: { text: 'Failed', intent: 'danger' },
};

interface Props {
  api: AccountingApi;
  canRetry: boolean;
  /** Changes when something else (a TDS update) queued jobs: the lists reload. */
  refreshKey: number;
}

/**
 * The sync outbox (`GET /api/accounting/sync-jobs`) with the failures preset (`filter[status]=FAILED`): a
 * callout counting the failures, Retry per failed row and Retry all failed (`POST …/:id/retry`).
 */
export function SyncJobsPanel({ api, canRetry, refreshKey }: Props) {
  const bus = useService(NotificationBus);
  const [preset, setPreset] = useState<'all' | 'failures'>('all');
  const [offset, setOffset] = useState(0);
  const [tick, setTick] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const status = preset === 'failures' ? 'FAILED' : undefined;
  const jobs = useAnswer(() => api.jobs({ status, limit: PAGE, offset }), `jobs:${preset}:${offset}:${tick}:${refreshKey}`);
  const failed = useAnswer(() => api.jobs({ status: 'FAILED', limit: 200, offset: 0 }), `failed:${tick}:${refreshKey}`);
  const reload = () => setTick((t) => t + 1);
  const failedCount = failed.data?.count ?? 0;

  const retry = async (job: SyncJob) => {
    const result = await api.retry(job._id);
    if (result.ok) bus.success(`${job.invoiceNumber ?? 'The job'} is queued again`);
    else bus.failure(result.errorMessage ?? 'Server Error');
    reload();
  };
  const retryAll = async () => {
    setRetrying(true);
    const all = failed.data?.items ?? [];
    const results = await Promise.all(all.map((j) => api.retry(j._id)));
    const bad = results.filter((r) => !r.ok);
    setRetrying(false);
    if (bad.length === 0) bus.success(`${all.length} failed ${all.length === 1 ? 'job is' : 'jobs are'} queued again`);
    else bus.failure(`${bad.length} of ${all.length} could not be retried: ${bad[0].errorMessage ?? 'Server Error'}`);
    reload();
  };

  const columns: DataColumn<SyncJob>[] = [
    {
      id: 'invoice',
      title: 'Invoice',
      render: (j) => (j.invoiceId ? <Link to={`/invoices/${encodeURIComponent(j.invoiceId)}`}>{j.invoiceNumber ?? 'Invoice'}</Link> : '—'),
      csv: (j) => j.invoiceNumber,
    },
    { id: 'action', title: 'Action', render: (j) => ACTIONS[j.action] ?? j.action },
    { id: 'provider', title: 'System', render: (j) => PROVIDER_NAMES[j.provider] },
    {
      id: 'status',
      title: 'Status',
      width: 90,
      render: (j) => (
        <Tag minimal intent={STATUS[j.status].intent}>
          {STATUS[j.status].text}
        </Tag>
      ),
      csv: (j) => j.status,
    },
    { id: 'attempts', title: 'Attempts', width: 80, render: (j) => j.attempts },
    { id: 'next', title: 'Next attempt', render: (j) => (j.status === 'PENDING' ? formatDateTime(j.nextAttemptAt) : '—') },
    { id: 'error', title: 'Last error', width: 320, render: (j) => <span title={j.lastError ?? undefined}>{j.lastError ?? '—'}</span> },
    { id: 'external', title: 'External id', render: (j) => j.externalId ?? '—' },
    ...(canRetry
      ? [{ id: 'retry', title: 'Retry', width: 100, render: (j: SyncJob) => (j.status === 'FAILED' ? <Button size="small" icon="refresh" text="Retry" aria-label={`Retry ${j.invoiceNumber ?? j._id}`} onClick={() => void retry(j)} /> : null) }]
      : []),
  ];

  return (
    <section aria-labelledby="sync-jobs-title" className="pt-accounting">
      <h2 id="sync-jobs-title">Sync outbox</h2>
      {failedCount > 0 && (
        <Callout intent="danger" icon="error" title={failuresText(failedCount)} role="region" aria-label="Sync failures">
          <p>Fix the mapping or the record the error names, then retry.</p>
          <div className="pt-accounting__bar">
            {preset !== 'failures' && <Button text="Show failures" icon="filter" onClick={() => { setPreset('failures'); setOffset(0); }} />}
            {canRetry && <Button intent="danger" icon="refresh" text="Retry all failed" loading={retrying} onClick={() => void retryAll()} />}
          </div>
        </Callout>
      )}
      <DataTable<SyncJob>
        label="Sync jobs"
        columns={columns}
        rows={jobs.data?.items ?? []}
        loading={jobs.isFetching && !jobs.data}
        error={jobs.error}
        onRetry={reload}
        emptyText={preset === 'failures' ? 'No failed jobs' : 'Nothing sent yet: issued invoices are queued here'}
        height={360}
        toolbar={
          <ButtonGroup aria-label="Show">
            <Button text="All jobs" active={preset === 'all'} aria-pressed={preset === 'all'} onClick={() => { setPreset('all'); setOffset(0); }} />
            <Button text={`Failures (${failedCount})`} intent={failedCount ? 'danger' : 'none'} active={preset === 'failures'} aria-pressed={preset === 'failures'} onClick={() => { setPreset('failures'); setOffset(0); }} />
          </ButtonGroup>
        }
        paging={{
          count: jobs.data?.count ?? 0,
          offset,
          hasPrev: offset > 0,
          hasNext: offset + PAGE < (jobs.data?.count ?? 0),
          onFirst: () => setOffset(0),
          onPrev: () => setOffset(Math.max(0, offset - PAGE)),
          onNext: () => setOffset(offset + PAGE),
        }}
      />
    </section>
  );
}
