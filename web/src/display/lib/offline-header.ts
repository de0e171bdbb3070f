/** Set by the service worker on answers it served from its cache because the network failed. */
export const OFFLINE_HEADER = 'x-marquee-offline';
