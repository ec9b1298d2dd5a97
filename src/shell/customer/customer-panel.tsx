import { RightOutlined, ShopOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Descriptions, Divider, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import type { ActiveCustomer } from '../../providers/user.ts';
import { formatAddress } from '../../rules/address.ts';
import { displayCustomerCode } from '../../rules/customer-code.ts';
import { CreditFigures } from '../credit/credit-figures.tsx';
import { CreditPlaceholder } from '../credit/credit-placeholder.tsx';
import { useCredit } from '../credit/use-credit.ts';

interface CustomerPanelProps {
  customer: ActiveCustomer;
  /** Credit is shown to users who may read it. */
  showCredit: boolean;
  /** The open-invoice link, for users who may open that page. */
  showInvoices: boolean;
  /** Set when the user has several customers: a 'change customer' link. */
  onChangeCustomer?: () => void;
  /** A link inside was followed: the panel closes. */
  onNavigate: () => void;
}

const detailColumns = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 };

/** The selected customer in the navbar panel (spec 1 §2.8): at most 600 px wide with the popover's padding. */
export function CustomerPanel({ customer, showCredit, showInvoices, onChangeCustomer, onNavigate }: CustomerPanelProps) {
  const { t } = useTranslation('customer');
  const { locale } = useParams();
  const config = useHostConfig();
  const lines = formatAddress(
    { address: customer.custAddress, city: customer.custCity, region: customer.custRegion },
    customer.custCountryId,
  );

  return (
    <div
      data-testid="customer-panel"
      style={{ width: 'min(576px, calc(100vw - 56px))', maxHeight: 'calc(100vh - 160px)', overflowY: 'auto' }}
    >
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex gap={10} align="flex-start" style={{ minWidth: 0, flex: '1 1 260px' }}>
          <ShopOutlined style={{ fontSize: 20, marginTop: 3 }} aria-hidden />
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {customer.custName}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('panel.code')}{' '}
              <Tag color="geekblue" style={{ marginInlineStart: 4 }}>
                {displayCustomerCode(customer.custCode)}
              </Tag>
            </Typography.Text>
          </div>
        </Flex>
        {onChangeCustomer && (
          <Button type="link" icon={<SwapOutlined />} onClick={onChangeCustomer} style={{ paddingInline: 0 }}>
            {t('panel.change')}
          </Button>
        )}
      </Flex>

      <Descriptions size="small" column={detailColumns} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('panel.address')} span={detailColumns}>
          <span>
            {lines.map((l, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {l}
              </span>
            ))}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('panel.email')}>{customer.custEmail || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('panel.phone')}>{customer.custPhone || '-'}</Descriptions.Item>
        {config.custGroupOnCustSelect && <Descriptions.Item label={t('panel.group')}>{customer.custGroup || 'N/A'}</Descriptions.Item>}
      </Descriptions>

      {showCredit && <PanelCredit />}

      {showInvoices && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <Flex justify="flex-end">
            <Link to={`/${locale}/invoice/open-invoice`} onClick={onNavigate}>
              {t('panel.open_invoices')} <RightOutlined />
            </Link>
          </Flex>
        </>
      )}
    </div>
  );
}

/** The credit of one company; a selector only when more than one company has credit information. */
function PanelCredit() {
  const { t } = useTranslation('customer');
  const state = useCredit(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = state.credit.find((c) => c.company.code === chosen) ?? state.credit[0];

  return (
    <section aria-label={t('credit.heading')}>
      <Divider orientation="left" orientationMargin={0} plain style={{ margin: '8px 0 12px' }}>
        {t('credit.heading')}
      </Divider>
      <CreditPlaceholder state={state} />
      {state.credit.length > 1 && (
        <Select
          aria-label={t('panel.company')}
          value={selected?.company.code}
          onChange={setChosen}
          options={state.credit.map((c) => ({ value: c.company.code, label: c.company.name }))}
          style={{ width: '100%', marginBottom: 8 }}
          getPopupContainer={(node) => node.parentElement ?? document.body}
        />
      )}
      {selected && <CreditFigures credit={selected} accountBlocked={state.blocked} columns={2} />}
    </section>
  );
}
