// What the app and other features may use of the landing page.
export { LandingPage } from './routes/landing-page';
export { LandingFooter } from './components/landing-footer';
