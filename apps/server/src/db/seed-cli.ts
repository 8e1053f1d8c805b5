// `pnpm db:seed`: migrates the configured database (DATABASE_URL, or PGlite in DATA_DIR) and
// fills it with the demo data if it has no users yet, then prints the demo sign-ins.
// `--long-conversation` also adds one conversation of 2,000 messages, for the load and
// performance measurements (never for the demo).
import { databaseLimits, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { DEMO_LOGINS, seedDemo } from './seed.ts';
import { createFileStore } from '../storage/index.ts';
import { LONG_CONVERSATION, seedLongConversation } from './seed/long-conversation.ts';

const config = loadConfig();
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, limits: { ...databaseLimits(config), statementTimeoutMs: 0 } });
const files = await createFileStore(config);
try {
  const applied = await migrate(db, { store: files });
  if (applied.length) console.log(`Migrated ${where}: ${applied.join(', ')}`);
  const started = performance.now();
  if (await seedDemo(db, files)) {
    console.log(`Demo data created in ${where} (${Math.round(performance.now() - started)} ms).`);
    console.log('Demo sign-ins:');
    for (const l of DEMO_LOGINS) console.log(`  ${l.usertype.padEnd(12)} ${l.email.padEnd(48)} ${l.password}`);
  } else {
    console.log(`${where} already has data; nothing seeded.`);
  }
  if (process.argv.includes('--long-conversation') && (await seedLongConversation(db, files))) {
    const { conversationId, studentId, messageCount } = LONG_CONVERSATION;
    console.log(`Conversation ${conversationId} of student ${studentId} with ${messageCount} messages added.`);
  }
} finally {
  await db.destroy();
}
