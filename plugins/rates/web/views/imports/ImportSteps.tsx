import { Classes, Icon, Intent } from '@blueprintjs/core';

/** The wizard's steps in order. */
export const STEPS = ['Upload', 'Mapping', 'Preview', 'Commit'] as const;
export type Step = (typeof STEPS)[number];

/** A stepper's indicators: done steps ticked, the current one marked (aria-current="step"), the rest to come. */
export function ImportSteps({ current, failed }: { current: Step; failed?: boolean }) {
  const at = STEPS.indexOf(current);
  return (
    <ol aria-label="Import steps" style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0, margin: '8px 0 16px' }}>
      {STEPS.map((step, i) => {
        const done = i < at;
        const now = i === at;
        const intent = now && failed ? Intent.DANGER : done ? Intent.SUCCESS : now ? Intent.PRIMARY : Intent.NONE;
        return (
          <li key={step} aria-current={now ? 'step' : undefined} className={i > at ? Classes.TEXT_MUTED : undefined} style={{ display: 'flex', alignItems: 'center', gap: 6, fontWeight: now ? 600 : 400 }}>
            <Icon icon={done ? 'tick-circle' : now && failed ? 'error' : now ? 'circle-arrow-right' : 'circle'} intent={intent} aria-hidden />
            <span>
              {i + 1}. {step}
              {done && <span className={Classes.TEXT_MUTED}> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
