import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { LoadError } from '../load-error.tsx';
import { PageLoading } from '../page-loading.tsx';
import { CONTENT_TARGET_MARKETS, type ContentType } from '../../graphql/content.ts';
import { errorPagePath } from './error-page-path.ts';

/** The page title the error page shows for each content type (an English text it translates, see error-admin). */
const pageTitle: Record<ContentType, string> = {
  marketing_material: 'Marketing Material',
  sales_document: 'Sales Document',
  news: 'News',
};

/**
 * Marketing material, sales documents and news are published per content market (spec 1 §5): a user
 * without a market of that type is sent to the error page with 'No Data' and the configuration message.
 */
export function RequireContentMarket({ type, children }: { type: ContentType; children: ReactNode }) {
  const { locale = '' } = useParams();
  // The error shows in place, with a retry.
  const query = usePortalQuery(['content-target-markets', type], CONTENT_TARGET_MARKETS, { type });

  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isLoading || !query.data) return <PageLoading fullPage={false} />;
  if (!query.data.contentTargetMarkets?.length) {
    return (
      <Navigate
        replace
        to={errorPagePath(locale, {
          pt: pageTitle[type],
          pi: 'database',
          t: 'No Data',
          s: 'You need to have the correct configuration, to access the data. Please contact support.',
        })}
      />
    );
  }
  return <>{children}</>;
}
