---@meta b2c.svg
-- require "b2c.svg" for lua-language-server: the module's class is defined in types/b2c.lua.

---@type b2c.svg
local svg

return svg
