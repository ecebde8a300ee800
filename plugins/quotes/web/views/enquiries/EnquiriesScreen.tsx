import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { EnquiryList } from './EnquiryList';
import { useEnquiriesBase } from './useEnquiriesBase';

const EnquiryForm = lazy(() => import('./EnquiryForm'));
const EnquiryDetails = lazy(() => import('./EnquiryDetails').then((m) => ({ default: m.EnquiryDetails })));
const SummaryScreen = lazy(() => import('./SummaryScreen'));
const TermsScreen = lazy(() => import('./TermsScreen'));

/**
 * `/enquiries` and `/enquiriesV2` (both work: the routes are built from the prefix opened): the list with
 * the summary strip, `new`, `summary`, `terms`, `:id/edit` and `:id` (details). `printable-quote` and
 * `view-quote` under them are other screens.
 */
export default function EnquiriesScreen() {
  const base = useEnquiriesBase();
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <Routes>
        <Route path={`${base}/new`} element={<EnquiryForm />} />
        <Route path={`${base}/summary`} element={<SummaryScreen base={base} />} />
        <Route path={`${base}/terms`} element={<TermsScreen base={base} />} />
        <Route path={`${base}/:id/edit`} element={<EnquiryForm key="edit" />} />
        <Route path={`${base}/:id`} element={<EnquiryDetails base={base} />} />
        <Route path="*" element={<EnquiryList base={base} />} />
      </Routes>
    </Suspense>
  );
}
