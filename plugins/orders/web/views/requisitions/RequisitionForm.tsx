import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormField } from '@portolan/sdk';
import type { NewRequisition, NewRequisitionLine, RequisitionDetails } from '../../../shared/types';
import { requisitionPath, useSourcingApi } from '../../api/sourcingApi';
import { DraftFormScreen, FormActions } from './DraftFormScreen';
import { ImportLinesButton } from './ImportLinesButton';
import { LinesEditor, type LineColumn } from './LinesEditor';
import { REQUISITIONS } from './paths';
import { CurrencyField, LocationField } from './PickerFields';
import { linesOf, withLines } from './lineValues';
import { useDraftForm } from './useDraftForm';
import { REQUISITION_LINE_FIELDS, requisitionDataOf, requisitionLineFromProduct, requisitionLineOf, requisitionProblems, requisitionValuesOf } from './requisitionFormValues';

const COLUMNS: LineColumn[] = [
  { field: 'description', title: 'Description', width: 200 },
  { field: 'category', title: 'Category', width: 120 },
  { field: 'quantity', title: 'Quantity', width: 80, inputMode: 'decimal' },
  { field: 'unit', title: 'Unit', width: 60 },
  { field: 'estimatedUnitPrice', title: 'Estimated unit price', width: 100, inputMode: 'decimal' },
  { field: 'neededBy', title: 'Needed by', width: 140, type: 'date' },
];

/** The requisition's fields and lines; nothing typed is lost on a failed save. */
function Fields({ record }: { record?: RequisitionDetails }) {
  const api = useSourcingApi();
  const { form, submitText } = useDraftForm<RequisitionDetails, NewRequisition>({
    record,
    initial: requisitionValuesOf(record),
    validate: requisitionProblems,
    dataOf: requisitionDataOf,
    create: api.createRequisition,
    update: api.updateRequisition,
    noun: 'requisition',
    base: REQUISITIONS,
  });
  const v = form.values;
  const imported = (lines: NewRequisitionLine[]) => {
    if (!lines.length) return;
    const current = linesOf(v, REQUISITION_LINE_FIELDS);
    const blank = current.every((l) => !l.sku.trim() && !l.quantity.trim());
    const added = lines.map((l) => requisitionLineOf({ ...l, neededBy: l.neededBy || v.neededBy }));
    form.reset(withLines(v, blank ? added : [...current, ...added], REQUISITION_LINE_FIELDS));
  };
  const row = { display: 'flex', gap: 12, flexWrap: 'wrap' as const };
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="requisition-form-title">
      <fieldset style={{ border: 0, padding: 0, maxWidth: 900 }}>
        <legend className="bp6-heading">Request</legend>
        <FormField form={form} name="title" label="Title" required>
          <InputGroup {...form.input('title')} intent={form.errors.title ? 'danger' : 'none'} />
        </FormField>
        <div style={row}>
          <LocationField form={form} name="locationId" label="Location" help="Where the goods are needed" none="No location" />
          <FormField form={form} name="department" label="Department">
            <InputGroup {...form.input('department')} />
          </FormField>
          <FormField form={form} name="neededBy" label="Needed by" required>
            <InputGroup {...form.input('neededBy')} type="date" intent={form.errors.neededBy ? 'danger' : 'none'} />
          </FormField>
          <CurrencyField form={form} name="currency" />
        </div>
        <FormField form={form} name="justification" label="Justification" help="Why it is needed: the approvers read it">
          <TextArea {...form.input('justification')} fill rows={3} />
        </FormField>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className="bp6-heading">Lines</legend>
        <LinesEditor
          form={form}
          fields={REQUISITION_LINE_FIELDS}
          columns={COLUMNS}
          amount={{ quantity: 'quantity', unitPrice: 'estimatedUnitPrice' }}
          currency={v.currency}
          newLine={() => ({ neededBy: v.neededBy })}
          fromProduct={requisitionLineFromProduct}
          tools={<ImportLinesButton target="requisition" onLines={(lines) => imported(lines as NewRequisitionLine[])} />}
        />
      </fieldset>
      <FormActions form={form} submitText={submitText} cancelTo={record ? `${REQUISITIONS}/${record._id}` : REQUISITIONS} noun="requisition" />
    </form>
  );
}

/** `/requisitions/new` and `/requisitions/:id/edit` (DRAFT only). */
export default function RequisitionForm() {
  return (
    <DraftFormScreen<RequisitionDetails> base={REQUISITIONS} apiPath={requisitionPath} noun="requisition" titleId="requisition-form-title">
      {(record) => <Fields key={record?.version} record={record} />}
    </DraftFormScreen>
  );
}
