import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../../../shared/ui/full-page-loader';
import { useCurrentUser } from '../api/get-current-user';
import { returnTo } from '../lib/return-to';

/** /login and /register are for visitors: a signed-in user goes on to where they were headed. */
export function RequireGuest() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <FullPageLoader />;
  return user ? <Navigate to={returnTo(location)} replace /> : <Outlet />;
}
