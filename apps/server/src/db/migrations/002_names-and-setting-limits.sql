-- School names are unique, and class names unique within their school, both without regard
-- to case. Names that already clash get a number first, so the indexes can be built.
update schools s
set name = s.name || ' (' || d.n || ')'
from (select school_id, row_number() over (partition by lower(name) order by school_id) as n from schools) d
where d.school_id = s.school_id and d.n > 1;
create unique index schools_name_unique on schools (lower(name));

update classes c
set name = c.name || ' (' || d.n || ')'
from (
  select class_id, row_number() over (partition by school_id, lower(name) order by class_id) as n from classes
) d
where d.class_id = c.class_id and d.n > 1;
create unique index classes_school_name_unique on classes (school_id, lower(name));

-- What a setting's value may be, beyond its type: a number's range, a text's length. The
-- choices of an array setting, or of a text setting with a fixed set of answers, stay in
-- possible_values.
alter table settings add column min_value double precision;
alter table settings add column max_value double precision;
alter table settings add column max_length integer check (max_length > 0);
alter table settings add constraint settings_range check (min_value is null or max_value is null or min_value <= max_value);

update settings set min_value = 0, max_value = 100 where key = 'quiz_pass_percent';
update settings set min_value = 0, max_value = 10000 where key = 'max_messages_per_day';
update settings set max_length = 500 where key = 'student_app_url';
update settings set max_length = 254 where key = 'support_email';
update settings set possible_values = 'de,en,es,ru,uk' where key = 'default_student_language';

-- A parent's child once joined a class's school for good when added to it, and stayed there
-- after leaving the class. Such a child, now in no class, belongs to no school again.
update students set school_id = null where parent_user_id is not null and class_id is null and school_id is not null;
