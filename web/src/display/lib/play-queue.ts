import type { Play } from '@marquee/protocol/player';

/**
 * Plays waiting to be sent, in IndexedDB so they survive an outage and a reload. Plain
 * IndexedDB keeps the player bundle small; the store is keyed by the play's own id.
 */
const DB = 'marquee-plays';
const STORE = 'plays';
const BY_START = 'startedAt';

let opened: Promise<IDBDatabase> | undefined;
function open(): Promise<IDBDatabase> {
  return (opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () =>
      req.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex(BY_START, 'startedAt');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = undefined;
      reject(req.error ?? new Error('IndexedDB unavailable'));
    };
  }));
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const tx = (await open()).transaction(STORE, mode);
  const req = work(tx.objectStore(STORE));
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve(req ? req.result : undefined);
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

export const queuePlay = (play: Play) => run('readwrite', (s) => void s.put(play));

/** ISO times in UTC sort as text, so the index gives the backlog oldest first. */
export const oldestPlays = async (limit: number) =>
  (await run('readonly', (s) => s.index(BY_START).getAll(null, limit) as IDBRequest<Play[]>)) ?? [];

export const queuedCount = async () => (await run('readonly', (s) => s.count())) ?? 0;

export const forgetPlays = (ids: readonly string[]) =>
  run('readwrite', (s) => ids.forEach((id) => s.delete(id)));
