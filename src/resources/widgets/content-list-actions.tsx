import { GlobalOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import type { ListActionProps } from './list-actions.tsx';

/** From a content list (news, documents) to the target markets its items are published for. */
export function TargetMarketsLink({ d }: ListActionProps) {
  const { t } = useTranslation(d.namespace);
  const { locale } = useParams();
  return (
    <ButtonLink to={`/${locale}/admin/content-target-markets`} data-testid="target-markets-link" icon={<GlobalOutlined />}>
      {t('titles.contentTargetMarkets.list')}
    </ButtonLink>
  );
}

/** From the banners list to the three banner links of each sales organisation. */
export function BannerConfigLink({ d }: ListActionProps) {
  const { t } = useTranslation(d.namespace);
  const { locale } = useParams();
  return (
    <ButtonLink to={`/${locale}/admin/banners/config`} data-testid="banner-config-link" icon={<LinkOutlined />}>
      {t('banner_config.link')}
    </ButtonLink>
  );
}
