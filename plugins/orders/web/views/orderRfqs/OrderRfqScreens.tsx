import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { ORDER_RFQS } from '../requisitions/paths';
import { OrderRfqList } from './OrderRfqList';

const OrderRfqForm = lazy(() => import('./OrderRfqForm'));
const OrderRfqDetails = lazy(() => import('./OrderRfqDetails'));

/** `/order-rfqs`: the list (index), `new`, `:id/edit` (DRAFT) and `:id` (overview, quotes, award, comments, activity). */
export default function OrderRfqScreens() {
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path={`${ORDER_RFQS}/new`} element={<OrderRfqForm />} />
        <Route path={`${ORDER_RFQS}/:id/edit`} element={<OrderRfqForm key="edit" />} />
        <Route path={`${ORDER_RFQS}/:id`} element={<OrderRfqDetails />} />
        <Route path="*" element={<OrderRfqList />} />
      </Routes>
    </Suspense>
  );
}
