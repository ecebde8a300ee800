import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Card, Classes, InputGroup, NonIdealState } from '@blueprintjs/core';
import { LoadStates, useAnswer, useCommands, useUrlQuery } from '@portolan/sdk';
import { groupReports } from './reportAreas';
import { useReportsApi } from './reportsApi';

/**
 * The report catalogue (`GET API.catalogue`): every report the user may run, grouped by area (the dashboard's
 * widgets first), searchable as you type (the search stays in the URL), each a card linking to its full page
 * under `base` (`/reports/<name>` or `/insights/v2/<name>`).
 */
export function ReportCatalogue({ base }: { base: string }) {
  const api = useReportsApi();
  const answer = useAnswer(() => api.catalogue(), 'catalogue');
  const [query, setQuery] = useUrlQuery({ q: '' });
  const search = useRef<HTMLInputElement>(null);
  useCommands(
    [
      { id: 'search-reports', title: 'Search reports', shortcut: 'alt+f', run: () => search.current?.focus() },
      { id: 'reload-reports', title: 'Refresh the report catalogue', run: answer.reload },
    ],
    [answer.reload],
  );
  const all = answer.data ?? [];
  const groups = groupReports(all, query.q);
  return (
    <section aria-labelledby="report-catalogue-title">
      <h1 id="report-catalogue-title" className="pt-page-title">
        Reports
      </h1>
      <p className={Classes.TEXT_MUTED}>Every report of every area you may open: open one to filter, group, pivot, save the view or have it emailed on a schedule.</p>
      <InputGroup
        inputRef={search}
        type="search"
        leftIcon="search"
        aria-label="Search reports"
        placeholder="Search reports…"
        value={query.q}
        onChange={(e) => setQuery({ q: e.target.value })}
        style={{ maxWidth: 360 }}
      />
      <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!all.length} emptyText="No report available" emptyDescription="Reports appear here as the areas you may use publish them." onRetry={answer.reload}>
        {groups.length === 0 ? (
          <NonIdealState icon="search" title="No report matches" description={`Nothing matches “${query.q}”.`} />
        ) : (
          groups.map((group) => (
            <section key={group.area} aria-labelledby={`report-area-${group.area}`} style={{ marginTop: 16 }}>
              <h2 id={`report-area-${group.area}`} className="bp6-heading" style={{ fontSize: 16 }}>
                {group.title}
              </h2>
              <ul aria-label={group.title} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
                {group.reports.map((r) => (
                  <li key={r.name}>
                    <Card compact style={{ height: '100%' }}>
                      <h3 className="bp6-heading" style={{ fontSize: 14, margin: '0 0 4px' }}>
                        <Link to={`${base}/${encodeURIComponent(r.name)}`}>{r.title}</Link>
                      </h3>
                      <p className={Classes.TEXT_MUTED} style={{ margin: 0 }}>
                        {r.description}
                      </p>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </LoadStates>
    </section>
  );
}
