import { Navigate, Outlet } from 'react-router-dom';
import { FullPageLoader } from '../../../shared/ui/full-page-loader';
import { useCurrentUser } from '../api/get-current-user';

/** /login and /register are for visitors: a signed-in user goes straight to the dashboard. */
export function RequireGuest() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  return user ? <Navigate to="/" replace /> : <Outlet />;
}
