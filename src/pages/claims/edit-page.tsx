import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ClaimToEdit } from '../../graphql/claim-forms.ts';
import { LoadError } from '../../shell/load-error.tsx';
import type { FrameFacts } from './form-frame-lookup.tsx';
import { ClaimFormPage } from './form-page.tsx';
import { useClaimArticles, useClaimToEdit } from './form-queries.ts';
import { ClaimNotFound, FormSkeleton, NotEditable } from './form-states.tsx';

/** The bike as the claim keeps it: the frame is fixed once filed. */
const frameOf = (c: ClaimToEdit): FrameFacts => ({
  frameNumber: c.frameNumber ?? '',
  brand: c.brandName,
  model: c.model,
  modelYear: c.modelYear,
  series: c.series,
  productionCode: c.productionCode,
  deliveryNo: c.frameShippedDelvNo,
  shippedAt: c.frameShippedAt,
  shippedTo: c.frameShippedTo,
  shippedToName: c.frameShippedToName,
  stolen: c.stolenBike,
  recalls: c.recallFrames,
  unknownArticleId: c.frameUnknown ? c.articleId : null,
});

/** /claim/:id/edit (spec 2 §2): the dealer's own claim while its status allows changes, in the form it was filed with. */
export default function EditClaimPage() {
  const { id = '' } = useParams();
  const query = useClaimToEdit(id, !!id);
  const code = query.error?.code;
  // Another customer's claim and a missing one look the same to the dealer.
  if (!id || code === 'N001' || code === 'U002') return <ClaimNotFound />;
  if (query.isError) return <LoadError error={query.error} titleKey="claim-form:states.load_failed" onRetry={() => void query.refetch()} />;
  const claim = query.data?.claim;
  if (!claim) return <FormSkeleton />;
  if (!claim.mayEdit) return <NotEditable id={claim.id} />;
  if (claim.productCategory === 'PAA') return <EditPaaClaim claim={claim} />;
  return <EditBikeClaim claim={claim} />;
}

function EditBikeClaim({ claim }: { claim: ClaimToEdit }) {
  const { t } = useTranslation('claim-form');
  const backTo = useBackTo(claim);
  return (
    <ClaimFormPage
      category="BIKE"
      claim={claim}
      frame={frameOf(claim)}
      title={t('title.edit', { referenceNo: claim.referenceNo })}
      {...backTo}
    />
  );
}

/** Back to the claim; the subtitle names what it is about. */
function useBackTo(claim: ClaimToEdit) {
  const { locale } = useParams();
  return { back: `/${locale}/claim/${claim.id}`, subtitle: [claim.frameNumber, claim.articleName].filter(Boolean).join(' · ') };
}

/**
 * The article is offered again among those invoiced to the dealer (searched by its code), with its invoices to choose
 * from. Not found (no longer invoiced), the dealer picks it anew.
 */
function EditPaaClaim({ claim }: { claim: ClaimToEdit }) {
  const { t } = useTranslation('claim-form');
  const articles = useClaimArticles(claim.articleCode);
  const backTo = useBackTo(claim);
  if (articles.isPending) return <FormSkeleton />;
  const article = articles.data?.claimArticles.find((a) => a.id === claim.articleId) ?? null;
  return (
    <ClaimFormPage category="PAA" claim={claim} article={article} title={t('title.edit', { referenceNo: claim.referenceNo })} {...backTo} />
  );
}
