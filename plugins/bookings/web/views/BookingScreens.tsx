import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { BookingList } from './BookingList';

const BookingForm = lazy(() => import('./BookingForm'));
const BookingDetails = lazy(() => import('./BookingDetails'));

/** `/bookings` (list), `/bookings/new`, `/bookings/:id/edit` (a DRAFT), `/bookings/:id/amend` and `/bookings/:id`. */
export default function BookingScreens() {
  return (
    <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
      <Routes>
        <Route path="/bookings/new" element={<BookingForm />} />
        <Route path="/bookings/:id/edit" element={<BookingForm key="edit" />} />
        <Route path="/bookings/:id/amend" element={<BookingForm key="amend" amend />} />
        <Route path="/bookings/:id" element={<BookingDetails />} />
        <Route path="*" element={<BookingList />} />
      </Routes>
    </Suspense>
  );
}
