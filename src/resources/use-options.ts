import type { TadaDocumentNode } from 'gql.tada';
import { type DocumentNode, getOperationAST } from 'graphql';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalQuery } from '../providers/portal-query.ts';
import type { OptionsSource, QueryOptions } from './types.ts';

const fromQuery = (source: OptionsSource | undefined): QueryOptions | undefined => (source && 'query' in source ? source : undefined);

/** A document's operation name: the cache key of what it reads (documents are objects, too big to hash each render). */
export const operationName = (document: DocumentNode) => getOperationAST(document)?.name?.value;

/** The options of a select filter or widget: fixed choices, or read once per page from the API (a few dozen rows). */
export function useOptions(source: OptionsSource | undefined, variables?: Record<string, unknown>) {
  const { t } = useTranslation();
  const queried = fromQuery(source);
  // Rows are read by the declared field names, so the answer stays untyped here; without a query nothing is asked.
  const document = queried?.query as TadaDocumentNode<Record<string, unknown>, Record<string, unknown> | undefined>;
  const query = usePortalQuery(['admin-options', queried && operationName(queried.query), variables], document, variables, {
    enabled: !!queried,
  });
  const options = useMemo(() => {
    if (!source) return [];
    if ('choices' in source) return source.choices.map((c) => ({ value: c.value, label: t(c.label) }));
    const root = Object.values(query.data ?? {})[0];
    const rows = (source.rows ? (root as Record<string, unknown> | undefined)?.[source.rows] : root) as
      | Record<string, unknown>[]
      | undefined;
    return (rows ?? []).map((row) => {
      const label = source.detail ? `${String(row[source.label])} (${String(row[source.detail])})` : String(row[source.label]);
      return {
        value: row[source.value] as string | number,
        label: source.group ? `${t(`${source.group.label}${String(row[source.group.field])}`)}: ${label}` : label,
      };
    });
  }, [query.data, source, t]);
  return { options, loading: !!queried && query.isLoading, error: query.isError };
}
