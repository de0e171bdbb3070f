/**
 * Online dots go stale as screens come and go; until live push arrives, a list of screens (or
 * their health) that is on screen asks again this often (only while the browser tab is visible).
 */
export const DISPLAYS_REFRESH_MS = 15_000;
