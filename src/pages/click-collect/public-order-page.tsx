import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Result, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalMutation, userErrorText } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { CONSUMER_MAX_QTY } from '../../rules/click-collect.ts';
import { formMessages, inFormKey, rules } from '../../rules/forms.ts';
import { LanguagePicker } from '../../shell/language-picker.tsx';
import { useDebounced } from '../../shell/use-debounced.ts';
import { useMoney } from '../catalog/price-tag.tsx';
import {
  CLICK_COLLECT_CITIES,
  CLICK_COLLECT_DEALERS,
  CLICK_COLLECT_PLACE_ORDER,
  CLICK_COLLECT_PRODUCTS,
} from '../../graphql/click-collect.ts';

interface Values {
  articleCode: string;
  qty: number;
  city: string;
  dealerId: number;
  name: string;
  email: string;
  phone: string;
}

/**
 * The public click-and-collect order form on the market's host (issue 22): a consumer picks a product and a dealer in
 * their city, leaves a name, e-mail and phone, and the dealer confirms. No sign-in; the server names any bad field.
 */
export default function PublicOrderPage() {
  const { t, i18n } = useTranslation('click-collect');
  const config = useHostConfig();
  const money = useMoney();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, 350);
  const city = Form.useWatch('city', form);
  const placeOrder = usePortalMutation(CLICK_COLLECT_PLACE_ORDER, { public: true });
  const sending = placeOrder.sending;
  const [placed, setPlaced] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A failed read shows in its select instead of an empty list.
  const publicRead = { public: true, popup: true };
  const products = usePortalQuery(['cc-products', settled], CLICK_COLLECT_PRODUCTS, { search: settled || null }, publicRead);
  const cities = usePortalQuery(['cc-cities'], CLICK_COLLECT_CITIES, {}, publicRead);
  const dealers = usePortalQuery(['cc-dealers', city], CLICK_COLLECT_DEALERS, { city: city ?? '' }, { ...publicRead, enabled: !!city });

  const rule = (name: keyof typeof rules) => ({
    validator: (_: unknown, v: unknown) => {
      const failed = rules[name](v);
      const key = failed && inFormKey(failed);
      return key ? Promise.reject(new Error(t(`forms:${key}`, { defaultValue: formMessages[key] }))) : Promise.resolve();
    },
  });

  const send = async (values: Values) => {
    setRefusal(null);
    const { data, error } = await placeOrder.send({
      input: {
        articleCode: values.articleCode,
        qty: values.qty,
        dealerId: values.dealerId,
        name: values.name,
        email: values.email.trim(),
        phone: values.phone.trim(),
        language: i18n.language,
      },
    });
    const answer = data?.clickCollectPlaceOrder;
    if (error || !answer) return setRefusal(t('public.failed'));
    if (answer.message.status && answer.orderNo) return setPlaced(answer.orderNo);
    const says = (e: { messageKey: string | null; message: string }) => userErrorText(t, e);
    const fields = new Set(['articleCode', 'qty', 'dealerId', 'name', 'email', 'phone']);
    form.setFields(answer.userErrors.filter((e) => fields.has(e.field)).map((e) => ({ name: e.field as keyof Values, errors: [says(e)] })));
    const general = answer.userErrors.find((e) => !fields.has(e.field));
    setRefusal(general ? says(general) : t('public.check_fields'));
  };

  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <Flex justify="space-between" align="center" style={{ padding: '12px 20px', background: '#fff' }}>
        <Typography.Text strong>{config.webTitle}</Typography.Text>
        <LanguagePicker />
      </Flex>
      <main style={{ width: '100%', maxWidth: 640, margin: '0 auto', padding: '24px 16px' }}>
        <Card data-testid="cc-public">
          {placed ? (
            <Result
              status="success"
              icon={<CheckCircleOutlined />}
              title={t('public.placed_title')}
              subTitle={<span data-testid="cc-placed">{t('public.placed_text', { orderNo: placed })}</span>}
              extra={
                <Button
                  onClick={() => {
                    form.resetFields();
                    setPlaced(null);
                  }}
                >
                  {t('public.another')}
                </Button>
              }
            />
          ) : (
            <>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {t('public.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t('public.intro')}</Typography.Paragraph>
              {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} data-testid="cc-public-error" />}
              <Form form={form} layout="vertical" requiredMark onFinish={(v) => void send(v)} initialValues={{ qty: 1 }} size="large">
                <Form.Item name="articleCode" label={t('public.product')} rules={[{ required: true, message: t('forms:required_field') }]}>
                  <Select
                    showSearch
                    filterOption={false}
                    onSearch={setSearch}
                    loading={products.isFetching}
                    placeholder={t('public.product_placeholder')}
                    notFoundContent={products.isError ? t('public.load_failed') : t('public.no_products')}
                    data-testid="cc-product"
                    options={(products.data?.clickCollectProducts ?? []).map((p) => ({
                      value: p.articleCode,
                      label: `${p.name} · ${money(p.retailPrice, p.precision)}`,
                    }))}
                  />
                </Form.Item>
                <Form.Item name="qty" label={t('public.qty')} rules={[{ required: true, message: t('forms:required_field') }]}>
                  <InputNumber min={1} max={CONSUMER_MAX_QTY} precision={0} style={{ width: 140 }} data-testid="cc-qty" />
                </Form.Item>
                <Form.Item name="city" label={t('public.city')} rules={[{ required: true, message: t('forms:required_field') }]}>
                  <Select
                    showSearch
                    placeholder={t('public.city_placeholder')}
                    loading={cities.isLoading}
                    data-testid="cc-city"
                    notFoundContent={cities.isError ? t('public.load_failed') : undefined}
                    onChange={() => form.setFieldValue('dealerId', undefined)}
                    options={(cities.data?.clickCollectCities ?? []).map((c) => ({ value: c, label: c }))}
                  />
                </Form.Item>
                <Form.Item name="dealerId" label={t('public.dealer')} rules={[{ required: true, message: t('forms:required_field') }]}>
                  <Select
                    disabled={!city}
                    loading={dealers.isFetching}
                    placeholder={t('public.dealer_placeholder')}
                    data-testid="cc-dealer"
                    notFoundContent={dealers.isError ? t('public.load_failed') : t('public.no_dealers')}
                    options={(dealers.data?.clickCollectDealers ?? []).map((d) => ({ value: d.id, label: `${d.name} · ${d.address}` }))}
                  />
                </Form.Item>
                <Form.Item
                  name="name"
                  label={t('public.name')}
                  rules={[
                    { required: true, message: t('forms:required_field') },
                    rule('notEmpty'),
                    rule('text'),
                    { max: 80, message: t('forms:max_length') },
                  ]}
                >
                  <Input autoComplete="name" maxLength={80} data-testid="cc-name" />
                </Form.Item>
                <Form.Item
                  name="email"
                  label={t('public.email')}
                  rules={[{ required: true, message: t('forms:required_field') }, rule('email')]}
                >
                  <Input type="email" autoComplete="email" maxLength={120} data-testid="cc-email" />
                </Form.Item>
                <Form.Item
                  name="phone"
                  label={t('public.phone')}
                  extra={t('public.phone_hint')}
                  rules={[{ required: true, message: t('forms:required_field') }, rule('phone')]}
                >
                  <Input inputMode="numeric" autoComplete="tel" maxLength={17} data-testid="cc-phone" />
                </Form.Item>
                <Button type="primary" htmlType="submit" block loading={sending} data-testid="cc-send">
                  {t('public.send')}
                </Button>
              </Form>
            </>
          )}
        </Card>
      </main>
    </Flex>
  );
}
