import { baseRecord, type ResourceSpec } from '@portolan/sdk/server';
import { RFQ_API, type RfqTermRecord } from '../../shared/types';

const TERM = {
  title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  body: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
  category: { type: ['string', 'null'], maxLength: 100 },
};

/** The owner's term library (`/api/rfq/terms`): payment terms, free time, surcharges… that term groups gather. */
export const termResource: ResourceSpec<RfqTermRecord> = {
  base: RFQ_API.terms,
  table: 'rfq_terms',
  feature: 'rfq',
  fields: {
    category: { column: 'category', type: 'text', filter: 'in' },
    createdAt: { column: 'created_at', type: 'timestamp', sort: true },
  },
  defaultSort: { field: 'createdAt', dir: 'asc' },
  search: { columns: ['title', 'body'] },
  toRecord: (row) => ({ ...baseRecord(row), title: String(row.title), body: String(row.body), category: (row.category as string | null) ?? null }),
  create: {
    data: { type: 'object', additionalProperties: false, required: ['title', 'body'], properties: TERM },
    columns: (data: { title: string; body: string; category?: string | null }, { userId }) => ({ title: data.title.trim(), body: data.body.trim(), category: data.category?.trim() || null, created_by: userId }),
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: TERM },
    columns: (data: { title?: string; body?: string; category?: string | null }) => ({
      ...(data.title !== undefined && { title: data.title.trim() }),
      ...(data.body !== undefined && { body: data.body.trim() }),
      ...(data.category !== undefined && { category: data.category?.trim() || null }),
    }),
  },
};
