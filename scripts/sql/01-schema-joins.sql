-- Tables, indexes, joins, aggregates, views, upserts.
CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, budget REAL);
CREATE TABLE emp(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  dept_id INTEGER REFERENCES dept(id),
  salary INTEGER CHECK (salary > 0),
  manager_id INTEGER REFERENCES emp(id),
  hired TEXT
);
CREATE INDEX emp_dept ON emp(dept_id, salary DESC);
CREATE INDEX emp_name_lower ON emp(lower(name));
INSERT INTO dept(name, budget) VALUES ('eng', 1.5e6), ('sales', 750000.0),
  ('ops', 320000.25), ('empty', NULL);
INSERT INTO emp(name, dept_id, salary, manager_id, hired) VALUES
  ('Ada', 1, 180000, NULL, '2015-03-01'),
  ('Brian', 1, 150000, 1, '2016-07-15'),
  ('Chloe', 1, 152000, 1, '2018-01-09'),
  ('Dmitri', 2, 90000, NULL, '2014-11-30'),
  ('Eve', 2, 95000, 4, '2019-05-20'),
  ('Farid', 3, 70000, NULL, '2020-02-02'),
  ('Gwen', 3, 72000, 6, '2021-08-08'),
  ('Hiro', 1, 120000, 2, '2022-12-12');
-- Generated rows: 2000 employees through a recursive CTE.
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
INSERT INTO emp(name, dept_id, salary, manager_id, hired)
  SELECT printf('worker-%04d', i), 1 + i % 3, 30000 + (i * 7919) % 50000,
         1 + i % 8, date('2010-01-01', '+' || (i * 3) || ' days')
  FROM n;
SELECT count(*), sum(salary), min(hired), max(hired) FROM emp;
SELECT d.name, count(e.id), avg(e.salary), max(e.salary)
  FROM dept d LEFT JOIN emp e ON e.dept_id = d.id
  GROUP BY d.id ORDER BY d.name;
SELECT e.name, m.name AS manager FROM emp e JOIN emp m ON e.manager_id = m.id
  WHERE e.id <= 8 ORDER BY e.id;
SELECT name FROM emp WHERE lower(name) = 'gwen';
SELECT dept_id, salary FROM emp WHERE dept_id = 2 ORDER BY salary DESC LIMIT 5;
SELECT name, salary, rank() OVER (PARTITION BY dept_id ORDER BY salary DESC) AS r
  FROM emp WHERE id <= 8 ORDER BY dept_id, r;
SELECT dept_id, group_concat(name, ',') FROM (SELECT * FROM emp WHERE id <= 8 ORDER BY name)
  GROUP BY dept_id;
SELECT d.name FROM dept d WHERE NOT EXISTS (SELECT 1 FROM emp e WHERE e.dept_id = d.id);
SELECT name FROM emp WHERE salary > (SELECT avg(salary) FROM emp) AND id <= 8 ORDER BY name;
CREATE VIEW payroll AS SELECT d.name AS dept, sum(e.salary) AS total
  FROM emp e JOIN dept d ON d.id = e.dept_id GROUP BY d.name;
SELECT * FROM payroll ORDER BY total DESC;
INSERT INTO dept(name, budget) VALUES ('ops', 1.0)
  ON CONFLICT(name) DO UPDATE SET budget = budget + excluded.budget;
SELECT name, budget FROM dept ORDER BY id;
INSERT INTO emp(name, dept_id, salary) VALUES ('Bad', 1, -5);
UPDATE emp SET salary = salary * 11 / 10 WHERE dept_id = 3;
DELETE FROM emp WHERE id > 1500 AND salary < 40000;
SELECT count(*), total(salary) FROM emp;
SELECT typeof(budget), quote(budget) FROM dept ORDER BY id;
SELECT name FROM emp e1 WHERE id IN (SELECT manager_id FROM emp) ORDER BY name;
SELECT a.name, b.name FROM dept a CROSS JOIN dept b WHERE a.id < b.id ORDER BY 1, 2;
SELECT dept_id, salary / 10000 AS band, count(*) FROM emp GROUP BY 1, 2
  HAVING count(*) > 60 ORDER BY 1, 2;
EXPLAIN QUERY PLAN SELECT * FROM emp WHERE dept_id = 1 AND salary > 100000;
ANALYZE;
SELECT tbl, idx FROM sqlite_stat1 ORDER BY tbl, idx;
PRAGMA integrity_check;
