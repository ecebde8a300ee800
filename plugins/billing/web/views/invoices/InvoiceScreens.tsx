import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { InvoiceList } from './InvoiceList';
import '../../billing.css';

const NewInvoice = lazy(() => import('./InvoiceEditor').then((m) => ({ default: m.NewInvoice })));
const EditInvoice = lazy(() => import('./InvoiceEditor').then((m) => ({ default: m.EditInvoice })));
const InvoiceDetails = lazy(() => import('./InvoiceDetails'));
const BillingProfileScreen = lazy(() => import('./BillingProfileScreen'));

/** `/invoices` (list), `/invoices/new` (`?shipmentId=`), `/invoices/settings` (billing profile), `/invoices/:id/edit` (a draft) and `/invoices/:id`. */
export default function InvoiceScreens() {
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path="/invoices/new" element={<NewInvoice />} />
        <Route path="/invoices/settings" element={<BillingProfileScreen />} />
        <Route path="/invoices/:id/edit" element={<EditInvoice />} />
        <Route path="/invoices/:id" element={<InvoiceDetails />} />
        <Route path="*" element={<InvoiceList />} />
      </Routes>
    </Suspense>
  );
}
