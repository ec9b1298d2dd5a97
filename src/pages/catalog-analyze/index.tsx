import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { AnalyzeForm } from './analyze-form.tsx';
import { ArticleResult } from './article-result.tsx';
import { useAnalysis, useAnalyzeRequest } from './use-analyze.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';
import { customerLabel } from '../../rules/customer-code.ts';

/**
 * Catalogue analyze (spec 3 §2 /admin/catalog-analyze and -new): staff choose a customer and article codes and read,
 * per article, whether the cart would take it for that customer and why not, with every analysis flag, the price and
 * its source, stock and the order limit. The verdict is the cart's own, computed by the API.
 */
export default function CatalogAnalyzePage() {
  const { t } = useTranslation('catalog-analyze');
  const phone = !useScreens().md;
  const { request, submit, acting } = useAnalyzeRequest();
  const analysis = useAnalysis(request);
  const answer = analysis.data?.catalogAnalyze;
  const asked = request.customerId != null && request.codes.length > 0;
  const blocked = answer ? answer.lines.filter((l) => !l.orderable).length : 0;

  let results;
  if (!asked) results = <Empty description={<span data-testid="analyze-empty">{t('results.empty')}</span>} />;
  else if (analysis.isLoading) results = <Skeleton active paragraph={{ rows: 6 }} data-testid="analyze-loading" />;
  else if (analysis.isError && !answer) {
    results = (
      <LoadError
        error={analysis.error}
        titleKey={analysis.error?.statusCode === 403 ? 'catalog-analyze:results.forbidden' : 'catalog-analyze:results.failed'}
        onRetry={() => void analysis.refetch()}
      />
    );
  } else if (answer) {
    results = (
      <Flex vertical gap={12} data-testid="analyze-results">
        <Typography.Text type="secondary" aria-live="polite">
          {t('results.summary', {
            customer: customerLabel(answer.customer.custName, answer.customer.displayCode),
            count: answer.lines.length,
            blocked,
            sorg: answer.sorgName,
          })}
        </Typography.Text>
        {answer.lines.map((line) => (
          <ArticleResult key={line.articleCode} line={line} qty={answer.qty} phone={phone} />
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="catalog-analyze">
      <Flex vertical gap={2} style={{ maxWidth: 760 }}>
        {/* The phone's top bar already names the page. */}
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </Flex>
      <Flex gap={16} vertical={phone} align="flex-start">
        <Card size="small" style={{ width: phone ? '100%' : 360, flex: 'none' }}>
          <AnalyzeForm
            request={request}
            known={answer?.customer ?? (acting?.id === request.customerId ? acting : null)}
            onSubmit={submit}
            busy={analysis.isFetching}
            phone={phone}
          />
        </Card>
        <div style={{ flex: 1, minWidth: 0, width: phone ? '100%' : undefined }}>{results}</div>
      </Flex>
    </Flex>
  );
}
