import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { ShipmentsList } from './ShipmentsList';
import './shipments.css';

const ShipmentDetails = lazy(() => import('./ShipmentDetails'));
const BulkCreate = lazy(() => import('./BulkCreateScreen'));
const ShipmentForm = lazy(() => import('./ShipmentForm'));

/** `/shipments` (the list), `/shipments/bulk` (bulk create), `/shipments/new`, `/shipments/:id/edit` (the form) and `/shipments/:id` (details). */
export default function ShipmentsScreen() {
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <Routes>
        <Route path="/shipments/bulk" element={<BulkCreate />} />
        <Route path="/shipments/new" element={<ShipmentForm />} />
        <Route path="/shipments/:id/edit" element={<ShipmentForm key="edit" />} />
        <Route path="/shipments/:id" element={<ShipmentDetails />} />
        <Route
          path="*"
          element={
            <section className="pt-shipments" aria-labelledby="shipments-title">
              <h1 id="shipments-title" className="pt-page-title">Shipments</h1>
              <ShipmentsList height={560} />
            </section>
          }
        />
      </Routes>
    </Suspense>
  );
}
