import { FileTextOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { REQUEST_QUOTE } from '../../graphql/quotes.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { answerOf, refusalText, usePortalMutation } from '../../providers/portal-mutation.ts';
import { portalKey } from '../../providers/portal-query.ts';
import { QUOTE_NOTE_MAX } from '../../rules/quotes.ts';
import { CART_CHANGED_EVENT } from '../../shell/layout/use-cart-summary.ts';

export const QUOTES_KEY = ['quotes'];

/** After a quote changed: every quote read asks again. */
export function useQuotesChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: portalKey(QUOTES_KEY) });
}

/**
 * The cart's "Request a quote": a note for the sales contact, then the cart's lines move to a new quote, which opens.
 * Shown where the host offers quotes; disabled, saying why, below the host's number of pieces.
 */
export function RequestQuoteButton({ pieces, disabled }: { pieces: number; disabled?: boolean }) {
  const { t } = useTranslation('quotes');
  const { quoteFromPieces } = useHostConfig();
  const { locale } = useParams();
  const navigate = useNavigate();
  const changed = useQuotesChanged();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { send, sending } = usePortalMutation(REQUEST_QUOTE);
  if (!quoteFromPieces) return null;
  const tooFew = pieces < quoteFromPieces;

  const request = async () => {
    setError(null);
    const { data, error: failed } = await send({ note: note.trim() || null });
    const answer = answerOf(data);
    if (failed || !answer?.message.status || !answer.id) return setError(refusalText(t, answer, t('request.failed')));
    window.dispatchEvent(new Event(CART_CHANGED_EVENT));
    changed();
    setOpen(false);
    void navigate(`/${locale}/catalog/quotes/${answer.id}`);
  };
  const button = (
    <Button icon={<FileTextOutlined />} onClick={() => setOpen(true)} disabled={disabled || tooFew} data-testid="request-quote">
      {t('request.button')}
    </Button>
  );
  return (
    <>
      {tooFew ? <Tooltip title={t('errors.too_few', { min: quoteFromPieces })}>{button}</Tooltip> : button}
      <Modal
        open={open}
        title={t('request.title')}
        okText={t('request.send')}
        cancelText={t('cancel')}
        onOk={() => void request()}
        okButtonProps={{ loading: sending, 'data-testid': 'request-quote-send' } as never}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('request.intro')}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={t('request.note')} validateStatus={error ? 'error' : undefined} help={error}>
            <Input.TextArea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={QUOTE_NOTE_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              autoFocus
              placeholder={t('request.note_placeholder')}
              data-testid="request-quote-note"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
