// `pnpm admin:create`: adds an administrator to the configured database (DATABASE_URL, or
// PGlite in DATA_DIR), also when it has users already — the way back into an installation
// whose administrators are gone. The account comes from ADMIN_EMAIL and ADMIN_PASSWORD
// (and ADMIN_FIRSTNAME, ADMIN_LASTNAME, ADMIN_LANGUAGE), never from arguments, which other
// users of the machine can read in the process list.
import { createFileStore } from '../storage/index.ts';
import { databaseLimits, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { createAdmin } from './first-admin.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (12 to 256 characters) to create an administrator.');
  process.exit(2);
}
const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, limits: databaseLimits(config) });
try {
  await migrate(db, { store: await createFileStore(config) });
  const outcome = await createAdmin(
    db,
    { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, firstname: config.ADMIN_FIRSTNAME, lastname: config.ADMIN_LASTNAME, language: config.ADMIN_LANGUAGE },
    { onlyIntoEmpty: false },
  );
  if (outcome === 'email-taken') {
    console.error(`A user with the e-mail address ${config.ADMIN_EMAIL} already exists; nothing was changed.`);
    process.exitCode = 1;
  } else {
    console.log(`Administrator ${config.ADMIN_EMAIL} created.`);
  }
} finally {
  await db.destroy();
}
