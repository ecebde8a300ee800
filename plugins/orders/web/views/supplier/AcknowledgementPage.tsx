import { useMemo } from 'react';
import { Button, Callout, Card, Spinner, Tag } from '@blueprintjs/core';
import { HttpClient, NotificationBus, formatDate, formatDateTime, saveBlob, useCommands, useService } from '@portolan/sdk';
import { countryName } from '@portolan/sdk';
import type { AcknowledgementAnswer, AcknowledgementView } from '../../../shared/types';
import { supplierLinkApi } from '../../api/supplierLinkApi';
import { AcknowledgementLines } from './AcknowledgementLines';
import { AnswerPanel } from './AnswerPanel';
import { LinkProblem } from './LinkProblem';
import { orderStateIntent, stateWords } from './orderStateWords';
import { ProgressPanel } from './ProgressPanel';
import { ProposalHistory } from './ProposalHistory';
import { useLinkRecord } from './useLinkRecord';

const SUCCESS: Record<AcknowledgementAnswer['action'], { success: string; failure: string }> = {
  ACKNOWLEDGE: { success: 'Order acknowledged — the buyer has been told', failure: 'Failed to acknowledge the order' },
  PROPOSE: { success: 'Changes proposed — the buyer will answer them', failure: 'Failed to propose the changes' },
  REJECT: { success: 'Order rejected — the buyer has been told', failure: 'Failed to reject the order' },
  PROGRESS: { success: 'Progress reported', failure: 'Failed to report the progress' },
};

/** What the supplier is told above the order, by its state. */
function StateCallout({ view }: { view: AcknowledgementView }) {
  const pending = view.proposals.filter((p) => p.status === 'PENDING').length;
  if (view.canAnswer)
    return (
      <Callout intent="primary" icon="info-sign">
        Please acknowledge this order, propose changes or reject it. This link works until {formatDateTime(view.expiresAt)}.
      </Callout>
    );
  const text: Partial<Record<AcknowledgementView['status'], [string, 'success' | 'warning' | 'danger' | 'primary']>> = {
    ACKNOWLEDGED: ['You acknowledged this order. Report the progress of its lines below as production moves on.', 'success'],
    CHANGES_PROPOSED: [`Your ${pending === 1 ? 'proposed change is' : `${pending} proposed changes are`} waiting for the buyer's answer.`, 'primary'],
    REJECTED: ['You rejected this order.', 'warning'],
    CANCELLED: ['The buyer cancelled this order.', 'danger'],
    CLOSED: ['This order is closed.', 'success'],
  };
  const shown = text[view.status];
  return shown ? <Callout intent={shown[1]}>{shown[0]}</Callout> : null;
}

/**
 * `/ordersV2/acknowledge?token=…`: a purchase order as its supplier sees it from the emailed link —
 * public, no sign-in. Terms, ship-to, lines and total, the PDF; while ISSUED the supplier acknowledges,
 * proposes changes per line or rejects; once acknowledged it reports progress per line.
 */
export function AcknowledgementPage({ token }: { token: string }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const api = useMemo(() => supplierLinkApi(http), [http]);
  const record = useLinkRecord(token, api.acknowledgement);
  const view = record.data;
  const pdf = async () => {
    const answer = await api.acknowledgementPdf(token);
    if (answer.ok && answer.data) saveBlob(answer.data, `${view?.poNumber ?? 'purchase-order'}.pdf`);
    notify.outcome(answer.ok, { success: 'PDF downloaded', failure: `Failed to download the PDF: ${answer.errorMessage ?? ''}` });
  };
  useCommands([{ id: 'order-ack-pdf', title: 'Download purchase order PDF', run: () => void pdf() }], [token, view?.poNumber]);
  const answer = async (data: AcknowledgementAnswer) => {
    const result = await api.answerAcknowledgement(token, data);
    notify.outcome(result.ok, { ...SUCCESS[data.action], failure: `${SUCCESS[data.action].failure}: ${result.errorMessage ?? ''}` });
    if (result.ok && result.data) record.replace(result.data);
    return result;
  };

  if (!view && record.error) return <LinkProblem what="order" message={record.error} onRetry={token ? record.reload : undefined} />;
  if (!view)
    return (
      <main style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spinner aria-label="Loading the order" />
      </main>
    );

  const shipTo = view.shipTo ? [view.shipTo.name, view.shipTo.address, view.shipTo.city, countryName(view.shipTo.country)].filter(Boolean).join(', ') : '—';
  const terms: Array<[string, string]> = [
    ['Buyer', [view.buyer.name, view.buyer.country ? countryName(view.buyer.country) : null].filter(Boolean).join(', ')],
    ['Supplier', view.supplierName],
    ['Order date', formatDate(view.orderDate)],
    ['Incoterm', view.incoterm],
    ['Currency', view.currency],
    ['Payment terms', view.paymentTerms ?? '—'],
    ['Ship from', view.shipFrom ?? '—'],
    ['Ship to', shipTo],
  ];
  return (
    <main style={{ background: '#F6F7F9', minHeight: '100vh', padding: '16px 8px' }}>
      <div style={{ maxWidth: 1180, margin: '0 auto', display: 'grid', gap: 12 }}>
        <StateCallout view={view} />
        <Card>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <h1 style={{ fontSize: 20, margin: 0 }}>Purchase order {view.poNumber}</h1>
            <Tag intent={orderStateIntent(view.status)} size="large">
              {stateWords(view.status)}
            </Tag>
            <span style={{ flex: 1 }} />
            <Button icon="document" text="Download PDF" onClick={() => void pdf()} />
          </div>
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '8px 16px', margin: '16px 0' }}>
            {terms.map(([title, value]) => (
              <div key={title}>
                <dt style={{ color: '#5F6B7C', fontSize: 12 }}>{title}</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
          <AcknowledgementLines view={view} />
          {view.canAnswer && <AnswerPanel key={view.status} view={view} onAnswer={answer} />}
          {view.status === 'ACKNOWLEDGED' && <ProgressPanel view={view} onAnswer={answer} />}
          {view.proposals.length > 0 && <ProposalHistory view={view} />}
        </Card>
      </div>
    </main>
  );
}
