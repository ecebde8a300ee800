import { useEffect, useRef, useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { NotificationBus, saveBlob, useAnswer, useService, type DocumentTemplateBody, type PrintableDocumentType } from '@portolan/sdk';
import type { TemplatesApi } from './templatesApi';
import { renderPdfPages } from './renderPdfPages';

/** How long the design must rest before the preview is printed again. */
export const PREVIEW_DEBOUNCE_MS = 600;

export interface LivePreviewProps {
  api: TemplatesApi;
  documentType: PrintableDocumentType;
  /** The current (unsaved) design. */
  body: DocumentTemplateBody;
  fileName: string;
}

type Status = { state: 'idle' } | { state: 'rendering' } | { state: 'shown'; pages: number } | { state: 'failed'; message: string };

/**
 * The live preview: a searchable record picker (`…/templates/records`) and the PDF the server prints
 * for that record with the current unsaved design (`POST …/templates/preview`), printed again
 * PREVIEW_DEBOUNCE_MS after the last change and drawn page by page with pdfjs (loaded lazily).
 */
export function LivePreview({ api, documentType, body, fileName }: LivePreviewProps) {
  const notify = useService(NotificationBus);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | undefined>();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [pdf, setPdf] = useState<Blob | undefined>();
  const pages = useRef<HTMLDivElement>(null);
  const records = useAnswer(() => api.records(documentType, query), `${documentType}:${query}`);
  const items = records.data?.items ?? [];
  const recordId = picked && items.some((r) => r.id === picked) ? picked : items[0]?.id;
  const design = JSON.stringify(body);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (!recordId) return;
    const controller = new AbortController();
    let current = true;
    const timer = setTimeout(async () => {
      setStatus({ state: 'rendering' });
      const answer = await api.preview({ documentType, recordId, body: JSON.parse(design) as DocumentTemplateBody }, controller.signal);
      if (!current) return;
      if (!answer.ok || !answer.data) {
        setStatus({ state: 'failed', message: answer.errorMessage ?? 'Server Error' });
        return;
      }
      setPdf(answer.data);
      try {
        const count = pages.current ? await renderPdfPages(answer.data, pages.current, pages.current.clientWidth || 360, () => current) : 0;
        if (current) setStatus({ state: 'shown', pages: count });
      } catch (error) {
        if (current) setStatus({ state: 'failed', message: `The PDF could not be drawn: ${String(error)}` });
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, documentType, recordId, design]);

  const download = () => {
    if (!pdf) return;
    saveBlob(pdf, fileName);
    notify.success(`${fileName} downloaded`);
  };

  return (
    <section className="tc-preview" aria-labelledby="tc-preview-title">
      <h2 id="tc-preview-title" style={{ fontSize: 15, margin: 0 }}>
        Live preview
      </h2>
      <InputGroup type="search" leftIcon="search" aria-label="Search records to preview" placeholder="Search records…" value={search} onChange={(e) => setSearch(e.target.value)} />
      <FormGroup label="Preview record" labelFor="tc-preview-record" style={{ margin: 0 }}>
        <HTMLSelect id="tc-preview-record" fill value={recordId ?? ''} onChange={(e) => setPicked(e.target.value)} disabled={!items.length}>
          {!items.length && <option value="">{records.isFetching ? 'Loading records…' : 'No record found'}</option>}
          {items.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {records.error && (
        <Callout intent="danger" role="alert" title="Could not load the records">
          {records.error}
        </Callout>
      )}
      {!records.isFetching && !records.error && !items.length && <p>No record of this type to preview{query ? ` matches “${query}”` : ' yet'}.</p>}
      <div role="status" aria-live="polite">
        {status.state === 'rendering' && (
          <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <Spinner size={16} aria-hidden /> Printing the preview…
          </span>
        )}
        {status.state === 'shown' && `Preview of ${status.pages} page${status.pages === 1 ? '' : 's'}, printed with your unsaved changes.`}
      </div>
      {status.state === 'failed' && (
        <Callout intent="danger" role="alert" title="The preview failed">
          {status.message}
        </Callout>
      )}
      <Button icon="download" text="Download PDF" disabled={!pdf} onClick={download} />
      <div ref={pages} className="tc-preview-pages" />
    </section>
  );
}
