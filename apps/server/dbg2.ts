const mode = process.argv[2];
process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:9';
if (mode !== 'none') {
  const t = await import('./src/telemetry.ts');
  if (mode === 'full') t.startTelemetry();
}
const { openDatabase } = await import('./src/db/database.ts');
const { mkdtempSync } = await import('node:fs');
const db = await openDatabase({ dataDir: mkdtempSync('/tmp/pgl-') });
console.log(mode, 'ok');
await db.destroy();
process.exit(0);
