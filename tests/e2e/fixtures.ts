import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults } from 'axe-core';

export { expect };

/** WCAG 2.1 A and AA: the level the portal meets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules switched off, each with why it does not apply:
 * - none so far.
 */
const DISABLED_RULES: string[] = [];

/**
 * Against the cluster (E2E_CLUSTER=1) the specs run the same build on other servers: how the pages read and look is
 * the single node's run to check (axe, screenshots), so the cluster's run spends its time on what differs, the data.
 */
const CHECKS_PAGES = process.env.E2E_CLUSTER !== '1';

/**
 * Pictures of the pages are for a person to look at (E2E_SHOTS=1 writes them beside each test's results); nothing
 * compares them, so a normal run does not spend its time taking them.
 */
const TAKES_SHOTS = CHECKS_PAGES && process.env.E2E_SHOTS === '1';

/** axe-core itself, read once per run: each page gets it once, not once per check. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical violations on the page as it is now, as readable lines (rule, element, what is wrong). axe runs
 * in the page as the document stands (the app has no frames); it is put in once per document, which makes a check a
 * third of what a fresh injection with each check costs. A toast (antd message or notification) fades out by itself
 * within seconds, perhaps while axe reads it: caught mid-fade its colours read wrong, so it is left out.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, disabled }) => {
      // What still moves (a colour fading after the test's last step) is read once it has arrived.
      for (let frames = 0; frames < 20; frames++) {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const moving = document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        if (!moving.length) break;
        await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
      }
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
      const result = await axe.run(
        { exclude: [['.ant-message'], ['.ant-notification']] },
        { runOnly: { type: 'tag', values: tags }, rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])) },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
      }));
    },
    { tags: WCAG_TAGS, disabled: DISABLED_RULES },
  );
  const axe = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`,
      ),
    );
  return [...axe, ...(await untranslatedIconButtons(page))];
}

/**
 * An icon-only button that axe accepts may still be named by its icon (antd names icons in English: 'delete',
 * 'arrow-left'); the portal labels each in the reader's language.
 */
async function untranslatedIconButtons(page: Page): Promise<string[]> {
  return page
    .locator('.ant-btn-icon-only:visible')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => !b.getAttribute('aria-label') && !b.getAttribute('aria-labelledby') && !b.getAttribute('title'))
        .map((b) => `icon-button-label at ${b.outerHTML.slice(0, 160)}: an icon-only button needs a translated aria-label`),
    );
}

/**
 * Fails the test on any serious or critical WCAG 2.1 A/AA violation of the page as it is now. The failure is soft: the
 * test goes on, so one run lists every page's violations, and still fails at its end.
 */
export async function expectAccessible(page: Page, where = page.url()) {
  if (!CHECKS_PAGES) return;
  expect.soft(await accessibilityViolations(page), `accessibility of ${where}`).toEqual([]);
}

/**
 * A page as axe sees it: its route (numbers and record codes made generic), the viewport's width and what the test
 * was doing. Each is checked once per run, so a route that twenty tests open costs one check.
 */
const checked = new Set<string>();
/**
 * E2E_CHECKED_PAGES names a file the shards of one run share (npm test sets it): a page one half checked, the other
 * half leaves alone too. Appends of a line are whole on a local file system; two shards checking the same page at the
 * same moment only check it twice.
 */
const SHARED_LEDGER = process.env.E2E_CHECKED_PAGES;
function wasChecked(key: string): boolean {
  if (checked.has(key)) return true;
  if (!SHARED_LEDGER || !fs.existsSync(SHARED_LEDGER)) return false;
  for (const line of fs.readFileSync(SHARED_LEDGER, 'utf8').split('\n')) if (line) checked.add(line);
  return checked.has(key);
}
function markChecked(key: string) {
  checked.add(key);
  if (SHARED_LEDGER) fs.appendFileSync(SHARED_LEDGER, `${key}\n`);
}
const keyOf = (address: string, width: number, moment: string) =>
  `${new URL(address, 'http://portal').pathname.replace(/\/\d+(?=\/|$)/g, '/:n')} @${width} ${moment}`;
const pageKey = (page: Page, moment: string) => keyOf(page.url(), page.viewportSize()?.width ?? 0, moment);

/** Whether `path` was checked already at the page's width, as opened: a tour of pages has nothing left to learn there. */
export const checkedAlready = (page: Page, path: string, moment = 'opened') =>
  wasChecked(keyOf(path, page.viewportSize()?.width ?? 0, moment));

/**
 * Waits for the page's data, then checks it. A page that is gone or was checked in this state is left alone at once:
 * the spec itself waits for what it needs, as it does against the cluster, where nothing is checked.
 */
async function checkSettled(page: Page, testInfo: TestInfo, moment: string) {
  if (!CHECKS_PAGES || page.isClosed() || page.url() === 'about:blank' || wasChecked(pageKey(page, moment))) return;
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // A dialog fading in is drawn half transparent: its colours are measured once the page stands still, over two
  // frames. antd's motions (a form's help text appearing) also sit in their faded first step, with no animation
  // running yet, until their next frame: an element in one of their steps counts as moving, as does a rolling count.
  await page
    .waitForFunction(
      async () => {
        const still = () =>
          document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity) &&
          !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]') &&
          // A badge's count rolls from the old number to the new one: while it rolls it shows both (antd's ScrollNumber).
          ![...document.querySelectorAll('.ant-scroll-number-only')].some((digit) => digit.children.length > 1);
        if (!still()) return false;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return still();
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  if (page.isClosed()) return;
  const key = pageKey(page, moment);
  if (wasChecked(key)) return;
  markChecked(key);
  await test.step(`accessibility of ${key}`, () => expectAccessible(page, key), { box: true });
  testInfo.annotations.push({ type: 'axe', description: key });
}

/**
 * Opens a path of the app the way its own links do (the router, no reload), then checks it like a page opened with
 * `page.goto`: many pages in one test cost a check each, not a start of the app each.
 */
export async function openInApp(page: Page, path: string, moment = 'opened') {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The page may send the user on (a guard's error page, a default tab): what is shown then is what is checked.
  await checkSettled(page, test.info(), moment);
}

/**
 * The e2e suite's `test`: axe checks every page a test opens with `page.goto` (once it has its data) and the page as the
 * test leaves it, at the test's viewport; tests/e2e/accessibility.spec.ts visits every menu page at desktop and phone size.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    if (!TAKES_SHOTS) page.screenshot = async () => Buffer.alloc(0);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await checkSettled(page, testInfo, 'opened');
      return response;
    };
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) await checkSettled(page, testInfo, 'end of test');
  },
});
