import { EyeOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { ButtonLink } from '../button-link.tsx';
import { usePortalUser } from '../use-portal-user.ts';
import { PREVIEW_PAGE_URL } from './catalog-links.ts';
import { showsPreviewChip } from './preview-page.ts';
import { withLocale, useCurrentRoute } from './use-current-route.ts';

/**
 * The 'Preview Pages' chip (spec 1 §2.4): the config allows it, the host is not hidden, the user may open the
 * catalogue. `compact`: the eye alone (named by its tooltip) where the navbar is short of room.
 */
export function PreviewChip({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const config = useHostConfig();
  const { user } = usePortalUser();
  const { locale } = useCurrentRoute();
  if (!user || !showsPreviewChip(config, user)) return null;
  return (
    <Tooltip title={compact ? t('navbar.preview_pages') : undefined}>
      <ButtonLink
        to={withLocale(locale, PREVIEW_PAGE_URL)}
        aria-label={t('navbar.preview_pages')}
        size="small"
        shape="round"
        icon={<EyeOutlined />}
        data-testid="preview-chip"
      >
        {!compact && t('navbar.preview_pages')}
      </ButtonLink>
    </Tooltip>
  );
}
