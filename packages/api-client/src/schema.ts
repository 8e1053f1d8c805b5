/**
 * GENERATED from openapi/ by scripts/contract/generate.ts (pnpm contract:gen).
 * Do not edit by hand: change the contract and regenerate; CI fails on any difference.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Is the server process up
         * @description Public (no session needed), for load balancers and container health checks. Answers 200 as long as the process serves requests; it touches neither the database nor the storage, so a slow database never makes a balancer restart healthy processes. Not rate limited and never queued behind database work.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Can the server take work
         * @description Public (no session needed), for load balancers: send traffic to this process only while it answers 200. Checks that the database answers a query within 2 seconds. Answers 503 `server.not_ready` while the database cannot be reached and while the process is shutting down (it then finishes the requests it has, but should get no new ones). Also checks (new) that the file storage can be reached: the files folder takes a write, or the S3 bucket answers; 503 `server.not_ready` otherwise.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description All roles (admin, schooladmin, teacher, parent). Returns the user the Bearer session belongs to; the app calls it on start to check a stored session id. Without a valid session it answers 401, and the app clears the stored id and goes to /login. The contract chose to end the sessions of a user who has been deactivated, so they too answer 401.
         */
        get: operations["getMe"];
        /**
         * Update one's own profile
         * @description All roles; only ever changes the signed-in user (the profile dialog). First name, last name and e-mail are required; leave out `password` to keep the current one. The user type and school cannot be changed here. `active: false` is refused with 403, because nobody deactivates themselves. A new password or a changed e-mail address needs `current_password`; a new password ends the user's other sessions. An e-mail address that another user already has answers 409. The spec does not show the answer; the contract chose to return the updated user, which the app stores in place of the old one.
         */
        put: operations["updateMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Public (no session needed). Any active user of any role signs in with e-mail and password and receives a new session; the app stores `session.session_id` under `admin_session_token` and sends it as `Authorization: Bearer <session_id>`. A wrong e-mail, a wrong password and an inactive account all answer the same 401, so the answer does not reveal which accounts exist or are deactivated. Repeated failed attempts are limited with 429. The limits are kept on whoever guesses: a browser that has signed in to the account before sends its device cookie (set by the server at every successful sign-in, HttpOnly, only for `/api/admin/auth`) and is counted on its own (5 failures per 15 minutes), so others' failures from the same address or on the same account do not lock it out. Without one, an attempt is counted per account and address (5), per address (30) and per account (100), each per 15 minutes.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description All roles. Ends the session the request was sent with; its session id is no longer accepted afterwards. No body. The spec does not show the answer; the contract chose the plain `{ok: true}`. The app clears its stored session and goes to /login whatever the answer is.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/password-reset-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password-reset e-mail
         * @description Public (no session needed). When the address belongs to a user, that user receives an e-mail with a single-use link to /reset-password?token=… that is valid for 1 hour. The answer is always 200 `{ok: true}`, whether or not the address exists, so that nobody can find out which e-mail addresses have an account (no account enumeration); the app always shows its "e-mail sent" confirmation.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Public (no session needed). Takes the token from the reset link and the new password (at least 12 characters). The token works once and for 1 hour; an unknown, already used or expired token answers 400. On success the app sends the user to /login after 3000 ms.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Admin and schooladmin only; teachers and parents get 403. Admins see every user; schooladmins see the users of their own school. The spec does not say what the search matches; the contract chose first name, last name, e-mail and school name, case-insensitive. The contract chose to sort by last name, then first name; the table sorts on the client.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Admin and schooladmin only; teachers and parents get 403. First name, last name, e-mail and a password of at least 12 characters are required. Defaults: usertype teacher, active true. Admins may create any type in any school (or none). Schooladmins may create only schooladmin and teacher users; their new users always get the schooladmin's own school (a `school_id` they send is ignored), and asking for the admin or parent type answers 403. An e-mail address that already has an account answers 409. Answers 200 with the created user.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a user
         * @description Admin and schooladmin only; teachers and parents get 403. A partial update: send only the fields that change (leave out `password` to keep it); `{active}` alone is the list's status toggle. Admins may edit everyone and change another user's type and school. Schooladmins see only the users of their own school (others answer 404) and may edit only schooladmin and teacher users there; they cannot change a user's type or school (403). Nobody deactivates or retypes themselves (403). An e-mail address that another user already has answers 409. Answers 200 with the updated user.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a user
         * @description Admin and schooladmin only; teachers and parents get 403. Admins may delete any other user; schooladmins only schooladmin and teacher users of their own school (users of other schools answer 404). Nobody deletes themselves (403). The user's sessions end with the account.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the system settings
         * @description Admin only; every other role gets 403. Returns every setting with its type, current value and, for array settings, the comma-separated possible values. `language` chooses the language of the descriptions; the contract chose that without it the descriptions are in the signed-in user's language. The contract chose to sort by key.
         */
        get: operations["listSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/system/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The setting's key.
                 * @example max_messages_per_day
                 */
                key: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a setting's value
         * @description Admin only; every other role gets 403. Sends the new value with the setting's type. The value must fit the setting's definition: its type (boolean, number, text string, or for an array setting a list of strings each among `possible_values`), a number's range (`min_value`…`max_value`), a text's `max_length` and, where a text setting has `possible_values`, one of them. Otherwise, or when `type` is not the setting's type, the answer is 422 with code `setting.invalid_value`. An unknown key answers 404 (`setting.not_found`). Returns the updated setting; the contract chose to give its description in the signed-in user's language.
         */
        put: operations["updateSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/app-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server settings every signed-in screen may read
         * @description An addition of the contract: the spec's student page shows the student id as an external link to the student app (`?id={student_id}`), whose address is the admin-only `student_app_url` setting, which teachers and parents cannot list. All four roles. Returns only values that are safe to show to every signed-in user; `student_app_url` falls back to the server's own public address when the setting is empty. `extraction_reads_images` tells the upload dialog, before a file is chosen, whether images and scans can be read.
         */
        get: operations["getAppConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List schools
         * @description Admin: every school. Schooladmins also may call it and get just their own school, which the user dialog needs; teachers and parents get 403. The spec does not say what the search matches; the contract chose name, address and e-mail, case-insensitive, sorted by name.
         */
        get: operations["listSchools"];
        put?: never;
        /**
         * Create a school
         * @description Admin only; every other role gets 403. Only the name is required; the other fields may be left out or null. The contract chose de as the language when none is sent. School names are unique without regard to case (409 `school.name_taken`). Answers 200 with the created school.
         */
        post: operations["createSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a school
         * @description Admin only.
         */
        get: operations["getSchool"];
        /**
         * Update a school
         * @description Admin only. Replaces all fields; name is required and unique without regard to case (409 `school.name_taken`).
         */
        put: operations["updateSchool"];
        post?: never;
        /**
         * Delete a school
         * @description Admin only. Refused with 409 while the school still has classes or users, so that no student or account is lost by accident.
         */
        delete: operations["deleteSchool"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List classes
         * @description Admin, schooladmin and teacher. Returns every class in the caller's scope with its student and topic counts: an admin gets all classes of all schools, a schooladmin or teacher the classes of their own school. Parents cannot load the class list (403). The contract chose the order: school name, then class name.
         */
        get: operations["listClasses"];
        put?: never;
        /**
         * Create a class
         * @description Admin, schooladmin and teacher; parents get 403. An admin chooses the school with `school_id` (an unknown school answers 422 with `school.not_found`); for a schooladmin or teacher `school_id` is ignored and the class always belongs to their own school. Class names are unique within a school without regard to case (409 `class.name_taken`). The new class starts without students and topics.
         */
        post: operations["createClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes-extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search classes with their counts
         * @description Admin, schooladmin and teacher; parents get 403. The classes list screen: the classes in the caller's scope (admin: all schools; schooladmin and teacher: their own school), each with its school name, student count and topic count. The contract chose that `query` matches the class name and the school name, case-insensitively, as a substring, and the order: school name, then class name (the screen sorts on its own).
         */
        get: operations["listClassesExtended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a class
         * @description Admin, schooladmin and teacher; parents get 403. An admin may open any class, a schooladmin or teacher only the classes of their own school; any other id answers 404.
         */
        get: operations["getClass"];
        /**
         * Update a class
         * @description Admin, schooladmin and teacher; parents get 403. Replaces the name and, for admins only, the school (an unknown school answers 422 with `school.not_found`); for a schooladmin or teacher `school_id` is ignored and the class stays in their own school. Classes outside the caller's scope answer 404. Students and topics of the class are kept; moving a class to another school moves its students with it. The name must stay unique within the school (409 `class.name_taken`).
         */
        put: operations["updateClass"];
        post?: never;
        /**
         * Delete a class
         * @description Admin, schooladmin and teacher; parents get 403. Classes outside the caller's scope answer 404. The class's students are not deleted: they stay in their school without a class (class_id null). Its topics are unassigned from it but not deleted. The contract chose that deleting a class never answers 409, since nothing is lost with it.
         */
        delete: operations["deleteClass"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes/{id}/print": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Print the class's student access sheets
         * @description Admin, schooladmin and teacher; parents get 403. Classes outside the caller's scope answer 404. Returns a PDF with one access sheet per student of the class: the student's name, the class name, the student-app link with the student's id (the `student_app_url` setting plus `?id=<student_id>`, e.g. https://lernen.example.org/app?id=k7m2q9xw4tfa) and a QR code of that link. The screen opens it in a new tab. The contract chose one A4 page per student, ordered by last name and first name, and an inline Content-Disposition; a class without students gives a one-page PDF saying so. Deactivated students get no sheet (their link does not work); when the class has any, a cover page in the school's language comes first and says how many were left out. The PDF is sent as its pages are made (a large class starts arriving at once); only a few prints run at once per server process, and more answer 503 `server.busy` with `Retry-After`.
         */
        get: operations["printClassAccessSheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The class's progress matrix
         * @description Admin, schooladmin and teacher; parents get 403. Classes outside the caller's scope answer 404, like every class operation. An addition of the contract: who of the class solved what of the class's topics. Columns (`problems`) are the class's topics in the class's order and, within a topic, its problems in the topic's order; a problem in two of the class's topics appears under each. `label` is a short plain-text preview of the problem (markdown and formulas removed, at most 60 characters). Rows (`students`) are the class's students sorted by last name, then first name. A cell exists only where the problem is assigned to that student: an absent cell means "not assigned". `solved_count` and `assigned_count` count the student's assigned problems among the class's topics' problems (each problem once). `last_activity` is the latest of the student's last sign-in, a conversation's last change and a cell's last change (null when there is none).
         */
        get: operations["getClassProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes/{id}/progress/export": {
        parameters: {
            query?: {
                /** @description The language of the header line's fixed words (student, solved, assigned, last activity) and of the cell marks; the signed-in user's language when left out. */
                language?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The class's progress matrix as CSV
         * @description Admin, schooladmin and teacher; parents get 403. Classes outside the caller's scope answer 404. The matrix of getClassProgress as a CSV file for spreadsheets: UTF-8 with a byte order mark (so that Excel shows umlauts right), `;` between fields, CRLF line ends, fields with `;`, `"` or a line break quoted (a `"` doubled), and a text that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`) prefixed with `'`. One header line: last name, first name, then one column per problem (`<topic>: <problem id>`), then solved, assigned and last activity (YYYY-MM-DD HH:MM, Europe/Berlin); then one line per student. A cell is `x` for solved, `q` for a quiz not solved, `o` for assigned and not solved, and empty for not assigned. Sent as an attachment named after the class.
         */
        get: operations["exportClassProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes/{id}/students-extended": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the students of a class
         * @description Admin, schooladmin and teacher; parents get 403. Classes outside the caller's scope answer 404. Returns the class's students with class and school names, problem counts and conversation counts. The contract chose the order last name, then first name (the screen's default sort).
         */
        get: operations["listClassStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes/{id}/problemsets-extended": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the topics of a class
         * @description Admin, schooladmin and teacher; parents get 403. Classes outside the caller's scope answer 404. Returns the topics assigned to the class with their creator, problem count and last change. The contract chose the order by topic name.
         */
        get: operations["listClassProblemsets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes/{id}/students/{studentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                /** @description The student's id. */
                studentId: components["parameters"]["StudentIdInPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a student to a class
         * @description Admin, schooladmin and teacher; parents get 403. The class and the student must both be in the caller's scope (admin: all; schooladmin and teacher: their own school's classes and students), otherwise 404. A student joins only a class of their own school: a student of another school, or a parent's child without a school, answers 422 with `student.class_other_school`, and joining never changes a student's school (a student an admin created without school or class takes the class's school). The screen offers only students without a class: a student who already belongs to another class answers 409 (move them with updateStudent instead). The contract chose that adding a student who is already in this class changes nothing and answers 200.
         */
        post: operations["addClassStudent"];
        /**
         * Remove a student from a class
         * @description Admin, schooladmin and teacher; parents get 403. The class and the student must both be in the caller's scope, otherwise 404. The student is not deleted: they stay in their school without a class (class_id null), keeping their problems and conversations. The contract chose that a student who is not in this class answers 404.
         */
        delete: operations["removeClassStudent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/classes/{id}/problemsets/{problemsetId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                problemsetId: components["parameters"]["ProblemsetId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a topic to a class
         * @description Admin, schooladmin and teacher; parents get 403. The class and the topic must both be in the caller's scope (admin: all; schooladmin and teacher: their own school's classes and the topics they may see), otherwise 404. The screen offers only topics not yet in the class; the contract chose that assigning a topic the class already has changes nothing and answers 200. The contract also chose that this call only records the link: it does not assign the topic's problems to the students (addStudentProblemset does that per student).
         */
        post: operations["addClassProblemset"];
        /**
         * Remove a topic from a class
         * @description Admin, schooladmin and teacher; parents get 403. The class must be in the caller's scope, otherwise 404. Only the link is removed; the topic itself and the problems already assigned to students stay. The contract chose that a topic not assigned to this class answers 404.
         */
        delete: operations["removeClassProblemset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List students
         * @description All four roles. Returns the students in the caller's scope: an admin gets all students, a schooladmin or teacher the students of their own school, a parent only their own children. The class page's add-student dropdown uses `unassigned=true` and `not_in_class={id}`; both filters may be combined. The contract chose the order last name, then first name.
         */
        get: operations["listStudents"];
        put?: never;
        /**
         * Create a student
         * @description All four roles. The server gives the student a new random student_id (their sign-in to the student app); the student starts active, with no problems, no conversations and no history. A parent's new student becomes their child and has no school and no class: a parent sending a class_id other than null gets 403. A schooladmin or teacher may only choose a class of their own school, an admin any class; an unknown or out-of-scope class answers 422 with `class.not_found`. The contract chose that a schooladmin's or teacher's student created without a class belongs to their school, and that gender defaults to m and language to de when left out.
         */
        post: operations["createStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students-extended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search students with their class, school and counts
         * @description All four roles. The students list screen (titled children for parents): the students in the caller's scope (admin: all; schooladmin and teacher: their own school's students; parent: only their own children), each with class name, school name, problem counts, conversation count and last sign-in. The contract chose that `query` matches first name, last name, the full name, the student id and the class name, case-insensitively, as a substring, and the order last sign-in descending with never-signed-in students last (the screen's default sort).
         */
        get: operations["listStudentsExtended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import students from a roster file
         * @description Admins (naming the school) and schooladmins (their own school); teachers and parents get 403. Reads a roster as schools keep it (docs/product/validation.md#student-import): CSV or text separated by comma, semicolon or tab, in UTF-8 (with or without BOM), UTF-16 with BOM or Windows-1252, detected without asking; or the first sheet of an .xlsx workbook, every cell read as text (a formula-looking cell such as `=HYPERLINK(...)` is a name like any other, never evaluated). The header row names the columns in any of the five languages (first name, last name; optional class, gender, language); case and spaces are ignored. Each row is checked like createStudent's body; a missing gender is m, a missing language the school's. A row is `exists` when a student of the same first and last name (without case and surrounding spaces) is already in the row's class, or in the school when the row names no class, so importing a file twice creates nobody twice. A class the school does not have is an error of its row unless `create_classes` is "true"; another school's class is never touched. With `dry_run` "true" (the default) nothing is written; with "false" every `create` row and every new class is written in one transaction, all or nothing; rows with errors are skipped. A file that is not a table (binary, empty, no recognised header) or has more than 5,000 data rows answers 422 with its code and writes nothing.
         */
        post: operations["importStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a student
         * @description All four roles. An admin may open any student, a schooladmin or teacher only the students of their own school, a parent only their own children; any other id answers 404.
         */
        get: operations["getStudent"];
        /**
         * Update a student
         * @description All four roles, for the students in their scope (admin: all; schooladmin and teacher: their own school's students; parent: their own children); any other id answers 404. A partial update: only the fields sent change. `class_id` moves the student to that class or, when null, takes them out of their class (they stay in their school). The class must be of the student's own school, otherwise 422 with `student.class_other_school` (a parent's child without a school joins no class; a student an admin created without a school takes the class's school); parents may not send `class_id` (403), and a schooladmin or teacher may only choose a class of their own school (an unknown or out-of-scope class answers 422 with `class.not_found`). `active: false` deactivates the student, who can then no longer use the student app.
         */
        put: operations["updateStudent"];
        post?: never;
        /**
         * Delete a student
         * @description All four roles, for the students in their scope (admin: all; schooladmin and teacher: their own school's students; parent: their own children); any other id answers 404. Deletes the student for good together with their conversations (and messages), audio recordings, digest history and assigned-problem links. Problems and topics themselves are kept. The student's id stops working in the student app.
         */
        delete: operations["deleteStudent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/access-link": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a student's access link
         * @description An addition of the contract: the spec's student page has a mail link to send access (error key "error sending access link") but shows no call for it. All four roles, for the students in their scope (admin: all; schooladmin and teacher: their own school's students; parent: their own children); any other id answers 404. Sends an e-mail to the given address (a parent or the student's family) with the student's name and their student-app link, i.e. the `student_app_url` setting plus `?id=<student_id>` (e.g. https://lernen.example.org/app?id=k7m2q9xw4tfa). The contract chose that the e-mail is written in the student's language and that nothing about the address is stored. When mail cannot be sent (no mail server configured or not reachable) the answer is 503.
         */
        post: operations["sendStudentAccessLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/problems": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        /**
         * List a student's assigned problems
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. Returns every problem assigned to the student, in the student's order (`student_problem.ordering` ascending), each with the student's solved and quiz flags.
         */
        get: operations["listStudentProblems"];
        put?: never;
        /**
         * Assign problems to a student
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. The spec does not show the body; the contract chose `ProblemIdList` {problem_ids}, as sent by the picker dialog. The problems are appended to the end of the student's list in the given order, unsolved and not in quiz mode; ids already assigned to the student are skipped. A problem id that does not exist or that the caller may not see answers 404 and nothing is added. Answers how many problems were added and how many of the given ids were already assigned (and so skipped), with the student's whole new list.
         */
        post: operations["addStudentProblems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/problems/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Move one of a student's problems
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. Sent on drag end: the problem moves to `new_index` (0-based; an index past the end moves it to the end) and the other problems close up, so the orderings stay 0, 1, 2, …. A problem not assigned to the student answers 404. Returns the reordered list.
         */
        put: operations["reorderStudentProblems"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/problems/reset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a student's problem status
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. The "reset problem status" button of the student page. The spec does not show the values after a reset; the contract chose: `solved` becomes false on every assigned problem (their `last_changed` is set to now), while the quiz flags, the order and the assignments stay. No body. Returns the student's list after the reset.
         */
        post: operations["resetStudentProblems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/problems/{problemId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
                problemId: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a student's solved or quiz flag of a problem
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. A problem not assigned to the student answers 404. The body is a multipart form (docs/product/api.md) with the flags that change, each the text `true` or `false`; flags left out keep their value, and `last_changed` is set to now. Returns the updated assignment.
         */
        put: operations["updateStudentProblem"];
        post?: never;
        /**
         * Remove a problem from a student
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. Removes the assignment only (the problem itself stays); the remaining problems close up their order. A problem not assigned to the student answers 404.
         */
        delete: operations["removeStudentProblem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/problemsets/{problemsetId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
                problemsetId: components["parameters"]["ProblemsetId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a topic's problems to a student
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. The topic must be one the caller may see (otherwise 404). Its problems are appended to the end of the student's list in the topic's order, unsolved, with the topic's quiz flags; problems already assigned to the student are skipped. The topic itself is not linked to the student. No body. Answers how many of the topic's problems were added and how many were already assigned (and so skipped), with the student's whole new list.
         */
        post: operations["addStudentProblemset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/digests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate a student's conversation digests
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. Uses the AI provider: asks it again for a digest (summary, in the student's language) of every one of the student's conversations in which something was said, replacing the digests they had, and rebuilds from all digests, oldest first, the student's `history` text that the AI characters read. A conversation is in the history once however often this is called. No body. Returns the updated student and how many conversations were summarised (0 for a student without conversations). 503 when no AI provider is configured or it cannot be reached; digests written before a failure are kept, the history is rebuilt only when all succeeded.
         */
        post: operations["regenerateStudentDigests"];
        /**
         * Delete a student's history
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. Deletes the student's `history` text and all conversation digests; the conversations themselves and their recordings stay. Returns the updated student (history null).
         */
        delete: operations["deleteStudentHistory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        /**
         * List a student's conversations
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. Returns the summaries of all the student's conversations with AI characters, newest first (`updated_at` descending); the student page sorts and shows them and derives the device icon from `user_agent`.
         */
        get: operations["listStudentConversations"];
        put?: never;
        post?: never;
        /**
         * Delete all of a student's conversations
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. Deletes every conversation of the student with its messages, digests and audio recordings. The student's `history` text is kept (delete it with deleteStudentHistory).
         */
        delete: operations["deleteStudentConversations"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{conversationId}": {
        parameters: {
            query: {
                /** @description The student the conversation belongs to. */
                student_id: components["parameters"]["StudentIdQuery"];
            };
            header?: never;
            path: {
                conversationId: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a conversation
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. The conversation must belong to the student named by `student_id`, otherwise 404. Deletes the conversation with its messages, digest and audio recordings.
         */
        delete: operations["deleteConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{conversationId}/messages": {
        parameters: {
            query: {
                /** @description The student the conversation belongs to. */
                student_id: components["parameters"]["StudentIdQuery"];
                /** @description true lets the back-office read conversations of inactive students too. Without it (or with false) a conversation of an inactive student answers 404. */
                skip_active_check?: boolean;
            };
            header?: never;
            path: {
                conversationId: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        /**
         * Get a conversation with its messages
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. The conversation must belong to the student named by `student_id`, otherwise 404. Returns the conversation's summary and all its messages, oldest first, with every role (user, assistant, system, tool); a message's content is either text or a list of text and image_url parts. The back-office always sends `skip_active_check=true`.
         */
        get: operations["getConversationMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/conversations/{id}/recordings": {
        parameters: {
            query: {
                /** @description The student the conversation belongs to. */
                student_id: components["parameters"]["StudentIdQuery"];
            };
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a conversation's audio recordings
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. `id` is the conversation, which must belong to the student named by `student_id`, otherwise 404. The spec does not show the shape; the contract chose a list of {url, timestamp}, oldest first, where `url` is the recording's file name to fetch with getStudentRecording. A conversation without recordings gives an empty list.
         */
        get: operations["listConversationRecordings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/students/{id}/recordings/{url}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
                /**
                 * @description The recording's file name, as `url` in listConversationRecordings.
                 * @example 501-20261118T143512Z.webm
                 */
                url: string;
            };
            cookie?: never;
        };
        /**
         * Get an audio recording
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. The recording must belong to one of the student's conversations, otherwise 404. Returns the audio itself: `audio/webm` for recordings made in the browser, `audio/mpeg` for MP3 files, `audio/wav` for uncompressed recordings. Streamed from the file storage (new): `Accept-Ranges: bytes`, and a `Range` of one byte range (`bytes=0-`, `bytes=100-199`, `bytes=-500`) answers 206 with that part and `Content-Range`; a range that starts past the end answers 416 `range_not_satisfiable` with `Content-Range: bytes *\/<size>`; any other Range header is ignored (the whole file). Never kept by a cache (`no-store`).
         */
        get: operations["getStudentRecording"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/conversations/{id}/export": {
        parameters: {
            query: {
                /** @description The student the conversation belongs to. */
                student_id: components["parameters"]["StudentIdQuery"];
            };
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Export a conversation as a JSON file
         * @description Admin, schooladmin, teacher and parent. Admins reach every student, schooladmins and teachers the students of their own school, parents only their own children; a student out of scope answers 404. `id` is the conversation, which must belong to the student named by `student_id`, otherwise 404. Returns the same document as getConversationMessages as a download; the file name comes from the `Content-Disposition` header (the app falls back to conversation_{id}.json).
         */
        get: operations["exportConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/characters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the AI characters
         * @description Admin, schooladmin, teacher and parent: any signed-in user. Returns every AI character a student can talk to, keyed by `character_id`, so that conversation lists and the viewer can show the character's name. Not scoped; the same for everyone.
         */
        get: operations["listCharacters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problemsets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List topics
         * @description All four roles (admin, schooladmin, teacher, parent). Scoped: an admin sees every topic; a schooladmin and a teacher see the topics of their own school; a parent sees only the topics they created. `query` searches the topic name; `not_in_class` leaves out the topics already assigned to that class (the class page's add-topic dropdown). The list is unsorted; the screen sorts it (default last_changed descending).
         */
        get: operations["listProblemsets"];
        put?: never;
        /**
         * Create a topic
         * @description All four roles (admin, schooladmin, teacher, parent). The new topic is empty and belongs to the signed-in user (and to their school, if they have one), so it is in the creator's scope at once. The name is required.
         */
        post: operations["createProblemset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problemsets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a topic
         * @description All four roles (admin, schooladmin, teacher, parent). An admin may read any topic; a schooladmin and a teacher only the topics of their own school; a parent only the topics they created. A topic outside the caller's scope answers 404.
         */
        get: operations["getProblemset"];
        /**
         * Rename a topic
         * @description All four roles (admin, schooladmin, teacher, parent), on the topics in their scope (admin: all; schooladmin and teacher: their own school's; parent: their own). A topic outside the caller's scope answers 404. The name is required.
         */
        put: operations["updateProblemset"];
        post?: never;
        /**
         * Delete a topic
         * @description All four roles (admin, schooladmin, teacher, parent), on the topics in their scope (admin: all; schooladmin and teacher: their own school's; parent: their own). A topic outside the caller's scope answers 404. Only the topic and its links go (its problem list and its assignments to classes); the problems themselves stay, and so do problems already given to students.
         */
        delete: operations["deleteProblemset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problemsets/{id}/problems": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a topic's problems
         * @description All four roles (admin, schooladmin, teacher, parent), on the topics in their scope (admin: all; schooladmin and teacher: their own school's; parent: their own). A topic outside the caller's scope answers 404. The problems come in the topic's order (`ordering` ascending, starting at 0), each with its quiz flag.
         */
        get: operations["listProblemsetProblems"];
        /**
         * Set a topic's problems
         * @description All four roles (admin, schooladmin, teacher, parent), on the topics in their scope (admin: all; schooladmin and teacher: their own school's; parent: their own). A topic outside the caller's scope answers 404, and so does a problem id the caller may not see. The picker's Save: `problem_ids` is the whole selection, and afterwards the topic holds exactly those problems. Problems of the topic that are not in the list are removed; the ones that stay keep their order and quiz flag; ids not yet in the topic are appended in the given order with quiz off. An empty list empties the topic. Answers how many problems were added and removed, and the topic's full list in order.
         */
        put: operations["setProblemsetProblems"];
        /**
         * Add problems to a topic
         * @description All four roles (admin, schooladmin, teacher, parent), on the topics in their scope (admin: all; schooladmin and teacher: their own school's; parent: their own). A topic outside the caller's scope answers 404, and so does a problem id the caller may not see. The spec does not show the picker's body; the contract chose `{problem_ids}`, the picker's whole selection (it preselects the topic's current problems). Ids not yet in the topic are appended in the given order with quiz off; ids already there keep their place and quiz flag. Nothing is removed (PUT on this path sets the whole list, removals included). Answers the topic's full list in order.
         */
        post: operations["addProblemsetProblems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problemsets/{id}/problems/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Move a problem within a topic
         * @description All four roles (admin, schooladmin, teacher, parent), on the topics in their scope (admin: all; schooladmin and teacher: their own school's; parent: their own). A topic outside the caller's scope, or a problem not in the topic, answers 404. Sent on drag end: the problem moves to `new_index` (0-based) and the others close up. A `new_index` past the end moves it to the end. Answers the topic's full list in the new order.
         */
        put: operations["reorderProblemsetProblems"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problemsets/{id}/problems/{problemId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                problemId: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a topic problem's quiz flag
         * @description All four roles (admin, schooladmin, teacher, parent), on the topics in their scope (admin: all; schooladmin and teacher: their own school's; parent: their own). A topic outside the caller's scope, or a problem not in the topic, answers 404. The screen toggles optimistically and refreshes afterwards.
         */
        put: operations["updateProblemsetProblem"];
        post?: never;
        /**
         * Remove a problem from a topic
         * @description All four roles (admin, schooladmin, teacher, parent), on the topics in their scope (admin: all; schooladmin and teacher: their own school's; parent: their own). A topic outside the caller's scope, or a problem not in the topic, answers 404. Only the link goes; the problem stays, and the problems after it close up.
         */
        delete: operations["removeProblemsetProblem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List problem collections
         * @description All roles (admin, schooladmin, teacher, parent); collections are shared by everyone, so every role gets the full list. The problem list uses it for its creator filter, and the editor for the collection selector (only admins choose a collection). The contract chose to sort by name.
         */
        get: operations["listCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search problems
         * @description All four roles (admin, schooladmin, teacher, parent). Scoped: an admin sees every problem; every other user sees the problems of their own school, the shared library (problems without an owning school that an admin created), and the problems they created themselves. A parent's own problems are seen only by that parent and by admins. Problems outside that scope are never listed. All filters combine; the answer is one page plus the total number of matches. Used by the problem list and by the picker dialog (20 per page). The spec does not show the values of `created_by`; the contract chose `all` (default), `mine` (created by the signed-in user) or a collection id (the problems of that collection).
         */
        get: operations["searchProblems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a problem
         * @description All four roles (admin, schooladmin, teacher, parent). The new problem belongs to the signed-in user: `created_by_user_id` is theirs and `owner_school_id` is their school (null for a parent or an admin without a school); it is in no collection (only an admin sets one, with updateProblemCollection). Text and answer are required. The image (`file`) must be JPG, PNG or GIF; the template (`template_file`) may be any type. Each file is at most 5 MB. An image (the image, or a template that is a JPG, PNG or GIF) of more than 40 megapixels is refused (422 `image.too_large`); it is stored turned upright, scaled to at most 2,000 px on its long side and without metadata (EXIF, location), in its format. Answers the new id and the problem-list URL to go to.
         */
        post: operations["createProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a problem
         * @description All four roles (admin, schooladmin, teacher, parent). An admin may read any problem; every other user sees the problems of their own school, the shared library (problems without an owning school that an admin created), and the problems they created themselves. A parent's own problems are seen only by that parent and by admins. Any other problem answers 404. The image and the template are named by their addresses under `/api/files/` (`file_url`, `template_url`, and the image's `thumbnail_url`), as in every other answer with problems; the editor shows them from there.
         */
        get: operations["getProblem"];
        /**
         * Update a problem
         * @description All four roles (admin, schooladmin, teacher, parent), subject to the edit rule of spec docs/product/roles.md: an admin may edit any problem; a schooladmin one whose owner_school_id is their school; a teacher one of their school that they created; a parent one without an owning school that they created. A problem the caller may see but not edit answers 403; one they may not see answers 404. Replaces the problem's fields with the form; a missing `file` or `template_file` keeps the current one, and empty `file_data` and `file_type` (or `template_data` and `template_type`) clear it. Owner, creator and collection do not change. Answers the id and the problem-list URL to go to.
         */
        put: operations["updateProblem"];
        post?: never;
        /**
         * Delete a problem
         * @description All four roles (admin, schooladmin, teacher, parent), subject to the edit rule of spec docs/product/roles.md (see updateProblem). A problem the caller may see but not edit answers 403; one they may not see answers 404. The contract chose that deleting is never refused because the problem is in use: the problem also leaves every topic and every student's list.
         */
        delete: operations["deleteProblem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The file's key: the SHA-256 of its content (64 lowercase hex digits) and the extension of its type (jpg, png, gif, pdf, bin), as in a problem's `file_url`, `thumbnail_url` and `template_url`.
                 * @example 1b6f7a2ecc478f6d04280ac8af7afb11f767dd796dc019c9286f98de47d10ce7.png
                 */
                key: string;
            };
            cookie?: never;
        };
        /**
         * Read a stored file
         * @description New. Everyone with the address (no session: an `<img src>` sends none). Returns a problem's image, thumbnail or template from the file storage, streamed. The key is the SHA-256 of the content, so it can be known only by someone who has the file or was handed the address with a problem they may see; the content under a key never changes, so the answer is `Cache-Control: public, max-age=31536000, immutable` with the hash as a strong `ETag` (`If-None-Match` with it answers 304 without the file). Images (JPG, PNG, GIF) are sent `inline`; anything else (PDF, other templates as application/octet-stream) as a download (`Content-Disposition: attachment`). Always `X-Content-Type-Options: nosniff`. A key with no file answers 404. Recordings are never served here.
         */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/{id}/image": {
        parameters: {
            query: {
                /**
                 * @description The signature of a file address, as handed out in a problem's `file_url` or `template_url`: the end of its validity (seconds since 1970) and an HMAC over the problem, the kind of file, the file's content and that end, keyed by the server's secret.
                 * @example 1795532400.mD0Xq3m0Y1v7u9bLzqk4wS2hF8eJr6tNcA5pGdVxKoI
                 */
                t: components["parameters"]["FileToken"];
            };
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Read a problem's image
         * @description Kept for addresses handed out before files had their own (getFile, `/api/files/{key}`, which every answer now carries); read from the file storage. Everyone with the address (no session). Returns the problem's image (JPG, PNG or GIF) as stored (as a download, which an `<img>` shows all the same). The address is the one a problem's answer carries (the problem was checked against the reader's scope when it was handed out), so it needs no session: an `<img src>` works as it is. The signature binds the problem, the kind of file and the file's content; a wrong or expired signature, or the address of a file that has changed since, answers 403; a problem without this file, 404. The answer may be kept by the browser until the signature ends (`Cache-Control: private, max-age=…, immutable`) and carries an `ETag` (the content's hash); `If-None-Match` with it answers 304 without the file.
         */
        get: operations["getProblemImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/{id}/template": {
        parameters: {
            query: {
                /**
                 * @description The signature of a file address, as handed out in a problem's `file_url` or `template_url`: the end of its validity (seconds since 1970) and an HMAC over the problem, the kind of file, the file's content and that end, keyed by the server's secret.
                 * @example 1795532400.mD0Xq3m0Y1v7u9bLzqk4wS2hF8eJr6tNcA5pGdVxKoI
                 */
                t: components["parameters"]["FileToken"];
            };
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Read a problem's template
         * @description Kept for addresses handed out before files had their own (getFile, `/api/files/{key}`, which every answer now carries); read from the file storage. Everyone with the address (no session). Returns the problem's template as stored: an image (JPG, PNG, GIF), a PDF, or another file as application/octet-stream, as a download. The address is the one a problem's answer carries (the problem was checked against the reader's scope when it was handed out), so it needs no session: an `<img src>` works as it is. The signature binds the problem, the kind of file and the file's content; a wrong or expired signature, or the address of a file that has changed since, answers 403; a problem without this file, 404. The answer may be kept by the browser until the signature ends (`Cache-Control: private, max-age=…, immutable`) and carries an `ETag` (the content's hash); `If-None-Match` with it answers 304 without the file.
         */
        get: operations["getProblemTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/{id}/collection": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a problem's collection
         * @description Admin only; schooladmins, teachers and parents get 403 (they see the collection read-only). Puts the problem into the given collection, or with null takes it out of any collection. An unknown problem or collection answers 404. Answers the whole problem.
         */
        put: operations["updateProblemCollection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a problem
         * @description All four roles (admin, schooladmin, teacher, parent), on any problem they may see (admin: all; others: their school's problems, the shared problems without an owning school, and their own); any other problem answers 404. No edit permission is needed. The copy has all the problem's content (text, files, solution, answer, wrong answers, grades, difficulty, language) but belongs to the signed-in user: `created_by_user_id` is theirs, `owner_school_id` their school (null for a parent or an admin without a school), and it is in no collection. So the caller can always edit the copy. No request body.
         */
        post: operations["copyProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/generate-solution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a solution with AI
         * @description All four roles (admin, schooladmin, teacher, parent). Asks the configured AI provider for a worked solution (markdown with KaTeX) to the problem text, in the given language, looking at the image and template when sent. Nothing is stored; the editor puts the result into its solution field. 503 when no AI provider is configured or it cannot be reached.
         */
        post: operations["generateSolution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/generate-wrong-answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate wrong answers with AI
         * @description All four roles (admin, schooladmin, teacher, parent). Asks the configured AI provider for plausible wrong answers (typical mistakes) for quiz use, from the problem's text and, when given, its solution and answer, in the given language. Nothing is stored; the editor puts them into its wrong-answers field, one per line. 503 when no AI provider is configured or it cannot be reached.
         */
        post: operations["generateWrongAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/upload-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extract problem drafts from a PDF or image
         * @description All four roles (admin, schooladmin, teacher, parent). Reads a worksheet (PDF of at most 20 pages, JPG or PNG; at most 5 MB; the type is checked by the file's content) and extracts up to `num_problems` drafts (1-50, default 10). The server renders every page to an image; with an AI provider each page goes to its vision model, which writes the drafts in the target language. Without one, a PDF with a text layer is still read: its numbered items ("1.", "2)", "Aufgabe 3:", …) become drafts with their text as printed, grades 5-13 and difficulty 3 for the teacher to judge; a scan or photo without text answers 503. Nothing is stored: the answer holds the drafts and the page images, for the confirm dialog. Each draft names its page (`page_index`, 0 based, into `pages`) and a box (`coords`, on the 0-1000 scale of the page's width and height): its figure's box and the cropped figure (`image_data`, PNG, at most 800 px wide) when it has one, else (text layer only) the box of its text. Another file type, or a file that cannot be read, answers 422.
         */
        post: operations["uploadProblemFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/upload-file/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create problems from confirmed drafts
         * @description All four roles (admin, schooladmin, teacher, parent). Creates the drafts at `selected_indices` of `problems` (both JSON arrays in form fields, as edited in the confirm dialog), in that order. Each new problem belongs to the signed-in user (their school as owner, null for a parent or an admin without a school), is in no collection, and takes the draft's cropped figure as its image. When `problemset_name` is given, a topic of that name is created for the user holding the new problems in order. The spec does not show the answer; the contract chose `{problem_ids, problemset_id}` (null when no topic was created). The limits of creating a problem apply: at most 50 drafts, text and solution at most 20,000 characters, answer at most 2,000, notes at most 2,000, a figure a JPG, PNG or GIF (by its content) of at most 5 MB. All problems and the topic are created in one transaction, or none. Answers 422 when `problems` or `selected_indices` is not valid JSON of the right shape, an index is out of range, or a chosen draft breaks a limit.
         */
        post: operations["confirmProblemUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/problems/upload-file/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start extracting problem drafts from a PDF or image in the background
         * @description Every role, as the upload itself (a parent too). The same form and the same checks as `uploadProblemFile` (file type by content, size, page count of a PDF, the form's fields), with the same error codes, all answered before any job exists. Then the file is kept in the database and a job of kind `extraction` is queued: the answer is 202 with the job's id at once, and `getJob` follows it (state, pages done of pages in total) until it is `done` with exactly the answer `uploadProblemFile` would have given. The job survives a restart or the end of a server process (another process takes it over after the job expiry, JOB_EXPIRE_SECONDS), is retried with growing waits when the AI service was busy, unreachable or too slow, and can be cancelled with `cancelJob`. A scan or photo without text while no AI provider is configured answers 503 `ai.not_configured` here, not later.
         */
        post: operations["startProblemUploadJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's recent background jobs
         * @description Every role, as the upload itself (a parent too). The caller's own jobs of the last 7 days, newest first, at most 20 (an admin too sees only their own here), optionally of one `kind`: for the upload dialog's "recent extractions". Each entry is the job without its `result` (a finished extraction's drafts and page images are fetched with `getJob`).
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a background job, as answered by the call that started it. */
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /**
         * A background job's state, progress and result
         * @description Every role, as the upload itself (a parent too). The job's creator and admins see a job; for anyone else, as for an unknown id, it answers 404. `state` goes from `queued` to `running` to `done`, `failed` or `cancelled` (a job being retried after a passing failure is `queued` again). `progress` counts pages done of pages in total for an extraction. `result` is set only when `done`: for an extraction exactly the answer of `uploadProblemFile`. `error` is set only when `failed`, with the code the synchronous call would have answered (`ai.timeout`, `ai.bad_answer`, `upload.invalid_file`, …). Jobs are kept for 7 days.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        /**
         * Cancel a background job
         * @description Every role, as the upload itself (a parent too). The job's creator and admins may cancel it; for anyone else, as for an unknown id, it answers 404. A queued job never starts; a running extraction stops before its next page, and its state becomes `cancelled`. Cancelling a job that has already ended (done, failed, cancelled) changes nothing and answers 204 as well. No body.
         */
        delete: operations["cancelJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The safety review queue of students' conversations
         * @description Every role, scoped like the students the reviews concern: an admin sees all; a schooladmin and a teacher the students of their school; a parent their own children. A review is a message of a student's conversation that the server's scan flagged (docs/product/screens.md#reviews): the students' own messages for every category, the AI characters' messages for `sexual` and `violence`. The scan runs every `REVIEW_SCAN_SECONDS` on the server and on demand (`scanReviews`). All filters combine; the answer is one page, the most severe first and within a severity the newest first, plus the number of matches. `excerpt` is the message's text around the match, at most 300 characters, with the match at `match_start` … `match_end` (character offsets in `excerpt`; both null when a whole message was flagged by the AI without a marked span).
         */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Scan the new messages now
         * @description Admin, schooladmin and teacher; a parent gets 403. Runs the scan the server otherwise runs every `REVIEW_SCAN_SECONDS`: every message written since the last scan (by any route, the student app or SQL) is checked once, by the rules and, with an AI provider, by the model; no message is flagged twice in a category. Only one scan runs at a time across all server processes: a call that meets a running scan waits for it and then scans what is left (often nothing). The answer counts for the whole database, not only the caller's school.
         */
        post: operations["scanReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's id. */
                reviewId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Acknowledge or dismiss a review
         * @description Every role, for the reviews it sees (`listReviews`); another one answers 404 `review.not_found`. `acknowledged`: an adult has seen it and takes care of it; `dismissed`: nothing to do (a false alarm). Any other state, `open` included, is refused with 422. The handler's name and the time are recorded with the optional note; a handled review may be handled again (the newest decision counts, the audit log keeps each).
         */
        put: operations["updateReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the audit log
         * @description Admin and schooladmin; a teacher or parent gets 403. The audit log records, on the server, every accepted write (each POST, PUT, PATCH and DELETE of this contract) in the same transaction as its change, every sign-in (`login`, `outcome` `success` or `failure` with the e-mail tried, never the password), and every read of a child's conversation (`getConversationMessages`, `exportConversation`, `listConversationRecordings`, `getStudentRecording`). A refused request (4xx) writes nothing, except a failed sign-in. An admin sees every entry; a schooladmin the entries whose `school_id` is their school (its users, classes, students and problems, and the sign-ins of its staff). All filters combine; the answer is one page, newest first, plus the number of matches (counted up to 10,000). Entries older than the setting `audit_retention_days` are purged daily; the purge is an entry of its own (`purgeAuditEntries`, entity `audit`). `changes` never holds a password, hash, token, session id or file content: a changed file is `{before: {bytes}, after: {bytes}}`.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error answer. `code` says what went wrong in a stable, machine-readable way (the app shows its own text for it, in the user's language); `detail` is an English sentence for people and logs, shown only when the app does not know the code. */
        Error: {
            /** @example A school with this name already exists. */
            detail: string;
            code: components["schemas"]["ErrorCode"];
        };
        /**
         * @description What went wrong, lowercase and dot-separated by area. Generic codes (`validation`, `not_found`, …) answer what the contract or the HTTP layer rejects; specific codes name a rule of the product. New codes are added in sorted order; a code is never renamed.
         * @enum {string}
         */
        ErrorCode: "ai.bad_answer" | "ai.busy" | "ai.not_configured" | "ai.timeout" | "ai.unreachable" | "auth.account_deactivated" | "auth.current_password_required" | "auth.current_password_wrong" | "auth.invalid_credentials" | "auth.invalid_reset_token" | "bad_request" | "class.name_taken" | "class.not_found" | "class.student_in_other_class" | "class.student_not_in_class" | "class.topic_not_assigned" | "collection.not_found" | "conflict" | "conversation.not_found" | "forbidden" | "image.too_large" | "import.class_name_invalid" | "import.class_not_found" | "import.duplicate_row" | "import.file_empty" | "import.file_unreadable" | "import.firstname_missing" | "import.gender_unknown" | "import.language_unknown" | "import.lastname_missing" | "import.name_invalid_characters" | "import.name_too_long" | "import.no_header" | "import.too_many_rows" | "internal" | "mail.unavailable" | "not_found" | "payload_too_large" | "problem.invalid_file_type_image" | "problem.not_found" | "review.not_found" | "range_not_satisfiable" | "rate_limited" | "school.has_dependents" | "school.name_taken" | "school.not_found" | "server.busy" | "server.not_ready" | "setting.invalid_value" | "setting.not_found" | "student.class_other_school" | "student.not_found" | "topic.not_found" | "unauthorized" | "upload.invalid_file" | "upload.text_unreadable" | "upload.too_many_pages" | "user.cannot_change_self" | "user.cannot_delete_self" | "user.email_taken" | "user.not_found" | "validation";
        /** @description Answer of an action that has no other result. */
        Ok: {
            /** @constant */
            ok: true;
        };
        /** Format: int32 */
        Id: number;
        /**
         * @description A student's id. It is also the student's sign-in to the student app (?id=…), so it is random and unguessable rather than a counter: 12 characters of a-z and 2-9.
         * @example k7m2q9xw4tfa
         */
        StudentId: string;
        /**
         * @description The interface and content languages. German (`x-default`) is the product's default: the language of whatever has none, and the fallback where a language is unknown.
         * @enum {string}
         */
        Language: "de" | "en" | "es" | "ru" | "uk";
        /**
         * @description m = male (boy), w = female (girl).
         * @enum {string}
         */
        Gender: "m" | "w";
        /** @enum {string} */
        Usertype: "admin" | "schooladmin" | "teacher" | "parent";
        /**
         * Format: date-time
         * @description UTC date-time.
         */
        DateTime: string;
        Password: string;
        /** @description A person's, school's, class's or topic's name. Besides control characters, invisible format characters (Unicode category Cf: right-to-left override, zero-width space, …) are refused; the joiners U+200C and U+200D, which some scripts need, are allowed. */
        Name: string;
        /** Format: email */
        Email: string;
        Grade: number;
        Difficulty: number;
        Session: {
            /** @description 256 random bits, URL-safe base64. Sent back as `Authorization: Bearer <session_id>`. */
            session_id: string;
        };
        User: {
            user_id: components["schemas"]["Id"];
            usertype: components["schemas"]["Usertype"];
            /** @description Null for admins without a school and for parents. */
            school_id: number | null;
            school_name: string | null;
            firstname: string;
            lastname: string;
            gender: components["schemas"]["Gender"];
            language: components["schemas"]["Language"];
            /** Format: email */
            email: string;
            active: boolean;
            registered: components["schemas"]["DateTime"];
            /**
             * Format: date-time
             * @description Null until the first sign-in.
             */
            lastlogin: string | null;
        };
        LoginRequest: {
            email: string;
            password: string;
        };
        LoginResponse: {
            session: components["schemas"]["Session"];
            user: components["schemas"]["User"];
        };
        ProfileUpdate: {
            firstname: components["schemas"]["Name"];
            lastname: components["schemas"]["Name"];
            email: components["schemas"]["Email"];
            gender?: components["schemas"]["Gender"];
            language?: components["schemas"]["Language"];
            /** @description Accepted for the screen's convenience; one cannot deactivate oneself, so false is refused with 403. */
            active?: boolean;
            /** @description Leave out to keep the current password. */
            password?: components["schemas"]["Password"];
            /** @description The user's current password. Required (422 auth.current_password_required) when `password` is sent or `email` changes; a wrong one answers 403 auth.current_password_wrong, and guesses count against the sign-in limit (429). */
            current_password?: string;
        };
        PasswordResetRequest: {
            email: string;
        };
        PasswordReset: {
            token: string;
            password: components["schemas"]["Password"];
        };
        UserCreate: {
            firstname: components["schemas"]["Name"];
            lastname: components["schemas"]["Name"];
            email: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            /**
             * @description Only admins may create admins and parents.
             * @default teacher
             */
            usertype?: components["schemas"]["Usertype"];
            /** @default m */
            gender?: components["schemas"]["Gender"];
            /** @default de */
            language?: components["schemas"]["Language"];
            /** @description Only admins choose it; a schooladmin's new users always get the schooladmin's school. */
            school_id?: number | null;
            /** @default true */
            active?: boolean;
        };
        /** @description Any subset of the user's fields; `{active}` alone toggles the status. */
        UserUpdate: {
            firstname?: components["schemas"]["Name"];
            lastname?: components["schemas"]["Name"];
            email?: components["schemas"]["Email"];
            /** @description Leave out to keep the current password. */
            password?: components["schemas"]["Password"];
            /** @description Only admins change a user's type, and never their own. */
            usertype?: components["schemas"]["Usertype"];
            gender?: components["schemas"]["Gender"];
            language?: components["schemas"]["Language"];
            school_id?: number | null;
            active?: boolean;
        };
        /** @enum {string} */
        SettingType: "boolean" | "number" | "array" | "text";
        /** @description boolean → boolean, number → number, text → string, array → the chosen subset of possible_values as a list of strings. */
        SettingValue: boolean | number | string | string[];
        /** @description A system setting. A new value must fit its definition: its type; for a number the range min_value…max_value where set; for a text at most max_length characters where set and, when possible_values is set, one of them; for an array a subset of possible_values. Otherwise 422 with code setting.invalid_value. */
        Setting: {
            key: string;
            /** @description In the language the list was asked for. */
            description: string;
            type: components["schemas"]["SettingType"];
            value: components["schemas"]["SettingValue"];
            /** @description Comma-separated choices: the values an array setting may hold, or the one value a text setting may take. Null for free values. */
            possible_values: string | null;
            /** @description The smallest value a number setting takes; null for no limit. */
            min_value?: number | null;
            /** @description The largest value a number setting takes; null for no limit. */
            max_value?: number | null;
            /** @description The most characters a text setting takes; null for the contract's general limit. */
            max_length?: number | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        SettingUpdate: {
            value: components["schemas"]["SettingValue"];
            type: components["schemas"]["SettingType"];
        };
        /** @description Server settings that every signed-in user may read. */
        AppConfig: {
            /** @description The student app's address; a student's link is this plus `?id=<student_id>`. */
            student_app_url: string;
            /** @description Whether the worksheet upload can read images and scanned pages. This server always answers true: with an AI provider the vision model reads them; without one, OCR reads their printed text (handwriting gives 422 `upload.text_unreadable`). A client offers only PDFs where it is false. */
            extraction_reads_images: boolean;
        };
        School: {
            school_id: components["schemas"]["Id"];
            name: string;
            description: string | null;
            address: string | null;
            phone: string | null;
            /** Format: email */
            email: string | null;
            language: components["schemas"]["Language"];
        };
        SchoolInput: {
            name: components["schemas"]["Name"];
            description?: string | null;
            address?: string | null;
            phone?: string | null;
            /** @description Null (or left out) for none. */
            email?: components["schemas"]["Email"] | null;
            language?: components["schemas"]["Language"];
        };
        Class: {
            class_id: components["schemas"]["Id"];
            name: string;
            school_id: components["schemas"]["Id"];
            school_name: string;
            student_count: number;
            problemset_count: number;
        };
        ClassInput: {
            /** @description Ignored for schooladmins and teachers, whose classes are always in their own school. */
            school_id: components["schemas"]["Id"];
            name: components["schemas"]["Name"];
        };
        Student: {
            student_id: components["schemas"]["StudentId"];
            firstname: string;
            lastname: string;
            gender: components["schemas"]["Gender"];
            language: components["schemas"]["Language"];
            class_id: number | null;
            class_name: string | null;
            school_name: string | null;
            active: boolean;
            /** @description The digest of the student's past conversations, kept for the AI characters. */
            history: string | null;
            problem_solved: number;
            problem_total: number;
            conversation_count: number;
            /** Format: date-time */
            lastlogin: string | null;
            registered: components["schemas"]["DateTime"];
        };
        /** @description What regenerating a student's digests did. */
        StudentDigests: {
            student: components["schemas"]["Student"];
            /** @description How many of the student's conversations the AI provider summarised (each conversation in which something was said; none when the student has no conversations). */
            summarised: number;
        };
        StudentCreate: {
            firstname: components["schemas"]["Name"];
            lastname: components["schemas"]["Name"];
            /** @default m */
            gender?: components["schemas"]["Gender"];
            /** @default de */
            language?: components["schemas"]["Language"];
            /** @description Null for no class. Parents cannot set a class. The new student belongs to the class's school. */
            class_id?: number | null;
        };
        /** @description A partial update; send only what changed. */
        StudentUpdate: {
            firstname?: components["schemas"]["Name"];
            lastname?: components["schemas"]["Name"];
            gender?: components["schemas"]["Gender"];
            language?: components["schemas"]["Language"];
            /** @description Null (the screen's option 0) removes the student from their class. */
            class_id?: number | null;
            active?: boolean;
        };
        AccessLinkRequest: {
            email: components["schemas"]["Email"];
        };
        StudentProblemState: {
            solved: boolean;
            quiz: boolean;
            /** Format: date-time */
            last_changed: string | null;
            ordering: number;
        };
        /** @description One problem assigned to a student, with the student's state of it. */
        StudentProblem: {
            problem: components["schemas"]["Problem"];
            student_problem: components["schemas"]["StudentProblemState"];
        };
        /** @description The result of assigning problems to a student: how many were added, how many were already assigned (and so skipped), and the student's whole list afterwards. */
        StudentProblemsAdded: {
            added: number;
            already_assigned: number;
            problems: components["schemas"]["StudentProblem"][];
        };
        ProblemIdList: {
            problem_ids: components["schemas"]["Id"][];
        };
        /** @description A whole selection of problems (it may be empty), e.g. what the picker holds on Save. */
        ProblemIdSelection: {
            problem_ids: components["schemas"]["Id"][];
        };
        Reorder: {
            problem_id: components["schemas"]["Id"];
            new_index: number;
        };
        /** @description Multipart form; send the flags that change. Booleans as the text true or false. */
        StudentProblemUpdate: {
            solved?: boolean;
            quiz?: boolean;
        };
        ConversationSummary: {
            conversation_id: components["schemas"]["Id"];
            title: string | null;
            character_id: string;
            updated_at: components["schemas"]["DateTime"];
            created_at: components["schemas"]["DateTime"];
            message_count: number;
            duration_minutes: number;
            user_agent: string | null;
        };
        MessagePart: {
            /** @constant */
            type: "text";
            text: string;
        } | {
            /** @constant */
            type: "image_url";
            image_url: {
                /** @description A data URL or an https URL of the image. */
                url: string;
            };
        };
        MessageContent: {
            /** @enum {string} */
            role: "user" | "assistant" | "system" | "tool";
            /** @description Where the message came from (e.g. voice, text, a tool's name). */
            source?: string | null;
            content: string | components["schemas"]["MessagePart"][];
        };
        Message: {
            message_id: components["schemas"]["Id"];
            created_at: components["schemas"]["DateTime"];
            content: components["schemas"]["MessageContent"];
        };
        ConversationMessages: {
            conversation: components["schemas"]["ConversationSummary"];
            messages: components["schemas"]["Message"][];
        };
        Recording: {
            /** @description The recording's file name; fetch the audio from /admin/students/{id}/recordings/{url}. */
            url: string;
            timestamp: components["schemas"]["DateTime"];
        };
        Character: {
            name: string;
        };
        /** @description The AI characters by id. */
        Characters: {
            [key: string]: components["schemas"]["Character"];
        };
        Problem: {
            problem_id: components["schemas"]["Id"];
            /** @description Markdown with tables and KaTeX ($…$ inline, $$…$$ display). */
            text: string;
            /** @description Where the problem's image is read (getFile), null without one. No answer carries a file's contents. The address names the file by the SHA-256 of its content, needs no session, and never changes its content: a changed image gets a new address. (New in this version: before, a signed /api/admin/problems/{id}/image?t=… address, which still works, see getProblemImage.) */
            file_url: string | null;
            /** @description The image's MIME type (image/jpeg, image/png, image/gif). */
            file_type: string | null;
            /** @description New. The image for a list card (getFile): at most 800 px on its long side, made when the image is stored; the image's own address when it is that small already (an animated GIF gets a still of its first frame). Null without an image. */
            thumbnail_url: string | null;
            /** @description Where the problem's template for the student (e.g. a worksheet) is read (getFile), null without one; an address like `file_url` (new in this version, as `file_url`). */
            template_url: string | null;
            template_type: string | null;
            solution: string | null;
            answer: string | null;
            wrong_answers: string[];
            gradefrom: components["schemas"]["Grade"];
            gradeto: components["schemas"]["Grade"];
            difficulty: components["schemas"]["Difficulty"];
            language: components["schemas"]["Language"];
            collection_id: number | null;
            collection_name: string | null;
            creator_firstname: string | null;
            creator_lastname: string | null;
            /** @description Null for problems owned by a parent (or by an admin without a school). */
            owner_school_id: number | null;
            created_by_user_id: number | null;
        };
        ProblemSearchResult: {
            items: components["schemas"]["Problem"][];
            /** @description All matches, not only this page. */
            total: number;
        };
        /** @description Multipart form of the problem editor. Numbers and text arrive as form fields; `file` and `template_file` are uploads. To clear the image send empty `file_data` and `file_type`; to clear the template, empty `template_data` and `template_type`. */
        ProblemForm: {
            text: string;
            solution?: string;
            answer: string;
            /** @description One wrong answer per line; blank lines are dropped. */
            wrong_answers?: string;
            gradefrom: components["schemas"]["Grade"];
            gradeto: components["schemas"]["Grade"];
            difficulty: components["schemas"]["Difficulty"];
            language: components["schemas"]["Language"];
            /**
             * Format: binary
             * @description The problem's image (JPG, PNG or GIF, at most 5 MB and 40 megapixels). Stored upright, at most 2,000 px on its long side, without metadata.
             */
            file?: Blob;
            /**
             * Format: binary
             * @description A template file (at most 5 MB); an image is shown, other types by their type only.
             */
            template_file?: Blob;
            file_data?: string;
            file_type?: string;
            template_data?: string;
            template_type?: string;
        };
        ProblemSaved: {
            problem_id: components["schemas"]["Id"];
            /** @description Where the editor goes after saving (the problem list page that shows the problem, with its #p anchor). */
            redirect_url: string;
        };
        ProblemCollectionUpdate: {
            /** @description Null takes the problem out of any collection. */
            collection_id: number | null;
        };
        ProblemCopied: {
            problem_id: components["schemas"]["Id"];
        };
        Collection: {
            collection_id: components["schemas"]["Id"];
            name: string;
        };
        GenerateSolutionForm: {
            text: string;
            language: components["schemas"]["Language"];
            /** Format: binary */
            file?: Blob;
            /** Format: binary */
            template_file?: Blob;
        };
        GeneratedSolution: {
            solution: string;
        };
        GenerateWrongAnswersRequest: {
            text: string;
            solution?: string | null;
            answer?: string | null;
            language: components["schemas"]["Language"];
        };
        GeneratedWrongAnswers: {
            wrong_answers: string[];
        };
        /** @description A crop box on the page image, on a 0-1000 scale of the page's width and height. */
        Coords: {
            left: number;
            top: number;
            right: number;
            bottom: number;
        };
        ExtractedProblem: {
            text: string;
            solution: string | null;
            answer: string | null;
            notes: string | null;
            gradefrom: components["schemas"]["Grade"];
            gradeto: components["schemas"]["Grade"];
            difficulty: components["schemas"]["Difficulty"];
            page_index: number;
            coords: components["schemas"]["Coords"] | null;
            /** @description The cropped figure, base64 (at most 800 px wide). */
            image_data: string | null;
            image_type: string | null;
        };
        ExtractedPage: {
            image_type: string;
            /** @description base64 */
            image_data: string;
        };
        ExtractionResult: {
            problems: components["schemas"]["ExtractedProblem"][];
            pages: components["schemas"]["ExtractedPage"][];
        };
        UploadFileForm: {
            /**
             * Format: binary
             * @description A PDF, JPG or PNG of at most 5 MB.
             */
            file: Blob;
            language: components["schemas"]["Language"];
            /** @default 10 */
            num_problems?: number;
        };
        UploadConfirmForm: {
            /** @description JSON array of ExtractedProblem, as edited in the confirm dialog (at most 50 drafts with their cropped figures: at most 20 MiB characters; the whole request at most 25 MB). */
            problems: string;
            /** @description JSON array of the indices in `problems` to create. */
            selected_indices: string;
            language: components["schemas"]["Language"];
            /** @description When given, a topic of that name is created holding the new problems in order. */
            problemset_name?: string;
        };
        /** @description The contract's choice (the spec does not show this answer). */
        UploadConfirmed: {
            problem_ids: components["schemas"]["Id"][];
            problemset_id: number | null;
        };
        Problemset: {
            problemset_id: components["schemas"]["Id"];
            name: string;
            creator_name: string | null;
            problem_count: number;
            /** Format: date-time */
            last_changed: string | null;
        };
        ProblemsetInput: {
            name: components["schemas"]["Name"];
        };
        TopicProblem: {
            problem_id: components["schemas"]["Id"];
            problem: components["schemas"]["Problem"];
            ordering: number;
            quiz: boolean;
        };
        /** @description What setting a topic's problems changed, and the topic's list afterwards. */
        TopicProblemsChange: {
            /** @description Problems that were not in the topic before. */
            added: number;
            /** @description Problems taken out of the topic. */
            removed: number;
            problems: components["schemas"]["TopicProblem"][];
        };
        TopicProblemUpdate: {
            quiz: boolean;
        };
        /**
         * @description The kind of record an audit entry is about. `audit` is the log itself (its daily purge); sign-ins, sign-outs and password resets are about a `user`; `review` is an entry of the safety review queue (its handling, and on-demand scans).
         * @enum {string}
         */
        AuditEntityType: "audit" | "class" | "conversation" | "job" | "problem" | "problemset" | "review" | "school" | "setting" | "student" | "user";
        /**
         * @description `failure` only for a failed sign-in (`login`); every other entry records an accepted request, as a refused one writes nothing.
         * @enum {string}
         */
        AuditOutcome: "success" | "failure";
        /** @description One field's value before and after. A create has `before: null`, a delete `after: null`; a read or an action without fields has no changes. A file is recorded by its size, `{bytes: 48213}`, never its content; secrets (passwords, hashes, tokens, session ids) are never recorded. */
        AuditChange: {
            /** @description The value before (null for a create). */
            before: unknown;
            /** @description The value after (null for a delete). */
            after: unknown;
        };
        /**
         * @description The number setting `audit_retention_days`: how many days audit entries are kept before the daily purge removes them.
         * @default 365
         */
        AuditRetentionDays: number;
        AuditEntry: {
            audit_id: number;
            at: components["schemas"]["DateTime"];
            /** @description Who did it; null for the server's own work (the daily purge) and for a failed sign-in. Name and role are kept as they were then, so a deleted user's entries still read. */
            actor_user_id: number | null;
            actor_name: string | null;
            actor_role: components["schemas"]["Usertype"] | null;
            /** @description The contract's operationId (`updateStudent`, `login`, …), or `purgeAuditEntries` for the daily purge. */
            operation_id: string;
            entity_type: components["schemas"]["AuditEntityType"];
            /** @description The record's id as a string; null where there is none (a failed sign-in with an unknown e-mail). */
            entity_id: string | null;
            /** @description What people call the record, as it was then (a student's or user's name, a class's, school's or topic's name, a problem's first words, a setting's key, an upload's file name), so that an entry still reads after the record is renamed or deleted; null where there is none, and for entries written before names were kept. */
            entity_name: string | null;
            /** @description The school the entry concerns; null for what belongs to no school (settings, parents, admins). */
            school_id: number | null;
            outcome: components["schemas"]["AuditOutcome"];
            /** @description Field name → its value before and after. */
            changes: {
                [key: string]: components["schemas"]["AuditChange"];
            };
            /** @description The client's address as the server saw it. */
            ip: string | null;
        };
        AuditPage: {
            /** @description One page, newest first. */
            items: components["schemas"]["AuditEntry"][];
            /** @description The number of matching entries, counted up to 10,000: 10000 means "10,000 or more" (counting every one of a million entries would cost more than the page itself; narrow the filters to see further). */
            total: number;
        };
        HealthStatus: {
            /** @enum {string} */
            status: "ok";
            /** @description Whole seconds since the process started. */
            uptime_seconds: number;
        };
        ReadyStatus: {
            /** @enum {string} */
            status: "ready";
            checks: {
                database: {
                    ok: boolean;
                    /** @description How long the check query took, in whole milliseconds. */
                    ms: number;
                };
                /** @description New. The file storage (a folder takes a write, a bucket answers). */
                storage: {
                    ok: boolean;
                    /** @description How long the check took, in whole milliseconds. */
                    ms: number;
                };
            };
        };
        ClassProgressProblem: {
            problem_id: number;
            problemset_id: number;
            problemset_name: string;
            /** @description The problem's place in its topic, from 1. */
            ordering: number;
            /** @description Plain-text preview of the problem: no markdown, at most 60 characters. */
            label: string;
        };
        ClassProgressStudent: {
            student_id: string;
            firstname: string;
            lastname: string;
            /** Format: date-time */
            lastlogin: string | null;
            conversation_count: number;
            solved_count: number;
            assigned_count: number;
            /** Format: date-time */
            last_activity: string | null;
        };
        ClassProgressCell: {
            student_id: string;
            problem_id: number;
            solved: boolean;
            quiz: boolean;
            /** Format: date-time */
            last_changed: string | null;
        };
        /** @description A class's progress matrix (getClassProgress). */
        ClassProgress: {
            class_id: number;
            name: string;
            /** @description The columns, by the class's topic order and then each topic's problem order. */
            problems: components["schemas"]["ClassProgressProblem"][];
            /** @description The rows, by last name and first name. */
            students: components["schemas"]["ClassProgressStudent"][];
            /** @description One per assigned problem of a student among the columns; absent means not assigned. */
            cells: components["schemas"]["ClassProgressCell"][];
        };
        StudentImportForm: {
            /**
             * Format: binary
             * @description A roster: CSV or text (separated by comma, semicolon or tab; UTF-8 with or without BOM, UTF-16 with BOM, or Windows-1252) or an Excel workbook (.xlsx, its first sheet); at most 5 MB.
             */
            file: Blob;
            /**
             * @description "true" (the default) only reads and checks the file; "false" writes it.
             * @default true
             * @enum {string}
             */
            dry_run?: "true" | "false";
            /**
             * @description "true" creates the classes the file names that the school does not have yet.
             * @default false
             * @enum {string}
             */
            create_classes?: "true" | "false";
            /** @description The school to import into: required for admins; a schooladmin may leave it out or send their own school's id (another school's answers 403). */
            school_id?: components["schemas"]["Id"];
        };
        StudentImportClass: {
            /** @description Null for a class a dry run would create. */
            class_id: number | null;
            name: string;
            /** @description The import creates the class (a dry run: would create it). */
            created: boolean;
        };
        /**
         * @description `create`: a new student (created when the import is not a dry run); `exists`: a student of that name is already in the class, or in the school when the row names no class (compared without case and surrounding spaces), and is left alone; `error`: the row is skipped, see its errors.
         * @enum {string}
         */
        StudentImportRowStatus: "create" | "exists" | "error";
        StudentImportRow: {
            /** @description The row's line in the file (a quoted field with line breaks counts them), or its row in the sheet. */
            line: number;
            /** @description The first name as read (trimmed). */
            firstname: string;
            lastname: string;
            /** @description Null when the row names no class. */
            class_name: string | null;
            /**
             * @description Null only when the row's gender is not understood.
             * @enum {string|null}
             */
            gender: "m" | "w" | null;
            /**
             * @description Null only when the row's language is not understood.
             * @enum {string|null}
             */
            language: "de" | "en" | "es" | "ru" | "uk" | null;
            status: components["schemas"]["StudentImportRowStatus"];
            /** @description Why the row is skipped; empty unless status is error. */
            errors: components["schemas"]["ErrorCode"][];
        };
        StudentImportResult: {
            dry_run: boolean;
            /** @description Students created (0 for a dry run, which only counts the rows to create). */
            created: number;
            /** @description The names of the classes created (or, in a dry run, to create). */
            classes_created: string[];
            /** @description Every class a row without errors names, with its id, for the links to the class and its access sheets. */
            classes: components["schemas"]["StudentImportClass"][];
            /** @description Every data row of the file, in file order; at most 5,000 (a longer file answers 422 import.too_many_rows). */
            rows: components["schemas"]["StudentImportRow"][];
        };
        /**
         * Format: uuid
         * @description A background job's id (random, not a counter).
         * @example 3f1c9a52-7d4e-4b8a-9c61-2e5f0b7a8d14
         */
        JobId: string;
        JobStarted: {
            job_id: components["schemas"]["JobId"];
        };
        /**
         * @description What a background job does. `extraction`: drafts from an uploaded worksheet (startProblemUploadJob). The server's own jobs (mails, scheduled clean-ups) belong to no user and are never listed.
         * @enum {string}
         */
        JobKind: "extraction";
        /**
         * @description `queued` (waiting, also between retries), `running`, then one of the final states `done`, `failed` or `cancelled`.
         * @enum {string}
         */
        JobState: "queued" | "running" | "done" | "failed" | "cancelled";
        /** @description Steps done of steps in total; for an extraction, pages (total is 0 until the file is opened). */
        JobProgress: {
            done: number;
            total: number;
        };
        JobSummary: {
            job_id: components["schemas"]["JobId"];
            kind: components["schemas"]["JobKind"];
            state: components["schemas"]["JobState"];
            progress: components["schemas"]["JobProgress"];
            /** @description Why the job failed (only when `failed`), as any error answer. */
            error: components["schemas"]["Error"] | null;
            /** @description The uploaded file's name, as the browser sent it. */
            file_name: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        JobList: {
            /** @description The caller's jobs of the last 7 days, newest first. */
            jobs: components["schemas"]["JobSummary"][];
        };
        Job: {
            job_id: components["schemas"]["JobId"];
            kind: components["schemas"]["JobKind"];
            state: components["schemas"]["JobState"];
            progress: components["schemas"]["JobProgress"];
            /** @description The job's answer, only when `done`; for an extraction exactly the answer of uploadProblemFile. */
            result: components["schemas"]["ExtractionResult"] | null;
            /** @description Why the job failed (only when `failed`), as any error answer. */
            error: components["schemas"]["Error"] | null;
            /** @description The uploaded file's name, as the browser sent it. */
            file_name: string | null;
            created_at: components["schemas"]["DateTime"];
            updated_at: components["schemas"]["DateTime"];
        };
        /**
         * @description `open` until an adult acknowledges (takes care of it) or dismisses (nothing to do) it.
         * @enum {string}
         */
        ReviewState: "open" | "acknowledged" | "dismissed";
        /**
         * @description How urgent a review is; `self_harm` is always `high`.
         * @enum {string}
         */
        ReviewSeverity: "high" | "medium" | "low";
        /**
         * @description Why a message was flagged: thoughts of hurting oneself, violence, bullying, sexual content, personal data given away (phone number, e-mail, address, messenger handle), or something else that concerned the AI model.
         * @enum {string}
         */
        ReviewCategory: "self_harm" | "violence" | "bullying" | "sexual" | "personal_data" | "other";
        /**
         * @description Who flagged the message: the server's rule set, or the AI provider's classification.
         * @enum {string}
         */
        ReviewSource: "rules" | "ai";
        Review: {
            review_id: components["schemas"]["Id"];
            student_id: components["schemas"]["StudentId"];
            /** @description The student's first and last name. */
            student_name: string;
            conversation_id: components["schemas"]["Id"];
            message_id: components["schemas"]["Id"];
            category: components["schemas"]["ReviewCategory"];
            severity: components["schemas"]["ReviewSeverity"];
            source: components["schemas"]["ReviewSource"];
            /** @description The message's text around the match, at most 300 characters (plain text, never HTML). */
            excerpt: string;
            /** @description Where the match begins in `excerpt` (characters); null when nothing in particular is marked. */
            match_start: number | null;
            /** @description Where the match ends in `excerpt` (exclusive); null with `match_start`. */
            match_end: number | null;
            /** @description When the scan flagged the message. */
            created_at: components["schemas"]["DateTime"];
            state: components["schemas"]["ReviewState"];
            /** @description Who acknowledged or dismissed it, as their name was then; null while open. */
            handled_by_name: string | null;
            /**
             * Format: date-time
             * @description When it was acknowledged or dismissed; null while open.
             */
            handled_at: string | null;
            /** @description The handler's optional note. */
            note: string | null;
        };
        ReviewPage: {
            /** @description One page, most severe first, then newest first. */
            items: components["schemas"]["Review"][];
            /** @description The number of matching reviews. */
            total: number;
        };
        ReviewScanResult: {
            /** @description Messages read by this scan (those written since the previous one). */
            scanned_messages: number;
            /** @description Reviews this scan made. */
            new_reviews: number;
        };
        ReviewUpdate: {
            /**
             * @description The new state; `open` or anything else is refused (422).
             * @enum {string}
             */
            state: "acknowledged" | "dismissed";
            /** @description An optional note for the other adults (no need to repeat the message). */
            note?: string | null;
        };
    };
    responses: {
        /** @description The request cannot be processed as sent. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid session: sign in again. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The signed-in user may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such item, or not one the signed-in user may see. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change conflicts with existing data. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A file is larger than 5 MB, a form field is far longer than it can be, or the request is larger than its form can be or the server accepts (25 MB). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request breaks the contract (wrong types, missing or unknown fields, out-of-range values). */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the attempt may be made again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An outside service (AI provider, e-mail) is not configured or not reachable. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Done. */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Ok"];
            };
        };
        /** @description The server is busy: its queue of database work is full, the request could not start its database work in time, or a statement ran past the server's time limit. Nothing was changed. `Retry-After` says in how many seconds to try again. */
        ServerBusy: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The AI provider answered with something that could not be used (malformed, refused, or an error). */
        AiBadAnswer: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No AI provider is configured, it cannot be reached, or it is busy: this server's queue of AI calls is full or the provider limits its rate. Also when the server itself is busy (`server.busy`, see ServerBusy). When busy, `Retry-After` says in how many seconds to try again. */
        AiUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again (only when the AI service or the server is busy). */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The AI provider did not answer within the configured time (AI_TIMEOUT_MS). */
        AiTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The numeric id of the resource named by the path. */
        Id: components["schemas"]["Id"];
        /** @description The student's id. */
        StudentIdPath: components["schemas"]["StudentId"];
        /** @description The student's id. */
        StudentIdInPath: components["schemas"]["StudentId"];
        /** @description The student the conversation belongs to. */
        StudentIdQuery: components["schemas"]["StudentId"];
        ProblemId: components["schemas"]["Id"];
        ProblemsetId: components["schemas"]["Id"];
        ConversationId: components["schemas"]["Id"];
        /** @description Free-text search; empty or absent lists everything in scope. */
        Query: string;
        /**
         * @description The signature of a file address, as handed out in a problem's `file_url` or `template_url`: the end of its validity (seconds since 1970) and an HMAC over the problem, the kind of file, the file's content and that end, keyed by the server's secret.
         * @example 1795532400.mD0Xq3m0Y1v7u9bLzqk4wS2hF8eJr6tNcA5pGdVxKoI
         */
        FileToken: string;
        /** @description The id of a background job, as answered by the call that started it. */
        JobId: components["schemas"]["JobId"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Error = components['schemas']['Error'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type Ok = components['schemas']['Ok'];
export type Id = components['schemas']['Id'];
export type StudentId = components['schemas']['StudentId'];
export type Language = components['schemas']['Language'];
export type Gender = components['schemas']['Gender'];
export type Usertype = components['schemas']['Usertype'];
export type DateTime = components['schemas']['DateTime'];
export type Password = components['schemas']['Password'];
export type Name = components['schemas']['Name'];
export type Email = components['schemas']['Email'];
export type Grade = components['schemas']['Grade'];
export type Difficulty = components['schemas']['Difficulty'];
export type Session = components['schemas']['Session'];
export type User = components['schemas']['User'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];
export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];
export type PasswordReset = components['schemas']['PasswordReset'];
export type UserCreate = components['schemas']['UserCreate'];
export type UserUpdate = components['schemas']['UserUpdate'];
export type SettingType = components['schemas']['SettingType'];
export type SettingValue = components['schemas']['SettingValue'];
export type Setting = components['schemas']['Setting'];
export type SettingUpdate = components['schemas']['SettingUpdate'];
export type AppConfig = components['schemas']['AppConfig'];
export type School = components['schemas']['School'];
export type SchoolInput = components['schemas']['SchoolInput'];
export type Class = components['schemas']['Class'];
export type ClassInput = components['schemas']['ClassInput'];
export type Student = components['schemas']['Student'];
export type StudentDigests = components['schemas']['StudentDigests'];
export type StudentCreate = components['schemas']['StudentCreate'];
export type StudentUpdate = components['schemas']['StudentUpdate'];
export type AccessLinkRequest = components['schemas']['AccessLinkRequest'];
export type StudentProblemState = components['schemas']['StudentProblemState'];
export type StudentProblem = components['schemas']['StudentProblem'];
export type StudentProblemsAdded = components['schemas']['StudentProblemsAdded'];
export type ProblemIdList = components['schemas']['ProblemIdList'];
export type ProblemIdSelection = components['schemas']['ProblemIdSelection'];
export type Reorder = components['schemas']['Reorder'];
export type StudentProblemUpdate = components['schemas']['StudentProblemUpdate'];
export type ConversationSummary = components['schemas']['ConversationSummary'];
export type MessagePart = components['schemas']['MessagePart'];
export type MessageContent = components['schemas']['MessageContent'];
export type Message = components['schemas']['Message'];
export type ConversationMessages = components['schemas']['ConversationMessages'];
export type Recording = components['schemas']['Recording'];
export type Character = components['schemas']['Character'];
export type Characters = components['schemas']['Characters'];
export type Problem = components['schemas']['Problem'];
export type ProblemSearchResult = components['schemas']['ProblemSearchResult'];
export type ProblemForm = components['schemas']['ProblemForm'];
export type ProblemSaved = components['schemas']['ProblemSaved'];
export type ProblemCollectionUpdate = components['schemas']['ProblemCollectionUpdate'];
export type ProblemCopied = components['schemas']['ProblemCopied'];
export type Collection = components['schemas']['Collection'];
export type GenerateSolutionForm = components['schemas']['GenerateSolutionForm'];
export type GeneratedSolution = components['schemas']['GeneratedSolution'];
export type GenerateWrongAnswersRequest = components['schemas']['GenerateWrongAnswersRequest'];
export type GeneratedWrongAnswers = components['schemas']['GeneratedWrongAnswers'];
export type Coords = components['schemas']['Coords'];
export type ExtractedProblem = components['schemas']['ExtractedProblem'];
export type ExtractedPage = components['schemas']['ExtractedPage'];
export type ExtractionResult = components['schemas']['ExtractionResult'];
export type UploadFileForm = components['schemas']['UploadFileForm'];
export type UploadConfirmForm = components['schemas']['UploadConfirmForm'];
export type UploadConfirmed = components['schemas']['UploadConfirmed'];
export type Problemset = components['schemas']['Problemset'];
export type ProblemsetInput = components['schemas']['ProblemsetInput'];
export type TopicProblem = components['schemas']['TopicProblem'];
export type TopicProblemsChange = components['schemas']['TopicProblemsChange'];
export type TopicProblemUpdate = components['schemas']['TopicProblemUpdate'];
export type AuditEntityType = components['schemas']['AuditEntityType'];
export type AuditOutcome = components['schemas']['AuditOutcome'];
export type AuditChange = components['schemas']['AuditChange'];
export type AuditRetentionDays = components['schemas']['AuditRetentionDays'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditPage = components['schemas']['AuditPage'];
export type HealthStatus = components['schemas']['HealthStatus'];
export type ReadyStatus = components['schemas']['ReadyStatus'];
export type ClassProgressProblem = components['schemas']['ClassProgressProblem'];
export type ClassProgressStudent = components['schemas']['ClassProgressStudent'];
export type ClassProgressCell = components['schemas']['ClassProgressCell'];
export type ClassProgress = components['schemas']['ClassProgress'];
export type StudentImportForm = components['schemas']['StudentImportForm'];
export type StudentImportClass = components['schemas']['StudentImportClass'];
export type StudentImportRowStatus = components['schemas']['StudentImportRowStatus'];
export type StudentImportRow = components['schemas']['StudentImportRow'];
export type StudentImportResult = components['schemas']['StudentImportResult'];
export type JobId = components['schemas']['JobId'];
export type JobStarted = components['schemas']['JobStarted'];
export type JobKind = components['schemas']['JobKind'];
export type JobState = components['schemas']['JobState'];
export type JobProgress = components['schemas']['JobProgress'];
export type JobSummary = components['schemas']['JobSummary'];
export type JobList = components['schemas']['JobList'];
export type Job = components['schemas']['Job'];
export type ReviewState = components['schemas']['ReviewState'];
export type ReviewSeverity = components['schemas']['ReviewSeverity'];
export type ReviewCategory = components['schemas']['ReviewCategory'];
export type ReviewSource = components['schemas']['ReviewSource'];
export type Review = components['schemas']['Review'];
export type ReviewPage = components['schemas']['ReviewPage'];
export type ReviewScanResult = components['schemas']['ReviewScanResult'];
export type ReviewUpdate = components['schemas']['ReviewUpdate'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseUnprocessable = components['responses']['Unprocessable'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseServiceUnavailable = components['responses']['ServiceUnavailable'];
export type ResponseOk = components['responses']['Ok'];
export type ResponseServerBusy = components['responses']['ServerBusy'];
export type ResponseAiBadAnswer = components['responses']['AiBadAnswer'];
export type ResponseAiUnavailable = components['responses']['AiUnavailable'];
export type ResponseAiTimeout = components['responses']['AiTimeout'];
export type ParameterId = components['parameters']['Id'];
export type ParameterStudentIdPath = components['parameters']['StudentIdPath'];
export type ParameterStudentIdInPath = components['parameters']['StudentIdInPath'];
export type ParameterStudentIdQuery = components['parameters']['StudentIdQuery'];
export type ParameterProblemId = components['parameters']['ProblemId'];
export type ParameterProblemsetId = components['parameters']['ProblemsetId'];
export type ParameterConversationId = components['parameters']['ConversationId'];
export type ParameterQuery = components['parameters']['Query'];
export type ParameterFileToken = components['parameters']['FileToken'];
export type ParameterJobId = components['parameters']['JobId'];
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process and what it depends on are ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyStatus"];
                };
            };
            422: components["responses"]["Unprocessable"];
            /** @description Not ready: the database or the file storage did not answer in time or failed, or the process is shutting down; `detail` says which. Also `server.busy` when the server's own queue is full. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The request would deactivate the signed-in user. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServerBusy"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: {
                /**
                 * @description The device cookie of a browser that has signed in before. The browser sends it by itself; the app never reads it (HttpOnly). A token the server did not issue, or one issued for another account, counts as no cookie.
                 * @example FxS51vMc6ve4GQ0A33_6H4LzneR5sdt-j4nd5Ur4xSE
                 */
                backoffice_device?: string;
            };
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description The new session and the signed-in user. */
            200: {
                headers: {
                    /**
                     * @description The device cookie: this browser is trusted for the account for 180 days after its last successful sign-in (`Secure` too when the server's public address is https).
                     * @example backoffice_device=FxS51vMc6ve4GQ0A33_6H4LzneR5sdt-j4nd5Ur4xSE; Path=/api/admin/auth; Max-Age=15552000; HttpOnly; SameSite=Strict
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Unknown e-mail or wrong password (one answer for both, so an address cannot be probed). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The password is right but the account is deactivated. Only a caller who knows the password gets this answer; anyone else gets 401. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServerBusy"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServerBusy"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            /** @description The token is unknown, already used or expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Free-text search; empty or absent lists everything in scope. */
                query?: components["parameters"]["Query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users in scope that match the search. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The created user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The role may not do this: not an admin or schooladmin, a schooladmin editing an admin or parent or changing a type or school, or anyone deactivating or retyping themselves. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            /** @description The role may not do this: not an admin or schooladmin, a schooladmin deleting an admin or parent, or anyone deleting themselves. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listSettings: {
        parameters: {
            query?: {
                /** @description The language of the settings' descriptions. Defaults to the signed-in user's language. */
                language?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Setting"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The setting's key.
                 * @example max_messages_per_day
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingUpdate"];
            };
        };
        responses: {
            /** @description The updated setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Setting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No setting has this key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The request breaks the contract, the value does not fit the setting's type, or an array value is not among the possible values. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    getAppConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values the app needs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listSchools: {
        parameters: {
            query?: {
                /** @description Free-text search; empty or absent lists everything in scope. */
                query?: components["parameters"]["Query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schools in scope that match the search. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    createSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolInput"];
            };
        };
        responses: {
            /** @description The created school. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Another school already has this name (compared without case). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The school. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such school. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolInput"];
            };
        };
        responses: {
            /** @description The updated school. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another school already has this name (compared without case). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    deleteSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The school still has classes or users. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listClasses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The classes in scope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServerBusy"];
        };
    };
    createClass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassInput"];
            };
        };
        responses: {
            /** @description The new class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Another class of the school already has this name (compared without case). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The request breaks the contract, or the chosen school does not exist. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    listClassesExtended: {
        parameters: {
            query?: {
                /** @description Free-text search; empty or absent lists everything in scope. */
                query?: components["parameters"]["Query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassInput"];
            };
        };
        responses: {
            /** @description The updated class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Class"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or not one the caller may change. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another class of the school already has this name (compared without case). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The request breaks the contract, or the chosen school does not exist. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    deleteClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or not one the caller may delete. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    printClassAccessSheets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The access sheets as a PDF. */
            200: {
                headers: {
                    /**
                     * @description Shown inline, with a file name for saving.
                     * @example inline; filename="access_sheets_class_11.pdf"
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            /** @description The server is busy: as many access-sheet prints as it runs at once are running and as many are waiting. `Retry-After` says in how many seconds to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getClassProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matrix. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassProgress"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    exportClassProgress: {
        parameters: {
            query?: {
                /** @description The language of the header line's fixed words (student, solved, assigned, last activity) and of the cell marks; the signed-in user's language when left out. */
                language?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matrix as CSV. */
            200: {
                headers: {
                    /**
                     * @description An attachment named after the class.
                     * @example attachment; filename="Fortschritt_5a.csv"; filename*=UTF-8''Fortschritt_5a.csv
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listClassStudents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The students of the class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listClassProblemsets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topics assigned to the class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problemset"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    addClassStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                /** @description The student's id. */
                studentId: components["parameters"]["StudentIdInPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class or student, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The student already belongs to another class. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request breaks the contract, or the student belongs to another school than the class. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    removeClassStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                /** @description The student's id. */
                studentId: components["parameters"]["StudentIdInPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class or student, or the student is not in this class. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    addClassProblemset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                problemsetId: components["parameters"]["ProblemsetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class or topic, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    removeClassProblemset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                problemsetId: components["parameters"]["ProblemsetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such class, or the topic is not assigned to it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listStudents: {
        parameters: {
            query?: {
                /** @description When true, only students without a class (class_id null). False or absent lists students with and without a class. */
                unassigned?: boolean;
                /** @description A class id: only students who may join that class are listed, that is students of the class's school who are not in it (a parent's child, who has no school, never is). A class outside the caller's scope, or unknown, lists nobody. */
                not_in_class?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The students in scope that pass the filters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    createStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentCreate"];
            };
        };
        responses: {
            /** @description The new student. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A parent tried to put the child into a class. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The request breaks the contract, or the chosen class does not exist or is out of scope. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    listStudentsExtended: {
        parameters: {
            query?: {
                /** @description Free-text search; empty or absent lists everything in scope. */
                query?: components["parameters"]["Query"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    importStudents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["StudentImportForm"];
            };
        };
        responses: {
            /** @description What the import does (dry run) or did, row by row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A teacher or parent, or a schooladmin naming another school. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The file is not a table, has no header with first and last name, has too many rows, or the form breaks the contract. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    getStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such student, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentUpdate"];
            };
        };
        responses: {
            /** @description The updated student. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A parent tried to change a child's class. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such student, or not one the caller may change. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The request breaks the contract, the chosen class does not exist or is out of scope, or it belongs to another school than the student (student.class_other_school). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    deleteStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            /** @description No such student, or not one the caller may delete. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    sendStudentAccessLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessLinkRequest"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such student, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The request breaks the contract. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The e-mail could not be sent, or the server is busy (`server.busy`, with `Retry-After` in seconds). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (only when the server is busy). */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStudentProblems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's problems in the student's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProblem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    addStudentProblems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemIdList"];
            };
        };
        responses: {
            /** @description How many were added and already assigned, and the student's whole list afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProblemsAdded"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such student in scope, or a problem id that does not exist or is not visible. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    reorderStudentProblems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Reorder"];
            };
        };
        responses: {
            /** @description The student's problems in their new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProblem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    resetStudentProblems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's problems after the reset, in the student's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProblem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateStudentProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
                problemId: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["StudentProblemUpdate"];
            };
        };
        responses: {
            /** @description The updated assignment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProblem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    removeStudentProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
                problemId: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    addStudentProblemset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
                problemsetId: components["parameters"]["ProblemsetId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were added and already assigned, and the student's whole list afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProblemsAdded"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such student or topic in scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    regenerateStudentDigests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student with the regenerated history, and how many conversations were summarised. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentDigests"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            502: components["responses"]["AiBadAnswer"];
            503: components["responses"]["AiUnavailable"];
            504: components["responses"]["AiTimeout"];
        };
    };
    deleteStudentHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student without history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listStudentConversations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's conversations, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    deleteStudentConversations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    deleteConversation: {
        parameters: {
            query: {
                /** @description The student the conversation belongs to. */
                student_id: components["parameters"]["StudentIdQuery"];
            };
            header?: never;
            path: {
                conversationId: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getConversationMessages: {
        parameters: {
            query: {
                /** @description The student the conversation belongs to. */
                student_id: components["parameters"]["StudentIdQuery"];
                /** @description true lets the back-office read conversations of inactive students too. Without it (or with false) a conversation of an inactive student answers 404. */
                skip_active_check?: boolean;
            };
            header?: never;
            path: {
                conversationId: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation and its messages, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationMessages"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such conversation of this student in scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listConversationRecordings: {
        parameters: {
            query: {
                /** @description The student the conversation belongs to. */
                student_id: components["parameters"]["StudentIdQuery"];
            };
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation's recordings, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recording"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getStudentRecording: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One byte range, as a player asks for it when it seeks.
                 * @example bytes=0-1023
                 */
                Range?: string;
            };
            path: {
                /** @description The student's id. */
                id: components["parameters"]["StudentIdPath"];
                /**
                 * @description The recording's file name, as `url` in listConversationRecordings.
                 * @example 501-20261118T143512Z.webm
                 */
                url: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audio file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/webm": Blob;
                    "audio/mpeg": Blob;
                    "audio/wav": Blob;
                };
            };
            /** @description The part of the audio the Range asked for. */
            206: {
                headers: {
                    /** @description bytes <first>-<last>/<size> */
                    "Content-Range"?: string;
                    "Accept-Ranges"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "audio/webm": Blob;
                    "audio/mpeg": Blob;
                    "audio/wav": Blob;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The range starts at or past the end of the recording. */
            416: {
                headers: {
                    /** @description bytes *\/<size> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    exportConversation: {
        parameters: {
            query: {
                /** @description The student the conversation belongs to. */
                student_id: components["parameters"]["StudentIdQuery"];
            };
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation as a JSON attachment. */
            200: {
                headers: {
                    /**
                     * @description Marks the answer as a download and names the file.
                     * @example attachment; filename="conversation_501.json"
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationMessages"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listCharacters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The characters by id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Characters"];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listProblemsets: {
        parameters: {
            query?: {
                /** @description Free-text search; empty or absent lists everything in scope. */
                query?: components["parameters"]["Query"];
                /** @description A class id; leaves out the topics already assigned to that class. A class outside the caller's scope answers 404. */
                not_in_class?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topics in scope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problemset"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The class given in not_in_class does not exist or is not in scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    createProblemset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemsetInput"];
            };
        };
        responses: {
            /** @description The created topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problemset"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getProblemset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problemset"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such topic, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateProblemset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemsetInput"];
            };
        };
        responses: {
            /** @description The renamed topic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problemset"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such topic, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    deleteProblemset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            /** @description No such topic, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listProblemsetProblems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topic's problems in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicProblem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such topic, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    setProblemsetProblems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemIdSelection"];
            };
        };
        responses: {
            /** @description What changed, and the topic's problems in order afterwards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicProblemsChange"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such topic or problem, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    addProblemsetProblems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemIdList"];
            };
        };
        responses: {
            /** @description The topic's problems in order, after the addition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicProblem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such topic or problem, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    reorderProblemsetProblems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Reorder"];
            };
        };
        responses: {
            /** @description The topic's problems in the new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicProblem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such topic, or the problem is not in it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateProblemsetProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                problemId: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopicProblemUpdate"];
            };
        };
        responses: {
            /** @description The updated entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicProblem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such topic, or the problem is not in it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    removeProblemsetProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
                problemId: components["parameters"]["ProblemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            /** @description No such topic, or the problem is not in it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listCollections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All collections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            503: components["responses"]["ServerBusy"];
        };
    };
    searchProblems: {
        parameters: {
            query?: {
                /** @description Free-text search in the problems; empty or absent matches every problem in scope. */
                query?: string;
                /** @description Lowest grade. The contract chose that a problem matches when its range gradefrom to gradeto overlaps grade_min to grade_max. */
                grade_min?: number;
                /** @description Highest grade; see grade_min. */
                grade_max?: number;
                /** @description Lowest difficulty (1-5). */
                difficulty_min?: number;
                /** @description Highest difficulty (1-5). */
                difficulty_max?: number;
                /** @description Only problems in this language; absent means all languages. */
                language?: components["schemas"]["Language"];
                /** @description The page, starting at 1. */
                page?: number;
                /** @description Problems per page; the screens use 20. */
                per_page?: number;
                /** @description `all` (default) for every problem in scope, `mine` for those the signed-in user created, or a collection id for the problems of that collection. The contract chose these values. */
                created_by?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching problems and the total number of matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemSearchResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    createProblem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProblemForm"];
            };
        };
        responses: {
            /** @description The problem was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The image is not a JPG, PNG or GIF, an image (or image template) has more than 40 megapixels, or the form breaks the contract (missing text or answer, grade or difficulty out of range). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    getProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The problem. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such problem, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProblemForm"];
            };
        };
        responses: {
            /** @description The problem was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemSaved"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such problem, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description The image is not a JPG, PNG or GIF, an image (or image template) has more than 40 megapixels, or the form breaks the contract. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    deleteProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such problem, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy the browser has. */
                "If-None-Match"?: string;
            };
            path: {
                /**
                 * @description The file's key: the SHA-256 of its content (64 lowercase hex digits) and the extension of its type (jpg, png, gif, pdf, bin), as in a problem's `file_url`, `thumbnail_url` and `template_url`.
                 * @example 1b6f7a2ecc478f6d04280ac8af7afb11f767dd796dc019c9286f98de47d10ce7.png
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file itself. */
            200: {
                headers: {
                    /** @description The content's SHA-256, quoted (a strong tag). */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable. */
                    "Cache-Control"?: string;
                    /** @description inline for images, attachment (with the key as file name) for anything else. */
                    "Content-Disposition"?: string;
                    /** @description nosniff. */
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "application/pdf": Blob;
                    "application/octet-stream": Blob;
                };
            };
            /** @description The browser's copy (named by If-None-Match) is the current file. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getProblemImage: {
        parameters: {
            query: {
                /**
                 * @description The signature of a file address, as handed out in a problem's `file_url` or `template_url`: the end of its validity (seconds since 1970) and an HMAC over the problem, the kind of file, the file's content and that end, keyed by the server's secret.
                 * @example 1795532400.mD0Xq3m0Y1v7u9bLzqk4wS2hF8eJr6tNcA5pGdVxKoI
                 */
                t: components["parameters"]["FileToken"];
            };
            header?: {
                /** @description The ETag of the copy the browser has. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file itself. */
            200: {
                headers: {
                    /** @description The content's hash, quoted. */
                    ETag?: string;
                    /** @description private, max-age until the signature ends, immutable. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                };
            };
            /** @description The browser's copy (named by If-None-Match) is the current file. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getProblemTemplate: {
        parameters: {
            query: {
                /**
                 * @description The signature of a file address, as handed out in a problem's `file_url` or `template_url`: the end of its validity (seconds since 1970) and an HMAC over the problem, the kind of file, the file's content and that end, keyed by the server's secret.
                 * @example 1795532400.mD0Xq3m0Y1v7u9bLzqk4wS2hF8eJr6tNcA5pGdVxKoI
                 */
                t: components["parameters"]["FileToken"];
            };
            header?: {
                /** @description The ETag of the copy the browser has. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file itself. */
            200: {
                headers: {
                    /** @description The content's hash, quoted. */
                    ETag?: string;
                    /** @description private, max-age until the signature ends, immutable. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/gif": Blob;
                    "application/pdf": Blob;
                    "application/octet-stream": Blob;
                };
            };
            /** @description The browser's copy (named by If-None-Match) is the current file. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateProblemCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProblemCollectionUpdate"];
            };
        };
        responses: {
            /** @description The problem with its new collection. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such problem or collection. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    copyProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The numeric id of the resource named by the path. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The copy was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemCopied"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such problem, or not one the caller may see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    generateSolution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["GenerateSolutionForm"];
            };
        };
        responses: {
            /** @description The generated solution. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedSolution"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The image is not a JPG, PNG or GIF, has more than 40 megapixels, or the form breaks the contract. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            502: components["responses"]["AiBadAnswer"];
            503: components["responses"]["AiUnavailable"];
            504: components["responses"]["AiTimeout"];
        };
    };
    generateWrongAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateWrongAnswersRequest"];
            };
        };
        responses: {
            /** @description The generated wrong answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedWrongAnswers"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            502: components["responses"]["AiBadAnswer"];
            503: components["responses"]["AiUnavailable"];
            504: components["responses"]["AiTimeout"];
        };
    };
    uploadProblemFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadFileForm"];
            };
        };
        responses: {
            /** @description The extracted drafts and the page images. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The file is not a PDF, JPG or PNG, cannot be read, has too many pages, is an image of more than 40 megapixels, has no print that OCR can read while the server has no AI provider (handwriting, a blurred photo), or the form breaks the contract. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            502: components["responses"]["AiBadAnswer"];
            503: components["responses"]["AiUnavailable"];
            504: components["responses"]["AiTimeout"];
        };
    };
    confirmProblemUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadConfirmForm"];
            };
        };
        responses: {
            /** @description The problems (and the topic) were created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadConfirmed"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description `problems` or `selected_indices` is not valid JSON of the right shape, an index is out of range, a figure is not a JPG, PNG or GIF or has more than 40 megapixels, or the form breaks the contract. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServerBusy"];
        };
    };
    startProblemUploadJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadFileForm"];
            };
        };
        responses: {
            /** @description The extraction is queued; follow it with getJob. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStarted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description The file is not a PDF, JPG or PNG, cannot be read, has too many pages, is an image of more than 40 megapixels, has no text to read while the server has no AI provider (a scan or a photo), or the form breaks the contract. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["AiUnavailable"];
        };
    };
    listJobs: {
        parameters: {
            query?: {
                /** @description Only jobs of this kind. */
                kind?: components["schemas"]["JobKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's recent jobs, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a background job, as answered by the call that started it. */
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    cancelJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a background job, as answered by the call that started it. */
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job is cancelled, or had already ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /** @description Only reviews in this state. */
                state?: components["schemas"]["ReviewState"];
                /** @description Only reviews of this severity. */
                severity?: components["schemas"]["ReviewSeverity"];
                /** @description Only reviews of this category. */
                category?: components["schemas"]["ReviewCategory"];
                /** @description Only reviews of this student's messages (the student page's count). */
                student_id?: components["schemas"]["StudentId"];
                /** @description Only reviews of this conversation's messages (the markers in the conversation viewer). */
                conversation_id?: components["schemas"]["Id"];
                /** @description The page, starting at 1. */
                page?: number;
                /** @description Reviews per page; the queue uses 25. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching reviews, most severe and newest first, and the number of matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    scanReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many messages were read and how many reviews were made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewScanResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServerBusy"];
        };
    };
    updateReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's id. */
                reviewId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUpdate"];
            };
        };
        responses: {
            /** @description The review as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such review in the caller's scope. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description Only entries about this kind of record. */
                entity_type?: components["schemas"]["AuditEntityType"];
                /** @description Only entries about this record (with `entity_type`); ids as strings, e.g. `12` or `k7m2q9xw4tfa`. */
                entity_id?: string;
                /** @description Only entries made by this user. */
                actor_user_id?: components["schemas"]["Id"];
                /** @description Only entries of this operation (the contract's operationId, e.g. `updateStudent`). */
                operation_id?: string;
                /** @description Only entries at or after this time. */
                from?: components["schemas"]["DateTime"];
                /** @description Only entries before this time. */
                to?: components["schemas"]["DateTime"];
                /** @description The page, starting at 1. */
                page?: number;
                /** @description Entries per page; the screens use 50. */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching entries, newest first, and the total number of matches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ServerBusy"];
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const errorCodeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ErrorCode"]> = ["ai.bad_answer", "ai.busy", "ai.not_configured", "ai.timeout", "ai.unreachable", "auth.account_deactivated", "auth.current_password_required", "auth.current_password_wrong", "auth.invalid_credentials", "auth.invalid_reset_token", "bad_request", "class.name_taken", "class.not_found", "class.student_in_other_class", "class.student_not_in_class", "class.topic_not_assigned", "collection.not_found", "conflict", "conversation.not_found", "forbidden", "image.too_large", "import.class_name_invalid", "import.class_not_found", "import.duplicate_row", "import.file_empty", "import.file_unreadable", "import.firstname_missing", "import.gender_unknown", "import.language_unknown", "import.lastname_missing", "import.name_invalid_characters", "import.name_too_long", "import.no_header", "import.too_many_rows", "internal", "mail.unavailable", "not_found", "payload_too_large", "problem.invalid_file_type_image", "problem.not_found", "review.not_found", "range_not_satisfiable", "rate_limited", "school.has_dependents", "school.name_taken", "school.not_found", "server.busy", "server.not_ready", "setting.invalid_value", "setting.not_found", "student.class_other_school", "student.not_found", "topic.not_found", "unauthorized", "upload.invalid_file", "upload.text_unreadable", "upload.too_many_pages", "user.cannot_change_self", "user.cannot_delete_self", "user.email_taken", "user.not_found", "validation"];
export const languageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Language"]> = ["de", "en", "es", "ru", "uk"];
export const genderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Gender"]> = ["m", "w"];
export const usertypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Usertype"]> = ["admin", "schooladmin", "teacher", "parent"];
export const settingTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SettingType"]> = ["boolean", "number", "array", "text"];
export const messageContentRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MessageContent"]["role"]> = ["user", "assistant", "system", "tool"];
export const auditEntityTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditEntityType"]> = ["audit", "class", "conversation", "job", "problem", "problemset", "review", "school", "setting", "student", "user"];
export const auditOutcomeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditOutcome"]> = ["success", "failure"];
export const healthStatusStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["HealthStatus"]["status"]> = ["ok"];
export const readyStatusStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReadyStatus"]["status"]> = ["ready"];
export const studentImportFormDry_runValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StudentImportForm"]["dry_run"]> = ["true", "false"];
export const studentImportFormCreate_classesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StudentImportForm"]["create_classes"]> = ["true", "false"];
export const studentImportRowStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["StudentImportRowStatus"]> = ["create", "exists", "error"];
export const jobKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobKind"]> = ["extraction"];
export const jobStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["JobState"]> = ["queued", "running", "done", "failed", "cancelled"];
export const reviewStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewState"]> = ["open", "acknowledged", "dismissed"];
export const reviewSeverityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewSeverity"]> = ["high", "medium", "low"];
export const reviewCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewCategory"]> = ["self_harm", "violence", "bullying", "sexual", "personal_data", "other"];
export const reviewSourceValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewSource"]> = ["rules", "ai"];
export const reviewUpdateStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewUpdate"]["state"]> = ["acknowledged", "dismissed"];
