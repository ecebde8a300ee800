import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Callout, H2, ProgressBar, SegmentedControl } from '@blueprintjs/core';
import { FileDropZone, NotificationBus, useAnswer, useCommands, useFileChoice, useService } from '@portolan/sdk';
import { MAX_PDF_BYTES, type ExtractionKind } from '../../../shared/states';
import { usePdfReaderApi } from '../../api/pdfReaderApi';
import { KIND_TITLES } from './extractionWords';
import { RecentExtractions } from './RecentExtractions';

/** The client's check of a PDF before it is sent (the server checks the content again). */
export function pdfProblem(file: File): string | undefined {
  if (!/\.pdf$/i.test(file.name) || (file.type && file.type !== 'application/pdf')) return 'Choose a PDF file (.pdf)';
  if (file.size > MAX_PDF_BYTES) return `The PDF is ${(file.size / 1024 / 1024).toFixed(1)} MiB; at most 10 MiB`;
  if (file.size === 0) return 'The file is empty';
  return undefined;
}

/** `/regularize/read`: choose what the PDF is, drop it, read it, then review what was read; the recent extractions below. */
export function PdfUploadView({ canRead }: { canRead: boolean }) {
  const api = usePdfReaderApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const [kind, setKind] = useState<ExtractionKind>('SHIPPING_BILL');
  const choice = useFileChoice(pdfProblem, 'Choose the PDF to read');
  const [reading, setReading] = useState(false);
  const recent = useAnswer(() => api.recent(), 'recent');

  const read = async () => {
    const file = choice.ready();
    if (!file || reading) return;
    setReading(true);
    const answer = await api.read(kind, file);
    setReading(false);
    // SPEC §8 pair.
    notify.outcome(answer.ok, { success: 'Document Uploaded', failure: answer.errorMessage ? `Document upload failed: ${answer.errorMessage}` : 'Document upload failed' });
    if (answer.ok && answer.data) navigate(encodeURIComponent(answer.data._id));
    else choice.setProblem(answer.errorMessage ?? 'Server Error');
  };
  useCommands(canRead ? [{ id: 'read-pdf', title: 'Read the chosen PDF', section: 'PDF reader', run: () => void read() }] : [], [canRead, kind, choice.file]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 960 }}>
      <H2 style={{ fontSize: 20 }}>Read a PDF</H2>
      <p style={{ margin: 0 }}>Upload a shipping bill to create its export invoice from what is read, or a bill of lading to copy its details. You check every field before anything is saved.</p>
      {!canRead && <Callout intent="primary">Reading a PDF needs the PDF reader’s Create access; you can open the extractions read so far.</Callout>}
      {canRead && (
      <form
        aria-label="Read a PDF"
        onSubmit={(e) => {
          e.preventDefault();
          void read();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <span id="pdf-kind-label">Kind of document</span>
          <SegmentedControl
            aria-labelledby="pdf-kind-label"
            value={kind}
            onValueChange={(v) => setKind(v as ExtractionKind)}
            options={(Object.keys(KIND_TITLES) as ExtractionKind[]).map((k) => ({ value: k, label: KIND_TITLES[k] }))}
          />
        </div>
        <FileDropZone file={choice.file} onChoose={choice.choose} prompt={`Drop the ${KIND_TITLES[kind].toLowerCase()} PDF here, or choose it:`} placeholder="Choose a PDF (up to 10 MiB)…" inputLabel="PDF file" accept=".pdf,application/pdf" />
        {choice.problem && (
          <Callout intent="danger" role="alert" style={{ color: '#ac2f33' }}>
            {choice.problem}
          </Callout>
        )}
        {reading && (
          <div role="status" aria-live="polite">
            <p style={{ margin: '0 0 4px' }}>Reading {choice.file?.name}…</p>
            <ProgressBar intent="primary" aria-label="Reading the PDF" />
          </div>
        )}
        <div>
          <Button type="submit" intent="primary" icon="document-open" text="Read PDF" loading={reading} />
        </div>
      </form>
      )}
      <RecentExtractions recent={recent} />
    </div>
  );
}
