import { sql } from 'drizzle-orm';
import type { Db } from '@marquee/core/db/client.js';

/**
 * `n` accounts in one INSERT … SELECT: every 3rd is suspended, every 10th owns (g % 13)
 * locations, names and companies repeat so searches match several. Shared by the scale test
 * and bench/admin-users.ts.
 */
export async function seedUsers(db: Db, n: number) {
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, company_name, status, created_at)
    select 'bulk' || g || '@scale.test', 'x', 'First' || g, 'Last' || (g % 1000), 'Company ' || (g % 5000),
           case when g % 3 = 0 then 'suspended' else 'active' end,
           timestamp '2025-01-01' + g * interval '1 minute'
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into locations (user_id, name, next_billing_date)
    select u.id, 'Loc ' || k, now() + interval '30 days'
    from users u
    join lateral generate_series(1, (substring(u.first_name from 6)::int % 13)) k on true
    where u.email like 'bulk%' and substring(u.first_name from 6)::int % 10 = 0`);
  await db.execute(sql`analyze`);
}
