import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Classes, H2, Tag } from '@blueprintjs/core';
import { LoadStates, formatDateTime, useAnswer } from '@portolan/sdk';
import { usePdfReaderApi } from '../../api/pdfReaderApi';
import { BillOfLadingView } from './BillOfLadingView';
import { DocumentPane } from './DocumentPane';
import type { SourceLine } from './ExtractedText';
import { KIND_TITLES, confidenceOf, fieldLabel } from './extractionWords';
import { ShippingBillForm } from './ShippingBillForm';

/** `/regularize/read/:extractionId`: the document on the left, the fields read from it on the right. */
export function ExtractionReview() {
  const { extractionId = '' } = useParams();
  const api = usePdfReaderApi();
  const load = useAnswer(() => api.extraction(extractionId), extractionId);
  const [looking, setLooking] = useState<string | undefined>();
  const extraction = load.data?._id === extractionId ? load.data : undefined;

  const field = extraction?.fields.find((f) => f.name === looking);
  const highlight: SourceLine | undefined = looking ? { page: field?.page ?? null, source: field?.value === null ? null : (field?.source ?? null), label: fieldLabel(looking) } : undefined;
  const toCheck = extraction?.fields.filter((f) => confidenceOf(f) !== 'read').length ?? 0;

  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>
        <Link to="..">← Read another PDF</Link>
      </p>
      <LoadStates isFetching={load.isFetching} error={load.error} empty={!extraction} emptyText="Extraction not found" onRetry={load.reload}>
        {extraction && (
          <>
            <H2 style={{ fontSize: 20 }}>
              {KIND_TITLES[extraction.kind]}: {extraction.fileName}
            </H2>
            <p className={Classes.TEXT_MUTED}>
              Read {formatDateTime(extraction.createdAt)} · {extraction.pageCount} {extraction.pageCount === 1 ? 'page' : 'pages'} ·{' '}
              {toCheck === 0 ? (
                <Tag intent="success" icon="tick" minimal={false}>
                  every field read
                </Tag>
              ) : (
                <Tag intent="warning" icon="warning-sign">
                  {toCheck} {toCheck === 1 ? 'field' : 'fields'} to check
                </Tag>
              )}
            </p>
            <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1.2fr) minmax(320px, 1fr)', gap: 16, alignItems: 'start' }}>
              <DocumentPane extraction={extraction} highlight={highlight} />
              <section aria-label="Fields read">
                {extraction.kind === 'SHIPPING_BILL' ? (
                  <ShippingBillForm key={`${extraction._id}:${extraction.version}`} extraction={extraction} onLook={setLooking} onStale={load.reload} />
                ) : (
                  <BillOfLadingView key={extraction._id} extraction={extraction} onLook={setLooking} />
                )}
              </section>
            </div>
          </>
        )}
      </LoadStates>
    </div>
  );
}
