-- The safety review queue (docs/product/screens.md#reviews, docs/product/data.md "reviews"):
-- messages of students' conversations that the scan flagged, one row per message and
-- category (the unique key keeps a message from being flagged twice in a category, also
-- when two processes scan at once), and the scan's watermark: the highest message id read.
-- Messages are written by the student app (or anything else) straight into `messages`; the
-- scan reads only what lies above the watermark, so nothing is read twice.
create table reviews (
  review_id          serial primary key,
  message_id         integer not null references messages (message_id) on delete cascade,
  conversation_id    integer not null references conversations (conversation_id) on delete cascade,
  student_id         text not null references students (student_id) on delete cascade,
  category           text not null check (category in ('self_harm', 'violence', 'bullying', 'sexual', 'personal_data', 'other')),
  severity           text not null check (severity in ('high', 'medium', 'low')),
  source             text not null check (source in ('rules', 'ai')),
  excerpt            text not null,
  match_start        integer,
  match_end          integer,
  created_at         timestamptz not null default now(),
  state              text not null default 'open' check (state in ('open', 'acknowledged', 'dismissed')),
  handled_by_user_id integer references users (user_id) on delete set null,
  handled_by_name    text,
  handled_at         timestamptz,
  note               text,
  unique (message_id, category)
);
create index reviews_student_idx on reviews (student_id, state);
create index reviews_state_idx on reviews (state, created_at desc);
create index reviews_conversation_idx on reviews (conversation_id);

-- One row: the highest message id the scan has read, and when it last ran.
create table review_scan (
  id              integer primary key check (id = 1),
  last_message_id integer not null default 0,
  scanned_at      timestamptz
);
insert into review_scan (id, last_message_id) values (1, 0) on conflict (id) do nothing;
