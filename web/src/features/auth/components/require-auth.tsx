import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../../../shared/ui/full-page-loader';
import { useCurrentUser } from '../api/get-current-user';
import { returnState } from '../lib/return-to';

export function RequireAuth() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <FullPageLoader />;
  return user ? <Outlet /> : <Navigate to="/login" replace state={returnState(location)} />;
}
