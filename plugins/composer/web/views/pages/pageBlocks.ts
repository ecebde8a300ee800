import type { ComposerBlockDefinition, RegisteredWidget, ReportDescriptor } from '@portolan/sdk';
import { PAGE_ENTITY_FIELDS } from '../../../shared/types';
import { SELF_WIDGET, widgetKey } from './WidgetBlock';

/** What the data blocks may pick from: the reports the user may run and the widgets they may see. */
export interface PageBlockChoices {
  reports: readonly Pick<ReportDescriptor, 'name' | 'title'>[];
  widgets: readonly Pick<RegisteredWidget, 'pluginId' | 'id' | 'title'>[];
}

/** The page composer's palette (shared/types.ts PAGE_BLOCK_TYPES): Layout, Content, Company and Data. */
export function pageBlocks({ reports, widgets }: PageBlockChoices): ComposerBlockDefinition[] {
  const reportOptions = [{ value: '', label: 'Choose a report…' }, ...reports.map((r) => ({ value: r.name, label: r.title }))];
  const widgetOptions = [{ value: '', label: 'Choose a widget…' }, ...widgets.filter((w) => widgetKey(w) !== SELF_WIDGET).map((w) => ({ value: widgetKey(w), label: w.title }))];
  return [
    { type: 'row', label: 'Row', icon: 'column-layout', group: 'Layout', container: true, description: 'Blocks side by side', properties: [{ key: 'props', prop: 'gap', label: 'Gap (px)', kind: 'number', min: 0, max: 64 }] },
    { type: 'column', label: 'Column', icon: 'list', group: 'Layout', container: true, description: 'Blocks stacked, inside a row', properties: [{ key: 'props', prop: 'grow', label: 'Width share', kind: 'number', min: 0, max: 12 }] },
    { type: 'section', label: 'Section', icon: 'square', group: 'Layout', container: true, description: 'A framed group of blocks', properties: [] },
    {
      type: 'heading',
      label: 'Heading',
      icon: 'header',
      group: 'Content',
      description: 'Its title, as a heading',
      properties: [{ key: 'props', prop: 'level', label: 'Level', kind: 'select', options: [{ value: '2', label: 'Large' }, { value: '3', label: 'Medium' }, { value: '4', label: 'Small' }] }],
    },
    { type: 'text', label: 'Text', icon: 'paragraph', group: 'Content', description: 'A paragraph', properties: [{ key: 'value', label: 'Text', kind: 'textarea' }] },
    { type: 'image', label: 'Image', icon: 'media', group: 'Content', description: 'An https image, else the company logo', properties: [{ key: 'value', label: 'Image address (https)', kind: 'text' }] },
    { type: 'divider', label: 'Divider', icon: 'minus', group: 'Content', description: 'A horizontal line', properties: [] },
    { type: 'spacer', label: 'Spacer', icon: 'arrows-vertical', group: 'Content', description: 'Empty space', properties: [{ key: 'props', prop: 'height', label: 'Height (px)', kind: 'number', min: 4, max: 240 }] },
    { type: 'companyDetails', label: 'Company details', icon: 'office', group: 'Company', description: 'Name and contact details', properties: [] },
    { type: 'companyLogo', label: 'Company logo', icon: 'media', group: 'Company', description: 'The logo from Document templates', properties: [] },
    { type: 'field', label: 'Field', icon: 'tag', group: 'Data', description: 'A value of your company or of the reader', properties: [{ key: 'entityField', label: 'Field', kind: 'field', options: PAGE_ENTITY_FIELDS.map((f) => ({ value: f.key, label: f.label })) }] },
    { type: 'table', label: 'Table', icon: 'th', group: 'Data', description: "A report's rows", properties: [{ key: 'props', prop: 'report', label: 'Report', kind: 'select', options: reportOptions }] },
    { type: 'chart', label: 'Chart', icon: 'timeline-bar-chart', group: 'Data', description: "A report's chart", properties: [{ key: 'props', prop: 'report', label: 'Report', kind: 'select', options: reportOptions }] },
    { type: 'widget', label: 'Widget', icon: 'dashboard', group: 'Data', description: 'A dashboard widget', properties: [{ key: 'props', prop: 'widget', label: 'Widget', kind: 'select', options: widgetOptions }] },
  ];
}
