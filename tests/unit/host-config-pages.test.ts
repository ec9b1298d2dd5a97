// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostConfig } from '../../src/rules/host-config.ts';

// The pages read the host's config through useHostConfig(): each test sets the fields it is about.
const host = vi.hoisted(() => ({ config: {} as Partial<HostConfig> }));
vi.mock('../../src/providers/config.tsx', () => ({ useHostConfig: () => host.config }));
// The stock block's per-warehouse lines are a read of their own, not what these tests are about.
vi.mock('../../src/providers/portal-query.ts', () => ({ usePortalQuery: () => ({ data: undefined }) }));

beforeAll(() => {
  // antd's breakpoints read matchMedia, which jsdom lacks: a desktop width.
  window.matchMedia ??= ((query: string) => ({
    matches: !/max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  host.config = { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm:ss' };
});
afterEach(cleanup);

const { ResponsiveTable } = await import('../../src/shell/responsive-table.tsx');
const { DetailConfirmations } = await import('../../src/pages/orders/detail-confirmations.tsx');
const { OrderTypeTag } = await import('../../src/pages/open-orders/line-parts.tsx');
const { StockBlock } = await import('../../src/pages/catalog/stock-block.tsx');
const { FETCH_MIN_DISPLAY_MS } = await import('../../src/shell/use-minimum-display.ts');

describe('the fetch minimum display delay on the portal table', () => {
  const table = (loading: boolean, rows: { key: string; name: string }[]) =>
    h(ResponsiveTable<{ key: string; name: string }>, {
      loading,
      dataSource: rows,
      pagination: false,
      columns: [{ key: 'name', dataIndex: 'name', title: 'Name' }],
    });
  const spinning = () => document.querySelector('.ant-spin-spinning') !== null;

  it('shows the rows as they come, and keeps the indicator until it has shown its minimum, then drops it', () => {
    vi.useFakeTimers();
    try {
      const view = render(table(true, []));
      expect(spinning()).toBe(true);
      // The answer comes at once: the rows are drawn, and the indicator stays over them.
      view.rerender(table(false, [{ key: '1', name: 'Road bike' }]));
      expect(screen.getByText('Road bike')).toBeTruthy();
      expect(spinning()).toBe(true);
      act(() => vi.advanceTimersByTime(FETCH_MIN_DISPLAY_MS));
      expect(spinning()).toBe(false);
      expect(screen.getByText('Road bike')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a reload over rows already shown with its answer', () => {
    vi.useFakeTimers();
    try {
      const rows = [{ key: '1', name: 'Road bike' }];
      const view = render(table(false, rows));
      view.rerender(table(true, rows));
      // antd's Spin turns on from a timer of its own.
      act(() => vi.advanceTimersByTime(1));
      expect(spinning()).toBe(true);
      view.rerender(table(false, rows));
      act(() => vi.advanceTimersByTime(1));
      expect(spinning()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('order confirmations by the host (supplyLocation, futureConfirmationDisplay)', () => {
  const confirmation = (date: string, location: string) => ({
    qty: 2,
    date,
    site: 'W1',
    sloc: null,
    shippingPoint: null,
    location,
    priority: null,
  });
  const order = {
    lines: [
      {
        articleCode: 'A1',
        articleCodeDisplay: 'A1',
        name: 'Road bike',
        confirmations: [confirmation('2020-01-10', 'Jakarta warehouse'), confirmation('2999-01-10', 'Surabaya warehouse')],
      },
    ],
  } as unknown as Parameters<typeof DetailConfirmations>[0]['order'];

  it('shows the supplying warehouse and future supplies only where the host says so', () => {
    host.config = { ...host.config, supplyLocation: true, futureConfirmationDisplay: true };
    render(h(DetailConfirmations, { order, phone: false }));
    expect(screen.getByText('Jakarta warehouse')).toBeTruthy();
    expect(screen.getByText('2999-01-10')).toBeTruthy();
    expect(screen.queryByText('confirmation.date_to_follow')).toBeNull();
    cleanup();

    host.config = { ...host.config, supplyLocation: false, futureConfirmationDisplay: false };
    render(h(DetailConfirmations, { order, phone: false }));
    // Both supplies stay listed; the later one's date is held back, and no warehouse is named.
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2020-01-10')).toBeTruthy();
    expect(screen.queryByText('2999-01-10')).toBeNull();
    expect(screen.getByText('confirmation.date_to_follow')).toBeTruthy();
    expect(screen.queryByText('Jakarta warehouse')).toBeNull();
    expect(screen.queryByText('confirmation.location')).toBeNull();
  });
});

describe('order types by the host (orderTypeDisplay)', () => {
  it('tags a consignment fill-up only on a host that shows order types', () => {
    host.config = { orderTypeDisplay: true };
    render(h(OrderTypeTag, { type: 'CF' }));
    expect(screen.getByTestId('order-type')).toBeTruthy();
    cleanup();
    host.config = { orderTypeDisplay: false };
    render(h(OrderTypeTag, { type: 'CF' }));
    expect(screen.queryByTestId('order-type')).toBeNull();
  });
});

describe('pre-orders by the host (preOrderDisplay)', () => {
  const product = {
    slug: 'road-bike',
    stock: { hasStock: false, orderable: false, nextArrival: null, availableForOrderAt: '2999-02-01', qty: 0, mask: 'none' },
  } as unknown as Parameters<typeof StockBlock>[0]['product'];

  it('tells from when an arrival may be pre-ordered only on a host that shows pre-orders', () => {
    host.config = { preOrderDisplay: true, maskStock: false };
    render(h(StockBlock, { product }));
    expect(screen.getByTestId('pre-order-from')).toBeTruthy();
    cleanup();
    host.config = { preOrderDisplay: false, maskStock: false };
    render(h(StockBlock, { product }));
    expect(screen.getByTestId('stock-block')).toBeTruthy();
    expect(screen.queryByTestId('pre-order-from')).toBeNull();
  });
});
