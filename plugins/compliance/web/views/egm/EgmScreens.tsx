import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import EgmList from './EgmList';

const NewEgmScreen = lazy(() => import('./NewEgmScreen'));
const EgmDetails = lazy(() => import('./EgmDetails'));

/** `/egm` (the list), `/egm/new` (build one from a sailing) and `/egm/:id` (the manifest, its filings, comments, activity). */
export default function EgmScreens() {
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path="/egm/new" element={<NewEgmScreen />} />
        <Route path="/egm/:id" element={<EgmDetails />} />
        <Route path="*" element={<EgmList />} />
      </Routes>
    </Suspense>
  );
}
