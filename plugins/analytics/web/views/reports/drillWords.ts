import { carrierName, formatDate, portName, type ReportFilter } from '@portolan/sdk';
import { AGEING_BUCKETS } from '../../../shared/widgets';

const port = (code: string) => portName(code) ?? code;
const monthText = (month: string) => {
  const at = Date.parse(`${month}-01T00:00:00Z`);
  return Number.isNaN(at) ? month : new Date(at).toLocaleDateString('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};
const STATUS: Record<string, string> = { BOOKED: 'booked', IN_TRANSIT: 'in transit', ARRIVED: 'arrived', DELIVERED: 'delivered', CANCELLED: 'cancelled' };
const lane = (value: string) => value.split('-').map(port).join(' → ');

/** One drill key as a tag (`Carrier: Maersk`) and as words in the heading (`Maersk`, `arrived late`). */
export function drillWords(key: string, value: string): { tag: string; phrase: string } {
  switch (key) {
    case 'carrier':
      return { tag: `Carrier: ${carrierName(value)}`, phrase: carrierName(value) };
    case 'pol':
      return { tag: `Port of loading: ${port(value)}`, phrase: `from ${port(value)}` };
    case 'pod':
      return { tag: `Port of discharge: ${port(value)}`, phrase: `to ${port(value)}` };
    case 'lane':
      return { tag: `Lane: ${lane(value)}`, phrase: lane(value) };
    case 'month':
      return { tag: `Departed: ${monthText(value)}`, phrase: `departed ${monthText(value)}` };
    case 'status':
      return { tag: `Status: ${STATUS[value] ?? value}`, phrase: STATUS[value] ?? value };
    case 'arrival':
      return value === 'late' ? { tag: 'Arrival: late', phrase: 'arrived late' } : { tag: 'Arrival: on time', phrase: 'arrived on time' };
    case 'inTransit':
      return value === 'delayed'
        ? { tag: 'In transit: delayed', phrase: 'delayed in transit' }
        : value === 'onSchedule'
          ? { tag: 'In transit: on schedule', phrase: 'on schedule in transit' }
          : { tag: 'In transit', phrase: 'in transit' };
    case 'transshipmentPort':
      return { tag: `Via: ${port(value)}`, phrase: `via ${port(value)}` };
    case 'atTransshipment':
      return { tag: `Waiting at: ${port(value)}`, phrase: `waiting at ${port(value)}` };
    case 'ageing': {
      const bucket = AGEING_BUCKETS.find((b) => b.key === value)?.title ?? value;
      return { tag: `Waiting: ${bucket}`, phrase: `waiting ${bucket}` };
    }
    case 'dueWeek':
      return { tag: `Due week of ${formatDate(value)}`, phrase: `due week of ${formatDate(value)}` };
    case 'routing':
      return value === 'direct' ? { tag: 'Routing: direct', phrase: 'direct' } : { tag: 'Routing: via transshipment', phrase: 'via transshipment' };
    case 'mode':
      return { tag: `Mode: ${value}`, phrase: value };
    case 'exception':
      return { tag: `Exception: ${value.replace(/[-_]/g, ' ').toLowerCase()}`, phrase: value.replace(/[-_]/g, ' ').toLowerCase() };
    default:
      return { tag: `${key}: ${value}`, phrase: `${key} ${value}` };
  }
}

/** The drill list's heading: "Shipments — Maersk, arrived late" (the filter's carriers, then each drill key). */
export function drillHeading(filter: ReportFilter): string {
  const parts = [...(filter.carriers.length && !filter.drill.carrier ? [filter.carriers.map(carrierName).join(' or ')] : []), ...Object.entries(filter.drill).map(([k, v]) => drillWords(k, v).phrase)];
  return parts.length ? `Shipments — ${parts.join(', ')}` : 'Shipments';
}
