import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Route, Routes } from 'react-router-dom';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Entitlements, SectionNav, useService } from '@portolan/sdk';

const BillList = lazy(() => import('./BillList'));
const BillDetails = lazy(() => import('./BillDetails'));
const MatchScreen = lazy(() => import('./MatchScreen'));
const RemittanceList = lazy(() => import('./RemittanceList'));
const BatchList = lazy(() => import('./BatchList'));
const BatchDetails = lazy(() => import('./BatchDetails'));
const AgeingScreen = lazy(() => import('./AgeingScreen'));
const SettingsScreen = lazy(() => import('./SettingsScreen'));
const PdfReaderScreen = lazy(() => import('../pdfReader/PdfReaderScreen'));

const SECTIONS = [
  { to: '/regularize', title: 'Bills', end: true },
  { to: '/regularize/match', title: 'Match & push' },
  { to: '/regularize/remittances', title: 'Remittances' },
  { to: '/regularize/batches', title: 'Batches' },
  { to: '/regularize/ageing', title: 'Ageing' },
  { to: '/regularize/settings', title: 'Settings & partner links' },
];

/** The signed-in `/regularize/…` workbench: its sections (one lazy chunk each) under a section bar; the PDF reader at `read/*`. */
export const RegularizeWorkbench = observer(function RegularizeWorkbench() {
  const entitlements = useService(Entitlements);
  if (!entitlements.isAllowed('regularization'))
    return <NonIdealState icon="lock" title="Not available" description="Your role does not include the regularization of export bills. Ask your company's admin for access." />;
  return (
    <div>
      <SectionNav label="Regularization sections" sections={SECTIONS} />
      <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
        <Routes>
          <Route path="/regularize/bills" element={<BillList />} />
          <Route path="/regularize/bills/:id" element={<BillDetails />} />
          <Route path="/regularize/match" element={<MatchScreen />} />
          <Route path="/regularize/remittances" element={<RemittanceList />} />
          <Route path="/regularize/batches" element={<BatchList />} />
          <Route path="/regularize/batches/:id" element={<BatchDetails />} />
          <Route path="/regularize/ageing" element={<AgeingScreen />} />
          <Route path="/regularize/settings" element={<SettingsScreen />} />
          <Route path="/regularize/read/*" element={<PdfReaderScreen />} />
          <Route path="*" element={<BillList />} />
        </Routes>
      </Suspense>
    </div>
  );
});
