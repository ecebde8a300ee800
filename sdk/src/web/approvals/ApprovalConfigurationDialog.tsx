import { Callout, Checkbox, Classes, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import type { ApprovalConfiguration, ApproverCandidate } from '../../shared/approvals';
import { HttpClient } from '../HttpClient';
import { useService } from '../useService';
import { useLoad } from '../useLoad';
import { FormDialog } from '../forms/FormDialog';
import { FormField } from '../forms/FormField';
import { useForm } from '../forms/useForm';
import { isDecimal } from '../format/decimal';

export interface ApprovalConfigurationDialogProps {
  /** The configurations' API path (`defineApprovalConfigurations`); approvers come from `<path>/approvers`. */
  path: string;
  /** The level to edit; a new one when absent. */
  editing?: ApprovalConfiguration;
  /** The level and currency a new one starts with. */
  nextLevel: number;
  defaultCurrency: string;
  onSaved: () => void;
  onClose: () => void;
}

type Values = { level: string; minAmount: string; currency: string; approverIds: string };

const splitIds = (text: string) => (text ? text.split(',') : []);

/** Adds or edits one approval level: its number, minimum amount, currency and approvers (the company's users). */
export function ApprovalConfigurationDialog({ path, editing, nextLevel, defaultCurrency, onSaved, onClose }: ApprovalConfigurationDialogProps) {
  const http = useService(HttpClient);
  const candidates = useLoad<{ items: ApproverCandidate[] }>(http, `${path}/approvers`);
  const form = useForm<Values>({
    initial: editing
      ? { level: String(editing.level), minAmount: editing.minAmount, currency: editing.currency, approverIds: editing.approverIds.join(',') }
      : { level: String(nextLevel), minAmount: '0', currency: defaultCurrency, approverIds: '' },
    validate: (v) => ({
      level: /^[1-5]$/.test(v.level) ? undefined : 'A level from 1 to 5',
      minAmount: isDecimal(v.minAmount.trim(), 2) && !v.minAmount.trim().startsWith('-') ? undefined : 'An amount of 0 or more, at most 2 decimals',
      currency: /^[A-Z]{3}$/.test(v.currency.trim().toUpperCase()) ? undefined : 'A three-letter ISO currency code',
      approverIds: v.approverIds ? undefined : 'Pick at least one approver',
    }),
    submit: (v) => {
      const data = { level: Number(v.level), minAmount: v.minAmount.trim(), currency: v.currency.trim().toUpperCase(), approverIds: splitIds(v.approverIds) };
      return editing ? http.post(`${path}/${editing._id}/`, { data: { ...data, version: editing.version } }) : http.post(path, { data });
    },
    onSuccess: onSaved,
  });
  const chosen = splitIds(form.values.approverIds);
  const toggle = (id: string, on: boolean) => form.set('approverIds', (on ? [...chosen, id] : chosen.filter((c) => c !== id)).join(','));
  const approversId = form.idOf('approverIds');
  const approversError = form.errors.approverIds;
  const users = candidates.data?.items ?? [];

  return (
    <FormDialog form={form} title={editing ? `Edit level ${editing.level}` : 'Add an approval level'} onClose={onClose} submit={{ text: editing ? 'Save' : 'Add level', icon: 'floppy-disk' }} width={520}>
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
    </FormDialog>
  );
}
ApprovalConfigurationDialog.displayName = 'Portolan.ApprovalConfigurationDialog';
