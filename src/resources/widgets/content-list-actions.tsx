import { GlobalOutlined, LinkOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ListActionProps } from './list-actions.tsx';

/** From a content list (news, documents) to the target markets its items are published for. */
export function TargetMarketsLink({ d }: ListActionProps) {
  const { t } = useTranslation(d.namespace);
  const { locale } = useParams();
  return (
    <Link to={`/${locale}/admin/content-target-markets`} data-testid="target-markets-link">
      <Button icon={<GlobalOutlined />}>{t('titles.contentTargetMarkets.list')}</Button>
    </Link>
  );
}

/** From the banners list to the three banner links of each sales organisation. */
export function BannerConfigLink({ d }: ListActionProps) {
  const { t } = useTranslation(d.namespace);
  const { locale } = useParams();
  return (
    <Link to={`/${locale}/admin/banners/config`} data-testid="banner-config-link">
      <Button icon={<LinkOutlined />}>{t('banner_config.link')}</Button>
    </Link>
  );
}
