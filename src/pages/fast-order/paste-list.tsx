import { SnippetsOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Input, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRows, type FastOrderEntry } from '../../rules/fast-order.ts';

/** A CSV file bigger than this is not an order list. */
const MAX_FILE_BYTES = 512 * 1024;

/** "Paste list": a box for many "code;qty" lines at once, for dealers who keep their orders in a spreadsheet. */
export function PasteListButton({ onRows }: { onRows: (rows: FastOrderEntry[]) => void }) {
  const { t } = useTranslation('catalog');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const rows = parseRows(text);
  const done = () => {
    onRows(rows);
    setText('');
    setOpen(false);
  };
  return (
    <>
      <Button icon={<SnippetsOutlined />} onClick={() => setOpen(true)} data-testid="paste-list">
        {t('fast_order.paste_list')}
      </Button>
      <Modal
        open={open}
        title={t('fast_order.paste_title')}
        onCancel={() => setOpen(false)}
        onOk={done}
        okText={t('fast_order.paste_ok', { count: rows.length })}
        okButtonProps={{ disabled: rows.length === 0 }}
        cancelText={t('fast_order.cancel')}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('fast_order.paste_help')}</Typography.Paragraph>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoSize={{ minRows: 6, maxRows: 14 }}
          placeholder={'BK-1234;2\nPA-5678;10'}
          aria-label={t('fast_order.paste_title')}
          spellCheck={false}
          autoFocus
          data-testid="paste-text"
        />
      </Modal>
    </>
  );
}

/** A CSV file read in the browser: nothing is uploaded, its lines become rows. */
export function CsvUploadButton({ onRows }: { onRows: (rows: FastOrderEntry[]) => void }) {
  const { t } = useTranslation('catalog');
  const { message } = App.useApp();
  return (
    <Upload
      accept=".csv,.txt,text/csv,text/plain"
      showUploadList={false}
      beforeUpload={async (file) => {
        if (file.size > MAX_FILE_BYTES) {
          void message.error(t('fast_order.file_too_big'));
          return Upload.LIST_IGNORE;
        }
        const rows = parseRows(await file.text());
        if (rows.length === 0) void message.warning(t('fast_order.file_empty'));
        else onRows(rows);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<UploadOutlined />} data-testid="csv-upload">
        {t('fast_order.upload_csv')}
      </Button>
    </Upload>
  );
}
