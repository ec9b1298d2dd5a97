import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, ProductGroup } from '../../../graphql/catalog.ts';
import type { Locale } from '../../../rules/locales.ts';
import { detailPath, sortKeyOf } from '../../../rules/catalog-query.ts';
import type { HostConfig } from '../../../rules/host-config.ts';
import { moneyFormatter } from '../../../rules/price.ts';
import { CardDots, CardPicture, GroupCardFace, type Money } from '../group-card-face.tsx';
import type { FirstResults } from './first-results.ts';
import type { LightBar } from './light-bar.ts';
import '../../../shell/light-page.css';
import './light-catalog.css';

/**
 * The catalogue list's first page drawn without antd, refine or the router: the bar with the host's brand, the
 * list's title and count, and its cards as links. It shows while the app loads under it; the app then takes over
 * with its menus, filters and cart (./entry.tsx). The layout keeps the app's places so nothing jumps. A tap on a
 * link goes to the app (`onOpen`), not to a new page load; the card tapped shows that it is opening.
 */
export function LightCatalog({
  config,
  locale,
  results,
  bar,
  onShown,
  onOpen,
}: {
  config: HostConfig;
  locale: Locale;
  results: FirstResults;
  bar: LightBar;
  onShown: () => void;
  onOpen: (href: string) => void;
}) {
  const { t } = useTranslation(['catalog', 'shell']);
  useEffect(onShown, [onShown]);
  const [opening, setOpening] = useState<string>();
  // A plain click or tap; one with a modifier (a new tab, a download) stays the browser's.
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.getAttribute('href')!;
    setOpening(href);
    onOpen(href);
  };
  const link = (href: string) => ({ href, onClick: open, 'aria-busy': opening === href || undefined });
  const { query, info } = results;
  const title = query.search
    ? t('title.search', { search: query.search })
    : query.category === 'PAA'
      ? t('title.paa')
      : query.category === 'BIKE'
        ? t('title.bike')
        : t('title.all');
  const money = moneyFormatter(config.currency);
  const home = link(`/${locale}`);
  const brand = config.imageNavbar || config.webLogo;

  return (
    <div className={`light-page light-catalog${query.search ? ' lc-searched' : ''}`}>
      <div className="lc-top">
        <header className="lc-bar">
          <a href={home.href} onClick={home.onClick} aria-busy={home['aria-busy']} aria-label={config.webTitle} className="lc-brand">
            {brand ? <img src={brand} alt={config.webTitle} height={30} /> : <strong>{config.webTitle}</strong>}
          </a>
          {/* A phone's bar names the page beside the menu button (the app's), not the brand. */}
          <span className="lc-bar-title lc-phone" aria-hidden>
            {title}
          </span>
        </header>
        {/* The phone's rows under the bar, as the app's top bar has them (src/shell/layout/mobile-top-bar.tsx). */}
        {bar.customer && (
          <div className="lc-bar-row lc-bar-row--customer" aria-hidden>
            <span className="lc-shape lc-shape--wide">{bar.customer}</span>
          </div>
        )}
        {bar.preview && (
          <div className="lc-bar-row lc-bar-row--preview" aria-hidden>
            <span className="lc-shape lc-shape--round">{t('shell:navbar.preview_pages')}</span>
          </div>
        )}
        {bar.search && (
          <div className="lc-bar-row lc-bar-row--search" aria-hidden>
            <span className="lc-shape lc-shape--wide" />
          </div>
        )}
      </div>
      <div className="lc-body">
        <div className="lc-sider" />
        <main className="lc-main">
          <div className="lc-filters" />
          <section className="lc-list" aria-labelledby="lc-title">
            {/* The list's head in the app's places: on a phone a row with the count and the view switch, then one with
                the filters button and the sort order (../list-page.tsx). */}
            <div className="lc-head">
              <div className="lc-head-row">
                <div>
                  <h1 id="lc-title">{title}</h1>
                  <p className="lc-muted">
                    {t(results.view === 'group' ? 'list.count_groups' : 'list.count_items', { count: info.count })}
                  </p>
                </div>
                <span className="lc-shape lc-phone lc-view" aria-hidden />
              </div>
              <div className="lc-head-row lc-phone" aria-hidden>
                <span className="lc-shape lc-filter-shape">{t('filters.title')}</span>
                <span className="lc-shape lc-sort">{t(`sort.${sortKeyOf(query)}`)}</span>
              </div>
            </div>
            {info.count === 0 ? (
              <div className="lc-empty">
                <p>
                  <strong>{t('empty.title')}</strong>
                </p>
                <p className="lc-muted">{t('empty.text')}</p>
              </div>
            ) : (
              <ul className="lc-grid">
                {results.view === 'group'
                  ? results.groups.map((g) => (
                      <GroupCard key={g.id} link={link(detailPath(locale, g.category, g.openSlug ?? g.slug))} group={g} money={money} />
                    ))
                  : results.products.map((p) => (
                      <ItemCard key={p.id} link={link(detailPath(locale, p.category, p.slug))} product={p} money={money} />
                    ))}
              </ul>
            )}
          </section>
        </main>
      </div>
    </div>
  );
}

/** A link's props: its address, the tap that opens it in the app, and whether it is opening. */
type LinkProps = { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void; 'aria-busy'?: true };

function GroupCard({ group, link, money }: { group: ProductGroup; link: LinkProps; money: Money }) {
  return (
    <li>
      <a className="lc-card" {...link}>
        <GroupCardFace group={group} money={money} />
      </a>
    </li>
  );
}

function ItemCard({ product, link, money }: { product: Product; link: LinkProps; money: Money }) {
  const { t } = useTranslation('catalog');
  const { price } = product;
  const promoted = price?.promotionPrice != null && price.promotionPrice < price.dealer;
  const size = product.frameSize ?? product.wheelSize;
  return (
    <li>
      <a className="lc-card" {...link}>
        <CardPicture src={product.image} alt={product.name} />
        <span className="lc-card-body">
          <span className="lc-muted lc-small">{product.articleCodeDisplay}</span>
          <span className="lc-name">{product.name}</span>
          <span className="lc-row lc-start">
            <CardDots colours={[{ name: product.colour, hex: product.colourHex }]} />
            <span className="lc-muted lc-small">
              {product.colour}
              {size ? ` · ${size}` : ''}
            </span>
          </span>
          {price ? (
            <>
              <strong className={promoted ? 'lc-price lc-promoted' : 'lc-price'}>
                {money(promoted ? price.promotionPrice! : price.dealer, price.precision, price)}
              </strong>
              {price.retailDisplay > 0 && (
                <span className="lc-muted lc-small">
                  {t('price.retail', { price: money(price.retailDisplay, price.precision, price) })}
                </span>
              )}
            </>
          ) : (
            <span className="lc-muted">{t('price.none')}</span>
          )}
        </span>
      </a>
    </li>
  );
}
