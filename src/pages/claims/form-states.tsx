import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** The forms' one column: comfortable on a phone, not stretched on a wide screen. */
export const FORM_COLUMN = { maxWidth: 900, width: '100%', margin: '0 auto' } as const;

/** Title, what the page is for, and (on wider screens; phones have the top bar's back arrow) the way back. */
export function FormHeading({ title, subtitle, back }: { title: string; subtitle?: ReactNode; back: string }) {
  const { t } = useTranslation('claim-form');
  const phone = !useScreens().md;
  return (
    <Flex vertical gap={4}>
      {!phone && (
        <div>
          <ButtonLink to={back} icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
            {t('back')}
          </ButtonLink>
        </div>
      )}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
    </Flex>
  );
}

export function FormSkeleton() {
  return (
    <Flex vertical gap={16} style={FORM_COLUMN} data-testid="claim-form-loading" role="status">
      {[2, 5, 4].map((rows) => (
        <Card key={rows}>
          <Skeleton active paragraph={{ rows }} />
        </Card>
      ))}
    </Flex>
  );
}

/** Staff without a chosen customer: a claim is always filed for one. */
export function NeedsCustomer() {
  const { t } = useTranslation(['claim-form', 'claims']);
  const { locale } = useParams();
  return (
    <Card style={FORM_COLUMN} data-testid="claim-needs-customer">
      <Result
        status="info"
        title={t('claims:errors.customer_required')}
        subTitle={t('states.customer_required_text')}
        extra={<ButtonLink to={`/${locale}/claim`}>{t('states.to_list')}</ButtonLink>}
      />
    </Card>
  );
}

/** A claim past the dealer's edit (in review, decided) or not the active customer's. */
export function NotEditable({ id }: { id: string }) {
  const { t } = useTranslation(['claim-form', 'claims']);
  const { locale } = useParams();
  return (
    <Card style={FORM_COLUMN} data-testid="claim-not-editable">
      <Result
        status="info"
        title={t('claims:errors.not_editable')}
        subTitle={t('states.not_editable_text')}
        extra={
          <ButtonLink type="primary" to={`/${locale}/claim/${id}`}>
            {t('states.to_claim')}
          </ButtonLink>
        }
      />
    </Card>
  );
}

export function ClaimNotFound() {
  const { t } = useTranslation('claim-form');
  const { locale } = useParams();
  return (
    <Card style={FORM_COLUMN} data-testid="claim-not-found">
      <Result
        status="404"
        title={t('states.not_found')}
        subTitle={t('states.not_found_text')}
        extra={<ButtonLink to={`/${locale}/claim`}>{t('states.to_list')}</ButtonLink>}
      />
    </Card>
  );
}
