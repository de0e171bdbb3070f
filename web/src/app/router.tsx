import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RequireAuth, RequireGuest } from '../features/auth';
import { DisplayHandoff } from './routes/display-handoff';
import { HomeRoute } from './routes/home';

// Pages other than / come when visited: the dashboard's first load carries none of their forms.
// The chunks arrive in a blink; nothing to show meanwhile (and no console warning).
const page = (load: () => Promise<ComponentType>) => ({
  lazy: () => load().then((Component) => ({ Component })),
  HydrateFallback: () => null,
});

export const router = createBrowserRouter([
  { path: '/', element: <HomeRoute /> },
  {
    element: <RequireGuest />,
    children: [
      {
        path: '/login',
        ...page(() => import('../features/auth/routes/login-page').then((m) => m.LoginPage)),
      },
      {
        path: '/register',
        ...page(() => import('../features/auth/routes/register-page').then((m) => m.RegisterPage)),
      },
      {
        path: '/forgot-password',
        ...page(() =>
          import('../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
        ),
      },
    ],
  },
  // Not guest-only: a link opened in a browser signed in as someone else must still work.
  {
    path: '/reset-password',
    ...page(() =>
      import('../features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/subscribe',
        ...page(() =>
          import('../features/billing/routes/subscribe-page').then((m) => m.SubscribePage),
        ),
      },
    ],
  },
  {
    path: '/pair-display',
    // Screens only: visitors of the other pages never download the pairing page or its QR library.
    ...page(() =>
      import('../features/pairing/routes/pair-display-page').then((m) => m.PairDisplayPage),
    ),
  },
  { path: '/display', element: <DisplayHandoff /> },
  {
    path: '/terms',
    ...page(() => import('../features/legal/routes/terms-page').then((m) => m.TermsPage)),
  },
  {
    path: '/privacy',
    ...page(() => import('../features/legal/routes/privacy-page').then((m) => m.PrivacyPage)),
  },
  {
    path: '*',
    ...page(() =>
      import('../features/not-found/routes/not-found-page').then((m) => m.NotFoundPage),
    ),
  },
]);
