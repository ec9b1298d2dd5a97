import { Alert, Button, Col, Flex, Row, Select, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shell/load-error.tsx';
import { SearchBox } from '../../shell/search-box.tsx';
import { RegionMap } from './region-map.tsx';
import { RegionTable } from './region-table.tsx';
import { UpdateResults } from './results.tsx';
import { SALES_USERS, SalesUsers } from './sales-users.tsx';
import { useListState } from '../../providers/list-state.ts';
import { useSalesArea } from './use-sales-area.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * Sales area (spec 3 §2 /sales-area, §3 'Sales-area map region'): staff see the regions of the host's market on a map
 * drawn from shapes shipped with the portal, coloured by category, and set categories in the list beside it (or by
 * picking a region on the map). One save sends every change; the results view lists what changed. The customer switch
 * is hidden here (spec 1 §2.7): regions belong to the market, not to a dealer.
 */
export default function SalesAreaPage() {
  const { t } = useTranslation('sales-area');
  const phone = !useScreens().lg;
  const { state: view, update: setView } = useListState(SALES_USERS);
  const area = useSalesArea();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<string | null>(null);

  const groups = useMemo(
    () =>
      [...new Map(area.regions.flatMap((r) => r.regionGroups).map((g) => [g.code, g.description])).entries()].sort((a, b) =>
        a[1].localeCompare(b[1]),
      ),
    [area.regions],
  );
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return area.regions.filter(
      (r) =>
        (!q || r.description.toLowerCase().includes(q) || r.code.toLowerCase().includes(q)) &&
        (!group || r.regionGroups.some((g) => g.code === group)),
    );
  }, [area.regions, search, group]);

  /** A region picked on the map comes into view in the list, its choice focused for the keyboard. */
  const pickOnMap = (id: number) => {
    setSelectedId(id);
    setSearch('');
    setGroup(null);
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(`[data-testid="sales-area-regions"] [data-row-key="${id}"]`);
      row?.scrollIntoView({ block: 'nearest' });
      row?.querySelector<HTMLInputElement>('input')?.focus();
    });
  };

  const answer = area.answer;
  if (answer?.message.status) return <UpdateResults changes={answer.changes} onBack={area.closeResults} />;

  const saveBar = (top: boolean) => (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Text data-testid={top ? 'sales-area-pending' : undefined} aria-live={top ? 'polite' : undefined}>
        {area.count ? t('pending', { count: area.count }) : t('no_pending')}
      </Typography.Text>
      <Flex gap={8}>
        <Button onClick={area.discard} disabled={!area.count || area.saving}>
          {t('discard')}
        </Button>
        <Button
          type="primary"
          onClick={() => void area.save()}
          disabled={!area.count}
          loading={area.saving}
          data-testid={top ? 'sales-area-save' : undefined}
        >
          {t('save')}
        </Button>
      </Flex>
    </Flex>
  );
  const errorText = (e: { message: string; messageKey: string | null }) =>
    e.messageKey ? String(t(e.messageKey, { defaultValue: e.message })) : e.message;
  return (
    <Flex vertical gap={16} data-testid="sales-area">
      <Flex vertical gap={2} style={{ maxWidth: 760 }}>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
        )}
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </Flex>
      <Tabs
        activeKey={view.tab}
        onChange={(tab) => setView({ tab: tab as 'regions' | 'users' })}
        data-testid="sales-area-tabs"
        items={[
          {
            key: 'regions',
            label: t('tabs.regions'),
            children: (
              <Flex vertical gap={16}>
                {area.isError ? (
                  <LoadError error={area.error} titleKey="sales-area:load_failed" onRetry={area.reload} />
                ) : (
                  <>
                    {answer && !answer.message.status && (
                      <Alert
                        type="error"
                        showIcon
                        data-testid="sales-area-error"
                        message={t('errors.update_failed')}
                        description={
                          answer.userErrors.length ? (
                            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                              {answer.userErrors.map((e) => (
                                <li key={`${e.field}-${e.messageKey}`}>{errorText(e)}</li>
                              ))}
                            </ul>
                          ) : undefined
                        }
                      />
                    )}
                    {area.failedToSend && (
                      <Alert type="error" showIcon message={t('errors.update_failed')} description={t('send_failed')} />
                    )}
                    {saveBar(true)}
                    <Row gutter={[16, 16]}>
                      <Col xs={24} lg={13}>
                        {area.isLoading ? null : area.regions.length ? (
                          <RegionMap
                            regions={area.regions}
                            categoryOf={area.categoryOf}
                            selectedId={selectedId}
                            onSelect={pickOnMap}
                            height={phone ? 280 : 560}
                          />
                        ) : null}
                      </Col>
                      <Col xs={24} lg={11}>
                        <Flex vertical gap={8}>
                          <Flex gap={8} wrap>
                            <SearchBox
                              allowClear
                              placeholder={t('filter.search')}
                              aria-label={t('filter.search')}
                              value={search}
                              onChange={(e) => setSearch(e.target.value)}
                              style={{ flex: '1 1 180px' }}
                            />
                            <Select
                              allowClear
                              placeholder={t('filter.all_groups')}
                              aria-label={t('filter.group')}
                              value={group ?? undefined}
                              onChange={(v?: string) => setGroup(v ?? null)}
                              options={groups.map(([value, label]) => ({ value, label }))}
                              style={{ flex: '1 1 160px' }}
                            />
                          </Flex>
                          <RegionTable
                            regions={shown}
                            categoryOf={area.categoryOf}
                            pending={area.pending}
                            selectedId={selectedId}
                            onChoose={area.choose}
                            onSelect={setSelectedId}
                            phone={phone}
                            loading={area.isLoading}
                            scrollY={phone ? undefined : 470}
                            emptyText={t(area.regions.length ? 'table.no_match' : 'table.empty')}
                          />
                        </Flex>
                      </Col>
                    </Row>
                    {/* On a phone the list is long: the save is also at its end. */}
                    {phone && area.count > 0 && saveBar(false)}
                  </>
                )}
              </Flex>
            ),
          },
          { key: 'users', label: t('tabs.users'), children: view.tab === 'users' ? <SalesUsers phone={phone} /> : null },
        ]}
      />
    </Flex>
  );
}
