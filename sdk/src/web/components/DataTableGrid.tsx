import { useEffect, useRef } from 'react';
import { Checkbox, Icon } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, Table2, TableLoadingOption } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import './DataTableGrid.css';
import type { DataColumn, DataTableSort } from './DataTable';

export interface DataTableGridProps<T extends { _id: string }> {
  /** The columns shown, in order. */
  columns: DataColumn<T>[];
  rows: T[];
  loading?: boolean;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  selected?: string[];
  onSelectionChange?: (ids: string[]) => void;
}

/** The @blueprintjs/table grid of a DataTable: sortable headers, a selection column, cells. Loaded lazily. */
export default function DataTableGrid<T extends { _id: string }>(props: DataTableGridProps<T>) {
  const { rows, loading, sort, selected, onSelectionChange } = props;
  const shown = props.columns;
  const selectedSet = new Set(selected ?? []);
  const selectable = Boolean(onSelectionChange);
  const allOnPage = rows.length > 0 && rows.every((r) => selectedSet.has(r._id));

  const toggle = (id: string) => {
    const next = new Set(selectedSet);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange?.([...next]);
  };
  const toggleAll = () => onSelectionChange?.(allOnPage ? [...selectedSet].filter((id) => !rows.some((r) => r._id === id)) : [...new Set([...selectedSet, ...rows.map((r) => r._id)])]);

  const header = (column: DataColumn<T>) => () => (
    <ColumnHeaderCell
      name={column.title}
      nameRenderer={(name) => {
        if (!column.sortField || !props.onSortChange) return <span>{name}</span>;
        const active = sort?.field === column.sortField;
        const next: DataTableSort = { field: column.sortField, dir: active && sort?.dir === 'asc' ? 'desc' : 'asc' };
        return (
          <button
            type="button"
            className="pt-datatable-sort"
            aria-label={`Sort by ${name}${active ? (sort?.dir === 'asc' ? ', ascending' : ', descending') : ''}`}
            onClick={() => props.onSortChange!(next)}
            style={{ all: 'unset', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600 }}
          >
            {name}
            <Icon icon={active ? (sort?.dir === 'asc' ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'} size={12} />
          </button>
        );
      }}
    />
  );

  const tableColumns = [
    ...(selectable
      ? [
          <Column
            key="__select"
            id="__select"
            columnHeaderCellRenderer={() => (
              <ColumnHeaderCell nameRenderer={() => <Checkbox aria-label="Select all rows on this page" checked={allOnPage} onChange={toggleAll} style={{ margin: 0 }} />} />
            )}
            cellRenderer={(rowIndex: number) => {
              const row = rows[rowIndex];
              return (
                <Cell>
                  {row && <Checkbox aria-label={`Select row ${rowIndex + 1}`} checked={selectedSet.has(row._id)} onChange={() => toggle(row._id)} style={{ margin: 0 }} />}
                </Cell>
              );
            }}
          />,
        ]
      : []),
    ...shown.map((column) => (
      <Column
        key={column.id}
        id={column.id}
        columnHeaderCellRenderer={header(column)}
        cellRenderer={(rowIndex: number) => <Cell interactive>{rows[rowIndex] ? column.render(rows[rowIndex]) : null}</Cell>}
      />
    )),
  ];
  const widths = [...(selectable ? [34] : []), ...shown.map((c) => c.width ?? 140)];

  // WCAG 2.1.1 (axe scrollable-region-focusable): the grid's scrolling body takes the keyboard focus, so
  // rows beyond the visible ones can be reached with the arrow keys even when no cell holds a link.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = box.current?.querySelector<HTMLElement>('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
    if (scroller && scroller.tabIndex < 0) scroller.tabIndex = 0;
  });

  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Table2
        numRows={rows.length}
        columnWidths={widths}
        enableRowHeader={false}
        enableColumnResizing
        enableFocusedCell={false}
        defaultRowHeight={26}
        loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
        cellRendererDependencies={[rows, selected, shown.map((c) => c.id).join(',')]}
      >
        {tableColumns}
      </Table2>
    </div>
  );
}
DataTableGrid.displayName = 'Portolan.DataTableGrid';
