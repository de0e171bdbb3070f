// Child process of the server's first start: creates the embedded database in the directory
// given, from the packed one when the build made it (db/prepared-data-dir.ts), and exits,
// taking PGlite's set-up memory with it (see db/create-pglite.ts).
// With --prepare <file> (run by `npm run build`): packs an empty, migrated database into <file>
// instead, which first starts then unpack (see db/prepared-data-dir.ts).
import { writeFileSync } from 'node:fs';
import { openMigratedPglite } from '@marquee/core/db/client.js';
import { preparedDataDir } from '@marquee/core/db/prepared-data-dir.js';

const [first, second] = process.argv.slice(2);
if (first === '--prepare' && second) {
  const { client } = await openMigratedPglite(undefined);
  const packed = await client.dumpDataDir('gzip');
  writeFileSync(second, Buffer.from(await packed.arrayBuffer()));
  await client.close();
} else if (first) {
  const { client } = await openMigratedPglite(first, preparedDataDir(first));
  await client.close();
} else {
  throw new Error('usage: create-pglite-main.js <database directory> | --prepare <file>');
}
