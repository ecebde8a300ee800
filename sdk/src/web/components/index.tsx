import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type { DataTableProps } from './DataTable';
import type { FilterBarProps } from './FilterBar';
import type { SearchBoxProps } from './SearchBox';
import type { ResourceTableProps } from './ResourceTable';
import type { PortPickerProps } from './PortPicker';
import type { ResourceRecord } from '../ResourceStore';

/**
 * The SDK's UI building blocks. Each component is its own lazy chunk behind a small wrapper, so that
 * importing `@portolan/sdk` (which the shell does at boot) never loads Blueprint's popovers or the
 * table library: a screen pays for them when it first renders one.
 */
function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, name: string, height = 30): ComponentType<P> {
  const Lazy = lazy(load);
  const Wrapper = (props: P) => (
    <Suspense fallback={<div className="pt-lazy-placeholder" style={{ minHeight: height }} aria-busy="true" />}>
      <Lazy {...props} />
    </Suspense>
  );
  Wrapper.displayName = `Portolan.${name}`;
  return Wrapper;
}

const LazyDataTable = lazyComponent<DataTableProps<{ _id: string }>>(() => import('./DataTable').then((m) => ({ default: m.DataTable })), 'DataTable', 200);

/** See DataTable.tsx: a server-driven table on @blueprintjs/table (paging, sorting, column chooser, selection). */
export const DataTable = LazyDataTable as unknown as <T extends { _id: string }>(props: DataTableProps<T>) => ReactElement;
/** See FilterBar.tsx: a dense row of labelled filters. */
export const FilterBar = lazyComponent<FilterBarProps>(() => import('./FilterBar').then((m) => ({ default: m.FilterBar })), 'FilterBar', 50);
/** See SearchBox.tsx: a search field with the SPEC §5 search history. */
export const SearchBox = lazyComponent<SearchBoxProps>(() => import('./SearchBox').then((m) => ({ default: m.SearchBox })), 'SearchBox');

/** See PortPicker.tsx: a place combobox over the lookups plugin's place autocomplete. */
export const PortPicker = lazyComponent<PortPickerProps>(() => import('./PortPicker').then((m) => ({ default: m.PortPicker })), 'PortPicker', 56);
export type { PortPickerProps } from './PortPicker';

const LazyResourceTable = lazyComponent<ResourceTableProps<ResourceRecord>>(() => import('./ResourceTable').then((m) => ({ default: m.ResourceTable as ComponentType<ResourceTableProps<ResourceRecord>> })), 'ResourceTable', 200);

/** See ResourceTable.tsx: a `useResourceList` list on screen — search, filters, columns, sorting, paging, states, CSV export. */
export const ResourceTable = LazyResourceTable as unknown as <T extends ResourceRecord>(props: ResourceTableProps<T>) => ReactElement;

export { defaultColumnIds } from './columns';
export { LoadStates } from './LoadStates';
export { FeedSource } from './FeedSource';
export { RowProblems } from './RowProblems';
export type { RowProblem } from './RowProblems';
export type { LoadStatesProps } from './LoadStates';
export { useResourceList, buildQuery } from './useResourceList';
export type { ResourceList, ResourceListOptions } from './useResourceList';
export type { ResourceTableProps } from './ResourceTable';
export { toCsv } from './toCsv';
export type { DataColumn, DataTableProps, DataTableSort, DataTablePaging } from './DataTable';
export type { FilterBarProps, FilterDef, FilterOption } from './FilterBar';
export type { SearchBoxProps } from './SearchBox';
export { useUrlQuery, parseSort, splitList } from './useUrlQuery';
export type { UrlQueryState } from './useUrlQuery';
export { KeysetResourceStore } from './KeysetResourceStore';
