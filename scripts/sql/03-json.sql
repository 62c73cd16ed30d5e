-- JSON functions, json_each/json_tree, JSONB.
CREATE TABLE doc(id INTEGER PRIMARY KEY, body TEXT);
INSERT INTO doc(body) VALUES
  ('{"name":"widget","tags":["a","b","c"],"dims":{"w":3,"h":4.5},"ok":true}'),
  ('{"name":"gadget","tags":[],"dims":{"w":1,"h":2},"ok":false,"extra":null}'),
  ('[1,2,[3,[4,[5,[6]]]],{"deep":{"deeper":{"deepest":"x"}}}]'),
  ('not json');
SELECT id, json_valid(body), json_type(body) FROM doc WHERE json_valid(body) ORDER BY id;
SELECT id, json_valid(body) FROM doc ORDER BY id;
SELECT body ->> '$.name', body -> '$.dims', json_extract(body, '$.dims.h')
  FROM doc WHERE id <= 2 ORDER BY id;
SELECT json_array_length(body, '$.tags') FROM doc WHERE id <= 2 ORDER BY id;
SELECT key, value, type FROM doc, json_each(doc.body) WHERE doc.id = 1 ORDER BY key;
SELECT fullkey, type, atom FROM doc, json_tree(doc.body) WHERE doc.id = 3 ORDER BY json_tree.id;
SELECT json_set(body, '$.dims.d', 7, '$.tags[#]', 'z') FROM doc WHERE id = 1;
SELECT json_remove(body, '$.tags', '$.ok') FROM doc WHERE id = 1;
SELECT json_insert('{"a":1}', '$.a', 2, '$.b', json('[1,2]'));
SELECT json_replace('{"a":1,"b":2}', '$.a', 'x', '$.c', 3);
SELECT json_patch('{"a":1,"b":{"c":2,"d":3}}', '{"b":{"c":null,"e":4},"f":5}');
SELECT json_object('k', 1, 'arr', json_array(1, 'two', 3.5, NULL), 'nested', json_object('x', x'00ff'));
SELECT json_group_array(id) FROM doc;
SELECT json_group_object(body ->> '$.name', id) FROM doc WHERE id <= 2;
SELECT json_quote('he said "hi"\'), json_quote(3.25), json_quote(NULL);
SELECT json('  { "spaced" :  [ 1 , 2 ] }  ');
SELECT json_pretty('{"a":[1,{"b":2}],"c":"d"}');
SELECT hex(jsonb('{"a":[1,2,3]}')), json(jsonb('{"a":[1,2,3]}'));
SELECT jsonb_extract(jsonb('{"a":{"b":[10,20,30]}}'), '$.a.b[1]');
SELECT json_error_position('{"a":1,,}'), json_error_position('[1,2]');
SELECT json('{"bad":}');
WITH RECURSIVE r(i, j) AS (SELECT 0, '[]' UNION ALL SELECT i + 1, json_insert(j, '$[#]', i * i) FROM r WHERE i < 40)
SELECT length(j), json_array_length(j), j ->> '$[39]' FROM r WHERE i = 40;
SELECT value FROM json_each('[' || (SELECT group_concat(i, ',') FROM (
  WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 500) SELECT i FROM s)) || ']')
  WHERE value % 97 = 0;
SELECT json_extract('{"a\u00e9":"\ud83d\ude00"}', '$."aé"'), length(json_extract('{"a":"\ud83d\ude00"}', '$.a'));
