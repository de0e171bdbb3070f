import { PGlite } from '@electric-sql/pglite';
const rss = () => (process.memoryUsage().rss / 1048576).toFixed(0);
console.log('start', rss());
const t = performance.now();
const db = new PGlite(process.argv[2] || undefined);
await db.waitReady;
console.log('ready', rss(), (performance.now() - t).toFixed(0), 'ms');
await db.query('select 1');
console.log('q', rss());
