---@meta b2c.love
-- require "b2c.love" for lua-language-server: the module's class is defined in types/b2c.lua.

---@type b2c.love
local love

return love
