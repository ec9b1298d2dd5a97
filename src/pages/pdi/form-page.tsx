import { Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PdiChecklistItem } from '../../graphql/pdi.ts';
import { isReadOnlyUser } from '../../rules/read-only.ts';
import { ButtonLink } from '../../shell/button-link.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { FORM_COLUMN, FormHeading } from '../claims/form-states.tsx';
import { PdiForm } from './form-body.tsx';
import { usePdiChecklist, usePdiToEdit } from './form-queries.ts';

/**
 * /pdi/create and /pdi/:id/edit (spec 2 §2 /pdi, §3): a dealer's mechanic looks up a bike shipped to the dealer and
 * ticks the checklist; an edit opens the inspection as saved. Without an active customer, or read-only, it says so.
 */
export default function PdiFormPage() {
  const { id } = useParams();
  const { user } = usePortalUser();
  if (!user) return <FormSkeleton />;
  if (!user.customerData || isReadOnlyUser(user)) return <Notice kind={isReadOnlyUser(user) ? 'read_only' : 'needs_customer'} />;
  return id ? <EditPdi id={Number(id)} /> : <NewPdi />;
}

function NewPdi() {
  const { t } = useTranslation('pdi');
  const { locale } = useParams();
  const checklist = usePdiChecklist(true);
  if (checklist.isError)
    return <LoadError error={checklist.error} titleKey="pdi:form.load_failed" onRetry={() => void checklist.refetch()} />;
  if (!checklist.data) return <FormSkeleton />;
  return <Page title={t('form.title_new')} items={checklist.data.claimPDIChecklist} back={`/${locale}/pdi`} />;
}

function EditPdi({ id }: { id: number }) {
  const { t } = useTranslation('pdi');
  const { locale } = useParams();
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = usePdiToEdit(id, valid);
  const code = query.error?.code;
  // Another customer's inspection and a missing one look the same to the dealer.
  if (!valid || code === 'N001' || code === 'U002') return <Notice kind="not_found" />;
  if (query.isError) return <LoadError error={query.error} titleKey="pdi:form.load_failed" onRetry={() => void query.refetch()} />;
  const pdi = query.data?.pdi;
  if (!pdi) return <FormSkeleton />;
  if (pdi.isDeleted) return <Notice kind="deleted" />;
  if (!pdi.mayChange) return <Notice kind="read_only" />;
  // The checklist as this inspection holds it, in its order.
  const items = pdi.checklist.map(({ checked: _checked, ...item }) => item);
  return <Page title={t('form.title_edit', { frameNumber: pdi.frameNumber })} items={items} pdi={pdi} back={`/${locale}/pdi`} />;
}

function Page({
  title,
  items,
  pdi = null,
  back,
}: {
  title: string;
  items: PdiChecklistItem[];
  pdi?: Parameters<typeof PdiForm>[0]['pdi'];
  back: string;
}) {
  const { t } = useTranslation('pdi');
  return (
    <Flex vertical gap={16} style={FORM_COLUMN} data-testid="pdi-form-page">
      <FormHeading
        title={title}
        subtitle={pdi ? `${pdi.frame.brand} ${pdi.frame.model} · ${pdi.frame.modelYear}` : t('form.intro')}
        back={back}
      />
      <PdiForm items={items} pdi={pdi} back={back} />
    </Flex>
  );
}

function FormSkeleton() {
  return (
    <Flex vertical gap={16} style={FORM_COLUMN} data-testid="pdi-form-loading" role="status">
      {[2, 3, 6].map((rows) => (
        <Card key={rows}>
          <Skeleton active paragraph={{ rows }} />
        </Card>
      ))}
    </Flex>
  );
}

const NOTICES = {
  needs_customer: { status: 'info', title: 'errors.customer_required', text: 'form.needs_customer' },
  read_only: { status: 'info', title: 'form.read_only', text: undefined },
  not_found: { status: '404', title: 'form.not_found', text: 'form.not_found_text' },
  deleted: { status: 'warning', title: 'errors.deleted', text: 'form.deleted_text' },
} as const;

/** Why the form does not show, and the way back to the list. */
function Notice({ kind }: { kind: keyof typeof NOTICES }) {
  const { t } = useTranslation('pdi');
  const { locale } = useParams();
  const n = NOTICES[kind];
  return (
    <Card style={FORM_COLUMN} data-testid={`pdi-${kind.replace('_', '-')}`}>
      <Result
        status={n.status}
        title={t(n.title)}
        subTitle={n.text ? t(n.text) : undefined}
        extra={<ButtonLink to={`/${locale}/pdi`}>{t('form.to_list')}</ButtonLink>}
      />
    </Card>
  );
}
