import type { Page } from 'playwright-core';
import axe from 'axe-core';

/** WCAG 2.1 A and AA, as the accessibility suites check them */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's rules of `tags` on the page as it is (axe is injected once per loaded document): each violation, its help and elements. */
export async function axeViolations(page: Page, tags: string[] = WCAG_TAGS): Promise<{ rule: string; help: string; targets: string[] }[]> {
  // transitions ended (a tooltip or a dialog fading in is measured as it will stay, not half drawn)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (runTags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: runTags }, resultTypes: ['violations'] }),
    tags,
  );
  // each element by its selector, its start tag and, for a contrast, the colours and ratio found
  const element = (n: axe.NodeResult) => {
    const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    const colours = data?.contrastRatio ? ` ${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}` : '';
    return `${n.target.join(' ')} ${n.html.slice(0, 140)}${colours}`;
  };
  return result.violations.map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map(element) }));
}
