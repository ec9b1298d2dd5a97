import { Alert, Button, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameYearRangeProblem } from '../../../rules/date-range.ts';
import { useHostConfig } from '../../../providers/config.tsx';
import { useListState } from '../../../providers/list-state.ts';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../../shell/layout/mobile-search.tsx';
import { FilterBar, filterSize, SearchFilter } from '../../../shell/filter-bar.tsx';
import { LoadError } from '../../../shell/load-error.tsx';
import { InvoiceDetailDrawer } from './invoice-detail.tsx';
import { InvoiceListView, NoInvoices } from './invoice-list-view.tsx';
import { INVOICE_LIST, rangeProblemOf, usePaidInvoices } from './use-invoice-list.ts';
import { useScreens } from '../../../shell/layout/use-screens.ts';

/**
 * Paid invoices (spec 2 §2 /invoice/invoice-list): the active customer's paid invoices by invoice date, this year
 * up to today unless the dealer picks another range inside one calendar year; searched by invoice or DO number and
 * paged on the server. A row opens the invoice with its lines and totals, which can be mailed as a PDF.
 */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoices');
  const phone = !useScreens().md;
  const { dateFormat } = useHostConfig();
  const { state, update } = useListState(INVOICE_LIST);
  const list = usePaidInvoices(state);
  const problem = rangeProblemOf(state);
  const [refused, setRefused] = useState<string | null>(null);
  // The phone's top-bar search hands its text to this page.
  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  });

  const shown = list.page?.range;
  const from = state.from || shown?.from;
  const to = state.to || shown?.to;
  const pickRange = (v: [Dayjs | null, Dayjs | null] | null) => {
    const next = { from: v?.[0]?.format('YYYY-MM-DD') ?? '', to: v?.[1]?.format('YYYY-MM-DD') ?? '' };
    const why = next.from && next.to ? sameYearRangeProblem(next.from, next.to) : null;
    setRefused(why);
    if (!why) update(next);
  };
  const size = filterSize(phone);

  const filtered = !!state.search;
  const empty = filtered ? (
    <NoInvoices text={t('empty.filtered')} action={<Button onClick={() => update({ search: '' })}>{t('empty.clear')}</Button>} />
  ) : (
    <NoInvoices text={t('empty.none')} />
  );

  return (
    <Flex vertical gap={16} data-testid="invoice-list" style={{ maxWidth: 1200, width: '100%', margin: '0 auto' }}>
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
      )}
      <Flex vertical gap={6}>
        <FilterBar
          phone={phone}
          search={
            <SearchFilter
              value={state.search}
              onSearch={(search) => update({ search })}
              label={t('filters.search')}
              phone={phone}
              width={300}
              testId="invoice-search"
            />
          }
        >
          <DatePicker.RangePicker
            size={size}
            format={dateFormat}
            inputReadOnly={phone}
            allowClear={!!(state.from || state.to)}
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            style={{ width: phone ? '100%' : 280 }}
            data-testid="invoice-range"
            placeholder={[t('filters.from'), t('filters.to')]}
            aria-label={t('filters.range')}
            renderExtraFooter={() => <Typography.Text type="secondary">{t('filters.range_hint')}</Typography.Text>}
            // Once one end is picked, the other stays in its calendar year (spec 2 §5).
            disabledDate={(day, info) => !!info?.from && day.year() !== info.from.year()}
            onChange={(v) => pickRange(v as [Dayjs | null, Dayjs | null] | null)}
          />
        </FilterBar>
        {refused && (
          <Typography.Text type="danger" role="alert" data-testid="range-refused">
            {t(`range.${refused}`)}
          </Typography.Text>
        )}
      </Flex>
      {problem ? (
        <Alert
          type="error"
          showIcon
          message={t(`range.${problem}`)}
          data-testid="range-problem"
          action={
            <Button size="small" onClick={() => update({ from: '', to: '' })}>
              {t('range.reset')}
            </Button>
          }
        />
      ) : list.isError && !list.page ? (
        <LoadError error={list.error} titleKey="invoices:load_failed" onRetry={() => void list.refetch()} />
      ) : (
        <InvoiceListView
          page={list.page}
          loading={list.isLoading || list.isFetching}
          phone={phone}
          empty={empty}
          onPage={(page, limit) => update({ page: limit !== state.limit ? 1 : page, limit })}
          onOpen={(no) => update({ open: no })}
        />
      )}
      <InvoiceDetailDrawer invoiceNo={state.open} phone={phone} onClose={() => update({ open: '' })} />
    </Flex>
  );
}
