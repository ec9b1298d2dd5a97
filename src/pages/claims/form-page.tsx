import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimArticle, ClaimToEdit } from '../../graphql/claim-forms.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { ClaimForm } from './form-body.tsx';
import type { FrameFacts } from './form-frame-lookup.tsx';
import { useFormStart } from './form-queries.ts';
import { FORM_COLUMN, FormHeading, FormSkeleton, NeedsCustomer } from './form-states.tsx';
import type { ProductCategory } from './form-values.ts';

interface PageProps {
  category: ProductCategory;
  title: string;
  subtitle?: ReactNode;
  back: string;
  claim?: ClaimToEdit;
  frame?: FrameFacts | null;
  article?: ClaimArticle | null;
}

/** Loads who files the claim and the problem catalogue, then shows the form; without an active customer, says so. */
export function ClaimFormPage({ category, title, subtitle, back, ...edit }: PageProps) {
  const { t } = useTranslation('claim-form');
  const start = useFormStart(category);
  if (start.isError) return <LoadError error={start.error} titleKey="claim-form:states.load_failed" onRetry={() => void start.refetch()} />;
  if (!start.data) return <FormSkeleton />;
  const dealer = start.data.claimDealerInformation;
  if (!dealer) return <NeedsCustomer />;
  return (
    <Flex vertical gap={16} style={FORM_COLUMN}>
      <FormHeading title={title} subtitle={subtitle ?? t('intro')} back={back} />
      <ClaimForm category={category} dealer={dealer} problems={start.data.claimProblems} back={back} {...edit} />
    </Flex>
  );
}
