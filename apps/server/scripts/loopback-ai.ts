// Starts the loopback OpenAI-compatible server of the tests (test/helpers/loopback-ai.ts) on
// its own, so that the real server can be pointed at it (browser journeys, trying the AI
// features on one machine without a provider):
//   node apps/server/scripts/loopback-ai.ts --port 4011
//   AI_BASE_URL=http://127.0.0.1:4011/v1 AI_MODEL=loopback node apps/server/src/server.ts
// Without --port it takes a free one. It prints `AI_BASE_URL=…` once it listens, answers
// GET …/v1/models when ready, and runs until it is stopped (SIGINT or SIGTERM).
import { startLoopbackAi } from '../test/helpers/loopback-ai.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--port');
const port = at >= 0 ? Number(args[at + 1]) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: node scripts/loopback-ai.ts [--port N]');
  process.exit(2);
}

const ai = await startLoopbackAi({ port });
console.log(`AI_BASE_URL=${ai.url}`);
const stop = async () => {
  await ai.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
