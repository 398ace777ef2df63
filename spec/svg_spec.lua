-- b2c.svg: SVG pictures of worlds, shapes, AABBs, rays and trees.
local b2c = require 'b2c'
local svg = require 'b2c.svg'
local vec2 = b2c.vec2

-- The parsed document, and the elements of the flipped world group.
local function parse(pic)
  local root = h.parseXml(pic:tostring())
  local group = h.xmlElements(root, 'g')[1]
  return root, group
end

-- The elements of `group` named `name` with class `class` (either may be nil).
local function find(group, name, class) return h.xmlElements(group, name, class) end

-- A picture 400 x 300 showing x in [-10, 10], y in [-5, 10] at 20 pixels a metre.
local function framed(extra)
  local options = { width = 400, height = 300, view = b2c.aabb(-10, -5, 10, 10), margin = 0 }
  for k, v in pairs(extra or {}) do options[k] = v end
  return svg.new(options)
end

-- A ground box and a ball, not stepped.
local function smallWorld()
  local world = b2c.world {}
  world:createBody { position = { 0, -1 } }:createFixture(b2c.box(5, 1))
  local ball = world:createBody { type = 'dynamic', position = { 0, 3 } }
  ball:createFixture(b2c.circle(1))
  return world, ball
end

describe('b2c.svg', function()
  it('writes a small world: its frame, one element per fixture, exact coordinates', function()
    local pic = framed()
    assert.are.equal(pic, pic:world((smallWorld())))
    local text = pic:tostring()
    assert.are.equal(text, tostring(pic))
    assert.are.equal([[
<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<rect class="background" width="400" height="300" fill="#1e2129"/>
<g transform="matrix(20 0 0 -20 200 200)" fill="none" stroke-width="0.075" stroke-linecap="round" stroke-linejoin="round">
<polygon class="shape" points="-5,-2 5,-2 5,0 -5,0" fill="#73bf73" fill-opacity="0.3" stroke="#73bf73"/>
<circle class="shape" cx="0" cy="3" r="1" fill="#f29966" fill-opacity="0.3" stroke="#f29966"/>
</g>
</svg>
]], text)
    h.parseXml(text)
  end)

  it('maps the world with y up: a world point lands where the transform says', function()
    local pic = framed()
    pic:point({ -10, 10 }):point({ 10, -5 })
    local _, group = parse(pic)
    local a, b, c, d, e, f = group.attrs.transform:match('^matrix%((%S+) (%S+) (%S+) (%S+) (%S+) (%S+)%)$')
    a, b, c, d, e, f = tonumber(a), tonumber(b), tonumber(c), tonumber(d), tonumber(e), tonumber(f)
    local function toPixel(x, y) return a * x + c * y + e, b * x + d * y + f end
    local points = find(group, 'circle', 'point')
    assert.are.equal(2, #points)
    -- the view's upper left corner is the picture's top left, its lower right the bottom right
    local x, y = toPixel(tonumber(points[1].attrs.cx), tonumber(points[1].attrs.cy))
    assert.are.equal(0, x)
    assert.are.equal(0, y)
    x, y = toPixel(tonumber(points[2].attrs.cx), tonumber(points[2].attrs.cy))
    assert.are.equal(400, x)
    assert.are.equal(300, y)
    local l = pic:layout()
    assert.are.same({ x0 = -10, y0 = -5, x1 = 10, y1 = 10, scale = 20, width = 400, height = 300, tx = 200, ty = 200 }, l)
  end)

  it('draws the options of world:draw: AABBs as outlines, contact points and normals, centres', function()
    local world, ball = smallWorld()
    ball:setTransform({ 0, 1 }, 0) -- resting on the ground
    world:step(1 / 60)
    local pic = framed()
    pic:world(world, { aabbs = true, contacts = true, centers = true })
    local _, group = parse(pic)
    assert.are.equal(2, #find(group, 'polygon', 'shape') + #find(group, 'circle', 'shape'))
    local boxes = find(group, 'polygon', 'aabb')
    assert.are.equal(2, #boxes)
    assert.are.equal('-5,-2 5,-2 5,0 -5,0', boxes[1].attrs.points)
    assert.are.equal('#d959d9', boxes[1].attrs.stroke)
    assert.is_nil(boxes[1].attrs.fill) -- an outline
    local points = find(group, 'circle', 'point')
    assert.are.equal(3, #points) -- one contact point, two centres
    assert.are.equal('#f24040', points[1].attrs.fill)
    assert.near(0, tonumber(points[1].attrs.cx), 1e-6)
    assert.near(0, tonumber(points[1].attrs.cy), 0.01)
    assert.are.equal('0.125', points[1].attrs.r) -- 5 pixels across at 20 pixels a metre
    assert.are.equal('0.1', points[2].attrs.r)   -- centres: 4 pixels
    assert.are.equal('#ffffff', points[3].attrs.fill)
    local normals = find(group, 'line', 'normal')
    assert.are.equal(1, #normals)
    assert.near(0.25, math.abs(tonumber(normals[1].attrs.y2) - tonumber(normals[1].attrs.y1)), 1e-5)
    -- fixtures = false leaves the fixtures out
    pic = framed():world(world, { fixtures = false, centers = true })
    _, group = parse(pic)
    assert.are.equal(0, #find(group, nil, 'shape'))
    assert.are.equal(2, #find(group, 'circle', 'point'))
  end)

  it('draws each kind of shape at a transform', function()
    local pic = framed()
    pic:shape(b2c.circle(0.5, { 1, 0 }), b2c.transform({ 2, 3 }, math.pi / 2))
    pic:shape(b2c.box(1, 0.5), b2c.transform({ -2, 1 }, 0))
    pic:shape(b2c.capsule({ -1, 0 }, { 1, 0 }, 0.5), b2c.transform({ 0, 5 }, 0))
    pic:shape(b2c.segment({ 0, 0 }, { 1, 0 }), b2c.transform({ 1, 1 }, 0))
    pic:shape(b2c.chain({ { 0, 0 }, { 2, 0 }, { 2, 2 } }, true), nil)
    pic:shape(b2c.chain({ { 0, 0 }, { 2, 0 }, { 2, 2 } }))
    pic:shape(b2c.polygon({ -1, -1, 1, -1, 1, 1, -1, 1 }, 0.25), b2c.transform({ 5, 5 }, 0), { 0, 0, 1 })
    local _, group = parse(pic)
    local circle = find(group, 'circle', 'shape')[1]
    assert.near(2, tonumber(circle.attrs.cx), 1e-6) -- the centre (1, 0) turned a quarter
    assert.near(4, tonumber(circle.attrs.cy), 1e-6)
    assert.are.equal('0.5', circle.attrs.r)
    local polygons = find(group, 'polygon', 'shape')
    assert.are.equal(1, #polygons)
    assert.are.equal('-3,0.5 -1,0.5 -1,1.5 -3,1.5', polygons[1].attrs.points)
    local paths = find(group, 'path', 'shape')
    assert.are.equal(2, #paths)
    -- the capsule: a side, a half circle, the other side, the other half circle
    assert.are.equal('M -1 4.5 L 1 4.5 A 0.5 0.5 0 0 1 1 5.5 L -1 5.5 A 0.5 0.5 0 0 1 -1 4.5 Z', paths[1].attrs.d)
    -- the rounded square: each side pushed out by the radius, a quarter circle at each corner
    assert.are.equal('M 4 3.75 L 6 3.75 A 0.25 0.25 0 0 1 6.25 4 L 6.25 6 A 0.25 0.25 0 0 1 6 6.25 '
      .. 'L 4 6.25 A 0.25 0.25 0 0 1 3.75 6 L 3.75 4 A 0.25 0.25 0 0 1 4 3.75 Z', paths[2].attrs.d)
    assert.are.equal('#0000ff', paths[2].attrs.stroke)
    -- the segment, then the loop's three segments and the open chain's two
    local lines = find(group, 'line', 'segment')
    assert.are.equal(6, #lines)
    assert.are.same({ '1', '1', '2', '1' }, { lines[1].attrs.x1, lines[1].attrs.y1, lines[1].attrs.x2, lines[1].attrs.y2 })
    assert.are.same({ '2', '2', '0', '0' }, { lines[4].attrs.x1, lines[4].attrs.y1, lines[4].attrs.x2, lines[4].attrs.y2 })
    assert.are.same({ '2', '0', '2', '2' }, { lines[6].attrs.x1, lines[6].attrs.y1, lines[6].attrs.x2, lines[6].attrs.y2 })
    assert.are.equal(10, #group.children)
  end)

  it('draws AABBs, rays with and without a hit, and the drawer methods', function()
    local pic = framed()
    pic:aabb(b2c.aabb(-1, -2, 3, 4))
    pic:ray({ -5, 0 }, { 5, 0 }, vec2(1, 0))
    pic:ray({ -5, 1 }, { 5, 1 })
    pic:ray({ -5, 2 }, { 5, 2 }, false, '#00ff00')
    pic:polygon({ { 0, 0 }, { 1, 0 }, vec2(0, 1) })
    pic:circle({ x = 1, y = 1 }, 2)
    pic:segment({ 0, 0 }, { 1, 1 })
    pic:capsule({ 0, 0 }, { 0, 1 }, 0.5)
    pic:point({ 3, 3 }, 10, { 1, 0, 0, 0.5 })
    local _, group = parse(pic)
    local box = find(group, 'polygon', 'aabb')[1]
    assert.are.equal('-1,-2 3,-2 3,4 -1,4', box.attrs.points)
    local rays = find(group, 'line', 'ray')
    assert.are.equal(4, #rays)
    -- the hit ray: solid to the hit, dashed beyond (4-pixel dashes), a dot at the hit
    assert.are.same({ '-5', '0', '1', '0' }, { rays[1].attrs.x1, rays[1].attrs.y1, rays[1].attrs.x2, rays[1].attrs.y2 })
    assert.is_nil(rays[1].attrs['stroke-dasharray'])
    assert.are.same({ '1', '0', '5', '0' }, { rays[2].attrs.x1, rays[2].attrs.y1, rays[2].attrs.x2, rays[2].attrs.y2 })
    assert.are.equal('0.2', rays[2].attrs['stroke-dasharray'])
    assert.are.equal('0.5', rays[2].attrs['stroke-opacity'])
    local hits = find(group, 'circle', 'hit')
    assert.are.equal(1, #hits)
    assert.are.same({ '1', '0' }, { hits[1].attrs.cx, hits[1].attrs.cy })
    -- a miss: one line, in its colour
    assert.are.same({ '-5', '1', '5', '1' }, { rays[3].attrs.x1, rays[3].attrs.y1, rays[3].attrs.x2, rays[3].attrs.y2 })
    assert.are.equal('#00ff00', rays[4].attrs.stroke)
    assert.are.equal('0,0 1,0 0,1', find(group, 'polygon', 'shape')[1].attrs.points)
    assert.are.same({ '1', '1', '2' }, { find(group, 'circle', 'shape')[1].attrs.cx,
      find(group, 'circle', 'shape')[1].attrs.cy, find(group, 'circle', 'shape')[1].attrs.r })
    assert.are.equal(1, #find(group, 'line', 'segment'))
    assert.are.equal(1, #find(group, 'path', 'shape'))
    local point = find(group, 'circle', 'point')[1]
    assert.are.same({ '3', '3', '0.25', '#ff0000', '0.5' },
      { point.attrs.cx, point.attrs.cy, point.attrs.r, point.attrs.fill, point.attrs['fill-opacity'] })
  end)

  it('draws the fat AABB of every proxy of a tree or a broad-phase', function()
    local tree = b2c.tree()
    tree:createProxy(b2c.aabb(0, 0, 1, 1))
    tree:createProxy(b2c.aabb(2, 0, 3, 1))
    local proxy = tree:createProxy(b2c.aabb(5, 5, 6, 6))
    tree:destroyProxy(proxy)
    local pic = framed():tree(tree)
    local _, group = parse(pic)
    local boxes = find(group, 'polygon', 'proxy')
    assert.are.equal(2, #boxes)
    local seen = {}
    for _, b in ipairs(boxes) do seen[b.attrs.points] = true end
    assert.is_true(seen['-0.1,-0.1 1.1,-0.1 1.1,1.1 -0.1,1.1'])
    assert.is_true(seen['1.9,-0.1 3.1,-0.1 3.1,1.1 1.9,1.1'])
    local bp = b2c.broadphase()
    for i = 1, 5 do bp:createProxy(b2c.aabb(i, 0, i + 0.5, 0.5)) end
    _, group = parse(framed():tree(bp, { 1, 1, 1 }))
    assert.are.equal(5, #find(group, 'polygon', 'proxy'))
    assert.are.equal('#ffffff', find(group, 'polygon', 'proxy')[1].attrs.stroke)
  end)

  it('keeps line widths and dot sizes in pixels whatever the scale', function()
    for _, scale in ipairs({ 10, 40 }) do
      local pic = svg.new { scale = scale, view = b2c.aabb(0, 0, 10, 10), margin = 0, lineWidth = 2 }
      pic:point({ 5, 5 }, 8)
      pic:ray({ 0, 0 }, { 10, 0 }, { 5, 0 })
      local root, group = parse(pic)
      assert.are.equal(tostring(10 * scale), root.attrs.width)
      assert.are.equal(2 / scale, tonumber(group.attrs['stroke-width']))
      assert.are.equal(4 / scale, tonumber(find(group, 'circle', 'point')[1].attrs.r))
      assert.are.equal(4 / scale, tonumber(find(group, 'line', 'ray')[2].attrs['stroke-dasharray']))
    end
  end)

  it('fits the view to what is drawn when none is given', function()
    local pic = svg.new { width = 220, margin = 10 }
    pic:aabb(b2c.aabb(0, 0, 10, 5))
    local root, group = parse(pic)
    -- 200 pixels for 10 m: 20 a metre, so 5 m take 100 pixels, plus the margins
    assert.are.equal('220', root.attrs.width)
    assert.are.equal('120', root.attrs.height)
    assert.are.equal('matrix(20 0 0 -20 10 110)', group.attrs.transform)
    -- a height alone sets the width; a circle's bounds include its radius
    pic = svg.new { height = 100, margin = 0 }:circle({ 0, 0 }, 1):circle({ 3, 0 }, 1)
    root, group = parse(pic)
    assert.are.equal('250', root.attrs.width)
    assert.are.equal('matrix(50 0 0 -50 50 50)', group.attrs.transform)
    -- both sides given: the view keeps its aspect, centred
    pic = svg.new { width = 300, height = 100, margin = 0 }:aabb(b2c.aabb(0, 0, 1, 1))
    root, group = parse(pic)
    assert.are.equal('matrix(100 0 0 -100 100 100)', group.attrs.transform)
    -- nothing drawn, or a single point: still a valid picture
    root = parse(svg.new())
    assert.are.equal('800', root.attrs.width)
    root = parse(svg.new():point({ 3, 4 }))
    assert.are.equal('800', root.attrs.height)
    root = parse(svg.new { width = 100, margin = 0 }:segment({ 0, 0 }, { 10, 0 }))
    assert.are.equal('1', root.attrs.height)
    -- sizes need not be whole pixels
    root = parse(svg.new { width = 100.5, height = 50.25 }:point({ 0, 0 }))
    assert.are.same({ '100.5', '50.25', '0 0 100.5 50.25' }, { root.attrs.width, root.attrs.height, root.attrs.viewBox })
  end)

  it('takes colours as {r, g, b [, a]} tables or SVG strings, and a background or none', function()
    local pic = svg.new { background = 'white', fillOpacity = 0.5 }
    pic:circle({ 0, 0 }, 1, { 0.5, 0.25, 1, 0.5 })
    pic:aabb(b2c.aabb(0, 0, 1, 1), 'rgb(1,2,3)')
    local root, group = parse(pic)
    assert.are.equal('white', find(root, 'rect', 'background')[1].attrs.fill)
    local circle = find(group, 'circle', 'shape')[1]
    assert.are.same({ '#8040ff', '0.25', '#8040ff', '0.5' }, { circle.attrs.fill, circle.attrs['fill-opacity'],
      circle.attrs.stroke, circle.attrs['stroke-opacity'] })
    assert.are.equal('rgb(1,2,3)', find(group, 'polygon', 'aabb')[1].attrs.stroke)
    root = parse(svg.new { background = false })
    assert.are.equal(0, #find(root, 'rect'))
  end)

  it('writes labels in pixels, upright, with their text escaped', function()
    local pic = framed():text({ 0, 0 }, 'a < b & "c"', nil, 16)
    local root = parse(pic)
    local label = find(root, 'text', 'label')[1]
    assert.are.equal('a < b & "c"', label.text:gsub('&lt;', '<'):gsub('&quot;', '"'):gsub('&amp;', '&'))
    assert.are.same({ '200', '200', '16' }, { label.attrs.x, label.attrs.y, label.attrs['font-size'] })
    assert.is_truthy(pic:tostring():find('a &lt; b &amp; &quot;c&quot;', 1, true))
  end)

  it('is a drawer for world:draw', function()
    local world = smallWorld()
    local pic = framed()
    world:draw(pic, { aabbs = true })
    local _, group = parse(pic)
    assert.are.equal(3, #find(group, 'polygon', 'shape')) -- AABBs come filled through it
    assert.are.equal(1, #find(group, 'circle', 'shape'))
  end)

  it('writes a file that is the document, well-formed (xmllint agrees when installed)', function()
    local path = os.tmpname()
    local pic = framed():world((smallWorld()), { aabbs = true }):text({ 0, 9 }, 'ground & ball')
    assert.are.equal(pic, pic:write(path))
    local file = assert(io.open(path))
    local text = file:read('*a')
    file:close()
    assert.are.equal(pic:tostring(), text)
    h.parseXml(text)
    assert.is_true(h.xmllint(path))
    os.remove(path)
    local ok, err = pcall(pic.write, pic, '/nonexistent-dir/x.svg')
    assert.is_false(ok)
    assert.matches('b2c.svg: cannot write /nonexistent%-dir/x.svg: ', err)
  end)

  it('the well-formedness check rejects broken documents', function()
    for _, bad in ipairs({ '<a><b></a></b>', '<a x="1" x="2"/>', '<a>&nbsp;</a>', '<a/><b/>', '<a>', '<a x=1/>',
      'text', '<a>x & y</a>', '<a x="<"/>' }) do
      assert.has_error(function() h.parseXml(bad) end)
    end
    assert.are.equal('a', h.parseXml('<?xml version="1.0"?>\n<!-- c --><a x=\'1\'>&amp;&#60;&#x3c;<b/></a>\n').name)
  end)
end)

describe('b2c.svg errors', function()
  local pic = svg.new()
  h.itRaises(it, {
    { "bad argument #1 to 'shape' (b2c.shape expected, got nil)", function() pic:shape(nil) end },
    { "bad argument #2 to 'shape' (b2c.transform expected, got table)", function() pic:shape(b2c.circle(1), { 0, 0 }) end },
    { "bad argument #3 to 'shape' (color table or string expected, got number)", function() pic:shape(b2c.circle(1), nil, 1) end },
    { "bad argument #3 to 'shape' (color [2]: number in [0, 1] expected, got 2)", function() pic:shape(b2c.circle(1), nil, { 1, 2, 0 }) end },
    { "bad argument #3 to 'shape' (color [3]: number in [0, 1] expected, got nil)", function() pic:shape(b2c.circle(1), nil, { 1, 1 }) end },
    { "bad argument #1 to 'aabb' (b2c.aabb expected, got b2c.vec2)", function() pic:aabb(vec2(1, 2)) end },
    { "bad argument #1 to 'ray' (b2c.vec2 expected, got nil)", function() pic:ray() end },
    { "bad argument #2 to 'ray' ([2]: number expected, got nil)", function() pic:ray({ 0, 0 }, { 1 }) end },
    { "bad argument #3 to 'ray' (b2c.vec2 expected, got string)", function() pic:ray({ 0, 0 }, { 1, 1 }, 'hit') end },
    { "bad argument #2 to 'ray' (y: finite number expected, got nan)", function() pic:ray({ 0, 0 }, { x = 1, y = 0 / 0 }) end },
    { "bad argument #1 to 'tree' (b2c.tree or b2c.broadphase expected, got b2c.world)", function() pic:tree(b2c.world {}) end },
    { "bad argument #1 to 'world' (b2c.world expected, got b2c.tree)", function() pic:world(b2c.tree()) end },
    { "bad argument #2 to 'world' (table expected, got boolean)", function() pic:world(b2c.world {}, true) end },
    { "bad argument #2 to 'world' (field 'aabbs': boolean expected, got number)", function() pic:world(b2c.world {}, { aabbs = 1 }) end },
    { "bad argument #1 to 'polygon' (table of points expected, got nil)", function() pic:polygon() end },
    { "bad argument #1 to 'polygon' (point 2 [1]: number expected, got string)", function() pic:polygon({ { 0, 0 }, { 'a', 0 } }) end },
    { "bad argument #1 to 'polygon' (point 3: b2c.vec2 expected, got boolean)", function() pic:polygon({ { 0, 0 }, { 1, 0 }, true }) end },
    { "bad argument #2 to 'circle' (number expected, got nil)", function() pic:circle({ 0, 0 }) end },
    { "bad argument #2 to 'point' (finite number expected, got inf)", function() pic:point({ 0, 0 }, math.huge) end },
    { "bad argument #3 to 'capsule' (number expected, got string)", function() pic:capsule({ 0, 0 }, { 1, 0 }, '1') end },
    { "bad argument #2 to 'text' (string expected, got nil)", function() pic:text({ 0, 0 }) end },
    { "bad argument #1 to 'write' (string expected, got nil)", function() pic:write() end },
    { "bad argument #1 to 'new' (table expected, got number)", function() svg.new(800) end },
    { "bad argument #1 to 'new' (field 'width': positive number expected, got 0)", function() svg.new { width = 0 } end },
    { "bad argument #1 to 'new' (field 'view': b2c.aabb expected, got string)", function() svg.new { view = '0 0 1 1' } end },
    { "bad argument #1 to 'new' (field 'view': upperX (0) is below lowerX (1))", function() svg.new { view = { 1, 0, 0, 1 } } end },
    { "bad argument #1 to 'aabb' ([4]: number expected, got nil)", function() pic:aabb({ 0, 0, 1 }) end },
    { "bad argument #1 to 'new' (field 'background': string or false expected, got boolean)", function() svg.new { background = true } end },
    { "bad argument #1 to 'new' (field 'fillOpacity': number in [0, 1] expected, got 2)", function() svg.new { fillOpacity = 2 } end },
  })

  it('names the caller\'s line, as the C functions do', function()
    local ok, err = pcall(function() pic:aabb(nil) end)
    assert.is_false(ok)
    assert.matches('svg_spec.lua:%d+: bad argument #1 to \'aabb\'', err)
  end)
end)
