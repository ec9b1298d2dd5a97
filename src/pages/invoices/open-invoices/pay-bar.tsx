import { CreditCardOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMoney } from '../../catalog/price-tag.tsx';
import type { InvoiceSelection } from './use-selection.ts';
import { useScreens } from '../../../shell/layout/use-screens.ts';

interface Props {
  selection: InvoiceSelection;
  precision: number;
  payableCount: number;
}

/**
 * Stays at the bottom while the dealer scrolls: how many invoices are chosen, their total, why they cannot be
 * paid yet, and Pay now, enabled only when the rules allow the choice (selectionProblem is null).
 */
export function PayBar({ selection, precision, payableCount }: Props) {
  const { t } = useTranslation('open-invoices');
  const navigate = useNavigate();
  const { locale } = useParams();
  const money = useMoney();
  const { message: toast } = App.useApp();
  const phone = !useScreens().md;
  const { selected, problem, ids } = selection;
  const message = selected.size ? (problem ? t(`problem.${problem}`) : null) : t('problem.no_invoice');
  const pay = () => navigate(`/${locale}/payment/invoice?invoices=${ids.join(',')}`);
  return (
    <Card
      size="small"
      data-testid="pay-bar"
      style={{ position: 'sticky', bottom: phone ? 8 : 16, zIndex: 5, boxShadow: '0 -2px 12px rgba(0, 0, 0, 0.08)' }}
      styles={{ body: { padding: phone ? 12 : '12px 16px' } }}
    >
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text>
            {t('pay.selected', { count: selected.size })} · {t('pay.total')}{' '}
            <Typography.Text strong data-testid="selection-total" style={{ fontSize: 16 }}>
              {money(selection.total, precision)}
            </Typography.Text>
          </Typography.Text>
          {message && (
            <Typography.Text
              type={selected.size ? 'danger' : 'secondary'}
              style={{ fontSize: 12 }}
              data-testid="selection-problem"
              role="status"
            >
              {message}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={8} style={phone ? { width: '100%' } : { marginInlineStart: 'auto' }}>
          {selected.size > 0 ? (
            <Button onClick={selection.clear} size={phone ? 'large' : 'middle'}>
              {t('pay.clear')}
            </Button>
          ) : (
            payableCount > 0 && (
              <Button
                onClick={() => selection.selectAll().catch(() => toast.error(t('pay.select_all_failed')))}
                loading={selection.choosingAll}
                size={phone ? 'large' : 'middle'}
              >
                {t('pay.select_all')}
              </Button>
            )
          )}
          <Button
            type="primary"
            icon={<CreditCardOutlined />}
            disabled={problem !== null}
            onClick={pay}
            data-testid="pay-now"
            size={phone ? 'large' : 'middle'}
            style={phone ? { flex: 1 } : undefined}
          >
            {t('pay.pay_now')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
