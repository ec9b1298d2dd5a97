import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchHostConfig } from '../../../providers/host-config-request.ts';
import i18n, { i18nReady } from '../../../providers/i18n.ts';
import { localeOfPath } from '../../../rules/locales.ts';
import { readersConfig } from '../../../rules/host-config.ts';
import { prepareNumbers } from '../../../rules/money.ts';
import { firstPageShown } from '../../../shell/first-page-shown.ts';
import { loadUser } from '../../../providers/user.ts';
import { fetchFirstResults } from './first-results.ts';
import { lightBar } from './light-bar.ts';
import { LightCatalog } from './light-catalog.tsx';

/** How long the pictures of the first cards may keep the app's files waiting. */
const PICTURES_FIRST = 1_500;
/** The longest the light page stays once the app is loading, whatever the app shows (it may have gone elsewhere). */
const LONGEST_STAY = 15_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A signed-in visit that opens on the catalogue list: its first page drawn light (React and i18next only) while the
 * app loads under it, invisible and out of reach; the app shows once its own list is in (firstPageShown). On a
 * phone the cards show in about a third of the time the app needs. Anything the light page cannot show (an error,
 * a refused session) leaves the app to show it at once.
 */
export function startCatalog(appElement: HTMLElement, startApp: () => Promise<void>): void {
  const locale = localeOfPath(window.location.pathname)!;
  document.documentElement.lang = locale;
  appElement.inert = true;
  appElement.style.cssText = 'visibility:hidden;position:fixed;inset:0;overflow:hidden';
  const lightElement = document.createElement('div');
  appElement.before(lightElement);
  // A light page that breaks gives way to the app at once.
  const light = createRoot(lightElement, { onUncaughtError: () => giveWay() });
  const opened = window.location.pathname;

  let revealed = false;
  const reveal = () => {
    if (revealed) return;
    revealed = true;
    light.unmount();
    lightElement.remove();
    appElement.removeAttribute('style');
    appElement.inert = false;
    // For the mobile bench: when the whole app took over.
    performance.mark('portal:app-shown');
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void startApp();
    // The app shows once its list is in, or as soon as it has gone elsewhere (a sign-in, another page, a card
    // tapped here) and drawn something there.
    const away = new Promise<void>((resolve) => {
      const watch = setInterval(() => {
        if (!revealed && (window.location.pathname === opened || !appElement.firstElementChild)) return;
        clearInterval(watch);
        resolve();
      }, 200);
    });
    void Promise.race([firstPageShown, away, delay(LONGEST_STAY)]).then(reveal);
  };
  const giveWay = () => {
    start();
    reveal();
  };
  // A tap on a card (or the brand) opens its page in the app, started now if it was not: the router reads the
  // address when it starts, or follows it if it has. The entry is written the way React Router writes its own
  // (`idx` counts the app's entries), so the page's back arrow returns to this list.
  const openInApp = (href: string) => {
    window.history.pushState({ usr: null, key: 'light', idx: 1 }, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    start();
  };
  // The app's files wait for the cards' pictures (the page's largest paint), which would otherwise queue behind them.
  const startAfterPictures = () => {
    const pictures = [...lightElement.querySelectorAll('img')].filter((img) => !img.complete);
    const loaded = pictures.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    );
    void Promise.race([Promise.all(loaded), delay(PICTURES_FIRST)]).then(start);
  };

  const texts = i18nReady.then(() => i18n.loadNamespaces('catalog'));
  // While the list is on its way, not when its prices are drawn.
  setTimeout(() => prepareNumbers(locale), 0);
  // The list is asked for as soon as the host's config is in, while the texts are still on their way.
  const config = fetchHostConfig();
  // A market without parts and accessories has no PAA list to draw light: the app says so at once (spec 1 §6).
  const reader = config.then((c) => {
    if (c.paaDisabled && /\/catalog\/paa\/?$/.test(opened)) throw new Error('No PAA catalogue in this market');
    return readersConfig(c, locale);
  });
  const results = reader.then((r) => fetchFirstResults(window.location, r, locale));
  // The user (the app reads the same answer) decides the phone bar's rows; where the light page cannot keep the
  // app's places, the app shows at once.
  const bar = Promise.all([loadUser(), reader, texts]).then(([user, r]) => {
    const rows = lightBar(user, r);
    if (!rows) throw new Error('The light page cannot keep this bar');
    return rows;
  });
  Promise.all([config, reader, results, bar, texts])
    .then(([config, reader, results, bar]) => {
      if (config.webTitle) document.title = config.webTitle;
      // A transition: React draws the cards in slices between which the page answers a tap, not in one long task.
      startTransition(() =>
        light.render(
          <StrictMode>
            <LightCatalog config={reader} locale={locale} results={results} bar={bar} onShown={startAfterPictures} onOpen={openInApp} />
          </StrictMode>,
        ),
      );
    })
    .catch(giveWay);
}
