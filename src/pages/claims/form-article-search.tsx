import { Flex, Select, type SelectProps, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface ArticleSearchProps<A extends { id: number }> extends Omit<SelectProps<number>, 'options' | 'loading'> {
  /** The articles found for the search, the chosen one among them. */
  shown: A[];
  /** Each option's two lines: what names it, and what tells it apart. */
  lines: (article: A) => [string, string];
  searching: boolean;
  failed: boolean;
  /** The text when the search finds nothing, an i18n key of claim-form. */
  noneKey: string;
}

/**
 * A claim's search-as-you-type article choice (the PAA claim's invoiced parts, the model of a bike the portal does not
 * know): the server searches, each option shows two lines, the field shows the chosen one's label.
 */
export function ArticleSearch<A extends { id: number }>({ shown, lines, searching, failed, noneKey, ...select }: ArticleSearchProps<A>) {
  const { t } = useTranslation('claim-form');
  return (
    <Select<number>
      showSearch
      allowClear
      filterOption={false}
      popupMatchSelectWidth={false}
      {...select}
      loading={searching}
      notFoundContent={searching ? <Spin size="small" /> : t(failed ? 'article.search_failed' : noneKey)}
      options={shown.map((a) => {
        const [name, detail] = lines(a);
        return {
          value: a.id,
          label: (
            <Flex vertical gap={0} style={{ lineHeight: 1.3, padding: '2px 0' }}>
              <Typography.Text strong>{name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                {detail}
              </Typography.Text>
            </Flex>
          ),
        };
      })}
    />
  );
}
