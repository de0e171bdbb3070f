// What other features may use of screen health.
export { ScreenHealthLine } from './components/screen-health-line';
