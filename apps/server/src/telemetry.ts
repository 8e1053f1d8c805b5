// OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: src/server.ts imports this
// module then and only then, before anything else of the server is loaded, so a normal start
// loads none of these packages. Traced: every HTTP request (named by its route, with the request
// id of the log as an attribute) and, on PostgreSQL, every query of the `pg` driver inside it.
// PGlite runs in the process (no driver to instrument). Spans go over OTLP/HTTP (JSON) to
// OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME and
// OTEL_RESOURCE_ATTRIBUTES work as the OpenTelemetry specification says. apps/server/README.md
// "Traces" lists the settings.
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';

/** Balancers ask these every few seconds: spans of them would drown the requests people make. */
const UNTRACED = new Set(['/api/health', '/api/ready']);

let provider: TracerProvider | undefined;

/** Whether traces are on for this process (the variable that turns them on is set). */
export const tracingWanted = () => Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);

/** Sets up the tracer, the exporter and the instrumentations. Call before fastify and pg load. */
export function startTelemetry(): void {
  const delay = Number(process.env.OTEL_BSP_SCHEDULE_DELAY);
  provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'backoffice-server' }).merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: Number.isFinite(delay) && delay > 0 ? delay : 5000 }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has((request.url ?? '').split('?')[0]!),
        // Outgoing calls (the AI provider, SMTP is not HTTP) are children of the request's span.
        ignoreOutgoingRequestHook: () => false,
      }),
      // Statement texts only (Kysely sends values as parameters): no personal data in a span.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
}

/**
 * Names each request's span by its route (`GET /api/admin/classes/:id`) rather than only by its
 * method, and adds the request id the log uses, so a trace and a log line find each other.
 */
export function traceRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    const route = request.routeOptions.url;
    if (route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span.setAttribute('backoffice.request_id', request.id);
  });
}

/** Sends the spans still waiting; the process is about to end. */
export async function stopTelemetry(): Promise<void> {
  await provider?.shutdown();
}
