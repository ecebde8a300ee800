import { Link } from 'react-router-dom';
import { Button, Classes, SegmentedControl } from '@blueprintjs/core';
import {
  DataTable,
  FilterBar,
  SearchBox,
  defaultColumnIds,
  formatDate,
  formatPort,
  parseSort,
  portName,
  saveBlob,
  splitList,
  toCsv,
  useAnswer,
  useCommands,
  useUrlQuery,
  type DataColumn,
  type DataTableSort,
  type FilterDef,
} from '@portolan/sdk';
import { MANIFEST_DIRECTIONS, type ManifestDirection } from '../../../shared/states';
import type { ManifestSummary } from '../../../shared/types';
import { useEgmApi } from '../../api/egmApi';
import { kg } from '../egm/egmWords';
import { DIRECTION_TITLES, DirectionTag } from './DirectionTag';
import { manifestLink } from './manifestLink';

type Row = ManifestSummary & { _id: string };

const PORT_FILTER: FilterDef[] = [{ id: 'port', label: 'Port', kind: 'text', upperCase: true, width: 90, placeholder: 'INNSA' }];
const DEFAULT_SORT: DataTableSort = { field: 'date', dir: 'desc' };

const COLUMNS: DataColumn<Row>[] = [
  { id: 'vessel', title: 'Vessel', sortField: 'vessel', width: 170, render: (r) => <Link to={manifestLink(r)}>{r.vessel}</Link>, csv: (r) => r.vessel },
  { id: 'voyage', title: 'Voyage', sortField: 'voyage', width: 90, render: (r) => r.voyage },
  { id: 'port', title: 'Port', sortField: 'port', width: 170, render: (r) => formatPort(r.port, portName(r.port)), csv: (r) => r.port },
  { id: 'direction', title: 'Direction', sortField: 'direction', width: 130, render: (r) => <DirectionTag direction={r.direction} />, csv: (r) => r.direction },
  { id: 'carrier', title: 'Carrier', width: 80, defaultVisible: false, render: (r) => r.carrier },
  { id: 'date', title: 'Date', sortField: 'date', width: 160, render: (r) => `${formatDate(r.date)} · ${r.actual ? 'Actual' : 'Planned'}`, csv: (r) => r.date },
  { id: 'actual', title: 'Actual', width: 70, defaultVisible: false, render: (r) => (r.actual ? 'Yes' : 'No') },
  { id: 'shipments', title: 'Shipments', sortField: 'shipments', width: 90, render: (r) => r.shipments },
  { id: 'containers', title: 'Containers', sortField: 'containers', width: 90, render: (r) => r.containers },
  { id: 'teu', title: 'TEU', sortField: 'teu', width: 70, render: (r) => r.teu },
  { id: 'weight', title: 'Gross weight', width: 130, render: (r) => kg(r.grossWeightKg), csv: (r) => r.grossWeightKg },
  { id: 'egm', title: 'EGM', width: 90, render: (r) => (r.egmId ? <Link to={`/egm/${encodeURIComponent(r.egmId)}`} aria-label={`EGM of ${r.vessel} ${r.voyage}`}>Open EGM</Link> : '—'), csv: (r) => r.egmId ?? '' },
];

const VALUE: Record<string, (r: Row) => string | number> = {
  vessel: (r) => r.vessel,
  voyage: (r) => r.voyage,
  port: (r) => r.port,
  direction: (r) => r.direction,
  date: (r) => r.date,
  shipments: (r) => r.shipments,
  containers: (r) => r.containers,
  teu: (r) => r.teu,
};

/** The whole list comes in one answer: sorted here, by the column the view names. */
function sorted(rows: Row[], sort: DataTableSort): Row[] {
  const value = VALUE[sort.field] ?? VALUE.date;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
  });
}

const ALL = 'ALL';

/** `/manifests`: a manifest per sailing and port the company's shipments touch (export, import, transshipment), with its EGM. */
export default function ManifestList() {
  const api = useEgmApi();
  const [view, setView] = useUrlQuery({});
  const direction = (MANIFEST_DIRECTIONS as readonly string[]).includes(view.direction ?? '') ? (view.direction as ManifestDirection) : undefined;
  const query = { direction, port: view.port, search: view.q };
  const answer = useAnswer(() => api.manifests(query), JSON.stringify(query));
  const sort = parseSort(view.sort, DEFAULT_SORT);
  const rows = sorted((answer.data ?? []).map((m) => ({ ...m, _id: m.key })), sort);
  const defaults = defaultColumnIds(COLUMNS);
  const visible = view.cols ? splitList(view.cols) : defaults;
  const exportRows = () => saveBlob(new Blob([toCsv(COLUMNS.filter((c) => visible.includes(c.id)), rows)], { type: 'text/csv;charset=utf-8' }), 'manifests-by-sailing.csv');
  useCommands(
    [
      { id: 'reload-manifests', title: 'Refresh manifests by sailing', shortcut: 'alt+r', run: answer.reload },
      ...MANIFEST_DIRECTIONS.map((d) => ({ id: `manifests-${d.toLowerCase()}`, title: `Show ${DIRECTION_TITLES[d].toLowerCase()} manifests`, run: () => setView({ direction: d }) })),
    ],
    [answer.reload],
  );
  return (
    <section aria-labelledby="manifests-title">
      <h1 id="manifests-title" className="pt-page-title">
        Manifests by sailing
      </h1>
      <p className={Classes.TEXT_MUTED}>Every sailing and port your shipments touch, with the cargo and containers on board.</p>
      <DataTable<Row>
        label="Sailing manifests"
        columns={COLUMNS}
        rows={rows}
        loading={answer.isFetching}
        error={answer.error}
        onRetry={answer.reload}
        sort={sort}
        onSortChange={(s) => setView({ sort: s.field === DEFAULT_SORT.field && s.dir === DEFAULT_SORT.dir ? undefined : `${s.field}.${s.dir}` })}
        visibleColumns={visible}
        onVisibleColumnsChange={(ids) => setView({ cols: ids.join(',') === defaults.join(',') ? undefined : ids.join(',') })}
        emptyText="No sailing manifests yet — they appear once your shipments have a vessel and voyage"
        height={560}
        toolbar={
          <>
            <SegmentedControl
              aria-label="Direction"
              size="small"
              options={[{ label: 'All', value: ALL }, ...MANIFEST_DIRECTIONS.map((d) => ({ label: DIRECTION_TITLES[d], value: d }))]}
              value={direction ?? ALL}
              onValueChange={(v) => setView({ direction: v === ALL ? undefined : v })}
            />
            <SearchBox value={view.q ?? ''} onSearch={(q) => setView({ q })} label="Search manifests" placeholder="Vessel, voyage, shipment…" />
            <FilterBar filters={PORT_FILTER} values={view} onChange={(id, value) => setView({ [id]: value })} onClear={() => setView({ port: undefined, q: undefined, direction: undefined })} />
            <Button size="small" icon="export" text="Export CSV" disabled={rows.length === 0} onClick={exportRows} />
          </>
        }
      />
    </section>
  );
}
