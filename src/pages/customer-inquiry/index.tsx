import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Result, Row, Select, Skeleton, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { INQUIRY_FIELD_NAMES, INQUIRY_FIELDS, type InquiryField, inquiryFieldProblem, inquiryLinkOf } from '../../rules/inquiry.ts';
import { PublicFrame } from '../login/public-frame.tsx';
import { CREATE_CUSTOMER_INQUIRY, INQUIRY_CITIES, INQUIRY_COUNTRIES } from '../../graphql/customer-inquiry.ts';
import { usePublicForm } from './use-public-form.ts';

type InquiryForm = Record<InquiryField, string | undefined>;

/** New customer inquiry (spec 3 §2 /new-customer-inquiry, public): a shop asks to become a dealer of this market. */
export default function CustomerInquiryPage() {
  const { t } = useTranslation('inquiry');
  const { locale } = useParams();
  const config = useHostConfig();
  const link = inquiryLinkOf(config, window.location.hostname);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = <Link to={`/${locale}/login`}>{t('page.back_to_login')}</Link>;

  return (
    <PublicFrame wide>
      {sentTo ? (
        <div data-testid="inquiry-sent">
          <Result
            status="success"
            icon={<CheckCircleOutlined />}
            title={t('page.sent_title')}
            subTitle={t('page.sent', { email: sentTo })}
            extra={back}
          />
        </div>
      ) : link.kind === 'external' ? (
        <Result
          status="info"
          title={t('page.title')}
          subTitle={t('page.elsewhere')}
          extra={[
            <Button key="open" type="primary" href={link.url} target="_blank" rel="noopener noreferrer">
              {t('page.open_elsewhere')}
            </Button>,
            <span key="back">{back}</span>,
          ]}
        />
      ) : !config.allowNewCustomerInquiry ? (
        <div data-testid="inquiry-not-offered">
          <Result status="info" title={t('page.title')} subTitle={t('page.not_offered')} extra={back} />
        </div>
      ) : (
        <>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {t('page.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
          <InquiryFormCard onSent={setSentTo} />
          <div style={{ marginTop: 16, textAlign: 'center' }}>{back}</div>
        </>
      )}
    </PublicFrame>
  );
}

/** Country names in the reader's language where the browser knows them, else as stored. */
function useCountryName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      names = null;
    }
    return (id: string, stored: string) => names?.of(id) ?? stored;
  }, [i18n.language]);
}

function InquiryFormCard({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('inquiry');
  const config = useHostConfig();
  const [form] = Form.useForm<InquiryForm>();
  const { send, sending, refusal } = usePublicForm(CREATE_CUSTOMER_INQUIRY, form, INQUIRY_FIELD_NAMES);
  const countryName = useCountryName();
  const countryId = Form.useWatch('custCountry', form);

  const countries = usePortalQuery(['inquiry-countries'], INQUIRY_COUNTRIES, {}, { public: true });
  const cities = usePortalQuery(
    ['inquiry-cities', countryId],
    INQUIRY_CITIES,
    { countryId: countryId ?? '' },
    { enabled: !!countryId, public: true },
  );
  const countryList = countries.data?.inquiryCountries;
  const countryOptions = useMemo(
    () =>
      (countryList ?? []).map((c) => ({ value: c.id, label: countryName(c.id, c.name) })).sort((a, b) => a.label.localeCompare(b.label)),
    [countryList, countryName],
  );
  const cityOptions = (cities.data?.inquiryCities ?? []).map((c) => ({ value: String(c.id), label: c.description }));
  const initialCountry = countryList?.some((c) => c.id === config.countryId) ? config.countryId : undefined;

  // The same rules the API checks, with their translated messages.
  const rule = (field: InquiryField): Rule => ({
    required: (INQUIRY_FIELDS[field].rules as readonly string[]).includes('required'),
    validator: async (_r, value: unknown) => {
      const problem = inquiryFieldProblem(field, value ?? '');
      // An empty field names itself in the form ('Name is required'); the API answers the plain key.
      if (problem) {
        const empty = problem.key === 'forms:required' || problem.key === 'forms:not_empty';
        throw new Error(empty ? t('forms:required_field') : t(problem.key, { defaultValue: problem.message }));
      }
    },
  });
  const label = (field: InquiryField) =>
    (INQUIRY_FIELDS[field].rules as readonly string[]).includes('required') ? (
      t(`fields.${field}`)
    ) : (
      <>
        {t(`fields.${field}`)}&nbsp;<Typography.Text type="secondary">({t('page.optional')})</Typography.Text>
      </>
    );
  const item = (field: InquiryField, control: ReactNode, extra?: string) => (
    <Form.Item name={field} label={label(field)} rules={[rule(field)]} validateFirst extra={extra}>
      {control}
    </Form.Item>
  );

  const submit = async (values: InquiryForm) => {
    const input = Object.fromEntries(INQUIRY_FIELD_NAMES.map((f) => [f, (values[f] ?? '').trim() || null]));
    if (await send({ input })) onSent(String(input.custEmail));
  };

  if (countries.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('page.lookups_failed')}
        action={<Button onClick={() => void countries.refetch()}>{t('page.retry')}</Button>}
      />
    );
  }
  if (!countryList) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Form<InquiryForm>
      form={form}
      name="inquiry"
      layout="vertical"
      requiredMark={false}
      disabled={sending}
      initialValues={{ custCountry: initialCountry }}
      onFinish={(v) => void submit(v)}
      scrollToFirstError={{ block: 'center', focus: true }}
      data-testid="inquiry-form"
    >
      <Typography.Title level={4}>{t('page.about_shop')}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {item('custName', <Input autoComplete="organization" maxLength={INQUIRY_FIELDS.custName.maxLength} />)}
        </Col>
        <Col xs={24} sm={12}>
          {item('custEmail', <Input type="email" autoComplete="email" maxLength={INQUIRY_FIELDS.custEmail.maxLength} />)}
        </Col>
        <Col xs={24} sm={12}>
          {item(
            'custPhone',
            <Input
              addonBefore={config.telpCode}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={INQUIRY_FIELDS.custPhone.maxLength}
            />,
            t('help.custPhone'),
          )}
        </Col>
        <Col xs={24} sm={12}>
          {item('custWeb', <Input autoComplete="url" maxLength={INQUIRY_FIELDS.custWeb.maxLength} />)}
        </Col>
        <Col xs={24}>
          {item(
            'custAddress',
            <Input.TextArea
              autoComplete="street-address"
              autoSize={{ minRows: 2, maxRows: 4 }}
              maxLength={INQUIRY_FIELDS.custAddress.maxLength}
            />,
          )}
        </Col>
        <Col xs={24} sm={12}>
          {item(
            'custCountry',
            <Select
              showSearch
              optionFilterProp="label"
              options={countryOptions}
              placeholder={t('page.choose')}
              onChange={() => form.setFieldValue('custCity', undefined)}
            />,
          )}
        </Col>
        <Col xs={24} sm={12}>
          {item('custState', <Input autoComplete="address-level1" maxLength={INQUIRY_FIELDS.custState.maxLength} />)}
        </Col>
        <Col xs={24} sm={12}>
          {item(
            'custCity',
            <Select
              showSearch
              optionFilterProp="label"
              options={cityOptions}
              loading={cities.isFetching}
              disabled={!countryId || sending}
              placeholder={countryId ? t('page.choose') : t('page.choose_country_first')}
            />,
          )}
        </Col>
        <Col xs={24} sm={12}>
          {item('custPostalCode', <Input autoComplete="postal-code" maxLength={INQUIRY_FIELDS.custPostalCode.maxLength} />)}
        </Col>
      </Row>
      <Typography.Title level={4}>{t('page.about_plans')}</Typography.Title>
      {item('reason', <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={INQUIRY_FIELDS.reason.maxLength} showCount />)}
      {item('goal', <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={INQUIRY_FIELDS.goal.maxLength} showCount />)}
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          data-testid="inquiry-refused"
          message={
            refusal.kind === 'too_many'
              ? t('page.too_many', { minutes: refusal.minutes })
              : refusal.kind === 'not_offered'
                ? t('page.not_offered')
                : refusal.kind === 'fields'
                  ? t('page.fix_fields')
                  : refusal.kind === 'other'
                    ? refusal.text
                    : t('page.failed')
          }
        />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        {t('page.submit')}
      </Button>
    </Form>
  );
}
