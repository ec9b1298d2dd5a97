import { SendOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Typography, theme } from 'antd';
import type { Rule } from 'antd/es/form';
import { useWarnAboutChange } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEND_CUSTOMER_FEEDBACK } from '../../graphql/account.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { check, formMessages, inFormKey, markNewlines } from '../../rules/forms.ts';
import { useShellState } from '../shell-state.tsx';

/** What the server accepts, counted as it is sent (line breaks become a two-character marker). */
export const CONSUMER_VOICE_MAX_LENGTH = 2000;
const sentLength = (text: string) => markNewlines(text).length;

/**
 * Consumer voice (spec 1 §2.10, §4): a free-text message to the portal's owner. SEND validates, asks for
 * confirmation, sends with line breaks marked; success closes the dialog, failure keeps the text for another try.
 */
export function ConsumerVoiceDialog() {
  const { t } = useTranslation('account');
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const { consumerVoiceOpen, setConsumerVoiceOpen } = useShellState();
  const { setWarnWhen } = useWarnAboutChange();
  const [form] = Form.useForm<{ message: string }>();
  const text: string = Form.useWatch('message', form) ?? '';
  const [sending, setSending] = useState(false);
  const { send: sendFeedback } = usePortalMutation(SEND_CUSTOMER_FEEDBACK);
  const typed = consumerVoiceOpen && text.trim() !== '';

  // Leaving the page with a message typed warns like any changed form.
  useEffect(() => {
    if (!typed) return;
    setWarnWhen(true);
    return () => setWarnWhen(false);
  }, [typed, setWarnWhen]);

  const close = () => {
    form.resetFields();
    setConsumerVoiceOpen(false);
  };

  const askToClose = () => {
    if (sending) return;
    if (!typed) return close();
    modal.confirm({
      title: t('consumer_voice.discard_title'),
      content: t('consumer_voice.discard_body'),
      okText: t('consumer_voice.discard_ok'),
      okButtonProps: { danger: true },
      cancelText: t('consumer_voice.keep'),
      onOk: close,
    });
  };

  const send = async (value: string) => {
    setSending(true);
    try {
      const { data, error } = await sendFeedback({ message: markNewlines(value.trim()) });
      if (error || !data) throw error;
      const result = data.sendCustomerFeedback;
      // Spec 1 §7: userErrors count as a failure too.
      if (!result?.message.status || result.userErrors.length > 0) throw new Error(result?.userErrors[0]?.message ?? 'refused');
      close();
      void message.success(t('consumer_voice.success'));
    } catch (error) {
      console.error('Failed sending consumer voice', error);
      void message.error(t('consumer_voice.failed'));
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    const { message: value } = await form.validateFields().catch(() => ({ message: null }));
    if (value === null) return;
    modal.confirm({
      title: t('consumer_voice.confirm_title'),
      icon: <SendOutlined style={{ color: token.colorPrimary }} />,
      content: t('consumer_voice.confirm_body'),
      okText: t('consumer_voice.send'),
      cancelText: t('buttons.cancel', { ns: 'common' }),
      onOk: () => send(value),
    });
  };

  const textRule: Rule = {
    validator: async (_, value: unknown) => {
      const failed = check(value, ['required', 'notEmpty', 'multilineText']);
      if (failed) throw new Error(t(inFormKey(failed), { ns: 'forms', defaultValue: formMessages[inFormKey(failed)] }));
      if (sentLength(String(value)) > CONSUMER_VOICE_MAX_LENGTH) {
        throw new Error(t('consumer_voice.too_long', { max: CONSUMER_VOICE_MAX_LENGTH }));
      }
    },
  };

  return (
    <Modal
      open={consumerVoiceOpen}
      width={900}
      title={t('consumer_voice.title')}
      onCancel={askToClose}
      maskClosable={!typed}
      keyboard={!sending}
      closable={!sending}
      footer={[
        <Button key="cancel" size="large" onClick={askToClose} disabled={sending}>
          {t('buttons.cancel', { ns: 'common' })}
        </Button>,
        <Button
          key="send"
          type="primary"
          size="large"
          icon={<SendOutlined />}
          loading={sending}
          onClick={() => void submit()}
          data-testid="consumer-voice-send"
        >
          {t('consumer_voice.send')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('consumer_voice.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} disabled={sending}>
        <Form.Item name="message" label={t('consumer_voice.label')} rules={[textRule]} validateFirst>
          <Input.TextArea
            autoSize={{ minRows: 6, maxRows: 14 }}
            placeholder={t('consumer_voice.placeholder')}
            count={{ show: true, max: CONSUMER_VOICE_MAX_LENGTH, strategy: sentLength }}
            data-testid="consumer-voice-text"
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
