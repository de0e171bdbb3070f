import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** One connected screen as a node reports it. */
export interface ScreenPresence {
  displayId: number;
  userId: number;
  locationId: number;
}

/** A node refreshes its record this often; the record outlives it by the TTL, then a sweep notices. */
export const HEARTBEAT_MS = 10_000;
export const NODE_TTL_MS = 25_000;
/** Worst case from a node's death to dashboards hearing it: TTL + sweep, under 30 s. */
export const SWEEP_MS = 3_000;

type Row = [displayId: number, userId: number, locationId: number];

/**
 * Presence across API nodes that survives a node dying without a word: each node keeps its
 * screens under its own key with a TTL and lists itself in a set. Every node sweeps the set; the
 * node that removes a dead member from it (SREM answers 1 to exactly one) tells the dashboards
 * of that node's screens, using the copy of its record kept from earlier sweeps.
 */
export function clusterPresence(o: {
  redis: Redis;
  prefix: string;
  nodeId: string;
  /** This node's screens right now. */
  local: () => ScreenPresence[];
  /** A dead node's screens that no live node has (they are offline), and the new count. */
  nodeGone: (offline: ScreenPresence[], connected: number) => void;
  logger: Logger;
}) {
  const nodesKey = `${o.prefix}presence:nodes`;
  const nodeKey = (id: string) => `${o.prefix}presence:node:${id}`;
  const lastSeen = new Map<string, Row[]>();
  let stopped = false;

  async function publish(): Promise<void> {
    const rows: Row[] = o.local().map((s) => [s.displayId, s.userId, s.locationId]);
    await o.redis
      .multi()
      .set(nodeKey(o.nodeId), JSON.stringify(rows), 'PX', NODE_TTL_MS)
      .sadd(nodesKey, o.nodeId)
      .exec();
  }

  /** The listed nodes, and the screens of those whose record has not expired. */
  async function read(): Promise<{ ids: string[]; live: Map<string, Row[]> }> {
    const ids = await o.redis.smembers(nodesKey);
    const live = new Map<string, Row[]>();
    if (ids.length === 0) return { ids, live };
    const values = await o.redis.mget(ids.map(nodeKey));
    ids.forEach((id, i) => {
      const v = values[i];
      if (typeof v === 'string') live.set(id, JSON.parse(v) as Row[]);
    });
    return { ids, live };
  }

  const countOf = (nodes: Map<string, Row[]>) => {
    const ids = new Set<number>();
    for (const rows of nodes.values()) for (const [displayId] of rows) ids.add(displayId);
    return ids.size;
  };

  async function sweep(): Promise<void> {
    const { ids, live: nodes } = await read();
    for (const id of ids) {
      if (nodes.has(id) || id === o.nodeId) continue;
      const rows = lastSeen.get(id) ?? [];
      lastSeen.delete(id);
      if ((await o.redis.srem(nodesKey, id)) !== 1) continue;
      const stillHere = new Set<number>();
      for (const r of nodes.values()) for (const [displayId] of r) stillHere.add(displayId);
      const offline = rows
        .filter(([displayId]) => !stillHere.has(displayId))
        .map(([displayId, userId, locationId]) => ({ displayId, userId, locationId }));
      o.logger.warn({ node: id, screens: rows.length }, 'an API node stopped heartbeating');
      o.nodeGone(offline, countOf(nodes));
    }
    for (const [id, rows] of nodes) lastSeen.set(id, rows);
  }

  const guard = (what: string, p: () => Promise<void>) => () =>
    void p().catch((err: unknown) => {
      if (!stopped) o.logger.warn({ err }, `presence ${what} failed`);
    });
  const heartbeat = setInterval(guard('heartbeat', publish), HEARTBEAT_MS).unref();
  const sweeper = setInterval(guard('sweep', sweep), SWEEP_MS).unref();
  guard('heartbeat', publish)();

  return {
    publish,
    /** Screens connected across the live nodes, this node's own counted as of now. */
    async connected(): Promise<number> {
      await publish();
      return countOf((await read()).live);
    },
    /** Stops heartbeating and drops this node's record, so the others sweep it up at once. */
    async leave(): Promise<void> {
      stopped = true;
      clearInterval(heartbeat);
      clearInterval(sweeper);
      await o.redis.del(nodeKey(o.nodeId)).catch(() => undefined);
    },
    stop() {
      stopped = true;
      clearInterval(heartbeat);
      clearInterval(sweeper);
    },
  };
}
export type ClusterPresence = ReturnType<typeof clusterPresence>;
