// The content security policy of everything the server sends (helmet, src/app.ts). Kept here so
// a page with needs of its own (the API documentation, src/docs/) extends the same policy
// instead of keeping a second copy of it.

/** Helmet's form: camel-case directive names, null to leave a default directive out. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"], // Chakra/Emotion inject style tags
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Schools may serve the app over plain HTTP on their own network; upgrading every
  // request to HTTPS would then break it. Behind HTTPS, HSTS does that job.
  upgradeInsecureRequests: null,
} satisfies Record<string, string[] | null>;

export type CspDirectives = Partial<Record<keyof typeof CSP_DIRECTIVES, string[] | null>>;

/** The header's value: the server's policy with `changes` applied (a list replaces a directive's). */
export function cspHeader(changes: CspDirectives = {}): string {
  const merged: Record<string, string[] | null> = { ...CSP_DIRECTIVES, ...changes };
  return Object.entries(merged)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join(';');
}
