import { SwapOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, List, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellState } from '../../shell/shell-state.tsx';
import { useMoney } from '../catalog/price-tag.tsx';
import { HomeCard } from './home-card.tsx';
import { SALES_HOME } from '../../graphql/home.ts';
import { useHomeQuery } from './use-home.ts';

const PAGE_SIZE = 10;

/** The sales user's dealers, the ones to call first on top: blocked by a company, then the most overdue money. */
export function SalesDealers() {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const money = useMoney();
  const { openCustomerDialog } = useShellState();
  const [page, setPage] = useState(1);
  const home = useHomeQuery(['sales'], SALES_HOME, { page, limit: PAGE_SIZE });
  const data = home.data?.salesHome;
  return (
    <HomeCard
      testId="home-dealers"
      icon={<TeamOutlined />}
      title={t('sales.title')}
      loading={home.loading}
      error={home.error}
      onRetry={home.retry}
      empty={!!data && !data.info.count && t('sales.none')}
      extra={
        <Button size="small" icon={<SwapOutlined />} onClick={() => openCustomerDialog()}>
          {t('sales.choose')}
        </Button>
      }
    >
      {data && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary" data-testid="home-dealers-summary">
            {t('sales.summary', { blocked: data.blocked, overdue: data.withOverdue, count: data.info.count })}
          </Typography.Text>
          <List
            size="small"
            loading={home.fetching && !home.loading}
            dataSource={data.dealers}
            pagination={
              data.info.pageTotal > 1
                ? { current: page, pageSize: PAGE_SIZE, total: data.info.count, onChange: setPage, showSizeChanger: false, size: 'small' }
                : false
            }
            renderItem={(d) => (
              <List.Item
                key={d.customerId}
                data-testid="home-dealer"
                data-customer={d.code}
                data-blocked={d.blocks.length > 0}
                style={{ paddingInline: 0, flexWrap: 'wrap', gap: 8 }}
              >
                <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Typography.Text strong ellipsis>
                    {d.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {d.code} · {d.city}
                  </Typography.Text>
                  {d.blocks.length > 0 && (
                    <Flex gap={4} wrap>
                      {d.blocks.map((b) => (
                        <Tag key={b.companyCode} color="error" style={{ marginInlineEnd: 0 }}>
                          {b.companyName}: {t(`credit.reason.${b.reason}`)}
                        </Tag>
                      ))}
                    </Flex>
                  )}
                </Flex>
                <Flex vertical align="end" gap={0}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('sales.overdue')}
                  </Typography.Text>
                  <Typography.Text
                    strong
                    style={{ color: d.overdue > 0 ? token.colorError : token.colorTextSecondary, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {d.currency ? money(d.overdue, d.precision ?? undefined) : '-'}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      )}
    </HomeCard>
  );
}
