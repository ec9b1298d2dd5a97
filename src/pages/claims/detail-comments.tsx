import { LockOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Flex, Form, Input, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ClaimCommentRow, type ClaimDetail, type ClaimUserError, CREATE_CLAIM_COMMENT } from '../../graphql/claims.ts';
import { CLAIM_TEXT_MAX } from '../../rules/claims.ts';
import { useReadOnly } from '../../shell/use-read-only.ts';
import { useClaimFormat } from './use-claim-format.ts';
import { useClaimChange, useUserErrorText } from './use-claim-detail.ts';

function Comment({ comment }: { comment: ClaimCommentRow }) {
  const { t } = useTranslation('claims');
  const { token } = theme.useToken();
  const { dateTime } = useClaimFormat();
  // Internal notes are tinted so staff never mistake them for what the dealer reads.
  const tint = comment.internal
    ? { background: token.colorWarningBg, borderColor: token.colorWarningBorder }
    : { background: token.colorFillQuaternary, borderColor: token.colorBorderSecondary };
  return (
    <div
      data-testid="claim-comment"
      data-internal={comment.internal || undefined}
      style={{ ...tint, borderWidth: 1, borderStyle: 'solid', borderRadius: token.borderRadius, padding: '8px 12px' }}
    >
      <Flex justify="space-between" gap={8} wrap>
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong>{comment.displayName ?? t('comments.someone')}</Typography.Text>
          {comment.byStaff && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('comments.staff')}
            </Tag>
          )}
          {comment.internal && (
            <Tag color="orange" icon={<LockOutlined />} data-testid="comment-internal" style={{ marginInlineEnd: 0 }}>
              {t('comments.internal')}
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {dateTime(comment.createdAt)}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '4px 0 0' }}>{comment.comment}</Typography.Paragraph>
    </div>
  );
}

interface Values {
  comment: string;
  isInternal?: boolean;
}

/** The conversation about the claim, oldest first; staff also see (and may write) internal notes. */
export function DetailComments({ claim, reload, phone }: { claim: ClaimDetail; reload: () => unknown; phone: boolean }) {
  const { t } = useTranslation('claims');
  const readOnly = useReadOnly();
  const [form] = Form.useForm<Values>();
  const errorText = useUserErrorText();
  const { busy, run, send } = useClaimChange(reload);
  const mayWrite = claim.mayComment && !readOnly;
  const showErrors = (errors: ClaimUserError[]) => form.setFields([{ name: 'comment', errors: errors.map((e) => errorText(e)) }]);
  const submit = async (v: Values) => {
    const ok = await run(
      () => send(CREATE_CLAIM_COMMENT, { id: claim.id, comment: v.comment.trim(), isInternal: !!v.isInternal && claim.readsInternal }),
      t('comments.added'),
      showErrors,
    );
    if (ok) form.resetFields();
  };
  return (
    <Card title={t('comments.title', { count: claim.comments.length })} size="small" data-testid="claim-comments">
      <Flex vertical gap={8}>
        {claim.comments.length ? (
          claim.comments.map((c) => <Comment key={c.id} comment={c} />)
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.none')} />
        )}
        {mayWrite && (
          <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ marginTop: 8 }} data-testid="comment-form">
            <Form.Item
              name="comment"
              label={t('comments.new')}
              style={{ marginBottom: 28 }}
              rules={[{ required: true, whitespace: true, message: t('comments.required') }]}
            >
              <Input.TextArea rows={phone ? 4 : 3} maxLength={CLAIM_TEXT_MAX.comment} showCount data-testid="comment-input" />
            </Form.Item>
            <Flex justify="space-between" align="center" gap={8} wrap>
              {claim.readsInternal ? (
                <Form.Item name="isInternal" valuePropName="checked" noStyle>
                  <Checkbox data-testid="comment-internal-check">{t('comments.internal_check')}</Checkbox>
                </Form.Item>
              ) : (
                <span />
              )}
              <Button
                type="primary"
                htmlType="submit"
                icon={<SendOutlined />}
                loading={busy}
                size={phone ? 'large' : 'middle'}
                data-testid="comment-send"
              >
                {t('comments.send')}
              </Button>
            </Flex>
          </Form>
        )}
      </Flex>
    </Card>
  );
}
