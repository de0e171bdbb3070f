import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser, SignInFirst } from '../../features/auth';
import { FullPageLoader } from '../../shared/ui/full-page-loader';

// Visitors of the landing page never download the dashboards, and signed-in owners never
// download the landing page.
const LandingPage = lazy(() =>
  import('../../features/landing/routes/landing-page').then((m) => ({ default: m.LandingPage })),
);
const ClientDashboard = lazy(() =>
  import('./client-dashboard').then((m) => ({ default: m.ClientDashboard })),
);
const AdminDashboard = lazy(() =>
  import('./admin-dashboard').then((m) => ({ default: m.AdminDashboard })),
);

/** Spec §2: / is the admin dashboard, the client dashboard or the landing page. */
export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  if (isPending) return <FullPageLoader />;
  // A screen's QR link (?claim=<code>) is for its owner: a signed-out phone signs in first and
  // comes back to the dialog rather than landing on the marketing page.
  if (!user && params.has('claim')) return <SignInFirst />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      {!user ? (
        <LandingPage />
      ) : user.role === 'admin' ? (
        <AdminDashboard user={user} />
      ) : (
        <ClientDashboard user={user} />
      )}
    </Suspense>
  );
}
