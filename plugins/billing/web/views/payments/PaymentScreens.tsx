import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { SectionNav } from '@portolan/sdk';

const PaymentList = lazy(() => import('./PaymentList'));
const AgeingView = lazy(() => import('./AgeingView'));
const StatementView = lazy(() => import('./StatementView'));
const RecordPaymentForm = lazy(() => import('./RecordPaymentForm'));
const PaymentDetails = lazy(() => import('./PaymentDetails'));

const SECTIONS = [
  { to: '/payments', title: 'Payments', end: true },
  { to: '/payments/ageing', title: 'Ageing' },
  { to: '/payments/statements', title: 'Statements' },
];

/** `/payments/…`: payments, ageing, statements, record a payment, a payment's details. */
export default function PaymentScreens() {
  return (
    <div>
      <SectionNav label="Payments sections" sections={SECTIONS} />
      <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
        <Routes>
          <Route path="/payments/ageing" element={<AgeingView />} />
          <Route path="/payments/statements" element={<StatementView />} />
          <Route path="/payments/statements/:companyId" element={<StatementView />} />
          <Route path="/payments/new" element={<RecordPaymentForm />} />
          <Route path="/payments/:id" element={<PaymentDetails />} />
          <Route path="*" element={<PaymentList />} />
        </Routes>
      </Suspense>
    </div>
  );
}
