import { App, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePortalMutation, userErrorText } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { BANNER_CONFIGS, type BannerConfig, UPDATE_BANNER_CONFIG } from '../../graphql/banner-config.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

const FIELDS = ['url1', 'url2', 'url3'] as const;

/** Spec 3 §3 'Config per sales organisation for banners': three addresses per organisation (page.banner). */
export default function BannerConfigPage() {
  const { t } = useTranslation('content-admin');
  const phone = !useScreens().md;
  const query = usePortalQuery(['banner-configs'], BANNER_CONFIGS, {});
  const configs = query.data?.configs;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }} data-testid="banner-config">
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('banner_config.title')}
        </Typography.Title>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('banner_config.intro')}
      </Typography.Paragraph>
      {query.isError && !configs ? (
        <LoadError error={query.error} titleKey="content-admin:list.load_failed" onRetry={() => void query.refetch()} />
      ) : !configs ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        configs.map((c) => <ConfigCard key={c.sorg} config={c} />)
      )}
    </Flex>
  );
}

function ConfigCard({ config }: { config: BannerConfig }) {
  const { t, i18n } = useTranslation('content-admin');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { send, sending: busy } = usePortalMutation(UPDATE_BANNER_CONFIG);
  const save = async (values: Record<string, string>) => {
    const { data } = await send({ sorg: config.sorg, input: values });
    const answer = data?.updateBannerConfig;
    form.setFields(
      FIELDS.map((name) => {
        const e = answer?.userErrors.find((u) => u.field === name);
        return { name, errors: e ? [userErrorText(i18n.t, e)] : [] };
      }),
    );
    if (answer?.message.status) void message.success(t('saved'));
    else void message.error(t('failedBanner'));
  };
  return (
    <Card size="small" title={`${config.name} (${config.sorg})`} data-testid={`banner-config-${config.sorg}`}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ url1: config.url1 ?? '', url2: config.url2 ?? '', url3: config.url3 ?? '' }}
        onFinish={(v) => void save(v)}
      >
        <Flex gap={12} wrap>
          {FIELDS.map((name, i) => (
            <Form.Item key={name} name={name} label={t('banner_config.url', { n: i + 1 })} style={{ flex: '1 1 240px', marginBottom: 8 }}>
              <Input maxLength={500} placeholder="https://" />
            </Form.Item>
          ))}
        </Flex>
        <Button htmlType="submit" type="primary" loading={busy} data-testid="banner-config-save">
          {t('banner_config.save')}
        </Button>
      </Form>
    </Card>
  );
}
