import { useState } from 'react';
import { Alert, Button, HTMLTable } from '@blueprintjs/core';
import type { ApprovalConfiguration, ApprovalCriteriaOptions } from '../../shared/approvals';
import { APPROVAL_MAX_LEVELS } from '../../shared/approvals';
import { HttpClient } from '../HttpClient';
import { NotificationBus } from '../NotificationBus';
import { useService } from '../useService';
import { useLoad } from '../useLoad';
import { LoadStates } from '../components/LoadStates';
import { formatMoney } from '../format/formatMoney';
import { ApprovalConfigurationDialog } from './ApprovalConfigurationDialog';
import { criteriaText } from './criteriaText';

export interface ApprovalConfigurationsPanelProps {
  /** The API path of `defineApprovalConfigurations`, e.g. '/api/rfq/rfqQuoteApprovalConfigurations'. */
  path: string;
  /** The user may change the levels (the feature's Update level); read-only otherwise. */
  canEdit?: boolean;
  /** The currency a new level starts with. */
  defaultCurrency?: string;
  /** The panel's heading. */
  title?: string;
  /** What a level's criteria may name (categories, locations, suppliers): when given, the level dialog offers them and the table shows them. */
  criteriaOptions?: ApprovalCriteriaOptions;
  /** How the text names a record of the kind, plural ('purchase orders'); default 'requests'. */
  kindLabel?: string;
}

/** The approval levels of one record kind: threshold, currency, approvers (and criteria); add, edit and delete them. */
export function ApprovalConfigurationsPanel({ path, canEdit = true, defaultCurrency = 'USD', title = 'Approval levels', criteriaOptions, kindLabel = 'requests' }: ApprovalConfigurationsPanelProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const levels = useLoad<{ items: ApprovalConfiguration[] }>(http, path);
  const [editing, setEditing] = useState<ApprovalConfiguration | 'new'>();
  const [deleting, setDeleting] = useState<ApprovalConfiguration>();
  const items = levels.data?.items ?? [];
  const nextLevel = Math.min(APPROVAL_MAX_LEVELS, (items.at(-1)?.level ?? 0) + 1);
  const withCriteria = !!criteriaOptions || items.some((l) => criteriaText(l.criteria).length > 0);
  const Kind = `${kindLabel.charAt(0).toUpperCase()}${kindLabel.slice(1)}`;

  const remove = async (level: ApprovalConfiguration) => {
    const answer = await http.delete(`${path}/${level._id}`);
    notify.outcome(answer.ok, { success: `Level ${level.level} deleted`, failure: `Could not delete level ${level.level}: ${answer.errorMessage ?? 'Server Error'}` });
    setDeleting(undefined);
    levels.reload();
  };

  return (
    <section aria-label={title} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h3 style={{ margin: 0 }}>{title}</h3>
        {canEdit && <Button icon="add" text="Add level" disabled={items.length >= APPROVAL_MAX_LEVELS} onClick={() => setEditing('new')} />}
      </div>
      <p style={{ margin: 0 }}>
        {withCriteria
          ? `${Kind} need every level whose minimum amount they reach and whose criteria they match, decided in order; with none they are approved at once.`
          : `${Kind} need every level whose minimum amount they reach, decided in order; with none they are approved at once.`}
      </p>
      <LoadStates isFetching={levels.isFetching} error={levels.error} onRetry={levels.reload} empty={items.length === 0} emptyText="No approval levels" emptyDescription={`${Kind} are approved at once.`}>
        <HTMLTable compact striped aria-label={title}>
          <thead>
            <tr>
              <th scope="col">Level</th>
              <th scope="col">From amount</th>
              <th scope="col">Approvers</th>
              {withCriteria && <th scope="col">Criteria</th>}
              {canEdit && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((level) => {
              const criteria = criteriaText(level.criteria, criteriaOptions);
              return (
                <tr key={level._id}>
                  <td>{level.level}</td>
                  <td>{formatMoney({ decimal: level.minAmount }, level.currency)}</td>
                  <td>{level.approverNames.join(', ')}</td>
                  {withCriteria && <td>{criteria.length ? criteria.map((line) => <div key={line}>{line}</div>) : 'Any'}</td>}
                  {canEdit && (
                    <td>
                      <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit level ${level.level}`} onClick={() => setEditing(level)} />
                      <Button size="small" variant="minimal" intent="danger" icon="trash" text="Delete" aria-label={`Delete level ${level.level}`} onClick={() => setDeleting(level)} />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {editing && (
        <ApprovalConfigurationDialog
          path={path}
          editing={editing === 'new' ? undefined : editing}
          nextLevel={nextLevel}
          defaultCurrency={defaultCurrency}
          criteriaOptions={criteriaOptions}
          onSaved={() => {
            notify.success(editing === 'new' ? 'Approval level added' : 'Approval level saved');
            setEditing(undefined);
            levels.reload();
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
      <Alert
        isOpen={!!deleting}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting && `Delete approval level ${deleting.level}? Requests already made keep their levels.`}
      </Alert>
    </section>
  );
}
ApprovalConfigurationsPanel.displayName = 'Portolan.ApprovalConfigurationsPanel';
