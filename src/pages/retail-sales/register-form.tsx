import { Alert, Card, ConfigProvider, DatePicker, Flex, Form, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_FRAME, type RegisteredFrameRow, type RegistrationFrame } from '../../graphql/retail-sales.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalFetch } from '../../providers/portal-query.ts';
import { isFailed, soldDateProblem } from '../../rules/registration.ts';
import { FrameFactsCard, type FrameFound, FrameLookup, FrameWarnings, openRecalls } from '../claims/form-frame-lookup.tsx';
import { ConsumerFields } from './consumer-fields.tsx';
import { DealerSelect } from './dealer-select.tsx';
import { RegisterSaveBar } from './register-save-bar.tsx';
import { useFailureText } from './status-tag.tsx';
import { initialValues, type RegistrationFormValues } from './register-values.ts';
import { useRegisterSave } from './use-register-save.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

interface Props {
  /** An edit: the registration as saved, and its bike as the lookup shows it. */
  saved?: RegisteredFrameRow | null;
  savedFrame?: RegistrationFrame | null;
}

/** The sale of one bike: the bike first (with its warnings), then the sale, then the consumer. */
export function RegisterForm({ saved = null, savedFrame = null }: Props) {
  const { t } = useTranslation('retail-sales');
  const { dateFormat } = useHostConfig();
  const phone = !useScreens().md;
  const cardSize = phone ? 'small' : 'default';
  const [form] = Form.useForm<RegistrationFormValues>();
  const initial = useMemo(() => initialValues(saved), [saved]);
  const [found, setFound] = useState<RegistrationFrame | null>(null);
  const [acks, setAcks] = useState({ stolen: false, recall: false });
  const { save, saving, summary, dismissSummary, markDirty } = useRegisterSave(form, saved?.id ?? null);
  const failureText = useFailureText();
  const fetch = usePortalFetch();

  const frame = savedFrame ?? found;
  const lookingUp = !saved;
  // A new registration goes on once the bike is found and its warnings are read.
  const acknowledged = !lookingUp || !frame || ((!frame.stolen?.isStolen || acks.stolen) && (!openRecalls(frame).length || acks.recall));

  const find = async (frameNumber: string): Promise<FrameFound<RegistrationFrame>> => {
    const { data, error } = await fetch(['registrationFrame', frameNumber], REGISTRATION_FRAME, { frameNumber });
    if (error) throw error;
    const bike = data?.registrationFrame;
    if (!bike) return { refusal: t('errors.frame_not_found') };
    // One live registration per bike: said at once, not after the whole form is filled.
    if (bike.registeredFrame) return { refusal: t('form.already_registered', { status: t(`status.${bike.registeredFrame.status}`) }) };
    return { frame: bike };
  };
  const onFrame = (next: RegistrationFrame | null) => {
    setFound(next);
    setAcks({ stolen: false, recall: false });
  };

  const today = dayjs();
  const outside = (d: Dayjs) => d.isAfter(today, 'day') || (!!frame && d.isBefore(dayjs(frame.shippedAt), 'day'));
  const soldRule = {
    validator: async (_: unknown, v: Dayjs | null) => {
      const problem = soldDateProblem(v ? v.format('YYYY-MM-DD') : null, today.format('YYYY-MM-DD'), frame?.shippedAt ?? null);
      if (problem) throw new Error(t(`errors.${problem}`, { shippedAt: frame ? dayjs(frame.shippedAt).format(dateFormat) : '' }));
    },
  };
  const submit = (values: RegistrationFormValues) => {
    if (frame && acknowledged) void save(frame.frameNumber, values);
  };

  return (
    <Form<RegistrationFormValues>
      form={form}
      name="registration"
      layout="vertical"
      size={phone ? 'large' : 'middle'}
      initialValues={initial}
      disabled={saving}
      onFinish={submit}
      onValuesChange={markDirty}
      scrollToFirstError={{ block: 'center' }}
      data-testid="registration-form"
    >
      <Flex vertical gap={16}>
        {saved && isFailed(saved.status) && (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={t('form.refused_alert')}
            description={failureText(saved)}
            data-testid="registration-refused"
          />
        )}
        <Card size={cardSize} title={t('form.sections.bike')}>
          <Flex vertical gap={16}>
            {lookingUp && <FrameLookup<RegistrationFrame> onFrame={onFrame} find={find} />}
            {frame && (
              <FrameWarnings
                frame={frame}
                stolenAdvice={t('form.stolen_advice')}
                acknowledge={lookingUp ? { ...acks, onChange: setAcks } : undefined}
              />
            )}
            {frame && <FrameFactsCard frame={frame} />}
          </Flex>
        </Card>
        {frame && (
          <ConfigProvider componentDisabled={saving || !acknowledged}>
            <Card size={cardSize} title={t('form.sections.sale')}>
              <Flex vertical gap={0}>
                <Form.Item name="soldDate" label={t('form.fields.sold_date')} extra={t('form.fields.sold_date_hint')} rules={[soldRule]}>
                  <DatePicker
                    format={dateFormat}
                    disabledDate={outside}
                    inputReadOnly
                    style={{ width: phone ? '100%' : 240 }}
                    data-testid="sold-date"
                  />
                </Form.Item>
                <Form.Item name="nonRetail" label={t('form.fields.type')}>
                  <Radio.Group
                    data-testid="sale-type"
                    options={[
                      { value: false, label: t('form.fields.type_retail') },
                      { value: true, label: t('form.fields.type_non_retail') },
                    ]}
                  />
                </Form.Item>
                <Form.Item name="dealer" label={t('form.fields.dealer')} extra={t('form.fields.dealer_hint')}>
                  <DealerSelect size={phone ? 'large' : 'middle'} />
                </Form.Item>
              </Flex>
            </Card>
            <Card size={cardSize} title={t('form.sections.consumer')}>
              <ConsumerFields brand={frame.brand} />
            </Card>
            {summary && (
              <Alert
                type="error"
                showIcon
                role="alert"
                closable
                onClose={dismissSummary}
                data-testid="registration-save-summary"
                message={summary.title}
                description={
                  summary.details.length ? (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {summary.details.map((d) => (
                        <li key={d}>{d}</li>
                      ))}
                    </ul>
                  ) : undefined
                }
              />
            )}
            <RegisterSaveBar
              saving={saving}
              disabled={!acknowledged}
              mode={!saved ? 'new' : isFailed(saved.status) ? 'reupload' : 'edit'}
            />
          </ConfigProvider>
        )}
        {lookingUp && frame && !acknowledged && (
          <Typography.Text type="secondary" data-testid="acknowledge-hint">
            {t('form.acknowledge_first')}
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
}
