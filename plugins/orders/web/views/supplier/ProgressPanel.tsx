import { Button, Callout, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { FieldError, FormField, todayUtc, useForm, type ApiResult } from '@portolan/sdk';
import { MILESTONES, MILESTONE_TITLES } from '../../../shared/states';
import type { AcknowledgementAnswer, AcknowledgementView } from '../../../shared/types';
import { CellField } from './CellField';
import { renameErrorField } from './renameErrorField';

type Reportable = 'IN_PRODUCTION' | 'CARGO_READY';
const REPORTABLE: Reportable[] = ['IN_PRODUCTION', 'CARGO_READY'];
const milestoneKey = (i: number) => `progress${i}-milestone`;
const dateKey = (i: number) => `progress${i}-actualDate`;
/** The progress a line may still report: the reportable milestones after its own. */
const nextOf = (milestone: (typeof MILESTONES)[number]) => REPORTABLE.filter((m) => MILESTONES.indexOf(m) > MILESTONES.indexOf(milestone));

/**
 * After acknowledging, the supplier reports progress per line: "In production" or "Cargo ready", on a
 * day (today unless changed). Lines past cargo ready have nothing more to report here.
 */
export function ProgressPanel({ view, onAnswer }: { view: AcknowledgementView; onAnswer: (answer: AcknowledgementAnswer) => Promise<ApiResult<unknown>> }) {
  const today = todayUtc();
  const initial = () => Object.fromEntries([['name', ''], ...view.lines.flatMap((_l, i) => [[milestoneKey(i), ''], [dateKey(i), today]])]) as Record<string, string>;
  const form = useForm<Record<string, string>>({
    initial: initial(),
    validate: (v) => {
      const problems: Record<string, string | undefined> = { name: v.name.trim() ? undefined : 'Enter your name' };
      const chosen = view.lines.filter((_l, i) => v[milestoneKey(i)]);
      if (!chosen.length) problems[milestoneKey(view.lines.findIndex((l) => nextOf(l.milestone).length))] = 'Choose the progress of at least one line';
      view.lines.forEach((_l, i) => {
        if (v[milestoneKey(i)] && !/^\d{4}-\d{2}-\d{2}$/.test(v[dateKey(i)])) problems[dateKey(i)] = 'Enter a date';
        else if (v[milestoneKey(i)] && v[dateKey(i)] > today) problems[dateKey(i)] = 'Not after today';
      });
      return problems;
    },
    submit: async (v) => {
      const indexes = view.lines.map((_l, i) => i).filter((i) => v[milestoneKey(i)]);
      const lines = indexes.map((i) => ({ lineItemId: view.lines[i]._id, milestone: v[milestoneKey(i)] as Reportable, actualDate: v[dateKey(i)] }));
      const result = await onAnswer({ action: 'PROGRESS', name: v.name.trim(), lines });
      return renameErrorField(result, (field) => {
        const m = /^lines\.(\d+)(?:\.(\w+))?/.exec(field);
        const i = m ? indexes[Number(m[1])] : undefined;
        return i === undefined ? undefined : m![2] === 'actualDate' ? dateKey(i) : milestoneKey(i);
      });
    },
    onSuccess: () => form.reset({ ...initial(), name: form.values.name }),
  });
  if (!view.lines.some((l) => nextOf(l.milestone).length)) return null;
  return (
    <section aria-labelledby="ack-progress-title" style={{ marginTop: 24 }}>
      <h2 id="ack-progress-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        Report progress
      </h2>
      <form aria-label="Report progress" noValidate onSubmit={(e) => void form.onSubmit(e)}>
        <div style={{ maxWidth: 360 }}>
          <FormField form={form} name="name" label="Your name" required>
            <InputGroup {...form.input('name')} autoComplete="name" maxLength={200} />
          </FormField>
        </div>
        <HTMLTable compact aria-label="Line progress" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">SKU</th>
              <th scope="col">Now</th>
              <th scope="col">New progress</th>
              <th scope="col">On</th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line, i) => {
              const next = nextOf(line.milestone);
              const error = form.errors[milestoneKey(i)];
              const input = form.input(milestoneKey(i));
              return (
                <tr key={line._id}>
                  <td>{line.lineNo}</td>
                  <td>{line.sku}</td>
                  <td>{MILESTONE_TITLES[line.milestone]}</td>
                  <td>
                    {next.length ? (
                      <>
                        <HTMLSelect {...input} aria-label={`New progress, line ${line.lineNo}`} options={[{ value: '', label: 'No change' }, ...next.map((m) => ({ value: m, label: MILESTONE_TITLES[m] }))]} />
                        <FieldError id={`${input.id}-error`}>{error}</FieldError>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{form.values[milestoneKey(i)] ? <CellField form={form} name={dateKey(i)} type="date" label={`Progress date, line ${line.lineNo}`} width={140} /> : null}</td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
        {form.formError && (
          <Callout intent="danger" role="alert" style={{ margin: '8px 0' }}>
            {form.formError.message}
          </Callout>
        )}
        <Button type="submit" intent="primary" icon="tick" text="Report progress" loading={form.submitting} style={{ marginTop: 12 }} />
      </form>
    </section>
  );
}
