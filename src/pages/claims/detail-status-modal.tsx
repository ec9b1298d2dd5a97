import { Alert, type ButtonProps, Checkbox, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimDetail, type ClaimUserError, UPDATE_CLAIM_STATUS } from '../../graphql/claims.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { CLAIM_TEXT_MAX, CREDIT_STATUS, REASON_NEEDED } from '../../rules/claims.ts';
import { toMajor, toMinor } from '../../rules/price.ts';
import { ClaimStatusTag } from './status-tag.tsx';
import { useClaimFormat } from './use-claim-format.ts';
import { useClaimChange, useUserErrorText } from './use-claim-detail.ts';

/** "1234567.5" as the market writes it ("1.234.567,5"), while the officer types. */
const groupDigits = (value: string, group: string, point: string) => {
  const [whole, fraction] = value.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction !== undefined ? point + fraction : ''}`;
};

interface Values {
  reason?: string;
  creditedAmount?: number | null;
  resolution?: string;
  isNotAWarranty?: boolean;
}
const FIELDS = new Set(['reason', 'creditedAmount', 'resolution', 'isNotAWarranty']);

interface Props {
  claim: ClaimDetail;
  target: string;
  label: string;
  onClose: () => void;
  reload: () => unknown;
}

/**
 * Confirms one status move and asks what it needs: a reason the dealer reads (need information, rejection), the
 * credited amount of an approval (major units here, minor units on the wire, at most the invoiced value).
 */
export function DetailStatusModal({ claim, target, label, onClose, reload }: Props) {
  const { t } = useTranslation('claims');
  const [form] = Form.useForm<Values>();
  const { money } = useClaimFormat();
  const { thousandSeparator: group, decimalSeparator: point } = useHostConfig().currency;
  const errorText = useUserErrorText();
  const { busy, run, send } = useClaimChange(reload);
  const [general, setGeneral] = useState<string | null>(null);
  const reasonNeeded = REASON_NEEDED.has(target);
  const approving = target === CREDIT_STATUS;
  const { precision } = claim;
  const maxMajor = toMajor(claim.invoicedValue, precision);
  const maxText = money(claim.invoicedValue, claim);

  // What other claims on the same line or bike leave to credit: money too.
  const moneyParams = (e: ClaimUserError) =>
    e.messageKey === 'claims:errors.credit_over_claimable'
      ? Object.fromEntries(e.params.map((p) => [p.name, money(Number(p.value), claim)]))
      : undefined;
  // Server refusals land on their fields; the credit ceiling is shown as money, not as the raw minor units it sends.
  const showErrors = (errors: ClaimUserError[]) => {
    const text = (e: ClaimUserError) =>
      errorText(e, e.messageKey === 'claims:errors.credit_over_invoiced' ? { max: maxText } : moneyParams(e));
    form.setFields(errors.filter((e) => FIELDS.has(e.field)).map((e) => ({ name: e.field as keyof Values, errors: [text(e)] })));
    const rest = errors.filter((e) => !FIELDS.has(e.field));
    setGeneral(rest.length ? rest.map(text).join(' ') : null);
  };
  const submit = async (v: Values) => {
    setGeneral(null);
    const ok = await run(
      () =>
        send(UPDATE_CLAIM_STATUS, {
          id: claim.id,
          status: target,
          reason: v.reason?.trim() || null,
          creditedAmount: approving && v.creditedAmount != null ? toMinor(v.creditedAmount, precision) : null,
          resolution: approving ? v.resolution?.trim() || null : null,
          isNotAWarranty: target === 'rejected' ? !!v.isNotAWarranty : null,
        }),
      t('actions.status_changed', { status: t(`status.${target}`, { defaultValue: target }) }),
      showErrors,
    );
    if (ok) onClose();
  };

  return (
    <Modal
      open
      title={label}
      okText={label}
      cancelText={t('common:buttons.cancel')}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ danger: target === 'rejected', 'data-testid': 'status-confirm' } as ButtonProps}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <div data-testid="status-modal" data-target={target}>
        <Typography.Paragraph>
          {t('actions.moving')} <ClaimStatusTag status={claim.status.id} testId="status-from" /> →{' '}
          <ClaimStatusTag status={target} testId="status-to" />
        </Typography.Paragraph>
        {general && <Alert type="error" showIcon message={general} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          {approving && (
            <Form.Item
              name="creditedAmount"
              label={t('actions.credited_amount', { currency: claim.currency })}
              extra={t('actions.credit_max', { max: maxText })}
              rules={[
                { required: true, message: t('errors.credit_required') },
                { type: 'number', min: 10 ** -precision, max: maxMajor, message: t('errors.credit_over_invoiced', { max: maxText }) },
              ]}
            >
              <InputNumber<number>
                min={0}
                precision={precision}
                step={precision ? 1 : 1000}
                style={{ width: '100%' }}
                size="large"
                formatter={(v) => groupDigits(String(v ?? ''), group, point)}
                parser={(text) => Number((text ?? '').split(group).join('').replace(point, '.'))}
                data-testid="status-credited-amount"
              />
            </Form.Item>
          )}
          {approving && (
            <Form.Item name="resolution" label={t('actions.resolution')}>
              <Input.TextArea rows={3} maxLength={CLAIM_TEXT_MAX.reason} showCount data-testid="status-resolution" />
            </Form.Item>
          )}
          {!approving && (
            <Form.Item
              name="reason"
              label={t(reasonNeeded ? `actions.reason_${target}` : 'actions.note')}
              rules={reasonNeeded ? [{ required: true, whitespace: true, message: t('errors.reason_required') }] : []}
            >
              <Input.TextArea rows={4} maxLength={CLAIM_TEXT_MAX.reason} showCount data-testid="status-reason" />
            </Form.Item>
          )}
          {target === 'rejected' && (
            <Form.Item name="isNotAWarranty" valuePropName="checked">
              <Checkbox data-testid="status-not-warranty">{t('actions.not_a_warranty')}</Checkbox>
            </Form.Item>
          )}
        </Form>
      </div>
    </Modal>
  );
}
