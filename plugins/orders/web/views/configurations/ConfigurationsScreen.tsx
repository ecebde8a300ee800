import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Callout, Spinner } from '@blueprintjs/core';
import { ApprovalConfigurationsPanel, Entitlements, HttpClient, useCommands, useLoad, useService, type ApprovalCriteriaOptions } from '@portolan/sdk';
import { ORDERS_API } from '../../../shared/types';
import { recordOf } from '../../api/sourcingApi';

/**
 * `/configurations` (feature 'configurations'): the approval rules of purchase orders and of
 * requisitions — each an SDK ApprovalConfigurationsPanel whose levels may also name categories,
 * locations and suppliers (`rulesCriteria`); editable with the Update level on configurations.
 */
const ConfigurationsScreen = observer(function ConfigurationsScreen() {
  const canEdit = useService(Entitlements).isAllowed('configurations', 'Update');
  const criteria = useLoad<unknown>(useService(HttpClient), ORDERS_API.rulesCriteria);
  const criteriaOptions = recordOf<ApprovalCriteriaOptions>(criteria.data);
  const [round, setRound] = useState(0);
  useCommands([{ id: 'reload-approval-rules', title: 'Reload approval rules', shortcut: 'alt+r', run: () => (criteria.reload(), setRound((n) => n + 1)) }], [criteria.reload]);
  return (
    <section aria-labelledby="approval-rules-title" style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 960 }}>
      <h1 id="approval-rules-title" className="pt-page-title">
        Approval rules
      </h1>
      <Callout intent="primary" title="How the rules apply">
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          <li>A level applies to a purchase order or requisition whose amount is at or above the level’s minimum amount (amounts in other currencies are converted).</li>
          <li>When a level names categories, locations or suppliers, all the criteria it names must match: the record has one of the listed values for each. A level that names none applies on its amount alone.</li>
          <li>The levels that apply are decided in order, level 1 first; the record is approved when the last of them approves, rejected when any rejects, and approved at once when none applies.</li>
        </ul>
      </Callout>
      {!canEdit && <p className="bp6-text-muted">You can read the rules; changing them needs the Update level on configurations.</p>}
      {criteria.error && (
        <Callout intent="warning" role="status" title="Could not load the criteria">
          {criteria.error}: the levels show and can be edited on their amounts; categories, locations and suppliers cannot be picked until the criteria load.
        </Callout>
      )}
      {criteria.isFetching && !criteriaOptions && <Spinner size={20} aria-label="Loading the criteria" />}
      <ApprovalConfigurationsPanel key={`po-${round}`} path={ORDERS_API.orderApprovalConfigurations} title="Purchase orders" kindLabel="purchase orders" canEdit={canEdit} criteriaOptions={criteriaOptions} />
      <ApprovalConfigurationsPanel key={`req-${round}`} path={ORDERS_API.requisitionApprovalConfigurations} title="Requisitions" kindLabel="requisitions" canEdit={canEdit} criteriaOptions={criteriaOptions} />
    </section>
  );
});

export default ConfigurationsScreen;
