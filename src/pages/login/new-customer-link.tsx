import { ShopOutlined } from '@ant-design/icons';
import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { inquiryLinkOf } from '../../rules/inquiry.ts';

/**
 * The new customer inquiry under the sign-in form (spec 1 §3.1, spec 3 §7): the portal's own page, or the host's
 * outside form (newCustomerInquiryUrl); nothing where allowNewCustomerInquiry is off or the host is in the hide list.
 */
export function NewCustomerLink() {
  const { t } = useTranslation();
  const { locale } = useParams();
  const config = useHostConfig();
  const link = inquiryLinkOf(config, window.location.hostname);
  if (link.kind === 'none') return null;
  const text = t('login.new_customer_link');
  return (
    <>
      <Divider plain style={{ margin: '24px 0 16px' }} />
      <Flex gap={8} align="center" wrap justify="center" data-testid="new-customer-inquiry">
        <ShopOutlined aria-hidden />
        <Typography.Text type="secondary">{t('login.new_customer')}</Typography.Text>
        {link.kind === 'external' ? (
          <Typography.Link href={link.url} target="_blank" rel="noopener noreferrer">{text}</Typography.Link>
        ) : (
          <Link to={`/${locale}/new-customer-inquiry`}>{text}</Link>
        )}
      </Flex>
    </>
  );
}
