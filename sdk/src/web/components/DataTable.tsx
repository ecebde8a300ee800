import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Button, ButtonGroup, Callout, Menu, MenuDivider, MenuItem, NonIdealState, PopoverNext, Spinner } from '@blueprintjs/core';

import type { DataTableGridProps } from './DataTableGrid';

/** The grid itself (@blueprintjs/table) is a lazy chunk: importing the SDK never loads the table library. */
const DataTableGrid = lazy(() => import('./DataTableGrid')) as unknown as ComponentType<DataTableGridProps<{ _id: string }>>;

/** One column of a DataTable. */
export interface DataColumn<T> {
  id: string;
  title: string;
  /** The server's sort field, when the column can be sorted. */
  sortField?: string;
  /** Pixels. @default 140 */
  width?: number;
  /** Shown until the user chooses otherwise. @default true */
  defaultVisible?: boolean;
  render: (row: T) => ReactNode;
  /** The value written for this column by a CSV export; default: the text the cell shows. */
  csv?: (row: T) => string | number | null | undefined;
}

export interface DataTableSort {
  field: string;
  dir: 'asc' | 'desc';
}

/** Server-side paging: the total and what the buttons do. */
export interface DataTablePaging {
  count: number;
  /** False when the server stopped counting at `count` (shows "10,000+"). @default true */
  countIsExact?: boolean;
  /** Position of the first row of the page, when known (shows "21–40 of 1,234"). */
  offset?: number;
  hasPrev: boolean;
  hasNext: boolean;
  onFirst?: () => void;
  onPrev: () => void;
  onNext: () => void;
}

export interface DataTableProps<T extends { _id: string }> {
  /** Accessible name of the table. */
  label: string;
  columns: DataColumn<T>[];
  rows: T[];
  loading?: boolean;
  /** SPEC §8 text of a failed load. */
  error?: string;
  onRetry?: () => void;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Ids of the columns shown, in column order; default: those with `defaultVisible !== false`. */
  visibleColumns?: string[];
  onVisibleColumnsChange?: (ids: string[]) => void;
  /** Row selection with a checkbox column. */
  selected?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Shown in the toolbar while rows are selected, e.g. buttons acting on them. */
  bulkActions?: (ids: string[]) => ReactNode;
  /** Left part of the toolbar (search, filters, create buttons). */
  toolbar?: ReactNode;
  paging?: DataTablePaging;
  emptyText?: string;
  /** @default 420 */
  height?: number;
}

import { defaultColumnIds } from './columns';

const number = new Intl.NumberFormat('en');

/**
 * A dense, server-driven table on @blueprintjs/table: the server sorts and pages (the table only asks),
 * a column chooser, row selection with bulk actions, loading and error states. Keep its state (sort,
 * columns, page cursor) in the URL with `useUrlQuery` so a view can be shared.
 */
export function DataTable<T extends { _id: string }>(props: DataTableProps<T>) {
  const { columns, rows, loading, error, sort, paging, selected, onSelectionChange } = props;
  const visibleIds = props.visibleColumns ?? defaultColumnIds(columns);
  const shown = columns.filter((c) => visibleIds.includes(c.id));
  const selectedSet = new Set(selected ?? []);

  const chooser = props.onVisibleColumnsChange && (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Columns">
          <MenuDivider title="Columns" />
          {columns.map((c) => {
            const on = visibleIds.includes(c.id);
            return (
              <MenuItem
                key={c.id}
                text={c.title}
                icon={on ? 'tick' : 'blank'}
                shouldDismissPopover={false}
                roleStructure="listoption"
                selected={on}
                onClick={() => props.onVisibleColumnsChange!(on ? visibleIds.filter((id) => id !== c.id) : columns.map((x) => x.id).filter((id) => id === c.id || visibleIds.includes(id)))}
              />
            );
          })}
          <MenuDivider />
          <MenuItem text="Reset columns" icon="reset" onClick={() => props.onVisibleColumnsChange!(defaultColumnIds(columns))} />
        </Menu>
      }
    >
      <Button size="small" icon="column-layout" text="Columns" endIcon="caret-down" />
    </PopoverNext>
  );

  const first = paging?.offset !== undefined ? paging.offset + 1 : undefined;
  return (
    <div className="pt-datatable" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div className="pt-datatable-toolbar" style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap', flex: 1 }}>{props.toolbar}</div>
        {selectedSet.size > 0 && props.bulkActions && (
          <div role="group" aria-label="Bulk actions" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <span>{selectedSet.size} selected</span>
            {props.bulkActions([...selectedSet])}
            <Button size="small" variant="minimal" text="Clear selection" onClick={() => onSelectionChange?.([])} />
          </div>
        )}
        {chooser}
      </div>
      {error ? (
        <Callout intent="danger" title="Could not load the list" role="alert">
          {error} {props.onRetry && <Button size="small" text="Retry" onClick={props.onRetry} />}
        </Callout>
      ) : !loading && rows.length === 0 ? (
        <NonIdealState icon="search" title={props.emptyText ?? 'Nothing matches'} description="Change the filters or the search." />
      ) : (
        <div role="region" aria-label={props.label} aria-busy={loading} style={{ height: props.height ?? 420 }}>
          <Suspense fallback={<Spinner size={24} />}>
            <DataTableGrid columns={shown as unknown as DataColumn<{ _id: string }>[]} rows={rows} loading={loading} sort={sort} onSortChange={props.onSortChange} selected={selected} onSelectionChange={onSelectionChange} />
          </Suspense>
        </div>
      )}
      {paging && (
        <div className="pt-datatable-paging" style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'flex-end' }}>
          <span aria-live="polite">
            {first !== undefined && rows.length ? `${number.format(first)}–${number.format(first + rows.length - 1)} of ` : ''}
            {number.format(paging.count)}
            {paging.countIsExact === false ? '+' : ''} {paging.count === 1 ? 'row' : 'rows'}
          </span>
          <ButtonGroup>
            {paging.onFirst && <Button size="small" icon="double-chevron-left" aria-label="First page" disabled={!paging.hasPrev} onClick={paging.onFirst} />}
            <Button size="small" icon="chevron-left" aria-label="Previous page" disabled={!paging.hasPrev} onClick={paging.onPrev} />
            <Button size="small" icon="chevron-right" aria-label="Next page" disabled={!paging.hasNext} onClick={paging.onNext} />
          </ButtonGroup>
        </div>
      )}
    </div>
  );
}
DataTable.displayName = 'Portolan.DataTable';
