-- Problem search on a realistic bank (20,000 problems and more). The list searches "contains
-- this text" in the text, solution and answer at once, case-insensitively, combined with
-- grade, difficulty, language and creator filters, and counts all matches.
--
-- search_text holds the three fields lowercased (joined by line breaks: a search box holds one
-- line, so no match reaches across two fields). Lowercasing once when a problem is written
-- lets the search use LIKE instead of ILIKE, which is several times cheaper per row, and a
-- trigram index on it finds the candidate rows without reading the table.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite
-- ships it and loads it when the database is opened (db/database.ts). It lives in public so
-- that the index of every schema finds its operator class there.
create extension if not exists pg_trgm with schema public;

alter table problems
  add column search_text text generated always as (
    lower(text || E'\n' || coalesce(solution, '') || E'\n' || coalesce(answer, ''))
  ) stored;

create index problems_search_trgm_idx on problems using gin (search_text public.gin_trgm_ops);

-- The filters: combinable with the text index in one bitmap scan, and, for the list without
-- a search text (grades 5-13 by default), carrying every column the filters and the scope
-- read, so that the matches can be collected from the index alone.
create index problems_filters_idx on problems (language, difficulty, gradefrom, gradeto);
create index problems_grades_idx on problems (gradeto, gradefrom, difficulty)
  include (problem_id, language, owner_school_id, created_by_user_id, collection_id);
