-- Lists and mutation answers carry no file contents, only signed addresses of a problem's
-- image and template. The signature and the ETag need the content's hash; keeping it in a
-- generated column lets a list read 32 characters per file instead of the file itself, and
-- any change of the file (an upload, a clean-up script) changes the hash, which makes the
-- addresses handed out before it invalid.
alter table problems
  add column file_hash text generated always as (md5(file_data)) stored,
  add column template_hash text generated always as (md5(template_data)) stored;
