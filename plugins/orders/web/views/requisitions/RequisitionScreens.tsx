import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { REQUISITIONS } from './paths';
import { RequisitionList } from './RequisitionList';

const RequisitionForm = lazy(() => import('./RequisitionForm'));
const RequisitionDetails = lazy(() => import('./RequisitionDetails'));

/** `/requisitions`: the list (index), `new`, `:id/edit` and `:id` (details with overview, approval, sourcing, comments, activity). */
export default function RequisitionScreens() {
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path={`${REQUISITIONS}/new`} element={<RequisitionForm />} />
        <Route path={`${REQUISITIONS}/:id/edit`} element={<RequisitionForm key="edit" />} />
        <Route path={`${REQUISITIONS}/:id`} element={<RequisitionDetails />} />
        <Route path="*" element={<RequisitionList />} />
      </Routes>
    </Suspense>
  );
}
