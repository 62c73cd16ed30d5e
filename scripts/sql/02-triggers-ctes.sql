-- Triggers, recursive CTEs, transactions, savepoints, window functions.
CREATE TABLE account(id INTEGER PRIMARY KEY, owner TEXT, balance INTEGER NOT NULL DEFAULT 0);
CREATE TABLE ledger(seq INTEGER PRIMARY KEY AUTOINCREMENT, account INTEGER,
                    delta INTEGER, note TEXT);
CREATE TRIGGER account_change AFTER UPDATE OF balance ON account
BEGIN
  INSERT INTO ledger(account, delta, note)
    VALUES (new.id, new.balance - old.balance, 'update ' || old.owner);
END;
CREATE TRIGGER account_guard BEFORE UPDATE OF balance ON account
  WHEN new.balance < 0
BEGIN
  SELECT raise(ABORT, 'overdraft');
END;
CREATE TRIGGER account_gone AFTER DELETE ON account
BEGIN
  INSERT INTO ledger(account, delta, note) VALUES (old.id, -old.balance, 'closed');
END;
INSERT INTO account(owner, balance) VALUES ('ann', 100), ('bob', 50), ('cyd', 0);
BEGIN;
UPDATE account SET balance = balance - 30 WHERE owner = 'ann';
UPDATE account SET balance = balance + 30 WHERE owner = 'bob';
COMMIT;
UPDATE account SET balance = balance - 500 WHERE owner = 'cyd';
SAVEPOINT sp1;
UPDATE account SET balance = balance + 7 WHERE owner = 'cyd';
ROLLBACK TO sp1;
RELEASE sp1;
DELETE FROM account WHERE owner = 'bob';
SELECT * FROM account ORDER BY id;
SELECT * FROM ledger ORDER BY seq;
SELECT name, seq FROM sqlite_sequence;
-- Fibonacci, Collatz and a tree walk.
WITH RECURSIVE fib(n, a, b) AS (SELECT 1, 0, 1 UNION ALL SELECT n + 1, b, a + b FROM fib WHERE n < 60)
SELECT n, a FROM fib WHERE n % 10 = 0;
WITH RECURSIVE c(x, steps) AS (SELECT 27, 0 UNION ALL
  SELECT CASE WHEN x % 2 THEN 3 * x + 1 ELSE x / 2 END, steps + 1 FROM c WHERE x <> 1)
SELECT max(x), max(steps) FROM c;
CREATE TABLE node(id INTEGER PRIMARY KEY, parent INTEGER, label TEXT);
INSERT INTO node VALUES (1, NULL, 'root'), (2, 1, 'a'), (3, 1, 'b'), (4, 2, 'a1'),
  (5, 2, 'a2'), (6, 4, 'a1x'), (7, 3, 'b1');
WITH RECURSIVE walk(id, path, depth) AS (
  SELECT id, label, 0 FROM node WHERE parent IS NULL
  UNION ALL
  SELECT n.id, w.path || '/' || n.label, w.depth + 1 FROM node n JOIN walk w ON n.parent = w.id
  ORDER BY 3 DESC)
SELECT id, path, depth FROM walk;
-- Mandelbrot from the SQLite documentation's CTE page, smaller.
WITH RECURSIVE
  xaxis(x) AS (VALUES(-2.0) UNION ALL SELECT x + 0.1 FROM xaxis WHERE x < 1.2),
  yaxis(y) AS (VALUES(-1.0) UNION ALL SELECT y + 0.2 FROM yaxis WHERE y < 1.0),
  m(iter, cx, cy, x, y) AS (
    SELECT 0, x, y, 0.0, 0.0 FROM xaxis, yaxis
    UNION ALL
    SELECT iter + 1, cx, cy, x * x - y * y + cx, 2.0 * x * y + cy FROM m
     WHERE (x * x + y * y) < 4.0 AND iter < 28),
  m2(iter, cx, cy) AS (SELECT max(iter), cx, cy FROM m GROUP BY cx, cy),
  a(t) AS (SELECT group_concat(substr(' .+*#', 1 + min(iter / 7, 4), 1), '')
           FROM m2 GROUP BY cy)
SELECT group_concat(rtrim(t), x'0a') FROM a;
CREATE TABLE sale(day INTEGER, amount INTEGER);
WITH RECURSIVE d(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM d WHERE i < 30)
INSERT INTO sale SELECT i, (i * 37) % 23 + 5 FROM d;
SELECT day, amount,
       sum(amount) OVER (ORDER BY day ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS moving,
       lag(amount) OVER (ORDER BY day) AS prev,
       ntile(4) OVER (ORDER BY amount, day) AS quartile
  FROM sale WHERE day <= 12 ORDER BY day;
SELECT percent_rank() OVER w, cume_dist() OVER w, amount
  FROM sale WINDOW w AS (ORDER BY amount) ORDER BY amount, day LIMIT 6;
CREATE TABLE t_nocase(k TEXT COLLATE NOCASE PRIMARY KEY, v) WITHOUT ROWID;
INSERT INTO t_nocase VALUES ('Alpha', 1), ('beta', 2), ('GAMMA', 3);
INSERT INTO t_nocase VALUES ('ALPHA', 4);
SELECT * FROM t_nocase WHERE k = 'gamma' OR k = 'BETA' ORDER BY k;
PRAGMA foreign_keys = ON;
CREATE TABLE parent(id INTEGER PRIMARY KEY);
CREATE TABLE child(id INTEGER PRIMARY KEY, pid INTEGER REFERENCES parent(id) ON DELETE CASCADE);
INSERT INTO parent VALUES (1), (2);
INSERT INTO child VALUES (10, 1), (11, 1), (12, 2);
INSERT INTO child VALUES (13, 3);
DELETE FROM parent WHERE id = 1;
SELECT * FROM child ORDER BY id;
