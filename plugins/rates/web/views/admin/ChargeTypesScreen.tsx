import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Tag } from '@blueprintjs/core';
import { Entitlements, ResourceTable, useCommands, useResourceList, useService, type DataColumn } from '@portolan/sdk';
import { RATES_API, type ChargeType } from '../../../shared/types';
import { AddChargeTypeDialog } from './AddChargeTypeDialog';
import { basisLabel } from './chargeTypeProblems';

const COLUMNS: DataColumn<ChargeType>[] = [
  { id: 'code', title: 'Code', width: 90, render: (t) => <strong>{t.code}</strong>, csv: (t) => t.code },
  { id: 'name', title: 'Name', width: 260, render: (t) => t.name, csv: (t) => t.name },
  { id: 'basis', title: 'Basis', width: 140, render: (t) => basisLabel(t.basis), csv: (t) => t.basis },
  { id: 'stage', title: 'Stage', width: 120, render: (t) => t.stage.toLowerCase(), csv: (t) => t.stage },
  { id: 'builtIn', title: 'Origin', width: 110, render: (t) => (t.builtIn ? <Tag minimal>Built-in</Tag> : <Tag minimal intent="primary">Own</Tag>), csv: (t) => (t.builtIn ? 'built-in' : 'own') },
];

/** `/rates/charge-types` (and under `/rates-v2`): the charge-type catalogue (built-in and the company's own), "Add charge type" for who may create. */
const ChargeTypesScreen = observer(function ChargeTypesScreen() {
  const canCreate = useService(Entitlements).isAllowed('rates', 'Create');
  const list = useResourceList<ChargeType>({ base: RATES_API.chargeTypes, url: false, paged: false, search: false });
  const [adding, setAdding] = useState(false);
  useCommands(
    [
      { id: 'reload-charge-types', title: 'Reload charge types', shortcut: 'alt+r', run: () => list.reload() },
      ...(canCreate ? [{ id: 'add-charge-type', title: 'Add charge type', shortcut: 'alt+n', run: () => setAdding(true) }] : []),
    ],
    [list, canCreate],
  );
  const rows = [...list.rows].sort((a, b) => a.code.localeCompare(b.code));
  return (
    <section aria-labelledby="charge-types-title">
      <h1 id="charge-types-title" className="pt-page-title">
        Charge types
      </h1>
      <ResourceTable<ChargeType>
        list={{ ...list, rows }}
        label="Charge-type catalogue"
        columns={COLUMNS}
        exportName="charge-types.csv"
        emptyText="No charge type"
        height={520}
        actions={canCreate && <Button size="small" intent="primary" icon="add" text="Add charge type" onClick={() => setAdding(true)} />}
      />
      {adding && <AddChargeTypeDialog store={list.store} onClose={() => setAdding(false)} onDone={() => void list.reload()} />}
    </section>
  );
});

export default ChargeTypesScreen;
