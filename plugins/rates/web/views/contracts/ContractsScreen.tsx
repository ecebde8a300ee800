import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { ContractList } from './ContractList';

const ContractDetails = lazy(() => import('./ContractDetails'));
const ContractForm = lazy(() => import('./ContractForm'));

/** `/contracts` (the list), `/contracts/new` and `/contracts/:id/edit` (the form), `/contracts/:id` (details). */
export default function ContractsScreen() {
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <Routes>
        <Route path="/contracts/new" element={<ContractForm />} />
        <Route path="/contracts/:id/edit" element={<ContractForm key="edit" />} />
        <Route path="/contracts/:id" element={<ContractDetails />} />
        <Route path="*" element={<ContractList />} />
      </Routes>
    </Suspense>
  );
}
