/** What the dashboard's QR code opens on the display: the pairing page with the code filled in. */
export function pairDisplayUrl(code?: string): string {
  const base = `${window.location.origin}/pair-display`;
  return code ? `${base}?code=${encodeURIComponent(code)}` : base;
}

/** What a TV-flow screen's QR code opens on the owner's phone: the Connect dialog, code filled in. */
export function claimScreenUrl(code: string): string {
  return `${window.location.origin}/?tab=locations&claim=${encodeURIComponent(code)}`;
}
