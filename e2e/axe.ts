import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A WCAG 2.1 AA violation axe-core found, as a line a failing test can print. */
export interface A11yProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  /** The first offending elements' markup (trimmed), to find them in the source. */
  html: string[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page once its animations settled and answers the serious and
 * critical violations (FEATURE-AREA.md: none may remain on an area's screens or the shared components).
 */
export async function seriousA11yProblems(page: Page): Promise<A11yProblem[]> {
  // A dialog or popover fading in has text at part opacity: let finite animations and transitions end first.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')), html: v.nodes.slice(0, 3).map((n) => n.html.slice(0, 200)) }));
}

/** Fails the test with the problems listed when the page has a serious or critical violation; `where` names the screen. */
export async function expectNoSeriousA11yProblems(page: Page, where: string): Promise<void> {
  const problems = await seriousA11yProblems(page);
  expect(problems, `${where}: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
}
