import type { ComposerNode, ComposerPropValue, ComposerTree } from '../composer/ComposerTree';
import { DEFAULT_DOCUMENT_PAGE, type DocumentTemplateBody } from './DocumentTemplateBody';
import { DOCUMENT_FIELD_KEYS } from './documentFieldKeys';
import { PRINTABLE_DOCUMENT_NAMES, type PrintableDocumentType } from './PrintableRecord';

/** How many of the type's DOCUMENT_FIELD_KEYS the header shows beside the reference (the rest go in the fields grid). */
const HEADER_FIELDS = 2;
/** Fields per line of the fields grid. */
const GRID_COLUMNS = 3;

/**
 * The template a type prints with when the company has none of its own (and the one "New template"
 * starts from): logo and company details beside the title and reference, the counterparty, the type's
 * main fields, the line tables, totals, notes and terms, a signature line. Ids are stable (`root`, `header`, …).
 */
export function builtInTemplate(documentType: PrintableDocumentType): DocumentTemplateBody {
  const nodes: Record<string, ComposerNode> = {};
  const add = (id: string, type: string, parent: string | null, title: string, extra: Partial<ComposerNode> = {}, props: Record<string, ComposerPropValue> = {}) => {
    nodes[id] = { id, type, parent, children: [], isCollapsed: false, title, order: 0, props, ...extra };
    if (parent) nodes[parent]!.children.push(id);
  };
  const keys = DOCUMENT_FIELD_KEYS[documentType];

  add('root', 'Fragment', null, PRINTABLE_DOCUMENT_NAMES[documentType]);
  add('header', 'row', 'root', 'Header', {}, { gap: 24 });
  add('issuer', 'column', 'header', 'Issuer', {}, { grow: 1 });
  add('logo', 'companyLogo', 'issuer', 'Logo', { companyLogo: true }, { width: 96 });
  add('companyDetails', 'companyDetails', 'issuer', 'Company details', { companyDetails: true });
  add('documentInfo', 'column', 'header', 'Document', {}, { grow: 1 });
  add('title', 'heading', 'documentInfo', 'Title', {}, { size: 20, align: 'right' });
  add('reference', 'field', 'documentInfo', 'Reference', { entityField: 'reference' }, { align: 'right', bold: true });
  for (const f of keys.slice(0, HEADER_FIELDS)) add(`field-${f.key}`, 'field', 'documentInfo', f.label, { entityField: f.key }, { align: 'right' });
  add('headerRule', 'divider', 'root', 'Divider');
  add('counterparty', 'party', 'root', 'Counterparty');

  const rest = keys.slice(HEADER_FIELDS);
  if (rest.length > 0) {
    add('fields', 'section', 'root', 'Details');
    for (let i = 0; i < rest.length; i += GRID_COLUMNS) {
      const rowId = `fields-${i / GRID_COLUMNS + 1}`;
      add(rowId, 'row', 'fields', `Details ${i / GRID_COLUMNS + 1}`, {}, { gap: 16 });
      rest.slice(i, i + GRID_COLUMNS).forEach((f) => add(`field-${f.key}`, 'field', rowId, f.label, { entityField: f.key }));
      // keep the grid's columns aligned on a short last line
      for (let pad = rest.slice(i, i + GRID_COLUMNS).length; pad < GRID_COLUMNS; pad++) add(`${rowId}-space-${pad}`, 'spacer', rowId, 'Space', {}, { height: 0 });
    }
  }
  add('lineItems', 'lineItems', 'root', 'Line items');
  add('totals', 'totals', 'root', 'Totals');
  add('terms', 'terms', 'root', 'Notes and terms');
  add('signatureSpace', 'spacer', 'root', 'Space', {}, { height: 12 });
  add('signature', 'signature', 'root', 'Signature', {}, { label: 'Authorised signatory' });

  const tree: ComposerTree = { rootId: 'root', nodes, highlighted: null };
  return { page: { ...DEFAULT_DOCUMENT_PAGE, margins: { ...DEFAULT_DOCUMENT_PAGE.margins } }, tree };
}
