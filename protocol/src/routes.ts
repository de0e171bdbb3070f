/** Paths the web app renders itself (spec §2 route table); anything else is the 404 page. */
export const CLIENT_ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/pair-display',
  '/display',
  '/subscribe',
] as const;
export type ClientRoute = (typeof CLIENT_ROUTES)[number];
