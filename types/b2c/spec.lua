---@meta b2c.spec
-- require "b2c.spec" for lua-language-server: the module's class is defined in types/b2c.lua.

---@type b2c.spec
local spec

return spec
