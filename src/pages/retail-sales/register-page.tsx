import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { REGISTERED_FRAME, REGISTRATION_FRAME } from '../../graphql/retail-sales.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { isFailed } from '../../rules/registration.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { RegisterForm } from './register-form.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

const COLUMN = { maxWidth: 900, width: '100%', margin: '0 auto' } as const;

/** The registration an edit opens, with its bike as the lookup shows it; null when it is not the active customer's. */
function useRegistrationToEdit(id: string | undefined) {
  const current = { fresh: true, keepPrevious: false };
  const saved = usePortalQuery(['registrationToEdit', id], REGISTERED_FRAME, { id: id ?? '' }, { ...current, enabled: !!id });
  const notFound = saved.error?.code === 'N001';
  const frameNumber = saved.data?.registeredFrame.frameNumber;
  const bike = usePortalQuery(
    ['registrationToEdit', 'frame', frameNumber],
    REGISTRATION_FRAME,
    { frameNumber: frameNumber ?? '' },
    {
      ...current,
      enabled: !!frameNumber,
    },
  );
  return {
    data: notFound
      ? null
      : saved.data && bike.data
        ? { saved: saved.data.registeredFrame, frame: bike.data.registrationFrame ?? null }
        : undefined,
    isError: (saved.isError && !notFound) || bike.isError,
    error: saved.error ?? bike.error,
    isLoading: (!!id && saved.isPending) || (!!frameNumber && bike.isPending),
    refetch: () => {
      void saved.refetch();
      if (frameNumber) void bike.refetch();
    },
  };
}

function Message({ title, text, testId }: { title: string; text: string; testId: string }) {
  const { t } = useTranslation('retail-sales');
  const { locale } = useParams();
  return (
    <Card style={COLUMN} data-testid={testId}>
      <Result
        status="info"
        title={title}
        subTitle={text}
        extra={<ButtonLink to={`/${locale}/retail-sales`}>{t('form.to_list')}</ButtonLink>}
      />
    </Card>
  );
}

/**
 * /retail-sales/register and /retail-sales/:id/edit: the sale of a bike registered for its owner's warranty, or a
 * registration corrected and reuploaded (failed) or edited (complete).
 */
export default function RegisterFramePage() {
  const { t } = useTranslation('retail-sales');
  const { locale, id } = useParams();
  const phone = !useScreens().md;
  const edit = useRegistrationToEdit(id);
  const saved = edit.data?.saved;
  const title = !id ? t('form.title_new') : saved && !isFailed(saved.status) ? t('form.title_edit') : t('form.title_reupload');

  let body: React.ReactNode;
  if (!id) body = <RegisterForm />;
  else if (edit.isError)
    body = <LoadError error={edit.error} titleKey="retail-sales:form.load_failed" onRetry={() => void edit.refetch()} />;
  else if (edit.isLoading)
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  else if (!saved) body = <Message title={t('form.not_found')} text={t('form.not_found_text')} testId="registration-not-found" />;
  else if (!saved.mayReupload)
    body = <Message title={t('errors.not_editable')} text={t('form.not_editable_text')} testId="registration-not-editable" />;
  else body = <RegisterForm saved={saved} savedFrame={edit.data?.frame} />;

  return (
    <Flex vertical gap={16} style={COLUMN} data-testid="registration-page">
      <Flex vertical gap={4}>
        {!phone && (
          <div>
            <ButtonLink to={`/${locale}/retail-sales`} icon={<ArrowLeftOutlined />} type="link" style={{ paddingInline: 0 }}>
              {t('form.back')}
            </ButtonLink>
          </div>
        )}
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{t(id ? 'form.intro_edit' : 'form.intro')}</Typography.Text>
      </Flex>
      {body}
    </Flex>
  );
}
