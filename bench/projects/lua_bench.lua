-- lua_bench.lua: a CPU-bound Lua script (bench/run.sh --project lua=DIR).
--
-- ROUNDS times: recursive calls (fib), table inserts, sorting with a
-- comparison closure, string building, string.format/gsub/find, and a
-- table used as a hash map with string keys. Prints a checksum of
-- integers only, so every build prints the same line.
-- Usage: lua lua_bench.lua [ROUNDS]   (default 6)

local rounds = tonumber(arg and arg[1]) or 6

local function fib(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end

local seed = 42
local function rand(n)
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
end

local check = 0
for r = 1, rounds do
  check = check + fib(22 + r % 3)

  local t = {}
  for i = 1, 60000 do t[i] = rand(1000000) end
  table.sort(t, function(a, b) return a > b end)
  check = (check + t[1] + t[#t] + t[30000]) % 1000000007

  local parts = {}
  for i = 1, 20000 do
    parts[#parts + 1] = string.format("%d:%s", i, (i % 7 == 0) and "seven" or "x")
  end
  local s = table.concat(parts, ",")
  local n = 0
  for word in s:gmatch("seven") do n = n + 1 end
  local replaced = s:gsub("%d+", function(d) return #d end)
  check = (check + n + #s + #replaced + (s:find("19999:", 1, true) or 0)) % 1000000007

  local map = {}
  for i = 1, 40000 do map["k" .. (i * 7919 % 50000)] = i end
  local hits = 0
  for i = 1, 40000 do
    local v = map["k" .. i]
    if v then hits = hits + v % 13 end
  end
  check = (check + hits) % 1000000007
end
print(check)
