import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditRow } from '../../db/schema/index.js';

export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export function auditRepo(db: Db) {
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
    list: (limit: number, offset: number): Promise<AuditRow[]> =>
      db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(auditLog);
      return row!.n;
    },
  };
}
export type AuditRepo = ReturnType<typeof auditRepo>;
