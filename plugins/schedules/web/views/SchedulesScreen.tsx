import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { SailingSearchScreen } from './SailingSearchScreen';

const ImportScreen = lazy(() => import('./ImportScreen'));
const SailingForm = lazy(() => import('./SailingForm'));

/** The prefix the user came in by: `/schedules` or `/schedules-v2` (links stay under it). */
export const prefixOf = (pathname: string) => (pathname.startsWith('/schedules-v2') ? '/schedules-v2' : '/schedules');

/** `/schedules` and `/schedules-v2`: the search; `…/import`; `…/new`. */
export default function SchedulesScreen() {
  const base = prefixOf(useLocation().pathname);
  const [params] = useSearchParams();
  // A new lane or a new link from rates (while the screen is open) starts the form afresh from the URL.
  const lane = ['origin', 'destination', 'from', 'readyOn', 'carrier'].map((k) => params.get(k) ?? '').join('|');
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path={`${base}/import`} element={<ImportScreen base={base} />} />
        <Route path={`${base}/new`} element={<SailingForm base={base} />} />
        <Route path="*" element={<SailingSearchScreen key={lane} base={base} />} />
      </Routes>
    </Suspense>
  );
}
