-- Background jobs that a user follows (docs/architecture.md "Jobs"): an extraction started with
-- startProblemUploadJob. The queue itself (who runs what, retries, expiry of a job whose process
-- died) is pg-boss's, in a schema of its own; this table is what the API shows: owner, state,
-- progress, answer. The uploaded file waits here (not in the queue's payload) and is dropped
-- once the job has ended. Rows older than 7 days are deleted by the scheduled clean-up.
create table jobs (
  job_id             uuid primary key,
  kind               text not null check (kind in ('extraction')),
  created_by_user_id integer not null references users (user_id) on delete cascade,
  state              text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed', 'cancelled')),
  -- The attempt that runs it (pg-boss's retry count): a worker whose attempt was taken over
  -- (its process seemed dead) changes nothing any more.
  attempt            integer not null default 0,
  progress_done      integer not null default 0,
  progress_total     integer not null default 0,
  file_name          text,
  -- What the job works on: for an extraction the form's fields and the file's checked type.
  params             jsonb not null,
  input              bytea,
  result             jsonb,
  error              jsonb,
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now()
);
-- listJobs: a user's recent jobs of one kind, newest first.
create index jobs_owner_recent on jobs (created_by_user_id, kind, created_at desc);
-- The clean-up: jobs by age.
create index jobs_created_at on jobs (created_at);

-- Slots of the AI limit shared by all server processes on one PostgreSQL (AI_MAX_CONCURRENCY):
-- a call holds a slot as a lease until it ends; a lease whose process died runs out at
-- expires_at, so a crash never keeps a slot for good.
create table ai_slots (
  slot       integer primary key,
  holder     uuid not null,
  expires_at timestamptz not null
);
