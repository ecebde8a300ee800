import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField } from '@portolan/sdk';
import { INCOTERMS } from '../../../shared/states';
import type { NewOrderRfq, OrderRfqDetails } from '../../../shared/types';
import { orderRfqPath, useSourcingApi } from '../../api/sourcingApi';
import { DraftFormScreen, FormActions } from '../requisitions/DraftFormScreen';
import { LinesEditor, type LineColumn } from '../requisitions/LinesEditor';
import { idsOf } from '../requisitions/lineValues';
import { ORDER_RFQS } from '../requisitions/paths';
import { CurrencyField, LocationField } from '../requisitions/PickerFields';
import { useDraftForm } from '../requisitions/useDraftForm';
import { ORDER_RFQ_LINE_FIELDS, orderRfqDataOf, orderRfqLineFromProduct, orderRfqProblems, orderRfqValuesOf } from './orderRfqFormValues';
import { SupplierChecklist } from './SupplierChecklist';

const COLUMNS: LineColumn[] = [
  { field: 'description', title: 'Description', width: 200 },
  { field: 'hsCode', title: 'HS code', width: 90, inputMode: 'numeric' },
  { field: 'quantity', title: 'Quantity', width: 80, inputMode: 'decimal' },
  { field: 'unit', title: 'Unit', width: 60 },
  { field: 'targetUnitPrice', title: 'Target unit price', width: 100, inputMode: 'decimal' },
  { field: 'neededBy', title: 'Needed by', width: 140, type: 'date' },
];

/** The RFQ's terms, suppliers and lines; nothing typed is lost on a failed save. */
function Fields({ record }: { record?: OrderRfqDetails }) {
  const api = useSourcingApi();
  const { form, submitText } = useDraftForm<OrderRfqDetails, NewOrderRfq>({
    record,
    initial: orderRfqValuesOf(record),
    validate: orderRfqProblems,
    dataOf: orderRfqDataOf,
    create: api.createOrderRfq,
    update: api.updateOrderRfq,
    noun: 'order RFQ',
    base: ORDER_RFQS,
  });
  const v = form.values;
  const row = { display: 'flex', gap: 12, flexWrap: 'wrap' as const };
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="order-rfq-form-title">
      <fieldset style={{ border: 0, padding: 0, maxWidth: 900 }}>
        <legend className="bp6-heading">Terms</legend>
        <FormField form={form} name="title" label="Title" required>
          <InputGroup {...form.input('title')} intent={form.errors.title ? 'danger' : 'none'} />
        </FormField>
        <div style={row}>
          <CurrencyField form={form} name="currency" />
          <FormField form={form} name="incoterm" label="Incoterm" required>
            <HTMLSelect {...form.input('incoterm')}>
              {INCOTERMS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <LocationField form={form} name="shipToLocationId" label="Ship to" help="Where the goods are delivered" none="Not set" />
          <FormField form={form} name="quoteDeadline" label="Quote deadline" required help="Your local time">
            <InputGroup {...form.input('quoteDeadline')} type="datetime-local" intent={form.errors.quoteDeadline ? 'danger' : 'none'} />
          </FormField>
        </div>
        <FormField form={form} name="notes" label="Notes to suppliers" help="Packing, quality, payment: what every supplier should know">
          <TextArea {...form.input('notes')} fill rows={3} />
        </FormField>
        <SupplierChecklist id={form.idOf('supplierIds')} chosen={idsOf(v.supplierIds)} onChange={(ids) => form.set('supplierIds', ids.join(','))} error={form.errors.supplierIds} />
      </fieldset>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend className="bp6-heading">Lines</legend>
        <LinesEditor
          form={form}
          fields={ORDER_RFQ_LINE_FIELDS}
          columns={COLUMNS}
          amount={{ quantity: 'quantity', unitPrice: 'targetUnitPrice' }}
          currency={v.currency}
          newLine={() => ({ neededBy: v[`lines.${Number(v.lines) - 1}.neededBy`] ?? '' })}
          fromProduct={orderRfqLineFromProduct}
        />
      </fieldset>
      <FormActions form={form} submitText={submitText} cancelTo={record ? `${ORDER_RFQS}/${record._id}` : ORDER_RFQS} noun="order RFQ" />
    </form>
  );
}

/** `/order-rfqs/new` and `/order-rfqs/:id/edit` (DRAFT only). */
export default function OrderRfqForm() {
  return (
    <DraftFormScreen<OrderRfqDetails> base={ORDER_RFQS} apiPath={orderRfqPath} noun="order RFQ" titleId="order-rfq-form-title">
      {(record) => <Fields key={record?.version} record={record} />}
    </DraftFormScreen>
  );
}
