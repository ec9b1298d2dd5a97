import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Input, Modal, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** The field's label, read out for the editing area. */
  label: string;
  namespace?: string;
}

/**
 * The rich-text editor of news and announcement texts (tiptap). It only offers what the server keeps when it sanitises
 * (api/content/sanitize.ts): paragraphs, headings 3 and 4, bold, italic, underline, strike, lists, quotes and links.
 * Loaded on its own chunk by html-editor.tsx, so only the pages that edit such a text carry it.
 */
export default function RichTextEditor({ id, value, onChange, disabled, label, namespace = 'content-admin' }: RichTextEditorProps) {
  const { t } = useTranslation(namespace);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: styles.area,
        'data-testid': 'rich-text-area',
      },
    },
    // An empty editor is an empty text, so the form's required rule sees it.
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A record read after the editor opened (the edit page) fills it without counting as a change.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const html = value ?? '';
    if (html !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');

  const tool = (name: string, icon: ReactNode, active: boolean, run: () => void, enabled = true) => (
    <Tooltip title={t(`html.tools.${name}`)} key={name}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`html.tools.${name}`)}
        aria-pressed={active}
        disabled={disabled || !enabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
        data-testid={`rich-text-${name}`}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  const openLink = () => {
    setHref(String(editor.getAttributes('link').href ?? ''));
    setLinkOpen(true);
  };
  const saveLink = () => {
    const url = href.trim();
    if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <div className={styles.editor} data-testid="rich-text-editor" aria-disabled={disabled}>
      <Flex wrap gap={2} className={styles.toolbar} role="toolbar" aria-label={t('html.toolbar')}>
        {tool('bold', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {tool('italic', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        {tool('underline', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
        {tool('strike', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
        {tool('heading3', <span className={styles.glyph} data-glyph="H3" />, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('heading4', <span className={styles.glyph} data-glyph="H4" />, state.h4, () => chain().toggleHeading({ level: 4 }).run())}
        {tool('bullet_list', <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
        {tool('ordered_list', <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
        {tool('quote', <span className={styles.glyph} data-glyph="“" />, state.quote, () => chain().toggleBlockquote().run())}
        {tool('link', <LinkOutlined />, state.link, openLink)}
        {tool('undo', <UndoOutlined />, false, () => chain().undo().run(), state.undo)}
        {tool('redo', <RedoOutlined />, false, () => chain().redo().run(), state.redo)}
      </Flex>
      <EditorContent editor={editor} />
      <Modal
        open={linkOpen}
        title={t('html.link_title')}
        okText={t('html.link_ok')}
        cancelText={t('html.link_cancel')}
        onOk={saveLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={href}
          onChange={(e) => setHref(e.target.value)}
          onPressEnter={saveLink}
          placeholder="https://"
          aria-label={t('html.link_address')}
          data-testid="rich-text-link-address"
        />
      </Modal>
    </div>
  );
}
