-- Keys the server makes for itself, shared by every server process on this database: the key
-- of the signed addresses of problem files when FILE_URL_SECRET is not set. Made once, at the
-- first start, so that addresses stay valid over a restart and across processes.
create table server_keys (
  name  text primary key,
  value text not null
);
