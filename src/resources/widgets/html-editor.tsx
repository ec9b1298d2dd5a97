import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './index.tsx';

// The editor and its ProseMirror core are a chunk of their own, fetched when a form with such a text opens.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * Admin-authored HTML (news and document texts, announcements), written in a rich-text editor that offers only what is
 * kept: the server sanitises what is stored (api/content/sanitize.ts).
 */
export function HtmlEditorWidget({ id, value, onChange, disabled, namespace, field }: WidgetProps) {
  const { t } = useTranslation(namespace);
  return (
    <div data-testid="html-editor">
      <Suspense fallback={<Skeleton.Input active block style={{ height: 200 }} aria-label={t('html.loading')} />}>
        <RichTextEditor
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          disabled={disabled}
          label={t(field.label)}
          namespace={namespace}
        />
      </Suspense>
    </div>
  );
}
