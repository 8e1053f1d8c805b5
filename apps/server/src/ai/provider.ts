// The one way the server talks to an AI model: an OpenAI-compatible chat-completions API
// (a hosted service, or Ollama or vLLM on the school's own machine), through the official
// `openai` package. Every answer is asked for as JSON against a schema and checked with zod
// before anyone uses it. Calls go through a bounded queue and, on PostgreSQL, the slots shared
// by all server processes (src/ai/slots.ts); a slow call ends after
// AI_TIMEOUT_MS. The log gets the purpose, model, duration and outcome of each call, never
// the key, the prompt or the answer (they hold students' and teachers' texts).
import type { FastifyBaseLogger } from 'fastify';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, RateLimitError } from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { BoundedQueue, QueueFullError } from '../lib/bounded-queue.ts';
import { HttpError } from '../lib/http-error.ts';
import { aiBadAnswer, aiBusy, aiTimeout, aiUnreachable } from './errors.ts';
import type { AiSlots } from './slots.ts';

export type AiPart = { type: 'text'; text: string } | { type: 'image'; data: Buffer; mimeType: string };

export interface AiRequest<T> {
  /** What the call is for, in the log ("solution", "extraction", …). */
  purpose: string;
  system: string;
  user: AiPart[];
  /** The answer's shape: sent as its JSON schema, and checked before use. */
  schema: z.ZodType<T>;
  schemaName: string;
  /** Sent to the vision model (AI_VISION_MODEL, else AI_MODEL). */
  vision?: boolean;
  temperature?: number;
}

export interface AiProvider {
  ask<T>(request: AiRequest<T>): Promise<T>;
}

/** Local models sometimes wrap JSON in a markdown fence even when asked for JSON. */
function parseJson(text: string): unknown {
  const unfenced = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  return rest;
}

/** Seconds from an upstream Retry-After header (seconds or HTTP date), if it has one. */
function retryAfterOf(headers: Headers | undefined): number | undefined {
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, (date - Date.now()) / 1000);
}

function toContent(parts: AiPart[]): ChatCompletionContentPart[] {
  return parts.map((part) =>
    part.type === 'text'
      ? { type: 'text', text: part.text }
      : { type: 'image_url', image_url: { url: `data:${part.mimeType};base64,${part.data.toString('base64')}` } },
  );
}

/**
 * `slots`: the limit shared with the other server processes (src/ai/slots.ts); every call
 * takes one for as long as it talks to the provider.
 */
export function createAiProvider(config: Config, log: FastifyBaseLogger, slots?: AiSlots): AiProvider | undefined {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return undefined;
  const client = new OpenAI({
    baseURL: config.AI_BASE_URL,
    // The package insists on a key; local servers ignore it.
    apiKey: config.AI_API_KEY || 'none',
    timeout: config.AI_TIMEOUT_MS,
    // Retries (also after an upstream 429, honouring its Retry-After) stay within the timeout below.
    maxRetries: 2,
    logLevel: 'off',
  });
  const queue = new BoundedQueue(config.AI_MAX_CONCURRENCY, config.AI_MAX_CONCURRENCY * 4);
  const textModel = config.AI_MODEL;
  const visionModel = config.AI_VISION_MODEL ?? config.AI_MODEL;

  async function call<T>(request: AiRequest<T>, model: string): Promise<T> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: toContent(request.user) },
    ];
    const completion = await client.chat.completions.create(
      {
        model,
        messages,
        temperature: request.temperature ?? 0.3,
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.schemaName, schema: jsonSchemaOf(request.schema), strict: true },
        },
      },
      { signal: AbortSignal.timeout(config.AI_TIMEOUT_MS) },
    );
    const message = completion.choices[0]?.message;
    if (!message || message.refusal || typeof message.content !== 'string') throw aiBadAnswer();
    const parsed = request.schema.safeParse(parseJson(message.content));
    if (!parsed.success) throw aiBadAnswer();
    return parsed.data;
  }

  return {
    async ask<T>(request: AiRequest<T>): Promise<T> {
      const model = request.vision ? visionModel : textModel;
      const started = performance.now();
      const done = (outcome: string, extra: object = {}) =>
        log.info({ msg: 'ai call', purpose: request.purpose, model, ms: Math.round(performance.now() - started), outcome, ...extra });
      try {
        const answer = await queue.run(() => (slots ? slots.run(() => call(request, model)) : call(request, model)));
        done('ok');
        return answer;
      } catch (error) {
        if (error instanceof QueueFullError) {
          done('busy');
          throw aiBusy(error.retryAfterSeconds);
        }
        if (error instanceof RateLimitError) {
          done('rate limited', { status: 429 });
          throw aiBusy(retryAfterOf(error.headers) ?? 30);
        }
        if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
          done('timeout');
          throw aiTimeout();
        }
        if (error instanceof APIConnectionError) {
          done('unreachable');
          throw aiUnreachable();
        }
        if (error instanceof APIError) {
          // A wrong key, an unknown model or a provider failure: the status tells the admin which.
          log.warn({ msg: 'ai provider answered with an error', purpose: request.purpose, model, status: error.status });
          throw aiBadAnswer();
        }
        if (error instanceof HttpError && error.code === 'ai.busy') {
          // No slot of the limit shared with the other processes came free in time.
          done('busy');
          throw error;
        }
        if (error instanceof HttpError) {
          done('bad answer');
          throw error;
        }
        throw error;
      }
    },
  };
}
