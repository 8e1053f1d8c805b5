-- Files leave the tables (docs/architecture.md#files): problems and recordings name their
-- files in the file storage by key (the SHA-256 of the content and the type's extension),
-- with type and size. 011_files-to-storage.ts moves the files there and drops the old columns.
alter table problems
  add column file_key text,
  add column file_size integer,
  add column thumbnail_key text,
  add column template_key text,
  add column template_size integer;

alter table recordings
  add column file_key text,
  add column size integer,
  alter column data drop not null;

-- The sweep of unreferenced files (src/storage/sweep.ts) asks for keys in pages of storage
-- listings; each of these finds a key without reading the table.
create index problems_file_key_idx on problems (file_key) where file_key is not null;
create index problems_thumbnail_key_idx on problems (thumbnail_key) where thumbnail_key is not null;
create index problems_template_key_idx on problems (template_key) where template_key is not null;
create index recordings_file_key_idx on recordings (file_key);
