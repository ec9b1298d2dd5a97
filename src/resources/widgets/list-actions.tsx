import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { type CrudFilter, useCan } from '@refinedev/core';
import { App, Button } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fileNameOf } from '../../pages/open-orders/download-export.ts';
import { expiresSoon, readRefreshToken, readRequestToken, refreshTokens } from '../../providers/tokens.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import type { ResourceDeclaration } from '../types.ts';
import { BannerConfigLink, TargetMarketsLink } from './content-list-actions.tsx';

/** What a list action gets: the declaration and the list's current filters. */
export interface ListActionProps {
  d: ResourceDeclaration;
  filters: CrudFilter[];
}

const filterValue = (filters: CrudFilter[], field: string) =>
  (filters.find((f) => 'field' in f && f.field === field) as { value?: unknown } | undefined)?.value;

/** GET /api/admin/users/download-excel with the session's token (renewed once on a 401), handed to the browser as a file. */
async function downloadUsers(groupRoleIds: number[], lang: string) {
  const params = new URLSearchParams({ lang });
  if (groupRoleIds.length) params.set('groupRoleIds', groupRoleIds.join(','));
  if (readRefreshToken() && expiresSoon(readRequestToken())) await refreshTokens();
  const send = () =>
    fetch(`/api/admin/users/download-excel?${params}`, { headers: { Authorization: `Bearer ${readRequestToken() ?? ''}` } });
  let res = await send();
  if (res.status === 401 && readRefreshToken() && (await refreshTokens())) res = await send();
  if (!res.ok) throw new Error(`Users download failed: HTTP ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(res.headers.get('content-disposition'), 'users.xlsx'),
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The users as an xlsx, with the list's group-role filter (spec 3 §7); for those who may manage users. */
function UsersDownload({ d, filters }: ListActionProps) {
  const { t, i18n } = useTranslation('users');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const { data: can } = useCan({ resource: d.name, action: 'create' });
  if (!can?.can) return null;
  const groupRoleIds = ((filterValue(filters, 'groupRoleIds') as number[] | undefined) ?? []).map(Number);
  const run = async () => {
    setBusy(true);
    try {
      await downloadUsers(groupRoleIds, i18n.language);
    } catch {
      void message.error({ content: <span data-testid="users-download-failed">{t('excel.failed')}</span> });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={() => void run()} data-testid="users-download">
      {t('list.download')}
    </Button>
  );
}

/** The link to mass creation from a file (admin/users/create-users-mass). */
function UsersMassCreate({ d }: ListActionProps) {
  const { t } = useTranslation('users');
  const { locale } = useParams();
  const { data: can } = useCan({ resource: d.name, action: 'create' });
  if (!can?.can) return null;
  return (
    <ButtonLink to={`/${locale}/${d.route}/create-users-mass`} data-testid="users-mass-create" icon={<UploadOutlined />}>
      {t('list.mass_create')}
    </ButtonLink>
  );
}

/** The link to bulk creation of marketing material (admin/marketing-material/image/create-bulk). */
function MarketingBulkCreate({ d }: ListActionProps) {
  const { t } = useTranslation('marketing-material');
  const { locale } = useParams();
  const { data: can } = useCan({ resource: d.name, action: 'create' });
  if (!can?.can) return null;
  return (
    <ButtonLink to={`/${locale}/${d.route}/create-bulk`} data-testid="marketing-bulk-create" icon={<UploadOutlined />}>
      {t('admin.bulk_create')}
    </ButtonLink>
  );
}

/** List actions by name; a declaration's `listActions` picks them. */
export const listActions: Record<string, ComponentType<ListActionProps>> = {
  usersDownload: UsersDownload,
  usersMassCreate: UsersMassCreate,
  targetMarketsLink: TargetMarketsLink,
  bannerConfigLink: BannerConfigLink,
  marketingBulkCreate: MarketingBulkCreate,
};
