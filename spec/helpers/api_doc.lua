-- docs/api.md read as the specs need it: sections (by heading or between markers), the
-- backtick spans in them (fenced code blocks left out: an example is not a description), and
-- whether a name is among them.
local doc = {}

local function plainFind(text, marker, init) return text:find(marker, init or 1, true) end

-- The text of `docText` with fenced code blocks removed.
function doc.prose(docText)
  return (docText:gsub('\n```[^\n]*\n.-\n```', '\n'))
end

-- The part of the doc a region names: {all = true}; {heading = '## Name'} (the first heading
-- line starting with it, up to the next heading of its level or above, or up to the marker
-- `to`); {from = 'marker', to = 'marker'}. Raises when a marker is missing, so a renamed heading
-- fails loudly.
function doc.region(docText, region)
  if region.all then return docText end
  local text = '\n' .. docText
  local start, level
  if region.heading then
    local s = plainFind(text, '\n' .. region.heading)
    assert(s, 'docs/api.md has no heading ' .. region.heading)
    start = s + 1
    level = #region.heading:match('^#+')
  else
    start = plainFind(text, region.from)
    assert(start, 'docs/api.md has no ' .. region.from)
  end
  local finish = #text
  if region.to then
    local e = plainFind(text, region.to, start + 1)
    assert(e, ('docs/api.md has no %s after %s'):format(region.to, region.heading or region.from))
    finish = e - 1
  elseif level then
    local pos = text:find('\n', start, true) or #text
    while true do
      local s, e, hashes = text:find('\n(#+) ', pos)
      if not s then break end
      if #hashes <= level then
        finish = s - 1
        break
      end
      pos = e
    end
  end
  return text:sub(start, finish)
end

-- The backtick spans of some text (prose only), in order.
function doc.spans(text)
  local spans = {}
  for span in doc.prose(text):gmatch('`([^`]+)`') do spans[#spans + 1] = span end
  return spans
end

-- The spans of every region of a list, concatenated.
function doc.regionSpans(docText, regions)
  local spans = {}
  for _, region in ipairs(regions) do
    for _, span in ipairs(doc.spans(doc.region(docText, region))) do spans[#spans + 1] = span end
  end
  return spans
end

local function escape(s) return (s:gsub('[%^%$%(%)%%%.%[%]%*%+%-%?]', '%%%0')) end

-- Whether `name` is a whole word of one of the spans (an identifier not inside a longer one;
-- a qualified name such as `svg.colors.shape` as a whole).
function doc.mentions(spans, name)
  local pattern = '%f[%w_]' .. escape(name) .. '%f[^%w_]'
  for _, span in ipairs(spans) do
    if span:find(pattern) then return true end
  end
  return false
end

-- Whether one of the spans matches a Lua pattern.
function doc.matches(spans, pattern)
  for _, span in ipairs(spans) do
    if span:find(pattern) then return true end
  end
  return false
end

doc.escape = escape

return doc
