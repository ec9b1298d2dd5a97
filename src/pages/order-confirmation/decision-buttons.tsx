import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from '../../shell/use-read-only.ts';
import type { Decisions } from './use-decisions.ts';

/** Confirm (asked once more) and Reject (opens the reason dialog); read-only users see neither. */
export function DecisionButtons({
  orderNo,
  decisions,
  onReject,
  block,
}: {
  orderNo: string;
  decisions: Decisions;
  onReject: () => void;
  block?: boolean;
}) {
  const { t } = useTranslation('order-confirmation');
  const readOnly = useReadOnly();
  if (readOnly) return null;
  const size = block ? 'large' : 'small';
  return (
    <Flex gap={6} vertical={block} wrap>
      <Popconfirm
        title={t('confirm.title')}
        description={t('confirm.text', { orderNo })}
        okText={t('actions.confirm')}
        cancelText={t('actions.cancel')}
        onConfirm={() => decisions.confirm(orderNo)}
      >
        <Button
          type="primary"
          size={size}
          block={block}
          icon={<CheckOutlined />}
          loading={decisions.busy === `confirm:${orderNo}`}
          disabled={!!decisions.busy && decisions.busy !== `confirm:${orderNo}`}
          data-testid="order-confirm"
        >
          {t('actions.confirm')}
        </Button>
      </Popconfirm>
      <Button
        danger
        size={size}
        block={block}
        icon={<StopOutlined />}
        onClick={onReject}
        disabled={!!decisions.busy}
        data-testid="order-reject"
      >
        {t('actions.reject')}
      </Button>
    </Flex>
  );
}
