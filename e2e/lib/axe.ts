import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForExpression } from './wait';

// axe-core on the live page, WCAG 2.x A and AA rules. Journeys fail on serious and critical
// violations; the message lists each rule with the offending elements so it can be fixed directly.

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Audits the page once it has settled as a visitor perceives it: after a client-side navigation
 * Next sets the document title a moment after the content, and a loaded machine can run axe in
 * between (a missing-title flake seen in CI); a toast still fading in has the contrast of half
 * its colour (a flake seen on the profile page). A title that never comes still fails the audit.
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  await page.waitForLoadState('load');
  await waitForExpression(page, 'document.title.trim().length > 0', 5_000).catch(() => {});
  // A toast is added transparent and fades in a moment later, without an animation running in
  // between, its text at a fraction of its contrast (a flake seen on the notifications page): wait
  // until every shown toast is opaque.
  await waitForExpression(
    page,
    "Array.from(document.querySelectorAll('[data-sonner-toast]')).every((t) => t.getAttribute('data-visible') === 'false' || getComputedStyle(t).opacity === '1')",
    3_000,
  ).catch(() => {});
  await waitForExpression(
    page,
    "document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)",
    3_000,
  ).catch(() => {});
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}
