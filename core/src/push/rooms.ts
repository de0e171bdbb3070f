// The socket.io rooms pushes are addressed to. An API node joins sockets to them; any process
// (an API node or the standalone worker) emits to them, so the names live with both.

/** A location's screens (and nothing else): `playback:changed` goes here. */
export const locationRoom = (locationId: number) => `location:${locationId}`;
/** One screen's sockets: a revoke is told here before they are cut off. */
export const displayRoom = (displayId: number) => `display:${displayId}`;
/** Paired screens counted as connected; a revoked screen leaves it before its socket goes. */
export const SCREENS_ROOM = 'screens';
/** An account's dashboards. */
export const accountRoom = (userId: number) => `account:${userId}`;
/** Every signed-in administrator's dashboard (the back office). */
export const ADMIN_ROOM = 'admin';
