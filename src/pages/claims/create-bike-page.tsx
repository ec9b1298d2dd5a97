import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ClaimFormPage } from './form-page.tsx';

/** /claim/create/bike (spec 2 §2): a warranty claim on a bike shipped to the dealer, found by its frame number. */
export default function CreateBikeClaimPage() {
  const { t } = useTranslation('claim-form');
  const { locale } = useParams();
  return <ClaimFormPage category="BIKE" title={t('title.bike')} subtitle={t('intro_bike')} back={`/${locale}/claim`} />;
}
