import { SyncOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { DownloadCards, DownloadTable } from './download-list.tsx';
import { RequestForm } from './request-form.tsx';
import { useDownloads } from './use-downloads.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * Download area (spec 2 §2 /download-area, §4 'Download requests'): the user asks for a report of a module over a period;
 * it is made in the background and the list follows it by itself (queued, preparing with its progress, ready, failed,
 * expired) until nothing is under way. Ready files download for 7 days. A table on desktop, cards on phones.
 */
export default function DownloadAreaPage() {
  const { t } = useTranslation('download-area');
  const phone = !useScreens().md;
  const list = useDownloads();
  const view = { page: list.page, loading: list.isFetching && !list.underWay, onPage: list.onPage };

  return (
    <Flex vertical gap={16} data-testid="download-area" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      <Flex vertical gap={2}>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('page.title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{t('page.intro')}</Typography.Text>
      </Flex>
      <RequestForm
        quota={list.page?.quota}
        phone={phone}
        onQueued={() => {
          list.firstPage();
          void list.refetch();
        }}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
        {list.underWay && (
          <Typography.Text type="secondary" role="status" data-testid="downloads-under-way">
            <SyncOutlined spin aria-hidden /> {t('list.updating')}
          </Typography.Text>
        )}
      </Flex>
      {list.isError && !list.page ? (
        <LoadError error={list.error} titleKey="download-area:list.load_failed" onRetry={() => void list.refetch()} />
      ) : phone ? (
        <DownloadCards {...view} />
      ) : (
        <DownloadTable {...view} />
      )}
    </Flex>
  );
}
