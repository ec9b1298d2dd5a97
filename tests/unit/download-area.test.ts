import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../../api/download-area/texts.ts';
import { downloadRequestProblems, isDownloadUnderWay, quotaDayStart } from '../../src/rules/download-area.ts';

describe('a download request', () => {
  it('may be queued for a module of the spec over at most a year', () => {
    expect(downloadRequestProblems('invoices', '2025-12-01', '2026-11-30')).toEqual([]);
    expect(downloadRequestProblems('sales_overview_lines', '2026-02-28', '2026-02-28')).toEqual([]);
  });

  it('names the field and the reason of each problem', () => {
    expect(downloadRequestProblems('payslips', '2026-01-01', '2026-01-31')).toEqual([{ field: 'module', key: 'unknown_module' }]);
    expect(downloadRequestProblems('orders', '2026-02-30', '2026-03-01')).toEqual([{ field: 'from', key: 'invalid_date' }]);
    expect(downloadRequestProblems('orders', '2026-03-02', '2026-03-01')).toEqual([{ field: 'to', key: 'from_after_to' }]);
    expect(downloadRequestProblems('orders', '2025-03-01', '2026-03-02')).toEqual([{ field: 'to', key: 'longer_than_a_year' }]);
    expect(downloadRequestProblems('', '', '')).toHaveLength(2);
  });

  it('counts toward the quota of its UTC day', () => {
    expect(quotaDayStart(new Date('2026-11-26T23:59:59.999Z'))).toBe('2026-11-26T00:00:00.000Z');
    expect(quotaDayStart(new Date('2026-11-27T00:00:00.000Z'))).toBe('2026-11-27T00:00:00.000Z');
  });

  it('is under way while queued or running only', () => {
    expect(['queued', 'running', 'ready', 'failed', 'expired'].filter(isDownloadUnderWay)).toEqual(['queued', 'running']);
  });

  it("gets a file name in the reader's language that any file system takes", () => {
    const t = (key: string) => (({ 'modules.invoices': 'Rechnungen/Gutschriften' }) as Record<string, string>)[key] ?? key;
    expect(downloadFileName(t, 'invoices', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      'Rechnungen_Gutschriften 2026-01-01 - 2026-03-31.xlsx',
    );
  });
});
