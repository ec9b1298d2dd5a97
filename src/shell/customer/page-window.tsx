import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface PageWindowProps {
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** Page buttons shown at once (spec 1 §9: 4). */
  visible?: number;
  disabled?: boolean;
}

/** The pages around the current one, `visible` at a time, kept inside 1…pageCount. */
export function pageWindow(page: number, pageCount: number, visible: number): number[] {
  const size = Math.min(visible, pageCount);
  const start = Math.max(1, Math.min(page - Math.floor((size - 1) / 2), pageCount - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Pagination of the customer cards: previous, a window of page numbers, next, and items per page. */
export function PageWindow({ page, pageCount, pageSize, pageSizes, onPage, onPageSize, visible = 4, disabled }: PageWindowProps) {
  const { t } = useTranslation('customer');
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <nav aria-label={t('dialog.pages')}>
        <Flex gap={4} align="center">
          <Button
            type="text"
            icon={<LeftOutlined />}
            aria-label={t('dialog.previous')}
            disabled={disabled || page <= 1}
            onClick={() => onPage(page - 1)}
          />
          {pageWindow(page, pageCount, visible).map((p) => (
            <Button
              key={p}
              type={p === page ? 'primary' : 'text'}
              aria-current={p === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => onPage(p)}
              style={{ minWidth: 36 }}
            >
              {p}
            </Button>
          ))}
          <Button
            type="text"
            icon={<RightOutlined />}
            aria-label={t('dialog.next')}
            disabled={disabled || page >= pageCount}
            onClick={() => onPage(page + 1)}
          />
        </Flex>
      </nav>
      <Select
        aria-label={t('dialog.per_page_label')}
        value={pageSize}
        disabled={disabled}
        onChange={onPageSize}
        options={pageSizes.map((size) => ({ value: size, label: t('dialog.per_page', { count: size }) }))}
        style={{ width: 130 }}
      />
    </Flex>
  );
}
