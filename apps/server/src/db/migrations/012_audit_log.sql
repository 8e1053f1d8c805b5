-- The audit log (docs/product/data.md "audit_log"): one row per accepted write, sign-in,
-- sign-out, password reset and read of a child's conversation, written by the contract
-- binding in the same transaction as the change. No foreign keys: an entry outlives the
-- user, student or school it names, and keeps the actor's name and role as they were.
create table audit_log (
  audit_id      bigint generated always as identity primary key,
  at            timestamptz not null default now(),
  actor_user_id integer,
  actor_name    text,
  actor_role    text,
  operation_id  text not null,
  entity_type   text not null,
  entity_id     text,
  school_id     integer,
  outcome       text not null default 'success' check (outcome in ('success', 'failure')),
  changes       jsonb not null default '{}'::jsonb,
  ip            text
);

-- The list is newest first, filtered by record, actor, operation or school (a schooladmin's
-- scope); each filter has an index that ends in the order of the list, so a page of a million
-- entries is read from the index without sorting (apps/server/README.md "Audit log").
create index audit_log_at on audit_log (at desc, audit_id desc);
create index audit_log_entity on audit_log (entity_type, entity_id, at desc, audit_id desc);
create index audit_log_actor on audit_log (actor_user_id, at desc, audit_id desc);
create index audit_log_school on audit_log (school_id, at desc, audit_id desc);
create index audit_log_operation on audit_log (operation_id, at desc, audit_id desc);

-- How long entries are kept (AuditRetentionDays in the contract: 30–3650, default 365).
insert into settings (key, type, value, possible_values, min_value, max_value, descriptions)
values (
  'audit_retention_days', 'number', '365'::jsonb, null, 30, 3650,
  '{"de": "Tage, die das Änderungsprotokoll aufbewahrt wird", "en": "Days the audit log is kept", "es": "Días que se conserva el registro de auditoría", "ru": "Сколько дней хранится журнал аудита", "uk": "Скільки днів зберігається журнал аудиту"}'::jsonb
)
on conflict (key) do nothing;
