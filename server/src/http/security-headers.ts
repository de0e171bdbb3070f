import type http from 'node:http';
import helmet from 'helmet';
import { PERMISSIONS_POLICY } from './permissions-policy.js';

/** Helmet, as every Express response gets it. */
export const securityHeaders = helmet({
  // Self-hosted installs often run on plain http://<lan-ip>:3000; upgrading would break every asset.
  contentSecurityPolicy: {
    directives: {
      upgradeInsecureRequests: null,
      imgSrc: ["'self'", 'data:', 'blob:'],
      // Web-page items: screens and previews frame the customer's page (sandboxed, never proxied).
      frameSrc: ["'self'", 'http:', 'https:'],
    },
  },
});

/**
 * The same headers as a fixed list, for answers given before Express (the screen poll's fast
 * path): helmet is run once on a stand-in response and what it set is kept.
 */
export function fixedSecurityHeaders(): [string, string][] {
  const set = new Map<string, string>([['Permissions-Policy', PERMISSIONS_POLICY]]);
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      set.set(name, String(value)),
    removeHeader: (name: string) => set.delete(name),
  };
  securityHeaders({} as http.IncomingMessage, res as unknown as http.ServerResponse, () => {});
  return [...set];
}
