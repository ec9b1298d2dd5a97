import { Col, Form, InputNumber, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimArticle, InvoicedLine } from '../../graphql/claim-forms.ts';
import { useHostConfig } from '../../providers/config.tsx';
import type { CurrencyFormat } from '../../rules/host-config.ts';
import { formatMinor } from '../../rules/price.ts';
import { useDebounced } from '../../shell/use-debounced.ts';
import { ArticleSearch } from './form-article-search.tsx';
import { useClaimArticles } from './form-queries.ts';

const SEARCH_DEBOUNCE_MS = 400;

/** An invoice's lines of one article as one choice: the API counts every line of that invoice together. */
function invoicesOf(article: ClaimArticle | null) {
  const byNo = new Map<string, InvoicedLine>();
  for (const l of article?.invoices ?? []) {
    const seen = byNo.get(l.invoiceNo);
    byNo.set(l.invoiceNo, seen ? { ...seen, qty: seen.qty + l.qty, price: Math.max(seen.price, l.price) } : l);
  }
  return [...byNo.values()];
}

const lineOf = (article: ClaimArticle | null, invoiceNo: string | null | undefined) =>
  invoicesOf(article).find((l) => l.invoiceNo === invoiceNo) ?? null;

export const invoicedQty = (article: ClaimArticle | null, invoiceNo: string | null | undefined) => lineOf(article, invoiceNo)?.qty ?? null;

/** The market's currency is shown its own way; another currency by its code, at the precision the line carries. */
function priceText(line: InvoicedLine, currency: CurrencyFormat) {
  const own = line.currency === currency.display;
  return formatMinor(line.price, line.precision, own ? currency : { ...currency, symbol: `${line.currency} ` });
}

interface PickerProps {
  article: ClaimArticle | null;
  onArticle: (article: ClaimArticle | null) => void;
}

/** A PAA claim's subject: an article invoiced to the dealer, the invoice it came on and how many are claimed. */
export function ArticlePicker({ article, onArticle }: PickerProps) {
  const { t } = useTranslation(['claim-form', 'claims', 'forms']);
  const { currency, dateFormat } = useHostConfig();
  const form = Form.useFormInstance();
  const [search, setSearch] = useState('');
  const articles = useClaimArticles(useDebounced(search.trim(), SEARCH_DEBOUNCE_MS));
  const found = articles.data?.claimArticles ?? [];
  // The chosen article stays an option while the dealer searches for something else.
  const shown = article && !found.some((a) => a.id === article.id) ? [article, ...found] : found;
  const invoices = invoicesOf(article);
  const invoiceNo = Form.useWatch('invoiceNo', form) as string | null | undefined;
  const line = lineOf(article, invoiceNo);
  const max = line?.qty ?? null;

  const choose = (id: number | undefined) => {
    onArticle(shown.find((a) => a.id === id) ?? null);
    setSearch('');
    form.setFieldsValue({ invoiceNo: null, qty: null });
  };

  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="articleId" label={t('fields.article')} rules={[{ required: true, message: t('forms:required_field') }]}>
          <ArticleSearch
            shown={shown}
            lines={(a) => [a.articleCode, `${a.name} · ${a.brand}`]}
            searching={articles.isFetching}
            failed={articles.isError}
            noneKey="article.none"
            onSearch={setSearch}
            onChange={choose}
            data-testid="article-picker"
            placeholder={t('article.search_placeholder')}
            labelRender={() => (article ? `${article.articleCode} — ${article.name} (${article.brand})` : null)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item
          name="invoiceNo"
          label={t('fields.invoice')}
          rules={[{ required: true, message: t('forms:required_field') }]}
          extra={article && !invoices.length ? t('article.no_invoices') : undefined}
        >
          <Select
            disabled={!article}
            data-testid="invoice-picker"
            placeholder={t('article.invoice_placeholder')}
            popupMatchSelectWidth={false}
            onChange={() => {
              if (!form.getFieldValue('qty')) form.setFieldsValue({ qty: 1 });
            }}
            options={invoices.map((l) => ({
              value: l.invoiceNo,
              // What the dealer's other claims already hold is shown; the API refuses more than is left.
              label: t('article.invoice_option_left', {
                invoiceNo: l.invoiceNo,
                date: dayjs(l.invoiceDate).format(dateFormat),
                qty: l.qty,
                price: priceText(l, currency),
                left: l.claimableQty,
              }),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="qty"
          label={t('fields.qty')}
          dependencies={['invoiceNo']}
          extra={line ? t('article.claimable_hint', { left: line.claimableQty, qty: line.qty }) : undefined}
          rules={[
            { required: true, message: t('forms:required_field') },
            {
              validator: async (_, v: number | null) => {
                if (v != null && max != null && v > max) throw new Error(t('claims:errors.qty_over_invoiced', { max }));
              },
            },
          ]}
        >
          <InputNumber
            min={1}
            max={max ?? undefined}
            precision={0}
            disabled={!invoiceNo}
            inputMode="numeric"
            style={{ width: '100%' }}
            data-testid="claim-qty"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
