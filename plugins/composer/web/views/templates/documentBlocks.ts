import type { ComposerBlockDefinition, ComposerPropertyDefinition, DocumentSourceInfo } from '@portolan/sdk';

const ALIGN = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];
/** `props.size`, `props.bold`, `props.align`, `props.color` style any text block (DOCUMENT_BLOCK_TYPES). */
const TEXT_STYLE: ComposerPropertyDefinition[] = [
  { key: 'props', prop: 'size', label: 'Font size (points)', kind: 'number', min: 6, max: 48 },
  { key: 'props', prop: 'bold', label: 'Bold', kind: 'switch' },
  { key: 'props', prop: 'align', label: 'Alignment', kind: 'select', options: ALIGN },
  { key: 'props', prop: 'color', label: 'Colour', kind: 'color' },
];
const GROW: ComposerPropertyDefinition = { key: 'props', prop: 'grow', label: 'Width share in a row', kind: 'number', min: 1, max: 12 };

/**
 * The document composer's palette (DOCUMENT_BLOCK_TYPES): layout, content, company and record blocks.
 * The field picker and the table select offer the printable type's own fields and tables (from
 * `documentType?printable=true`); before they load, the pickers are empty.
 */
export function documentBlocks(source: DocumentSourceInfo | undefined): ComposerBlockDefinition[] {
  const fields = (source?.fields ?? []).map((f) => ({ value: f.key, label: f.label }));
  const tables = [{ value: '', label: 'All tables' }, ...(source?.tables ?? []).map((t) => ({ value: t.key, label: t.title }))];
  return [
    { type: 'row', label: 'Row', icon: 'column-layout', group: 'Layout', container: true, description: 'Blocks side by side', properties: [{ key: 'props', prop: 'gap', label: 'Gap (points)', kind: 'number', min: 0, max: 72 }, GROW] },
    { type: 'column', label: 'Column', icon: 'list', group: 'Layout', container: true, description: 'Blocks one under another', properties: [GROW] },
    { type: 'section', label: 'Section', icon: 'square', group: 'Layout', container: true, description: 'A group of blocks', properties: [] },
    { type: 'heading', label: 'Heading', icon: 'header', group: 'Content', description: "Big text (the record's title when empty)", defaults: { value: '' }, properties: [{ key: 'value', label: 'Text (empty: the document title)', kind: 'text' }, ...TEXT_STYLE] },
    { type: 'text', label: 'Text', icon: 'paragraph', group: 'Content', description: 'Words, with {{field}} placeholders', defaults: { value: 'Text' }, properties: [{ key: 'value', label: 'Text', kind: 'textarea' }, ...TEXT_STYLE] },
    { type: 'divider', label: 'Divider', icon: 'minus', group: 'Content', description: 'A horizontal rule', properties: [] },
    { type: 'spacer', label: 'Spacer', icon: 'arrows-vertical', group: 'Content', description: 'Empty space', properties: [{ key: 'props', prop: 'height', label: 'Height (points)', kind: 'number', min: 2, max: 200 }] },
    { type: 'signature', label: 'Signature', icon: 'draw', group: 'Content', description: 'A signature line', properties: [{ key: 'props', prop: 'label', label: 'Caption', kind: 'text' }] },
    { type: 'companyLogo', label: 'Company logo', icon: 'media', group: 'Company', description: "Your company's logo", defaults: { companyLogo: true }, properties: [{ key: 'companyLogo', label: 'Show the logo', kind: 'switch' }, { key: 'props', prop: 'width', label: 'Width (points)', kind: 'number', min: 16, max: 400 }] },
    { type: 'companyDetails', label: 'Company details', icon: 'office', group: 'Company', description: 'Name, address, tax ids', defaults: { companyDetails: true }, properties: [{ key: 'companyDetails', label: 'Show the details', kind: 'switch' }, ...TEXT_STYLE] },
    { type: 'party', label: 'Counterparty', icon: 'person', group: 'Company', description: 'The customer, bill-to or supplier', properties: TEXT_STYLE },
    { type: 'field', label: 'Field', icon: 'tag', group: 'Record', description: 'One value of the record', properties: [{ key: 'entityField', label: 'Field', kind: 'field', options: fields }, { key: 'props', prop: 'showLabel', label: 'Show the caption', kind: 'switch' }, ...TEXT_STYLE] },
    { type: 'lineItems', label: 'Line items', icon: 'th', group: 'Record', description: "The record's tables", properties: [{ key: 'props', prop: 'table', label: 'Table', kind: 'select', options: tables }] },
    { type: 'totals', label: 'Totals', icon: 'calculator', group: 'Record', description: 'Subtotal, taxes, total', properties: [] },
    { type: 'terms', label: 'Notes and terms', icon: 'manual', group: 'Record', description: "The record's notes and terms", properties: [] },
  ];
}
