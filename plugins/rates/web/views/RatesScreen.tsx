import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { useRatesBase } from './useRatesBase';

const RateSearchScreen = lazy(() => import('./search/RateSearchScreen'));
const ShortlistScreen = lazy(() => import('./search/ShortlistScreen'));
const InventoryList = lazy(() => import('./inventory/InventoryList'));
const RateForm = lazy(() => import('./inventory/RateForm'));
const RateDetails = lazy(() => import('./inventory/RateDetails'));
const ImportsList = lazy(() => import('./imports/ImportsList'));
const ImportWizard = lazy(() => import('./imports/ImportWizard'));
const ExchangeRatesScreen = lazy(() => import('./admin/ExchangeRatesScreen'));
const ChargeTypesScreen = lazy(() => import('./admin/ChargeTypesScreen'));

/**
 * `/rates` and `/rates-v2` (the same area under both prefixes, SPEC §2): the search at the root,
 * `inventory` (list, `new?kind=FCL|LCL|OTHER|TRANSPORT`, `:id`, `:id/edit`), `imports` (the log,
 * `new`, `:id` the mapping / preview / commit wizard), `shortlist`, `exchange-rates`, `charge-types`.
 */
export default function RatesScreen() {
  const base = useRatesBase();
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <Routes>
        <Route path={`${base}/inventory/new`} element={<RateForm />} />
        <Route path={`${base}/inventory/:id/edit`} element={<RateForm key="edit" />} />
        <Route path={`${base}/inventory/:id`} element={<RateDetails />} />
        <Route path={`${base}/inventory`} element={<InventoryList />} />
        <Route path={`${base}/imports/new`} element={<ImportWizard />} />
        <Route path={`${base}/imports/:id`} element={<ImportWizard key="existing" />} />
        <Route path={`${base}/imports`} element={<ImportsList />} />
        <Route path={`${base}/shortlist`} element={<ShortlistScreen />} />
        <Route path={`${base}/exchange-rates`} element={<ExchangeRatesScreen />} />
        <Route path={`${base}/charge-types`} element={<ChargeTypesScreen />} />
        <Route path="*" element={<RateSearchScreen />} />
      </Routes>
    </Suspense>
  );
}
