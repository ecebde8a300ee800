import axe from 'axe-core';

/**
 * axe-core's serious and critical WCAG 2.1 AA (and best-practice) violations inside `root`, one line
 * each (`rule: the offending HTML`), for `expect(...).toEqual([])` in a component test. Colour
 * contrast needs real layout, so it is left to the browser journeys (e2e/axe.ts), as is `region`
 * (a screen rendered alone has no landmarks around it). Let the screen's loads settle first.
 */
export async function seriousA11yViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}
