import { createBrowserRouter } from 'react-router-dom';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RequireGuest } from '../features/auth/components/require-guest';
import { LoginPage } from '../features/auth/routes/login-page';
import { RegisterPage } from '../features/auth/routes/register-page';
import { SubscribePage } from '../features/billing/routes/subscribe-page';
import { NotFoundPage } from '../features/not-found/routes/not-found-page';
import { DisplayHandoff } from './routes/display-handoff';
import { HomeRoute } from './routes/home';

export const router = createBrowserRouter([
  { path: '/', element: <HomeRoute /> },
  {
    element: <RequireGuest />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  { element: <RequireAuth />, children: [{ path: '/subscribe', element: <SubscribePage /> }] },
  {
    path: '/pair-display',
    // Screens only: visitors of the other pages never download the pairing page or its QR library.
    lazy: () =>
      import('../features/pairing/routes/pair-display-page').then((m) => ({
        Component: m.PairDisplayPage,
      })),
    // The chunk arrives in a blink; nothing to show meanwhile (and no console warning).
    HydrateFallback: () => null,
  },
  { path: '/display', element: <DisplayHandoff /> },
  { path: '*', element: <NotFoundPage /> },
]);
