import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Entitlements, useService } from '@portolan/sdk';
import { SailingSearchScreen } from './SailingSearchScreen';

const ImportScreen = lazy(() => import('./ImportScreen'));
const SailingForm = lazy(() => import('./SailingForm'));

/** The prefix the user came in by: `/schedules` or `/schedules-v2` (links stay under it). */
export const prefixOf = (pathname: string) => (pathname.startsWith('/schedules-v2') ? '/schedules-v2' : '/schedules');

/** Import and new sailing need the Create level (the server refuses them too). */
function NoCreate() {
  return <NonIdealState icon="lock" title="You are not allowed to add schedules" description="Ask your administrator for the Create level on Schedules." />;
}

/** `/schedules` and `/schedules-v2`: the search; `…/import`; `…/new`. */
export default function SchedulesScreen() {
  const base = prefixOf(useLocation().pathname);
  const canCreate = useService(Entitlements).isAllowed('schedules', 'Create');
  const [params] = useSearchParams();
  // A new lane or a new link from rates (while the screen is open) starts the form afresh from the URL.
  const lane = ['origin', 'destination', 'from', 'readyOn', 'carrier'].map((k) => params.get(k) ?? '').join('|');
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path={`${base}/import`} element={canCreate ? <ImportScreen base={base} /> : <NoCreate />} />
        <Route path={`${base}/new`} element={canCreate ? <SailingForm base={base} /> : <NoCreate />} />
        <Route path="*" element={<SailingSearchScreen key={lane} base={base} />} />
      </Routes>
    </Suspense>
  );
}
