import { CloseOutlined } from '@ant-design/icons';
import { Carousel, Modal } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACTIVE_USER_AREA_BANNERS, bannerImageUrl } from '../../graphql/content.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { currentLocale } from '../../providers/i18n.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { localeOfPath } from '../../rules/locales.ts';
import { useShellState } from '../shell-state.tsx';
import { dismiss, isDismissed } from './dismissal.ts';
import { usePageShown } from './use-page-shown.ts';

/**
 * The promotional banner popup (spec 1 §2.10, §4): the host's active banners in a carousel, once per 2 hours.
 * Closing it or following a banner stores the dismissal. Off with CATALOG_REDESIGN; a failed load shows nothing.
 */
export function BannerPopup() {
  const { features } = useHostConfig();
  if (features.CATALOG_REDESIGN) return null;
  return <ActiveBanners />;
}

function ActiveBanners() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const [hidden, setHidden] = useState(() => isDismissed('banner'));
  const { customerDialog } = useShellState();
  const shown = usePageShown();
  // The reader's language picks the banners: a picture in another language is left out by the server.
  const locale = i18n.language;
  // Failures stay silent (spec 1 §8): no shell popup either.
  const query = usePortalQuery(
    ['activeUserAreaBanners', locale],
    ACTIVE_USER_AREA_BANNERS,
    { locale },
    { enabled: !hidden, staleTime: 5 * 60_000, once: true },
  );

  const banners = query.data?.activeUserAreaBanners;
  // It waits for the page: not over the loading screen, nor over the customer dialog a sales user must answer first.
  if (hidden || !shown || customerDialog.open || !Array.isArray(banners) || banners.length === 0) return null;

  const close = () => {
    dismiss('banner');
    setHidden(true);
  };

  // A portal path opens in place under the current locale; any other address in a new tab.
  const follow = (event: MouseEvent, href: string) => {
    close();
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(localeOfPath(href) ? href : `/${currentLocale()}${href}`);
  };

  return (
    <Modal
      open
      width={780}
      centered
      footer={null}
      onCancel={close}
      // A dark disc keeps the close button readable on any picture.
      closeIcon={
        <span
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 32,
            height: 32,
            borderRadius: '50%',
            background: 'rgba(0, 0, 0, 0.45)',
            color: '#fff',
          }}
        >
          <CloseOutlined aria-label={t('banners.close')} />
        </span>
      }
      styles={{ content: { padding: 0, overflow: 'hidden' } }}
      aria-label={t('banners.label')}
    >
      <div data-testid="banner-popup" style={{ background: '#0b3a82' }}>
        <Carousel autoplay={banners.length > 1} autoplaySpeed={5000} arrows={banners.length > 1} dots={banners.length > 1} adaptiveHeight>
          {banners.map((b, i) => {
            const image = (
              <img
                src={bannerImageUrl(b.bannerFile)}
                alt={t('banners.alt', { index: i + 1, count: banners.length })}
                style={{ display: 'block', width: '100%', height: 'auto' }}
              />
            );
            const href = b.link || b.url;
            return (
              <div key={b.id}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" onClick={(e) => follow(e, href)} data-testid="banner-link">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </Carousel>
      </div>
    </Modal>
  );
}
