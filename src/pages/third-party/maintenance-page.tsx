import { DeleteOutlined, EditOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Result,
  Space,
  Switch,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchReport, PRODUCT_BATCH, runInBatches } from '../../rules/third-party.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { useDebounced } from '../../shell/use-debounced.ts';
import { answerOf as rootOf, type Sent, usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useServerMessage } from './cart-drawer.tsx';
import { ProductPrice, ProductTitle } from './product-parts.tsx';
import {
  DELETE_PRODUCTS,
  MAINTENANCE_VENDORS,
  type MaintenanceAnswer,
  type MaintenanceVendor,
  type Product,
  PRODUCTS,
  UPDATE_ATTRIBUTES,
} from '../../graphql/third-party.ts';
import { VendorSelect } from './vendor-select.tsx';
import { UploadCard } from './upload-card.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

interface AttributeForm {
  order?: number | null;
  newArrival?: [Dayjs, Dayjs] | null;
  active?: boolean;
}
type Run = { action: 'update' | 'delete'; done: number; total: number; report: BatchReport<Product, MaintenanceAnswer> | null };

/**
 * /3rd-party/article-maintenance (spec 3 §7): a vendor uploads stock and product files, and updates the attributes of
 * or deletes many products at once, sent in batches of 75 with a progress bar; a failing batch is reported and the
 * run goes on with the next. Staff who maintain any vendor (admin) first choose the vendor; every call names it.
 */
export default function ArticleMaintenancePage() {
  const { t } = useTranslation('third-party');
  const { modal } = App.useApp();
  const say = useServerMessage();
  const phone = !useScreens().md;
  const [text, setText] = useState('');
  const search = useDebounced(text, 400).trim();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [selected, setSelected] = useState<Product[]>([]);
  const [editing, setEditing] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [form] = Form.useForm<AttributeForm>();
  const [chosen, setChosen] = useState<MaintenanceVendor | null>(null);
  const maintainer = usePortalQuery(['third-party', 'maintainer'], MAINTENANCE_VENDORS, { limit: 1 });
  const who = maintainer.data?.maintenanceVendorThirdParties;
  const anyVendor = !!who?.anyVendor;
  // A vendor's login sends no vendor: the server takes its own.
  const vendorId = anyVendor ? (chosen?.id ?? null) : null;
  const variables = { search: search || null, page: paging.page, limit: paging.limit, maintain: true, vendorId };
  const products = usePortalQuery(['third-party', 'maintenance', variables], PRODUCTS, variables, {
    enabled: !!who && (!anyVendor || !!vendorId),
    keepPrevious: false,
  });
  const page = products.data?.productThirdParties;
  const { sendDocument } = usePortalMutation();

  const failedIf = (a: MaintenanceAnswer) =>
    a.message.status ? null : a.userErrors.map((e) => say(e)).join(' ') || a.message.description || t('maintenance.batch_failed');
  const start = async (action: Run['action'], send: (batch: Product[]) => Promise<MaintenanceAnswer>) => {
    setRun({ action, done: 0, total: Math.ceil(selected.length / PRODUCT_BATCH), report: null });
    const report = await runInBatches(selected, send, { failedIf, onProgress: (done, total) => setRun((r) => r && { ...r, done, total }) });
    setRun((r) => r && { ...r, report });
    setSelected(report.failed.flatMap((f) => f.items));
    await products.refetch();
  };
  const answerOf = async (sent: Promise<Sent<object>>) => {
    const { data, error } = await sent;
    const result = (rootOf(data) as MaintenanceAnswer | undefined) ?? null;
    if (error || !result) throw error ?? new Error('no answer');
    return result;
  };

  const update = async (values: AttributeForm) => {
    setEditing(false);
    const attribute = {
      order: values.order ?? null,
      newArrival: {
        from: values.newArrival?.[0]?.format('YYYY-MM-DD') ?? null,
        to: values.newArrival?.[1]?.format('YYYY-MM-DD') ?? null,
        active: !!values.active,
      },
    };
    await start('update', (batch) =>
      answerOf(
        sendDocument(UPDATE_ATTRIBUTES, {
          vendorId,
          products: batch.map((p) => ({ articleCode: p.articleCode, sorg: p.sorg, attribute })),
        }),
      ),
    );
  };
  const remove = () =>
    modal.confirm({
      title: t('maintenance.delete_title', { count: selected.length }),
      content: t('maintenance.delete_text'),
      okButtonProps: { danger: true },
      okText: t('maintenance.delete'),
      cancelText: t('maintenance.keep'),
      onOk: () =>
        void start('delete', (batch) =>
          answerOf(sendDocument(DELETE_PRODUCTS, { vendorId, products: batch.map((p) => ({ articleCode: p.articleCode, sorg: p.sorg })) })),
        ),
    });

  if (maintainer.isError && !who)
    return <LoadError error={maintainer.error} titleKey="third-party:catalog.load_failed" onRetry={() => void maintainer.refetch()} />;
  if (who && !who.own && !anyVendor)
    return <Result status="info" title={t('maintenance.not_vendor')} subTitle={t('maintenance.not_vendor_text')} />;
  const running = !!run && !run.report;
  const choose = (vendor: MaintenanceVendor | null) => {
    setChosen(vendor);
    setSelected([]);
    setRun(null);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const vendorPicker = anyVendor && (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('maintenance.vendor')}</Typography.Text>
      <VendorSelect value={chosen} onChange={choose} phone={phone} />
    </Flex>
  );
  // The title and a line under it; staff without a vendor chosen read how to choose one.
  const heading = (intro: string) => (
    <Flex vertical gap={2}>
      {!phone && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('maintenance.title')}
        </Typography.Title>
      )}
      <Typography.Text type="secondary">{intro}</Typography.Text>
    </Flex>
  );
  if (anyVendor && !chosen)
    return (
      <Flex vertical gap={16} data-testid="tp-maintenance">
        {heading(t('maintenance.choose_vendor_text'))}
        {vendorPicker}
        <Empty description={t('maintenance.choose_vendor')} data-testid="tp-choose-vendor" />
      </Flex>
    );
  return (
    <Flex vertical gap={16} data-testid="tp-maintenance">
      {heading(t('maintenance.intro'))}
      {vendorPicker}
      <Flex gap={16} wrap vertical={phone}>
        <UploadCard kind="stock" vendorId={vendorId} onSaved={() => void products.refetch()} />
        <UploadCard kind="products" vendorId={vendorId} onSaved={() => void products.refetch()} />
      </Flex>
      <Flex justify="space-between" gap={12} wrap align="center">
        <Input
          allowClear
          size={phone ? 'large' : 'middle'}
          prefix={<SearchOutlined />}
          placeholder={t('catalog.search')}
          aria-label={t('catalog.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          style={{ width: phone ? '100%' : 300 }}
        />
        <Space wrap>
          <Typography.Text type="secondary" data-testid="tp-selected">
            {t('maintenance.selected', { count: selected.length })}
          </Typography.Text>
          <Button
            icon={<EditOutlined />}
            disabled={!selected.length || running}
            onClick={() => {
              form.resetFields();
              setEditing(true);
            }}
            data-testid="tp-update-attributes"
          >
            {t('maintenance.update')}
          </Button>
          <Button danger icon={<DeleteOutlined />} disabled={!selected.length || running} onClick={remove} data-testid="tp-delete">
            {t('maintenance.delete')}
          </Button>
        </Space>
      </Flex>
      {run && (
        <Flex vertical gap={8} data-testid="tp-run">
          <Progress
            percent={Math.round((run.done / Math.max(1, run.total)) * 100)}
            status={run.report?.failed.length ? 'exception' : run.report ? 'success' : 'active'}
            aria-label={t('maintenance.progress')}
          />
          <Typography.Text type="secondary">
            {t('maintenance.batches', { done: run.done, total: run.total, size: PRODUCT_BATCH })}
          </Typography.Text>
          {run.report &&
            (run.report.failed.length ? (
              <Alert
                type="warning"
                showIcon
                data-testid="tp-run-failed"
                message={t('maintenance.run_failed', { failed: run.report.failed.length, total: run.total })}
                description={
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {run.report.failed.map((f) => (
                      <li key={f.batch}>
                        {t('maintenance.batch_line', { batch: f.batch + 1, count: f.items.length })}: {f.reason}
                      </li>
                    ))}
                  </ul>
                }
              />
            ) : (
              <Alert
                type="success"
                showIcon
                data-testid="tp-run-done"
                message={t(run.action === 'update' ? 'maintenance.run_updated' : 'maintenance.run_deleted', {
                  count: run.report.done.reduce((n, d) => n + d.items.length, 0),
                })}
              />
            ))}
        </Flex>
      )}
      {products.isError && !page ? (
        <LoadError error={products.error} titleKey="third-party:catalog.load_failed" onRetry={() => void products.refetch()} />
      ) : (
        <Table<Product>
          rowKey="articleCode"
          size="middle"
          loading={products.isFetching}
          dataSource={page ? [...page.products] : []}
          data-testid="tp-maintenance-table"
          locale={{ emptyText: <Empty description={search ? t('catalog.empty_filtered') : t('maintenance.empty')} /> }}
          rowSelection={{
            selectedRowKeys: selected.map((p) => p.articleCode),
            preserveSelectedRowKeys: true,
            getCheckboxProps: (p) => ({ disabled: running, 'aria-label': t('maintenance.choose', { name: p.name }) }),
            onChange: (_keys, rows) =>
              setSelected((prev) => {
                const onPage = new Set((page?.products ?? []).map((p) => p.articleCode));
                return [...prev.filter((p) => !onPage.has(p.articleCode)), ...rows.filter(Boolean)];
              }),
          }}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: page?.info.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (p, limit) => setPaging({ page: limit !== paging.limit ? 1 : p, limit }),
          }}
          columns={[
            { title: t('catalog.product'), key: 'product', render: (_, p) => <ProductTitle product={p} /> },
            ...(phone ? [] : [{ title: t('catalog.unit'), key: 'unit', width: 90, render: (_: unknown, p: Product) => p.salesUnit }]),
            {
              title: t('catalog.price'),
              key: 'price',
              width: phone ? undefined : 160,
              align: 'right',
              render: (_, p) => <ProductPrice product={p} />,
            },
            {
              title: t('catalog.stock'),
              key: 'stock',
              width: 90,
              align: 'right',
              render: (_, p) => <span data-testid={`tp-stock-${p.articleCode}`}>{p.stock}</span>,
            },
            // The phone keeps what a vendor checks at a glance; the rest is on the desktop table.
            ...(phone
              ? []
              : [
                  {
                    title: t('maintenance.open_shipped'),
                    key: 'orders',
                    width: 120,
                    align: 'right' as const,
                    render: (_: unknown, p: Product) => `${p.openOrder} / ${p.shippedOrder}`,
                  },
                  {
                    title: t('maintenance.order'),
                    key: 'order',
                    width: 80,
                    align: 'right' as const,
                    render: (_: unknown, p: Product) => p.displayOrder ?? '–',
                  },
                  {
                    title: t('maintenance.active'),
                    key: 'active',
                    width: 80,
                    render: (_: unknown, p: Product) => (p.active ? t('maintenance.yes') : t('maintenance.no')),
                  },
                ]),
          ]}
        />
      )}
      <Modal
        open={editing}
        title={t('maintenance.update_title', { count: selected.length })}
        onCancel={() => setEditing(false)}
        onOk={() => form.submit()}
        okText={t('maintenance.apply')}
        cancelText={t('maintenance.keep')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void update(v)} data-testid="tp-attributes-form">
          <Form.Item name="order" label={t('maintenance.order')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="newArrival" label={t('maintenance.new_arrival')}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="active" label={t('maintenance.new_arrival_active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
