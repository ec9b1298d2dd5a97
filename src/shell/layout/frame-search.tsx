import { BarcodeOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Input, type InputRef, Popover, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FRAME_NUMBER_MAX } from '../../rules/claims.ts';
import { normalFrameNumber } from '../../rules/frames.ts';
import { usePortalUser } from '../use-portal-user.ts';
import { useCurrentRoute, withLocale } from './use-current-route.ts';

/**
 * The app bar's frame search (DESIGN 'Frames'): an icon button that opens a small field; Enter opens that frame's page.
 * Only for who files claims or inspects bikes (page.claim or page.pdi); the frame page itself says "not found" for a
 * bike that is not theirs.
 */
export function FrameSearch({ large = false }: { large?: boolean }) {
  const { t } = useTranslation('frames');
  const { user } = usePortalUser();
  const { locale } = useCurrentRoute();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const field = useRef<InputRef>(null);
  if (!user?.scopes.some((s) => s === 'page.claim' || s === 'page.pdi')) return null;

  const go = () => {
    const frameNumber = normalFrameNumber(text);
    if (!frameNumber) return;
    setOpen(false);
    setText('');
    navigate(withLocale(locale, `/frame/${encodeURIComponent(frameNumber)}`));
  };
  const panel = (
    <Flex vertical gap={8} style={{ width: 300, maxWidth: 'calc(100vw - 48px)' }} data-testid="frame-search-panel">
      <label htmlFor="frame-search-input">
        <Typography.Text strong>{t('search.label')}</Typography.Text>
      </label>
      <Input.Search
        id="frame-search-input"
        ref={field}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={go}
        maxLength={FRAME_NUMBER_MAX + 4}
        placeholder={t('search.placeholder')}
        enterButton={<Button icon={<RightOutlined />} aria-label={t('search.open')} data-testid="frame-search-go" />}
        autoComplete="off"
        spellCheck={false}
        data-testid="frame-search-input"
      />
      <Link to={withLocale(locale, '/frame')} onClick={() => setOpen(false)} data-testid="frame-search-all">
        {t('search.all')}
      </Link>
    </Flex>
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={panel}
      destroyOnHidden
      afterOpenChange={(visible) => visible && field.current?.focus()}
    >
      <Tooltip title={open ? undefined : t('search.button')}>
        <Button
          type="text"
          size={large ? 'large' : 'middle'}
          icon={<BarcodeOutlined style={{ fontSize: 18 }} />}
          aria-label={t('search.button')}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="frame-search-button"
        />
      </Tooltip>
    </Popover>
  );
}
