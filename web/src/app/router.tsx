import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth, RequireGuest } from '../features/auth';
import { CodeLoadBoundary } from '../shared/ui/code-load-boundary';
import { DisplayHandoff } from './routes/display-handoff';
import { HomeRoute } from './routes/home';

// Pages other than / come when visited: the dashboard's first load carries none of their forms.
const page = (load: () => Promise<ComponentType>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

const LoginPage = page(() => import('../features/auth/routes/login-page').then((m) => m.LoginPage));
const RegisterPage = page(() =>
  import('../features/auth/routes/register-page').then((m) => m.RegisterPage),
);
const ForgotPasswordPage = page(() =>
  import('../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = page(() =>
  import('../features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage),
);
const SubscribePage = page(() =>
  import('../features/billing/routes/subscribe-page').then((m) => m.SubscribePage),
);
// Screens only: visitors of the other pages never download the pairing page or its QR library.
const PairDisplayPage = page(() =>
  import('../features/pairing/routes/pair-display-page').then((m) => m.PairDisplayPage),
);
const TermsPage = page(() =>
  import('../features/legal/routes/terms-page').then((m) => m.TermsPage),
);
const PrivacyPage = page(() =>
  import('../features/legal/routes/privacy-page').then((m) => m.PrivacyPage),
);
const NotFoundPage = page(() =>
  import('../features/not-found/routes/not-found-page').then((m) => m.NotFoundPage),
);

/**
 * The app's pages. Declarative routes (BrowserRouter in app.tsx) rather than a data router: the
 * app uses no loaders or actions, and the data router is about half of React Router's size on
 * every page's first load. Navigations are transitions, so the page being left stays on screen
 * while the next one's chunk arrives, as with the data router's lazy routes.
 */
export function AppRoutes() {
  return (
    // On a first load the page's chunk arrives in a blink: nothing to show meanwhile.
    <CodeLoadBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<HomeRoute />} />
          <Route element={<RequireGuest />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          </Route>
          {/* Not guest-only: a link opened in a browser signed in as someone else must still work. */}
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route element={<RequireAuth />}>
            <Route path="/subscribe" element={<SubscribePage />} />
          </Route>
          <Route path="/pair-display" element={<PairDisplayPage />} />
          <Route path="/display" element={<DisplayHandoff />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </CodeLoadBoundary>
  );
}
