-- b2c.lovephysics's World, Contact, the callbacks and queries, newWorld and getDistance (LÖVE 11.4,
-- with 12.0's additions). The callbacks get LÖVE objects: each b2c fixture's user data. See
-- docs/love-physics.md for what differs from LÖVE and why.
return function(lp, I)
  local b2c = I.b2c
  local f32 = I.f32
  local type, error, pcall, pairs, ipairs, setmetatable, getmetatable, tonumber, sqrt =
    type, error, pcall, pairs, ipairs, setmetatable, getmetatable, tonumber, math.sqrt
  local sort, select = table.sort, select
  local unpack = unpack or table.unpack

  local meter = I.meter
  I.onMeter[#I.onMeter + 1] = function(m) meter = m end

  local function down(x) return f32(f32(x) / meter) end
  local function up(x) return f32(f32(x) * meter) end

  -- (I.bool and I.deadHandle come with the body file, loaded next: used at call time only)
  local function num(x, i, name)
    if type(x) == 'number' then return x end
    local n = type(x) == 'string' and tonumber(x)
    if n then return n end
    error(("bad argument #%d to '%s' (number expected, got %s)"):format(i, name, x == nil and 'no value' or type(x)), 0)
  end

  local function func(x, i, name)
    if type(x) ~= 'function' then
      error(("bad argument #%d to '%s' (function expected, got %s)"):format(i, name, x == nil and 'no value' or type(x)), 0)
    end
    return x
  end

  -- A LÖVE 11 chain is a b2c chain and its twin run the other way (the shape part's I.isTwin,
  -- I.loveChild): queries and ray casts skip the twin, which stands for the same Fixture.
  local function twin(fixture)
    local isTwin = I.isTwin
    return isTwin ~= nil and isTwin(fixture)
  end

  local World = I.class('World', 'Object')
  local Contact = I.class('Contact', 'Object')
  I.World, I.Contact = World, Contact

  local deadWorld -- made at the first destroy (I.deadHandle comes with the body file)

  function I.checkWorld(world, i, name)
    local h = type(world) == 'table' and world._h
    if getmetatable(world) ~= World or not h then
      error(("bad argument #%d to '%s' (World expected, got %s)"):format(i, name, world == nil and 'no value' or type(world)), 0)
    end
    if h == deadWorld then error('Attempt to use destroyed world.', 0) end
    return h
  end

  -- love.physics.newWorld(xg = 0, yg = 0, sleep = true)
  function lp.newWorld(xg, yg, sleep)
    xg = xg == nil and 0 or num(xg, 1, 'newWorld')
    yg = yg == nil and 0 or num(yg, 2, 'newWorld')
    if type(sleep) ~= 'boolean' then sleep = true end
    local h = b2c.world { gravity = { down(xg), down(yg) }, enableSleep = sleep }
    return setmetatable({ _h = h }, World)
  end

  -- ---- Contact ----
  -- A Contact reads, by its fields:
  --   _pc   the b2c contact of the preSolve running now (its setters act on the solver);
  --   _c    the b2c contact of the other callback running now (valid only during it);
  --   _rec  a contact record frozen when its body or fixture was destroyed (for that endContact);
  --   neither: found again among its body's contact records at each use (a contact kept after its
  --         callback, or from getContacts): valid while the contact exists (a kept callback
  --         contact: while it touches, as LÖVE's, which ends with endContact), else destroyed.
  -- _a, _b the LÖVE objects of fixtures _fa, _fb (b2c), _ca, _cb their children.

  -- A callback's Contact: the same object for every callback of one contact (as LÖVE's, while the
  -- Lua object lives), kept per pair of b2c fixtures (weak keys: a destroyed fixture's go) from
  -- its first callback to its endContact. A pair with a chain has a contact per pair of children
  -- (a ball in a chain's corner touches two of its segments): its slot is a table of them, by
  -- children (`_chains` set).
  local weak = { __mode = 'k' }

  local function childKey(ca, cb) return ca * 65536 + cb end

  -- The Contact in a pair's slot for these children, or nil.
  local function inSlot(slot, ca, cb)
    if slot and slot._chains then return slot[childKey(ca, cb)] end
    return slot
  end

  -- The Contact of the pair of b2c contact c (its children asked only for a chain's), or nil.
  local function pairContact(objects, fa, fb, c)
    local byA = objects[fa]
    local slot = byA and byA[fb]
    if slot and slot._chains then return slot[childKey(c:getChildren())] end
    return slot
  end

  local install, afterStep -- (the callbacks' installer and what waits for a step's end, below)

  -- (each fixture's LÖVE object is kept in world._uds: a table read instead of a C call)
  local function objectOf(world, fixture)
    local uds = world._uds
    local object = uds[fixture]
    if object == nil then
      object = fixture:getUserData()
      uds[fixture] = object
    end
    return object
  end

  local function contactOf(world, objects, fa, fb, c)
    local byA = objects[fa]
    local slot = byA and byA[fb]
    local contact = slot
    local ca, cb
    if slot and slot._chains then
      ca, cb = c:getChildren()
      contact = slot[childKey(ca, cb)]
    end
    if contact and not contact._dead then
      contact._c = c
      return contact
    end
    if not ca then ca, cb = c:getChildren() end
    contact = setmetatable({ _c = c, _w = world, _fa = fa, _fb = fb, _ca = ca, _cb = cb, _a = objectOf(world, fa),
      _b = objectOf(world, fb), _touch = true }, Contact)
    if not byA then
      byA = setmetatable({}, weak)
      objects[fa] = byA
    end
    if fa:getShape().type == 'chain' or fb:getShape().type == 'chain' then
      contact._chain = true
      if not (slot and slot._chains) then
        slot = { _chains = true }
        byA[fb] = slot
      end
      slot[childKey(ca, cb)] = contact
    else
      byA[fb] = contact
    end
    return contact
  end

  local function forget(world, contact)
    local byA = world._objects[contact._fa]
    local slot = byA and byA[contact._fb]
    if slot == contact then
      byA[contact._fb] = nil
    elseif slot and slot._chains then
      local key = childKey(contact._ca, contact._cb)
      if slot[key] == contact then slot[key] = nil end
    end
  end

  -- A fixture made a sensor or a solid again: Box2D 2.x keeps the contact (touching before and
  -- after, it reports nothing); b2c ends the one kind and begins the other in the next step. The
  -- fixture's begun pairs are carried over that step: the new kind's begin is passed over (the
  -- pair's Contact goes on), the old kind's end held, and reported when the step is over only if
  -- no begin came (the pair no longer touches as the new kind).
  function I.carry(world, h, sensor)
    local objects = world._objects
    if not objects then return end
    local carried = world._carried or {}
    for fa, byA in pairs(objects) do
      for fb, contact in pairs(byA) do
        if (fa == h or fb == h) and not contact._dead and (contact._begun or contact._sensor) then
          if not contact._carry then carried[#carried + 1] = contact end
          contact._carry, contact._carryEnded, contact._carryStep = 'held', nil, (world._step or 0) + 1
          contact._begun, contact._sensor = true, sensor or nil
        end
      end
    end
    if carried[1] then world._carried = carried end
  end

  -- The carried Contact of the pair (either order), keyed again in this order; nil if none.
  local function carriedOf(world, objects, fa, fb)
    local byA, byB = objects[fa], objects[fb]
    local contact = byA and byA[fb]
    if contact and contact._carry then return contact end
    contact = byB and byB[fa]
    if not (contact and contact._carry) then return nil end
    byB[fa] = nil
    if not byA then
      byA = setmetatable({}, weak)
      objects[fa] = byA
    end
    byA[fb], contact._fa, contact._fb = contact, fa, fb
    return contact
  end

  -- Its new kind began: the pair goes on, no event.
  local function renew(world, objects, fa, fb)
    local contact = carriedOf(world, objects, fa, fb)
    if not contact then return false end
    contact._carry = 'renewed'
    return true
  end

  -- Box2D 2.x finds the pairs of what moved between steps (setPosition and the like,
  -- setActive(true), setType) at the end of the next step, unless a fixture was made since the last
  -- (then at its start): their contacts begin a step after b2c's, which finds them at the start. In
  -- that step the module holds such a new contact's beginContact (and its preSolve and postSolve,
  -- which Box2D 2.x would not call either), and calls beginContact when the next update starts, if
  -- the pair still touches (its end in the same step is passed over).
  function I.late(world, h)
    if world._objects == nil then return end -- (no callbacks: nothing to hold)
    local late = world._late
    if not late then
      late = setmetatable({}, weak)
      world._late = late
    end
    late[h] = true
  end

  -- Box2D 2.x's radius of a fixture's shape: a circle's, else the polygon skin (0.01 m).
  local function radiusOf(f)
    local object = f:getUserData()
    local shape = object and object._shape
    if shape and shape._kind == 'circle' then return shape._r end
    return 0.01
  end

  -- Whether Box2D 2.x's time-of-impact pass, which runs after the pairs are found, would touch
  -- the new contact in the same step (and call its beginContact then): neither fixture a sensor;
  -- one body awake and not static, and one a bullet or not dynamic; the shapes' cores apart but
  -- closer than its target (their radii less 3 linear slops, plus its tolerance of a quarter
  -- slop): a contact overlapping by more than 2.75 linear slops, its cores apart by more than a
  -- tenth of a slop (cores that touch, as a box resting on its face at the skins' depth, count as
  -- overlapping there).
  local function toiBegins(fa, fb, c)
    if fa:isSensor() or fb:isSensor() then return false end
    local ba, bb = fa:getBody(), fb:getBody()
    local ta, tb = ba:getType(), bb:getType()
    if not ((ta ~= 'static' and ba:isAwake()) or (tb ~= 'static' and bb:isAwake())) then return false end
    if not (ba:isBullet() or ta ~= 'dynamic' or bb:isBullet() or tb ~= 'dynamic') then return false end
    local points = c:getManifold().points
    local deepest = math.huge
    for i = 1, #points do
      local separation = points[i].separation
      if separation < deepest then deepest = separation end
    end
    return deepest < -0.01375 and deepest > -(radiusOf(fa) + radiusOf(fb)) + 0.0005
  end

  local function isLate(world, fa, fb, c)
    local late = world._lateNow
    return (late[fa:getBody()] or late[fb:getBody()]) and not toiBegins(fa, fb, c)
  end

  local function hold(world, contact)
    contact._held = true
    local list = world._heldBegins or {}
    list[#list + 1] = contact
    world._heldBegins = list
  end

  local function beginHeld(world)
    local list = world._heldBegins
    world._heldBegins = nil
    -- (every flag first: a beginContact that raises leaves no contact held for good; those after
    -- it begin in the next step's preSolve, when there is one)
    local n = 0
    for i = 1, #list do
      local contact = list[i]
      if contact._held == true and not contact._dead then
        n = n + 1
        list[n] = contact
      end
      contact._held = nil
    end
    local begin = world._beginFn
    for i = 1, n do
      local contact = list[i]
      if not contact._dead and not contact._begun then
        contact._begun, contact._step = true, world._step - 1
        if begin then begin(contact._a, contact._b, contact) end
      end
    end
  end

  -- The step after a carry: a held pair whose new kind did not begin ends now.
  local function settleCarried(world)
    local carried, now = world._carried, world._step or 0
    local keep = {}
    for i = 1, #carried do
      local contact = carried[i]
      if contact._carryStep > now then
        keep[#keep + 1] = contact
      else
        local held = contact._carry == 'held' and contact._carryEnded
        contact._carry, contact._carryEnded, contact._carryStep = nil, nil, nil
        if held and not contact._dead then
          forget(world, contact)
          contact._c, contact._dead = nil, true
          if world._endFn then world._endFn(contact._a, contact._b, contact) end
        end
      end
    end
    world._carried = keep[1] and keep or nil
  end

  local function newRecordContact(world, r)
    local fa, fb = r.fixtureA, r.fixtureB
    return setmetatable({ _w = world, _fa = fa, _fb = fb, _ca = r.childA, _cb = r.childB, _a = fa:getUserData(),
      _b = fb:getUserData() }, Contact)
  end

  -- The Contact of a record (getContacts): the callbacks' object of the contact when it has one (as
  -- LÖVE's, one object a contact), else a new one; one taken while touching is destroyed when the
  -- touch ends (LÖVE's endContact), one taken apart lives while the contact does.
  function I.recordContact(world, r)
    local objects = world._objects
    local byA = objects and objects[r.fixtureA]
    local contact = inSlot(byA and byA[r.fixtureB], r.childA, r.childB)
    if contact and not contact._dead and contact._ca == r.childA and contact._cb == r.childB then return contact end
    contact = newRecordContact(world, r)
    if r.touching then contact._touch = true end
    return contact
  end

  local function frozenContact(world, r)
    local contact = newRecordContact(world, r)
    contact._rec = r
    return contact
  end

  -- The record of a kept contact now, or nil (and whether its fixtures come swapped in it).
  local function find(self)
    local fa, fb = self._fa, self._fb
    if fa:isDestroyed() or fb:isDestroyed() then return nil end
    local records = fa:getBody():getContacts()
    local ca, cb = self._ca, self._cb
    for i = 1, #records do
      local r = records[i]
      if not self._touch or r.touching then
        if r.fixtureA == fa and r.fixtureB == fb and r.childA == ca and r.childB == cb then return r, false end
        if r.fixtureA == fb and r.fixtureB == fa and r.childA == cb and r.childB == ca then return r, true end
      end
    end
    return nil
  end

  -- what to read: the live contact, the frozen record or the record found now (and swapped)
  local function source(self)
    local c = self._pc or self._c or self._rec
    if c then return c, false end
    if not self._dead then
      local r, swapped = find(self)
      if r then return r, swapped end
      self._dead = true
    end
    error('Attempt to use destroyed contact.', 0)
  end

  function Contact:getFixtures()
    source(self)
    return self._a, self._b
  end

  Contact.getShapes = Contact.getFixtures -- 12.0

  function Contact:getChildren()
    source(self)
    local loveChild = I.loveChild
    if loveChild then return loveChild(self._fa, self._ca), loveChild(self._fb, self._cb) end
    return self._ca, self._cb
  end

  function Contact:getNormal()
    local c, swapped = source(self)
    if self._sensor then return 0, 0 end
    local nx, ny = c:getNormalXY()
    if swapped then return -nx, -ny end
    return nx, ny
  end

  function Contact:getPositions()
    local c = source(self)
    if self._sensor then return end
    return c:getPointsXY(meter) -- (scaled in C: up() of each coordinate)
  end

  function Contact:isTouching() return (source(self):isTouching()) end

  function Contact:isEnabled()
    source(self)
    return self._en ~= false
  end

  function Contact:setEnabled(enabled)
    source(self)
    self._en = I.bool(enabled, 1, 'setEnabled')
    local world = self._w
    if not enabled and not self._pc then I.wantHook(world) end
  end

  -- (what a Contact is told outside preSolve is taken by its next preSolve: the module's hook is
  -- needed from then on)
  function I.wantHook(world)
    if not world._wantHook then
      world._wantHook = true
      install(world)
    end
  end

  -- Box2D's mixes (floats): friction sqrt(fA fB), restitution max(rA, rB)
  local function mixed(self, c)
    local fa, fb = self._fa, self._fb
    if fa:isDestroyed() or fb:isDestroyed() then return f32(c.friction or 0), f32(c.restitution or 0) end
    local ra, rb = f32(fa:getRestitution()), f32(fb:getRestitution())
    return f32(sqrt(f32(f32(fa:getFriction()) * f32(fb:getFriction())))), ra > rb and ra or rb
  end

  function Contact:getFriction()
    local c = source(self)
    if self._f then return self._f end
    return (mixed(self, c))
  end

  function Contact:getRestitution()
    local c = source(self)
    if self._r then return self._r end
    local _, r = mixed(self, c)
    return r
  end

  -- As Box2D 2.x's, the values set hold for the rest of the contact's life (the preSolve hook gives
  -- them to b2c at each step), until reset.
  function Contact:setFriction(value)
    source(self)
    value = f32(num(value, 1, 'setFriction'))
    self._f = value
    local pc = self._pc
    if pc then
      if value >= 0 then pc:setFriction(value) end
    else
      I.wantHook(self._w)
    end
  end

  function Contact:setRestitution(value)
    source(self)
    value = f32(num(value, 1, 'setRestitution'))
    self._r = value
    local pc = self._pc
    if pc then
      if value >= 0 then pc:setRestitution(value) end
    else
      I.wantHook(self._w)
    end
  end

  function Contact:resetFriction()
    local c = source(self)
    self._f = nil
    local pc = self._pc
    if pc then pc:setFriction((mixed(self, c))) end
  end

  function Contact:resetRestitution()
    local c = source(self)
    self._r = nil
    local pc = self._pc
    if pc then
      local _, r = mixed(self, c)
      pc:setRestitution(r)
    end
  end

  function Contact:getTangentSpeed()
    source(self)
    return self._ts or 0
  end

  -- Box2D 2.x's contact tangent speed (m/s, not scaled by the meter, as LÖVE passes it on): held
  -- for the rest of the contact's life, as friction (the preSolve hook gives it to b2c each step).
  function Contact:setTangentSpeed(speed)
    source(self)
    speed = f32(num(speed, 1, 'setTangentSpeed'))
    self._ts = speed
    local pc = self._pc
    if pc then
      pc:setTangentSpeed(speed)
    else
      I.wantHook(self._w)
    end
  end

  function Contact:isDestroyed()
    if self._pc or self._c or self._rec then return false end
    if self._dead then return true end
    if find(self) then return false end
    self._dead = true
    return true
  end

  -- ---- callbacks ----

  -- endContact(a, b, contact) for the touching contacts of a body (or of one of its fixtures) that
  -- is being destroyed, as LÖVE (Box2D 2.x) calls it while the body goes: now, or at the end of the
  -- step when the world is locked (then the destruction itself is deferred too). `destroy` runs
  -- after the calls, also when one raised.
  local function deliverEnds(world, list)
    local fn = world._endFn
    for i = 1, #list do
      local contact = list[i]
      if fn then fn(contact._a, contact._b, contact) end
      contact._rec, contact._dead = nil, true
    end
  end

  -- The tables keyed by b2c fixtures (weak keys) hold values that name their key (a Fixture's
  -- `_h`, a Contact's `_fa`): LuaJIT's weak tables are no ephemerons, so a destroyed fixture's
  -- entries would stay. They are swept every 64 fixtures or bodies destroyed.
  local function sweep(world)
    world._dirty = 0
    for _, name in ipairs({ '_uds', '_objects', '_ended' }) do
      local t = world[name]
      if t then
        for fa, byA in pairs(t) do
          if fa:isDestroyed() then
            t[fa] = nil
          elseif name ~= '_uds' then
            for fb in pairs(byA) do
              if fb:isDestroyed() then byA[fb] = nil end
            end
          end
        end
      end
    end
  end

  local function destroyed(world)
    local dirty = (world._dirty or 0) + 1
    world._dirty = dirty
    if dirty >= 64 then sweep(world) end
  end

  -- fn() now, or at the end of update (of the query) when the world is locked: for what LÖVE
  -- defers to the end of its step (a joint destroyed inside a callback)
  function I.whenUnlocked(world, fn)
    if not world._h:isLocked() then return fn() end
    local queue = world._queue or {}
    queue[#queue + 1] = { nil, nil, fn }
    world._queue, world._after = queue, true
  end

  function I.destroying(world, body, fixture, destroy)
    if world._h:isLocked() then
      -- inside a callback (of a step or a query): at the end of update or of the query, as LÖVE
      -- destroys what its callbacks destroy at the end of update; until then it is whole
      local queue = world._queue or {}
      queue[#queue + 1] = { body, fixture, destroy }
      world._queue, world._after = queue, true
      return
    end
    if not world._endFn then
      destroy()
      return destroyed(world)
    end
    local records = body:getContacts()
    local list
    for i = 1, #records do
      local r = records[i]
      if r.touching and (fixture == nil or r.fixtureA == fixture or r.fixtureB == fixture) then
        -- (the callbacks' object of the contact when it has one, as LÖVE's)
        local objects = world._objects
        local byA = objects and objects[r.fixtureA]
        local contact = inSlot(byA and byA[r.fixtureB], r.childA, r.childB)
        if contact and not contact._dead and contact._ca == r.childA and contact._cb == r.childB then
          contact._rec = r
          forget(world, contact)
        else
          contact = frozenContact(world, r)
        end
        list = list or {}
        list[#list + 1] = contact
      end
    end
    if not list then
      destroy()
      return destroyed(world)
    end
    local ok, err = pcall(deliverEnds, world, list)
    destroy()
    destroyed(world)
    if not ok then error(err, 0) end
  end

  -- Box2D 2.x names the fixtures of a contact in the order of its shape types (chain, edge, polygon,
  -- circle: the first is A), as b2c does for contacts; b2c's sensor events are put in that order.
  local rank = { chain = 4, segment = 3, polygon = 2, capsule = 1, circle = 0 }
  local function sensorOrder(fa, fb)
    if rank[fb:getShape().type] > rank[fa:getShape().type] then return fb, fa end
    return fa, fb
  end

  -- endContact now for the touching contacts of a body (or of one of its fixtures) that b2c will
  -- end at the next step (setType, setActive(false), a fixture made a sensor or filtered out), as
  -- Box2D 2.x ends them at once; b2c's end events for them are then passed over.
  function I.endNow(world, body, fixture)
    if not world._objects then return end -- (no callbacks ever)
    local records = body:getContacts()
    for i = 1, #records do
      local r = records[i]
      local fa, fb = r.fixtureA, r.fixtureB
      if r.touching and (fixture == nil or fa == fixture or fb == fixture) then
        local ended = world._ended
        for k = 1, 2 do
          local byA = ended[fa] or setmetatable({}, weak)
          ended[fa], byA[fb] = byA, (byA[fb] or 0) + 1 -- (a chain's pair: one for each segment)
          fa, fb = fb, fa
        end
        -- (the callbacks' object of the contact when it has one, as LÖVE's: the one its
        -- beginContact had)
        local byA = world._objects[fa]
        local contact = inSlot(byA and byA[fb], r.childA, r.childB)
        if contact and not contact._dead and contact._ca == r.childA and contact._cb == r.childB then
          forget(world, contact)
          contact._rec = r
        else
          if contact then
            forget(world, contact)
            contact._dead = true
          end
          contact = frozenContact(world, r)
        end
        deliverEnds(world, { contact })
      end
    end
  end

  -- The b2c callbacks for the world's LÖVE callbacks (made when they change, not per call).
  function install(world)
    local h = world._h
    if h:isLocked() then -- (b2c refuses inside a step: done at its end)
      world._reinstall, world._after = true, true
      return
    end
    world._objects = world._objects or setmetatable({}, weak)
    world._uds = world._uds or setmetatable({}, weak)
    world._ended = world._ended or setmetatable({}, weak)
    world._step = world._step or 0
    local begin, finish, pre, post, filter = world._beginFn, world._endFn, world._preFn, world._postFn, world._filterFn
    local callbacks = {}
    local objects = world._objects
    if begin then
      -- (begun already: in preSolve, below)
      callbacks.beginContact = function(fa, fb, c)
        if world._carried and renew(world, objects, fa, fb) then return end
        local contact = contactOf(world, objects, fa, fb, c)
        if not contact._begun and not contact._held then
          if world._lateNow and isLate(world, fa, fb, c) then
            hold(world, contact)
          else
            contact._begun, contact._step = true, world._step
            begin(contact._a, contact._b, contact)
          end
        end
        contact._c = nil
      end
      callbacks.beginSensor = function(fa, fb, c)
        fa, fb = sensorOrder(fa, fb)
        if world._carried and renew(world, objects, fa, fb) then return end
        local contact = contactOf(world, objects, fa, fb, c)
        contact._sensor = true
        if world._lateNow and isLate(world, fa, fb, c) then
          hold(world, contact)
        else
          begin(contact._a, contact._b, contact)
        end
        contact._c = nil
      end
    end
    local function onEnd(fa, fb, c, sensor)
      if world._carried then
        local contact = carriedOf(world, objects, fa, fb)
        if contact and not contact._carryEnded then -- (its old kind's end)
          contact._carryEnded = true
          return
        end
      end
      local contact = pairContact(objects, fa, fb, c)
      if contact and contact._held then -- (held since its begin in this step: no end either)
        forget(world, contact)
        contact._held, contact._c, contact._dead = 'ended', nil, true
        return
      end
      local ended = world._ended[fa]
      local n = ended and ended[fb]
      if n then -- reported already (I.endNow)
        ended[fb] = n > 1 and n - 1 or nil
        return
      end
      if contact and contact._step == world._step then
        -- the pair's contact began in this step: this end is of the one before it (removed
        -- between steps by setType, a filter...; b2c reports it with this step's events)
        contact = setmetatable({ _c = c, _w = world, _fa = fa, _fb = fb, _a = objectOf(world, fa),
          _b = objectOf(world, fb) }, Contact)
        contact._ca, contact._cb = c:getChildren()
      else
        contact = contactOf(world, objects, fa, fb, c)
        forget(world, contact)
      end
      contact._sensor = sensor
      if finish then finish(contact._a, contact._b, contact) end
      contact._c, contact._dead = nil, true
    end
    -- (without an endContact the pair's object is forgotten all the same)
    callbacks.endContact = onEnd
    callbacks.endSensor = function(fa, fb, c)
      fa, fb = sensorOrder(fa, fb)
      onEnd(fa, fb, c, true)
    end
    -- Box2D 2.x calls beginContact inside the step, just before the contact's first preSolve: a
    -- contact that touches in preSolve and has not begun begins there (b2c's begin event for it,
    -- after the step, is then passed over). setEnabled(false) holds for one step, as Box2D 2.x's
    -- flag reset at each step.
    -- Without a preSolve callback the hook waits for the game's first setEnabled, setFriction or
    -- setRestitution outside one (until then beginContact comes after the step): a Lua call per
    -- contact and step costs 2.6 x b2c's step with beginContact alone (600 resting circles, Lua 5.4).
    if pre or world._wantHook then
      callbacks.preSolve = function(fa, fb, c)
        if world._carried then renew(world, objects, fa, fb) end
        local contact = pairContact(objects, fa, fb, c)
        if contact == nil or contact._dead then
          contact = contactOf(world, objects, fa, fb, c)
          contact._c = nil
        end
        if contact._held then return end
        if begin and not contact._begun and world._lateNow and isLate(world, fa, fb, c) then
          hold(world, contact)
          contact._c = nil
          return
        end
        local f, r, ts = contact._f, contact._r, contact._ts
        if f and f >= 0 then c:setFriction(f) end
        if r and r >= 0 then c:setRestitution(r) end
        if ts then c:setTangentSpeed(ts) end
        if begin and not contact._begun and c:isTouching() then
          contact._begun, contact._step, contact._pc = true, world._step, c
          begin(contact._a, contact._b, contact)
        end
        if pre then
          contact._pc = c
          pre(contact._a, contact._b, contact)
        end
        contact._pc = nil
        local enabled = contact._en
        if enabled ~= nil then
          contact._en = nil
          if enabled == false then return false end
        end
      end
    end
    if post then
      -- LÖVE's impulses: each point's normal and tangent impulse over the step, scaled once by the
      -- meter. b2c reports each point's impulses of the last of the step's 4 sub-steps: times 4 is
      -- the step's for a resting contact (a b2c binding without contact:getImpulses reports no
      -- tangent impulse: 0).
      callbacks.postSolve = function(fa, fb, c, impulses)
        local contact = contactOf(world, objects, fa, fb, c)
        if contact._held then
          contact._c = nil
          return
        end
        local n1, t1, n2, t2
        if c.getImpulses then
          n1, t1, n2, t2 = c:getImpulses()
        else
          n1, t1, n2, t2 = impulses[1], 0, impulses[2], 0
        end
        if n2 then
          post(contact._a, contact._b, contact, up(n1 * 4), up(t1 * 4), up(n2 * 4), up(t2 * 4))
        elseif n1 then
          post(contact._a, contact._b, contact, up(n1 * 4), up(t1 * 4))
        else
          post(contact._a, contact._b, contact)
        end
        contact._c = nil
      end
    end
    if filter then
      callbacks.shouldCollide = function(fa, fb)
        local r = filter(objectOf(world, fa), objectOf(world, fb))
        return r ~= nil and r ~= false
      end
    end
    h:setCallbacks(callbacks)
  end

  -- What waits for the end of a step: endContacts of bodies destroyed in its callbacks, callbacks
  -- set in them, the world destroyed in them.
  function afterStep(world)
    world._after = nil
    if world._reinstall then
      world._reinstall = nil
      install(world)
    end
    local queue = world._queue
    if queue then
      world._queue = nil
      for i = 1, #queue do
        local q = queue[i]
        if q[1] == nil then
          q[3]()
        elseif not q[1]:isDestroyed() and not (q[2] and q[2]:isDestroyed()) then
          I.destroying(world, q[1], q[2], q[3])
        end
      end
    end
    if world._destroyLater then world:destroy() end
  end

  -- ---- World ----

  -- update(dt [, velocityIterations, positionIterations]): b2c's step (4 sub-steps); the
  -- iteration counts are checked as LÖVE checks them, and not used
  local step -- (b2c's world:step, taken once: a world's methods are found through a C __index)
  do
    local probe = b2c.world {}
    step = probe.step
    probe:destroy()
  end

  function World:update(dt, iterations, positionIterations)
    local h = self._h
    if h == deadWorld then error('Attempt to use destroyed world.', 0) end
    if type(dt) ~= 'number' then dt = num(dt, 1, 'update') end
    if iterations ~= nil then
      num(iterations, 2, 'update')
      num(positionIterations, 3, 'update')
    end
    local n = self._step
    if n then self._step = n + 1 end
    if self._heldBegins then beginHeld(self) end
    local late = self._late
    self._late = nil
    if late and not self._newFixture then self._lateNow = late end
    self._newFixture = nil
    step(h, dt)
    self._lateNow = nil
    if self._carried then settleCarried(self) end
    -- (fixture changes made in the callbacks, the shape part's I.runLater; then what waits)
    if self._later then I.runLater(self) end
    if self._after then afterStep(self) end
  end

  local function optFunction(x, i)
    if x ~= nil then func(x, i, 'setCallbacks') end
    return x
  end

  function World:setCallbacks(beginContact, endContact, preSolve, postSolve)
    I.checkWorld(self, 0, 'setCallbacks')
    self._beginFn, self._endFn = optFunction(beginContact, 1), optFunction(endContact, 2)
    self._preFn, self._postFn = optFunction(preSolve, 3), optFunction(postSolve, 4)
    install(self)
  end

  function World:getCallbacks()
    I.checkWorld(self, 0, 'getCallbacks')
    return self._beginFn, self._endFn, self._preFn, self._postFn
  end

  function World:setContactFilter(filter)
    I.checkWorld(self, 0, 'setContactFilter')
    if filter ~= nil then func(filter, 1, 'setContactFilter') end
    self._filterFn = filter
    install(self)
  end

  function World:getContactFilter()
    I.checkWorld(self, 0, 'getContactFilter')
    return self._filterFn
  end

  function World:setGravity(x, y)
    x, y = num(x, 1, 'setGravity'), num(y, 2, 'setGravity')
    self._h:setGravity(down(x), down(y))
  end

  function World:getGravity()
    local g = self._h:getGravity()
    return up(g.x), up(g.y)
  end

  function World:translateOrigin(x, y)
    x, y = num(x, 1, 'translateOrigin'), num(y, 2, 'translateOrigin')
    self._h:shiftOrigin(down(x), down(y))
  end

  function World:setSleepingAllowed(allow) self._h:enableSleep(I.bool(allow, 1, 'setSleepingAllowed')) end

  function World:isSleepingAllowed() return self._h:isSleepEnabled() end

  function World:isLocked() return self._h:isLocked() end

  function World:getBodyCount() return #self._h:getBodies() end

  function World:getJointCount() return #self._h:getJoints() end

  function World:getContactCount() return #self._h:getContacts() end

  -- newest first, as Box2D 2.x's lists
  local function newestFirst(a, b) return a._n > b._n end

  function World:getBodies()
    local bodies = I.objects(self._h:getBodies())
    sort(bodies, newestFirst)
    return bodies
  end

  function World:getJoints()
    local joints = I.objects(self._h:getJoints())
    local n = #joints
    for i = 1, n / 2 do joints[i], joints[n + 1 - i] = joints[n + 1 - i], joints[i] end
    return joints
  end

  function World:getContacts()
    local records = self._h:getContacts()
    local out = {}
    for i = 1, #records do out[i] = I.recordContact(self, records[i]) end
    return out
  end

  World._runsLater = true -- (update runs the shape part's I.runLater itself)

  World.getBodyList, World.getJointList, World.getContactList = World.getBodies, World.getJoints, World.getContacts

  -- ---- queries ----

  -- LÖVE's queries report the fixtures whose broad-phase box overlaps: Box2D 2.x's box is the
  -- fixture's AABB grown by 0.1 m (b2_aabbExtension, in floats; a moving body's may reach further
  -- ahead). The query asks b2c with the box grown as much and keeps the fixtures whose grown AABB
  -- overlaps; `visit(fixture)` returns false to stop.
  local extension = f32(0.1)
  local function apart(x0, y0, x1, y1, lx, ly, ux, uy)
    return f32(x0 - extension) > ux or f32(y0 - extension) > uy or f32(x1 + extension) < lx or f32(y1 + extension) < ly
  end

  -- Box2D 2.x's tree has a proxy per child of a chain: a chain is visited once for each child
  -- whose fat box overlaps.
  local function fatQuery(h, lx, ly, ux, uy, visit)
    h:queryAABB(f32(lx - extension), f32(ly - extension), f32(ux + extension), f32(uy + extension), function(fixture)
      if twin(fixture) then return true end
      local x0, y0, x1, y1 = fixture:getBoundingBox()
      if apart(x0, y0, x1, y1, lx, ly, ux, uy) then return true end
      local object = fixture:getUserData()
      if fixture:getShape().type ~= 'chain' or type(object) ~= 'table' or not object._shape then
        return visit(fixture)
      end
      for child = 0, I.chainChildren(object) - 1 do
        local cx0, cy0, cx1, cy1 = I.childAABB(object, child)
        if not apart(cx0, cy0, cx1, cy1, lx, ly, ux, uy) then
          if not visit(fixture) then return false end
        end
      end
      return true
    end)
  end

  -- queryBoundingBox(x1, y1, x2, y2, fn(fixture)): LÖVE goes on while fn returns true (nothing
  -- stops it). An inverted box finds nothing.
  function World:queryBoundingBox(x1, y1, x2, y2, fn, ...)
    local name = 'queryBoundingBox'
    x1, y1, x2, y2 = num(x1, 1, name), num(y1, 2, name), num(x2, 3, name), num(y2, 4, name)
    func(fn, 5, name)
    local lx, ly, ux, uy = down(x1), down(y1), down(x2), down(y2)
    if ux < lx or uy < ly then return end
    if select('#', ...) == 0 then
      fatQuery(self._h, lx, ly, ux, uy, function(fixture)
        local r = fn(fixture:getUserData())
        return r ~= nil and r ~= false
      end)
    else -- (12.0 hands the arguments after fn on to it)
      local n, args = select('#', ...), { ... }
      fatQuery(self._h, lx, ly, ux, uy, function(fixture)
        local r = fn(fixture:getUserData(), unpack(args, 1, n))
        return r ~= nil and r ~= false
      end)
    end
    if not self._h:isLocked() then -- (what fn changed or destroyed)
      if self._later then I.runLater(self) end
      if self._after then afterStep(self) end
    end
  end

  World.queryShapesInArea = World.queryBoundingBox -- 12.0

  -- 12.0: getShapesInArea(x1, y1, x2, y2 [, categoryMask]) -> array
  -- (no & in LuaJIT's syntax: bit.band there, the operator compiled from a string under 5.4)
  local inCategories
  if jit then
    local band = bit.band
    inCategories = function(fixture, mask)
      return mask == 0xFFFF or band(fixture:getFilter().categoryBits, mask) ~= 0
    end
  else
    inCategories = load([[return function(fixture, mask)
      return mask == 0xFFFF or (fixture:getFilter().categoryBits & mask) ~= 0
    end]])()
  end

  function World:getShapesInArea(x1, y1, x2, y2, mask)
    local name = 'getShapesInArea'
    x1, y1, x2, y2 = num(x1, 1, name), num(y1, 2, name), num(x2, 3, name), num(y2, 4, name)
    mask = mask == nil and 0xFFFF or num(mask, 5, name)
    local out, n = {}, 0
    local lx, ly, ux, uy = down(x1), down(y1), down(x2), down(y2)
    if ux < lx or uy < ly then return out end
    fatQuery(self._h, lx, ly, ux, uy, function(fixture)
      if inCategories(fixture, mask) then
        n = n + 1
        out[n] = fixture:getUserData()
      end
      return true
    end)
    return out
  end

  -- rayCast(x1, y1, x2, y2, fn(fixture, x, y, xn, yn, fraction)): fn returns -1 (ignore this
  -- fixture), 0 (stop), a fraction (clip the ray there) or 1 (go on), as in LÖVE.
  function World:rayCast(x1, y1, x2, y2, fn, ...)
    local name = 'rayCast'
    x1, y1, x2, y2 = num(x1, 1, name), num(y1, 2, name), num(x2, 3, name), num(y2, 4, name)
    func(fn, 5, name)
    local ax, ay, bx, by = down(x1), down(y1), down(x2), down(y2)
    if ax == bx and ay == by then return end
    local n, args = select('#', ...), nil -- (12.0 hands the arguments after fn on to it)
    if n > 0 then args = { ... } end
    self._h:rayCastXY(ax, ay, bx, by, function(fixture, x, y, nx, ny, fraction)
      if twin(fixture) then return -1 end -- (b2c's chains are hit from both sides)
      local r
      if args then
        r = fn(fixture:getUserData(), f32(x * meter), f32(y * meter), nx, ny, fraction, unpack(args, 1, n))
      else
        r = fn(fixture:getUserData(), f32(x * meter), f32(y * meter), nx, ny, fraction)
      end
      r = tonumber(r)
      if not r then error("Raycast callback didn't return a number!", 0) end
      return f32(r)
    end)
    if not self._h:isLocked() then -- (what fn changed or destroyed)
      if self._later then I.runLater(self) end
      if self._after then afterStep(self) end
    end
  end

  -- 12.0: rayCastAny / rayCastClosest(x1, y1, x2, y2 [, categoryMask]) -> shape, x, y, xn, yn,
  -- fraction, or nothing
  local function castOne(self, name, any, x1, y1, x2, y2, mask)
    x1, y1, x2, y2 = num(x1, 1, name), num(y1, 2, name), num(x2, 3, name), num(y2, 4, name)
    mask = mask == nil and 0xFFFF or num(mask, 5, name)
    local ax, ay, bx, by = down(x1), down(y1), down(x2), down(y2)
    if ax == bx and ay == by then return end
    local hit, hx, hy, hnx, hny, hf
    self._h:rayCastXY(ax, ay, bx, by, function(fixture, x, y, nx, ny, fraction)
      if twin(fixture) or not inCategories(fixture, mask) then return -1 end
      hit, hx, hy, hnx, hny, hf = fixture, x, y, nx, ny, fraction
      return any and 0 or fraction
    end)
    if hit then return hit:getUserData(), f32(hx * meter), f32(hy * meter), hnx, hny, hf end
  end

  function World:rayCastAny(...) return castOne(self, 'rayCastAny', true, ...) end

  function World:rayCastClosest(...) return castOne(self, 'rayCastClosest', false, ...) end

  -- ---- destruction ----

  -- LÖVE destroys a world inside its callbacks at the end of update; its bodies read destroyed.
  function World:destroy()
    local h = I.checkWorld(self, 0, 'destroy')
    if h:isLocked() then
      self._destroyLater, self._after = true, true
      return
    end
    deadWorld = deadWorld or I.deadHandle('Attempt to use destroyed world.')
    local bodies = h:getBodies()
    for i = 1, #bodies do
      local body = bodies[i]:getUserData()
      if body then body._h = I.deadBody end
    end
    self._beginFn, self._endFn, self._preFn, self._postFn, self._filterFn = nil, nil, nil, nil, nil
    h:destroy()
    self._h = deadWorld
  end

  function World:isDestroyed() return self._h == deadWorld end

  -- ---- love.physics.getDistance(fixture1, fixture2) -> distance, x1, y1, x2, y2 ----
  -- The closest points of the two fixtures' surfaces (radii included), in pixels; their first
  -- children for chains (as LÖVE).
  function lp.getDistance(a, b)
    local fa = type(a) == 'table' and a._h
    local fb = type(b) == 'table' and b._h
    if not fa then error(("bad argument #1 to 'getDistance' (Fixture expected, got %s)"):format(type(a)), 0) end
    if not fb then error(("bad argument #2 to 'getDistance' (Fixture expected, got %s)"):format(type(b)), 0) end
    local d, pa, pb = b2c.distance(fa:getShape(), fa:getBody():getTransform(), fb:getShape(),
      fb:getBody():getTransform(), nil, 1, 1)
    pb = pb or pa
    return up(d), up(pa.x), up(pa.y), up(pb.x), up(pb.y)
  end
end
