import { useCallback, useMemo } from 'react';
import { reportFilterFromQuery, reportFilterToQuery, useUrlQuery, type ReportFilter, type UrlQueryState } from '@portolan/sdk';

const FILTER_KEYS = ['from', 'to', 'carriers', 'origins', 'destinations', 'modes'] as const;

/**
 * The report filter kept in the screen's URL (`from`, `to`, comma lists, `drill.<key>`), so a filtered
 * report is a link to share: the filter, and `set(patch)` that writes a change into the URL.
 */
export function useReportFilter(): { filter: ReportFilter; query: UrlQueryState; set: (patch: Partial<ReportFilter>) => void; setQuery: (changes: UrlQueryState) => void } {
  const [query, setQuery] = useUrlQuery();
  // Today's defaults fill what the URL leaves out; the date only changes once a day.
  const today = new Date().toISOString().slice(0, 10);
  const filter = useMemo(() => reportFilterFromQuery(query, new Date(`${today}T12:00:00Z`)), [query, today]);
  const set = useCallback(
    (patch: Partial<ReportFilter>) => {
      const changes: UrlQueryState = {};
      const written = reportFilterToQuery(patch);
      for (const key of FILTER_KEYS) if (key in patch) changes[key] = written[key];
      if (patch.drill) {
        for (const key of Object.keys(query)) if (key.startsWith('drill.')) changes[key] = undefined;
        for (const [key, value] of Object.entries(patch.drill)) changes[`drill.${key}`] = value;
      }
      setQuery(changes);
    },
    [query, setQuery],
  );
  return { filter, query, set, setQuery };
}
