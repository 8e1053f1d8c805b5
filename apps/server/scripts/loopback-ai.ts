// Starts the loopback OpenAI-compatible server of the tests (test/helpers/loopback-ai.ts) on
// its own, so that the real server can be pointed at it (browser journeys, trying the AI
// features on one machine without a provider):
//   node apps/server/scripts/loopback-ai.ts --port 4011
//   AI_BASE_URL=http://127.0.0.1:4011/v1 AI_MODEL=loopback node apps/server/src/server.ts
// Without --port it takes a free one. It prints `AI_BASE_URL=…` once it listens, answers
// GET …/v1/models when ready, and runs until it is stopped (SIGINT or SIGTERM). With
// --delay-ms N every answer takes N ms, as a slow model's would (the two-process run needs an
// extraction that lasts long enough to kill the process running it).
import { startLoopbackAi } from '../test/helpers/loopback-ai.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--port');
const port = at >= 0 ? Number(args[at + 1]) : 0;
const delayAt = args.indexOf('--delay-ms');
const delayMs = delayAt >= 0 ? Number(args[delayAt + 1]) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65535 || !Number.isInteger(delayMs) || delayMs < 0) {
  console.error('usage: node scripts/loopback-ai.ts [--port N] [--delay-ms N]');
  process.exit(2);
}

const ai = await startLoopbackAi({ port, delayMs });
console.log(`AI_BASE_URL=${ai.url}`);
const stop = async () => {
  await ai.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
