import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { SectionNav } from '@portolan/sdk';

const DndSummaryScreen = lazy(() => import('./summary/DndSummaryScreen'));
const ContainerList = lazy(() => import('./containers/ContainerList'));
const ContainerDetails = lazy(() => import('./containers/ContainerDetails'));
const DndShipmentsScreen = lazy(() => import('./shipments/DndShipmentsScreen'));
const TariffsScreen = lazy(() => import('./tariffs/TariffsScreen'));
const OverridesScreen = lazy(() => import('./overrides/OverridesScreen'));
const InvoiceList = lazy(() => import('./invoices/InvoiceList'));
const InvoiceForm = lazy(() => import('./invoices/InvoiceForm'));
const InvoiceDetails = lazy(() => import('./invoices/InvoiceDetails'));
const DisputeList = lazy(() => import('./disputes/DisputeList'));
const DisputeDetails = lazy(() => import('./disputes/DisputeDetails'));

const SECTIONS = [
  { to: '/dnd', title: 'Summary', end: true },
  { to: '/dnd/containers', title: 'Containers' },
  { to: '/dnd/shipments', title: 'Shipments' },
  { to: '/dnd/tariffs', title: 'Tariffs' },
  { to: '/dnd/overrides', title: 'Overrides' },
  { to: '/dnd/invoices', title: 'Carrier invoices' },
  { to: '/dnd/disputes', title: 'Disputes' },
];

/** `/dnd/…`: the D&D area's sections (one lazy chunk each) under a section bar. */
export default function DndScreens() {
  return (
    <div>
      <SectionNav label="Demurrage and detention sections" sections={SECTIONS} />
      <Suspense fallback={<Spinner size={30} aria-label="Loading" />}>
        <Routes>
          <Route path="/dnd/containers" element={<ContainerList />} />
          <Route path="/dnd/containers/:containerId" element={<ContainerDetails />} />
          <Route path="/dnd/shipments" element={<DndShipmentsScreen />} />
          <Route path="/dnd/tariffs" element={<TariffsScreen />} />
          <Route path="/dnd/overrides" element={<OverridesScreen />} />
          <Route path="/dnd/invoices" element={<InvoiceList />} />
          <Route path="/dnd/invoices/new" element={<InvoiceForm />} />
          <Route path="/dnd/invoices/:id" element={<InvoiceDetails />} />
          <Route path="/dnd/disputes" element={<DisputeList />} />
          <Route path="/dnd/disputes/:id" element={<DisputeDetails />} />
          <Route path="*" element={<DndSummaryScreen />} />
        </Routes>
      </Suspense>
    </div>
  );
}
