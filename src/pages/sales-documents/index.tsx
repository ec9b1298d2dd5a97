import { Button, Empty, Flex, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { field, useListState } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { DocumentCards } from './document-cards.tsx';
import { DocumentNotFound } from './not-found.tsx';
import { DOCUMENT_SEARCH, DOCUMENT_TYPES, DOCUMENTS_BY_GROUP, type DocumentType, SEARCH_LIMIT } from '../../graphql/sales-documents.ts';
import { SearchBox } from '../../shell/search-box.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** The search and the page of its matches live in the address. */
const DOCUMENT_LIST = { search: field.text('search', { trim: true }), page: field.page() };

/**
 * Sales and technical documents for readers (/sales-document/{type}, page.sales-document; spec 3 §2 'Reader routes'):
 * the reader's groups with their current documents, then those without a group; a search lists matches, paged.
 */
export default function SalesDocumentsPage() {
  const { t } = useTranslation('content');
  const { locale, type } = useParams();
  const navigate = useNavigate();
  const phone = !useScreens().md;
  const {
    state: { search, page },
    update: set,
  } = useListState(DOCUMENT_LIST);
  const known = DOCUMENT_TYPES.includes(type as DocumentType);

  const grouped = usePortalQuery(['sales-documents', type], DOCUMENTS_BY_GROUP, { type: type ?? '' }, { enabled: known && !search });
  const variables = { type: type ?? '', search, page, limit: SEARCH_LIMIT };
  const found = usePortalQuery(['sales-document-search', variables], DOCUMENT_SEARCH, variables, { enabled: known && !!search });
  if (!known) return <DocumentNotFound />;
  const query = search ? found : grouped;
  const groups = (grouped.data?.salesDocumentGroups?.salesDocumentGroups ?? []).filter((g) => g.salesDocuments.length);
  const ungrouped = grouped.data?.ungrouped?.salesDocuments ?? [];
  const matches = found.data?.salesDocuments;
  const loaded = search ? !!matches : !!grouped.data?.salesDocumentGroups;
  const empty = search ? !matches?.salesDocuments.length : !groups.length && !ungrouped.length;

  return (
    <Flex vertical gap={20} data-testid="sales-documents">
      <Flex justify="space-between" align="center" wrap gap={12}>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(`documents.title_${type}`)}
          </Typography.Title>
        )}
        <Flex gap={8} wrap vertical={phone} style={{ width: phone ? '100%' : undefined }}>
          <Segmented
            value={type}
            onChange={(v) => navigate(`/${locale}/sales-document/${v}`)}
            block={phone}
            options={DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`documents.type_${v}`) }))}
          />
          <SearchBox
            key={type}
            allowClear
            defaultValue={search}
            placeholder={t('documents.search')}
            aria-label={t('documents.search')}
            onSearch={(v) => set({ search: v.trim(), page: 1 })}
            style={{ width: phone ? '100%' : 280 }}
            data-testid="documents-search"
          />
        </Flex>
      </Flex>
      {query.isError && !loaded ? (
        <LoadError error={query.error} titleKey="content:documents.load_failed" onRetry={() => void query.refetch()} />
      ) : !loaded ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : empty ? (
        <Empty description={<span data-testid="documents-empty">{t(search ? 'documents.empty_search' : 'documents.empty')}</span>}>
          {search && <Button onClick={() => set({ search: '' })}>{t('news.clear')}</Button>}
        </Empty>
      ) : search ? (
        <>
          <DocumentCards documents={matches!.salesDocuments} />
          {matches!.info.count > SEARCH_LIMIT && (
            <Flex justify="center">
              <Pagination
                current={page}
                pageSize={SEARCH_LIMIT}
                total={matches!.info.count}
                showSizeChanger={false}
                simple={phone}
                onChange={(p) => set({ page: p })}
              />
            </Flex>
          )}
        </>
      ) : (
        <>
          {groups.map((g) => (
            <section key={g.id} data-testid="document-group">
              <Typography.Title level={5} style={{ marginBottom: 2 }}>
                {g.title}
              </Typography.Title>
              {g.subtitle && (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 10 }}>
                  {g.subtitle}
                </Typography.Paragraph>
              )}
              <DocumentCards documents={g.salesDocuments} />
            </section>
          ))}
          {ungrouped.length > 0 && (
            <section data-testid="document-group">
              <Typography.Title level={5} style={{ marginBottom: 10 }}>
                {t('documents.other')}
              </Typography.Title>
              <DocumentCards documents={ungrouped} />
            </section>
          )}
        </>
      )}
    </Flex>
  );
}
