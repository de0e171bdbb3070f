import { Navigate, useLocation } from 'react-router-dom';
import { returnState } from '../lib/return-to';

/** Sends a signed-out visitor to /login, remembering where they were headed. */
export function SignInFirst() {
  const location = useLocation();
  return <Navigate to="/login" replace state={returnState(location)} />;
}
