// The mail ration: how many mails of one kind (reset links, access links) one recipient
// address gets in a window, so that nobody can use the server to flood a mailbox.
export const MAIL_WINDOW_MS = 15 * 60_000;
export const MAILS_PER_ADDRESS = 3;
