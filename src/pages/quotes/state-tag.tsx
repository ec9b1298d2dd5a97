import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, FieldTimeOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuoteState } from '../../rules/quotes.ts';

const look: Record<QuoteState, { color: string; icon: React.ReactNode }> = {
  requested: { color: 'processing', icon: <ClockCircleOutlined /> },
  answered: { color: 'success', icon: <CheckCircleOutlined /> },
  declined: { color: 'error', icon: <CloseCircleOutlined /> },
  ordered: { color: 'default', icon: <ShoppingOutlined /> },
  expired: { color: 'warning', icon: <FieldTimeOutlined /> },
};

/** A quote's state as a coloured tag, the same on every quote page. */
export function QuoteStateTag({ state }: { state: string }) {
  const { t } = useTranslation('quotes');
  const shown = look[state as QuoteState] ?? look.requested;
  return (
    <Tag color={shown.color} icon={shown.icon} bordered={false} data-testid="quote-state" data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}
