import type { ReportDescriptor } from '@portolan/sdk';

/** The catalogue's sections, in order: the dashboard's widgets first, then each area's reports. */
const AREA_TITLES: ReadonlyArray<[area: string, title: string]> = [
  ['analytics', 'Shipments and performance'],
  ['rfq', 'RFQ'],
  ['dnd', 'Demurrage and detention'],
  ['orders', 'Orders'],
  ['quotes', 'Quotes'],
  ['emissions', 'Emissions'],
];

/** The section title of an area (a plugin id); an area not listed reads as its id, capitalised. */
export function areaTitle(area: string): string {
  return AREA_TITLES.find(([id]) => id === area)?.[1] ?? area.charAt(0).toUpperCase() + area.slice(1).replace(/-/g, ' ');
}

/** The reports matching `search` (title, description, area), grouped by area in catalogue order, each group in catalogue order. */
export function groupReports(reports: readonly ReportDescriptor[], search = ''): Array<{ area: string; title: string; reports: ReportDescriptor[] }> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = reports.filter((r) => {
    const text = `${r.title} ${r.description} ${areaTitle(r.area)} ${r.specName ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const order = (area: string) => {
    const at = AREA_TITLES.findIndex(([id]) => id === area);
    return at < 0 ? AREA_TITLES.length : at;
  };
  const areas = [...new Set(matching.map((r) => r.area))].sort((a, b) => order(a) - order(b) || areaTitle(a).localeCompare(areaTitle(b)));
  return areas.map((area) => ({ area, title: areaTitle(area), reports: matching.filter((r) => r.area === area) }));
}
