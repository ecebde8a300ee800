import { builtInTemplate } from '@portolan/sdk';
import type { FakeHttpClient } from '@portolan/sdk/testing';
import type { DocumentTemplateRecord } from '../../../shared/types';

export const QUOTE_TEMPLATE: DocumentTemplateRecord = {
  _id: 't1',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T10:30:00.000Z',
  version: 3,
  name: 'Bluewave quotation',
  documentType: 'QUOTE',
  revision: 2,
  isDefault: true,
  body: builtInTemplate('QUOTE'),
  updatedByName: 'Priya Nair',
};

export const INVOICE_TEMPLATE: DocumentTemplateRecord = { ...QUOTE_TEMPLATE, _id: 't2', name: 'Plain invoice', documentType: 'INVOICE', isDefault: false, revision: 1, version: 1, body: builtInTemplate('INVOICE') };

export const QUOTE_SOURCE = {
  _id: 'QUOTE',
  name: 'Quotation',
  documentType: 'QUOTE',
  fields: [
    { key: 'validUntil', label: 'Valid until' },
    { key: 'incoterm', label: 'Incoterm' },
  ],
  tables: [{ key: 'charges', title: 'Charges' }],
};

/** The template calls a composer screen makes on open, answered as the server would. */
export function serveTemplates(http: FakeHttpClient, templates: DocumentTemplateRecord[] = [QUOTE_TEMPLATE, INVOICE_TEMPLATE]): FakeHttpClient {
  http.on('GET', '/api/documents/v2/templates', { success: true, data: { items: templates, count: templates.length } });
  for (const t of templates) http.on('GET', `/api/documents/v2/templates/${t._id}`, { success: true, data: { record: t } });
  http.on('GET', '/api/documents/v2/documentType', { success: true, data: { items: [QUOTE_SOURCE], count: 1 } });
  http.on('GET', '/api/documents/v2/templates/logo/info', { success: true, data: { record: null } });
  return http;
}
