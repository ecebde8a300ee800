import { useState } from 'react';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleTime } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { formatDate, todayUtc } from '@portolan/sdk';
import { MILESTONES, MILESTONE_TITLES } from '../../../shared/states';
import type { OrderLineItem } from '../../../shared/types';
import { FigureTable } from './FigureTable';

const ROW = 26;
const MARGIN = { top: 8, right: 16, bottom: 28, left: 150 };
const WIDTH = 900;
const TEXT = { fill: '#404854', fontSize: 11, fontFamily: 'inherit' } as const;
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const delayColour = (days: number) => (days <= 0 ? '#29A634' : days <= 7 ? '#D1980B' : '#CD4246');

/**
 * Each line's plan against what happened (a Gantt-like chart): the planned span (issue to delivery) in
 * grey with a tick per planned milestone, the actual span so far coloured by the line's delay (green on
 * time, amber up to a week, red beyond) with a dot per milestone reached, and today. A Table view gives
 * every milestone's planned and actual day.
 */
export function MilestoneTimeline({ lines }: { lines: OrderLineItem[] }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const shown = lines.filter((l) => !l.cancelled);
  const today = todayUtc();
  const days = [today, ...shown.flatMap((l) => l.milestones.flatMap((m) => [m.plannedDate, m.actualDate].filter((d): d is string => Boolean(d))))].sort();
  const x = scaleTime<number>({ domain: [at(days[0]), at(days[days.length - 1])], range: [0, WIDTH - MARGIN.left - MARGIN.right], nice: true });
  const height = MARGIN.top + MARGIN.bottom + Math.max(1, shown.length) * ROW;
  const late = shown.filter((l) => l.late);
  const worst = [...late].sort((a, b) => b.delayDays - a.delayDays)[0];
  const summary = `Milestones of ${shown.length} line${shown.length === 1 ? '' : 's'}: ${late.length} late${worst ? `; the latest, line ${worst.lineNo} (${worst.sku}), ${worst.delayDays} days` : ''}`;
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 6, gap: 8 }}>
        <p style={{ margin: 0 }}>{summary}</p>
        <ButtonGroup role="group" aria-label="Milestones: show as">
          <Button size="small" icon="gantt-chart" text="Chart" active={view === 'chart'} aria-pressed={view === 'chart'} onClick={() => setView('chart')} />
          <Button size="small" icon="th" text="Table" active={view === 'table'} aria-pressed={view === 'table'} onClick={() => setView('table')} />
        </ButtonGroup>
      </div>
      {view === 'table' ? (
        <FigureTable
          label="Milestones per line"
          columns={['Line', ...MILESTONES.map((m) => MILESTONE_TITLES[m]), 'Delay']}
          rows={shown.map((l) => [
            `${l.lineNo}. ${l.sku}`,
            ...MILESTONES.map((m) => {
              const d = l.milestones.find((x) => x.milestone === m);
              return `${d?.plannedDate ? formatDate(d.plannedDate) : '—'} / ${d?.actualDate ? formatDate(d.actualDate) : '—'}`;
            }),
            l.late ? `${l.delayDays} d` : 'On time',
          ])}
        />
      ) : (
        <figure style={{ margin: 0 }}>
          <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" style={{ maxWidth: WIDTH, display: 'block' }} preserveAspectRatio="xMinYMin meet">
            <Group left={MARGIN.left} top={MARGIN.top}>
              {shown.map((l, row) => {
                const y = row * ROW;
                const planned = l.milestones.map((m) => m.plannedDate).filter((d): d is string => Boolean(d)).sort();
                const actual = l.milestones.map((m) => m.actualDate).filter((d): d is string => Boolean(d)).sort();
                const actualEnd = l.milestone === 'DELIVERED' ? actual[actual.length - 1] : today;
                return (
                  <g key={l._id} className="po-timeline-row">
                    <text x={-8} y={y + ROW / 2 + 4} textAnchor="end" {...TEXT}>
                      {`${l.lineNo}. ${l.sku}`.slice(0, 24)}
                    </text>
                    {planned.length > 0 && <Bar className="po-planned" x={x(at(planned[0]))} y={y + 4} width={Math.max(2, x(at(planned[planned.length - 1])) - x(at(planned[0])))} height={8} fill="#C5CBD3" />}
                    {l.milestones
                      .filter((m) => m.plannedDate)
                      .map((m) => (
                        <Line key={`p-${m.milestone}`} from={{ x: x(at(m.plannedDate!)), y: y + 2 }} to={{ x: x(at(m.plannedDate!)), y: y + 14 }} stroke="#738091" strokeWidth={1} />
                      ))}
                    {actual.length > 0 && (
                      <Bar className="po-actual" x={x(at(actual[0]))} y={y + 14} width={Math.max(2, x(at(actualEnd)) - x(at(actual[0])))} height={8} fill={delayColour(l.delayDays)} />
                    )}
                    {l.milestones
                      .filter((m) => m.actualDate)
                      .map((m) => (
                        <circle key={`a-${m.milestone}`} cx={x(at(m.actualDate!))} cy={y + 18} r={3} fill={delayColour(m.delayDays ?? 0)} stroke="#fff" strokeWidth={1} />
                      ))}
                  </g>
                );
              })}
              <Line from={{ x: x(at(today)), y: 0 }} to={{ x: x(at(today)), y: shown.length * ROW }} stroke="#2D72D2" strokeWidth={1} strokeDasharray="4 3" />
              <AxisBottom top={shown.length * ROW} scale={x} numTicks={8} stroke="#8F99A8" tickStroke="#8F99A8" tickFormat={(d) => formatDate((d as Date).toISOString().slice(0, 10))} tickLabelProps={() => ({ ...TEXT, textAnchor: 'middle' })} />
            </Group>
          </svg>
          <ul aria-hidden="true" style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 12, padding: 0, margin: '4px 0 0', fontSize: 12 }}>
            {[
              ['Planned', '#C5CBD3'],
              ['On time', '#29A634'],
              ['Up to 7 days late', '#D1980B'],
              ['More than 7 days late', '#CD4246'],
              ['Today', '#2D72D2'],
            ].map(([label, colour]) => (
              <li key={label} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <span style={{ display: 'inline-block', width: 12, height: 8, background: colour }} />
                {label}
              </li>
            ))}
          </ul>
        </figure>
      )}
    </div>
  );
}
