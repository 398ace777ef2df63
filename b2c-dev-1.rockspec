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
build = {
   type = "builtin",
   modules = {
      b2c = {
         -- Every file of src/ and src/lua/ (spec/rockspec_spec.lua checks that none is missing).
         sources = {
            "src/aabb.c",
            "src/arena.c",
            "src/body.c",
            "src/broad_phase.c",
            "src/check.c",
            "src/contact.c",
            "src/contact_solver.c",
            "src/continuous.c",
            "src/core.c",
            "src/distance.c",
            "src/distance_joint.c",
            "src/draw.c",
            "src/dynamic_tree.c",
            "src/edge_list.c",
            "src/geometry.c",
            "src/hull.c",
            "src/joint.c",
            "src/joint_def.c",
            "src/joint_solver.c",
            "src/id_pool.c",
            "src/island.c",
            "src/manifold.c",
            "src/math.c",
            "src/motor_joint.c",
            "src/mouse_joint.c",
            "src/prismatic_joint.c",
            "src/ray_cast.c",
            "src/revolute_joint.c",
            "src/shape.c",
            "src/shape_geometry.c",
            "src/slots.c",
            "src/snapshot.c",
            "src/snapshot_format.c",
            "src/solver.c",
            "src/stage_broad_phase.c",
            "src/toi.c",
            "src/weld_joint.c",
            "src/wheel_joint.c",
            "src/world.c",
            "src/world_query.c",
            "src/lua/laux.c",
            "src/lua/lcollide.c",
            "src/lua/ljoint.c",
            "src/lua/lb2c.c",
            "src/lua/lmath.c",
            "src/lua/lshape.c",
            "src/lua/ltree.c",
            "src/lua/lsnapshot.c",
            "src/lua/lworld.c",
            "src/lua/lbody.c",
            "src/lua/lfixture.c",
            "src/lua/lcontact.c",
            "src/lua/lquery.c",
            "src/lua/ldraw.c",
            "src/lua/loptions.c",
            "src/lua/lowned.c",
         },
         incdirs = { "include", "src", "src/lua" },
         defines = { "B2C_API=" },
      },
      -- Pure-Lua submodules: every lua/b2c/*.lua (spec/rockspec_spec.lua and make check-rock check).
      ["b2c.jit"] = "lua/b2c/jit.lua",
      ["b2c.love"] = "lua/b2c/love.lua",
      ["b2c.spec"] = "lua/b2c/spec.lua",
      ["b2c.svg"] = "lua/b2c/svg.lua",
   },
}
