-- The back-office's data. Names follow docs/product/data.md. Timestamps are timestamptz (UTC on the wire).

create table schools (
  school_id   serial primary key,
  name        text not null,
  description text,
  address     text,
  phone       text,
  email       text,
  language    text not null default 'de' check (language in ('de', 'en', 'es', 'ru', 'uk')),
  created_at  timestamptz not null default now()
);

create table users (
  user_id       serial primary key,
  usertype      text not null check (usertype in ('admin', 'schooladmin', 'teacher', 'parent')),
  school_id     integer references schools (school_id) on delete restrict,
  firstname     text not null,
  lastname      text not null,
  gender        text not null default 'm' check (gender in ('m', 'w')),
  language      text not null default 'de' check (language in ('de', 'en', 'es', 'ru', 'uk')),
  email         text not null,
  password_hash text not null,
  active        boolean not null default true,
  registered    timestamptz not null default now(),
  lastlogin     timestamptz
);
create unique index users_email_key on users (lower(email));
create index users_school_idx on users (school_id);

-- Session ids are never stored: only their SHA-256.
create table sessions (
  session_hash text primary key,
  user_id      integer not null references users (user_id) on delete cascade,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

create table password_resets (
  token_hash text primary key,
  user_id    integer not null references users (user_id) on delete cascade,
  expires_at timestamptz not null,
  used_at    timestamptz
);

-- Failed sign-ins, for the rate limit (kept in the database so every server process agrees).
create table login_failures (
  id           bigserial primary key,
  email        text not null,
  ip           text not null,
  attempted_at timestamptz not null default now()
);
create index login_failures_email_idx on login_failures (lower(email), attempted_at);
create index login_failures_ip_idx on login_failures (ip, attempted_at);

create table settings (
  key             text primary key,
  type            text not null check (type in ('boolean', 'number', 'array', 'text')),
  value           jsonb not null,
  possible_values text,
  descriptions    jsonb not null default '{}'::jsonb, -- {"de": "…", "en": "…", …}
  updated_at      timestamptz
);

create table classes (
  class_id   serial primary key,
  school_id  integer not null references schools (school_id) on delete restrict,
  name       text not null,
  created_at timestamptz not null default now()
);
create index classes_school_idx on classes (school_id);

create table students (
  student_id     text primary key check (student_id ~ '^[a-z2-9]{12}$'),
  firstname      text not null,
  lastname       text not null,
  gender         text not null default 'm' check (gender in ('m', 'w')),
  language       text not null default 'de' check (language in ('de', 'en', 'es', 'ru', 'uk')),
  class_id       integer references classes (class_id) on delete set null,
  -- The school a student belongs to, also while without a class; null for a parent's child.
  school_id      integer references schools (school_id) on delete restrict,
  parent_user_id integer references users (user_id) on delete cascade,
  active         boolean not null default true,
  history        text,
  lastlogin      timestamptz,
  registered     timestamptz not null default now()
);
create index students_class_idx on students (class_id);
create index students_school_idx on students (school_id);
create index students_parent_idx on students (parent_user_id);

create table collections (
  collection_id serial primary key,
  name          text not null
);

create table problems (
  problem_id         serial primary key,
  text               text not null,
  file_data          text,
  file_type          text,
  template_data      text,
  template_type      text,
  solution           text,
  answer             text,
  wrong_answers      jsonb not null default '[]'::jsonb,
  gradefrom          integer not null check (gradefrom between 1 and 13),
  gradeto            integer not null check (gradeto between 1 and 13),
  difficulty         integer not null check (difficulty between 0 and 5),
  language           text not null default 'de' check (language in ('de', 'en', 'es', 'ru', 'uk')),
  collection_id      integer references collections (collection_id) on delete set null,
  owner_school_id    integer references schools (school_id) on delete set null,
  created_by_user_id integer references users (user_id) on delete set null,
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now(),
  check (gradefrom <= gradeto)
);
create index problems_owner_idx on problems (owner_school_id);
create index problems_creator_idx on problems (created_by_user_id);
create index problems_collection_idx on problems (collection_id);

create table problemsets (
  problemset_id   serial primary key,
  name            text not null,
  creator_user_id integer references users (user_id) on delete set null,
  owner_school_id integer references schools (school_id) on delete set null,
  last_changed    timestamptz not null default now()
);
create index problemsets_owner_idx on problemsets (owner_school_id);

create table problemset_problems (
  problemset_id integer not null references problemsets (problemset_id) on delete cascade,
  problem_id    integer not null references problems (problem_id) on delete cascade,
  ordering      integer not null,
  quiz          boolean not null default false,
  primary key (problemset_id, problem_id)
);
create index problemset_problems_problem_idx on problemset_problems (problem_id);

create table class_problemsets (
  class_id      integer not null references classes (class_id) on delete cascade,
  problemset_id integer not null references problemsets (problemset_id) on delete cascade,
  primary key (class_id, problemset_id)
);
create index class_problemsets_problemset_idx on class_problemsets (problemset_id);

create table student_problems (
  student_id   text not null references students (student_id) on delete cascade,
  problem_id   integer not null references problems (problem_id) on delete cascade,
  ordering     integer not null,
  solved       boolean not null default false,
  quiz         boolean not null default false,
  last_changed timestamptz,
  primary key (student_id, problem_id)
);
create index student_problems_problem_idx on student_problems (problem_id);

create table characters (
  character_id text primary key,
  name         text not null
);

create table conversations (
  conversation_id serial primary key,
  student_id      text not null references students (student_id) on delete cascade,
  character_id    text not null,
  title           text,
  user_agent      text,
  digest          text,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);
create index conversations_student_idx on conversations (student_id, updated_at desc);

create table messages (
  message_id      serial primary key,
  conversation_id integer not null references conversations (conversation_id) on delete cascade,
  created_at      timestamptz not null default now(),
  role            text not null check (role in ('user', 'assistant', 'system', 'tool')),
  source          text,
  content         jsonb not null -- a string or a list of {type: text|image_url, …} parts
);
create index messages_conversation_idx on messages (conversation_id, created_at);

create table recordings (
  recording_id    serial primary key,
  conversation_id integer not null references conversations (conversation_id) on delete cascade,
  file_name       text not null unique check (file_name ~ '^[A-Za-z0-9._-]+$'),
  mime_type       text not null,
  data            bytea not null,
  recorded_at     timestamptz not null default now()
);
create index recordings_conversation_idx on recordings (conversation_id, recorded_at);
