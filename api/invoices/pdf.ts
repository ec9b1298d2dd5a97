import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatMoney } from '../../src/rules/money.ts';
import type { CurrencyFormat } from '../../src/rules/host-config.ts';
import type { InvoiceDetail } from './detail.ts';

/** The texts of the invoice PDF and its mail: `pdf` and `email` of locales/<locale>/invoices.json, so they read as the page does. */
export type InvoiceTexts = { pdf: Record<string, string>; email: Record<string, string> };

const cache = new Map<string, InvoiceTexts>();
export function invoiceTexts(locale: string): InvoiceTexts {
  const safe = /^[a-z]{2}(-[a-z]{2})?$/.test(locale) ? locale : 'en-us';
  let texts = cache.get(safe);
  if (!texts) {
    const read = (l: string) => JSON.parse(fs.readFileSync(new URL(`../../locales/${l}/invoices.json`, import.meta.url), 'utf8'));
    let file: InvoiceTexts;
    try {
      file = read(safe);
    } catch {
      file = read('en-us');
    }
    cache.set(safe, (texts = { pdf: file.pdf, email: file.email }));
  }
  return texts;
}

/**
 * The invoice as a one-file PDF: seller and customer, the invoice's dates and references, the lines, and the totals
 * from the lines to the grand total (discount, freight, surcharges, recycle fee, freight allowance, tax).
 */
export function invoicePdf(inv: InvoiceDetail, format: CurrencyFormat, texts: InvoiceTexts['pdf']): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${texts.title} ${inv.invoiceNo}`, Author: inv.companyName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => formatMoney(minor / 10 ** format.decimalPrecision, format).replace(/\u00a0/g, ' ');
  const left = 48;
  const width = doc.page.width - 96;

  // Header: seller on the left, the document's name and number on the right.
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(inv.companyName, left, 48, { width: width / 2 });
  doc.font('Helvetica').fontSize(9).text(`${texts.company_code}: ${inv.companyCode}`, left, doc.y);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(texts.title, left + width / 2, 48, { width: width / 2, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(inv.invoiceNo, left + width / 2, doc.y, { width: width / 2, align: 'right' });

  // Customer and references.
  const top = 120;
  doc.font('Helvetica-Bold').fontSize(10).text(texts.bill_to, left, top);
  doc.font('Helvetica').text(inv.custName);
  for (const line of inv.custAddressLines) doc.text(line);
  doc.text(`${texts.customer_code}: ${inv.custCode}`);
  const refs: [string, string | null][] = [
    [texts.invoice_date, inv.invoiceDate],
    [texts.due_date, inv.dueDate],
    [texts.do_no, inv.doNo],
    [texts.terms, inv.terms],
    [texts.payer, `${inv.payerCode} ${inv.payerName}`],
    [texts.status, texts[`status_${inv.status}`] ?? inv.status],
    [texts.clearing_date, inv.clearingDate],
    [texts.expedition, [inv.expeditionName, inv.expeditionTracking].filter(Boolean).join(' / ') || null],
  ];
  let y = top;
  for (const [label, value] of refs) {
    if (!value) continue;
    doc.font('Helvetica-Bold').text(label, left + width / 2, y, { width: 100 });
    doc.font('Helvetica').text(value, left + width / 2 + 105, y, { width: width / 2 - 105 });
    y = doc.y + 2;
  }

  // Lines.
  const cols = [
    { key: 'article', label: texts.article, w: 90, align: 'left' as const },
    { key: 'name', label: texts.description, w: width - 90 - 40 - 40 - 85 - 90, align: 'left' as const },
    { key: 'qty', label: texts.qty, w: 40, align: 'right' as const },
    { key: 'uom', label: texts.uom, w: 40, align: 'left' as const },
    { key: 'price', label: texts.price, w: 85, align: 'right' as const },
    { key: 'subTotal', label: texts.sub_total, w: 90, align: 'right' as const },
  ];
  const row = (values: string[], bold = false) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const start = doc.y;
    let x = left;
    let bottom = start;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cols.forEach((c, n) => {
      doc.text(values[n], x + 2, start, { width: c.w - 4, align: c.align });
      bottom = Math.max(bottom, doc.y);
      x += c.w;
    });
    doc.y = bottom + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  };
  doc.y = Math.max(y, doc.y) + 24;
  row(
    cols.map((c) => c.label),
    true,
  );
  for (const l of inv.lines) {
    row([
      l.articleCodeDisplay || l.articleCode,
      [l.name, l.brand].filter(Boolean).join(' - '),
      String(l.qty),
      l.uom,
      money(l.price),
      money(l.subTotal),
    ]);
  }
  if (!inv.lines.length) row(['', texts.no_lines, '', '', '', '']);

  // Totals: every figure the invoice carries, the grand total last.
  const totals: [string, number, boolean][] = [
    [texts.lines_total, inv.linesTotal, true],
    [texts.discount, -inv.discount, inv.discount !== 0],
    [texts.shipping_cost, inv.shippingCost, inv.shippingCost !== 0],
    [texts.surcharges, inv.surcharges, inv.surcharges !== 0],
    [texts.recycle_fee, inv.recycleFee, inv.recycleFee !== 0],
    [texts.freight_allowance, -inv.freightAllowance, inv.freightAllowance !== 0],
    [texts.tax, inv.tax, true],
  ];
  doc.y += 8;
  for (const [label, value, shown] of totals) {
    if (!shown) continue;
    const at = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(label, left + width - 300, at, { width: 190, align: 'right' });
    doc.text(money(value), left + width - 105, at, { width: 105, align: 'right' });
  }
  const at = doc.y + 4;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(texts.grand_total, left + width - 300, at, { width: 190, align: 'right' });
  doc.text(money(inv.grandTotal), left + width - 105, at, { width: 105, align: 'right' });
  const paidAt = doc.y + 2;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(texts.paid_amount, left + width - 300, paidAt, { width: 190, align: 'right' });
  doc.text(money(inv.paidAmount), left + width - 105, paidAt, { width: 105, align: 'right' });
  if (inv.notes) doc.moveDown(2).font('Helvetica').fontSize(9).text(inv.notes, left, doc.y, { width });
  doc.end();
  return done;
}
