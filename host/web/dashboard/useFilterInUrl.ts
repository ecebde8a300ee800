import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useSearchParams } from 'react-router-dom';
import { DashboardFilter, defaultReportFilter, reportFilterFromQuery, reportFilterToQuery, useService, type ReportFilter } from '@portolan/sdk';

const FILTER_KEYS = ['from', 'to', 'carriers', 'origins', 'destinations', 'modes'];

function isFilterKey(name: string): boolean {
  return FILTER_KEYS.includes(name) || name.startsWith('drill.');
}

/** The dashboard's part of a filter as URL parameters (no drill: the dashboard shows whole reports). */
function queryOf(filter: ReportFilter): Record<string, string> {
  return reportFilterToQuery({ ...filter, drill: {} });
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * Keeps the dashboard's shared filter in the URL (`?from=…&to=…&carriers=MAEU,MSCU&origins=…`), so a link
 * shares it and a reload keeps it: a filter in the URL is applied on arrival (and when the URL changes),
 * and every change of the filter replaces the URL's (the default filter leaves the URL bare).
 */
export function useFilterInUrl(): void {
  const filter = useService(DashboardFilter);
  const [params, setParams] = useSearchParams();
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    setParamsRef.current = setParams;
  });

  useEffect(() => {
    const query = Object.fromEntries(params.entries());
    if (!Object.keys(query).some(isFilterKey)) return;
    const wanted = reportFilterFromQuery(query);
    if (!sameQuery(queryOf(wanted), queryOf(filter.filter))) filter.set({ ...wanted, drill: {} });
  }, [params, filter]);

  useEffect(
    () =>
      reaction(
        () => queryOf(filter.filter),
        (query) => {
          const shown = sameQuery(query, queryOf(defaultReportFilter())) ? {} : query;
          setParamsRef.current(
            (current) => {
              const next = new URLSearchParams([...current.entries()].filter(([name]) => !isFilterKey(name)));
              for (const [name, value] of Object.entries(shown)) next.set(name, value);
              return next;
            },
            { replace: true },
          );
        },
        { fireImmediately: true, equals: (a, b) => sameQuery(a, b) },
      ),
    [filter],
  );
}
