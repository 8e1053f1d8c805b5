-- Counters for the sign-in limit and the mail ration, one row per key and window. A request is
-- counted by one INSERT … ON CONFLICT DO UPDATE … RETURNING before any other work: PostgreSQL
-- locks the row for the update, so concurrent requests (from any number of server processes)
-- each get their own number and never more pass than the limit allows.
create table rate_limits (
  key          text primary key,        -- sha256 of "<kind>:<what is counted>", no e-mail in clear
  window_start timestamptz not null,
  hits         integer not null
);
create index rate_limits_window_idx on rate_limits (window_start);

-- The sign-in limit counted failures after the password check; rate_limits replaces it.
drop table login_failures;
