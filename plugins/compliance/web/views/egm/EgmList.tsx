import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { Entitlements, ResourceTable, formatPort, portName, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { EGM_STATES } from '../../../shared/states';
import { API, type EgmRecord } from '../../../shared/types';
import { EGM_STATE_TITLES, EgmStateTag, day, kg } from './egmWords';

type Row = EgmRecord & Record<string, unknown>;

const FILTERS: FilterDef[] = [{ id: 'state', label: 'State', kind: 'select', options: EGM_STATES.map((s) => ({ value: s, label: EGM_STATE_TITLES[s] })) }];

const COLUMNS: DataColumn<Row>[] = [
  { id: 'vessel', title: 'Vessel', width: 170, render: (r) => <Link to={`/egm/${encodeURIComponent(r._id)}`}>{r.vessel}</Link>, csv: (r) => r.vessel },
  { id: 'voyage', title: 'Voyage', width: 90, render: (r) => r.voyage },
  { id: 'rotationNumber', title: 'Rotation', width: 110, render: (r) => r.rotationNumber ?? '—', csv: (r) => r.rotationNumber ?? '' },
  { id: 'pol', title: 'POL', width: 150, render: (r) => formatPort(r.pol, portName(r.pol)), csv: (r) => r.pol },
  { id: 'sailingDate', title: 'Sailing date', sortField: 'sailingDate', width: 110, render: (r) => day(r.sailingDate), csv: (r) => r.sailingDate },
  { id: 'state', title: 'State', sortField: 'state', width: 130, render: (r) => <EgmStateTag state={r.state} />, csv: (r) => r.state },
  { id: 'shippingBills', title: 'Shipping bills', width: 100, render: (r) => r.totals.shippingBills, csv: (r) => r.totals.shippingBills },
  { id: 'containers', title: 'Containers', width: 90, render: (r) => r.totals.containers, csv: (r) => r.totals.containers },
  { id: 'packages', title: 'Packages', width: 90, defaultVisible: false, render: (r) => r.totals.packages, csv: (r) => r.totals.packages },
  { id: 'weight', title: 'Gross weight', width: 120, defaultVisible: false, render: (r) => kg(r.totals.grossWeightKg), csv: (r) => r.totals.grossWeightKg },
  { id: 'egmNumber', title: 'EGM number', width: 110, render: (r) => r.egmNumber ?? '—', csv: (r) => r.egmNumber ?? '' },
  { id: 'amendmentNo', title: 'Amendment', width: 90, render: (r) => r.amendmentNo, csv: (r) => r.amendmentNo },
];

/** `/egm`: the company's export general manifests, newest sailing first, with "New EGM" (from a sailing). */
const EgmList = observer(function EgmList() {
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('egm', 'Create');
  const navigate = useNavigate();
  const list = useResourceList<Row>({ base: API.egm, filters: FILTERS, defaultSort: { field: 'sailingDate', dir: 'desc' } });
  useCommands(
    [
      { id: 'reload-egms', title: 'Refresh export general manifests', shortcut: 'alt+r', run: () => void list.reload() },
      { id: 'egms-to-fix', title: 'Show draft EGMs', run: () => list.setView({ state: 'DRAFT' }) },
      ...(canCreate ? [{ id: 'new-egm-here', title: 'New EGM from a sailing', shortcut: 'alt+n', run: () => navigate('/egm/new') }] : []),
    ],
    [list, canCreate],
  );
  return (
    <section aria-labelledby="egm-list-title">
      <h1 id="egm-list-title" className="pt-page-title">
        Export general manifests
      </h1>
      <ResourceTable<Row>
        list={list}
        label="EGMs"
        columns={COLUMNS}
        search={{ label: 'Search manifests', placeholder: 'Vessel, voyage, EGM number…' }}
        exportName="export-general-manifests.csv"
        emptyText="No manifests yet — build one from a sailing"
        height={560}
        actions={canCreate ? <Button size="small" intent="primary" icon="add" text="New EGM" onClick={() => navigate('/egm/new')} /> : undefined}
      />
    </section>
  );
});
export default EgmList;
