import type { UserRow } from '@marquee/core/db/schema/index.js';

export interface AuthContext {
  user: UserRow;
  sessionId: number;
  /** The raw token, present so logout can end exactly this session. */
  token: string;
  via: 'cookie' | 'bearer';
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}
