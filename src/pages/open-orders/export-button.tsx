import { FileExcelOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadOpenOrders } from './download-export.ts';
import { filtersOf, type OpenOrderState } from './use-open-orders.ts';

/** 'Export to Excel': the open lines with the page's filters as an xlsx; 'Something went wrong (OE1).' when that fails. */
export function ExportButton({ state, block }: { state: OpenOrderState; block?: boolean }) {
  const { t, i18n } = useTranslation('open-orders');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadOpenOrders(filtersOf(state), i18n.language);
    } catch {
      void message.error({ content: <span data-testid="open-order-export-failed">{t('export.failed')}</span> });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={busy}
      onClick={() => void run()}
      block={block}
      size={block ? 'large' : 'middle'}
      data-testid="open-order-export"
    >
      {t('export.button')}
    </Button>
  );
}
