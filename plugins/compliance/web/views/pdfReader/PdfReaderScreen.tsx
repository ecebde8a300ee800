import { observer } from 'mobx-react-lite';
import { Route, Routes } from 'react-router-dom';
import { NonIdealState } from '@blueprintjs/core';
import { Entitlements, useService } from '@portolan/sdk';
import { ExtractionReview } from './ExtractionReview';
import { PdfUploadView } from './PdfUploadView';

/**
 * The PDF reader, mounted at `/regularize/read/*`: the upload and the recent extractions at its root,
 * the side-by-side review of one extraction at `:extractionId` (relative routes, so it works wherever it is mounted).
 * Its parent route is open (the partner page), so the screen itself asks for the `pdf-reader` feature (the API decides again).
 */
const PdfReaderScreen = observer(function PdfReaderScreen() {
  const entitlements = useService(Entitlements);
  if (!entitlements.isAllowed('pdf-reader', 'Read')) {
    return <NonIdealState icon="lock" title="The PDF reader is not part of your access" description="Ask your company's administrator for the PDF reader feature." />;
  }
  return (
    <Routes>
      <Route index element={<PdfUploadView canRead={entitlements.isAllowed('pdf-reader', 'Create')} />} />
      <Route path=":extractionId" element={<ExtractionReview />} />
    </Routes>
  );
});

export default PdfReaderScreen;
