declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    pgAdminUrl: string;
    pgRunPrefix: string;
  }
}
export {};
