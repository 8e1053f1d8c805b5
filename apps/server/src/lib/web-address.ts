// A web address people are sent to (the student app's, in access links, sheets and mails):
// absolute, http or https, with a host. Anything else (javascript:, data:, a bare word) is
// never put into a link.
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
