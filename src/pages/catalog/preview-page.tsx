import { Navigate, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { PREVIEW_TAG_CATEGORY } from '../../rules/catalog-query.ts';
import { EmptyState } from '../../shell/feedback/empty-state.tsx';
import { showsPreviewPage } from '../../shell/layout/preview-page.ts';

/**
 * /catalog/preview-page: the list of the products tagged for the preview page, when the host's config allows it
 * and the host is not on the hide list (the same rule as the navbar chip and the menu entry).
 */
export default function PreviewPage() {
  const { locale } = useParams();
  const config = useHostConfig();
  if (!showsPreviewPage(config)) return <EmptyState type="noData" />;
  return <Navigate replace to={`/${locale}/catalog/list?articleTagCategory=${PREVIEW_TAG_CATEGORY}`} />;
}
