import { Callout, Checkbox, Classes, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { APPROVAL_CRITERIA_FIELDS, APPROVAL_MAX_CRITERIA_VALUES, type ApprovalConfiguration, type ApprovalCriteria, type ApprovalCriteriaOptions, type ApproverCandidate } from '../../shared/approvals';
import { HttpClient } from '../HttpClient';
import { useService } from '../useService';
import { useLoad } from '../useLoad';
import { FormDialog } from '../forms/FormDialog';
import { FormField } from '../forms/FormField';
import { useForm } from '../forms/useForm';
import { isDecimal } from '../format/decimal';
import { CriteriaChecklist } from './CriteriaChecklist';
import { CRITERIA_NAMES } from './criteriaText';

export interface ApprovalConfigurationDialogProps {
  /** The configurations' API path (`defineApprovalConfigurations`); approvers come from `<path>/approvers`. */
  path: string;
  /** The level to edit; a new one when absent. */
  editing?: ApprovalConfiguration;
  /** The level and currency a new one starts with. */
  nextLevel: number;
  defaultCurrency: string;
  /** What the level's criteria may name: offered when given, and then sent (replacing the level's). */
  criteriaOptions?: ApprovalCriteriaOptions;
  onSaved: () => void;
  onClose: () => void;
}

/** `criteria`: the ApprovalCriteria as JSON (one form value, so that a server 400 on `data.criteria.…` shows beside them). */
type Values = { level: string; minAmount: string; currency: string; approverIds: string; criteria: string };

const splitIds = (text: string) => (text ? text.split(',') : []);
const criteriaOfText = (text: string) => JSON.parse(text) as ApprovalCriteria;
/** The criteria to send: empty lists left out. */
const chosenCriteria = (criteria: ApprovalCriteria): ApprovalCriteria => Object.fromEntries(APPROVAL_CRITERIA_FIELDS.flatMap((f) => (criteria[f]?.length ? [[f, criteria[f]]] : [])));

/**
 * Adds or edits one approval level: its number, minimum amount, currency and approvers (the company's users);
 * with `criteriaOptions`, the categories, locations and suppliers it is limited to (none ticked: any).
 */
export function ApprovalConfigurationDialog({ path, editing, nextLevel, defaultCurrency, criteriaOptions, onSaved, onClose }: ApprovalConfigurationDialogProps) {
  const http = useService(HttpClient);
  const candidates = useLoad<{ items: ApproverCandidate[] }>(http, `${path}/approvers`);
  const form = useForm<Values>({
    initial: editing
      ? { level: String(editing.level), minAmount: editing.minAmount, currency: editing.currency, approverIds: editing.approverIds.join(','), criteria: JSON.stringify(editing.criteria ?? {}) }
      : { level: String(nextLevel), minAmount: '0', currency: defaultCurrency, approverIds: '', criteria: '{}' },
    validate: (v) => ({
      level: /^[1-5]$/.test(v.level) ? undefined : 'A level from 1 to 5',
      minAmount: isDecimal(v.minAmount.trim(), 2) && !v.minAmount.trim().startsWith('-') ? undefined : 'An amount of 0 or more, at most 2 decimals',
      currency: /^[A-Z]{3}$/.test(v.currency.trim().toUpperCase()) ? undefined : 'A three-letter ISO currency code',
      approverIds: v.approverIds ? undefined : 'Pick at least one approver',
      criteria: APPROVAL_CRITERIA_FIELDS.some((f) => (criteriaOfText(v.criteria)[f]?.length ?? 0) > APPROVAL_MAX_CRITERIA_VALUES) ? `At most ${APPROVAL_MAX_CRITERIA_VALUES} values per criterion` : undefined,
    }),
    submit: (v) => {
      const data = {
        level: Number(v.level), minAmount: v.minAmount.trim(), currency: v.currency.trim().toUpperCase(), approverIds: splitIds(v.approverIds),
        ...(criteriaOptions ? { criteria: chosenCriteria(criteriaOfText(v.criteria)) } : {}),
      };
      return editing ? http.post(`${path}/${editing._id}/`, { data: { ...data, version: editing.version } }) : http.post(path, { data });
    },
    onSuccess: onSaved,
  });
  const chosen = splitIds(form.values.approverIds);
  const toggle = (id: string, on: boolean) => form.set('approverIds', (on ? [...chosen, id] : chosen.filter((c) => c !== id)).join(','));
  const approversId = form.idOf('approverIds');
  const approversError = form.errors.approverIds;
  const users = candidates.data?.items ?? [];
  const criteria = criteriaOfText(form.values.criteria);
  const criteriaId = form.idOf('criteria');
  const criteriaError = form.errors.criteria;

  return (
    <FormDialog form={form} title={editing ? `Edit level ${editing.level}` : 'Add an approval level'} onClose={onClose} submit={{ text: editing ? 'Save' : 'Add level', icon: 'floppy-disk' }} width={criteriaOptions ? 720 : 520}>
      <div style={{ display: 'flex', gap: 12 }}>
        <FormField form={form} name="level" label="Level" required>
          <InputGroup {...form.input('level')} inputMode="numeric" style={{ width: 70 }} />
        </FormField>
        <FormField form={form} name="minAmount" label="Minimum amount" required help="Applies to amounts at or above it">
          <InputGroup {...form.input('minAmount')} inputMode="decimal" />
        </FormField>
        <FormField form={form} name="currency" label="Currency" required>
          <InputGroup {...form.input('currency')} maxLength={3} style={{ width: 80 }} />
        </FormField>
      </div>
      <FormGroup intent={approversError ? 'danger' : 'none'} helperText={approversError ? <span id={`${approversId}-error`} role="alert">{approversError}</span> : 'Any one of them decides the level'}>
        <fieldset id={approversId} tabIndex={-1} aria-invalid={Boolean(approversError)} aria-describedby={approversError ? `${approversId}-error` : undefined} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={Classes.LABEL}>Approvers (required)</legend>
          {candidates.error ? (
            <Callout intent="danger" role="alert">
              Could not load the users: {candidates.error}
            </Callout>
          ) : candidates.isFetching && users.length === 0 ? (
            <Spinner size={20} aria-label="Loading the users" />
          ) : users.length === 0 ? (
            <p>No users in the company</p>
          ) : (
            <div style={{ maxHeight: 220, overflowY: 'auto' }}>
              {users.map((u) => (
                <Checkbox key={u._id} checked={chosen.includes(u._id)} onChange={(e) => toggle(u._id, e.currentTarget.checked)} labelElement={<span>{u.name} <span className={Classes.TEXT_MUTED}>({u.email}, {u.role})</span></span>} />
              ))}
            </div>
          )}
        </fieldset>
      </FormGroup>
      {criteriaOptions && (
        <FormGroup
          intent={criteriaError ? 'danger' : 'none'}
          helperText={criteriaError ? <span id={`${criteriaId}-error`} role="alert">{criteriaError}</span> : 'The level applies only to records that match every criterion ticked; nothing ticked: any'}
        >
          <fieldset id={criteriaId} tabIndex={-1} aria-invalid={Boolean(criteriaError)} aria-describedby={criteriaError ? `${criteriaId}-error` : undefined} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={Classes.LABEL}>Criteria</legend>
            <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
              {APPROVAL_CRITERIA_FIELDS.map((field) => (
                <CriteriaChecklist
                  key={field}
                  legend={CRITERIA_NAMES[field]}
                  options={criteriaOptions[field] ?? []}
                  chosen={criteria[field] ?? []}
                  onChange={(values) => form.set('criteria', JSON.stringify({ ...criteria, [field]: values }))}
                />
              ))}
            </div>
          </fieldset>
        </FormGroup>
      )}
    </FormDialog>
  );
}
ApprovalConfigurationDialog.displayName = 'Portolan.ApprovalConfigurationDialog';
