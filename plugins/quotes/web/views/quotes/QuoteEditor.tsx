import { useMemo, useState } from 'react';
import { Alert, Button, Callout, FormGroup, HTMLSelect, InputGroup, Tag, TextArea } from '@blueprintjs/core';
import { HttpClient, NotificationBus, RecordActivity, formatDate, serverErrorOf, useCommands, useLoad, useService, type ApiResult, type ServerError } from '@portolan/sdk';
import { QUOTES_API, type Enquiry, type QuoteLink, type QuoteRecord, type TermsSet } from '../../../shared/types';
import { AddRatesDialog } from './AddRatesDialog';
import { answerParts } from './answerParts';
import { downloadQuotePdf } from './downloadQuotePdf';
import { OptionEditorCard } from './OptionEditorCard';
import { OptionsChart } from './OptionsChart';
import { priceOption } from './priceOption';
import { PublishDialog } from './PublishDialog';
import { marginOfLine, marginOfQuote, newKey, quoteDraft, quoteUpdateBody, type DraftOption, type QuoteDraft } from './quoteDraft';
import { quoteFieldId } from './quoteFieldId';

export type Published = { record: QuoteRecord; link: QuoteLink | null; emailedTo: string | null };

export type QuoteEditorProps = {
  quote: QuoteRecord;
  enquiry: Enquiry;
  /** A newer version of the quote from the server (saved, options added or removed). */
  onSaved: (quote: QuoteRecord) => void;
  onPublished: (published: Published) => void;
  /** Drops the edits and loads the quote as saved now (after a 409: someone else saved first). */
  onReload: () => void;
};

/** Server fields the editor shows beside an input (or the option, line or margin they name). */
const SHOWN_IN_PLACE = /^(currency|validUntil|margin(\.type|\.value)?|termsId|terms|notes|options|options\.\d+(\.(title|carrier))?|options\.\d+\.lines\.\d+(\.(code|name|quantity|buyUnit|buyCurrency|margin(\.value)?))?)$/;

/** The server's field for an editor path: exact, or its parent (`margin` for `margin.value`). */
function errorFinder(error: ServerError | undefined) {
  return (path: string): string | undefined => {
    if (!error?.field || error.status !== 400) return undefined;
    const field = error.field;
    if (field === path) return error.message;
    // A line- or option-level error (`options.0.lines.1`) shows on the line's first input; `margin` on its value.
    if (path === `${field}.value` || path === `${field}.code` || path === `${field}.title`) return error.message;
    return undefined;
  };
}

/**
 * A DRAFT quote's editor: header (currency, validity, quote margin, terms, notes), one card per option
 * with its lines and live totals (priceOption: exactly as the server prices), options added from the
 * rate inventory or the shortlist, removed and reordered; a chart of the options; Save (the server's
 * numbers then win; a 400 shows beside its field and nothing typed is lost), Publish, Download PDF.
 */
export function QuoteEditor({ quote, enquiry, onSaved, onPublished, onReload }: QuoteEditorProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const [draft, setDraft] = useState<QuoteDraft>(() => quoteDraft(quote));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ServerError>();
  const [dialog, setDialog] = useState<'rates' | 'publish' | undefined>();
  const [removing, setRemoving] = useState<number>();
  const termsSets = answerParts.items<TermsSet>(useLoad<unknown>(http, QUOTES_API.termAndConditions).data);
  const errorAt = errorFinder(error);
  const path = `${QUOTES_API.quote}/${quote._id}`;
  const currencies = useMemo(() => [...new Set([quote.exchange.base, ...Object.keys(quote.exchange.rates)])].sort(), [quote.exchange]);

  const edit = (patch: Partial<QuoteDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const quoteMargin = marginOfQuote(draft);
  const priced = draft.options.map((o) => priceOption(o.lines.map((l) => ({ quantity: l.quantity, buyUnit: l.buyUnit, buyCurrency: l.buyCurrency, margin: marginOfLine(l) })), quoteMargin, draft.currency, quote.exchange));

  /** Saves the draft; answers the saved record (undefined on a failure, which stays on screen). */
  const save = async (): Promise<{ answer: ApiResult<unknown>; record?: QuoteRecord }> => {
    setSaving(true);
    setError(undefined);
    const answer = await http.post<unknown>(`${path}/`, quoteUpdateBody(draft, quote.version));
    setSaving(false);
    notify.outcome(answer.ok, { success: 'Quote saved', failure: `Failed to save the quote: ${answer.errorMessage ?? ''}` });
    if (!answer.ok) {
      const problem = serverErrorOf(answer)!;
      setError(problem);
      if (problem.field) setTimeout(() => document.getElementById(quoteFieldId(problem.field!))?.focus(), 0);
      return { answer };
    }
    const record = answerParts.record<QuoteRecord>(answer.data);
    setDirty(false);
    return { answer, record };
  };
  /** The quote as saved now: pending edits saved first. */
  const saved = async (): Promise<{ answer?: ApiResult<unknown>; record?: QuoteRecord }> => (dirty ? save() : { record: quote });

  const onSave = async () => {
    const { record } = await save();
    if (record) onSaved(record);
  };

  const addRates = async (rates: Array<{ rateId: string }>, shortlistIds: string[]): Promise<ApiResult<unknown>> => {
    const current = await saved();
    if (!current.record) return current.answer!;
    const answer = await http.post<unknown>(QUOTES_API.associatedRates, { data: { quoteId: quote._id, version: current.record.version, rates, ...(shortlistIds.length ? { shortlistIds } : {}) } });
    notify.outcome(answer.ok, { success: 'Rates added to the quote', failure: `Failed to add the rates: ${answer.errorMessage ?? ''}` });
    const record = answerParts.record<QuoteRecord>(answer.data);
    if (answer.ok && record) onSaved(record);
    else if (current.record !== quote) onSaved(current.record);
    return answer;
  };

  const removeOption = async (index: number) => {
    setRemoving(undefined);
    const option = draft.options[index];
    if (!option._id) {
      edit({ options: draft.options.filter((_, i) => i !== index) });
      return;
    }
    const current = await saved();
    if (!current.record) return;
    const answer = await http.post<unknown>(QUOTES_API.removeAssociatedRates, { data: { quoteId: quote._id, version: current.record.version, optionIds: [option._id] } });
    notify.outcome(answer.ok, { success: 'Option removed', failure: `Failed to remove the option: ${answer.errorMessage ?? ''}` });
    const record = answerParts.record<QuoteRecord>(answer.data);
    if (answer.ok && record) onSaved(record);
    else if (current.record !== quote) onSaved(current.record);
  };

  const publish = async (values: { email: string | null; expiresInDays: number; message: string | null }): Promise<ApiResult<unknown>> => {
    const current = await saved();
    if (!current.record) return current.answer!;
    const { email, expiresInDays, message } = values;
    const answer = await http.post<Published>(QUOTES_API.publishQuotes, { data: { quoteId: quote._id, version: current.record.version, ...(email ? { email } : {}), expiresInDays, ...(message ? { message } : {}) } });
    notify.outcome(answer.ok, { success: answer.data?.emailedTo ? `Quote published and emailed to ${answer.data.emailedTo}` : 'Quote published', failure: `Failed to publish the quote: ${answer.errorMessage ?? ''}` });
    if (answer.ok && answer.data) {
      setDialog(undefined);
      onPublished({ record: answer.data.record, link: answer.data.link ?? null, emailedTo: answer.data.emailedTo ?? null });
    } else if (current.record !== quote) onSaved(current.record);
    return answer;
  };

  const pdf = () => downloadQuotePdf(http, notify, `${path}/pdf`, `${quote.reference}-rev${quote.revision}.pdf`);

  useCommands(
    [
      { id: 'quote-add-rates', title: 'Add rates to quote', shortcut: 'alt+a', run: () => setDialog('rates') },
      { id: 'quote-save', title: 'Save quote', shortcut: 'mod+s', run: () => void onSave() },
      { id: 'quote-publish', title: 'Publish quote', run: () => setDialog('publish') },
      { id: 'quote-pdf', title: 'Download quote PDF', run: () => void pdf() },
    ],
    [quote._id, quote.version],
  );

  const moveOption = (index: number, by: -1 | 1) => {
    const options = [...draft.options];
    const [moved] = options.splice(index, 1);
    options.splice(index + by, 0, moved);
    edit({ options });
  };
  const setOption = (index: number, option: DraftOption) => edit({ options: draft.options.map((o, i) => (i === index ? option : o)) });
  const headerError = (field: string) => errorAt(field);
  const header = (field: string, label: string, input: React.ReactNode, required?: boolean) => (
    <FormGroup label={label} labelFor={quoteFieldId(field)} labelInfo={required ? '(required)' : undefined} intent={headerError(field) ? 'danger' : 'none'} helperText={headerError(field) && <span id={`${quoteFieldId(field)}-error`} role="alert">{headerError(field)}</span>}>
      {input}
    </FormGroup>
  );
  const termsChanged = (termsId: string) => {
    const set = termsSets.find((t) => t._id === termsId);
    edit({ termsId, ...(set ? { terms: set.body } : {}) });
  };

  return (
    <section aria-labelledby="quote-editor-title">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h2 id="quote-editor-title" className="bp6-heading" style={{ margin: 0, fontSize: 18 }}>
          Quote {quote.reference} rev {quote.revision}
        </h2>
        <Tag minimal>DRAFT</Tag>
        {dirty && <Tag intent="warning" minimal>Unsaved changes</Tag>}
        <span style={{ flex: 1 }} />
        <Button icon="add" text="Add rates to quote" onClick={() => setDialog('rates')} />
        <Button icon="floppy-disk" intent="primary" text="Save" loading={saving} onClick={() => void onSave()} />
        <Button icon="send-message" intent="success" text="Publish" disabled={!draft.options.length} onClick={() => setDialog('publish')} />
        <Button icon="document" text="Download PDF" onClick={() => void pdf()} />
      </div>
      <p className="bp6-text-muted" role="note" aria-label="Exchange rates">
        {draft.currency} at {quote.exchange.source} {quote.exchange.rateDate}
        {draft.currency !== quote.exchange.base ? ` (base ${quote.exchange.base})` : ''}
      </p>
      {error && !(error.status === 400 && error.field && SHOWN_IN_PLACE.test(error.field)) && (
        <Callout intent="danger" role="alert" title="Not saved" style={{ marginBottom: 12 }}>
          {error.message}
          {error.status === 409 && (
            <>
              {' '}— someone changed this quote since you opened it. Your edits stay here until you load their version.{' '}
              <Button size="small" variant="minimal" intent="danger" text="Load their version" onClick={onReload} />
            </>
          )}
        </Callout>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: '0 16px' }}>
        {header('currency', 'Currency', <HTMLSelect id={quoteFieldId('currency')} fill value={draft.currency} onChange={(e) => edit({ currency: e.target.value })} options={currencies.includes(draft.currency) ? currencies : [draft.currency, ...currencies]} />, true)}
        {header('validUntil', 'Valid until', <InputGroup id={quoteFieldId('validUntil')} type="date" value={draft.validUntil} onChange={(e) => edit({ validUntil: e.target.value })} />, true)}
        {header(
          'margin.type',
          'Quote margin',
          <HTMLSelect
            id={quoteFieldId('margin.type')}
            fill
            value={draft.marginMode}
            onChange={(e) => edit({ marginMode: e.target.value as QuoteDraft['marginMode'] })}
            options={[
              { value: 'PERCENT', label: 'Percent' },
              { value: 'AMOUNT', label: 'Amount per line' },
              { value: 'NONE', label: 'None' },
            ]}
          />,
        )}
        {draft.marginMode !== 'NONE' &&
          header(
            'margin.value',
            draft.marginMode === 'PERCENT' ? 'Quote margin %' : `Quote margin (${draft.currency})`,
            <InputGroup id={quoteFieldId('margin.value')} inputMode="decimal" value={draft.marginValue} onChange={(e) => edit({ marginValue: e.target.value })} intent={errorAt('margin.value') || errorAt('margin') ? 'danger' : 'none'} />,
          )}
        {header('termsId', 'Terms set', <HTMLSelect id={quoteFieldId('termsId')} fill value={draft.termsId} onChange={(e) => termsChanged(e.target.value)} options={[{ value: '', label: 'None' }, ...termsSets.map((t) => ({ value: t._id, label: t.name }))]} />)}
      </div>
      {errorAt('margin') && !errorAt('margin.value') && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {errorAt('margin')}
        </Callout>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        {header('terms', 'Terms and conditions', <TextArea id={quoteFieldId('terms')} fill rows={4} value={draft.terms} onChange={(e) => edit({ terms: e.target.value })} />)}
        {header('notes', 'Notes to the customer', <TextArea id={quoteFieldId('notes')} fill rows={4} value={draft.notes} onChange={(e) => edit({ notes: e.target.value })} />)}
      </div>

      <section aria-labelledby="edit-quote-rates-title">
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <h3 id="edit-quote-rates-title" className="bp6-heading" style={{ fontSize: 15, margin: '8px 0' }}>
            Edit quote rates
          </h3>
          <span className="bp6-text-muted bp6-text-small">Valid until {formatDate(draft.validUntil)}</span>
          <span style={{ flex: 1 }} />
          <Button
            size="small"
            icon="plus"
            text="Add empty option"
            onClick={() => edit({ options: [...draft.options, { key: newKey(), title: `Option ${draft.options.length + 1}`, carrier: '', origin: enquiry.origin, destination: enquiry.destination, via: [], transitDays: null, freeDays: null, sailing: null, lines: [] }] })}
          />
        </div>
        {errorAt('options') && (
          <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
            {errorAt('options')}
          </Callout>
        )}
        {!draft.options.length && <Callout icon="info-sign">No options yet: add rates from your inventory or shortlist, or an empty option to fill in.</Callout>}
        {draft.options.map((option, index) => (
          <OptionEditorCard
            key={option.key}
            option={option}
            index={index}
            count={draft.options.length}
            currency={draft.currency}
            currencies={currencies}
            priced={priced[index]}
            onChange={(o) => setOption(index, o)}
            onMove={(by) => moveOption(index, by)}
            onRemove={() => setRemoving(index)}
            errorAt={errorAt}
          />
        ))}
      </section>
      <OptionsChart currency={draft.currency} options={draft.options.map((o, i) => ({ key: o.key, title: `Option ${i + 1}: ${o.title}`, ...priced[i] }))} />

      <section aria-labelledby="quote-draft-activity-title" style={{ marginTop: 16 }}>
        <h3 id="quote-draft-activity-title" className="bp6-heading" style={{ fontSize: 15 }}>
          Activity
        </h3>
        <RecordActivity key={quote.version} path={path} />
      </section>
      {dialog === 'rates' && <AddRatesDialog quote={quote} onClose={() => setDialog(undefined)} onAdd={addRates} />}
      {dialog === 'publish' && <PublishDialog email={enquiry.contactEmail} onClose={() => setDialog(undefined)} onPublish={publish} />}
      <Alert isOpen={removing !== undefined} intent="danger" icon="trash" confirmButtonText="Remove option" cancelButtonText="Keep it" onConfirm={() => void removeOption(removing!)} onCancel={() => setRemoving(undefined)}>
        Remove option {removing === undefined ? '' : removing + 1} and its rates from the quote?
      </Alert>
    </section>
  );
}
