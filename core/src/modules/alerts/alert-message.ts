import type { AlertEvent, AlertWebhookBody } from '@marquee/protocol';

export interface AlertFacts {
  deliveryId: number;
  event: AlertEvent;
  displayId: number;
  displayName: string;
  locationId: number;
  locationName: string;
  since: Date;
  detail: string | null;
}

const headline = (f: AlertFacts) => {
  const screen = `Screen “${f.displayName}” at ${f.locationName}`;
  if (f.event === 'offline') return `${screen} is offline`;
  if (f.event === 'online') return `${screen} is back online`;
  return `${screen} cannot show a file`;
};

export function alertEmail(f: AlertFacts, publicUrl: string) {
  const lines = [
    `${headline(f)}.`,
    '',
    f.event === 'offline'
      ? `It has been offline since ${f.since.toISOString()}.`
      : f.event === 'online'
        ? `It was offline from ${f.since.toISOString()}.`
        : `Reported at ${f.since.toISOString()}: ${f.detail ?? ''}`,
    '',
    `Your screens: ${new URL('/', publicUrl).href}`,
    '',
    'You receive this because alerts are on for this location. Turn them off in the location’s screen list.',
  ];
  return { subject: `Marquee: ${headline(f)}`, text: lines.join('\n') };
}

export function alertWebhookBody(f: AlertFacts, timestamp: number): AlertWebhookBody {
  return {
    id: f.deliveryId,
    event: f.event,
    timestamp,
    display: { id: f.displayId, name: f.displayName },
    location: { id: f.locationId, name: f.locationName },
    since: f.since.toISOString(),
    detail: f.detail,
  };
}
