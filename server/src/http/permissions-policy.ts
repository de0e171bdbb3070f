import type { RequestHandler } from 'express';

/**
 * Marquee's pages never use these powerful features, so no page (nor anything injected into
 * one) may ask for them. Fullscreen and autoplay stay allowed: the player needs both.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  next();
};
