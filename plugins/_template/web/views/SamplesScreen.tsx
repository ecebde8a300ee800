import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { SampleList } from './SampleList';

const SampleDetails = lazy(() => import('./SampleDetails'));
const SampleForm = lazy(() => import('./SampleForm'));

/** `/template` (the list), `/template/new` and `/template/:id/edit` (the form), `/template/:id` (details). */
export default function SamplesScreen() {
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <Routes>
        <Route path="/template/new" element={<SampleForm />} />
        <Route path="/template/:id/edit" element={<SampleForm key="edit" />} />
        <Route path="/template/:id" element={<SampleDetails />} />
        <Route path="*" element={<SampleList />} />
      </Routes>
    </Suspense>
  );
}
