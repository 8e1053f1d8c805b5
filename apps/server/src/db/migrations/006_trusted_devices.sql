-- Browsers that have signed in to an account (the sign-in limit's device cookies). The browser
-- keeps a random token in an HttpOnly cookie; the database keeps only its SHA-256 and the
-- accounts it signed in to. A sign-in that brings the token of a browser trusted for that
-- account is limited on its own, so strangers' failed guesses (at the same school network, or
-- on the account from anywhere) do not lock the owner out.
create table trusted_devices (
  token_hash text not null,
  user_id    integer not null references users (user_id) on delete cascade,
  last_used  timestamptz not null,
  primary key (token_hash, user_id)
);
create index trusted_devices_user_idx on trusted_devices (user_id);
