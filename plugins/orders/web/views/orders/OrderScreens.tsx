import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { OrderList } from './OrderList';
import { useOrdersBase } from './useOrdersBase';

const OrderForm = lazy(() => import('./OrderForm'));
const OrderDetails = lazy(() => import('./OrderDetails'));

/**
 * `/orders` and `/ordersV2` (both work; links keep the prefix opened): the purchase orders (index),
 * `new`, `:id/edit` (a DRAFT) and `:id` (the order's details).
 */
export default function OrderScreens() {
  const base = useOrdersBase();
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path={`${base}/new`} element={<OrderForm />} />
        <Route path={`${base}/:id/edit`} element={<OrderForm key="edit" />} />
        <Route path={`${base}/:id`} element={<OrderDetails />} />
        <Route path="*" element={<OrderList base={base} />} />
      </Routes>
    </Suspense>
  );
}
