import { Button, Callout, Classes, InputGroup } from '@blueprintjs/core';
import { FieldError, FormField } from '@portolan/sdk';
import type { Problem } from '../../../shared/types';
import { HEADER_FIELDS, HEADER_LABELS, totalsOf, type HeaderField } from './egmDraft';
import { ProblemList } from './ProblemList';
import { ShippingBillCard } from './ShippingBillCard';
import { kg, plural } from './egmWords';
import { focusField, type EgmDraftState } from './useEgmDraft';

const HELP: Partial<Record<HeaderField, string>> = {
  imo: '7 digits',
  pol: 'UN/LOCODE, e.g. INNSA',
  customsPortCode: 'Customs location, e.g. INNSA1',
  rotationNumber: 'When the port has given one',
};
const WIDTHS: Partial<Record<HeaderField, number>> = { vessel: 220, voyage: 110, imo: 110, rotationNumber: 140, pol: 100, customsPortCode: 110, agentCode: 140, sailingDate: 160 };

export interface ManifestEditorProps {
  state: EgmDraftState;
  /** The last validation's problems (listed at the top; each beside its field through `state.errors`). */
  problems: Problem[];
  /** The user may edit and the state allows it (EGM_EDITABLE). */
  editable: boolean;
}

/**
 * The Manifest tab: the header fields and one card per shipping bill with its containers, the totals
 * line, Save (Enter in a field saves too), and the last validation's problems at the top and beside the
 * fields they name.
 */
export function ManifestEditor({ state, problems, editable }: ManifestEditorProps) {
  const { draft, errors, idOf } = state;
  const totals = totalsOf(draft);
  const form = { errors, idOf };
  return (
    <form
      aria-label="Manifest"
      onSubmit={(e) => {
        e.preventDefault();
        if (editable) void state.save();
      }}
    >
      <ProblemList problems={problems} draft={draft} onPick={(field) => focusField(idOf, field)} />
      <section aria-labelledby="egm-header-title">
        <h2 id="egm-header-title" className={Classes.HEADING}>
          Vessel and sailing
        </h2>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {HEADER_FIELDS.map((f) => (
            <FormField key={f} form={form} name={f} label={HEADER_LABELS[f]} help={HELP[f]} required={f === 'vessel' || f === 'voyage'}>
              <InputGroup
                id={idOf(f)}
                name={f}
                type={f === 'sailingDate' ? 'date' : 'text'}
                value={draft.header[f]}
                readOnly={!editable}
                intent={errors[f] ? 'danger' : 'none'}
                aria-invalid={Boolean(errors[f])}
                aria-describedby={errors[f] ? `${idOf(f)}-error` : undefined}
                style={{ width: WIDTHS[f] }}
                onChange={(e) => state.setHeader(f, e.target.value)}
              />
            </FormField>
          ))}
        </div>
      </section>
      <section aria-labelledby="egm-bills-title" id={idOf('shippingBills')} tabIndex={-1}>
        <h2 id="egm-bills-title" className={Classes.HEADING}>
          Shipping bills
        </h2>
        <FieldError id={`${idOf('shippingBills')}-error`}>{errors.shippingBills}</FieldError>
        {draft.bills.length === 0 && <p className={Classes.TEXT_MUTED}>No shipping bill on this manifest yet.</p>}
        {draft.bills.map((_, i) => (
          <ShippingBillCard key={i} state={state} bill={i} editable={editable} />
        ))}
        {editable && <Button icon="add" text="Add shipping bill" onClick={state.addBill} />}
      </section>
      <div role="status" aria-label="Totals" style={{ display: 'flex', gap: 24, flexWrap: 'wrap', margin: '12px 0', padding: '8px 0', borderTop: '1px solid #d3d8de' }}>
        <strong>Totals</strong>
        <span>{plural(totals.shippingBills, 'shipping bill')}</span>
        <span>{plural(totals.containers, 'container')}</span>
        <span>{plural(totals.packages, 'package')}</span>
        <span>{kg(totals.grossWeightKg)}</span>
      </div>
      {state.formError && (
        <Callout intent="danger" role="alert" title="Could not save" style={{ marginBottom: 8 }}>
          {state.formError.message}
        </Callout>
      )}
      {editable && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Button type="submit" intent="primary" icon="floppy-disk" text="Save" loading={state.saving} disabled={!state.dirty} />
          <span className={Classes.TEXT_MUTED}>{state.dirty ? 'Unsaved changes' : 'All changes saved'}</span>
        </div>
      )}
    </form>
  );
}
