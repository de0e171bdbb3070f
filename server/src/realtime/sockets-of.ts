import type { Namespace } from 'socket.io';
import { withTimeout } from '@marquee/core/with-timeout.js';

/** Other nodes answer within this, or only this node's sockets are counted. */
const CLUSTER_ANSWER_MS = 2000;

/**
 * A namespace's (or room's) sockets across the cluster. With the Redis adapter the question
 * travels through Redis, which may be away: rather than wait for it (the adapter would wait for
 * the reconnect), answer with this node's own sockets.
 */
export async function socketsOf(nsp: Namespace, room?: string) {
  const scope = room ? nsp.in(room) : nsp;
  try {
    return await withTimeout('other nodes', CLUSTER_ANSWER_MS, scope.fetchSockets());
  } catch {
    return (room ? nsp.local.in(room) : nsp.local).fetchSockets();
  }
}
