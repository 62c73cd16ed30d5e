-- Blobs, string functions, numeric formatting, collation, LIKE/GLOB.
CREATE TABLE b(id INTEGER PRIMARY KEY, data BLOB);
INSERT INTO b(data) VALUES (x''), (x'00'), (x'deadbeef'), (zeroblob(16)), (zeroblob(1));
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 255)
INSERT INTO b(data) SELECT unhex(group_concat(printf('%02x', i), '')) FROM n;
SELECT id, length(data), hex(data) FROM b WHERE id <= 5 ORDER BY id;
SELECT length(data), hex(substr(data, 250)), hex(substr(data, -3, 2)) FROM b WHERE id = 6;
SELECT hex(data || x'0102'), typeof(data || x'0102') FROM b WHERE id = 3;
SELECT instr(x'0011223344', x'2233'), hex(replace(x'00110011', x'11', x'ffff'));
SELECT id, data < x'0f', data = x'deadbeef' FROM b WHERE id <= 4 ORDER BY id;
SELECT hex(unhex('41-42-43', '-')), unhex('zz');
CREATE TABLE s(t TEXT);
INSERT INTO s VALUES ('Hello, World'), ('  padded  '), ('ünïcödé'), (''), (NULL),
  ('a''quote'), ('tab	here'), ('日本語テキスト');
SELECT t, length(t), octet_length(t), upper(t), lower(t) FROM s ORDER BY rowid;
SELECT trim(t), ltrim(t, ' p'), rtrim(t, 'd ') FROM s WHERE rowid = 2;
SELECT substr(t, 3, 4), substr(t, -5), replace(t, 'l', 'L'), instr(t, 'World') FROM s WHERE rowid = 1;
SELECT quote(t), hex(t) FROM s ORDER BY rowid;
SELECT unicode(t), char(72, 105, 0x263A) FROM s WHERE rowid = 3;
SELECT t FROM s WHERE t LIKE '%o%' ORDER BY t;
SELECT t FROM s WHERE t GLOB '*[A-Z]*' ORDER BY t;
SELECT t FROM s ORDER BY t COLLATE NOCASE DESC, rowid;
SELECT printf('%5d|%-5d|%05.1f|%x|%o|%e|%g', 42, 42, 3.14159, 255, 8, 12345.678, 0.0001);
SELECT printf('%s|%10s|%-10s|%.3s|%q|%Q|%w', 'abc', 'right', 'left', 'truncate', 'it''s', NULL, 'x"y');
SELECT format('%,d %!.20g %c', 1234567890, 0.1, 'Z');
SELECT 1e308 * 10, -1e308 * 10, 0.1 + 0.2, 9223372036854775807 + 1, -9223372036854775808 - 1;
SELECT 17 / 5, 17 % 5, 17.0 / 5, round(2.675, 2), round(-2.5), abs(-9223372036854775807);
SELECT cast('12abc' AS INTEGER), cast('  3.5e2 ' AS REAL), cast(x'414243' AS TEXT), cast(12.9 AS INTEGER);
SELECT sqrt(2), pi(), exp(1), ln(10), log10(1000), pow(2, 62), ceil(-1.5), floor(-1.5), mod(10, 3);
SELECT concat('a', NULL, 'b', 1, 2.5), concat_ws('-', 'x', NULL, 'y', 'z');
SELECT substr(group_concat(t, ''), 1, 40), length(group_concat(t, '')) FROM s;
WITH RECURSIVE r(i, str) AS (SELECT 1, 'x' UNION ALL SELECT i + 1, str || printf('%d', i) FROM r WHERE i < 300)
SELECT length(str), substr(str, 200, 20), hex(substr(str, -4)) FROM r WHERE i = 300;
SELECT likelihood(1, 0.5), coalesce(NULL, NULL, 'c');
SELECT iif(1 < 2, 'yes', 'no'), nullif(3, 3), ifnull(NULL, 'dflt'), typeof(1 = 1);
SELECT date('2024-02-28', '+1 day'), date('2023-02-28', '+1 day'), strftime('%j %w %W', '2024-12-31'),
  julianday('2000-01-01 12:00:00'), datetime(1700000000, 'unixepoch'), time('12:34:56.789');
SELECT timediff('2024-03-01', '2024-02-01'), unixepoch('2024-01-01');
CREATE TABLE big(id INTEGER PRIMARY KEY, payload TEXT);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
INSERT INTO big SELECT i, printf('%.*c', 100 + i * 37, 'q') FROM n;
SELECT count(*), sum(length(payload)), max(length(payload)) FROM big;
UPDATE big SET payload = substr(payload, 1, 10) || id WHERE id % 2 = 0;
SELECT sum(length(payload)) FROM big;
VACUUM;
SELECT sum(length(payload)) FROM big;
PRAGMA integrity_check;
