import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../../../shared/ui/full-page-loader';
import { useCurrentUser } from '../api/get-current-user';
import { SignInFirst } from './sign-in-first';

export function RequireAuth() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  return user ? <Outlet /> : <SignInFirst />;
}
