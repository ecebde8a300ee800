import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { RfqList } from './RfqList';
import { useRfqBase } from './useRfqBase';

const RfqForm = lazy(() => import('./RfqForm'));
const RfqDetails = lazy(() => import('./RfqDetails'));
const InvitationsScreen = lazy(() => import('../vendor/InvitationsScreen'));
const RfqSettingsScreen = lazy(() => import('../settings/RfqSettingsScreen'));

/**
 * `/rfq` and `/rfq-v2` (both work; links keep the prefix opened): the owner's RFQs (index), `new`,
 * `:id/edit`, `:id` (the owner's details, or the vendor's bid screen when the caller is invited),
 * `invitations` (the RFQs the company is invited to bid on) and `settings`. `/rfq/print-quote` is its own screen.
 */
export default function RfqScreens() {
  const base = useRfqBase();
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path={`${base}/new`} element={<RfqForm />} />
        <Route path={`${base}/invitations`} element={<InvitationsScreen />} />
        <Route path={`${base}/settings`} element={<RfqSettingsScreen />} />
        <Route path={`${base}/:id/edit`} element={<RfqForm key="edit" />} />
        <Route path={`${base}/:id`} element={<RfqDetails />} />
        <Route path="*" element={<RfqList base={base} />} />
      </Routes>
    </Suspense>
  );
}
