import { useEffect } from 'react';
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
 * with its menus, filters and cart (./entry.tsx). The layout keeps the app's places so nothing jumps.
 */
export function LightCatalog({
  config,
  locale,
  results,
  onShown,
}: {
  config: HostConfig;
  locale: Locale;
  results: FirstResults;
  onShown: () => void;
}) {
  const { t } = useTranslation('catalog');
  useEffect(onShown, [onShown]);
  const { query, info } = results;
  const title = query.search
    ? t('title.search', { search: query.search })
    : query.category === 'PAA'
      ? t('title.paa')
      : query.category === 'BIKE'
        ? t('title.bike')
        : t('title.all');
  const money = moneyFormatter(config.currency);
  const brand = config.imageNavbar || config.webLogo;

  return (
    <div className="light-page light-catalog">
      <header className="lc-bar">
        <a href={`/${locale}`} aria-label={config.webTitle} className="lc-brand">
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
                  ? results.groups.map((g) => <GroupCard key={g.id} group={g} locale={locale} money={money} />)
                  : results.products.map((p) => <ItemCard key={p.id} product={p} locale={locale} money={money} />)}
              </ul>
            )}
          </section>
        </main>
      </div>
    </div>
  );
}

function GroupCard({ group, locale, money }: { group: ProductGroup; locale: Locale; money: Money }) {
  return (
    <li>
      <a className="lc-card" href={detailPath(locale, group.category, group.openSlug ?? group.slug)}>
        <GroupCardFace group={group} money={money} />
      </a>
    </li>
  );
}

function ItemCard({ product, locale, money }: { product: Product; locale: Locale; money: Money }) {
  const { t } = useTranslation('catalog');
  const { price } = product;
  const promoted = price?.promotionPrice != null && price.promotionPrice < price.dealer;
  const size = product.frameSize ?? product.wheelSize;
  return (
    <li>
      <a className="lc-card" href={detailPath(locale, product.category, product.slug)}>
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
