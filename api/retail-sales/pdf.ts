import dayjs from 'dayjs';
import PDFDocument from 'pdfkit';
import { dayjsLocaleOf } from '../../src/rules/locales.ts';
import type { WarrantyEnd } from '../../src/rules/registration.ts';
import type { Translate } from '../i18n/texts.ts';
import type { RegistrationRow } from './rows.ts';
import { nowIso } from '../platform/clock.ts';

export interface CertificateFacts {
  registration: RegistrationRow;
  warranty: WarrantyEnd[];
  /** The dealer company the bike was shipped to, with its code. */
  dealerCompany: string;
  dateFormat: string;
  /** The reader's locale: month names follow it, as the texts do. */
  locale: string;
}

/**
 * The warranty certificate of a registered bike, one A4 page in the reader's language: the brand, the bike and its
 * frame number, the owner, the dealer and the sold date, and how long each component is covered.
 */
export function warrantyCertificatePdf(
  { registration: r, warranty, dealerCompany, dateFormat, locale }: CertificateFacts,
  t: Translate,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t('pdf.title')} ${r.frameNumber}`, Subject: `${r.brand} ${r.frameNumber}`, Author: r.brand },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const date = (iso: string) => dayjs(iso).locale(dayjsLocaleOf(locale)).format(dateFormat);
  const left = 56;
  const width = doc.page.width - 112;
  const blue = '#1d4f91';

  // The brand on the left, what the page is on the right, a rule under both.
  doc
    .fillColor(blue)
    .font('Helvetica-Bold')
    .fontSize(28)
    .text(r.brand.toUpperCase(), left, 56, { width: width / 2 });
  doc.fontSize(16).text(t('pdf.title'), left + width / 2, 60, { width: width / 2, align: 'right' });
  doc
    .fillColor('#555555')
    .font('Helvetica')
    .fontSize(9)
    .text(`${t('pdf.certificate_no')}: ${r.accountRef ?? '-'}`, left + width / 2, doc.y + 2, { width: width / 2, align: 'right' });
  doc
    .moveTo(left, 110)
    .lineTo(left + width, 110)
    .lineWidth(2)
    .strokeColor(blue)
    .stroke();

  doc
    .fillColor('#000000')
    .font('Helvetica')
    .fontSize(11)
    .text(t('pdf.intro', { brand: r.brand }), left, 126, { width });

  const section = (title: string, rows: [string, string | null][]) => {
    doc.moveDown(1.2).fillColor(blue).font('Helvetica-Bold').fontSize(12).text(title, left, doc.y, { width });
    doc.moveDown(0.3).fillColor('#000000');
    for (const [label, value] of rows) {
      if (!value) continue;
      const y = doc.y;
      doc.font('Helvetica').fontSize(10).fillColor('#555555').text(label, left, y, { width: 150 });
      doc.fillColor('#000000').text(value, left + 160, y, { width: width - 160 });
      doc.y = Math.max(doc.y, y + 14) + 2;
    }
  };

  section(t('pdf.bike'), [
    [t('pdf.model'), r.articleDescription],
    [t('pdf.model_year'), String(r.modelYear)],
    [t('pdf.article_code'), r.articleCode],
  ]);
  // The frame number stands out: it is what a workshop checks against the bike.
  const y = doc.y + 2;
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(t('pdf.frame_number'), left, y + 3, { width: 150 });
  doc
    .font('Courier-Bold')
    .fontSize(15)
    .fillColor('#000000')
    .text(r.frameNumber, left + 160, y, { width: width - 160 });
  section(t('pdf.owner'), [
    [t('pdf.name'), r.consumerName],
    [t('pdf.address'), [r.consumerAddress, r.consumerCity].filter(Boolean).join(', ')],
    [t('pdf.phone'), r.consumerPhone],
    [t('pdf.email'), r.consumerEmail],
  ]);
  section(t('pdf.sale'), [
    [t('pdf.dealer'), r.dealerName],
    [t('pdf.dealer_company'), dealerCompany],
    [t('pdf.sold_date'), date(r.soldDate)],
    [t('pdf.sale_type'), t(r.nonRetail ? 'types.non-retail' : 'types.retail')],
  ]);

  // Coverage: one row per component.
  doc.moveDown(1.2).fillColor(blue).font('Helvetica-Bold').fontSize(12).text(t('pdf.coverage'), left, doc.y, { width });
  const cols = [
    { w: width * 0.45, a: 'left' as const },
    { w: width * 0.2, a: 'right' as const },
    { w: width * 0.35, a: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    const top = doc.y + 6;
    let x = left;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000000');
    cells.forEach((c, i) => {
      doc.text(c, x + 4, top, { width: cols[i].w - 8, align: cols[i].a });
      x += cols[i].w;
    });
    doc.y = top + 16;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
  };
  row([t('pdf.component'), t('pdf.months'), t('pdf.valid_until')], true);
  for (const w of warranty) row([t(`components.${w.component}`), String(w.months), date(w.endsOn)], false);

  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555').text(t('pdf.terms'), left, doc.y, { width });
  doc.moveDown(0.5).text(t('pdf.issued', { date: date(nowIso()) }), left, doc.y, { width });
  doc.end();
  return done;
}
