// A one-off for problems stored before images were cleaned on upload: every problem's image
// and image template is checked and cleaned as a new upload is (at most 2,000 px, upright,
// without metadata); one of more than 40 megapixels is removed from its problem and named.
// Run it once on the database the server uses (with PGlite, while the server is stopped):
//   node apps/server/scripts/clean-problem-images.ts [--dry-run]
// --dry-run only reports what it would change. Running it again changes nothing more.
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { cleanProblemImages } from '../src/modules/problems/clean-images.ts';
import { createImageWork } from '../src/modules/problems/image-work/client.ts';
import { createFileStore } from '../src/storage/index.ts';

const dryRun = process.argv.includes('--dry-run');
const config = loadConfig();
const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const images = createImageWork();
const files = await createFileStore(config);
try {
  await migrate(db, { store: files });
  const report = await cleanProblemImages(db, images, files, { dryRun });
  const verb = dryRun ? 'would be' : 'were';
  console.log(`${report.checked} images checked.`);
  for (const c of report.cleaned) console.log(`  problem ${c.problemId}: the ${c.what} ${verb} cleaned (${c.from} → ${c.to} bytes)`);
  for (const r of report.removed) console.log(`  problem ${r.problemId}: the ${r.what} ${verb} removed: ${r.detail}`);
  for (const u of report.unreadable) console.log(`  problem ${u.problemId}: the ${u.what} cannot be read as an image; left as it is`);
  console.log(`${report.cleaned.length} ${verb} cleaned, ${report.removed.length} ${verb} removed, ${report.unreadable.length} unreadable.`);
} finally {
  await images.close();
  await db.destroy();
}
