import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import type { ResourceRecord } from '../ResourceStore';
import { saveBlob } from '../saveBlob';
import { defaultColumnIds } from './columns';
import { DataTable, type DataColumn, type DataTableProps } from './DataTable';
import { FilterBar } from './FilterBar';
import { SearchBox } from './SearchBox';
import { toCsv } from './toCsv';
import type { ResourceList } from './useResourceList';
import { splitList } from './useUrlQuery';

export interface ResourceTableProps<T extends ResourceRecord> extends Pick<DataTableProps<T>, 'label' | 'columns' | 'height' | 'emptyText' | 'selected' | 'onSelectionChange' | 'bulkActions'> {
  /** The list (from `useResourceList`). */
  list: ResourceList<T>;
  /** The search box's accessible name and placeholder; shown when the list is searchable. */
  search?: { label: string; placeholder?: string };
  /** Buttons at the end of the toolbar (e.g. "New shipment"). */
  actions?: ReactNode;
  /** File name of "Export CSV" (the rows and columns in view; the selected rows when some are). Omit for no export. */
  exportName?: string;
  /** Offer the column chooser (kept in the view as `cols`). @default true */
  columnChooser?: boolean;
}

/**
 * A server list on screen: search box, filters, column chooser and sorting in the view (the URL),
 * keyset paging, loading / empty / error states with Retry, optional selection with bulk actions,
 * and a CSV export of the current view. See `useResourceList`.
 */
export const ResourceTable = observer(function ResourceTable<T extends ResourceRecord>(props: ResourceTableProps<T>) {
  const { list, columns } = props;
  const defaults = defaultColumnIds(columns);
  const visible = list.view.cols ? splitList(list.view.cols) : defaults;
  const exportRows = () => {
    const chosen = props.selected?.length ? list.rows.filter((r) => props.selected!.includes(r._id)) : list.rows;
    const shown = columns.filter((c) => visible.includes(c.id) && c.title);
    saveBlob(new Blob([toCsv(shown, chosen)], { type: 'text/csv;charset=utf-8' }), props.exportName!);
  };
  const filterIds = list.filters.map((f) => f.id);
  return (
    <DataTable<T>
      label={props.label}
      columns={columns as DataColumn<T>[]}
      rows={list.rows}
      loading={list.state.isFetching}
      error={list.state.errorMessage}
      onRetry={() => void list.reload()}
      sort={list.sort}
      onSortChange={(s) => list.setView({ sort: `${s.field}.${s.dir}` })}
      visibleColumns={visible}
      onVisibleColumnsChange={props.columnChooser === false ? undefined : (ids) => list.setView({ cols: ids.join(',') === defaults.join(',') ? undefined : ids.join(',') })}
      selected={props.selected}
      onSelectionChange={props.onSelectionChange}
      bulkActions={props.bulkActions}
      emptyText={props.emptyText}
      height={props.height}
      toolbar={
        <>
          {list.searchable && props.search && <SearchBox value={list.view.q ?? ''} onSearch={(q) => list.setView({ q })} label={props.search.label} placeholder={props.search.placeholder} />}
          {list.filters.length > 0 && (
            <FilterBar
              filters={list.filters}
              values={list.view}
              onChange={(id, value) => list.setView({ [id]: value })}
              onClear={() => list.setView(Object.fromEntries([...filterIds, 'q'].map((id) => [id, undefined])))}
            />
          )}
          {props.actions}
          {props.exportName && <Button size="small" icon="export" text="Export CSV" disabled={list.rows.length === 0} onClick={exportRows} />}
        </>
      }
      paging={list.paging}
    />
  );
}) as <T extends ResourceRecord>(props: ResourceTableProps<T>) => ReactNode;
