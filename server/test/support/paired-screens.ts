import type { apiClient } from './api-client.js';

/** Pairs `count` screens to one location, the way the Connect dialog and /pair-display do. */
export async function pairScreens(
  api: ReturnType<typeof apiClient>,
  ownerToken: string,
  locationId: number,
  count: number,
): Promise<{ displayId: number; displayToken: string }[]> {
  const screens: { displayId: number; displayToken: string }[] = [];
  for (let i = 0; i < count; i++) {
    const { pairingCode } = (
      await api.post(`/api/locations/${locationId}/pairing-code`, {}, ownerToken)
    ).body as { pairingCode: string };
    const paired = await api.post('/api/pair-display', { code: pairingCode });
    if (paired.status !== 201 && paired.status !== 200)
      throw new Error(`pairing failed: ${paired.status} ${JSON.stringify(paired.body)}`);
    screens.push(paired.body as { displayId: number; displayToken: string });
  }
  return screens;
}
