import type { WidgetQuery } from './WidgetQuery';

/** Contract placeholder: a helper writes this widget's SQL. */
export const multimodal: WidgetQuery = {
  name: 'multimodal',
  columns: [],
  series: { kind: 'bar', x: 'key', y: [] },
  drillKeys: [],
  async run() {
    return { rows: [] };
  },
};
