import { useCallback, useMemo, useState } from 'react';
import { Button, ButtonGroup, Callout, Tag } from '@blueprintjs/core';
import { HttpClient, NotificationBus, formatDateTime, useLoad, formatMoney, saveBlob, serverErrorOf, useCommands, useService, xlsxBlob, type ServerError } from '@portolan/sdk';
import { RFQ_API, type Negotiation, type QuoteInput, type VendorRfq } from '../../../shared/types';
import type { Page, RfqApi } from '../../api/rfqApi';
import { BidGrid } from './BidGrid';
import { BulkBidDialog } from './BulkBidDialog';
import { DeclineBidDialog } from './DeclineBidDialog';
import { draftOf, draftProblems, draftTotal, editableLanes, toQuoteInput, type BidDraft, type DraftLine, type LineProblems } from './bidDraft';
import { bidTemplateCsv, bidTemplateRows, templateName } from './bidSpreadsheet';
import { stateWords } from './stateWords';

type Dialog = 'decline' | 'bulk' | undefined;

/** The server's 400 on `lines.<i>.<field>` → that lane's cell. */
function cellOf(error: ServerError, sent: QuoteInput): { laneId: string; field: keyof DraftLine } | undefined {
  const match = /^lines\.(\d+)(?:\.(\w+))?/.exec(error.field ?? '');
  const line = match ? sent.lines[Number(match[1])] : undefined;
  if (!line) return undefined;
  const field = match![2] as keyof DraftLine | undefined;
  return { laneId: line.laneId, field: field && ['amount', 'charges', 'transitDays', 'freeDays', 'validTo', 'carrier', 'remarks'].includes(field) ? field : 'amount' };
}

/**
 * The vendor's bid sheet on one RFQ: the grid, Save draft (Ctrl+S) and Submit (a new revision), the
 * spreadsheet template and upload, and Decline. Edits are kept after a failed save; the server's 400
 * shows in the cell it names. Rendered with a key of the quote's version, so a saved answer resets it.
 */
export function BidSheet({ rfq, api, onChanged }: { rfq: VendorRfq; api: RfqApi; onChanged: () => void }) {
  const notify = useService(NotificationBus);
  const http = useService(HttpClient);
  const negotiating = rfq.status === 'NEGOTIATION';
  // The shipper's message with the current round (the vendor's own round items only).
  const rounds = useLoad<Page<Negotiation>>(http, negotiating ? `${RFQ_API.negotiations}?rfqId=${encodeURIComponent(rfq._id)}` : undefined);
  const roundMessage = rounds.data?.items.find((n) => n.round === rfq.round)?.message;
  const [draft, setDraft] = useState<BidDraft>(() => draftOf(rfq));
  const [dirty, setDirty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ laneId: string; field: keyof DraftLine; message: string } | undefined>();
  const [formError, setFormError] = useState<ServerError | undefined>();
  const [saving, setSaving] = useState<'draft' | 'submit' | undefined>();
  const [dialog, setDialog] = useState<Dialog>();

  const editable = useMemo(() => new Set(editableLanes(rfq).map((l) => l._id)), [rfq]);
  const quote = rfq.quote;
  const nextRevision = (quote?.revision ?? 0) + 1;
  const clientProblems = draftProblems(rfq, draft);
  const problems: Record<string, LineProblems> = attempted ? { ...clientProblems } : {};
  if (serverProblem) problems[serverProblem.laneId] = { ...problems[serverProblem.laneId], [serverProblem.field]: serverProblem.message };

  const change = useCallback((laneId: string, line: DraftLine) => {
    setDraft((d) => ({ ...d, [laneId]: line }));
    setDirty(true);
    setServerProblem((p) => (p?.laneId === laneId ? undefined : p));
  }, []);

  const save = async (submit: boolean) => {
    if (!rfq.canBid || saving) return;
    setAttempted(true);
    setFormError(undefined);
    setServerProblem(undefined);
    const wrong = Object.keys(draftProblems(rfq, draft));
    if (wrong.length) {
      const lane = rfq.lanes.find((l) => l._id === wrong[0]);
      setFormError({ status: 400, message: `Fix ${wrong.length} lane${wrong.length === 1 ? '' : 's'} first (lane ${lane?.lineNo})` });
      return;
    }
    const body = toQuoteInput(rfq, draft, submit);
    if (submit && !body.lines.length) {
      setFormError({ status: 400, message: 'Enter an amount on at least one lane to submit' });
      return;
    }
    setSaving(submit ? 'submit' : 'draft');
    const result = await api.saveQuote(body);
    setSaving(undefined);
    notify.outcome(result.ok, {
      success: submit ? `Bid submitted (revision ${nextRevision})` : 'Draft saved',
      failure: submit ? 'Failed to submit the bid' : 'Failed to save the draft',
    });
    if (result.ok) {
      setDirty(false);
      onChanged();
      return;
    }
    const error = serverErrorOf(result)!;
    const cell = error.status === 400 ? cellOf(error, body) : undefined;
    if (cell) setServerProblem({ ...cell, message: error.message });
    else setFormError(error);
  };

  const template = async (extension: 'csv' | 'xlsx') => {
    const lanes = editableLanes(rfq).length ? editableLanes(rfq) : rfq.lanes;
    const blob = extension === 'csv' ? new Blob([bidTemplateCsv(lanes, draft)], { type: 'text/csv;charset=utf-8' }) : await xlsxBlob(bidTemplateRows(lanes, draft), 'Bids');
    saveBlob(blob, templateName(rfq, extension));
  };

  const decline = async (reason: Parameters<RfqApi['declineQuote']>[1], comment: string) => {
    const result = await api.declineQuote(rfq._id, reason, comment);
    notify.outcome(result.ok, { success: 'You declined to bid', failure: result.errorMessage ?? 'Failed to decline' });
    if (result.ok) {
      setDialog(undefined);
      onChanged();
    }
    return result;
  };

  useCommands(
    rfq.canBid
      ? [
          { id: 'rfq-save-draft', title: 'Save bid draft', shortcut: 'mod+s', section: 'RFQ', run: () => void save(false) },
          { id: 'rfq-submit-bid', title: `Submit bid (revision ${nextRevision})`, shortcut: 'mod+enter', section: 'RFQ', run: () => void save(true) },
          { id: 'rfq-upload-bids', title: 'Upload bids from a spreadsheet', section: 'RFQ', run: () => setDialog('bulk') },
          { id: 'rfq-bid-template', title: 'Download the bid template (.xlsx)', section: 'RFQ', run: () => template('xlsx') },
          ...(rfq.status === 'OPEN' && (rfq.invitationStatus === 'INVITED' || rfq.invitationStatus === 'VIEWED') ? [{ id: 'rfq-decline', title: 'Decline to bid', section: 'RFQ', run: () => setDialog('decline') }] : []),
        ]
      : [],
    [rfq.canBid, rfq.status, rfq.invitationStatus, nextRevision],
  );

  const canDecline = rfq.canBid && rfq.status === 'OPEN' && (rfq.invitationStatus === 'INVITED' || rfq.invitationStatus === 'VIEWED');
  return (
    <div
      onKeyDown={(e) => {
        // Ctrl/Cmd+S inside the sheet saves (and never opens the browser's "save page").
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
          e.preventDefault();
          e.stopPropagation();
          void save(false);
        }
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, margin: '8px 0' }}>
        {rfq.canBid && (
          <ButtonGroup>
            <Button icon="floppy-disk" text="Save draft" title="Ctrl+S" loading={saving === 'draft'} disabled={Boolean(saving)} onClick={() => void save(false)} />
            <Button icon="send-to" intent="primary" text={`Submit (revision ${nextRevision})`} loading={saving === 'submit'} disabled={Boolean(saving)} onClick={() => void save(true)} />
          </ButtonGroup>
        )}
        <ButtonGroup>
          <Button icon="download" text="Download template (.xlsx)" onClick={() => void template('xlsx')} />
          <Button text="Download template (.csv)" onClick={() => void template('csv')} />
          {rfq.canBid && <Button icon="upload" text="Upload spreadsheet" onClick={() => setDialog('bulk')} />}
        </ButtonGroup>
        {canDecline && <Button icon="disable" intent="danger" variant="outlined" text="Decline" onClick={() => setDialog('decline')} />}
        <span role="status" aria-label="Bid sheet status">
          {quote ? (
            <>
              <Tag minimal>{stateWords(quote.status)}</Tag> revision {quote.revision} · version {quote.version}
              {quote.submittedAt && <> · submitted {formatDateTime(quote.submittedAt)}</>}
            </>
          ) : (
            'Not started'
          )}
          {' · '}our total {formatMoney({ decimal: draftTotal(rfq, draft) }, rfq.currency)}
          {dirty && (
            <Tag intent="warning" style={{ marginLeft: 8 }}>
              Unsaved changes
            </Tag>
          )}
        </span>
      </div>
      {negotiating && rfq.canBid && (
        <Callout intent="primary" icon="exchange" style={{ marginBottom: 8 }}>
          Round {rfq.round}: only the lanes in your negotiation round can be revised ({editable.size} of {rfq.lanes.length}); the shipper&apos;s counter-offer is shown beside each.
          {roundMessage && (
            <p style={{ margin: '6px 0 0', whiteSpace: 'pre-wrap' }}>
              <strong>{rfq.shipperName}:</strong> {roundMessage}
            </p>
          )}
        </Callout>
      )}
      {!rfq.canBid && rfq.invitationStatus !== 'AWARDED' && rfq.invitationStatus !== 'LOST' && (
        <Callout icon="lock" style={{ marginBottom: 8 }}>
          {rfq.invitationStatus === 'DECLINED' ? 'You declined to bid on this RFQ.' : 'Bidding is closed: the sheet is read-only.'}
        </Callout>
      )}
      {formError && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {formError.message}
          {formError.status === 409 && <Button size="small" style={{ marginLeft: 8 }} text="Load the latest version" onClick={onChanged} />}
        </Callout>
      )}
      <BidGrid rfq={rfq} draft={draft} editable={editable} problems={problems} onChange={change} />
      {dialog === 'decline' && <DeclineBidDialog onClose={() => setDialog(undefined)} onDecline={decline} />}
      {dialog === 'bulk' && (
        <BulkBidDialog
          rfq={rfq}
          api={api}
          nextRevision={nextRevision}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
