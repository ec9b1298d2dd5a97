import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginFailure } from '../../providers/auth.ts';

/** The address of another market's portal on the same scheme and port as this one. */
export const portalAddress = (hostname: string, here: Pick<Location, 'protocol' | 'port'> = window.location) =>
  `${here.protocol}//${hostname}${here.port ? `:${here.port}` : ''}/`;

/**
 * The right password on another market's portal: says which portal the account belongs to and links there, instead of
 * a sign-in that would end at once (the server gives no session here).
 */
export function WrongMarket({ market }: { market: NonNullable<LoginFailure['market']> }) {
  const { t } = useTranslation('account');
  const name = t(`wrong_market.markets.${market.sorg}`, { defaultValue: market.hostname });
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="wrong-market"
      style={{ marginBottom: 16 }}
      message={t('wrong_market.title', { market: name })}
      description={
        <>
          <div style={{ marginBottom: 8 }}>{t('wrong_market.text')}</div>
          <Button type="primary" ghost href={portalAddress(market.hostname)} icon={<ExportOutlined />} data-testid="wrong-market-link">
            {t('wrong_market.link', { market: name })}
          </Button>
        </>
      }
    />
  );
}
