-- What people call an entry's record, as it was when the entry was written (a student's name,
-- a class's name, a problem's first words), so that the log still reads after the record is
-- renamed or deleted (docs/product/data.md "audit_log"). Older entries keep null: their
-- records are shown by id.
alter table audit_log add column entity_name text;
