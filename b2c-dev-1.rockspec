rockspec_format = "3.0"
package = "b2c"
version = "dev-1"
source = {
   url = "git+https://example.invalid/b2c.git",
}
description = {
   summary = "2D collision and rigid-body physics for Lua, in C",
   detailed = [[
b2c is a 2D collision and rigid-body physics runtime written in C and scripted from Lua:
vectors, transforms and shapes as userdata, a dynamic AABB tree and broad-phase with Lua
callbacks, narrow-phase collision, and a world with bodies, contacts and joints. It runs under
Lua 5.4 and LuaJIT (LÖVE 11).
]],
   license = "MIT",
   labels = { "physics", "collision", "box2d", "gamedev", "love2d" },
}
dependencies = {
   "lua >= 5.1",
}
test_dependencies = {
   "busted",
}
test = {
   type = "busted",
}
-- The Makefile builds and installs it (targets `rock` and `rock-install`): the module with the
-- flags `make` uses (determinism: -ffp-contract=off -fno-fast-math; -fvisibility=hidden, so it
-- exports luaopen_b2c and the LuaJIT fast path's entry points only), its objects under
-- build/rock-<the headers' directory>/ and never in src/, then b2c.so into LIBDIR and every
-- lua/b2c/*.lua into LUADIR/b2c/ (spec/rockspec_spec.lua and `make check-rock` check).
build = {
   type = "make",
   build_target = "rock",
   install_target = "rock-install",
   variables = {
      CC = "$(CC)",
      CFLAGS = "$(CFLAGS)",
      LUA_INCDIR = "$(LUA_INCDIR)",
      LIBDIR = "$(LIBDIR)",
      LUADIR = "$(LUADIR)",
   },
}
