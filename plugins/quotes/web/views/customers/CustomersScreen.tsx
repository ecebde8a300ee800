import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { CustomerList } from './CustomerList';

const CustomerDetails = lazy(() => import('./CustomerDetails'));
const CustomerForm = lazy(() => import('./CustomerForm'));

/** `/customers` (the list), `/customers/new` and `/customers/:id/edit` (the form), `/customers/:id` (details). */
export default function CustomersScreen() {
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <Routes>
        <Route path="/customers/new" element={<CustomerForm />} />
        <Route path="/customers/:id/edit" element={<CustomerForm key="edit" />} />
        <Route path="/customers/:id" element={<CustomerDetails />} />
        <Route path="*" element={<CustomerList />} />
      </Routes>
    </Suspense>
  );
}
