import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { ReportChart, ReportTable, defaultReportFilter, reportRowHref, useReport, type ReportResult, type ReportRow } from '@portolan/sdk';

export interface ReportBlockProps {
  kind: 'table' | 'chart';
  /** The report's name (`GET /api/reporting/v2/<name>Query`), '' when none is chosen yet. */
  report: string;
  title: string;
}

function Drawn({ kind, result }: { kind: 'table' | 'chart'; result: ReportResult }) {
  const navigate = useNavigate();
  const hrefOf = (row: ReportRow, measure?: string) => reportRowHref(row, result.filter, measure);
  // A report whose series is a table has no drawing: its table is the report.
  if (kind === 'chart' && result.series.kind !== 'table') {
    return <ReportChart title={result.title} columns={result.columns} rows={result.rows} series={result.series} hrefOf={hrefOf} onNavigate={navigate} height={220} />;
  }
  return <ReportTable label={result.title} columns={result.columns} rows={result.rows} hrefOf={hrefOf} />;
}

/** A table or chart block: the chosen report with the default filter (the last days, nothing else filtered), drawn with the SDK's report table or chart. */
export function ReportBlock({ kind, report, title }: ReportBlockProps) {
  const filter = useMemo(() => defaultReportFilter(), []);
  const state = useReport(report, report ? filter : undefined);
  if (!report) {
    return (
      <div className="composer-page__placeholder" data-block={kind}>
        Choose a report in the properties
      </div>
    );
  }
  let body;
  if (state.error) {
    body = (
      <Callout intent="danger" title="Could not load the report" role="alert">
        {state.error} <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={state.reload} />
      </Callout>
    );
  } else if (!state.data) body = <Spinner size={24} aria-label="Loading" />;
  else if (state.data.rows.length === 0) body = <NonIdealState icon="search" title="Nothing to show yet" description="The report has no rows for the last days." layout="horizontal" />;
  else body = <Drawn kind={kind} result={state.data} />;
  return (
    <figure className="composer-page__report" data-block={kind} data-report={report}>
      {title && <figcaption className="composer-page__caption">{title}</figcaption>}
      {body}
    </figure>
  );
}
