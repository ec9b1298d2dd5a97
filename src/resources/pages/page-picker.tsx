import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageWindow, VISIBLE_PAGES } from '../../rules/page-window.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

interface PagePickerProps {
  current: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  /** The total in words, e.g. '13 in total'. */
  totalText: string;
  onChange: (page: number, pageSize: number) => void;
}

/**
 * The admin tables' pager: 10 page numbers at a time (spec 3 §9), which antd's own pager cannot show, and the
 * page sizes. Five on a phone, where ten would not fit a row.
 */
export function PagePicker({ current, pageSize, total, pageSizes, totalText, onChange }: PagePickerProps) {
  const { t } = useTranslation('common');
  const phone = !useScreens().md;
  const pageTotal = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange(Math.min(Math.max(1, page), pageTotal), pageSize);
  return (
    <nav aria-label={t('pager.label')} data-testid="admin-pager">
      <Flex wrap align="center" justify="flex-end" gap={4}>
        <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
          {totalText}
        </Typography.Text>
        <Button
          type="text"
          icon={<LeftOutlined />}
          disabled={current <= 1}
          onClick={() => go(current - 1)}
          aria-label={t('pager.previous')}
        />
        {pageWindow(current, pageTotal, phone ? 5 : VISIBLE_PAGES).map((page) => (
          <Button
            key={page}
            type={page === current ? 'primary' : 'text'}
            ghost={page === current}
            onClick={() => go(page)}
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('pager.page', { page })}
            style={{ minWidth: 32, padding: '0 6px' }}
          >
            {page}
          </Button>
        ))}
        <Button
          type="text"
          icon={<RightOutlined />}
          disabled={current >= pageTotal}
          onClick={() => go(current + 1)}
          aria-label={t('pager.next')}
        />
        <Select
          value={pageSize}
          onChange={(size) => onChange(1, size)}
          aria-label={t('pager.page_size')}
          style={{ width: 110, marginInlineStart: 8 }}
          options={pageSizes.map((size) => ({ value: size, label: t('pager.per_page', { count: size }) }))}
        />
      </Flex>
    </nav>
  );
}
