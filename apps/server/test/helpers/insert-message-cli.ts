// A message written straight into a stopped journey server's database, as the student app
// writes it (docs/product/screens.md#reviews: detection must work on rows that appear by any
// route). Run by apps/web/e2e-server/reviews.spec.ts between seeding and starting the server, because PGlite
// opens its folder in one process only:
//   node apps/server/test/helpers/insert-message-cli.ts <DATA_DIR> <conversation_id> <text>
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.ts';

const [dataDir, conversationId, text] = process.argv.slice(2);
if (!dataDir || !conversationId || !text) throw new Error('usage: insert-message-cli.ts <DATA_DIR> <conversation_id> <text>');
const db = await openDatabase({ dataDir });
try {
  const { rows } = await sql<{ message_id: number }>`insert into messages (conversation_id, role, source, content)
    values (${Number(conversationId)}, 'user', 'text', ${JSON.stringify(text)}::jsonb) returning message_id`.execute(db);
  console.log(rows[0]!.message_id);
} finally {
  await db.destroy();
}
