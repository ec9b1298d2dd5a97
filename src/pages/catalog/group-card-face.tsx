import { useTranslation } from 'react-i18next';
import type { ProductGroup } from '../../graphql/catalog.ts';
import type { moneyFormatter } from '../../rules/price.ts';
import './card.css';

export type Money = ReturnType<typeof moneyFormatter>;

export function CardPicture({ src, alt }: { src: string; alt: string }) {
  return (
    <span className="lc-picture">
      <img src={src} alt={alt} />
    </span>
  );
}

/** Colour dots of a group or variant set; six, then "+n". The name is read out and shown on hover. */
export function CardDots({ colours }: { colours: { name: string; hex: string }[] }) {
  return (
    <span className="lc-dots">
      {colours.slice(0, 6).map((c) => (
        <span key={c.name} role="img" aria-label={c.name} title={c.name} style={{ background: c.hex }} />
      ))}
      {colours.length > 6 && <span className="lc-muted">+{colours.length - 6}</span>}
    </span>
  );
}

/**
 * What a model's card shows: picture, brand and year, name, colours, the price it starts at. Plain HTML (./card.css),
 * inside the light first page's link and the app's alike.
 */
export function GroupCardFace({ group, money }: { group: ProductGroup; money: Money }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <CardPicture src={group.image} alt={group.parentName} />
      <span className="lc-card-body">
        <span className="lc-kicker">
          {group.brand} · {group.modelYear}
        </span>
        <span className="lc-name" title={group.parentName}>
          {group.parentName}
        </span>
        <span className="lc-row">
          <CardDots colours={group.colors} />
          <span className="lc-muted lc-small">{t('list.variants', { count: group.items })}</span>
        </span>
        <span className="lc-row">
          <span>
            <span className="lc-muted lc-small">{t('price.from')} </span>
            <strong className="lc-price">{money(group.startingAt)}</strong>
          </span>
          {group.maxRetail > 0 && <span className="lc-muted lc-small">{t('price.retail', { price: money(group.maxRetail) })}</span>}
        </span>
      </span>
    </>
  );
}
