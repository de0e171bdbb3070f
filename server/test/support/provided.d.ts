declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    pgAdminUrl: string;
    redisUrl: string;
    runPrefix: string;
  }
}
export {};
