import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import ManifestList from './ManifestList';

const ManifestDetails = lazy(() => import('./ManifestDetails'));

/** `/manifests` (a manifest per sailing and port) and `/manifests/sailing?vessel=…&voyage=…&port=…&direction=…` (its lines). */
export default function ManifestScreens() {
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path="/manifests/sailing" element={<ManifestDetails />} />
        <Route path="*" element={<ManifestList />} />
      </Routes>
    </Suspense>
  );
}
