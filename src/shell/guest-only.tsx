import { Authenticated } from '@refinedev/core';
import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoading } from './page-loading.tsx';

/** The login page; a user who is already signed in goes to the home page instead. */
export function GuestOnly() {
  const { locale } = useParams();
  return (
    <Authenticated key="guest" loading={<PageLoading />} fallback={<Outlet />}>
      <Navigate replace to={`/${locale}`} />
    </Authenticated>
  );
}
