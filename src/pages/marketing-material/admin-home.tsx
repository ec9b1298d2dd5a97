import { Navigate, useParams } from 'react-router';

/** /admin/marketing-material (spec 3 §2): the list of images and videos, where the categories are one menu entry away. */
export default function MarketingAdminHome() {
  const { locale } = useParams();
  return <Navigate to={`/${locale}/admin/marketing-material/image`} replace />;
}
