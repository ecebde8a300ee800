import { Route, Routes } from 'react-router-dom';
import { ExtractionReview } from './ExtractionReview';
import { PdfUploadView } from './PdfUploadView';

/**
 * The PDF reader, mounted at `/regularize/read/*`: the upload and the recent extractions at its root,
 * the side-by-side review of one extraction at `:extractionId` (relative routes, so it works wherever it is mounted).
 */
export default function PdfReaderScreen() {
  return (
    <Routes>
      <Route index element={<PdfUploadView />} />
      <Route path=":extractionId" element={<ExtractionReview />} />
    </Routes>
  );
}
