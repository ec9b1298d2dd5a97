import { EditOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Descriptions, Flex, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimDetail, type ClaimUserError, UPDATE_CLAIM_RETURN_SHIPMENT } from '../../graphql/claims.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { RETURN_SHIPMENT_MAX, returnDateProblem } from '../../rules/claims.ts';
import { useClaimFormat } from './use-claim-format.ts';
import { useClaimChange, useUserErrorText } from './use-claim-detail.ts';

interface Values {
  deliveryNo: string;
  deliveryAt: Dayjs | null;
  resiNo: string;
}
const FIELDS = ['deliveryNo', 'deliveryAt', 'resiNo'] as const;

/**
 * Where the claimed part goes back (spec 2 §3 Claim deliveryNo, deliveryAt, resiNo): the dealer who filed the claim
 * enters the delivery note, the day it left and the courier's tracking number, and may correct them until the claim is
 * finished; the warranty officer reads them here.
 */
export function DetailReturnShipment({ claim, reload, phone }: { claim: ClaimDetail; reload: () => unknown; phone: boolean }) {
  const { t } = useTranslation('claims');
  const { dateFormat } = useHostConfig();
  const { date } = useClaimFormat();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState(false);
  const errorText = useUserErrorText();
  const { busy, run, send } = useClaimChange(reload);
  const size = phone ? 'large' : 'middle';
  const entered = !!claim.deliveryNo;
  const today = dayjs();
  const filedOn = dayjs(claim.createdAt);

  const showErrors = (errors: ClaimUserError[]) =>
    form.setFields(
      errors.map((e) => ({
        name: (FIELDS as readonly string[]).includes(e.field) ? (e.field as (typeof FIELDS)[number]) : 'deliveryNo',
        errors: [errorText(e)],
      })),
    );
  const submit = async (v: Values) => {
    const ok = await run(
      () =>
        send(UPDATE_CLAIM_RETURN_SHIPMENT, {
          id: claim.id,
          deliveryNo: v.deliveryNo.trim(),
          deliveryAt: v.deliveryAt ? v.deliveryAt.format('YYYY-MM-DD') : '',
          resiNo: v.resiNo?.trim() || null,
        }),
      t('return.saved'),
      showErrors,
    );
    if (ok) setEditing(false);
  };
  const dateRule = {
    validator: async (_: unknown, v: Dayjs | null) => {
      const problem = returnDateProblem(v ? v.format('YYYY-MM-DD') : null, today.format('YYYY-MM-DD'), claim.createdAt);
      if (problem) throw new Error(t(`errors.${problem}`));
    },
  };
  const open = () => {
    form.setFieldsValue({
      deliveryNo: claim.deliveryNo ?? '',
      deliveryAt: claim.deliveryAt ? dayjs(claim.deliveryAt) : today,
      resiNo: claim.resiNo ?? '',
    });
    setEditing(true);
  };

  return (
    <Card
      size="small"
      title={t('return.title')}
      data-testid="claim-return"
      extra={
        claim.mayEnterReturn &&
        !editing && (
          <Button
            size={phone ? 'middle' : 'small'}
            type={entered ? 'default' : 'primary'}
            icon={entered ? <EditOutlined /> : <SendOutlined />}
            onClick={open}
            data-testid="return-open"
          >
            {entered ? t('return.change') : t('return.enter')}
          </Button>
        )
      }
    >
      {editing ? (
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={busy} data-testid="return-form">
          <Flex gap={phone ? 0 : 12} wrap vertical={phone}>
            <Form.Item
              name="deliveryNo"
              label={t('return.delivery_no')}
              extra={t('return.delivery_no_hint')}
              style={{ flex: '1 1 180px' }}
              rules={[{ required: true, whitespace: true, message: t('errors.delivery_no_required') }]}
            >
              <Input maxLength={RETURN_SHIPMENT_MAX.deliveryNo} size={size} autoFocus data-testid="return-delivery-no" />
            </Form.Item>
            <Form.Item name="deliveryAt" label={t('return.delivery_at')} rules={[dateRule]} style={{ flex: '0 1 180px' }}>
              <DatePicker
                format={dateFormat}
                size={size}
                style={{ width: '100%' }}
                inputReadOnly={phone}
                disabledDate={(d) => d.isAfter(today, 'day') || d.isBefore(filedOn, 'day')}
                data-testid="return-delivery-at"
              />
            </Form.Item>
            <Form.Item name="resiNo" label={t('return.resi_no')} extra={t('return.resi_no_hint')} style={{ flex: '1 1 180px' }}>
              <Input maxLength={RETURN_SHIPMENT_MAX.resiNo} size={size} data-testid="return-resi-no" />
            </Form.Item>
          </Flex>
          <Flex gap={8} justify="end" vertical={phone}>
            <Button size={size} onClick={() => setEditing(false)} disabled={busy} block={phone}>
              {t('return.cancel')}
            </Button>
            <Button type="primary" htmlType="submit" size={size} loading={busy} block={phone} data-testid="return-save">
              {t('return.save')}
            </Button>
          </Flex>
        </Form>
      ) : entered ? (
        <Descriptions
          size="small"
          layout="vertical"
          colon={false}
          column={{ xs: 1, sm: 3 }}
          data-testid="return-facts"
          items={[
            {
              key: 'no',
              label: t('return.delivery_no'),
              children: (
                <Typography.Text copyable data-testid="return-delivery-no-value">
                  {claim.deliveryNo}
                </Typography.Text>
              ),
            },
            { key: 'at', label: t('return.delivery_at'), children: date(claim.deliveryAt) },
            {
              key: 'resi',
              label: t('return.resi_no'),
              children: claim.resiNo ? (
                <Typography.Text copyable data-testid="return-resi-no-value">
                  {claim.resiNo}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('return.no_resi')}</Typography.Text>
              ),
            },
          ]}
        />
      ) : (
        <Typography.Text type="secondary" data-testid="return-empty">
          {claim.mayEnterReturn ? t('return.empty_dealer') : t('return.empty')}
        </Typography.Text>
      )}
    </Card>
  );
}
