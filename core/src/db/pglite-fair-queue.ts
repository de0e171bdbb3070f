import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { FairQueue, type ClientWork } from '../fair-queue.js';

const dashboardWork = new AsyncLocalStorage<ClientWork>();

/**
 * Runs `fn` (a dashboard request's handling) as that client's database work: on the embedded
 * database it waits behind screens and takes turns with other clients. Screens' work, whatever
 * route it comes by, is simply not marked.
 */
export function runAsDashboardWork<T>(client: string, fn: () => T): T {
  return dashboardWork.run({ client }, fn);
}

/**
 * Puts every statement and transaction of an embedded database (one connection) through a
 * FairQueue of one slot. drizzle calls `query` and `transaction`; a transaction's own
 * statements run inside its turn.
 */
export function takeTurnsFairly(
  client: PGlite,
  queue = new FairQueue({ name: 'the embedded database', slots: 1, maxWaiting: 1000 }),
): FairQueue {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const turn = <T>(fn: () => Promise<T>) => queue.run(dashboardWork.getStore(), fn);
  client.query = ((...args: Parameters<typeof query>) =>
    turn(() => query(...args))) as typeof client.query;
  client.exec = (...args) => turn(() => exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    turn(() => transaction(...args))) as typeof client.transaction;
  return queue;
}
