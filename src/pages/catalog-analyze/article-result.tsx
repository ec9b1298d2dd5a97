import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FlagsSection, PriceSection, StockSection } from './article-sections.tsx';
import type { AnalyzedArticle } from '../../graphql/catalog-analyze.ts';

/** The verdict in the cart's own words (its translated refusal), with what was recorded and what is sold elsewhere. */
function Verdict({ line, qty }: { line: AnalyzedArticle; qty: number }) {
  // The refusal is worded by the cart (catalog:errors.*, cart:errors.*): those texts load with this page's own.
  const { t } = useTranslation(['catalog-analyze', 'catalog', 'cart']);
  if (!line.refusal) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="analyze-verdict"
        message={t('verdict.orderable', { qty, uom: line.article?.uom ?? '' })}
      />
    );
  }
  const params = Object.fromEntries(line.refusal.params.map((p) => [p.name, p.value]));
  const notHere = !line.article;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="analyze-verdict"
      message={
        <span data-testid="analyze-reason">
          {t(line.refusal.messageKey ?? 'verdict.refused', { ...params, defaultValue: line.refusal.message })}
        </span>
      }
      description={
        <Flex vertical gap={2}>
          {line.blockedReason && <span>{t('verdict.recorded', { reason: line.blockedReason })}</span>}
          {notHere && (
            <span>
              {line.otherMarketNames.length
                ? t('verdict.other_markets', { sorgs: line.otherMarketNames.join(', ') })
                : t('verdict.unknown_code')}
            </span>
          )}
          {!notHere && <span>{t(`verdict.field_${line.refusal.field}`)}</span>}
        </Flex>
      }
    />
  );
}

/** One article's answer: the verdict first, then the flags, price, stock and order limit it rests on. */
export function ArticleResult({ line, qty, phone }: { line: AnalyzedArticle; qty: number; phone: boolean }) {
  const { t } = useTranslation('catalog-analyze');
  const a = line.article;
  const title = (
    <Flex gap={8} align="center" wrap style={{ whiteSpace: 'normal', padding: '8px 0' }}>
      {line.orderable ? (
        <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden />
      ) : (
        <CloseCircleFilled style={{ color: '#cf1322' }} aria-hidden />
      )}
      <Typography.Text strong>{a ? a.articleCodeDisplay : line.articleCode}</Typography.Text>
      {a && <Typography.Text type="secondary">{a.name}</Typography.Text>}
      {/* A loosely typed code: say which answer belongs to it. */}
      {a && line.articleCode !== a.articleCodeDisplay && line.articleCode !== a.articleCode && (
        <Typography.Text type="secondary" data-testid="analyze-asked">
          ({t('article.asked_as', { code: line.articleCode })})
        </Typography.Text>
      )}
      <Tag color={line.orderable ? 'success' : 'error'} style={{ marginInlineStart: 'auto' }}>
        {t(line.orderable ? 'verdict.tag_yes' : 'verdict.tag_no')}
      </Tag>
    </Flex>
  );
  return (
    <Card title={title} size="small" data-testid="analyze-result" data-code={line.articleCode} data-orderable={line.orderable}>
      <Flex vertical gap={16}>
        <Verdict line={line} qty={qty} />
        {a && (
          <Descriptions size="small" column={phone ? 1 : 2}>
            <Descriptions.Item label={t('article.code')}>{a.articleCode}</Descriptions.Item>
            <Descriptions.Item label={t('article.brand')}>{a.brand}</Descriptions.Item>
            <Descriptions.Item label={t('article.category')}>{a.category}</Descriptions.Item>
            <Descriptions.Item label={t('article.uom')}>{a.uom}</Descriptions.Item>
          </Descriptions>
        )}
        {a && <FlagsSection line={line} phone={phone} />}
        {line.price && a && <PriceSection price={line.price} qty={qty} uom={a.uom} phone={phone} />}
        {line.stock && <StockSection stock={line.stock} phone={phone} />}
        {a && (
          <div data-testid="analyze-quota">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('quota.title')}
            </Typography.Title>
            <Typography.Text>
              {line.quota
                ? t('quota.limit', {
                    remaining: line.quota.remaining,
                    limit: line.quota.limitQty,
                    max: line.quota.maxQty,
                    uom: a.uom,
                    from: line.quota.from,
                    to: line.quota.to,
                  })
                : t('quota.none')}
            </Typography.Text>
          </div>
        )}
      </Flex>
    </Card>
  );
}
