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

/**
 * The dealer's catalogue and home opened cold (no HTTP cache) on a phone profile: 390x844, CPU 4x slower, slow 4G, in
 * Debian's Chromium. Signed in through the session tokens the app keeps in localStorage; the server serves distDir.
 * Prints per page the median of BENCH_MOBILE_RUNS loads (default 3) of largest contentful paint, total blocking time
 * and layout shift against their targets, and when the page's main content showed.
 */
export async function benchMobile(origin: string, distDir: string, username = 'dealer') {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.log('\nmobile first load: skipped, the app is not built (npm run build)');
    return;
  }
  const signIn = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const tokens = (await signIn.json()) as { requestToken: string; refreshToken: string };
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
    for (const target of PAGES) await benchPage(browser, origin, tokens, target, runs);
  } finally {
    await browser.close();
  }
}

/** The dealer's pages a phone opens first: the catalogue (its light first page, then the app) and home, where sign-in lands. */
const PAGES = [
  { name: "dealer's catalogue", path: '/en-us/catalog/bike', ready: '[data-testid="product-group-card"]', shown: 'product cards' },
  {
    name: "dealer's home",
    path: '/en-us',
    ready: '[data-testid="home-credit-company"], [data-testid="home-credit-empty"]',
    shown: 'credit figures',
  },
] as const;

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

async function benchPage(
  browser: Browser,
  origin: string,
  tokens: { requestToken: string; refreshToken: string },
  target: (typeof PAGES)[number],
  runs: number,
) {
  const samples: {
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    ready: number;
    allTasks: number;
    longTasks: number;
    lcpElement: string;
    user: number;
    graphql: number;
    scriptBytes: number;
    appShown: number;
  }[] = [];
  for (let n = 0; n < runs; n++) {
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
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 120_000 });
    // Polled by the page itself: a Playwright locator would first evaluate Playwright's own selector engine in the
    // page, a long task of the harness (about 80 ms here) that the blocking time would count as the app's.
    // (A string: the bundler would wrap a named function in a helper the page does not have.)
    const ready = (await page.evaluate(`new Promise((resolve, reject) => {
      (function poll() { document.querySelector(${JSON.stringify(target.ready)}) ? resolve(performance.now()) : setTimeout(poll, 50); })();
      setTimeout(() => reject(new Error('nothing shown after 120 s')), 120000);
    })`)) as number;
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
    samples.push({
      ...sample,
      ready,
      cls: layoutShift(sample.shifts),
      tbt: blockingTime(sample.tasks, sample.fcp),
      allTasks: blockingTime(sample.tasks),
      longTasks: sample.tasks.filter((task) => task.start + task.duration > sample.fcp).length,
    });
    await context.close();
  }
  const lcp = median(samples.map((s) => s.lcp));
  const tbt = median(samples.map((s) => s.tbt));
  const cls = median(samples.map((s) => s.cls));
  const verdict = (value: number, limit: number) => (value <= limit ? 'within' : 'over');
  console.log(`\nmobile first load, ${target.name} (390x844, CPU ${CPU_SLOWDOWN}x, slow 4G, cold cache; median of ${runs})`);
  console.log(
    `  largest contentful paint ${Math.round(lcp).toString().padStart(6)} ms   target ${TARGETS.lcp} ms: ${verdict(lcp, TARGETS.lcp)}`,
  );
  console.log(
    `  total blocking time      ${Math.round(tbt).toString().padStart(6)} ms   target ${TARGETS.tbt} ms: ${verdict(tbt, TARGETS.tbt)}` +
      ` (${median(samples.map((s) => s.longTasks))} long tasks after the first contentful paint)`,
  );
  console.log(`  layout shift             ${cls.toFixed(3).padStart(6)}      target ${TARGETS.cls}: ${verdict(cls, TARGETS.cls)}`);
  console.log(`  ${target.shown} shown at ${Math.round(median(samples.map((s) => s.ready)))} ms`);
  console.log(
    `  runs: ${samples.map((s) => `${Math.round(s.lcp)}/${Math.round(s.tbt)}/${s.cls.toFixed(3)}`).join(', ')} (LCP ms/TBT ms/shift)`,
  );
  console.log(
    `  first contentful paint at ${Math.round(median(samples.map((s) => s.fcp)))} ms; counted from the navigation instead, ` +
      `the blocking time would be ${Math.round(median(samples.map((s) => s.allTasks)))} ms`,
  );
  console.log(
    `  largest paint: ${samples.at(-1)?.lcpElement}; GET /user left at ${median(samples.map((s) => s.user))} ms, the first GraphQL ` +
      `operation at ${median(samples.map((s) => s.graphql))} ms; ${Math.round(median(samples.map((s) => s.scriptBytes)) / 1000)} kB of JavaScript transferred`,
  );
  const appShown = median(samples.map((s) => s.appShown));
  if (appShown >= 0) console.log(`  the app (menus, filters, cart) took over from the light first page at ${appShown} ms`);
}

/**
 * `npx tsx tests/bench/mobile.ts [dist]`: the mobile first load alone, on a server of its own (port BENCH_PORT,
 * default 4780) over a fresh database of SEED_SIZE (default small) serving the given build (default dist).
 */
async function runAlone() {
  const { spawn } = await import('node:child_process');
  const os = await import('node:os');
  const distDir = path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
  const port = Number(process.env.BENCH_PORT ?? 4780);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mobile-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PORT: String(port),
      NODE_ENV: 'production',
      SEED_SIZE: process.env.SEED_SIZE ?? 'small',
      TOKEN_SECRET: 'bench-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Dealer portal:')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    await benchMobile(`http://localhost:${port}`, distDir);
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAlone();
