// The server's entry point (src/main.ts does the work). It first makes sure the process runs
// with the V8 settings the server is measured with (README "Memory"); when one is missing, the
// process starts again at once, in place (same process id), with it:
//   - a young generation of at most 4 MB per half instead of V8's default of up to 32 MB: the
//     server's short-lived garbage (requests, large JSON answers) is collected sooner, which
//     keeps about 50 MB off its resident memory for no measurable cost in answer times;
//   - on PGlite, whose database is PostgreSQL compiled to WebAssembly inside this process,
//     only V8's baseline compiler for WebAssembly: the optimizing one recompiles the busy parts
//     of the database in the background and holds about 300 MB more for it, for no measurable
//     gain on our queries.
// A flag already given (with any value, on the command line or in NODE_OPTIONS) is left as it is.
const flags = ['--max-semi-space-size=4', ...(process.env.DATABASE_URL ? [] : ['--liftoff-only'])];
const nodeOptions = process.env.NODE_OPTIONS?.split(/\s+/) ?? [];
const given = (flag: string) => [...process.execArgv, ...nodeOptions].some((arg) => arg.split('=')[0] === flag.split('=')[0]);
const missing = flags.filter((flag) => !given(flag));
if (missing.length > 0) {
  process.execve?.(process.execPath, [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)], process.env);
}
// Traces only when asked for: the OpenTelemetry packages load before the server's own modules
// (so that they can instrument http and pg), and not at all otherwise.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) (await import('./telemetry.ts')).startTelemetry();
await import('./main.ts');

export {};
