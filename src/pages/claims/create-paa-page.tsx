import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ClaimFormPage } from './form-page.tsx';

/** /claim/create/paa (spec 2 §2): a warranty claim on a part or accessory invoiced to the dealer. */
export default function CreatePaaClaimPage() {
  const { t } = useTranslation('claim-form');
  const { locale } = useParams();
  return <ClaimFormPage category="PAA" title={t('title.paa')} subtitle={t('intro_paa')} back={`/${locale}/claim`} />;
}
