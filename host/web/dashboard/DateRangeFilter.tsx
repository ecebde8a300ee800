import { useState } from 'react';
import { Button, ButtonGroup, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { REPORT_MAX_DAYS, daysBetween, isDay, todayUtc } from '@portolan/sdk';
import { DATE_RANGE_PRESETS, presetOf } from './dateRangePresets';

export interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** Why a range cannot be applied, or undefined when it can (the server's rules: real days, in order, at most REPORT_MAX_DAYS). */
function problemOf(from: string, to: string): string | undefined {
  if (!isDay(from)) return 'Enter the first day as a date.';
  if (!isDay(to)) return 'Enter the last day as a date.';
  if (from > to) return 'The first day must not be after the last.';
  if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS) return `At most ${REPORT_MAX_DAYS} days.`;
  return undefined;
}

/** From / to day fields and the quick ranges; a range is applied once it is valid. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  // What the user typed while it is not a valid range yet; undefined = the filter's values.
  const [draft, setDraft] = useState<{ from: string; to: string } | undefined>();
  const shown = draft ?? { from, to };
  const problem = draft ? problemOf(draft.from, draft.to) : undefined;
  const edit = (next: { from: string; to: string }) => {
    if (problemOf(next.from, next.to)) {
      setDraft(next);
      return;
    }
    setDraft(undefined);
    onChange(next);
  };
  const today = todayUtc();
  const active = presetOf(from, to, today);
  return (
    <div className="pt-dashboard-filter__dates">
      <FormGroup label="From" labelFor="dashboard-filter-from" inline intent={problem ? Intent.DANGER : Intent.NONE}>
        <InputGroup id="dashboard-filter-from" type="date" value={shown.from} max={shown.to} onChange={(e) => edit({ ...shown, from: e.target.value })} intent={problem ? Intent.DANGER : Intent.NONE} aria-describedby={problem ? 'dashboard-filter-dates-problem' : undefined} />
      </FormGroup>
      <FormGroup label="To" labelFor="dashboard-filter-to" inline intent={problem ? Intent.DANGER : Intent.NONE}>
        <InputGroup id="dashboard-filter-to" type="date" value={shown.to} min={shown.from} onChange={(e) => edit({ ...shown, to: e.target.value })} intent={problem ? Intent.DANGER : Intent.NONE} aria-describedby={problem ? 'dashboard-filter-dates-problem' : undefined} />
      </FormGroup>
      <ButtonGroup role="group" aria-label="Date range presets" variant="minimal">
        {DATE_RANGE_PRESETS.map((preset) => (
          <Button key={preset.id} size="small" text={preset.title} active={active === preset.id} aria-pressed={active === preset.id} onClick={() => edit(preset.range(today))} />
        ))}
      </ButtonGroup>
      {problem && (
        <span id="dashboard-filter-dates-problem" role="alert" className={`${Classes.TEXT_SMALL} pt-dashboard-filter__problem`}>
          {problem}
        </span>
      )}
    </div>
  );
}
