export interface DisplayParams {
  locationId: number | null;
  preview: boolean;
  fullscreen: boolean;
}

export function readParams(search: string): DisplayParams {
  const q = new URLSearchParams(search);
  const raw = q.get('location');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return {
    locationId: id,
    preview: q.get('preview') === 'true',
    fullscreen: q.get('fullscreen') === 'true',
  };
}
