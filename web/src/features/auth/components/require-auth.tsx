import { Navigate, Outlet } from 'react-router-dom';
import { FullPageLoader } from '../../../shared/ui/full-page-loader';
import { useCurrentUser } from '../api/get-current-user';

export function RequireAuth() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}
