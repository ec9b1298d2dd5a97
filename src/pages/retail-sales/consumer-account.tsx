import { UserOutlined } from '@ant-design/icons';
import { Alert, Flex, Form, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MARIN_BIKES, ACCOUNT_POLYGON_BIKES, type ConsumerAccountView } from '../../graphql/retail-sales.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useDebounced } from '../../shell/use-debounced.ts';

// The brands whose consumer account system answers lookups (spec 2 §7 accountPolygonBikesDatas, accountMarinBikesData).
const LOOKUPS = { Polygon: ACCOUNT_POLYGON_BIKES, Marin: ACCOUNT_MARIN_BIKES } as const;
type LookupBrand = keyof typeof LOOKUPS;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MIN_PHONE_DIGITS = 8;
// Wait until the dealer stops typing before asking the brand's system.
const TYPING_MS = 500;

/** Who to ask about: a complete email address, else a phone number long enough to be one. */
function lookupOf(email: string | null | undefined, phone: string | null | undefined) {
  const mail = (email ?? '').trim();
  if (EMAIL.test(mail)) return { email: mail.toLowerCase(), phone: null };
  const digits = (phone ?? '').replace(/\D/g, '');
  return !mail && digits.length >= MIN_PHONE_DIGITS ? { email: null, phone: digits } : null;
}

/**
 * While the dealer types the consumer's email (or phone), the brand's consumer account system says whether the consumer
 * already has an account and which of the brand's bikes it holds, so the sale joins that account instead of opening a
 * second one. Bikes other shops sold show only the end of their frame number.
 */
export function ConsumerAccountPanel({ brand }: { brand: string }) {
  const { t } = useTranslation('retail-sales');
  const { dateFormat } = useHostConfig();
  const form = Form.useFormInstance();
  const email = Form.useWatch(['customer', 'email'], form) as string | undefined;
  const phone = Form.useWatch(['customer', 'phone'], form) as string | undefined;
  const typed = lookupOf(email, phone);
  // A string settles: the same lookup typed again is the same key.
  const key = useDebounced(typed ? `${typed.email ?? ''}|${typed.phone ?? ''}` : '', TYPING_MS);
  const [mail, digits] = key.split('|');
  const lookup = key ? { email: mail || null, phone: digits || null } : null;
  const supported = brand in LOOKUPS;
  // Both lookups take the same variables and answer the same account under their own field name.
  const doc = LOOKUPS[(supported ? brand : 'Polygon') as LookupBrand] as typeof ACCOUNT_POLYGON_BIKES;
  const query = usePortalQuery(['consumerAccount', brand, key], doc, lookup ?? { email: null, phone: null }, {
    enabled: supported && !!lookup,
    staleTime: 30_000,
  });
  if (!supported || !lookup) return null;
  if (query.isLoading)
    return (
      <Typography.Text type="secondary" data-testid="consumer-account-loading">
        {t('account.looking', { brand })}
      </Typography.Text>
    );
  if (query.isError)
    return (
      <Typography.Text type="warning" data-testid="consumer-account-error">
        {t('account.failed', { brand })}
      </Typography.Text>
    );
  const data = query.data as Record<string, ConsumerAccountView | null> | undefined;
  const account = data ? (Object.values(data)[0] ?? null) : null;
  if (!account)
    return (
      <Typography.Text type="secondary" data-testid="consumer-account-none">
        {t('account.none', { brand })}
      </Typography.Text>
    );
  return (
    <Alert
      type="info"
      showIcon
      icon={<UserOutlined />}
      data-testid="consumer-account"
      message={t('account.found', { brand, name: account.name })}
      description={
        <Flex vertical gap={4}>
          {account.city && <Typography.Text type="secondary">{account.city}</Typography.Text>}
          <Typography.Text strong>{t('account.bikes', { brand, count: account.bikes.length })}</Typography.Text>
          <List
            size="small"
            split={false}
            dataSource={account.bikes}
            renderItem={(b) => (
              <List.Item style={{ padding: '2px 0' }} data-testid="consumer-account-bike">
                <Flex wrap gap={6} align="center">
                  <Typography.Text>
                    {brand} {b.model} {b.modelYear}
                  </Typography.Text>
                  <Typography.Text code>{b.frameNumber}</Typography.Text>
                  <Typography.Text type="secondary">{t('account.sold_on', { date: dayjs(b.soldDate).format(dateFormat) })}</Typography.Text>
                  {b.soldByYou && <Tag color="blue">{t('account.your_sale')}</Tag>}
                </Flex>
              </List.Item>
            )}
          />
          <Typography.Text type="secondary">{t('account.use_hint')}</Typography.Text>
        </Flex>
      }
    />
  );
}
