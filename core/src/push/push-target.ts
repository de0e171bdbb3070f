// What a push needs of a socket.io namespace: rooms to emit to, and a revoked screen's sockets to
// drop. Both a socket.io Server's namespace (an API node) and @socket.io/redis-emitter's (the
// standalone worker, which has no sockets of its own) have this shape, so the same code pushes
// from either process and the Redis adapter delivers it on every node.

/** Some rooms of a namespace, named with to()/in(). */
export interface PushRooms {
  to(room: string): PushRooms;
  emit(event: string, ...args: unknown[]): unknown;
  socketsLeave(room: string): void;
  disconnectSockets(close?: boolean): void;
}

/** A namespace, as far as pushes go. */
export interface PushNamespace {
  to(room: string): PushRooms;
  in(room: string): PushRooms;
}

/** The two namespaces pushes reach: screens (`/display`) and dashboards (`/dashboard`). */
export interface PushTargets {
  display: PushNamespace;
  dashboard: PushNamespace;
}
