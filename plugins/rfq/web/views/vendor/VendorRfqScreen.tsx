import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Tab, Tabs, Tag } from '@blueprintjs/core';
import { formatDate, formatDateTime } from '@portolan/sdk';
import type { VendorRfq } from '../../../shared/types';
import { useRfqApi } from '../../api/rfqApi';
import { AwardOutcome } from './AwardOutcome';
import { BidSheet } from './BidSheet';
import { QuoteRevisionsList } from './QuoteRevisionsList';
import { RfqDocumentsList } from './RfqDocumentsList';
import { ShipperThread } from './ShipperThread';
import { DeadlineCountdown } from './DeadlineCountdown';
import { invitationIntent } from './invitationIntent';
import { rfqBase } from './rfqBase';
import { stateWords } from './stateWords';

type TabId = 'bids' | 'outcome' | 'terms' | 'documents' | 'revisions' | 'messages';

/**
 * An RFQ as an invited vendor sees it (`GET /api/rfq/rfqs/:id` answered `view: 'vendor'`): the shipper,
 * the deadline that applies now (the round's in a negotiation) with a countdown, the contract period,
 * and tabs — the bid sheet, the outcome after the award, the terms, documents (the shipper's and ours),
 * our submitted revisions and our thread with the shipper. Never anyone else's bids.
 */
export default function VendorRfqScreen({ rfq, onChanged }: { rfq: VendorRfq; onChanged: () => void }) {
  const api = useRfqApi();
  const base = rfqBase(useLocation().pathname);
  const decided = rfq.invitationStatus === 'AWARDED' || rfq.invitationStatus === 'LOST';
  const [tab, setTab] = useState<TabId>(decided ? 'outcome' : 'bids');
  const negotiating = rfq.status === 'NEGOTIATION';
  const closedForGood = rfq.status === 'AWARDED' || rfq.status === 'CANCELLED';
  return (
    <section aria-labelledby="vendor-rfq-title">
      <Link to={`${base}/invitations`}>← Invitations to bid</Link>
      <h1 id="vendor-rfq-title" className="pt-page-title">
        {rfq.reference} · {rfq.title}
      </h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Tag minimal>{stateWords(rfq.status)}</Tag>
        <Tag minimal intent={invitationIntent(rfq.invitationStatus)}>
          Invitation: {stateWords(rfq.invitationStatus)}
        </Tag>
        {negotiating && <Tag intent="primary">Negotiation round {rfq.round}</Tag>}
      </div>
      <dl className="pt-record-fields" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '12px 0' }}>
        <dt>Shipper</dt>
        <dd style={{ margin: 0 }}>{rfq.shipperName}</dd>
        <dt>{negotiating ? `Round ${rfq.round} deadline` : 'Bid deadline'}</dt>
        <dd style={{ margin: 0 }}>
          {formatDateTime(rfq.bidDeadline)}{' '}
          {rfq.canBid && <DeadlineCountdown deadline={rfq.bidDeadline} />}
        </dd>
        <dt>Contract period</dt>
        <dd style={{ margin: 0 }}>
          {formatDate(rfq.contractFrom)} – {formatDate(rfq.contractTo)}
        </dd>
        <dt>Currency</dt>
        <dd style={{ margin: 0 }}>{rfq.currency}</dd>
        <dt>Lanes</dt>
        <dd style={{ margin: 0 }}>{rfq.lanes.length}</dd>
        {rfq.description && (
          <>
            <dt>Description</dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{rfq.description}</dd>
          </>
        )}
      </dl>
      <Tabs id="vendor-rfq-tabs" selectedTabId={tab} onChange={(id) => setTab(id as TabId)} renderActiveTabPanelOnly>
        {decided && <Tab id="outcome" title={rfq.invitationStatus === 'AWARDED' ? 'Award' : 'Outcome'} panel={<AwardOutcome rfq={rfq} api={api} base={base} />} />}
        <Tab id="bids" title="Bid sheet" panel={<BidSheet key={`${rfq.quote?.version ?? 0}:${rfq.status}:${rfq.round}:${rfq.invitationStatus}`} rfq={rfq} api={api} onChanged={onChanged} />} />
        <Tab
          id="terms"
          title={`Terms (${rfq.terms.length})`}
          panel={
            rfq.terms.length ? (
              <ol>
                {rfq.terms.map((t, i) => (
                  <li key={i} style={{ marginBottom: 8 }}>
                    <strong>{t.title}</strong>
                    <p style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap' }}>{t.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p>The shipper set no terms.</p>
            )
          }
        />
        <Tab id="documents" title={`Documents (${rfq.documents.length})`} panel={<RfqDocumentsList rfqId={rfq._id} documents={rfq.documents} api={api} canUpload={!closedForGood} onChanged={onChanged} />} />
        <Tab id="revisions" title="Our revisions" panel={rfq.quote ? <QuoteRevisionsList quoteId={rfq.quote._id} lanes={rfq.lanes} currency={rfq.currency} /> : <p>No bid saved yet.</p>} />
        <Tab id="messages" title="Messages" panel={<ShipperThread rfqId={rfq._id} lanes={rfq.lanes} api={api} />} />
      </Tabs>
    </section>
  );
}
