-- b2c.lovephysics: Shape and its kinds, Fixture (LÖVE 11) and Shapes attached to bodies (LÖVE 12).
-- The expected values are what LÖVE 11.4 gives for the same calls: each case below was run in
-- LÖVE 11.4 headless (Debian's `love`) and its results written here with 17 significant digits, so
-- that the comparison is exact (single-precision values read back as LÖVE's doubles).
local lp = require 'b2c.lovephysics'
local I = lp._internal

local same = assert.are.same
local L = require 'spec.helpers.lovephysics'
local pack, W, B = L.pack, L.world, L.body
local errorOf = h.errorOf

describe('b2c.lovephysics shapes and fixtures', function()
  after_each(function() lp.setMeter(30) end)

  it("circle: getPoint, getRadius, type and kind (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(3, 4, 10)
    same({ n = 2, 3, 4 }, pack(s:getPoint()))
    same({ n = 1, 10 }, pack(s:getRadius()))
    same({ n = 1, "circle" }, pack(s:getType()))
    same({ n = 1, "CircleShape" }, pack(s:type()))
    same({ n = 1, 1 }, pack(s:getChildCount()))
  end)

  it("circle: a radius alone centres it at the origin (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(7.3)
    same({ n = 2, 0, 0 }, pack(s:getPoint()))
    same({ n = 1, 7.3000001907348633 }, pack(s:getRadius()))
  end)

  it("circle: setPoint and setRadius read back in single precision (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(1); s:setPoint(0.1, -2.7); s:setRadius(3.3)
    same({ n = 2, 0.10000000149011612, -2.7000000476837158 }, pack(s:getPoint()))
    same({ n = 1, 3.2999999523162842 }, pack(s:getRadius()))
  end)

  it("circle: computeMass gives x, y, mass and the inertia about the origin in kg px^2 (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(3, 4, 10)
    same({ n = 4, 3, 4, 0.3490658700466156, 26.17994499206543 }, pack(s:computeMass(1)))
  end)

  it("circle: computeMass at density 2.5 (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(-12, 7, 25)
    same({ n = 4, -12, 7, 5.4541540145874023, 2757.074951171875 }, pack(s:computeMass(2.5)))
  end)

  it("circle: computeAABB placed and turned (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(3, 4, 10)
    same({ n = 4, 9.7176570892333984, -10.007978439331055, 29.717657089233398, 9.9920225143432617 }, pack(s:computeAABB(20, -5, 0.7)))
  end)

  it("circle: rayCast hit gives the normal and fraction (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(3, 4, 10)
    same({ n = 3, -1, 0, 0.46500018239021301 }, pack(s:rayCast(-100, 4, 100, 4, 1, 0, 0, 0)))
  end)

  it("circle: rayCast placed and turned (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(3, 4, 10)
    same({ n = 3, -0.48542845249176025, -0.87427634000778198, 0.42504632472991943 }, pack(s:rayCast(0, 0, 100, 60, 1, 50, 30, 1.2)))
  end)

  it("circle: rayCast that stops short gives nothing (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(3, 4, 10)
    same({ n = 1, 0 }, pack(select("#", s:rayCast(-100, 4, 100, 4, 0.1, 0, 0, 0))))
  end)

  it("circle: testPoint inside, on the rim and outside (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(3, 4, 10)
    same({ n = 1, true }, pack(s:testPoint(0, 0, 0, 3, 13.9)))
    same({ n = 1, true }, pack(s:testPoint(0, 0, 0, 13, 4)))
    same({ n = 1, false }, pack(s:testPoint(0, 0, 0, 13.1, 4)))
    same({ n = 1, true }, pack(s:testPoint(10, 0, 0, 13.1, 4)))
  end)

  it("polygon: the hull in Box2D 2.3 order, from the rightmost lowest point (values from LÖVE 11.4)", function()
    local s = lp.newPolygonShape(0, 0, 100, 0, 100, 50, 0, 50, 50, -10)
    same({ n = 10, 100, 0, 100, 50, 0, 50, 0, 0, 50, -10 }, pack(s:getPoints()))
  end)

  it("polygon: a table of coordinates, points inside the hull dropped (values from LÖVE 11.4)", function()
    local s = lp.newPolygonShape({10, 10, -20, 5, 3, 40, 0, 10, 12, 22})
    same({ n = 8, 12, 22, 3, 40, -20, 5, 10, 10 }, pack(s:getPoints()))
  end)

  it("polygon: the skin radius and one child (values from LÖVE 11.4)", function()
    local s = lp.newPolygonShape(0, 0, 10, 0, 0, 10)
    same({ n = 1, 0.29999998211860657 }, pack(s:getRadius()))
    same({ n = 1, 1 }, pack(s:getChildCount()))
    same({ n = 1, "polygon" }, pack(s:getType()))
    same({ n = 1, "PolygonShape" }, pack(s:type()))
    same({ n = 1, true }, pack(s:validate()))
  end)

  it("polygon: computeMass (values from LÖVE 11.4)", function()
    local s = lp.newPolygonShape(0, 0, 100, 0, 100, 50, 0, 50, 50, -10)
    same({ n = 4, 50, 22.42424201965332, 6.1111106872558594, 24777.775390625 }, pack(s:computeMass(1)))
  end)

  it("polygon: computeMass of a triangle at density 3 (values from LÖVE 11.4)", function()
    local s = lp.newPolygonShape(5, 5, 65, 15, 20, 70)
    same({ n = 4, 30, 30, 6.25, 13541.6669921875 }, pack(s:computeMass(3)))
  end)

  it("polygon: computeAABB includes the skin (values from LÖVE 11.4)", function()
    local s = lp.newPolygonShape(5, 5, 65, 15, 20, 70)
    same({ n = 4, 106.25238800048828, 188.20370483398438, 166.01023864746094, 256.98590087890625 }, pack(s:computeAABB(100, 200, -0.4)))
  end)

  it("polygon: rayCast (values from LÖVE 11.4)", function()
    local s = lp.newPolygonShape(5, 5, 65, 15, 20, 70)
    same({ n = 3, -0.99732202291488647, -0.073135778307914734, 0.30666437745094299 }, pack(s:rayCast(-50, 30, 150, 40, 1, 10, 0, 0.3)))
  end)

  it("polygon: testPoint (values from LÖVE 11.4)", function()
    local s = lp.newPolygonShape(5, 5, 65, 15, 20, 70)
    same({ n = 1, true }, pack(s:testPoint(0, 0, 0, 30, 30)))
    same({ n = 1, true }, pack(s:testPoint(0, 0, 0, 5, 5)))
    same({ n = 1, false }, pack(s:testPoint(0, 0, 0, 60, 60)))
    same({ n = 1, true }, pack(s:testPoint(100, 100, 3, 70, 70)))
  end)

  it("rectangle: centred (values from LÖVE 11.4)", function()
    local s = lp.newRectangleShape(40, 30)
    same({ n = 8, -20, -15, 20, -15, 20, 15, -20, 15 }, pack(s:getPoints()))
  end)

  it("rectangle: placed and turned (values from LÖVE 11.4)", function()
    local s = lp.newRectangleShape(10, 20, 40, 30, 0.3)
    same({ n = 8, -4.6739273071289063, -0.24045109748840332, 33.539531707763672, 11.580356597900391, 24.673927307128906, 40.240451812744141, -13.539532661437988, 28.419643402099609 }, pack(s:getPoints()))
  end)

  it("rectangle: computeMass (values from LÖVE 11.4)", function()
    local s = lp.newRectangleShape(10, 20, 40, 30, 0.3)
    same({ n = 4, 10, 20, 2.6666665077209473, 1888.8887939453125 }, pack(s:computeMass(2)))
  end)

  it("rectangle: computeAABB (values from LÖVE 11.4)", function()
    local s = lp.newRectangleShape(10, 20, 40, 30, 0.3)
    same({ n = 4, -20.807159423828125, 3.2481844425201416, 29.181789398193359, 53.443630218505859 }, pack(s:computeAABB(5, 6, 0.5)))
  end)

  it("rectangle: rayCast with the turned normals (values from LÖVE 11.4)", function()
    local s = lp.newRectangleShape(10, 20, 40, 30, 0.3)
    same({ n = 3, -0.95533651113510132, -0.29552021622657776, 0.44532486796379089 }, pack(s:rayCast(-100, 20, 100, 20, 1, 0, 0, 0)))
  end)

  it("rectangle: four numbers place it without turning (values from LÖVE 11.4)", function()
    local s = lp.newRectangleShape(-7, 3, 12.5, 8)
    same({ n = 8, -13.25, -1.0000001192092896, -0.75000017881393433, -1.0000001192092896, -0.75000017881393433, 7.0000004768371582, -13.25, 7.0000004768371582 }, pack(s:getPoints()))
  end)

  it("edge: points, skin radius, mass at the midpoint (values from LÖVE 11.4)", function()
    local s = lp.newEdgeShape(0, 0, 100, 10)
    same({ n = 4, 0, 0, 100, 10 }, pack(s:getPoints()))
    same({ n = 1, 0.29999998211860657 }, pack(s:getRadius()))
    same({ n = 1, 1 }, pack(s:getChildCount()))
    same({ n = 1, "edge" }, pack(s:getType()))
    same({ n = 1, "EdgeShape" }, pack(s:type()))
  end)

  it("edge: computeMass (values from LÖVE 11.4)", function()
    local s = lp.newEdgeShape(0, 0, 100, 10)
    same({ n = 4, 50, 5, 0, 0 }, pack(s:computeMass(1)))
  end)

  it("edge: computeAABB with its skin (values from LÖVE 11.4)", function()
    local s = lp.newEdgeShape(0, 0, 100, 10)
    same({ n = 4, 2.7000000476837158, 3.7000002861022949, 97.717193603515625, 38.729522705078125 }, pack(s:computeAABB(3, 4, 0.25)))
  end)

  it("edge: rayCast from either side (values from LÖVE 11.4)", function()
    local s = lp.newEdgeShape(0, 0, 100, 10)
    same({ n = 3, 0.09950372576713562, -0.9950372576713562, 0.52499997615814209 }, pack(s:rayCast(50, -100, 50, 100, 1, 0, 0, 0)))
    same({ n = 3, -0.09950372576713562, 0.9950372576713562, 0.47500002384185791 }, pack(s:rayCast(50, 100, 50, -100, 1, 0, 0, 0)))
  end)

  it("edge: no area to test a point in (values from LÖVE 11.4)", function()
    local s = lp.newEdgeShape(0, 0, 100, 10)
    same({ n = 1, false }, pack(s:testPoint(0, 0, 0, 50, 5)))
  end)

  it("edge: ghost vertices set, read and cleared (values from LÖVE 11.4)", function()
    local s = lp.newEdgeShape(0, 0, 100, 10); s:setNextVertex(150, 30); s:setPreviousVertex(-20.5, 1)
    same({ n = 2, 150, 30 }, pack(s:getNextVertex()))
    same({ n = 2, -20.5, 1 }, pack(s:getPreviousVertex()))
    same({ n = 1, 2 }, pack(select("#", s:getPreviousVertex())))
  end)

  it("edge: no ghosts unless set (values from LÖVE 11.4)", function()
    local s = lp.newEdgeShape(0, 0, 100, 10); s:setNextVertex(1, 2); s:setNextVertex()
    same({ n = 1, 0 }, pack(select("#", s:getNextVertex())))
    same({ n = 1, 0 }, pack(select("#", s:getPreviousVertex())))
  end)

  it("chain: open, its points and children (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(false, 0, 0, 100, 0, 100, 100)
    same({ n = 6, 0, 0, 100, 0, 100, 100 }, pack(s:getPoints()))
  end)

  it("chain: counts, radius, point and no ghosts (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(false, 0, 0, 100, 0, 100, 100)
    same({ n = 1, 3 }, pack(s:getVertexCount()))
    same({ n = 1, 2 }, pack(s:getChildCount()))
    same({ n = 1, 0.29999998211860657 }, pack(s:getRadius()))
    same({ n = 1, "chain" }, pack(s:getType()))
    same({ n = 1, "ChainShape" }, pack(s:type()))
    same({ n = 1, 0 }, pack(select("#", s:getNextVertex())))
    same({ n = 2, 100, 0 }, pack(s:getPoint(2)))
  end)

  it("chain: computeAABB of a child leaves the skin out (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(false, 0, 0, 100, 0, 100, 100)
    same({ n = 4, 100, 0, 100, 100 }, pack(s:computeAABB(0, 0, 0, 2)))
  end)

  it("chain: computeAABB of child 1 by default, turned (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(false, 0, 0, 100, 0, 100, 100)
    same({ n = 4, 10, 10, 97.758247375488281, 57.942554473876953 }, pack(s:computeAABB(10, 10, 0.5)))
  end)

  it("chain: computeMass is nothing (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(false, 0, 0, 100, 0, 100, 100)
    same({ n = 4, 0, 0, 0, 0 }, pack(s:computeMass(1)))
  end)

  it("chain: rayCast on a child (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(false, 0, 0, 100, 0, 100, 100)
    same({ n = 3, 1, 0, 0.3333333432674408 }, pack(s:rayCast(150, 50, 0, 50, 1, 0, 0, 0, 2)))
  end)

  it("chain: getChildEdge with ghosts from its neighbours (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(false, 0, 0, 100, 0, 100, 100, 0, 120); local e = s:getChildEdge(2)
    same({ n = 4, 100, 0, 100, 100 }, pack(e:getPoints()))
    same({ n = 2, 0, 0 }, pack(e:getPreviousVertex()))
    same({ n = 2, 0, 120 }, pack(e:getNextVertex()))
    same({ n = 1, "EdgeShape" }, pack(e:type()))
  end)

  it("chain: the end children have the ghosts set on the chain (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(false, 0, 0, 100, 0, 100, 100); s:setPreviousVertex(-50, 0); s:setNextVertex(100, 150); local e = s:getChildEdge(1); local f = s:getChildEdge(2)
    same({ n = 2, -50, 0 }, pack(e:getPreviousVertex()))
    same({ n = 2, 100, 100 }, pack(e:getNextVertex()))
    same({ n = 2, 0, 0 }, pack(f:getPreviousVertex()))
    same({ n = 2, 100, 150 }, pack(f:getNextVertex()))
    same({ n = 2, -50, 0 }, pack(s:getPreviousVertex()))
    same({ n = 2, 100, 150 }, pack(s:getNextVertex()))
  end)

  it("chain: a loop repeats its first point and takes its neighbours as ghosts (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(true, 0, 0, 100, 0, 100, 100)
    same({ n = 1, 4 }, pack(s:getVertexCount()))
    same({ n = 1, 3 }, pack(s:getChildCount()))
    same({ n = 8, 0, 0, 100, 0, 100, 100, 0, 0 }, pack(s:getPoints()))
  end)

  it("chain: a loop ghosts (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(true, 0, 0, 100, 0, 100, 100)
    same({ n = 2, 100, 0 }, pack(s:getNextVertex()))
    same({ n = 2, 100, 100 }, pack(s:getPreviousVertex()))
  end)

  it("chain: from a table (values from LÖVE 11.4)", function()
    local s = lp.newChainShape(true, {1, 2, 33.3, 4, 5, 66})
    same({ n = 8, 1, 2, 33.299999237060547, 4, 5, 66, 1, 2 }, pack(s:getPoints()))
  end)

  it("shape: typeOf follows the classes (values from LÖVE 11.4)", function()
    local s = lp.newCircleShape(1)
    same({ n = 1, true }, pack(s:typeOf("CircleShape")))
    same({ n = 1, true }, pack(s:typeOf("Shape")))
    same({ n = 1, true }, pack(s:typeOf("Object")))
    same({ n = 1, false }, pack(s:typeOf("PolygonShape")))
    same({ n = 1, false }, pack(s:typeOf("Fixture")))
  end)

  it("fixture: LÖVE 11 defaults (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "dynamic"); local f = lp.newFixture(b, lp.newRectangleShape(10, 5, 40, 20, 0.2))
    same({ n = 1, 1 }, pack(f:getDensity()))
    same({ n = 1, 0.20000000298023224 }, pack(f:getFriction()))
    same({ n = 1, 0 }, pack(f:getRestitution()))
    same({ n = 1, false }, pack(f:isSensor()))
    same({ n = 1, "polygon" }, pack(f:getType()))
    same({ n = 1, "Fixture" }, pack(f:type()))
    same({ n = 1, true }, pack(f:typeOf("Object")))
  end)

  it("fixture: getBoundingBox where the body is (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "dynamic", 0.4); local f = lp.newFixture(b, lp.newRectangleShape(10, 5, 40, 20, 0.2))
    same({ n = 4, 84.810379028320313, 38.653282165527344, 129.71665954589844, 78.345695495605469 }, pack(f:getBoundingBox()))
  end)

  it("fixture: getMassData (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "dynamic", 0.4); local f = lp.newFixture(b, lp.newRectangleShape(10, 5, 40, 20, 0.2))
    same({ n = 4, 10.000000953674316, 5.0000004768371582, 0.88888907432556152, 0.28806596994400024 }, pack(f:getMassData()))
  end)

  it("fixture: getMassData of a circle at density 3 (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5, 5, 8), 3)
    same({ n = 4, 5, 5, 0.67020648717880249, 0.061063267290592194 }, pack(f:getMassData()))
  end)

  it("fixture: settings read back in single precision (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); f:setDensity(2.5); f:setFriction(0.7); f:setRestitution(0.33); f:setSensor(true)
    same({ n = 1, 2.5 }, pack(f:getDensity()))
    same({ n = 1, 0.69999998807907104 }, pack(f:getFriction()))
    same({ n = 1, 0.33000001311302185 }, pack(f:getRestitution()))
    same({ n = 1, true }, pack(f:isSensor()))
  end)

  it("fixture: filter defaults (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5))
    same({ n = 3, 1, 65535, 0 }, pack(f:getFilterData()))
    same({ n = 1, 0 }, pack(select("#", f:getMask())))
    same({ n = 1, 1 }, pack(f:getCategory()))
    same({ n = 1, 0 }, pack(f:getGroupIndex()))
  end)

  it("fixture: categories and masks (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); f:setCategory(1, 3, 16); f:setMask({2, 5})
    same({ n = 3, 32773, 65517, 0 }, pack(f:getFilterData()))
    same({ n = 3, 1, 3, 16 }, pack(f:getCategory()))
    same({ n = 2, 2, 5 }, pack(f:getMask()))
  end)

  it("fixture: group index wraps to 16 bits (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); f:setGroupIndex(-3); local g = f:getGroupIndex(); f:setGroupIndex(40000)
    same({ n = 1, -3 }, pack(g))
    same({ n = 1, -25536 }, pack(f:getGroupIndex()))
  end)

  it("fixture: setFilterData (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); f:setFilterData(7, 65535 + 3, -1)
    same({ n = 3, 7, 2, -1 }, pack(f:getFilterData()))
  end)

  it("fixture: testPoint in the world (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "dynamic", 0.4); local f = lp.newFixture(b, lp.newRectangleShape(10, 5, 40, 20, 0.2))
    same({ n = 1, true }, pack(f:testPoint(110, 55)))
    same({ n = 1, false }, pack(f:testPoint(160, 55)))
    same({ n = 1, true }, pack(f:testPoint(100, 50)))
  end)

  it("fixture: rayCast in the world, and a short one misses (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "dynamic"); local f = lp.newFixture(b, lp.newRectangleShape(10, 5, 40, 20, 0.2))
    same({ n = 3, -0.98006659746170044, -0.19866932928562164, 0.29864403605461121 }, pack(f:rayCast(0, 55, 300, 55, 1)))
    same({ n = 1, 0 }, pack(select("#", f:rayCast(0, 55, 300, 55, 0.2))))
  end)

  it("fixture: the shape it copied (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "dynamic"); local s = lp.newRectangleShape(10, 5, 40, 20, 0.2); local f = lp.newFixture(b, s)
    same({ n = 1, "PolygonShape" }, pack(f:getShape():type()))
    same({ n = 1, true }, pack(f:getShape() ~= s))
    same({ n = 8, -7.6146383285522461, -8.774052619934082, 31.588027954101563, -0.82727956771850586, 27.614639282226563, 18.774053573608398, -11.588027000427246, 10.827280044555664 }, pack(f:getShape():getPoints()))
  end)

  it("fixture: an edge (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "static"); local f = lp.newFixture(b, lp.newEdgeShape(0, 0, 30, 40))
    same({ n = 4, 99.699996948242188, 49.700000762939453, 130.30000305175781, 90.300003051757813 }, pack(f:getBoundingBox()))
    same({ n = 4, 15, 20, 0, 0 }, pack(f:getMassData()))
    same({ n = 3, -0.79999995231628418, 0.59999996423721313, 0.41666659712791443 }, pack(f:rayCast(90, 70, 150, 70, 1)))
  end)

  it("fixture: a chain child by child (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 100, 50, "static"); local f = lp.newFixture(b, lp.newChainShape(false, 0, 0, 30, 0, 30, 30, 60, 40))
    same({ n = 4, 100, 50, 129.99998474121094, 50 }, pack(f:getBoundingBox()))
    same({ n = 4, 129.99998474121094, 79.999992370605469, 159.99998474121094, 90 }, pack(f:getBoundingBox(3)))
    same({ n = 3, 0.31622782349586487, -0.94868332147598267, 0.40909090638160706 }, pack(f:rayCast(145, 40, 145, 150, 1, 3)))
  end)

  it("fixture: destroyed, then every method but isDestroyed refuses (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); f:setUserData(7); local u = f:getUserData(); f:destroy()
    same({ n = 1, 7 }, pack(u))
    same({ n = 1, true }, pack(f:isDestroyed()))
    same({ n = 2, false, "Attempt to use destroyed fixture." }, pack(pcall(f.getDensity, f)))
  end)

  it("fixture: destroyed with its body (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); local before = f:isDestroyed(); b:destroy()
    same({ n = 1, false }, pack(before))
    same({ n = 1, true }, pack(f:isDestroyed()))
  end)

  it("fixture: a negative friction and restitution read back as given (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); f:setFriction(-1); f:setRestitution(-0.5)
    same({ n = 1, -1 }, pack(f:getFriction()))
    same({ n = 1, -0.5 }, pack(f:getRestitution()))
  end)

  it("polygon: a sliver Box2D takes (b2c collides it as a segment) (values from LÖVE 11.4)", function()
    local w = W(); local b = B(w, 10, 20, "dynamic"); local s = lp.newPolygonShape(0, 0, 100, 0, 50, 0.1); local f = lp.newFixture(b, s)
    same({ n = 6, 100, 0, 50, 0.10000000149011612, 0, 0 }, pack(s:getPoints()))
    same({ n = 4, 50, 0.033333335071802139, 0.0055555552244186401, 16.203710556030273 }, pack(s:computeMass(1)))
    same({ n = 4, 9.7000007629394531, 19.700000762939453, 110.29999542236328, 20.399999618530273 }, pack(f:getBoundingBox()))
    same({ n = 4, 50, 0.033333335071802139, 0.0055555552244186401, 0.018004123121500015 }, pack(f:getMassData()))
  end)

  it("polygon: collinear points raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: false", errorOf(function() lp.newPolygonShape(0, 0, 1, 0, 2, 0) end))
  end)

  it("polygon: two points raises LÖVE 11.4's error", function()
    assert.are.equal("Expected a minimum of 3 vertices, got 2.", errorOf(function() lp.newPolygonShape(0, 0, 1, 0) end))
  end)

  it("polygon: nine points raises LÖVE 11.4's error", function()
    assert.are.equal("Expected a maximum of 8 vertices, got 9.", errorOf(function() lp.newPolygonShape(0,0, 1,0, 2,1, 3,3, 2,5, 1,6, 0,6, -1,3, -1,1) end))
  end)

  it("polygon: an odd count raises LÖVE 11.4's error", function()
    assert.are.equal("Number of vertex components must be a multiple of two.", errorOf(function() lp.newPolygonShape(0, 0, 1, 0, 2) end))
  end)

  it("polygon: points welded into fewer than 3 raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: false", errorOf(function() lp.newPolygonShape(0, 0, 0.01, 0, 0, 0.01) end))
  end)

  it("circle: two numbers raises LÖVE 11.4's error", function()
    assert.are.equal("Incorrect number of parameters", errorOf(function() lp.newCircleShape(1, 2) end))
  end)

  it("rectangle: three numbers raises LÖVE 11.4's error", function()
    assert.are.equal("Incorrect number of parameters", errorOf(function() lp.newRectangleShape(1, 2, 3) end))
  end)

  it("chain: one point raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: count >= 2", errorOf(function() lp.newChainShape(false, 0, 0) end))
  end)

  it("chain: a loop of two points raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: count >= 3", errorOf(function() lp.newChainShape(true, 0, 0, 10, 10) end))
  end)

  it("chain: points too close raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: b2DistanceSquared(vertices[i-1], vertices[i]) > b2_linearSlop * b2_linearSlop", errorOf(function() lp.newChainShape(false, 0, 0, 0.1, 0, 10, 10) end))
  end)

  it("chain: getPoint out of range raises LÖVE 11.4's error", function()
    assert.are.equal("Physics error: index out of bounds", errorOf(function() lp.newChainShape(true, 0, 0, 100, 0, 100, 100):getPoint(5) end))
  end)

  it("chain: getChildEdge out of range raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: 0 <= index && index < m_count - 1", errorOf(function() lp.newChainShape(false, 0, 0, 100, 0, 100, 100):getChildEdge(3) end))
  end)

  it("fixture: category out of range raises LÖVE 11.4's error", function()
    assert.are.equal("Values must be in range 1-16.", errorOf(function() local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); f:setCategory(17) end))
  end)

  it("fixture: category 0 raises LÖVE 11.4's error", function()
    assert.are.equal("Values must be in range 1-16.", errorOf(function() local w = W(); local b = B(w, 0, 0, "dynamic"); local f = lp.newFixture(b, lp.newCircleShape(5)); f:setMask(0) end))
  end)

  it("fixture: child out of range raises LÖVE 11.4's error", function()
    assert.are.equal("Box2D assertion failed: 0 <= childIndex && childIndex < m_proxyCount", errorOf(function() local w = W(); local b = B(w, 0, 0, "static"); local f = lp.newFixture(b, lp.newChainShape(false, 0, 0, 30, 0, 30, 30)); f:getBoundingBox(3) end))
  end)

  -- LÖVE 12.0's model: a Shape made with a body first is attached at once and carries the fixture's
  -- settings (LÖVE 12 gives it density 1, Box2D's friction 0.2).
  it('attaches a shape made with a body first (LÖVE 12) and gives it the fixture methods', function()
    local w = W()
    local b = B(w, 100, 50, 'dynamic')
    local s = lp.newRectangleShape(b, 10, 5, 40, 20, 0.2)
    assert.are.equal('PolygonShape', s:type())
    assert.are.equal(b, s:getBody())
    assert.are.equal(s, s:getShape())
    assert.is_false(s:isDestroyed())
    same({ n = 4, I.f32(1), I.f32(0.2), 0, false }, pack(s:getDensity(), s:getFriction(), s:getRestitution(), s:isSensor()))
    assert.are.equal(s, s._h:getUserData())
    -- the same geometry as LÖVE 11's shape and fixture (values from LÖVE 11.4, above)
    same({ n = 8, -4.6739273071289063, -0.24045109748840332, 33.539531707763672, 11.580356597900391, 24.673927307128906,
      40.240451812744141, -13.539532661437988, 28.419643402099609 }, pack(lp.newRectangleShape(b, 10, 20, 40, 30, 0.3):getPoints()))
    s:setFriction(0.5)
    s:setCategory(2)
    s:setUserData('crate')
    same({ n = 3, I.f32(0.5), 2, 'crate' }, pack(s:getFriction(), s:getCategory(), s:getUserData()))
    assert.is_true(s:testPoint(110, 55))
    assert.is_false(s:testPoint(200, 55))
    local nx, ny, fraction = s:rayCast(0, 55, 300, 55, 1)
    assert.is_true(nx < -0.9 and ny < 0) -- the rectangle's left side, turned by 0.2
    assert.is_true(fraction > 0.2 and fraction < 0.3)
    s:destroy()
    assert.is_true(s:isDestroyed())
    assert.are.equal('Shape must be active in the physics World to use this method.', errorOf(function() s:getBody() end))
  end)

  it('attaches every kind made with a body first (LÖVE 12), edges with their ghosts', function()
    local w = W()
    local b = B(w, 0, 0, 'static')
    local c = lp.newCircleShape(b, 5, 6, 7)
    local p = lp.newPolygonShape(b, { 0, 0, 10, 0, 0, 10 })
    local e = lp.newEdgeShape(b, 0, 0, 10, 0, -10, 0, 20, 0)
    local ch = lp.newChainShape(b, true, 0, 0, 100, 0, 100, 100)
    for _, s in ipairs({ c, p, e, ch }) do assert.are.equal(b, s:getBody()) end
    same({ n = 2, 5, 6 }, pack(c:getPoint()))
    same({ n = 2, -10, 0 }, pack(e:getPreviousVertex()))
    same({ n = 2, 20, 0 }, pack(e:getNextVertex()))
    assert.are.equal('segment', e._h:getShape().type)
    assert.are.equal('chain', ch._h:getShape().type)
  end)

  it('keeps a shape made alone (LÖVE 12: deprecated) apart from the fixture methods', function()
    local s = lp.newCircleShape(5)
    assert.are.equal('Shape must be active in the physics World to use this method.', errorOf(function() s:getDensity() end))
    assert.is_false(s:isDestroyed())
    s:setUserData(3)
    assert.are.equal(3, s:getUserData())
  end)

  it('copies the shape into a fixture: changing the shape given changes only it', function()
    local w = W()
    local b = B(w, 0, 0, 'dynamic')
    local s = lp.newCircleShape(10)
    local f = lp.newFixture(b, s)
    s:setRadius(20)
    assert.are.equal(10, f:getShape():getRadius())
    assert.are.equal(I.down(10), I.f32(f._h:getShape().radius))
  end)

  it("makes the fixture again when its own shape changes, keeping its settings and user data", function()
    local w = W()
    local b = B(w, 0, 0, 'dynamic')
    local f = lp.newFixture(b, lp.newCircleShape(10), 2)
    f:setFriction(0.9)
    f:setSensor(true)
    f:setCategory(4)
    f:setUserData('ball')
    f:getShape():setRadius(20)
    assert.are.equal(I.down(20), I.f32(f._h:getShape().radius))
    same({ n = 5, 2, I.f32(0.9), true, 4, 'ball' },
      pack(f:getDensity(), f:getFriction(), f:isSensor(), f:getCategory(), f:getUserData()))
    assert.are.equal(f, f._h:getUserData())
    assert.are.equal(1, #b._h:getFixtures())
  end)

  -- Box2D 2.x's skin, 0.01 m round polygons, edges and chains, in collision only: asked of b2c in
  -- one place (I.skin, shape:withSkin when the core has it; sharp shapes until then).
  it('gives polygons, edges and chains the skin of Box2D 2.x where the core has it, in one place (I.skin)', function()
    local shapes = { lp.newPolygonShape(0, 0, 30, 0, 0, 30), lp.newRectangleShape(30, 30), lp.newEdgeShape(0, 0, 30, 0),
      lp.newChainShape(false, 0, 0, 30, 0, 30, 30) }
    for _, s in ipairs(shapes) do
      local shape = I.b2shape(s)
      assert.are.equal(0, shape.radius)
      assert.are.equal(I.polygonRadius, I.f32(shape.skin))
      assert.are.equal(I.up(I.polygonRadius), s:getRadius())
    end
    assert.is_nil(I.b2shape(lp.newCircleShape(30)).skin ~= 0 and I.b2shape(lp.newCircleShape(30)).skin or nil)
  end)

  it('raises its errors without a position, as LÖVE (luaL_error from C)', function()
    local ok, message = pcall(function() lp.newPolygonShape(0, 0, 1, 0) end)
    assert.is_false(ok)
    assert.are.equal('Expected a minimum of 3 vertices, got 2.', message)
    ok, message = pcall(function() lp.newFixture(nil) end)
    assert.are.equal("bad argument #1 to 'newFixture' (Body expected, got nil)", message)
  end)

  it('gives the b2c object under a shape: its b2c shape, or an attached shape\'s b2c fixture', function()
    local s = lp.newCircleShape(30)
    assert.are.equal('circle', s:b2c().type)
    assert.are.equal(1, s:b2c().radius)
    local w = W()
    local b = B(w, 0, 0, 'dynamic')
    local f = lp.newFixture(b, s)
    assert.are.equal(f._h, f._h:getUserData():b2c())
    local attached = lp.newCircleShape(b, 30)
    assert.are.equal(attached._h, attached:b2c())
  end)

  it("reads a fixture's bounding box from b2c with Box2D 2.3's bits (its own computation, on random shapes)", function()
    local G = I.shapeGeometry
    local w = W()
    local seed = 12345
    local function random() -- the same numbers under both Luas
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    end
    for k = 1, 300 do
      local b = B(w, random() * 800 - 400, random() * 600 - 300, 'dynamic', random() * 20 - 10)
      local shape
      if k % 3 == 0 then
        shape = lp.newCircleShape(random() * 50 - 25, random() * 50 - 25, random() * 30 + 1)
      elseif k % 3 == 1 then
        shape = lp.newRectangleShape(random() * 50 - 25, random() * 50 - 25, random() * 60 + 2, random() * 60 + 2, random() * 6)
      else
        shape = lp.newPolygonShape(0, 0, random() * 50 + 20, random() * 10, random() * 20, random() * 40 + 20)
      end
      local f = lp.newFixture(b, shape)
      assert.is_true(f._shape._fast)
      local px, py, c, s = G.bodyTransform(b)
      local lx, ly, ux, uy = G.computeAABB(f._shape, px, py, c, s, 0)
      same({ n = 4, I.up(lx), I.up(ly), I.up(ux), I.up(uy) }, pack(f:getBoundingBox()))
    end
  end)

  it('reads the points again in pixels of the new meter, and after a change', function()
    local box = lp.newRectangleShape(60, 30)
    local ball = lp.newCircleShape(3, 6, 9)
    same({ n = 8, -30, -15, 30, -15, 30, 15, -30, 15 }, pack(box:getPoints()))
    same({ 3, 6 }, { ball:getPoint() })
    assert.are.equal(9, ball:getRadius())
    lp.setMeter(15)
    same({ n = 8, -15, -7.5, 15, -7.5, 15, 7.5, -15, 7.5 }, pack(box:getPoints()))
    same({ 1.5, 3 }, { ball:getPoint() })
    assert.are.equal(4.5, ball:getRadius())
    ball:setRadius(1)
    same({ 1.5, 3 }, { ball:getPoint() })
    assert.are.equal(1, ball:getRadius())
  end)

  -- Box2D 2.3 takes these changes inside a callback; b2c refuses them while its world steps: they
  -- are read back at once and reach b2c when the step is over (World:update runs I.runLater).
  it("changes a fixture's settings inside a callback as LÖVE does: read back at once, applied after the step", function()
    local w = W()
    local ground = lp.newFixture(B(w, 0, 0, 'static'), lp.newChainShape(false, -300, 30, 300, 30))
    local ball = lp.newFixture(B(w, 0, 21, 'dynamic'), lp.newCircleShape(10)) -- 1 px into the ground
    local seen
    w._h:setCallbacks { beginContact = function()
      if seen then return end
      ball:setFriction(0.9)
      ball:setRestitution(0.5)
      ball:setDensity(3)
      ball:setCategory(3)
      ball:setMask(2)
      ground:setFriction(0.1)
      ball:setSensor(true)
      seen = { ball:getFriction(), ball:getRestitution(), ball:getDensity(), ball:getCategory(), ball:isSensor(),
        I.f32(ball._h:getFriction()), ground:getFriction() }
    end }
    w._h:step(1 / 60)
    assert.is_true(w._h:isLocked() == false)
    same({ I.f32(0.9), 0.5, 3, 3, true, I.f32(0.2), I.f32(0.1) }, seen)
    I.runLater(w)
    same({ n = 7, I.f32(0.9), 0.5, 3, 4, 2, true, I.f32(0.1) }, pack(I.f32(ball._h:getFriction()), I.f32(ball._h:getRestitution()),
      I.f32(ball._h:getDensity()), ball._h:getFilter().categoryBits, 65535 - ball._h:getFilter().maskBits, ball._h:isSensor(), -- category 3 is bit 4, mask 2 bit 2
      I.f32(ground._twin:getFriction())))
    assert.is_nil(ball._shadow)
  end)

  it("refuses a fixture or joint made inside a callback with LÖVE 11.4's Box2D assertion", function()
    local w = W()
    local ground = B(w, 0, 0, 'static')
    lp.newFixture(ground, lp.newRectangleShape(600, 20))
    local ball = B(w, 0, -19, 'dynamic')
    lp.newFixture(ball, lp.newCircleShape(10))
    local messages
    w._h:setCallbacks { beginContact = function()
      if messages then return end
      messages = {
        select(2, pcall(lp.newFixture, ball, lp.newCircleShape(5))),
        select(2, pcall(lp.newCircleShape, ball, 5)),
        select(2, pcall(lp.newRevoluteJoint, ground, ball, 0, 0)),
      }
    end }
    w._h:step(1 / 60)
    same({ 'Box2D assertion failed: m_world->IsLocked() == false', 'Box2D assertion failed: m_world->IsLocked() == false',
      'Box2D assertion failed: IsLocked() == false' }, messages)
    assert.are.equal(1, #ball._h:getFixtures())
  end)

  it('counts pixels with the meter', function()
    lp.setMeter(64)
    local s = lp.newCircleShape(32, 64, 16)
    assert.are.equal(0.25, I.b2shape(s).radius)
    same({ n = 2, 32, 64 }, pack(s:getPoint()))
    assert.are.equal(16, s:getRadius())
  end)

  it('refuses what is not a body or a shape in newFixture', function()
    assert.are.equal("bad argument #1 to 'newFixture' (Body expected, got nil)", errorOf(function() lp.newFixture(nil, lp.newCircleShape(1)) end))
    assert.are.equal("bad argument #2 to 'newFixture' (Shape expected, got number)", errorOf(function() lp.newFixture(B(W(), 0, 0, 'dynamic'), 3) end))
    assert.are.equal("bad argument #3 to 'newFixture' (density must not be negative)", errorOf(function() lp.newFixture(B(W(), 0, 0, 'dynamic'), lp.newCircleShape(1), -1) end))
  end)

  -- Box2D 2.3's chains (LÖVE 11's) collide on both sides; b2c's are one-sided, so a LÖVE 11 chain
  -- fixture has a twin b2c chain running the other way, with the same settings and LÖVE object.
  it("holds a ball inside a loop chain round the screen and on an open chain from either side (LÖVE 11)", function()
    for _, order in ipairs({ { 0, 0, 800, 0, 800, 600, 0, 600 }, { 0, 600, 800, 600, 800, 0, 0, 0 } }) do
      local w = W()
      w._h:setGravity({ 0, 9.81 })
      local walls = lp.newFixture(B(w, 0, 0, 'static'), lp.newChainShape(true, order))
      local ball = B(w, 400, 300, 'dynamic')
      lp.newFixture(ball, lp.newCircleShape(10))
      for _ = 1, 180 do w._h:step(1 / 60) end
      local y = I.up(ball._h:getPosition().y)
      assert.is_true(y > 585 and y < 591, tostring(y))
      assert.are.equal(walls, walls._twin:getUserData())
      assert.is_true(I.isTwin(walls._twin))
      assert.is_false(I.isTwin(walls._h))
      -- the twin's segment 1 runs from the last point to the third: the chain's segment 3
      same({ n = 5, 3, 2, 1, 4, 2 }, pack(I.loveChild(walls._twin, 1), I.loveChild(walls._twin, 2), I.loveChild(walls._twin, 3),
        I.loveChild(walls._twin, 4), I.loveChild(walls._h, 2)))
      local twinFirst = walls._twin:getShape():child(1):vertices()
      same({ order[7], order[8], order[5], order[6] }, { I.up(I.f32(twinFirst[1].x)), I.up(I.f32(twinFirst[1].y)),
        I.up(I.f32(twinFirst[2].x)), I.up(I.f32(twinFirst[2].y)) })
      walls:setFriction(0.8)
      assert.are.equal(I.f32(0.8), I.f32(walls._twin:getFriction()))
      walls:destroy()
      assert.is_true(walls._twin:isDestroyed())
    end
  end)

  it('maps an open chain twin\'s children back to the chain\'s', function()
    local f = lp.newFixture(B(W(), 0, 0, 'static'), lp.newChainShape(false, 0, 0, 100, 0, 100, 100))
    same({ n = 2, 2, 1 }, pack(I.loveChild(f._twin, 1), I.loveChild(f._twin, 2)))
  end)

  it("makes LÖVE 12's attached chains one-sided, as Box2D 2.4's, with no twin", function()
    local w = W()
    local s = lp.newChainShape(B(w, 0, 0, 'static'), false, 0, 0, 100, 0)
    assert.is_nil(s._twin)
  end)
end)

describe('b2c.lovephysics body mass as Box2D 2.x keeps it', function()
  local lp = require 'b2c.lovephysics'
  it('is computed afresh by newFixture and fixture:destroy, held by setDensity until resetMassData', function()
    -- LÖVE 11.4 on the same script: 1, 5, 1.7853982448578, 1.7853982448578, 2.7853982448578, 2
    local world = lp.newWorld(0, 0)
    local body = lp.newBody(world, 0, 0, 'dynamic')
    local box = lp.newFixture(body, lp.newRectangleShape(30, 30), 1)
    assert.are.equal(1, body:getMass())
    body:setMassData(0, 0, 5, 10)
    assert.are.equal(5, body:getMass())
    local ball = lp.newFixture(body, lp.newCircleShape(15), 1)
    assert.near(1.7853982448578, body:getMass(), 1e-12)
    box:setDensity(2)
    assert.near(1.7853982448578, body:getMass(), 1e-12)
    assert.are.equal(2, box:getDensity())
    body:resetMassData()
    assert.near(2.7853982448578, body:getMass(), 1e-12)
    box:setDensity(1)
    assert.near(2.7853982448578, body:getMass(), 1e-12)
    ball:destroy()
    assert.near(1, body:getMass(), 1e-12)
  end)
end)
