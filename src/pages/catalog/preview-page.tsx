import { Navigate, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { PREVIEW_TAG_CATEGORY } from '../../rules/catalog-query.ts';
import { EmptyState } from '../../shell/feedback/empty-state.tsx';

/** /catalog/preview-page: the list of the products tagged for the preview page, when the host allows it. */
export default function PreviewPage() {
  const { locale } = useParams();
  const { allowPreviewPage } = useHostConfig();
  if (!allowPreviewPage) return <EmptyState type="noData" />;
  return <Navigate replace to={`/${locale}/catalog/list?articleTagCategory=${PREVIEW_TAG_CATEGORY}`} />;
}
