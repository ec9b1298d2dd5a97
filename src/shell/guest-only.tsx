import { useState } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { hasSession } from '../providers/tokens.ts';

/**
 * The login page; a user who is already signed in when it opens goes to the home page instead. Asked once, as it
 * opens: a sign-in made here leads on by itself, and a second redirect arriving after it would undo a navigation the
 * user (or a link) made in between.
 */
export function GuestOnly() {
  const { locale } = useParams();
  const [signedIn] = useState(hasSession);
  return signedIn ? <Navigate replace to={`/${locale}`} /> : <Outlet />;
}
