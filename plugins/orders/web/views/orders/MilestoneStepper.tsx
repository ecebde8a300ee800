import { Classes } from '@blueprintjs/core';
import { formatDate } from '@portolan/sdk';
import { MILESTONES, MILESTONE_TITLES, type Milestone } from '../../../shared/states';
import type { MilestoneDates } from '../../../shared/types';

const CSS = `.po-stepper{display:flex;list-style:none;padding:0;margin:8px 0;gap:0;overflow-x:auto}
.po-stepper li{flex:1 1 0;min-width:110px;padding:4px 8px 4px 0;border-top:4px solid #D3D8DE;font-size:12px}
.po-stepper li.po-done{border-top-color:#29A634}.po-stepper li.po-late{border-top-color:#CD4246}.po-stepper li.po-current{font-weight:600}
.po-stepper .po-step-title{display:block;font-size:13px}`;

/** The order's milestones left to right: planned and actual day of each, its delay; done steps green (red when late), the current one marked. */
export function MilestoneStepper({ milestones, current }: { milestones: MilestoneDates[]; current: Milestone }) {
  const byMilestone = new Map(milestones.map((m) => [m.milestone, m]));
  return (
    <>
      <style>{CSS}</style>
      <ol className="po-stepper" aria-label="Milestone progress">
        {MILESTONES.map((m) => {
          const day = byMilestone.get(m);
          const late = (day?.delayDays ?? 0) > 0;
          const done = Boolean(day?.actualDate);
          return (
            <li key={m} aria-current={m === current ? 'step' : undefined} className={[done ? 'po-done' : '', late ? 'po-late' : '', m === current ? 'po-current' : ''].join(' ')}>
              <span className="po-step-title">
                {done ? '✓ ' : ''}
                {MILESTONE_TITLES[m]}
              </span>
              <span className={Classes.TEXT_MUTED}>Planned {day?.plannedDate ? formatDate(day.plannedDate) : '—'}</span>
              <br />
              <span>Actual {day?.actualDate ? formatDate(day.actualDate) : '—'}</span>
              {late && (
                <>
                  <br />
                  <span style={{ color: '#AC2F33' }}>{day!.delayDays} d late</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
