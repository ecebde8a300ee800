import { useId, useMemo, useState } from 'react';
import { NotificationBus, serverErrorOf, useService, type ServerError } from '@portolan/sdk';
import type { EgmRecord, Problem } from '../../../shared/types';
import { useEgmApi } from '../../api/egmApi';
import {
  billPath,
  containerPath,
  dataOf,
  draftOf,
  draftProblems,
  emptyBill,
  emptyContainer,
  type BillField,
  type ContainerField,
  type EgmDraft,
  type HeaderField,
} from './egmDraft';

/** Moves keyboard focus to the input of a field path, else to the nearest part of the manifest that holds it (a bill's card, its containers). */
export function focusField(idOf: (path: string) => string, path: string): void {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const element = document.getElementById(idOf(parts.slice(0, n).join('.')));
    if (element) {
      element.scrollIntoView?.({ block: 'center' });
      element.focus();
      return;
    }
  }
}

/** The manifest's editor state: the draft, every edit, the errors beside each field, and Save. */
export interface EgmDraftState {
  draft: EgmDraft;
  dirty: boolean;
  /** A message per field path: the client's checks (after the first save), the server's 400, the last validation's problems. */
  errors: Record<string, string>;
  idOf: (path: string) => string;
  setHeader: (field: HeaderField, value: string) => void;
  setBill: (bill: number, field: BillField, value: string) => void;
  setContainer: (bill: number, container: number, field: ContainerField, value: string) => void;
  addBill: () => void;
  removeBill: (bill: number) => void;
  addContainer: (bill: number) => void;
  removeContainer: (bill: number, container: number) => void;
  saving: boolean;
  /** A failure that names no field (a 500, the network): shown above Save. */
  formError?: ServerError;
  /** Sends the draft; the saved record, or undefined when a check or the server refused it. */
  save: () => Promise<EgmRecord | undefined>;
}

/**
 * State of one loaded version of an EGM (render the editor keyed by the version: a new version starts
 * a new draft; `onSaved` loads it). A failed save keeps every value as typed; a 409 (stale version) calls `onStale` with
 * the server's message so the screen can say so and load the current version.
 */
export function useEgmDraft(record: EgmRecord, problems: Problem[], onStale: (message: string) => void, onSaved: (record: EgmRecord) => void): EgmDraftState {
  const api = useEgmApi();
  const notify = useService(NotificationBus);
  const prefix = useId();
  const idOf = (path: string) => `${prefix}-${path}`;
  const initial = useMemo(() => draftOf(record), [record]);
  const [draft, setDraft] = useState<EgmDraft>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  /** Fields changed since the problems were found: their problem is the user's to re-check, so it is no longer shown. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<ServerError | undefined>();

  const touch = (path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
    setServerErrors((current) => (current[path] ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== path)) : current));
  };
  /** Rows added, or removed (`shifts`: the paths of the problems after it no longer point at the same rows, so they are set aside). */
  const restructure = (next: (d: EgmDraft) => EgmDraft, shifts: boolean) => {
    setDraft(next);
    if (!shifts) return;
    setServerErrors({});
    setTouched((current) => new Set(current).add('shippingBills'));
  };
  const bills = (d: EgmDraft, bill: number, change: (b: EgmDraft['bills'][number]) => EgmDraft['bills'][number]) => ({ ...d, bills: d.bills.map((b, i) => (i === bill ? change(b) : b)) });

  const validation: Record<string, string> = {};
  const structureChanged = touched.has('shippingBills');
  for (const p of problems) {
    if (touched.has(p.field) || (structureChanged && p.field.startsWith('shippingBills'))) continue;
    validation[p.field] = validation[p.field] ? `${validation[p.field]} · ${p.message}` : p.message;
  }
  const clientErrors = attempted ? draftProblems(draft) : {};
  const errors = { ...validation, ...serverErrors, ...clientErrors };

  const save = async (): Promise<EgmRecord | undefined> => {
    if (saving) return undefined;
    setAttempted(true);
    const checks = Object.keys(draftProblems(draft));
    if (checks.length) {
      focusField(idOf, checks[0]);
      return undefined;
    }
    setSaving(true);
    setFormError(undefined);
    const answer = await api.save(record._id, dataOf(draft, record.version));
    setSaving(false);
    if (answer.ok && answer.data) {
      notify.success('EGM saved');
      onSaved(answer.data);
      return answer.data;
    }
    const error = serverErrorOf(answer)!;
    notify.failure(`Failed to save the EGM: ${error.message}`);
    if (error.status === 409) onStale(error.message);
    else if (error.status === 400 && error.field) {
      setServerErrors({ [error.field]: error.message });
      setTouched((current) => new Set([...current].filter((f) => f !== error.field)));
      setTimeout(() => focusField(idOf, error.field!), 0);
    } else setFormError(error);
    return undefined;
  };

  return {
    draft,
    dirty: JSON.stringify(draft) !== JSON.stringify(initial),
    errors,
    idOf,
    setHeader: (field, value) => {
      touch(field);
      setDraft((d) => ({ ...d, header: { ...d.header, [field]: value } }));
    },
    setBill: (bill, field, value) => {
      touch(billPath(bill, field));
      setDraft((d) => bills(d, bill, (b) => ({ ...b, fields: { ...b.fields, [field]: value } })));
    },
    setContainer: (bill, container, field, value) => {
      touch(containerPath(bill, container, field));
      setDraft((d) => bills(d, bill, (b) => ({ ...b, containers: b.containers.map((c, j) => (j === container ? { ...c, [field]: value } : c)) })));
    },
    addBill: () => restructure((d) => ({ ...d, bills: [...d.bills, emptyBill()] }), false),
    removeBill: (bill) => restructure((d) => ({ ...d, bills: d.bills.filter((_, i) => i !== bill) }), true),
    addContainer: (bill) => restructure((d) => bills(d, bill, (b) => ({ ...b, containers: [...b.containers, emptyContainer(b.containers.at(-1)?.isoType)] })), false),
    removeContainer: (bill, container) => restructure((d) => bills(d, bill, (b) => ({ ...b, containers: b.containers.filter((_, j) => j !== container) })), true),
    saving,
    formError,
    save,
  };
}
