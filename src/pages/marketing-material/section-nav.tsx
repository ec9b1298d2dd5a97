import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SECTIONS } from '../../graphql/marketing-material.ts';

/** Switches between the two sections of marketing material (brand assets, product lineup). */
export function SectionSwitch() {
  const { t } = useTranslation('marketing-material');
  const { locale, type } = useParams();
  const navigate = useNavigate();
  return (
    <Segmented
      value={type}
      onChange={(v) => navigate(`/${locale}/marketing-material/${v}`)}
      data-testid="mm-sections"
      options={SECTIONS.map((s) => ({ value: s, label: t(`sections.${s}`) }))}
    />
  );
}
