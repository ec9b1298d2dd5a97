import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_VENDORS, type MaintenanceVendor } from '../../graphql/third-party.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useDebounced } from '../../shell/use-debounced.ts';

const PAGE = 20;

/** Staff's choice of the vendor whose articles they maintain: searched on the server, a page of matches at a time. */
export function VendorSelect({
  value,
  onChange,
  phone,
}: {
  value: MaintenanceVendor | null;
  onChange: (vendor: MaintenanceVendor | null) => void;
  phone: boolean;
}) {
  const { t } = useTranslation('third-party');
  const [text, setText] = useState('');
  const search = useDebounced(text, 350).trim();
  const variables = { search: search || null, page: 1, limit: PAGE };
  const found = usePortalQuery(['third-party', 'maintenance-vendors', variables], MAINTENANCE_VENDORS, variables);
  const page = found.data?.maintenanceVendorThirdParties;
  const vendors = [...(page?.vendors ?? [])];
  if (value && !vendors.some((v) => v.id === value.id)) vendors.unshift(value);
  const more = (page?.info.count ?? 0) - (page?.vendors.length ?? 0);
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      size={phone ? 'large' : 'middle'}
      loading={found.isFetching}
      placeholder={t('maintenance.vendor_placeholder')}
      aria-label={t('maintenance.vendor')}
      notFoundContent={found.isFetching ? undefined : t('maintenance.vendor_none')}
      value={value?.id}
      options={vendors.map((v) => ({ value: v.id, label: `${v.name} (${v.code}, ${v.city})` }))}
      onSearch={setText}
      onChange={(id?: number) => {
        setText('');
        onChange(vendors.find((v) => v.id === id) ?? null);
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {more > 0 && (
            <div style={{ padding: '4px 12px', fontSize: 12, opacity: 0.65 }} data-testid="tp-vendor-more">
              {t('maintenance.vendor_more', { count: more })}
            </div>
          )}
        </>
      )}
      style={{ width: phone ? '100%' : 360 }}
      popupMatchSelectWidth={false}
      data-testid="tp-vendor-select"
    />
  );
}
