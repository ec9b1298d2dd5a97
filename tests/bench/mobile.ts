import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../api/db/seed/index.ts';

/** Slow 4G as Lighthouse simulates it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
};
/** Targets of a good first load on a phone (Core Web Vitals / Lighthouse). */
const TARGETS = { lcp: 2500, tbt: 200, cls: 0.05 };

// Read in the page through the browser's performance API from its first script on: the first contentful paint, the
// largest contentful paint's latest candidate, and every long task (over 50 ms, when a tap waits for the task's end).
const observe = () => {
  const vitals = {
    fcp: 0,
    lcp: 0,
    tasks: [] as { start: number; duration: number }[],
    lcpElement: '',
    shifts: [] as { start: number; value: number }[],
  };
  (window as unknown as { vitals: typeof vitals }).vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = `${entry.element?.tagName.toLowerCase() ?? '?'}${entry.url ? ` ${new URL(entry.url).pathname}` : ''}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Shifts no input caused: a tap's own shift is not the page moving under the reader.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) vitals.shifts.push({ start: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * Cumulative layout shift as Lighthouse and the Core Web Vitals count it: the largest session window of shifts, a
 * window closing after a second without a shift or five seconds after it opened.
 */
const layoutShift = (shifts: { start: number; value: number }[]) => {
  let largest = 0;
  let window = 0;
  let opened = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { start, value } of shifts) {
    if (start - last > 1000 || start - opened > 5000) {
      window = 0;
      opened = start;
    }
    window += value;
    last = start;
    largest = Math.max(largest, window);
  }
  return largest;
};

/**
 * Total blocking time as Lighthouse counts it: each long task's part after the first contentful paint, less 50 ms.
 * Before the first paint there is nothing to tap. Lighthouse also stops at the page's time to interactive; this
 * counts to the end of the load, which can only count more.
 */
const blockingTime = (tasks: { start: number; duration: number }[], from = 0) =>
  tasks.reduce((sum, { start, duration }) => {
    const counted = start + duration - Math.max(start, from);
    return sum + Math.max(0, counted - 50);
  }, 0);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A build under measurement: a server serving it, and the name it is reported under. */
export interface MobileTarget {
  label: string;
  origin: string;
}

/**
 * The dealer's catalogue and home opened cold (no HTTP cache) on a phone profile: 390x844, CPU 4x slower, slow 4G, in
 * Debian's Chromium. Signed in through the session tokens the app keeps in localStorage; the server serves distDir.
 * Prints per page the median of BENCH_MOBILE_RUNS loads (default 3) of largest contentful paint, total blocking time
 * and layout shift against their targets, when the first cards showed and the app took over; then, on the
 * catalogue, the time from a tap at 2.5 s (a card, the filters, the cart) to its answer. Given several builds, their
 * loads take turns (build A, build B, A, B, …) so a machine's drift weighs on each alike.
 */
export async function benchMobile(targets: MobileTarget[], distDir: string, username = 'dealer') {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.log('\nmobile first load: skipped, the app is not built (npm run build)');
    return;
  }
  const tokens = await Promise.all(targets.map((target) => sessionOf(target.origin, username)));
  const runs = Number(process.env.BENCH_MOBILE_RUNS ?? 3);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const page of PAGES) {
      const samples = targets.map(() => [] as LoadSample[]);
      for (let n = 0; n < runs; n++)
        for (const [i, target] of targets.entries()) samples[i]!.push(await loadOnce(browser, target.origin, tokens[i]!, page));
      for (const [i, target] of targets.entries()) reportLoads(page, samples[i]!, targets.length > 1 ? target.label : '');
    }
    const taps = targets.map(() => new Map<string, TapSample[]>());
    for (let n = 0; n < runs; n++)
      for (const [i, target] of targets.entries())
        for (const tap of TAPS) {
          const list = taps[i]!.get(tap.name) ?? [];
          list.push(await tapOnce(browser, target.origin, tokens[i]!, tap));
          taps[i]!.set(tap.name, list);
        }
    for (const [i, target] of targets.entries()) reportTaps(taps[i]!, runs, targets.length > 1 ? target.label : '');
  } finally {
    await browser.close();
  }
}

async function sessionOf(origin: string, username: string): Promise<Tokens> {
  const signIn = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return (await signIn.json()) as Tokens;
}

type Tokens = { requestToken: string; refreshToken: string };

/**
 * The dealer's pages a phone opens first: the catalogue (its light first page, then the app) and home, where sign-in
 * lands. `first`: the page's main content as first drawn (the light page's cards or the app's); `ready`: the app's.
 */
const PAGES = [
  {
    name: "dealer's catalogue",
    path: '/en-us/catalog/bike',
    first: '.light-catalog li, [data-testid="product-group-card"]',
    ready: '[data-testid="product-group-card"]',
    shown: 'cards',
  },
  {
    name: "dealer's home",
    path: '/en-us',
    first: '[data-testid="home-credit-company"], [data-testid="home-credit-empty"]',
    ready: '[data-testid="home-credit-company"], [data-testid="home-credit-empty"]',
    shown: 'credit figures',
  },
] as const;
type PageCase = (typeof PAGES)[number];

/** Taps on the catalogue 2.5 s into a cold load: on what, and what answers it. */
const TAPS = [
  { name: 'a card', control: '.light-catalog .lc-card, [data-testid="product-group-card"] a', answer: '[data-testid="product-name"]' },
  { name: 'the filters', control: '[data-testid="filter-button"]', answer: '.ant-drawer-open [data-testid="filter-apply"]' },
  { name: 'the cart', control: '[data-testid="cart-button"]', answer: '[data-testid="cart-panel"]' },
] as const;
const TAP_AT = 2500;

type Browser = Awaited<ReturnType<typeof chromium.launch>>;
type BrowserPage = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['newPage']>>;

/** A fresh phone: a context with the session, the vitals observer, no cache, slow 4G and a slow CPU. */
async function coldPhone(browser: Browser, tokens: Tokens) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(
    ([request, refresh]) => {
      localStorage.setItem('portal.requestToken', request!);
      localStorage.setItem('portal.refreshToken', refresh!);
      // The promotion pop-up is not part of the page being measured.
      localStorage.setItem('portal.dismissed.banner', String(Date.now() + 3_600_000));
    },
    [tokens.requestToken, tokens.refreshToken],
  );
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * When an element matching `selector` first shows (drawn, and not inside the inert app under the light page), by
 * the page's clock, polled by the page itself: a Playwright locator would first evaluate Playwright's own selector
 * engine in the page, a long task of the harness (about 80 ms here) that the blocking time would count as the app's.
 * Resolves with the time and the element's centre. (A string: the bundler would wrap a named function in a helper
 * the page does not have.)
 */
const shown = (page: BrowserPage, selector: string, from = 0) =>
  page.evaluate(`new Promise((resolve, reject) => {
    (function poll() {
      const found = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => {
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !e.closest('[inert]') && getComputedStyle(e).visibility !== 'hidden';
      });
      if (found && performance.now() >= ${from}) {
        const box = found.getBoundingClientRect();
        const at = performance.now();
        resolve({ at, wall: performance.timeOrigin + at, x: box.x + Math.min(box.width / 2, 60), y: box.y + Math.min(box.height / 2, 60) });
      } else setTimeout(poll, 50);
    })();
    setTimeout(() => reject(new Error('nothing shown after 120 s')), 120000);
  })`) as Promise<{ at: number; wall: number; x: number; y: number }>;

/** As `shown`, on whatever document the page has by then: a tap that loads a new page is answered on that one. */
async function shownAcross(page: BrowserPage, selector: string) {
  for (;;) {
    try {
      return await shown(page, selector);
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded', { timeout: 120_000 });
    }
  }
}

interface LoadSample {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  first: number;
  ready: number;
  allTasks: number;
  longTasks: number;
  lcpElement: string;
  user: number;
  graphql: number;
  scriptBytes: number;
  appShown: number;
}

async function loadOnce(browser: Browser, origin: string, tokens: Tokens, target: PageCase): Promise<LoadSample> {
  const { context, page } = await coldPhone(browser, tokens);
  try {
    await page.goto(`${origin}${target.path}`, { waitUntil: 'commit', timeout: 120_000 });
    const first = (await shown(page, target.first)).at;
    const ready = (await shown(page, target.ready)).at;
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const sample = await page.evaluate(() => {
      // When the waterfall's milestones left: the user, the first GraphQL operation, and the JavaScript's weight.
      // (No named helpers in here: the bundler would wrap them in a function the page does not have.)
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        path: new URL(r.name).pathname,
        startTime: r.startTime,
        transferSize: r.transferSize,
      }));
      return {
        ...(
          window as unknown as {
            vitals: {
              fcp: number;
              lcp: number;
              tasks: { start: number; duration: number }[];
              lcpElement: string;
              shifts: { start: number; value: number }[];
            };
          }
        ).vitals,
        user: Math.round(resources.find((r) => r.path === '/user')?.startTime ?? -1),
        graphql: Math.round(resources.find((r) => r.path === '/graphql')?.startTime ?? -1),
        scriptBytes: resources.filter((r) => r.path.endsWith('.js')).reduce((sum, r) => sum + r.transferSize, 0),
        // The catalogue's light first page marks when the app took its place (src/pages/catalog/light/entry.tsx).
        appShown: Math.round(performance.getEntriesByName('portal:app-shown')[0]?.startTime ?? -1),
      };
    });
    return {
      ...sample,
      first,
      ready,
      cls: layoutShift(sample.shifts),
      tbt: blockingTime(sample.tasks, sample.fcp),
      allTasks: blockingTime(sample.tasks),
      longTasks: sample.tasks.filter((task) => task.start + task.duration > sample.fcp).length,
    };
  } finally {
    await context.close();
  }
}

function reportLoads(target: PageCase, samples: LoadSample[], build: string) {
  const runs = samples.length;
  const lcp = median(samples.map((s) => s.lcp));
  const tbt = median(samples.map((s) => s.tbt));
  const cls = median(samples.map((s) => s.cls));
  const verdict = (value: number, limit: number) => (value <= limit ? 'within' : 'over');
  console.log(
    `\nmobile first load, ${target.name}${build ? `, ${build}` : ''} (390x844, CPU ${CPU_SLOWDOWN}x, slow 4G, cold cache; median of ${runs})`,
  );
  console.log(
    `  largest contentful paint ${Math.round(lcp).toString().padStart(6)} ms   target ${TARGETS.lcp} ms: ${verdict(lcp, TARGETS.lcp)}`,
  );
  console.log(
    `  total blocking time      ${Math.round(tbt).toString().padStart(6)} ms   target ${TARGETS.tbt} ms: ${verdict(tbt, TARGETS.tbt)}` +
      ` (${median(samples.map((s) => s.longTasks))} long tasks after the first contentful paint)`,
  );
  console.log(`  layout shift             ${cls.toFixed(3).padStart(6)}      target ${TARGETS.cls}: ${verdict(cls, TARGETS.cls)}`);
  const appShown = median(samples.map((s) => s.appShown));
  console.log(
    `  first ${target.shown} at ${Math.round(median(samples.map((s) => s.first)))} ms; the app's at ${Math.round(median(samples.map((s) => s.ready)))} ms` +
      (appShown >= 0 ? `; the app (menus, filters, cart) took over from the light first page at ${appShown} ms` : ''),
  );
  console.log(
    `  runs: ${samples.map((s) => `${Math.round(s.lcp)}/${Math.round(s.tbt)}/${s.cls.toFixed(3)}/${s.appShown}`).join(', ')} (LCP ms/TBT ms/shift/take-over ms)`,
  );
  console.log(
    `  first contentful paint at ${Math.round(median(samples.map((s) => s.fcp)))} ms; counted from the navigation instead, ` +
      `the blocking time would be ${Math.round(median(samples.map((s) => s.allTasks)))} ms`,
  );
  console.log(
    `  largest paint: ${samples.at(-1)?.lcpElement}; GET /user left at ${median(samples.map((s) => s.user))} ms, the first GraphQL ` +
      `operation at ${median(samples.map((s) => s.graphql))} ms; ${Math.round(median(samples.map((s) => s.scriptBytes)) / 1000)} kB of JavaScript transferred`,
  );
}

interface TapSample {
  /** When the control could first be tapped, at or after TAP_AT. */
  tapped: number;
  /** From the tap to its answer on screen. */
  answer: number;
}

/** One cold load of the catalogue, a tap on `tap.control` at 2.5 s (or as soon as it shows after), until it answers. */
async function tapOnce(browser: Browser, origin: string, tokens: Tokens, tap: (typeof TAPS)[number]): Promise<TapSample> {
  const { context, page } = await coldPhone(browser, tokens);
  try {
    await page.goto(`${origin}${PAGES[0].path}`, { waitUntil: 'commit', timeout: 120_000 });
    const control = await shown(page, tap.control, TAP_AT);
    await page.touchscreen.tap(control.x, control.y);
    // By the wall clock: on a build whose cards are plain links the answer is on a new document with its own clock.
    const answered = await shownAcross(page, tap.answer);
    return { tapped: control.at, answer: answered.wall - control.wall };
  } finally {
    await context.close();
  }
}

function reportTaps(taps: Map<string, TapSample[]>, runs: number, build: string) {
  console.log(
    `\nmobile taps on the dealer's catalogue${build ? `, ${build}` : ''}, ${TAP_AT} ms into a cold load (median of ${runs}; target 1,000 ms)`,
  );
  for (const [name, samples] of taps) {
    const answer = Math.round(median(samples.map((s) => s.answer)));
    console.log(
      `  ${name.padEnd(12)} tapped at ${Math.round(median(samples.map((s) => s.tapped)))
        .toString()
        .padStart(
          5,
        )} ms (when it first showed), answered ${answer.toString().padStart(5)} ms later: ${answer <= 1000 ? 'within' : 'over'}` +
        `   runs: ${samples.map((s) => Math.round(s.answer)).join(', ')}`,
    );
  }
}

/**
 * `npx tsx tests/bench/mobile.ts [dist …]`: the mobile bench alone, each build on a server of its own (ports from
 * BENCH_PORT, default 4780) over a fresh database of SEED_SIZE (default small); default build: dist. Two builds
 * (say, one of the main branch and one of a change) are measured in turns and reported side by side.
 */
async function runAlone() {
  const { spawn } = await import('node:child_process');
  const os = await import('node:os');
  const dists = (process.argv.length > 2 ? process.argv.slice(2) : [process.env.DIST_DIR ?? 'dist']).map((d) => path.resolve(d));
  const port = Number(process.env.BENCH_PORT ?? 4780);
  const dataDirs = dists.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mobile-')));
  const servers = dists.map((distDir, i) =>
    spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDirs[i],
        DIST_DIR: distDir,
        PORT: String(port + i),
        NODE_ENV: 'production',
        SEED_SIZE: process.env.SEED_SIZE ?? 'small',
        TOKEN_SECRET: 'bench-secret-0123456789abcdef',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  try {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve, reject) => {
            server.stdout!.on('data', (chunk: Buffer) => {
              if (chunk.toString().includes('Dealer portal:')) resolve();
            });
            server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
          }),
      ),
    );
    await benchMobile(
      dists.map((distDir, i) => ({ label: path.relative(process.cwd(), distDir) || distDir, origin: `http://localhost:${port + i}` })),
      dists[0]!,
    );
  } finally {
    for (const server of servers) server.kill();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAlone();
