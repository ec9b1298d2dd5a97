import { loadExcelJS } from '../../shell/load-exceljs.ts';
import type { SalesOverview } from '../../graphql/sales-overview.ts';

/** What the sheet's labels read, in the reader's language. */
export interface ExportTexts {
  sheets: { filter: string; month: string; brand: string; category: string; model: string };
  columns: {
    name: Record<'month' | 'brand' | 'category' | 'model' | 'series', string>;
    netSales: string;
    netSalesLastYear: string;
    quantity: string;
    quantityLastYear: string;
  };
  filter: [label: string, value: string][];
  monthName: (month: number) => string;
  other: string;
  total: string;
}

/**
 * The overview as shown, as an xlsx workbook: the filter, then one sheet per table with totals. exceljs is loaded
 * here, on the click, so no page carries it until someone downloads.
 */
export async function salesOverviewWorkbook(data: SalesOverview, texts: ExportTexts): Promise<Blob> {
  const ExcelJS = await loadExcelJS();
  const book = new ExcelJS.Workbook();
  const money = data.precision ? `#,##0.${'0'.repeat(data.precision)}` : '#,##0';
  const major = (minor: number) => minor / 10 ** data.precision;

  const filter = book.addWorksheet(texts.sheets.filter);
  filter.columns = [{ width: 28 }, { width: 60 }];
  for (const row of texts.filter) filter.addRow(row);

  type Line = {
    name: string;
    series?: string;
    netSales: number;
    netSalesLastYear: number;
    invoiceQuantity: number;
    invoiceQuantityLastYear: number;
  };
  const sheet = (title: string, first: string, lines: Line[], withSeries = false) => {
    const ws = book.addWorksheet(title);
    const c = texts.columns;
    ws.columns = [
      { header: first, width: 34 },
      ...(withSeries ? [{ header: c.name.series, width: 22 }] : []),
      { header: c.netSales, width: 20, style: { numFmt: money } },
      { header: c.netSalesLastYear, width: 20, style: { numFmt: money } },
      { header: c.quantity, width: 14 },
      { header: c.quantityLastYear, width: 14 },
    ];
    ws.getRow(1).font = { bold: true };
    for (const l of lines) {
      ws.addRow([
        l.name || texts.other,
        ...(withSeries ? [l.series ?? ''] : []),
        major(l.netSales),
        major(l.netSalesLastYear),
        l.invoiceQuantity,
        l.invoiceQuantityLastYear,
      ]);
    }
    const t = data.total;
    ws.addRow([
      texts.total,
      ...(withSeries ? [''] : []),
      major(t.netSales),
      major(t.netSalesLastYear),
      t.invoiceQuantity,
      t.invoiceQuantityLastYear,
    ]).font = { bold: true };
  };
  sheet(
    texts.sheets.month,
    texts.columns.name.month,
    data.byMonth.map((m) => ({ ...m, name: texts.monthName(m.month) })),
  );
  sheet(texts.sheets.brand, texts.columns.name.brand, [...data.byBrand]);
  sheet(texts.sheets.category, texts.columns.name.category, [...data.byMerchandiseCategory]);
  sheet(
    texts.sheets.model,
    texts.columns.name.model,
    data.byModel.flatMap((m) => m.series.map((s) => ({ ...s, name: m.name, series: s.name }))),
    true,
  );

  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
