import { Button, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../providers/list-state.ts';
import { isReadOnlyUser } from '../../rules/read-only.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { CustomerFilter } from './customer-filter.tsx';
import { SendFiles } from './send-files.tsx';
import { UploadCards, UploadTable } from './upload-list.tsx';
import { UPLOAD_LIST, useDeleteUpload, useUploads } from './use-uploads.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * The upload area (spec 2 §2 /upload-area): a dealer sends files to the maker (signed contracts, shop photos) and
 * sees what their company sent; staff read the uploads of the dealers they may act for, by customer. The customer
 * switch is hidden here (spec 2 §6): a dealer's files always go to their own company.
 */
export default function UploadAreaPage() {
  const { t } = useTranslation('upload-area');
  const phone = !useScreens().md;
  const { user } = usePortalUser();
  const readOnly = isReadOnlyUser(user);
  const staff = readOnly || !!user?.scopes.includes('menu.change-cust');
  const maySend = !!user && !staff && !!user.customerData;
  const { state, update } = useListState(UPLOAD_LIST);
  const uploads = useUploads(state);
  const { remove, busyId } = useDeleteUpload(() => uploads.refetch());

  const empty = state.customer ? (
    <Empty description={<span data-testid="upload-empty">{t('empty.filtered')}</span>}>
      <Button onClick={() => update({ customer: '' })}>{t('empty.clear')}</Button>
    </Empty>
  ) : (
    <Empty
      description={
        <Flex vertical gap={4}>
          <span data-testid="upload-empty">{t(staff ? 'empty.none_staff' : 'empty.none')}</span>
          {maySend && <Typography.Text type="secondary">{t('empty.none_text')}</Typography.Text>}
        </Flex>
      }
    />
  );
  const onPage = (page: number, limit: number) => update({ page: limit !== state.limit ? 1 : page, limit });
  const view = { page: uploads.page, onPage, empty, staff, busyId, onDelete: (u: Parameters<typeof remove>[0]) => void remove(u) };

  return (
    <Flex vertical gap={16} data-testid="upload-area">
      <Flex vertical gap={2} style={{ maxWidth: 760 }}>
        {/* The phone's top bar already names the page. */}
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('list.title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{t(staff ? 'list.intro_staff' : 'list.intro')}</Typography.Text>
      </Flex>
      {maySend && <SendFiles phone={phone} onSent={() => uploads.refetch()} />}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(staff ? 'list.heading_staff' : 'list.heading')}
        </Typography.Title>
        {staff && <CustomerFilter value={state.customer} onChange={(customer) => update({ customer })} phone={phone} />}
      </Flex>
      {uploads.isError && !uploads.page ? (
        <LoadError error={uploads.error} titleKey="upload-area:list.load_failed" onRetry={() => void uploads.refetch()} />
      ) : phone ? (
        <UploadCards {...view} loading={uploads.isFetching} />
      ) : (
        <UploadTable {...view} loading={uploads.isLoading || uploads.isFetching} />
      )}
    </Flex>
  );
}
