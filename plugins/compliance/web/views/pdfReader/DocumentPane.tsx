import { useEffect, useState } from 'react';
import { Callout, SegmentedControl, Spinner } from '@blueprintjs/core';
import type { ExtractionRecord } from '../../../shared/types';
import { usePdfReaderApi } from '../../api/pdfReaderApi';
import { ExtractedText, type SourceLine } from './ExtractedText';

type View = 'pdf' | 'text';

/** The uploaded PDF as a blob URL (the file route needs the bearer token, so an `<object data>` on the API path would not do). */
function usePdfUrl(extractionId: string): { url?: string; error?: string } {
  const api = usePdfReaderApi();
  const [state, setState] = useState<{ id?: string; url?: string; error?: string }>({});
  useEffect(() => {
    let current = true;
    let url: string | undefined;
    void api.file(extractionId).then((answer) => {
      if (!current) return;
      if (answer.ok && answer.data) {
        url = URL.createObjectURL(answer.data.type === 'application/pdf' ? answer.data : new Blob([answer.data], { type: 'application/pdf' }));
        setState({ id: extractionId, url });
      } else setState({ id: extractionId, error: answer.errorMessage ?? 'Server Error' });
    });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, extractionId]);
  return state.id === extractionId ? state : {};
}

/**
 * The left side of the review: the PDF itself (an `<object type="application/pdf">`; where the browser
 * cannot show PDFs, the text read from it instead) or the text read, page by page, with the line of the
 * focused field highlighted.
 */
export function DocumentPane({ extraction, highlight }: { extraction: ExtractionRecord; highlight?: SourceLine }) {
  const [view, setView] = useState<View>('pdf');
  const pdf = usePdfUrl(extraction._id);
  const text = <ExtractedText pages={extraction.pages} highlight={highlight} />;
  return (
    <section aria-label={`Document ${extraction.fileName}`} style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <SegmentedControl
        aria-label="Show"
        size="small"
        value={view}
        onValueChange={(v) => setView(v as View)}
        options={[
          { value: 'pdf', label: 'PDF' },
          { value: 'text', label: 'Text read' },
        ]}
      />
      {highlight?.source && (
        <p aria-live="polite" style={{ margin: 0 }}>
          {highlight.label} was read from page {highlight.page ?? '?'}: <q>{highlight.source}</q>
        </p>
      )}
      {highlight && !highlight.source && (
        <p aria-live="polite" style={{ margin: 0 }}>
          {highlight.label} was not found in the document.
        </p>
      )}
      {view === 'text' ? (
        <div style={{ overflow: 'auto', maxHeight: '75vh', border: '1px solid #d3d8de', padding: 8 }}>{text}</div>
      ) : pdf.error ? (
        <>
          <Callout intent="warning" title="The PDF could not be shown">
            {pdf.error}. The text read from it is below.
          </Callout>
          <div style={{ overflow: 'auto', maxHeight: '70vh', border: '1px solid #d3d8de', padding: 8 }}>{text}</div>
        </>
      ) : pdf.url ? (
        <object type="application/pdf" data={pdf.url} aria-label={`PDF ${extraction.fileName}`} style={{ width: '100%', height: '75vh', border: '1px solid #d3d8de' }}>
          <div style={{ overflow: 'auto', maxHeight: '75vh', padding: 8 }}>
            <p>This browser cannot show the PDF here; the text read from it follows.</p>
            {text}
          </div>
        </object>
      ) : (
        <Spinner size={24} aria-label="Loading the PDF" />
      )}
    </section>
  );
}
