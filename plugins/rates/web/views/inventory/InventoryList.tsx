import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatDate, formatMoney, formatPort, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { RATE_KINDS, RATE_SIDES, RATES_API, type RateKind } from '../../../shared/types';
import type { RateRow } from '../../stores/RateInventoryStore';
import { OCEAN_CARRIERS } from '@portolan/sdk/shared';
import { useRatesBase } from '../useRatesBase';
import { rateLane } from './rateLabel';
import { containerTypeLabel, useContainerTypes } from './useContainerTypes';
import { validityIntent } from './validityIntent';

const money = (amount: string | null, currency: string) => (amount ? formatMoney({ decimal: amount }, currency) : '—');

function columnsFor(base: string): DataColumn<RateRow>[] {
  return [
    { id: 'rate', title: 'Rate', width: 110, render: (r) => <Link to={`${base}/inventory/${r._id}`}>{[r.kind, r.chargeCode].filter(Boolean).join(' ')}</Link>, csv: (r) => r._id },
    { id: 'carrier', title: 'Carrier', width: 80, render: (r) => r.carrier ?? 'Any', csv: (r) => r.carrier ?? '' },
    { id: 'origin', title: 'Origin', width: 110, render: (r) => formatPort(r.origin ?? r.port), csv: (r) => r.origin ?? r.port ?? '' },
    { id: 'destination', title: 'Destination', width: 110, render: (r) => formatPort(r.destination), csv: (r) => r.destination ?? '' },
    { id: 'lane', title: 'Routing', width: 200, defaultVisible: false, render: (r) => rateLane(r), csv: (r) => rateLane(r) },
    { id: 'containerType', title: 'Container', width: 90, render: (r) => r.containerType ?? (r.kind === 'LCL' ? 'W/M' : 'All'), csv: (r) => r.containerType ?? '' },
    { id: 'amount', title: 'Amount', width: 130, sortField: 'amount', render: (r) => money(r.amount, r.currency), csv: (r) => r.amount },
    { id: 'currency', title: 'Currency', width: 70, defaultVisible: false, render: (r) => r.currency, csv: (r) => r.currency },
    { id: 'minimum', title: 'Minimum', width: 120, defaultVisible: false, render: (r) => money(r.minimum, r.currency), csv: (r) => r.minimum ?? '' },
    { id: 'transitDays', title: 'Transit', width: 70, render: (r) => (r.transitDays === null ? '—' : `${r.transitDays} d`), csv: (r) => r.transitDays ?? '' },
    { id: 'validFrom', title: 'Valid from', width: 110, sortField: 'validFrom', render: (r) => formatDate(r.validFrom), csv: (r) => r.validFrom },
    { id: 'validTo', title: 'Valid to', width: 110, sortField: 'validTo', render: (r) => formatDate(r.validTo), csv: (r) => r.validTo },
    { id: 'validity', title: 'Validity', width: 90, render: (r) => <Tag minimal intent={validityIntent(r.validity)}>{r.validity}</Tag>, csv: (r) => r.validity },
    { id: 'side', title: 'Side', width: 80, render: (r) => r.side, csv: (r) => r.side },
    { id: 'freeDays', title: 'Free days', width: 80, defaultVisible: false, render: (r) => r.freeDays ?? '—', csv: (r) => r.freeDays ?? '' },
    { id: 'contractRef', title: 'Contract', width: 110, defaultVisible: false, render: (r) => r.contractRef ?? '—', csv: (r) => r.contractRef ?? '' },
    { id: 'commodity', title: 'Commodity', width: 120, defaultVisible: false, render: (r) => r.commodity ?? '—', csv: (r) => r.commodity ?? '' },
    { id: 'createdAt', title: 'Added', width: 110, sortField: 'createdAt', defaultVisible: false, render: (r) => formatDate(r.createdAt), csv: (r) => r.createdAt },
  ];
}

const lower = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

/** The add-rates screens SPEC §2 names, by the kind they open with. */
export const ADD_RATES: ReadonlyArray<{ kind: RateKind; title: string; icon: 'add' | 'plus' | 'drive-time' }> = [
  { kind: 'FCL', title: 'Add freight rates', icon: 'add' },
  { kind: 'OTHER', title: 'Add other rates', icon: 'plus' },
  { kind: 'TRANSPORT', title: 'Add transportation rates', icon: 'drive-time' },
];

/**
 * `/rates/inventory` (and under `/rates-v2`): the company's rates — server paging, sorting, filters (kind,
 * side, carrier, lane, container type, validity), search and columns in the URL, CSV export of the view;
 * the add-rates screens and the rate-sheet import for who may create. `?importId=` shows one import's rates.
 */
const InventoryList = observer(function InventoryList() {
  const base = useRatesBase();
  const navigate = useNavigate();
  const canCreate = useService(Entitlements).isAllowed('rates', 'Create');
  const containerTypes = useContainerTypes().options;
  const [params, setParams] = useSearchParams();
  const importId = params.get('importId') ?? undefined;
  const filters = useMemo<FilterDef[]>(
    () => [
      { id: 'kind', label: 'Kind', kind: 'select', options: RATE_KINDS.map((k) => ({ value: k, label: k })) },
      { id: 'side', label: 'Side', kind: 'select', options: RATE_SIDES.map((s) => ({ value: s, label: lower(s) })) },
      { id: 'carrier', label: 'Carrier', kind: 'text', upperCase: true, width: 80, suggestions: OCEAN_CARRIERS.map((c) => ({ value: c.code, label: c.name })) },
      { id: 'origin', label: 'Origin', kind: 'text', upperCase: true, width: 90, placeholder: 'INNSA' },
      { id: 'destination', label: 'Destination', kind: 'text', upperCase: true, width: 90, placeholder: 'NLRTM' },
      { id: 'containerType', label: 'Container type', kind: 'select', options: containerTypes.map((o) => ({ value: o.code, label: containerTypeLabel(o) })) },
      { id: 'validity', label: 'Validity', kind: 'select', options: ['ACTIVE', 'FUTURE', 'EXPIRED'].map((v) => ({ value: v, label: lower(v) })) },
    ],
    [containerTypes],
  );
  const columns = useMemo(() => columnsFor(base), [base]);
  const list = useResourceList<RateRow>({ base: RATES_API.inventory, filters, defaultSort: { field: 'validFrom', dir: 'desc' }, fixed: importId ? { filter: { importId } } : undefined });
  // The screen's actions for the palette (under the prefix it was opened with); adding only for who may create.
  useCommands(
    [
      ...(canCreate
        ? [
            { id: 'add-freight-rates', title: 'Add freight rates', shortcut: 'alt+n', run: () => navigate(`${base}/inventory/new?kind=FCL`) },
            { id: 'add-other-rates', title: 'Add other rates', run: () => navigate(`${base}/inventory/new?kind=OTHER`) },
            { id: 'add-transport-rates', title: 'Add transportation rates', run: () => navigate(`${base}/inventory/new?kind=TRANSPORT`) },
            { id: 'import-rate-sheet', title: 'Import a rate sheet', shortcut: 'alt+i', run: () => navigate(`${base}/imports/new`) },
          ]
        : []),
      { id: 'refresh-rates', title: 'Refresh rates', shortcut: 'alt+r', run: () => void list.reload() },
    ],
    [list, base, canCreate],
  );
  return (
    <section aria-labelledby="rate-inventory-title">
      <h1 id="rate-inventory-title" className="pt-page-title">
        Rate inventory
      </h1>
      <p style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Link to={`${base}/imports`}>Import log</Link>
        {importId && (
          <Tag intent="primary" onRemove={() => setParams((p) => (p.delete('importId'), p), { replace: true })}>
            Rates of import {importId.slice(0, 8)}
          </Tag>
        )}
      </p>
      <ResourceTable<RateRow>
        list={list}
        label="Rates"
        columns={columns}
        search={{ label: 'Search rates', placeholder: 'Carrier, port, contract…' }}
        exportName="rates.csv"
        emptyText="No rate matches"
        height={560}
        actions={
          canCreate && (
            <>
              {ADD_RATES.map((a) => (
                <Button key={a.kind} size="small" intent={a.kind === 'FCL' ? 'primary' : 'none'} icon={a.icon} text={a.title} onClick={() => navigate(`${base}/inventory/new?kind=${a.kind}`)} />
              ))}
              <Button size="small" icon="import" text="Import rate sheet" onClick={() => navigate(`${base}/imports/new`)} />
            </>
          )
        }
      />
    </section>
  );
});

export default InventoryList;
