import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonGroup, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { LoadStates, NotificationBus, ReportView, reportFilterToQuery, saveBlob, useAnswer, useCommands, useService, type ReportViewLayout } from '@portolan/sdk';
import { ReportFilterBar } from './ReportFilterBar';
import { SaveViewDialog } from './SaveViewDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { rangeDates } from './relativeRanges';
import { layoutFromQuery, layoutToQuery } from './reportLayoutQuery';
import { useReportsApi } from './reportsApi';
import { useReportFilter } from './useReportFilter';

type Dialog = 'save' | 'schedule' | undefined;

/**
 * One report as a full page (`/reports/:name`, `/insights/v2/:name`): the filter bar and the layout (group by,
 * pivot, display, sort) kept in the URL so the page is a link to share; the SDK ReportView (chart, table,
 * grouping, pivot, CSV/XLSX export, click-through to the records behind a bar); "Save view", "Schedule" and
 * "Download PDF". `?view=<id>` opens a saved view: its filter (its relative range as of today) and layout.
 */
export function ReportPage({ base }: { base: string }) {
  const { name = '' } = useParams();
  const api = useReportsApi();
  const bus = useService(NotificationBus);
  const catalogue = useAnswer(() => api.catalogue(), 'catalogue');
  const { filter, query, set, setQuery } = useReportFilter();
  const layout = layoutFromQuery(query);
  const [dialog, setDialog] = useState<Dialog>();
  const [downloading, setDownloading] = useState(false);

  const viewId = query.view;
  const savedView = useAnswer(() => api.view(viewId!), viewId);
  useEffect(() => {
    const view = savedView.data;
    if (!viewId || !view || view._id !== viewId) return;
    const applied = { ...view.filter, ...rangeDates(view.range, view.filter) };
    const params = reportFilterToQuery(applied);
    setQuery({
      from: params.from,
      to: params.to,
      carriers: params.carriers,
      origins: params.origins,
      destinations: params.destinations,
      modes: params.modes,
      ...Object.fromEntries(Object.keys(query).filter((k) => k.startsWith('drill.')).map((k) => [k, undefined])),
      ...Object.fromEntries(Object.entries(params).filter(([k]) => k.startsWith('drill.'))),
      ...layoutToQuery(view.layout ?? {}),
      view: undefined,
    });
  }, [savedView.data, viewId]); // eslint-disable-line react-hooks/exhaustive-deps

  const report = catalogue.data?.find((r) => r.name === name);
  const title = report?.title ?? name;

  const downloadPdf = async () => {
    setDownloading(true);
    const answer = await api.pdf(name, filter);
    setDownloading(false);
    if (answer.ok && answer.data) {
      saveBlob(answer.data, `${name}-${filter.from}-${filter.to}.pdf`);
      bus.success('PDF downloaded');
    } else bus.failure(answer.errorMessage ?? 'Failed to download the PDF');
  };

  useCommands(
    report
      ? [
          { id: 'report-download-pdf', title: `Download ${title} as PDF`, run: () => void downloadPdf() },
          { id: 'report-save-view', title: `Save a view of ${title}`, shortcut: 'alt+s', run: () => setDialog('save') },
          { id: 'report-schedule', title: `Schedule ${title}`, run: () => setDialog('schedule') },
        ]
      : [],
    [report, title],
  );

  if (catalogue.isFetching && !catalogue.data) return <Spinner size={30} aria-label="Loading" />;
  if (viewId && savedView.isFetching) return <Spinner size={30} aria-label="Opening the saved view" />;
  return (
    <LoadStates isFetching={catalogue.isFetching} error={catalogue.error ?? savedView.error} empty={false} emptyText="" onRetry={catalogue.reload}>
      {!report ? (
        <NonIdealState icon="search" title="Report not found" description={<>There is no report “{name}” you may open.</>} action={<Link to={base}>All reports</Link>} />
      ) : (
        <section aria-labelledby="report-page-title">
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <h1 id="report-page-title" className="pt-page-title" style={{ flex: 1 }}>
              {title}
            </h1>
            <ButtonGroup>
              <Button icon="floppy-disk" text="Save view" onClick={() => setDialog('save')} />
              <Button icon="time" text="Schedule" onClick={() => setDialog('schedule')} />
              <Button icon="document" text="Download PDF" loading={downloading} onClick={() => void downloadPdf()} />
            </ButtonGroup>
          </div>
          <p className={Classes.TEXT_MUTED}>
            {report.description} <Link to={base}>All reports</Link>
          </p>
          <ReportFilterBar filter={filter} onChange={set} />
          <div style={{ marginTop: 12 }}>
            <ReportView name={name} filter={filter} layout={layout} onLayoutChange={(next: ReportViewLayout) => setQuery(layoutToQuery(next))} />
          </div>
          {dialog === 'save' && <SaveViewDialog report={name} reportTitle={title} filter={filter} layout={layout} onClose={() => setDialog(undefined)} />}
          {dialog === 'schedule' && <ScheduleDialog report={name} reportTitle={title} filter={filter} onClose={() => setDialog(undefined)} />}
        </section>
      )}
    </LoadStates>
  );
}
