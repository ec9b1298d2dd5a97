import { Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './index.tsx';

/**
 * Admin-authored HTML (news and document texts, announcements): typed as HTML, previewed in a sandboxed frame that
 * runs no script. The server sanitises what is stored (api/content/sanitize.ts); the preview only shows the layout.
 */
export function HtmlEditorWidget({ id, value, onChange, disabled, namespace }: WidgetProps) {
  const { t } = useTranslation(namespace);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const html = typeof value === 'string' ? value : '';
  return (
    <div data-testid="html-editor">
      <Segmented size="small" value={mode} onChange={(v) => setMode(v as 'edit' | 'preview')} style={{ marginBottom: 6 }}
        options={[{ value: 'edit', label: t('html.edit') }, { value: 'preview', label: t('html.preview') }]} />
      {mode === 'edit' ? (
        <Input.TextArea id={id} value={html} disabled={disabled} onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 6, maxRows: 18 }} spellCheck placeholder={t('html.placeholder')}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }} />
      ) : (
        <iframe title={t('html.preview')} sandbox="" srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;margin:8px">${html}</body>`}
          style={{ width: '100%', minHeight: 220, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }} />
      )}
    </div>
  );
}
