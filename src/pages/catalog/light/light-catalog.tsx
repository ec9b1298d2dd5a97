import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, ProductGroup } from '../../../graphql/catalog.ts';
import type { Locale } from '../../../rules/locales.ts';
import { detailPath } from '../../../rules/catalog-query.ts';
import type { HostConfig } from '../../../rules/host-config.ts';
import { moneyFormatter } from '../../../rules/price.ts';
import { CardDots, CardPicture, GroupCardFace, type Money } from '../group-card-face.tsx';
import type { FirstResults } from './first-results.ts';
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
  onShown,
  onOpen,
}: {
  config: HostConfig;
  locale: Locale;
  results: FirstResults;
  onShown: () => void;
  onOpen: (href: string) => void;
}) {
  const { t } = useTranslation('catalog');
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
    <div className="light-page light-catalog">
      <header className="lc-bar">
        <a href={home.href} onClick={home.onClick} aria-busy={home['aria-busy']} aria-label={config.webTitle} className="lc-brand">
          {brand ? <img src={brand} alt={config.webTitle} height={30} /> : <strong>{config.webTitle}</strong>}
        </a>
      </header>
      <div className="lc-body">
        <div className="lc-sider" />
        <main className="lc-main">
          <div className="lc-filters" />
          <section className="lc-list" aria-labelledby="lc-title">
            <h1 id="lc-title">{title}</h1>
            <p className="lc-muted">{t(results.view === 'group' ? 'list.count_groups' : 'list.count_items', { count: info.count })}</p>
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
