// An OpenAI-compatible chat-completions server on the loopback interface, for tests and for
// browser journeys against the real server. It speaks the protocol as hosted services and
// Ollama or vLLM do: POST …/chat/completions with text and image parts (data URLs), JSON
// answers for a `json_schema` response format, error bodies and Retry-After on 429. It
// checks what it is sent (a valid model, messages, decodable PNG or JPEG images, a JSON
// schema) and answers 400 otherwise, like a real one.
//
// By default it answers like a model that reads well: a worked solution, four wrong answers,
// the drafts of the test worksheet (test/fixtures/worksheet-pdf.ts) or one draft per other
// page, a digest of a conversation, and the review flags of students' messages. Tests can queue other answers (`script`): a given
// JSON, a malformed text, a refusal, a slow answer, an HTTP error such as 429.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { draftNotes } from '../../src/modules/problems/extraction/drafts.ts';
import { WORKSHEET } from '../fixtures/worksheet-pdf.ts';

export type Scripted =
  | { json: unknown; delayMs?: number }
  | { content: string; delayMs?: number }
  | { refusal: string }
  | { status: number; retryAfterSeconds?: number; message?: string };

export interface SeenImage {
  type: 'image/png' | 'image/jpeg';
  bytes: number;
}

export interface SeenRequest {
  model: string;
  schemaName: string | undefined;
  system: string;
  /** All text parts of the user's message, joined. */
  text: string;
  images: SeenImage[];
  authorization: string | undefined;
  /** How long this server took to answer (its delay included), in ms. */
  answerMs: number;
}

export interface LoopbackAi {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  url: string;
  requests: SeenRequest[];
  /** Answers for the next requests, in order; the default answers follow. */
  script(...answers: Scripted[]): void;
  /** Forgets the scripted answers not used yet. */
  unscript(): void;
  /** The most chat requests it was answering at the same time (a limit across processes is checked with it). */
  readonly maxInFlight: number;
  close(): Promise<void>;
}

interface ChatBody {
  model?: unknown;
  messages?: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[];
  response_format?: { type?: string; json_schema?: { name?: string; schema?: object } };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

class BadRequest extends Error {}

function readImage(url: string): SeenImage {
  const match = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=]+)$/.exec(url);
  if (!match) throw new BadRequest('image_url must be a base64 data URL of a PNG or JPEG image');
  const bytes = Buffer.from(match[2]!, 'base64');
  const type = match[1] as SeenImage['type'];
  const magic = type === 'image/png' ? PNG : JPEG;
  if (!bytes.subarray(0, magic.length).equals(magic)) throw new BadRequest(`image_url data is not a ${type} image`);
  return { type, bytes: bytes.length };
}

function parseRequest(body: ChatBody, authorization: string | undefined): SeenRequest {
  if (typeof body.model !== 'string' || !body.model) throw new BadRequest('model is required');
  if (!Array.isArray(body.messages) || body.messages.length === 0) throw new BadRequest('messages must be a non-empty array');
  const format = body.response_format;
  if (format?.type !== 'json_schema' || typeof format.json_schema?.schema !== 'object') {
    throw new BadRequest('this server is only used with response_format json_schema');
  }
  let system = '';
  const texts: string[] = [];
  const images: SeenImage[] = [];
  for (const message of body.messages) {
    const parts = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    if (!Array.isArray(parts)) throw new BadRequest('message content must be a string or a list of parts');
    for (const part of parts) {
      if (part.type === 'text' && typeof part.text === 'string') {
        if (message.role === 'system') system += part.text;
        else texts.push(part.text);
      } else if (part.type === 'image_url' && typeof part.image_url?.url === 'string') {
        images.push(readImage(part.image_url.url));
      } else {
        throw new BadRequest(`unknown content part ${String(part.type)}`);
      }
    }
  }
  return { model: body.model, schemaName: format.json_schema?.name, system, text: texts.join('\n'), images, authorization, answerMs: 0 };
}

const LANGUAGE_OF: [RegExp, string][] = [
  [/German/, 'de'],
  [/English/, 'en'],
  [/Spanish/, 'es'],
  [/Russian/, 'ru'],
  [/Ukrainian/, 'uk'],
];
const languageOf = (request: SeenRequest) => LANGUAGE_OF.find(([re]) => re.test(request.system + request.text))?.[1] ?? 'en';

const DIGEST_OPENING: Record<string, string> = {
  de: 'Zusammenfassung',
  en: 'Summary',
  es: 'Resumen',
  ru: 'Краткое содержание',
  uk: 'Підсумок',
};

/** The drafts a good model reads from the test worksheet's page (figures by their true boxes). */
function worksheetDrafts(pageIndex: number) {
  return WORKSHEET.items
    .filter((item) => item.page === pageIndex)
    .map((item) => ({
      text: item.lines.join(' ').replace(/^(Aufgabe \d+:|\d+\.)\s*/, '').replace(/(\d+)\/(\d+)/g, '$\\frac{$1}{$2}$'),
      solution: 'Siehe Lösungsweg.',
      answer: item.marker === '1.' ? '$\\frac{11}{12}$' : null,
      notes: null,
      gradefrom: 5,
      gradeto: 6,
      difficulty: 2,
      coords: item.figure !== undefined ? WORKSHEET.figures[item.figure]!.box : null,
    }));
}

/**
 * The items of a page's text-layer hint (src/modules/problems/extraction/extract.ts), as a model
 * that takes them as they are would answer: what extraction with AI scores at least.
 */
function hintedDrafts(text: string): unknown[] | undefined {
  const start = text.indexOf('<<<text layer');
  const end = text.indexOf('text layer>>>');
  if (start < 0 || end < start) return undefined;
  return text
    .slice(start, end)
    .split('\n')
    .map((row) => /^\[(\d+),(\d+),(\d+),(\d+)\] (".*")( unsure)?$/u.exec(row))
    .filter((m) => m !== null)
    .map((m) => ({
      text: JSON.parse(m[5]!) as string,
      solution: null,
      answer: null,
      // What extraction without AI writes for such an item, in German.
      notes: m[6] ? draftNotes('de', { grade: undefined, unsure: true }) : null,
      gradefrom: 5,
      gradeto: 13,
      difficulty: 3,
      coords: null,
    }));
}

function defaultAnswer(request: SeenRequest, followHints: boolean): unknown {
  switch (request.schemaName) {
    case 'solution':
      return {
        solution: 'Der gemeinsame Nenner von 4 und 6 ist 12.\n\n$$\\frac{3}{4} + \\frac{1}{6} = \\frac{9}{12} + \\frac{2}{12} = \\frac{11}{12}$$',
      };
    case 'wrong_answers':
      return { wrong_answers: ['$\\frac{4}{10}$', '$\\frac{2}{5}$', '$\\frac{4}{24}$', '$\\frac{1}{2}$'] };
    case 'worksheet_page': {
      const [, page, pages] = /page (\d+) of (\d+)/.exec(request.text) ?? [];
      const pageIndex = Number(page) - 1;
      const hinted = followHints ? hintedDrafts(request.text) : undefined;
      if (hinted) return { problems: hinted };
      if (Number(pages) === WORKSHEET.pages) return { problems: worksheetDrafts(pageIndex) };
      return {
        problems: [
          {
            text: `Aufgabe von Seite ${page}: Berechne $\\frac{1}{2} + \\frac{1}{3}$.`,
            solution: '$\\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$',
            answer: '$\\frac{5}{6}$',
            notes: null,
            gradefrom: 6,
            gradeto: 6,
            difficulty: 2,
            coords: { left: 100, top: 100, right: 600, bottom: 400 },
          },
        ],
      };
    }
    case 'digest': {
      const firstLine = request.text.split('\n').find((line) => line.startsWith('Student:')) ?? '';
      return { digest: `${DIGEST_OPENING[languageOf(request)]}: ${firstLine.replace('Student:', '').trim().slice(0, 80)}` };
    }
    case 'review_flags': {
      // A careful reader: a message about running away from home concerns it (category
      // `other`), ordinary maths talk does not.
      const flags = [...request.text.matchAll(/^\[(\d+)\] (.*)$/gm)].flatMap(([, index, text]) => {
        const quote = /weglaufen|run away|huir de casa|сбежать из дома|втекти з дому/i.exec(text ?? '')?.[0];
        return quote ? [{ index: Number(index), category: 'other', severity: 'medium', quote }] : [];
      });
      return { flags };
    }
    default:
      return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function completion(model: string, content: string | null, refusal: string | null = null) {
  return {
    id: `chatcmpl-loopback-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `delayMs`: how long every default answer takes (a slow model), 0 unless given. `followHints`:
 * a worksheet page is answered with the items of its text-layer hint (the scoring script).
 */
export async function startLoopbackAi(options: { port?: number; host?: string; delayMs?: number; followHints?: boolean } = {}): Promise<LoopbackAi> {
  const requests: SeenRequest[] = [];
  const queue: Scripted[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer(async (req, res) => {
    const started = performance.now();
    let seen: SeenRequest | undefined;
    res.on('finish', () => {
      if (seen) seen.answerMs = performance.now() - started;
    });
    try {
      // The model list, as OpenAI-compatible servers give it; also what a readiness check can ask for.
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        return send(res, 200, { object: 'list', data: [{ id: 'loopback', object: 'model', created: 0, owned_by: 'loopback' }] });
      }
      // Not part of the protocol: how many chat requests are being answered now and were in all,
      // so that a script in another process sees who is using this model (the two-process run).
      if (req.method === 'GET' && req.url?.endsWith('/_status')) {
        return send(res, 200, { in_flight: inFlight, requests: requests.length });
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        return send(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      }
      let body: ChatBody;
      try {
        body = JSON.parse(await readBody(req)) as ChatBody;
      } catch {
        throw new BadRequest('body is not JSON');
      }
      const request = parseRequest(body, req.headers.authorization);
      seen = request;
      requests.push(request);
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      res.on('close', () => inFlight--);
      const next = queue.shift();
      if (next && 'status' in next) {
        const headers: Record<string, string> =
          next.retryAfterSeconds !== undefined
            ? { 'retry-after': String(next.retryAfterSeconds), 'retry-after-ms': String(next.retryAfterSeconds * 1000) }
            : {};
        return send(res, next.status, { error: { message: next.message ?? 'Rate limit reached', type: 'rate_limit_error' } }, headers);
      }
      if (next && 'refusal' in next) return send(res, 200, completion(request.model, null, next.refusal));
      const delayMs = next ? ('delayMs' in next ? next.delayMs : undefined) : options.delayMs;
      if (delayMs) await wait(delayMs);
      const content = next && 'content' in next ? next.content : JSON.stringify(next && 'json' in next ? next.json : defaultAnswer(request, options.followHints === true));
      return send(res, 200, completion(request.model, content));
    } catch (error) {
      if (error instanceof BadRequest) return send(res, 400, { error: { message: error.message, type: 'invalid_request_error' } });
      return send(res, 500, { error: { message: 'loopback server error', type: 'server_error' } });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}/v1`,
    requests,
    script: (...answers) => void queue.push(...answers),
    unscript: () => void queue.splice(0),
    get maxInFlight() {
      return maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
