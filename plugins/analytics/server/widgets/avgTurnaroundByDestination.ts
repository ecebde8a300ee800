import type { WidgetQuery } from './WidgetQuery';

/** Contract placeholder: a helper writes this widget's SQL. */
export const avgTurnaroundByDestination: WidgetQuery = {
  name: 'avgTurnaroundByDestination',
  columns: [],
  series: { kind: 'bar', x: 'key', y: [] },
  drillKeys: [],
  async run() {
    return { rows: [] };
  },
};
