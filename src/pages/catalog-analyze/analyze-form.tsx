import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CODES, parseArticleCodes } from './codes.ts';
import { CustomerPicker } from './customer-picker.tsx';
import type { AnalyzeCustomer } from '../../graphql/catalog-analyze.ts';
import type { AnalyzeRequest } from './use-analyze.ts';

interface Values {
  customerId: number | null;
  codes: string;
  qty: number | null;
}

/** Customer, article codes (typed or pasted, one per line) and the quantity to ask the cart for. */
export function AnalyzeForm({
  request,
  known,
  onSubmit,
  busy,
  phone,
}: {
  request: AnalyzeRequest;
  known: AnalyzeCustomer | null;
  onSubmit: (r: AnalyzeRequest) => void;
  busy: boolean;
  phone: boolean;
}) {
  const { t } = useTranslation('catalog-analyze');
  const [form] = Form.useForm<Values>();
  const [picked, setPicked] = useState<AnalyzeCustomer | null>(known);
  const codesText = Form.useWatch('codes', form) ?? '';
  const count = parseArticleCodes(codesText).length;
  useEffect(() => {
    form.setFieldsValue({ customerId: request.customerId, codes: request.codes.join('\n'), qty: request.qty });
  }, [form, request]);
  useEffect(() => {
    if (known) setPicked(known);
  }, [known]);

  const finish = (v: Values) => onSubmit({ customerId: v.customerId, codes: parseArticleCodes(v.codes), qty: v.qty ?? 1 });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={finish}
      requiredMark={false}
      size={phone ? 'large' : 'middle'}
      data-testid="analyze-form"
      initialValues={{ customerId: request.customerId, codes: request.codes.join('\n'), qty: request.qty }}
    >
      <Form.Item name="customerId" label={t('form.customer')} rules={[{ required: true, message: t('form.customer_required') }]}>
        <CustomerPicker known={picked} phone={phone} onChange={(_id, customer) => setPicked(customer)} />
      </Form.Item>
      <Form.Item
        name="codes"
        label={t('form.codes')}
        extra={t('form.codes_help', { count, max: MAX_CODES })}
        rules={[
          {
            validator: async (_r, text: string | undefined) => {
              const n = parseArticleCodes(text ?? '').length;
              if (n === 0) throw new Error(t('form.codes_required'));
              if (n > MAX_CODES) throw new Error(t('form.codes_too_many', { max: MAX_CODES }));
            },
          },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          spellCheck={false}
          placeholder={t('form.codes_placeholder')}
          data-testid="analyze-codes"
        />
      </Form.Item>
      <Form.Item
        name="qty"
        label={t('form.qty')}
        extra={t('form.qty_help')}
        rules={[{ required: true, type: 'integer', min: 1, max: 99_999, message: t('form.qty_invalid') }]}
      >
        <InputNumber min={1} max={99_999} precision={0} style={{ width: phone ? '100%' : 160 }} data-testid="analyze-qty" />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} block={phone} aria-busy={busy} data-testid="analyze-submit">
        {t('form.submit')}
      </Button>
    </Form>
  );
}
