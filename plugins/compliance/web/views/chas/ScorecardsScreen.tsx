import { Link } from 'react-router-dom';
import { Classes, HTMLTable } from '@blueprintjs/core';
import { BarChart, ChartCard, ChartTable, LoadStates, useAnswer, useCommands } from '@portolan/sdk';
import type { ChaScorecard } from '../../../shared/types';
import { useChaApi } from '../../api/chaApi';
import { TARGETS_TEXT, hoursText, percentText } from './chaWords';

/** Fastest median first; agents with nothing measured yet last, by name. */
export function ranked(cards: ChaScorecard[]): ChaScorecard[] {
  return [...cards].sort((a, b) => {
    if (a.medianHours === null || b.medianHours === null) return a.medianHours === b.medianHours ? a.chaName.localeCompare(b.chaName) : a.medianHours === null ? 1 : -1;
    return a.medianHours - b.medianHours || a.chaName.localeCompare(b.chaName);
  });
}

const hours = (value: number | string) => `${Number(value).toFixed(1)} h`;

/** `/chas/scorecards`: every agent's clearance times ranked, and their medians drawn against the NTRS targets. */
export default function ScorecardsScreen() {
  const api = useChaApi();
  const answer = useAnswer(() => api.scorecards(), 'all');
  useCommands([{ id: 'reload-cha-scorecards', title: 'Refresh CHA scorecards', shortcut: 'alt+r', run: answer.reload }], [answer.reload]);
  const cards = ranked(answer.data ?? []);
  const measured = cards.filter((c) => c.medianHours !== null);
  const title = 'Median clearance hours per CHA';
  const status = !measured.length ? (
    <LoadStates isFetching={answer.isFetching} error={answer.error} empty emptyText="No clearance measured yet" emptyDescription="Clearances are measured once an assigned shipment's container is discharged and gated out (import) or gated in and loaded (export)." onRetry={answer.reload}>
      {null}
    </LoadStates>
  ) : undefined;
  return (
    <section aria-labelledby="cha-scorecards-title">
      <h1 id="cha-scorecards-title" className="pt-page-title">
        CHA scorecards
      </h1>
      <p className={Classes.TEXT_MUTED}>{TARGETS_TEXT}. Clearance is measured from the port's actual events of each assigned shipment's containers.</p>
      <ChartCard title={title} headingLevel={2} status={status}>
        {(view) =>
          view === 'table' ? (
            <ChartTable label={title} columns={['CHA', 'Median hours', 'Measured']} rows={measured.map((c) => [c.chaName, hoursText(c.medianHours), c.measured])} />
          ) : (
            <BarChart title={title} bars={measured.map((c) => ({ label: c.chaName, value: c.medianHours! }))} format={hours} labels={{ x: 'CHA', value: 'Median hours' }} />
          )
        }
      </ChartCard>
      <h2 className="bp6-heading" style={{ fontSize: 16, marginTop: 16 }}>
        Ranking
      </h2>
      <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!cards.length} emptyText="No customs house agent yet" onRetry={answer.reload}>
        <HTMLTable compact striped aria-label="CHA ranking" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Rank</th>
              <th>CHA</th>
              <th>Assigned</th>
              <th>Measured</th>
              <th>Median</th>
              <th>90th percentile</th>
              <th>Within target</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((c, i) => (
              <tr key={c.chaId} aria-label={c.chaName}>
                <td>{c.medianHours === null ? '—' : i + 1}</td>
                <td>
                  <Link to={`/chas/${encodeURIComponent(c.chaId)}?tab=scorecard`}>{c.chaName}</Link>
                </td>
                <td>{c.assigned}</td>
                <td>{c.measured}</td>
                <td>{hoursText(c.medianHours)}</td>
                <td>{hoursText(c.p90Hours)}</td>
                <td>{percentText(c.withinTargetPercent)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
}
