import { Link, useSearchParams } from 'react-router-dom';
import { Button, Classes, HTMLTable } from '@blueprintjs/core';
import { LoadStates, carrierLabel, formatDate, formatPort, portName, saveBlob, toCsv, useAnswer, useCommands, type DataColumn } from '@portolan/sdk';
import { MANIFEST_DIRECTIONS, type ManifestDirection } from '../../../shared/states';
import type { ManifestDetails as Details } from '../../../shared/types';
import { useEgmApi, type SailingKey } from '../../api/egmApi';
import { kg } from '../egm/egmWords';
import { DirectionTag } from './DirectionTag';

type Line = Details['lines'][number];
type Box = Line['containers'][number];
/** One CSV row: a container of a line (a line without containers is one row of its own). */
type CsvRow = { line: Line; box: Box | null };

const CSV_COLUMNS: DataColumn<CsvRow>[] = [
  { id: 'shipment', title: 'Shipment', render: (r) => r.line.shipmentReference },
  { id: 'bl', title: 'Bill of lading', render: (r) => r.line.blNumber ?? '' },
  { id: 'shipper', title: 'Shipper', render: (r) => r.line.shipper ?? '' },
  { id: 'consignee', title: 'Consignee', render: (r) => r.line.consignee ?? '' },
  { id: 'pol', title: 'POL', render: (r) => r.line.pol },
  { id: 'pod', title: 'POD', render: (r) => r.line.pod },
  { id: 'container', title: 'Container', render: (r) => r.box?.number ?? '' },
  { id: 'isoType', title: 'ISO type', render: (r) => r.box?.isoType ?? '' },
  { id: 'seal', title: 'Seal', render: (r) => r.box?.sealNumber ?? '' },
  { id: 'weight', title: 'Weight (kg)', render: (r) => r.box?.weightKg ?? '' },
];

const place = (code: string) => formatPort(code, portName(code));
const fileName = (m: Details) => `manifest-${[m.vessel, m.voyage, m.port, m.direction].join('-').replace(/[^A-Za-z0-9-]+/g, '_')}.csv`;

/** The sailing the URL names, or undefined when a part is missing or the direction unknown. */
function keyOf(params: URLSearchParams): SailingKey | undefined {
  const [vessel, voyage, port, direction] = ['vessel', 'voyage', 'port', 'direction'].map((n) => params.get(n)?.trim() ?? '');
  if (!vessel || !voyage || !port || !(MANIFEST_DIRECTIONS as readonly string[]).includes(direction)) return undefined;
  return { vessel, voyage, port, direction: direction as ManifestDirection };
}

function Manifest({ manifest }: { manifest: Details }) {
  const exportLines = () => {
    const rows = manifest.lines.flatMap((line): CsvRow[] => (line.containers.length ? line.containers.map((box) => ({ line, box })) : [{ line, box: null }]));
    saveBlob(new Blob([toCsv(CSV_COLUMNS, rows)], { type: 'text/csv;charset=utf-8' }), fileName(manifest));
  };
  useCommands([{ id: 'export-manifest-lines', title: 'Export the manifest lines as CSV', run: exportLines }], [manifest.key]);
  return (
    <>
      <div role="group" aria-label="Sailing" style={{ display: 'flex', gap: 20, flexWrap: 'wrap', margin: '4px 0 12px' }}>
        <span>
          <span className={Classes.TEXT_MUTED}>Carrier</span> {carrierLabel(manifest.carrier)}
        </span>
        <span>
          <span className={Classes.TEXT_MUTED}>{manifest.direction === 'EXPORT' ? 'Departure' : 'Arrival'}</span> {formatDate(manifest.date)} · {manifest.actual ? 'Actual' : 'Planned'}
        </span>
        <span>{manifest.shipments} shipments</span>
        <span>{manifest.containers} containers</span>
        <span>{manifest.teu} TEU</span>
        <span>{kg(manifest.grossWeightKg)}</span>
        {manifest.egmId && <Link to={`/egm/${encodeURIComponent(manifest.egmId)}`}>Open the EGM</Link>}
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button size="small" icon="export" text="Export CSV" disabled={manifest.lines.length === 0} onClick={exportLines} />
      </div>
      <LoadStates isFetching={false} empty={manifest.lines.length === 0} emptyText="No cargo on this sailing at this port">
        <HTMLTable compact striped aria-label="Manifest lines" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Shipment</th>
              <th scope="col">Bill of lading</th>
              <th scope="col">Shipper</th>
              <th scope="col">Consignee</th>
              <th scope="col">Route</th>
              <th scope="col">Containers (seal, weight)</th>
            </tr>
          </thead>
          <tbody>
            {manifest.lines.map((line) => (
              <tr key={line.shipmentId}>
                <td>{line.shipmentReference}</td>
                <td>{line.blNumber ?? '—'}</td>
                <td>{line.shipper ?? '—'}</td>
                <td>{line.consignee ?? '—'}</td>
                <td>
                  {place(line.pol)} → {place(line.pod)}
                </td>
                <td>
                  {line.containers.length === 0 ? (
                    '—'
                  ) : (
                    <ul style={{ margin: 0, paddingLeft: 16 }}>
                      {line.containers.map((c) => (
                        <li key={c.number}>
                          {c.number} {c.isoType} · seal {c.sealNumber ?? 'none'} · {c.weightKg ? kg(c.weightKg) : 'weight unknown'}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </>
  );
}

/** `/manifests/sailing?vessel=…&voyage=…&port=…&direction=…`: one sailing's manifest at one port — its lines, containers, seals and weights. */
export default function ManifestDetails() {
  const api = useEgmApi();
  const [params] = useSearchParams();
  const key = keyOf(params);
  const details = useAnswer(() => api.sailing(key!), key ? JSON.stringify(key) : undefined);
  const manifest = details.data;
  return (
    <section aria-labelledby="manifest-title">
      <Link to="/manifests">← Manifests by sailing</Link>
      <h1 id="manifest-title" className="pt-page-title" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {key ? (
          <>
            Manifest {key.vessel} {key.voyage} at {place(key.port)} <DirectionTag direction={key.direction} />
          </>
        ) : (
          'Manifest'
        )}
      </h1>
      {key ? (
        <LoadStates isFetching={details.isFetching} error={details.error} empty={!manifest} emptyText="Manifest not found" onRetry={details.reload}>
          {manifest && <Manifest manifest={manifest} />}
        </LoadStates>
      ) : (
        <LoadStates isFetching={false} empty emptyText="Manifest not found" emptyDescription="The link must name the vessel, voyage, port and direction.">
          {null}
        </LoadStates>
      )}
    </section>
  );
}
