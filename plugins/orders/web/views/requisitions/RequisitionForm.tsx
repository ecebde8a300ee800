import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormField, HttpClient, LoadStates, NotificationBus, useCommands, useForm, useLoad, useService } from '@portolan/sdk';
import { ORDERS_API, type LocationOption, type NewRequisitionLine, type RequisitionDetails } from '../../../shared/types';
import { itemsOf, recordOf, requisitionPath, useSourcingApi, type One } from '../../api/sourcingApi';
import { CURRENCIES } from './currencies';
import { ImportLinesButton } from './ImportLinesButton';
import { LinesEditor, type LineColumn } from './LinesEditor';
import { REQUISITIONS } from './paths';
import { linesOf, withLines, type FormValues } from './lineValues';
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
  const http = useService(HttpClient);
  const api = useSourcingApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const locations = useLoad<unknown>(http, ORDERS_API.listCompanyLocations);
  const locationOptions = itemsOf<LocationOption>(locations.data);
  const form = useForm<FormValues>({
    initial: requisitionValuesOf(record),
    validate: requisitionProblems,
    submit: async (v) => {
      const answer = record ? await api.updateRequisition(record._id, { ...requisitionDataOf(v), version: record.version }) : await api.createRequisition(requisitionDataOf(v));
      if (!answer.ok) notify.failure(record ? 'Failed to save the requisition' : 'Failed to create the requisition');
      return answer;
    },
    onSuccess: (result) => {
      notify.success(record ? 'Requisition saved' : 'Requisition created');
      const answer = result.data as One<RequisitionDetails> | undefined;
      navigate(`${REQUISITIONS}/${record?._id ?? answer?.id ?? recordOf<RequisitionDetails>(answer)?._id ?? ''}`);
    },
  });
  const title = record ? 'Save requisition' : 'Create requisition';
  useCommands([{ id: 'save-requisition', title, shortcut: 'mod+enter', run: () => void form.onSubmit() }], [form.onSubmit, title]);
  const v = form.values;
  const imported = (lines: NewRequisitionLine[]) => {
    if (!lines.length) return;
    const current = linesOf(v, REQUISITION_LINE_FIELDS);
    const blank = current.every((l) => !l.sku.trim() && !l.quantity.trim());
    const added = lines.map((l) => requisitionLineOf({ ...l, neededBy: l.neededBy || v.neededBy }));
    form.reset(withLines(v, blank ? added : [...current, ...added], REQUISITION_LINE_FIELDS));
  };
  const row = { display: 'flex', gap: 12, flexWrap: 'wrap' as const };
  const currencies = CURRENCIES.includes(v.currency) ? CURRENCIES : [v.currency, ...CURRENCIES];
  return (
    <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="requisition-form-title">
      <fieldset style={{ border: 0, padding: 0, maxWidth: 900 }}>
        <legend className="bp6-heading">Request</legend>
        <FormField form={form} name="title" label="Title" required>
          <InputGroup {...form.input('title')} intent={form.errors.title ? 'danger' : 'none'} />
        </FormField>
        <div style={row}>
          <FormField form={form} name="locationId" label="Location" help={locations.error ? `The locations could not be loaded: ${locations.error}` : 'Where the goods are needed'}>
            <HTMLSelect {...form.input('locationId')}>
              <option value="">No location</option>
              {locationOptions.map((l) => (
                <option key={l._id} value={l._id}>
                  {l.name} ({l.code}{l.city ? `, ${l.city}` : ''})
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <FormField form={form} name="department" label="Department">
            <InputGroup {...form.input('department')} />
          </FormField>
          <FormField form={form} name="neededBy" label="Needed by" required>
            <InputGroup {...form.input('neededBy')} type="date" intent={form.errors.neededBy ? 'danger' : 'none'} />
          </FormField>
          <FormField form={form} name="currency" label="Currency" required>
            <HTMLSelect {...form.input('currency')}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
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
      {form.formError && (
        <Callout intent="danger" role="alert" style={{ margin: '8px 0' }}>
          {form.conflict ? 'Someone else saved this requisition since you opened it: reload it to see their changes.' : form.formError.message}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button type="submit" intent="primary" text={title} loading={form.submitting} />
        <Link to={record ? `${REQUISITIONS}/${record._id}` : REQUISITIONS} className="bp6-button">
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** `/requisitions/new` and `/requisitions/:id/edit` (DRAFT only). */
export default function RequisitionForm() {
  const { id } = useParams();
  const loaded = useLoad<One<RequisitionDetails>>(useService(HttpClient), id ? requisitionPath(id) : undefined);
  const record = loaded.data?.record;
  return (
    <section aria-labelledby="requisition-form-title">
      <Link to={id ? `${REQUISITIONS}/${id}` : REQUISITIONS}>← Back</Link>
      <h1 id="requisition-form-title" className="pt-page-title">
        {id ? `Edit ${record?.reference ?? 'requisition'}` : 'New requisition'}
      </h1>
      {id && !record ? (
        <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty emptyText="Requisition not found" onRetry={loaded.reload}>
          {null}
        </LoadStates>
      ) : record && record.status !== 'DRAFT' ? (
        <Callout intent="warning" role="status">
          A requisition can be edited while it is a draft; this one is {record.status.replace('_', ' ').toLowerCase()}.
        </Callout>
      ) : (
        <Fields key={record?.version} record={record} />
      )}
    </section>
  );
}
