import { useCustom } from '@refinedev/core';
import { gql } from '@urql/core';
import { useMemo } from 'react';
import type { OptionsSource } from './types.ts';

/** The options of a select filter or widget, read once per page from the API (a few dozen rows). */
export function useOptions(source: OptionsSource | undefined) {
  const document = useMemo(() => (source ? gql(source.query) : null), [source]);
  const { result, query } = useCustom<Record<string, Record<string, Record<string, unknown>[]>>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: document ?? undefined },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'admin-options', source?.query], enabled: !!document, meta: { feedback: false } },
  });
  const options = useMemo(() => {
    if (!source) return [];
    const root = Object.values(result.data ?? {})[0];
    return (root?.[source.rows] ?? []).map((row) => ({ value: row[source.value] as string | number, label: String(row[source.label]) }));
  }, [result.data, source]);
  return { options, loading: query.isLoading, error: query.isError };
}
