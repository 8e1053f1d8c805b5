-- When a conversation's digest was written, so that one that went on afterwards is summarised
-- again and one that did not is left alone (regenerating digests never summarises twice).
-- Digests from before this column (null here) count as up to date.
alter table conversations add column digested_at timestamptz;
