import { Link } from 'react-router-dom';
import { Button, Classes, SegmentedControl } from '@blueprintjs/core';
import {
  DataTable,
  FilterBar,
  SearchBox,
  defaultColumnIds,
  formatDate,
  formatPort,
  portName,
  saveBlob,
  splitList,
  toCsv,
  useAnswer,
  useCommands,
  useUrlQuery,
  type DataColumn,
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

const COLUMNS: DataColumn<Row>[] = [
  { id: 'vessel', title: 'Vessel', width: 170, render: (r) => <Link to={manifestLink(r)}>{r.vessel}</Link>, csv: (r) => r.vessel },
  { id: 'voyage', title: 'Voyage', width: 90, render: (r) => r.voyage },
  { id: 'port', title: 'Port', width: 170, render: (r) => formatPort(r.port, portName(r.port)), csv: (r) => r.port },
  { id: 'direction', title: 'Direction', width: 130, render: (r) => <DirectionTag direction={r.direction} />, csv: (r) => r.direction },
  { id: 'carrier', title: 'Carrier', width: 80, defaultVisible: false, render: (r) => r.carrier },
  { id: 'date', title: 'Date', width: 160, render: (r) => `${formatDate(r.date)} · ${r.actual ? 'Actual' : 'Planned'}`, csv: (r) => r.date },
  { id: 'actual', title: 'Actual', width: 70, defaultVisible: false, render: (r) => (r.actual ? 'Yes' : 'No') },
  { id: 'shipments', title: 'Shipments', width: 90, render: (r) => r.shipments },
  { id: 'containers', title: 'Containers', width: 90, render: (r) => r.containers },
  { id: 'teu', title: 'TEU', width: 70, render: (r) => r.teu },
  { id: 'weight', title: 'Gross weight', width: 130, render: (r) => kg(r.grossWeightKg), csv: (r) => r.grossWeightKg },
  { id: 'egm', title: 'EGM', width: 90, render: (r) => (r.egmId ? <Link to={`/egm/${encodeURIComponent(r.egmId)}`} aria-label={`EGM of ${r.vessel} ${r.voyage}`}>Open EGM</Link> : '—'), csv: (r) => r.egmId ?? '' },
];

/** Rows per page (the server's default and what it pages by). */
export const PAGE_SIZE = 50;

const ALL = 'ALL';

/** `/manifests`: a manifest per sailing and port the company's shipments touch (export, import, transshipment), newest first, with its EGM; paged by the server. */
export default function ManifestList() {
  const api = useEgmApi();
  const [view, setView] = useUrlQuery({});
  const direction = (MANIFEST_DIRECTIONS as readonly string[]).includes(view.direction ?? '') ? (view.direction as ManifestDirection) : undefined;
  const offset = Math.max(0, Number(view.offset) || 0);
  const query = { direction, port: view.port, search: view.q, limit: PAGE_SIZE, offset };
  const answer = useAnswer(() => api.manifests(query), JSON.stringify(query));
  const rows = (answer.data?.items ?? []).map((m) => ({ ...m, _id: m.key }));
  const count = answer.data?.count ?? 0;
  /** Any change but paging goes back to the first page. */
  const change = (changes: Record<string, string | undefined>) => setView({ ...changes, offset: undefined });
  const defaults = defaultColumnIds(COLUMNS);
  const visible = view.cols ? splitList(view.cols) : defaults;
  const exportRows = () => saveBlob(new Blob([toCsv(COLUMNS.filter((c) => visible.includes(c.id)), rows)], { type: 'text/csv;charset=utf-8' }), 'manifests-by-sailing.csv');
  useCommands(
    [
      { id: 'reload-manifests', title: 'Refresh manifests by sailing', shortcut: 'alt+r', run: answer.reload },
      ...MANIFEST_DIRECTIONS.map((d) => ({ id: `manifests-${d.toLowerCase()}`, title: `Show ${DIRECTION_TITLES[d].toLowerCase()} manifests`, run: () => change({ direction: d }) })),
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
        paging={{
          count,
          offset,
          hasPrev: offset > 0 && !answer.isFetching,
          hasNext: offset + rows.length < count && !answer.isFetching,
          onFirst: () => setView({ offset: undefined }),
          onPrev: () => setView({ offset: offset > PAGE_SIZE ? String(offset - PAGE_SIZE) : undefined }),
          onNext: () => setView({ offset: String(offset + PAGE_SIZE) }),
        }}
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
              onValueChange={(v) => change({ direction: v === ALL ? undefined : v })}
            />
            <SearchBox value={view.q ?? ''} onSearch={(q) => change({ q })} label="Search manifests" placeholder="Vessel, voyage, shipment…" />
            <FilterBar filters={PORT_FILTER} values={view} onChange={(id, value) => change({ [id]: value })} onClear={() => change({ port: undefined, q: undefined, direction: undefined })} />
            <Button size="small" icon="export" text="Export CSV" disabled={rows.length === 0} onClick={exportRows} />
          </>
        }
      />
    </section>
  );
}
