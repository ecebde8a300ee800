import { baseRecord, conflict, type ResourceSpec } from '@portolan/sdk/server';
import { SAMPLES_API, type SampleRecord } from '../shared/types';
import { SAMPLE_STATES, type SampleState } from '../shared/states';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' });
const fields = {
  title: text(120),
  description: { type: ['string', 'null'], maxLength: 2000 },
  dueOn: { type: 'string', format: 'date' },
};

/** Empty text is no description. */
const description = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Samples, `/api/template/v2/samples` (SPEC §7 generic pattern): list (filters status and dueOn, sort,
 * search in the title, keyset paging), details, create, update. Only a draft may be edited; the state
 * moves through SAMPLE_ACTIONS.
 */
export const sampleResource: ResourceSpec<SampleRecord> = {
  base: SAMPLES_API,
  table: 'template_samples',
  feature: 'template',
  fields: {
    status: { column: 'status', type: 'text', filter: 'in' },
    title: { column: 'title', type: 'text', sort: true },
    dueOn: { column: 'due_on', type: 'date', filter: 'range', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['title'] },
  toRecord: (row) => ({
    ...baseRecord(row),
    title: String(row.title),
    description: (row.description as string | null) ?? null,
    dueOn: String(row.due_on),
    status: row.status as SampleState,
  }),
  create: {
    data: { type: 'object', additionalProperties: false, required: ['title', 'dueOn'], properties: fields },
    columns: (data: { title: string; description?: string | null; dueOn: string }, ctx) => ({ title: data.title.trim(), description: description(data.description), due_on: data.dueOn, status: SAMPLE_STATES[0], created_by: ctx.userId }),
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: fields },
    columns(data: { title?: string; description?: string | null; dueOn?: string }, current) {
      if (current.status !== 'DRAFT') throw conflict(`Cannot edit: the sample is ${String(current.status)}`);
      return {
        ...(data.title !== undefined && { title: data.title.trim() }),
        ...(data.description !== undefined && { description: description(data.description) }),
        ...(data.dueOn !== undefined && { due_on: data.dueOn }),
      };
    },
  },
};
