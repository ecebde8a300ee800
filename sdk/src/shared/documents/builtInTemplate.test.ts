import { describe, expect, it } from 'vitest';
import { checkComposerTree } from '../composer/checkComposerTree';
import { builtInTemplate } from './builtInTemplate';
import { checkDocumentTemplateBody } from './checkDocumentTemplateBody';
import { DOCUMENT_BLOCK_TYPES, DEFAULT_DOCUMENT_PAGE } from './DocumentTemplateBody';
import { DOCUMENT_FIELD_KEYS } from './documentFieldKeys';
import { PRINTABLE_DOCUMENT_TYPES } from './PrintableRecord';

describe('builtInTemplate', () => {
  it.each(PRINTABLE_DOCUMENT_TYPES)('%s: a well-formed tree of document blocks on the default page', (type) => {
    const body = builtInTemplate(type);
    expect(body.page).toEqual(DEFAULT_DOCUMENT_PAGE);
    expect(checkComposerTree(body.tree)).toEqual([]);
    expect(checkDocumentTemplateBody(body)).toEqual([]);
    for (const node of Object.values(body.tree.nodes)) if (node.id !== 'root') expect(DOCUMENT_BLOCK_TYPES).toContain(node.type);
  });

  it.each(PRINTABLE_DOCUMENT_TYPES)('%s: binds every documented field key once, captioned by its label, beside the fixed blocks', (type) => {
    const { tree } = builtInTemplate(type);
    const bound = Object.values(tree.nodes).filter((n) => n.type === 'field' && n.entityField !== 'reference');
    expect(bound.map((n) => [n.entityField, n.title])).toEqual(DOCUMENT_FIELD_KEYS[type].map((f) => [f.key, f.label]));
    expect(new Set(DOCUMENT_FIELD_KEYS[type].map((f) => f.key)).size).toBe(DOCUMENT_FIELD_KEYS[type].length);
    expect(tree.nodes.root!.children).toEqual(['header', 'headerRule', 'counterparty', 'fields', 'lineItems', 'totals', 'terms', 'signatureSpace', 'signature']);
    expect(tree.nodes.logo).toMatchObject({ type: 'companyLogo', companyLogo: true, parent: 'issuer' });
    expect(tree.nodes.companyDetails).toMatchObject({ type: 'companyDetails', companyDetails: true });
  });

  it('answers a fresh, equal tree on every call (stable ids, nothing shared)', () => {
    const a = builtInTemplate('INVOICE');
    const b = builtInTemplate('INVOICE');
    expect(a).toEqual(b);
    a.tree.nodes.root!.children.pop();
    a.page.margins.top = 99;
    expect(builtInTemplate('INVOICE')).toEqual(b);
    expect(DEFAULT_DOCUMENT_PAGE.margins.top).toBe(50);
  });
});
