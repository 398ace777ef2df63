---@meta b2c
-- Definitions of b2c's Lua API for lua-language-server (LuaLS, also VS Code's Lua extension):
-- completion, hover and type checks in editors. Point the server's `workspace.library` at this
-- folder (types/); `require "b2c"` then finds this file, and `require "b2c.svg"`, `"b2c.spec"`
-- and `"b2c.love"` the files of types/b2c/, which return the classes defined here. docs/api.md
-- says what everything does; spec/types_spec.lua keeps this file in step with the module (every
-- name a user can reach is declared here, and nothing that does not exist).
--
-- Nothing here runs: the functions are empty declarations.

---A vector argument: a `b2c.vec2`, an array `{x, y}` or a table `{x = , y = }`.
---@alias b2c.vec2like b2c.vec2|{[1]: number, [2]: number}|{x: number, y: number}

---An angle in radians, or a `b2c.rot`.
---@alias b2c.angle number|b2c.rot

---A colour `{r, g, b, a}` of numbers in [0, 1] (LÖVE 11's convention).
---@alias b2c.Color number[]

---@alias b2c.ShapeType "circle"|"polygon"|"capsule"|"segment"|"chain"
---@alias b2c.BodyType "static"|"kinematic"|"dynamic"
---@alias b2c.JointType "distance"|"revolute"|"prismatic"|"weld"|"mouse"|"wheel"|"motor"|"gear"|"pulley"|"friction"|"filter"
---@alias b2c.TOIState "unknown"|"failed"|"overlapped"|"touching"|"separated"
---@alias b2c.PointState "null"|"add"|"persist"|"remove"

---------------------------------------------------------------------------------------------------
-- Value types: immutable userdata, compared by value with ==, printable with tostring.

---An immutable 2D vector: a userdata, or under LuaJIT (what `b2c.vec2` makes there) a cdata of the
---FFI struct `b2c_vec2` with the same API (`b2c.isvec2` tells either from anything else).
---@class b2c.vec2
---@field x number
---@field y number
---@operator add(b2c.vec2like): b2c.vec2
---@operator sub(b2c.vec2like): b2c.vec2
---@operator mul(number): b2c.vec2
---@operator div(number): b2c.vec2
---@operator unm: b2c.vec2
local vec2 = {}

---@return number
function vec2:length() end

---@return number
function vec2:lengthSquared() end

---The unit vector and the old length; a vector shorter than 1.2e-7 gives vec2(0, 0), 0.
---@return b2c.vec2 unit
---@return number length
function vec2:normalize() end

---@param b b2c.vec2like
---@return number
function vec2:dot(b) end

---`v.x*b.y - v.y*b.x` for a vector; the vector `(s*v.y, -s*v.x)` for a number.
---@param b b2c.vec2like
---@return number
---@overload fun(self: b2c.vec2, s: number): b2c.vec2
function vec2:cross(b) end

---The left perpendicular (-y, x).
---@return b2c.vec2
function vec2:perp() end

---@param b b2c.vec2like
---@return number
function vec2:distance(b) end

---`(1 - t) * v + t * b`.
---@param b b2c.vec2like
---@param t number
---@return b2c.vec2
function vec2:lerp(b, t) end

---@return number x
---@return number y
function vec2:unpack() end

---A rotation: the cosine and sine of an angle.
---@class b2c.rot
---@field c number cosine
---@field s number sine
---@operator mul(b2c.rot): b2c.rot
---@operator mul(b2c.vec2like): b2c.vec2
local rot = {}

---The angle in [-pi, pi].
---@return number
function rot:angle() end

---@param v b2c.vec2like
---@return b2c.vec2
function rot:rotate(v) end

---@param v b2c.vec2like
---@return b2c.vec2
function rot:invRotate(v) end

---The rotation by the opposite angle.
---@return b2c.rot
function rot:inverse() end

---A position and a rotation.
---@class b2c.transform
---@field p b2c.vec2 position
---@field q b2c.rot rotation
---@operator mul(b2c.transform): b2c.transform
---@operator mul(b2c.vec2like): b2c.vec2
local transform = {}

---`q * v + p`.
---@param v b2c.vec2like
---@return b2c.vec2
function transform:apply(v) end

---`q^-1 * (v - p)`.
---@param v b2c.vec2like
---@return b2c.vec2
function transform:invApply(v) end

---@return b2c.transform
function transform:inverse() end

---`t:inverse() * u`, computed directly.
---@param u b2c.transform
---@return b2c.transform
function transform:invMul(u) end

---An axis-aligned box.
---@class b2c.aabb
---@field lower b2c.vec2
---@field upper b2c.vec2
local aabb = {}

---Whether the boxes overlap (touching counts).
---@param b b2c.aabb
---@return boolean
function aabb:overlaps(b) end

---Whether `b` (a box or a point) is inside, boundary included.
---@param b b2c.aabb|b2c.vec2like
---@return boolean
function aabb:contains(b) end

---The smallest box holding both.
---@param b b2c.aabb
---@return b2c.aabb
function aabb:union(b) end

---@return b2c.vec2
function aabb:center() end

---The half widths.
---@return b2c.vec2
function aabb:extents() end

---@return number
function aabb:perimeter() end

---Where the ray `p1 + t (p2 - p1)` enters the box, or nil (also for a ray starting inside).
---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param maxFraction? number 1 by default
---@return number? fraction
---@return b2c.vec2? normal
function aabb:rayCast(p1, p2, maxFraction) end

---The motion of a body over a step, for time of impact (Box2D 2.x).
---@class b2c.sweep
---@field localCenter b2c.vec2
---@field c0 b2c.vec2
---@field c b2c.vec2
---@field a0 number
---@field a number
---@field alpha0 number
local sweep = {}

---The transform at `beta` in [0, 1].
---@param beta number
---@return b2c.transform
function sweep:transform(beta) end

---A new sweep starting at `alpha` (alpha0 <= alpha < 1), same end.
---@param alpha number
---@return b2c.sweep
function sweep:advance(alpha) end

---A new sweep with a0 in [0, 2 pi) and a - a0 kept.
---@return b2c.sweep
function sweep:normalize() end

---@class b2c.SweepDef
---@field c0 b2c.vec2like required
---@field localCenter? b2c.vec2like (0, 0)
---@field c? b2c.vec2like c0
---@field a0? number 0
---@field a? number a0
---@field alpha0? number 0, in [0, 1)

---------------------------------------------------------------------------------------------------
-- Shapes.

---An immutable shape: circle, polygon, capsule, segment or chain (`shape.type`).
---@class b2c.shape
---@field type b2c.ShapeType
---@field radius number rounding radius (0 for segments and chains)
---@field loop boolean? a chain: whether it is closed (nil for other shapes)
---@field ghost1 b2c.vec2? a chain's child (or a segment made with ghosts): the previous point
---@field ghost2 b2c.vec2? the next point
---@field skin number Box2D 2.x's polygon skin: a rounding for collision only (0: none; always 0 for circles and capsules)
local shape = {}

---The same polygon, segment or chain with Box2D 2.x's polygon skin (`skin` >= 0; 0 takes it off):
---it collides as rounded by `skin`, while its mass, ray casts, point tests and drawing stay the bare shape's.
---@param skin number
---@return b2c.shape
function shape:withSkin(skin) end

---The box of the shape at `xf`; for a chain, of child `child` or of all its points.
---@param xf b2c.transform
---@param child? integer
---@return b2c.aabb
function shape:computeAABB(xf, child) end

---Mass, centre and rotational inertia about the centre.
---@param density number
---@return number mass
---@return b2c.vec2 center
---@return number inertia
function shape:computeMass(density) end

---Whether world point `p` is inside the shape placed at `xf`.
---@param xf b2c.transform
---@param p b2c.vec2like
---@return boolean
---@overload fun(self: b2c.shape, xf: b2c.transform, x: number, y: number): boolean
function shape:testPoint(xf, p) end

---Where the ray first enters the shape at `xf`, or nil.
---@param xf b2c.transform
---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param maxFraction? number 1 by default
---@param child? integer a chain's segment
---@return number? fraction
---@return b2c.vec2? normal
---@return b2c.vec2? point
---@overload fun(self: b2c.shape, xf: b2c.transform, x1: number, y1: number, x2: number, y2: number, maxFraction?: number, child?: integer): number?, b2c.vec2?, b2c.vec2?
function shape:rayCast(xf, p1, p2, maxFraction, child) end

---Segments of a chain; 1 for other shapes.
---@return integer
function shape:childCount() end

---Child `i` (1-based): a segment with ghost vertices for a chain, the shape itself otherwise.
---@param i integer
---@return b2c.shape
function shape:child(i) end

---@return b2c.vec2[]
function shape:vertices() end

---@return b2c.vec2[]
function shape:normals() end

---The centre of area; nil for a chain.
---@return b2c.vec2?
function shape:centroid() end

---------------------------------------------------------------------------------------------------
-- Narrow phase.

---@class b2c.ManifoldPoint
---@field point b2c.vec2 world, midway between the two surfaces
---@field separation number negative when overlapping
---@field id integer the contact feature

---@class b2c.Manifold
---@field normal b2c.vec2 world, unit, from A toward B
---@field points b2c.ManifoldPoint[] 1 or 2 points

---A warm-start cache for `b2c.distance`.
---@class b2c.simplexCache
---@field count integer points of the last simplex
local simplexCache = {}

function simplexCache:reset() end

---------------------------------------------------------------------------------------------------
-- Dynamic tree and broad-phase.

---A proxy of a tree or broad-phase.
---@class b2c.proxy
---@field value any the value given to createProxy
local proxy = {}

---@return b2c.aabb
function proxy:fatAABB() end

---False once destroyed (or its tree closed).
---@return boolean
function proxy:isValid() end

---A dynamic AABB tree.
---@class b2c.tree
---@operator len: integer
local tree = {}

---@param aabb b2c.aabb
---@param value? any kept alive until the proxy is destroyed
---@return b2c.proxy
function tree:createProxy(aabb, value) end

---True when the proxy was reinserted.
---@param proxy b2c.proxy
---@param aabb b2c.aabb
---@param displacement? b2c.vec2like
---@return boolean
function tree:moveProxy(proxy, aabb, displacement) end

---@param proxy b2c.proxy
function tree:destroyProxy(proxy) end

---Calls `fn(proxy)` for each proxy whose fat AABB overlaps `aabb`; `false` stops. Returns the
---number of calls.
---@param aabb b2c.aabb
---@param fn fun(proxy: b2c.proxy): boolean?
---@return integer
function tree:query(aabb, fn) end

---Calls `fn(proxy, p1, p2, maxFraction)` for each proxy whose fat AABB the ray crosses: return 0 to
---stop, a fraction to clip, anything else to go on. Returns the number of calls.
---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param fn fun(proxy: b2c.proxy, p1: b2c.vec2, p2: b2c.vec2, maxFraction: number): number?
---@param maxFraction? number
---@return integer
function tree:rayCast(p1, p2, fn, maxFraction) end

---@param aabb b2c.aabb
---@param out? b2c.proxy[] filled and returned (entries past the result cleared)
---@return b2c.proxy[]
function tree:queryAll(aabb, out) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param out? b2c.proxy[]
---@return b2c.proxy[]
function tree:rayCastAll(p1, p2, out) end

---@return integer
function tree:count() end

---@return integer
function tree:height() end

---@return integer
function tree:maxBalance() end

---@return number
function tree:areaRatio() end

---True, or raises `invalid tree: ...`.
---@return true
function tree:validate() end

function tree:rebuild() end

---@param v b2c.vec2like
function tree:shiftOrigin(v) end

---A tree that remembers which proxies moved, for `updatePairs`.
---@class b2c.broadphase
---@operator len: integer
local broadphase = {}

---@param aabb b2c.aabb
---@param value? any
---@return b2c.proxy
function broadphase:createProxy(aabb, value) end

---@param proxy b2c.proxy
---@param aabb b2c.aabb
---@param displacement? b2c.vec2like
---@return boolean
function broadphase:moveProxy(proxy, aabb, displacement) end

---@param proxy b2c.proxy
function broadphase:destroyProxy(proxy) end

---Report this proxy's pairs again at the next updatePairs.
---@param proxy b2c.proxy
function broadphase:touchProxy(proxy) end

---@param proxyA b2c.proxy
---@param proxyB b2c.proxy
---@return boolean
function broadphase:testOverlap(proxyA, proxyB) end

---@param aabb b2c.aabb
---@param fn fun(proxy: b2c.proxy): boolean?
---@return integer
function broadphase:query(aabb, fn) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param fn fun(proxy: b2c.proxy, p1: b2c.vec2, p2: b2c.vec2, maxFraction: number): number?
---@param maxFraction? number
---@return integer
function broadphase:rayCast(p1, p2, fn, maxFraction) end

---@param aabb b2c.aabb
---@param out? b2c.proxy[]
---@return b2c.proxy[]
function broadphase:queryAll(aabb, out) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param out? b2c.proxy[]
---@return b2c.proxy[]
function broadphase:rayCastAll(p1, p2, out) end

---Calls `fn(proxyA, proxyB)` once for each new overlapping pair; returns the number of pairs.
---@param fn fun(proxyA: b2c.proxy, proxyB: b2c.proxy)
---@return integer
function broadphase:updatePairs(fn) end

---@return integer
function broadphase:proxyCount() end

---@return integer
function broadphase:treeHeight() end

---@return true
function broadphase:validate() end

---@param v b2c.vec2like
function broadphase:shiftOrigin(v) end

---------------------------------------------------------------------------------------------------
-- World.

---@class b2c.WorldDef
---@field gravity? b2c.vec2like (0, -10)
---@field allowSleep? boolean true (the same as enableSleep)
---@field enableSleep? boolean true
---@field enableContinuous? boolean true
---@field contactReuseDistance? number 0.05 m
---@field contactHertz? number 30
---@field contactDampingRatio? number 10
---@field contactPushMaxVelocity? number 3 m/s
---@field restitutionThreshold? number 1 m/s
---@field jointHertz? number 60
---@field jointDampingRatio? number 2
---@field maxLinearSpeed? number 400 m/s
---@field hitEventThreshold? number 1 m/s: the approach speed a hit event must exceed
---@field workers? integer 1: threads the step runs on (1 to 64); the results are the same bits for any count

---@class b2c.BodyDef
---@field type? b2c.BodyType "static"
---@field position? b2c.vec2like
---@field angle? number
---@field linearVelocity? b2c.vec2like
---@field angularVelocity? number
---@field linearDamping? number
---@field angularDamping? number
---@field gravityScale? number 1
---@field bullet? boolean
---@field fixedRotation? boolean
---@field awake? boolean true
---@field allowSleep? boolean true
---@field userData? any
---@field sleepThreshold? number 0.05 (m/s)
---@field enabled? boolean true
---@field motionLocks? b2c.MotionLocks

---Per-axis locks of a body's motion; an absent field is false.
---@class b2c.MotionLocks
---@field x? boolean
---@field y? boolean
---@field rotation? boolean

---A body's mass override; an absent field keeps its value.
---@class b2c.MassData
---@field mass? number kg, at least 0
---@field center? b2c.vec2like in the body's frame
---@field inertia? number about the centre, at least 0

---@class b2c.Filter
---@field categoryBits? integer 1 (0 to 65535)
---@field maskBits? integer 0xffff
---@field groupIndex? integer 0 (-32768 to 32767)

---@class b2c.FixtureDef
---@field density? number 1
---@field friction? number 0.6
---@field restitution? number 0
---@field isSensor? boolean
---@field filter? b2c.Filter
---@field userData? any
---@field rollingResistance? number 0 (>= 0): resists rolling, a torque of at most it x radius x normal force
---@field tangentSpeed? number 0 m/s: the surface moves clockwise around the fixture (a conveyor belt)
---@field enableContactEvents? boolean true
---@field enableSensorEvents? boolean true
---@field enableHitEvents? boolean false

---The contact callbacks of `world:setCallbacks`.
---@class b2c.Callbacks
---@field beginContact? fun(fixtureA: b2c.fixture, fixtureB: b2c.fixture, contact: b2c.contact)
---@field endContact? fun(fixtureA: b2c.fixture, fixtureB: b2c.fixture, contact: b2c.contact)
---@field preSolve? fun(fixtureA: b2c.fixture, fixtureB: b2c.fixture, contact: b2c.contact): boolean? false leaves the contact out of this step
---@field postSolve? fun(fixtureA: b2c.fixture, fixtureB: b2c.fixture, contact: b2c.contact, normalImpulses: number[])
---@field beginSensor? fun(fixtureA: b2c.fixture, fixtureB: b2c.fixture, contact: b2c.contact)
---@field endSensor? fun(fixtureA: b2c.fixture, fixtureB: b2c.fixture, contact: b2c.contact)
---@field shouldCollide? fun(fixtureA: b2c.fixture, fixtureB: b2c.fixture): boolean? false: no contact between them (asked when their boxes first overlap)
---@field jointBreak? fun(joint: b2c.joint, force: b2c.vec2, torque: number) a joint broke in the step

---What `world:draw` calls (any method may be left out; `capsule` falls back to `polygon`).
---@class b2c.Drawer
---@field polygon? fun(self: b2c.Drawer, vertices: b2c.vec2[], color: b2c.Color)
---@field circle? fun(self: b2c.Drawer, center: b2c.vec2, radius: number, color: b2c.Color)
---@field segment? fun(self: b2c.Drawer, p1: b2c.vec2, p2: b2c.vec2, color: b2c.Color)
---@field point? fun(self: b2c.Drawer, p: b2c.vec2, size: number, color: b2c.Color)
---@field capsule? fun(self: b2c.Drawer, p1: b2c.vec2, p2: b2c.vec2, radius: number, color: b2c.Color)

---The layers of `world:draw` (and of the drawers of b2c.svg and b2c.love).
---@class b2c.DrawOptions
---@field fixtures? boolean true
---@field joints? boolean true
---@field aabbs? boolean false
---@field contacts? boolean false
---@field centers? boolean false

---@class b2c.Counters
---@field bodyCount integer
---@field fixtureCount integer
---@field contactCount integer
---@field touchingCount integer
---@field awakeCount integer
---@field proxyCount integer
---@field treeHeight integer
---@field jointCount integer
---@field reusedCount integer
---@field colorCount integer
---@field visitedBodies integer
---@field visitedContacts integer
---@field visitedJoints integer

---Milliseconds per stage of the last step.
---@class b2c.Profile
---@field step number
---@field pairs number
---@field collide number
---@field solve number
---@field continuous number
---@field sleep number
---@field broadphase number

---@class b2c.ContactEvent
---@field fixtureA b2c.fixture
---@field fixtureB b2c.fixture

---An impact (`world:getContactEvents().hit`).
---@class b2c.HitEvent
---@field fixtureA b2c.fixture
---@field fixtureB b2c.fixture
---@field point b2c.vec2 where it hit (world)
---@field normal b2c.vec2 from fixture A toward B
---@field approachSpeed number m/s, above the world's hit event threshold

---@class b2c.ContactEvents
---@field begin b2c.ContactEvent[]
---@field ["end"] b2c.ContactEvent[]
---@field sensorBegin b2c.ContactEvent[]
---@field sensorEnd b2c.ContactEvent[]
---@field hit b2c.HitEvent[]

---A joint that broke (world:getJointEvents).
---@class b2c.JointEvent
---@field joint b2c.joint
---@field force b2c.vec2 N
---@field torque number N m

---A physics world.
---@class b2c.world
local world = {}

---@param dt number seconds
---@param subSteps? integer 4
function world:step(dt, subSteps) end

---@param def? b2c.BodyDef
---@return b2c.body
function world:createBody(def) end

---A joint; its methods are those of its type: narrow the result with
---`--[[@as b2c.revoluteJoint]]` (or `---@type b2c.revoluteJoint`) to get them alone.
---@param def b2c.anyJointDef
---@return b2c.anyJoint
function world:createJoint(def) end

---@return b2c.vec2
function world:getGravity() end

---@param v b2c.vec2like
---@overload fun(self: b2c.world, x: number, y: number)
function world:setGravity(v) end

---@return number hertz, number dampingRatio, number pushMaxVelocity
function world:getContactTuning() end

---@param hertz number
---@param dampingRatio number
---@param pushMaxVelocity? number
function world:setContactTuning(hertz, dampingRatio, pushMaxVelocity) end

---@return number hertz, number dampingRatio
function world:getJointTuning() end

---@param hertz number
---@param dampingRatio number
function world:setJointTuning(hertz, dampingRatio) end

---@return number
function world:getRestitutionThreshold() end

---@param speed number
function world:setRestitutionThreshold(speed) end

---@return number
function world:getMaxLinearSpeed() end

---@param speed number
function world:setMaxLinearSpeed(speed) end

---@return number
function world:getHitEventThreshold() end

---@param speed number not negative
function world:setHitEventThreshold(speed) end

---@return boolean
function world:isContinuousEnabled() end

---@param flag boolean
function world:enableContinuous(flag) end

---@return boolean
function world:isSleepEnabled() end

---Turning sleep off wakes every sleeping body.
---@param flag boolean
function world:enableSleep(flag) end

---The threads the step runs on (b2c.world{workers = n}).
---@return integer
function world:getWorkerCount() end

---Step on `workers` threads from now on (1 to 64); not from a step's callback.
---@param workers integer
function world:setWorkerCount(workers) end

---@return b2c.Counters
function world:getCounters() end

---A 16-digit hexadecimal digest of the simulation state, bit for bit (desync detection).
---@return string
function world:hash() end

---The world's bodies, in slot order.
---@return b2c.body[]
function world:getBodies() end

---Every contact of the world, as records copied out of it (touching or not).
---@return b2c.contactRecord[]
function world:getContacts() end

---True inside a step, a query or a draw (and their callbacks).
---@return boolean
function world:isLocked() end

---Free the world now, as its `__gc` would; its handles then read as destroyed.
function world:destroy() end

---@return boolean
function world:isDestroyed() end

---Move the origin: every position becomes position - newOrigin.
---@param newOrigin b2c.vec2like
---@overload fun(self: b2c.world, x: number, y: number)
function world:shiftOrigin(newOrigin) end

---Rebuild the broad-phase's static tree whole (balanced, for the static fixtures as they are now).
function world:rebuildStaticTree() end

---The world's joints, in slot order.
---@return b2c.joint[]
function world:getJoints() end

---A copy of the world's whole state; given a snapshot of this world, the state taken again into it
---(its memory reused), which is returned.
---@param snapshot? b2c.snapshot
---@return b2c.snapshot
function world:snapshot(snapshot) end

---Put the world back as it was when the snapshot was taken (a loaded snapshot: into any world, whose
---bodies, fixtures and joints it replaces; their old handles read as destroyed).
---@param snapshot b2c.snapshot
function world:restore(snapshot) end

---A world's state, from world:snapshot().
---@class b2c.snapshot
local snapshot = {}

---@return integer
function snapshot:getByteCount() end

---The snapshot as a string (versioned, portable), with each object's userData when it is plain data.
---@return string
function snapshot:serialize() end

---@return b2c.Profile
function world:getProfile() end

---Calls `fn(fixture)` for each fixture whose AABB overlaps; `false` stops. Returns the number of calls.
---@param aabb b2c.aabb
---@param fn fun(fixture: b2c.fixture): boolean?
---@return integer
---@overload fun(self: b2c.world, lowerX: number, lowerY: number, upperX: number, upperY: number, fn: fun(fixture: b2c.fixture): boolean?): integer
function world:queryAABB(aabb, fn) end

---Calls `fn(fixture)` for each fixture overlapping `shape` at `xf`.
---@param shape b2c.shape
---@param xf b2c.transform
---@param fn fun(fixture: b2c.fixture): boolean?
---@return integer
function world:queryShape(shape, xf, fn) end

---Box2D's protocol: `fn` returns -1 to ignore the fixture, 0 to stop, the fraction to clip, 1 to go on.
---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param fn fun(fixture: b2c.fixture, point: b2c.vec2, normal: b2c.vec2, fraction: number): number?
---@return integer
---@overload fun(self: b2c.world, x1: number, y1: number, x2: number, y2: number, fn: fun(fixture: b2c.fixture, point: b2c.vec2, normal: b2c.vec2, fraction: number): number?): integer
function world:rayCast(p1, p2, fn) end

---world:rayCast with the hits as numbers (LÖVE's form, no garbage): the point and normal as the stored floats.
---@param x1 number
---@param y1 number
---@param x2 number
---@param y2 number
---@param fn fun(fixture: b2c.fixture, x: number, y: number, nx: number, ny: number, fraction: number): number?
---@return integer
---@overload fun(self: b2c.world, p1: b2c.vec2like, p2: b2c.vec2like, fn: fun(fixture: b2c.fixture, x: number, y: number, nx: number, ny: number, fraction: number): number?): integer
function world:rayCastXY(x1, y1, x2, y2, fn) end

---The nearest hit, or nil.
---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@return b2c.fixture? fixture
---@return b2c.vec2? point
---@return b2c.vec2? normal
---@return number? fraction
---@overload fun(self: b2c.world, x1: number, y1: number, x2: number, y2: number): b2c.fixture?, b2c.vec2?, b2c.vec2?, number?
function world:rayCastClosest(p1, p2) end

---@param callbacks b2c.Callbacks
function world:setCallbacks(callbacks) end

---The last step's events.
---@return b2c.ContactEvents
function world:getContactEvents() end

---The joints that broke in the last step, with the reaction that broke each.
---@return b2c.JointEvent[]
function world:getJointEvents() end

---Reads in bulk (issue 21): fills `out` with x, y, angle for each awake body in slot order (or for
---each body of `bodies`, in that order), `outBodies` with the awake bodies' handles; returns the
---count. Entries past those written are set to nil up to the first nil.
---@param out number[]
---@param bodies? b2c.body[]
---@param outBodies? b2c.body[]
---@return integer count
function world:getPoses(out, bodies, outBodies) end

---The bodies the last step moved: handles into `outBodies`, x, y, angle into `outPoses`
---(3 a body), whether each fell asleep in the step into `outAsleep`; returns the count.
---@param outBodies b2c.body[]
---@param outPoses number[]
---@param outAsleep? boolean[]
---@return integer count
function world:getMoveEvents(outBodies, outPoses, outAsleep) end

---The last step's contact events of one kind as flat arrays: fixtures A into `outA`, B into
---`outB`; for "hit", point x, y, normal x, y and approach speed into `outData` (5 an event).
---@param kind "begin"|"end"|"sensorBegin"|"sensorEnd"|"hit"
---@param outA b2c.fixture[]
---@param outB b2c.fixture[]
---@param outData? number[]
---@return integer count
function world:getFlatContactEvents(kind, outA, outB, outData) end

---LuaJIT: the awake bodies' poses as an FFI float array (0-based, x, y, angle a body) and their
---count; filled by each call, overwritten by the world's next call. nil under Lua 5.4.
---@param outBodies? b2c.body[]
---@return ffi.cdata*? poses
---@return integer? count
function world:getPoseBuffer(outBodies) end

---Calls the drawer's methods for what the world holds, in world coordinates.
---@param drawer b2c.Drawer
---@param options? b2c.DrawOptions
function world:draw(drawer, options) end

---A body of a world.
---@class b2c.body
local body = {}

---@return b2c.vec2
function body:getPosition() end

---x, y, angle (radians), each the stored float itself: no allocation. With a scale, x and y are
---each (float)(value * (float)scale) (LÖVE's pixels); the angle as it is.
---@param scale? number
---@return number x
---@return number y
---@return number angle
function body:getPose(scale) end

---x, y of getPosition(), the stored floats: no allocation (scaled in single precision by `scale`).
---@param scale? number
---@return number x
---@return number y
function body:getPositionXY(scale) end

---x, y of getWorldCenter(), the stored floats: no allocation (scaled in single precision by `scale`).
---@param scale? number
---@return number x
---@return number y
function body:getWorldCenterXY(scale) end

---vx, vy of getLinearVelocity(), the stored floats: no allocation (scaled in single precision by `scale`).
---@param scale? number
---@return number vx
---@return number vy
function body:getLinearVelocityXY(scale) end

---The angle counting whole turns (Box2D 2.x's, LÖVE's getAngle): the angle last given, that float,
---while the body has not turned since; then that angle plus how far it turned.
---@return number
function body:getTotalAngle() end

---@return number
function body:getAngle() end

---@return b2c.transform
function body:getTransform() end

---@param position b2c.vec2like
---@param angle? number
---@overload fun(self: b2c.body, x: number, y: number, angle?: number)
function body:setTransform(position, angle) end

---@return b2c.vec2
function body:getWorldCenter() end

---@return b2c.vec2
function body:getLinearVelocity() end

---@param v b2c.vec2like
---@overload fun(self: b2c.body, vx: number, vy: number)
function body:setLinearVelocity(v) end

---@return number
function body:getAngularVelocity() end

---@param w number
function body:setAngularVelocity(w) end

---@param force b2c.vec2like
---@param point? b2c.vec2like the centre of mass by default
---@overload fun(self: b2c.body, fx: number, fy: number, px?: number, py?: number)
---@overload fun(self: b2c.body, fx: number, fy: number, point?: b2c.vec2like)
---@overload fun(self: b2c.body, force: b2c.vec2like, px: number, py: number)
function body:applyForce(force, point) end

---@param torque number
function body:applyTorque(torque) end

---@param impulse b2c.vec2like
---@param point? b2c.vec2like the centre of mass by default
---@overload fun(self: b2c.body, ix: number, iy: number, px?: number, py?: number)
---@overload fun(self: b2c.body, ix: number, iy: number, point?: b2c.vec2like)
---@overload fun(self: b2c.body, impulse: b2c.vec2like, px: number, py: number)
function body:applyLinearImpulse(impulse, point) end

---@param impulse number
function body:applyAngularImpulse(impulse) end

---@return number
function body:getMass() end

---About the centre of mass.
---@return number
function body:getInertia() end

---@return b2c.BodyType
function body:getType() end

---@param type b2c.BodyType
function body:setType(type) end

---@param p b2c.vec2like a point in the body's frame
---@return b2c.vec2
---@overload fun(self: b2c.body, x: number, y: number): b2c.vec2
function body:getWorldPoint(p) end

---@param p b2c.vec2like a world point
---@return b2c.vec2
---@overload fun(self: b2c.body, x: number, y: number): b2c.vec2
function body:getLocalPoint(p) end

---@return boolean
function body:isAwake() end

---@param awake boolean
function body:setAwake(awake) end

---@return any
function body:getUserData() end

---@param value any
function body:setUserData(value) end

---A fixture of the shape (a chain makes one fixture for all its segments).
---@param shape b2c.shape
---@param def? b2c.FixtureDef
---@return b2c.fixture
function body:createFixture(shape, def) end

---@return b2c.fixture[]
function body:getFixtures() end

---The body's contacts, as records copied out of the world (touching or not).
---@return b2c.contactRecord[]
function body:getContacts() end

---The body's joints, newest first.
---@return b2c.joint[]
function body:getJoints() end

---Destroys the body, its fixtures and joints.
function body:destroy() end

---@param damping number at least 0
function body:setLinearDamping(damping) end

---@return number
function body:getLinearDamping() end

---@param damping number at least 0
function body:setAngularDamping(damping) end

---@return number
function body:getAngularDamping() end

---@param scale number
function body:setGravityScale(scale) end

---@return number
function body:getGravityScale() end

---@param bullet boolean
function body:setBullet(bullet) end

---@return boolean
function body:isBullet() end

---@param fixed boolean
function body:setFixedRotation(fixed) end

---@return boolean
function body:isFixedRotation() end

---@param allowed boolean false wakes it
function body:setSleepingAllowed(allowed) end

---@return boolean
function body:isSleepingAllowed() end

---@param threshold number m/s, at least 0
function body:setSleepThreshold(threshold) end

---@return number
function body:getSleepThreshold() end

---@param enabled boolean
function body:setEnabled(enabled) end

---@return boolean
function body:isEnabled() end

---@param locks b2c.MotionLocks
function body:setMotionLocks(locks) end

---@return {x: boolean, y: boolean, rotation: boolean}
function body:getMotionLocks() end

---@param data b2c.MassData
function body:setMassData(data) end

---@return number mass, b2c.vec2 center, number inertia
function body:getMassData() end

function body:resetMassData() end

---@param mass number at least 0
function body:setMass(mass) end

---@return b2c.vec2
function body:getLocalCenter() end

---@param v b2c.vec2like a vector in the body's frame
---@return b2c.vec2
---@overload fun(self: b2c.body, x: number, y: number): b2c.vec2
function body:getWorldVector(v) end

---@param v b2c.vec2like a world vector
---@return b2c.vec2
---@overload fun(self: b2c.body, x: number, y: number): b2c.vec2
function body:getLocalVector(v) end

---@param p b2c.vec2like a world point
---@return b2c.vec2
---@overload fun(self: b2c.body, x: number, y: number): b2c.vec2
function body:getLinearVelocityFromWorldPoint(p) end

---@param p b2c.vec2like a point in the body's frame
---@return b2c.vec2
---@overload fun(self: b2c.body, x: number, y: number): b2c.vec2
function body:getLinearVelocityFromLocalPoint(p) end

---@param force b2c.vec2like
---@overload fun(self: b2c.body, fx: number, fy: number)
function body:applyForceToCenter(force) end

---@return boolean
function body:isDestroyed() end

---A shape attached to a body.
---@class b2c.fixture
local fixture = {}

---@return b2c.body
function fixture:getBody() end

---@return b2c.shape
function fixture:getShape() end

---@return boolean
function fixture:isSensor() end

---Its contacts are made again as the new kind (a touching one ends first).
---@param sensor boolean
function fixture:setSensor(sensor) end

---@return number
function fixture:getFriction() end

---@param friction number not negative
function fixture:setFriction(friction) end

---@return number
function fixture:getRestitution() end

---@param restitution number not negative
function fixture:setRestitution(restitution) end

---@return number
function fixture:getDensity() end

---The body's mass follows.
---@param density number not negative
function fixture:setDensity(density) end

---@return number
function fixture:getRollingResistance() end

---@param rollingResistance number not negative
function fixture:setRollingResistance(rollingResistance) end

---@return number
function fixture:getTangentSpeed() end

---@param speed number m/s, finite
function fixture:setTangentSpeed(speed) end

---@param enable boolean
function fixture:setEnableContactEvents(enable) end

---@return boolean
function fixture:areContactEventsEnabled() end

---@param enable boolean
function fixture:setEnableSensorEvents(enable) end

---@return boolean
function fixture:areSensorEventsEnabled() end

---@param enable boolean
function fixture:setEnableHitEvents(enable) end

---@return boolean
function fixture:areHitEventsEnabled() end

---The fixture's own mass properties at its density (a chain: no mass).
---@return number mass
---@return b2c.vec2 center in the body's frame
---@return number inertia about the center
function fixture:getMassData() end

---Always false for a chain.
---@param p b2c.vec2like
---@return boolean
---@overload fun(self: b2c.fixture, x: number, y: number): boolean
function fixture:testPoint(p) end

---@return b2c.aabb
function fixture:getAABB() end

---minX, minY, maxX, maxY of getAABB(), the stored floats: no allocation (scaled in single
---precision by `scale`).
---@param scale? number
---@return number minX
---@return number minY
---@return number maxX
---@return number maxY
function fixture:getBoundingBox(scale) end

---Its box in the world's broad-phase: a static fixture's is its AABB, a moving one's holds its AABB with a margin.
---@return b2c.aabb
function fixture:getFatAABB() end

---@return b2c.Filter
function fixture:getFilter() end

---Absent fields keep their values.
---@param filter b2c.Filter
function fixture:setFilter(filter) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param maxFraction? number
---@return number? fraction
---@return b2c.vec2? normal
---@return b2c.vec2? point
---@overload fun(self: b2c.fixture, x1: number, y1: number, x2: number, y2: number, maxFraction?: number): number?, b2c.vec2?, b2c.vec2?
function fixture:rayCast(p1, p2, maxFraction) end

---@return any
function fixture:getUserData() end

---@param value any
function fixture:setUserData(value) end

function fixture:destroy() end

---@return boolean
function fixture:isDestroyed() end

---A contact as `getContacts` copies it out of the world.
---@class b2c.contactRecord
---@field fixtureA b2c.fixture
---@field fixtureB b2c.fixture
---@field childA integer
---@field childB integer
---@field touching boolean
---@field sensor boolean
---@field normal b2c.vec2
---@field points {point: b2c.vec2, separation: number, id: integer}[]
---@field normalImpulses number[]
---@field friction number
---@field restitution number
local contactRecord = {}

---@return boolean
function contactRecord:isTouching() end

---@return boolean
function contactRecord:isSensor() end

---@return b2c.fixture fixtureA
---@return b2c.fixture fixtureB
function contactRecord:getFixtures() end

---@return integer childA
---@return integer childB
function contactRecord:getChildren() end

---@return b2c.vec2
function contactRecord:getNormal() end

---@return b2c.vec2[]
function contactRecord:getPoints() end

---nx, ny of the normal, the stored floats.
---@return number nx
---@return number ny
function contactRecord:getNormalXY() end

---x1, y1, x2, y2: the points' positions (as many as there are), the stored floats (scaled in
---single precision by `scale`).
---@param scale? number
---@return number ...
function contactRecord:getPointsXY(scale) end

---@return {normal: b2c.vec2, points: {point: b2c.vec2, separation: number, id: integer}[]}
function contactRecord:getManifold() end

---@return number
function contactRecord:getFriction() end

---@return number
function contactRecord:getRestitution() end

---@return number[]
function contactRecord:getNormalImpulses() end

---The contact handed to a callback, valid only during it (one object per world).
---@class b2c.contact
local contact = {}

---@return b2c.Manifold
function contact:getManifold() end

---@return b2c.vec2
function contact:getNormal() end

---nx, ny of getNormal(), the stored floats: no allocation.
---@return number nx
---@return number ny
function contact:getNormalXY() end

---x1, y1, x2, y2: the manifold points' positions (as many as it has), the stored floats (scaled in
---single precision by `scale`).
---@param scale? number
---@return number ...
function contact:getPointsXY(scale) end

---@return boolean
function contact:isTouching() end

---The 1-based segment index on each side (1 for fixtures that are not chains).
---@return integer childA
---@return integer childB
function contact:getChildren() end

---In postSolve: normal1, tangent1 [, normal2, tangent2], the solver's impulses at each manifold point; nothing in the other callbacks.
---@return number ...
function contact:getImpulses() end

---The sliding speed friction drives the surfaces to (m/s; the fixtures' tangent speeds added).
---@return number
function contact:getTangentSpeed() end

---In preSolve: the sliding speed for this step (a conveyor belt).
---@param v number
function contact:setTangentSpeed(v) end

---@return number
function contact:getFriction() end

---@param friction number
function contact:setFriction(friction) end

---@return number
function contact:getRestitution() end

---@param restitution number
function contact:setRestitution(restitution) end

---------------------------------------------------------------------------------------------------
-- Joints: world:createJoint{type = ..., ...}. The definition of each type, and the methods of each.

---What every joint definition has.
---@class b2c.JointDef
---@field type b2c.JointType
---@field bodyB b2c.body
---@field collideConnected? boolean false
---@field userData? any
---@field constraintHertz? number 0: the world's joint tuning
---@field constraintDampingRatio? number 2

---@class b2c.distanceJointDef: b2c.JointDef
---@field type "distance"
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks
---@field bodyA? b2c.body nil: the world
---@field anchorA? b2c.vec2like world, bodyA's position by default
---@field anchorB? b2c.vec2like world, bodyB's position by default
---@field localAnchorA? b2c.vec2like body-local anchor (wins over world anchors)
---@field localAnchorB? b2c.vec2like
---@field length? number their distance now
---@field minLength? number 0
---@field maxLength? number 100000
---@field enableLimit? boolean true when a min or max is given
---@field enableSpring? boolean
---@field hertz? number
---@field dampingRatio? number
---@field enableMotor? boolean
---@field maxMotorForce? number
---@field motorSpeed? number m/s

---@class b2c.revoluteJointDef: b2c.JointDef
---@field type "revolute"
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks
---@field bodyA? b2c.body nil: the world
---@field anchor? b2c.vec2like world, bodyB's position by default
---@field localAnchorA? b2c.vec2like body-local anchor (wins over world anchors)
---@field localAnchorB? b2c.vec2like
---@field referenceAngle? number the bodies' angle now
---@field enableLimit? boolean
---@field lowerAngle? number
---@field upperAngle? number
---@field enableMotor? boolean
---@field motorSpeed? number rad/s
---@field maxMotorTorque? number
---@field enableSpring? boolean
---@field hertz? number
---@field dampingRatio? number
---@field targetAngle? number 0: the angle the spring pulls to

---@class b2c.prismaticJointDef: b2c.JointDef
---@field type "prismatic"
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks
---@field bodyA? b2c.body nil: the world
---@field anchor? b2c.vec2like
---@field localAnchorA? b2c.vec2like body-local anchor (wins over world anchors)
---@field localAnchorB? b2c.vec2like
---@field axis? b2c.vec2like world direction, (1, 0)
---@field referenceAngle? number
---@field enableLimit? boolean
---@field lowerTranslation? number
---@field upperTranslation? number
---@field enableMotor? boolean
---@field motorSpeed? number
---@field maxMotorForce? number
---@field enableSpring? boolean
---@field hertz? number
---@field dampingRatio? number
---@field targetTranslation? number 0: the translation the spring pulls to

---@class b2c.weldJointDef: b2c.JointDef
---@field type "weld"
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks
---@field bodyA? b2c.body nil: the world
---@field anchor? b2c.vec2like
---@field localAnchorA? b2c.vec2like body-local anchor (wins over world anchors)
---@field localAnchorB? b2c.vec2like
---@field referenceAngle? number
---@field linearHertz? number 0: rigid
---@field angularHertz? number 0: rigid
---@field dampingRatio? number

---@class b2c.mouseJointDef: b2c.JointDef
---@field type "mouse"
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks
---(bodyA is ignored: the target is a point of the world)
---@field target? b2c.vec2like bodyB's position
---@field anchor? b2c.vec2like the target
---@field localAnchorB? b2c.vec2like body-local anchor (wins over anchor)
---@field maxForce? number 1000 x mass
---@field hertz? number 5
---@field dampingRatio? number 0.7

---@class b2c.wheelJointDef: b2c.JointDef
---@field type "wheel"
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks
---@field bodyA? b2c.body nil: the world
---@field anchor? b2c.vec2like
---@field localAnchorA? b2c.vec2like body-local anchor (wins over world anchors)
---@field localAnchorB? b2c.vec2like
---@field axis? b2c.vec2like the suspension's direction
---@field enableSpring? boolean true
---@field hertz? number 1
---@field dampingRatio? number 0.7
---@field enableLimit? boolean
---@field lowerTranslation? number
---@field upperTranslation? number
---@field enableMotor? boolean
---@field motorSpeed? number rad/s
---@field maxMotorTorque? number

---@class b2c.motorJointDef: b2c.JointDef
---@field type "motor"
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks
---@field bodyA? b2c.body nil: the world
---@field linearOffset? b2c.vec2like bodyB's position in bodyA's frame now
---@field angularOffset? number their angle now
---@field maxForce? number 1
---@field maxTorque? number 1
---@field correctionFactor? number 0.3, in [0, 1]

---Two revolute or prismatic joints coupled: coordinate1 + ratio coordinate2 stays (no bodyA, bodyB:
---its bodies are the joints' bodies B).
---@class b2c.gearJointDef
---@field type "gear"
---@field joint1 b2c.joint a revolute or prismatic joint
---@field joint2 b2c.joint another
---@field ratio? number 1 (finite, not 0)
---@field collideConnected? boolean false
---@field userData? any
---@field constraintHertz? number 0: the world's joint tuning
---@field constraintDampingRatio? number 2
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks

---@class b2c.pulleyJointDef: b2c.JointDef
---@field type "pulley"
---@field bodyA b2c.body
---@field groundAnchorA b2c.vec2like world point the rope to bodyA hangs from
---@field groundAnchorB b2c.vec2like the same for bodyB
---@field anchorA? b2c.vec2like world, bodyA's position by default
---@field anchorB? b2c.vec2like world, bodyB's position by default
---@field localAnchorA? b2c.vec2like body-local anchor (wins over world anchors)
---@field localAnchorB? b2c.vec2like
---@field ratio? number 1 (positive): lengthA + ratio lengthB stays
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks

---Top-down friction.
---@class b2c.frictionJointDef: b2c.JointDef
---@field type "friction"
---@field bodyA? b2c.body nil: the world
---@field anchor? b2c.vec2like world, bodyB's position by default
---@field localAnchorA? b2c.vec2like body-local anchor (wins over world anchors)
---@field localAnchorB? b2c.vec2like
---@field maxForce? number 0
---@field maxTorque? number 0
---@field forceThreshold? number math.huge: never breaks
---@field torqueThreshold? number math.huge: never breaks

---Two bodies that never collide (no constraint).
---@class b2c.filterJointDef: b2c.JointDef
---@field type "filter"
---@field bodyA b2c.body

---@alias b2c.anyJointDef b2c.distanceJointDef|b2c.revoluteJointDef|b2c.prismaticJointDef|b2c.weldJointDef|b2c.mouseJointDef|b2c.wheelJointDef|b2c.motorJointDef|b2c.gearJointDef|b2c.pulleyJointDef|b2c.frictionJointDef|b2c.filterJointDef

---@alias b2c.anyJoint b2c.distanceJoint|b2c.revoluteJoint|b2c.prismaticJoint|b2c.weldJoint|b2c.mouseJoint|b2c.wheelJoint|b2c.motorJoint|b2c.gearJoint|b2c.pulleyJoint|b2c.frictionJoint|b2c.filterJoint

---What every joint has (a joint's own methods are those of its type's class).
---@class b2c.joint
local joint = {}

---@return b2c.JointType
function joint:getType() end

---bodyA (nil for the world), bodyB.
---@return b2c.body? bodyA
---@return b2c.body bodyB
function joint:getBodies() end

---@return b2c.body?
function joint:getBodyA() end

---@return b2c.body
function joint:getBodyB() end

---@return b2c.vec2
function joint:getAnchorA() end

---@return b2c.vec2
function joint:getAnchorB() end

---@return b2c.vec2
function joint:getLocalAnchorA() end

---@return b2c.vec2
function joint:getLocalAnchorB() end

---What the joint did to bodyB over the last step, times `invDt`.
---@param invDt number
---@return b2c.vec2
function joint:getReactionForce(invDt) end

---@param invDt number
---@return number
function joint:getReactionTorque(invDt) end

---@return boolean
function joint:getCollideConnected() end

---@param flag boolean
function joint:setCollideConnected(flag) end

---The softness the joint's rigid parts solve with: its own, or the world's joint tuning.
---@return number hertz, number dampingRatio
function joint:getConstraintTuning() end

---@param hertz number
---@param dampingRatio number
function joint:setConstraintTuning(hertz, dampingRatio) end

---@return any
function joint:getUserData() end

---@param value any
function joint:setUserData(value) end

function joint:destroy() end

---@return boolean
function joint:isDestroyed() end

---Whether it broke (its reaction passed a threshold): it no longer acts, and stays until destroyed.
---@return boolean
function joint:isBroken() end

---@class b2c.distanceJoint: b2c.joint
local distanceJoint = {}
---The motor's force over the last step, times invDt.
---@param invDt number
---@return number
function distanceJoint:getMotorForce(invDt) end
---@return number
function distanceJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function distanceJoint:setForceThreshold(force) end
---@return number
function distanceJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function distanceJoint:setTorqueThreshold(torque) end
---@return number
function distanceJoint:getLength() end
---@param length number
function distanceJoint:setLength(length) end
---@return number
function distanceJoint:getMinLength() end
---@param length number
function distanceJoint:setMinLength(length) end
---@return number
function distanceJoint:getMaxLength() end
---@param length number
function distanceJoint:setMaxLength(length) end
---@return number
function distanceJoint:getCurrentLength() end
---@return boolean
function distanceJoint:isSpringEnabled() end
---@param flag boolean
function distanceJoint:enableSpring(flag) end
---@return number
function distanceJoint:getHertz() end
---@param hertz number
function distanceJoint:setHertz(hertz) end
---@return number
function distanceJoint:getDampingRatio() end
---@param ratio number
function distanceJoint:setDampingRatio(ratio) end
---@return boolean
function distanceJoint:isLimitEnabled() end
---@param flag boolean
function distanceJoint:enableLimit(flag) end
---@return boolean
function distanceJoint:isMotorEnabled() end
---@param flag boolean
function distanceJoint:enableMotor(flag) end
---@return number
function distanceJoint:getMotorSpeed() end
---@param speed number
function distanceJoint:setMotorSpeed(speed) end
---@return number
function distanceJoint:getMaxMotorForce() end
---@param force number
function distanceJoint:setMaxMotorForce(force) end
---The rate of change of the length.
---@return number
function distanceJoint:getSpeed() end

---@class b2c.revoluteJoint: b2c.joint
local revoluteJoint = {}
---@return number
function revoluteJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function revoluteJoint:setForceThreshold(force) end
---@return number
function revoluteJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function revoluteJoint:setTorqueThreshold(torque) end
---@return boolean
function revoluteJoint:isSpringEnabled() end
---@param flag boolean
function revoluteJoint:enableSpring(flag) end
---@return number
function revoluteJoint:getHertz() end
---@param hertz number
function revoluteJoint:setHertz(hertz) end
---@return number
function revoluteJoint:getDampingRatio() end
---@param ratio number
function revoluteJoint:setDampingRatio(ratio) end
---@return boolean
function revoluteJoint:isLimitEnabled() end
---@param flag boolean
function revoluteJoint:enableLimit(flag) end
---@return number lower
---@return number upper
function revoluteJoint:getLimits() end
---@param lower number
---@param upper number
function revoluteJoint:setLimits(lower, upper) end
---@return number
function revoluteJoint:getLowerAngle() end
---@param angle number
function revoluteJoint:setLowerAngle(angle) end
---@return number
function revoluteJoint:getUpperAngle() end
---@param angle number
function revoluteJoint:setUpperAngle(angle) end
---@return boolean
function revoluteJoint:isMotorEnabled() end
---@param flag boolean
function revoluteJoint:enableMotor(flag) end
---@return number
function revoluteJoint:getMotorSpeed() end
---@param speed number
function revoluteJoint:setMotorSpeed(speed) end
---@return number
function revoluteJoint:getMaxMotorTorque() end
---@param torque number
function revoluteJoint:setMaxMotorTorque(torque) end
---@return number
function revoluteJoint:getReferenceAngle() end
---@param angle number
function revoluteJoint:setReferenceAngle(angle) end
---bodyB's angle relative to bodyA, less the reference angle, counting whole turns.
---@return number
function revoluteJoint:getAngle() end
---@return number
function revoluteJoint:getTargetAngle() end
---@param angle number the angle the spring pulls to
function revoluteJoint:setTargetAngle(angle) end
---The motor's torque over the last step, times invDt (N m with invDt = 1 / dt).
---@param invDt number
---@return number
function revoluteJoint:getMotorTorque(invDt) end
---@return number
function revoluteJoint:getSpeed() end

---@class b2c.prismaticJoint: b2c.joint
local prismaticJoint = {}
---@return number
function prismaticJoint:getTargetTranslation() end
---@param translation number the translation the spring pulls to
function prismaticJoint:setTargetTranslation(translation) end
---The motor's force over the last step, times invDt (N with invDt = 1 / dt).
---@param invDt number
---@return number
function prismaticJoint:getMotorForce(invDt) end
---@return number
function prismaticJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function prismaticJoint:setForceThreshold(force) end
---@return number
function prismaticJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function prismaticJoint:setTorqueThreshold(torque) end
---@return boolean
function prismaticJoint:isSpringEnabled() end
---@param flag boolean
function prismaticJoint:enableSpring(flag) end
---@return number
function prismaticJoint:getHertz() end
---@param hertz number
function prismaticJoint:setHertz(hertz) end
---@return number
function prismaticJoint:getDampingRatio() end
---@param ratio number
function prismaticJoint:setDampingRatio(ratio) end
---@return boolean
function prismaticJoint:isLimitEnabled() end
---@param flag boolean
function prismaticJoint:enableLimit(flag) end
---@return number lower
---@return number upper
function prismaticJoint:getLimits() end
---@param lower number
---@param upper number
function prismaticJoint:setLimits(lower, upper) end
---@return number
function prismaticJoint:getLowerTranslation() end
---@param translation number
function prismaticJoint:setLowerTranslation(translation) end
---@return number
function prismaticJoint:getUpperTranslation() end
---@param translation number
function prismaticJoint:setUpperTranslation(translation) end
---@return boolean
function prismaticJoint:isMotorEnabled() end
---@param flag boolean
function prismaticJoint:enableMotor(flag) end
---@return number
function prismaticJoint:getMotorSpeed() end
---@param speed number
function prismaticJoint:setMotorSpeed(speed) end
---@return number
function prismaticJoint:getMaxMotorForce() end
---@param force number
function prismaticJoint:setMaxMotorForce(force) end
---@return number
function prismaticJoint:getReferenceAngle() end
---@param angle number
function prismaticJoint:setReferenceAngle(angle) end
---Along the axis.
---@return number
function prismaticJoint:getTranslation() end
---The axis in world coordinates.
---@return b2c.vec2
function prismaticJoint:getAxis() end
---@return number
function prismaticJoint:getSpeed() end

---@class b2c.weldJoint: b2c.joint
local weldJoint = {}
---@return number
function weldJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function weldJoint:setForceThreshold(force) end
---@return number
function weldJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function weldJoint:setTorqueThreshold(torque) end
---@return number
function weldJoint:getDampingRatio() end
---@param ratio number
function weldJoint:setDampingRatio(ratio) end
---@return number
function weldJoint:getReferenceAngle() end
---@param angle number
function weldJoint:setReferenceAngle(angle) end
---@return number
function weldJoint:getAngle() end
---@return number
function weldJoint:getLinearHertz() end
---@param hertz number
function weldJoint:setLinearHertz(hertz) end
---@return number
function weldJoint:getAngularHertz() end
---@param hertz number
function weldJoint:setAngularHertz(hertz) end

---@class b2c.mouseJoint: b2c.joint
local mouseJoint = {}
---@return number
function mouseJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function mouseJoint:setForceThreshold(force) end
---@return number
function mouseJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function mouseJoint:setTorqueThreshold(torque) end
---@return number
function mouseJoint:getHertz() end
---@param hertz number
function mouseJoint:setHertz(hertz) end
---@return number
function mouseJoint:getDampingRatio() end
---@param ratio number
function mouseJoint:setDampingRatio(ratio) end
---@return b2c.vec2
function mouseJoint:getTarget() end
---@param target b2c.vec2like
---@overload fun(self: b2c.mouseJoint, x: number, y: number)
function mouseJoint:setTarget(target) end
---@return number
function mouseJoint:getMaxForce() end
---@param force number
function mouseJoint:setMaxForce(force) end

---@class b2c.wheelJoint: b2c.joint
local wheelJoint = {}
---The motor's torque over the last step, times invDt.
---@param invDt number
---@return number
function wheelJoint:getMotorTorque(invDt) end
---@return number
function wheelJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function wheelJoint:setForceThreshold(force) end
---@return number
function wheelJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function wheelJoint:setTorqueThreshold(torque) end
---@return boolean
function wheelJoint:isSpringEnabled() end
---@param flag boolean
function wheelJoint:enableSpring(flag) end
---@return number
function wheelJoint:getHertz() end
---@param hertz number
function wheelJoint:setHertz(hertz) end
---@return number
function wheelJoint:getDampingRatio() end
---@param ratio number
function wheelJoint:setDampingRatio(ratio) end
---@return boolean
function wheelJoint:isLimitEnabled() end
---@param flag boolean
function wheelJoint:enableLimit(flag) end
---@return number lower
---@return number upper
function wheelJoint:getLimits() end
---@param lower number
---@param upper number
function wheelJoint:setLimits(lower, upper) end
---@return number
function wheelJoint:getLowerTranslation() end
---@param translation number
function wheelJoint:setLowerTranslation(translation) end
---@return number
function wheelJoint:getUpperTranslation() end
---@param translation number
function wheelJoint:setUpperTranslation(translation) end
---@return boolean
function wheelJoint:isMotorEnabled() end
---@param flag boolean
function wheelJoint:enableMotor(flag) end
---@return number
function wheelJoint:getMotorSpeed() end
---@param speed number
function wheelJoint:setMotorSpeed(speed) end
---@return number
function wheelJoint:getMaxMotorTorque() end
---@param torque number
function wheelJoint:setMaxMotorTorque(torque) end
---@return number
function wheelJoint:getTranslation() end
---@return b2c.vec2
function wheelJoint:getAxis() end
---@return number
function wheelJoint:getSpeed() end

---@class b2c.motorJoint: b2c.joint
local motorJoint = {}
---@return number
function motorJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function motorJoint:setForceThreshold(force) end
---@return number
function motorJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function motorJoint:setTorqueThreshold(torque) end
---@return number
function motorJoint:getMaxForce() end
---@param force number
function motorJoint:setMaxForce(force) end
---@return number
function motorJoint:getMaxTorque() end
---@param torque number
function motorJoint:setMaxTorque(torque) end
---@return number
function motorJoint:getAngularOffset() end
---@param angle number
function motorJoint:setAngularOffset(angle) end
---@return number
function motorJoint:getCorrectionFactor() end
---@param factor number
function motorJoint:setCorrectionFactor(factor) end
---@return b2c.vec2
function motorJoint:getLinearOffset() end
---@param offset b2c.vec2like
---@overload fun(self: b2c.motorJoint, x: number, y: number)
function motorJoint:setLinearOffset(offset) end

---@class b2c.gearJoint: b2c.joint
local gearJoint = {}
---@return number
function gearJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function gearJoint:setForceThreshold(force) end
---@return number
function gearJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function gearJoint:setTorqueThreshold(torque) end
---@return number
function gearJoint:getRatio() end
---coordinate1 + ratio coordinate2 now.
---@return number
function gearJoint:getCoordinate() end
---Its joints (nil for one destroyed since).
---@return b2c.joint? joint1
---@return b2c.joint? joint2
function gearJoint:getJoints() end

---@class b2c.pulleyJoint: b2c.joint
local pulleyJoint = {}
---@return number
function pulleyJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function pulleyJoint:setForceThreshold(force) end
---@return number
function pulleyJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function pulleyJoint:setTorqueThreshold(torque) end
---@return number
function pulleyJoint:getRatio() end
---lengthA + ratio lengthB now.
---@return number
function pulleyJoint:getCoordinate() end
---@return b2c.vec2 groundAnchorA
---@return b2c.vec2 groundAnchorB
function pulleyJoint:getGroundAnchors() end
---@return number
function pulleyJoint:getLengthA() end
---@return number
function pulleyJoint:getLengthB() end

---@class b2c.frictionJoint: b2c.joint
local frictionJoint = {}
---@return number
function frictionJoint:getForceThreshold() end
---@param force number math.huge: never breaks
function frictionJoint:setForceThreshold(force) end
---@return number
function frictionJoint:getTorqueThreshold() end
---@param torque number math.huge: never breaks
function frictionJoint:setTorqueThreshold(torque) end
---@return number
function frictionJoint:getMaxForce() end
---@param force number
function frictionJoint:setMaxForce(force) end
---@return number
function frictionJoint:getMaxTorque() end
---@param torque number
function frictionJoint:setMaxTorque(torque) end

---@class b2c.filterJoint: b2c.joint
local filterJoint = {}

---------------------------------------------------------------------------------------------------
-- The module.

---@class b2c
local b2c = {}

---0.005 m: collision and constraint tolerance.
---@type number
b2c.linearSlop = 0.005
---0.02 m: contacts begin this far apart.
---@type number
b2c.speculativeDistance = 0.02
---0.1 m: the dynamic tree's fat-AABB margin.
---@type number
b2c.aabbMargin = 0.1
---0.05 m: the largest margin of a moving fixture's box in a world's broad-phase.
---@type number
b2c.maxShapeMargin = 0.05
---@type integer
b2c.maxPolygonVertices = 8
---The module version, e.g. "0.1.0-dev".
---@type string
b2c.version = ''
---The Lua it runs in: jit.version under LuaJIT, else "Lua 5.4.x".
---@type string
b2c.lua = ''

---@param x number
---@param y number
---@return b2c.vec2
---@overload fun(v: b2c.vec2like): b2c.vec2
function b2c.vec2(x, y) end

---Whether `v` is a `b2c.vec2` (the userdata, or LuaJIT's FFI vec2); a vec2-like table is not.
---@param v any
---@return boolean
function b2c.isvec2(v) end

---A snapshot read back from snapshot:serialize()'s string; restore it into any world.
---@param data string
---@return b2c.snapshot
function b2c.loadSnapshot(data) end

---@param angle number radians
---@return b2c.rot
function b2c.rot(angle) end

---The identity with no arguments.
---@param position? b2c.vec2like
---@param angle? b2c.angle
---@return b2c.transform
---@overload fun(x: number, y: number, angle?: b2c.angle): b2c.transform
function b2c.transform(position, angle) end

---@param lower b2c.vec2like
---@param upper b2c.vec2like
---@return b2c.aabb
---@overload fun(lowerX: number, lowerY: number, upperX: number, upperY: number): b2c.aabb
function b2c.aabb(lower, upper) end

---@param def b2c.SweepDef
---@return b2c.sweep
function b2c.sweep(def) end

---@param radius number
---@param center? b2c.vec2like
---@return b2c.shape
function b2c.circle(radius, center) end

---The convex hull of 3 to 8 points (an array of vectors or a flat list of numbers).
---@param points b2c.vec2like[]|number[]
---@param radius? number
---@return b2c.shape
function b2c.polygon(points, radius) end

---@param halfWidth number
---@param halfHeight number
---@param center? b2c.vec2like
---@param angle? b2c.angle
---@return b2c.shape
function b2c.box(halfWidth, halfHeight, center, angle) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param radius number
---@return b2c.shape
function b2c.capsule(p1, p2, radius) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param ghost1? b2c.vec2like
---@param ghost2? b2c.vec2like
---@return b2c.shape
function b2c.segment(p1, p2, ghost1, ghost2) end

---@param points b2c.vec2like[]|number[]
---@param loop? boolean
---@return b2c.shape
function b2c.chain(points, loop) end

---The contact manifold, or nil when farther apart than b2c.speculativeDistance.
---@param shapeA b2c.shape
---@param xfA b2c.transform
---@param shapeB b2c.shape
---@param xfB b2c.transform
---@param childA? integer
---@param childB? integer
---@return b2c.Manifold?
function b2c.collide(shapeA, xfA, shapeB, xfB, childA, childB) end

---@param shapeA b2c.shape
---@param xfA b2c.transform
---@param shapeB b2c.shape
---@param xfB b2c.transform
---@param childA? integer
---@param childB? integer
---@return boolean
function b2c.testOverlap(shapeA, xfA, shapeB, xfB, childA, childB) end

---@param shapeA b2c.shape
---@param xfA b2c.transform
---@param shapeB b2c.shape
---@param xfB b2c.transform
---@param cache? b2c.simplexCache
---@param childA? integer
---@param childB? integer
---@return number distance
---@return b2c.vec2 pointA
---@return b2c.vec2 pointB
---@return integer iterations
function b2c.distance(shapeA, xfA, shapeB, xfB, cache, childA, childB) end

---@return b2c.simplexCache
function b2c.simplexCache() end

---@param shapeA b2c.shape
---@param xfA b2c.transform
---@param shapeB b2c.shape
---@param xfB b2c.transform
---@param translationB b2c.vec2like
---@param maxFraction? number
---@return number? fraction
---@return b2c.vec2? point
---@return b2c.vec2? normal
function b2c.shapeCast(shapeA, xfA, shapeB, xfB, translationB, maxFraction) end

---@param shapeA b2c.shape
---@param sweepA b2c.sweep
---@param shapeB b2c.shape
---@param sweepB b2c.sweep
---@param tMax number in [0, 1]
---@return b2c.TOIState state
---@return number t
function b2c.timeOfImpact(shapeA, sweepA, shapeB, sweepB, tMax) end

---@param manifold1? b2c.Manifold
---@param manifold2? b2c.Manifold
---@return b2c.PointState[] state1
---@return b2c.PointState[] state2
function b2c.pointStates(manifold1, manifold2) end

--- The outline world:draw gives a rounded polygon or capsule: 2 to 8 points (a capsule's centres, or
--- a convex polygon's vertices counter-clockwise), each corner an arc of 22.5 degrees or less.
---@param points b2c.vec2like[]
---@param radius number > 0
---@return b2c.vec2[] outline
function b2c.outline(points, radius) end

---@return b2c.tree
function b2c.tree() end

---@return b2c.broadphase
function b2c.broadphase() end

---@param def? b2c.WorldDef
---@return b2c.world
function b2c.world(def) end

---Calls `fn(...)` `n` times from C (the benchmarks' baseline: a bare C->Lua call of a callback's shape).
---@param fn fun(...: any): any
---@param n integer
---@param ... any
function b2c.callLoop(fn, n, ...) end

---Each number rounded to single precision (C's (float) cast: to nearest, ties to even; past the
---largest float, +-inf), one result for each argument.
---@param x number
---@param ... number
---@return number ...
function b2c.tofloat(x, ...) end

---C readers for Lua objects that wrap a body in `self[field]` (b2c.lovephysics under Lua 5.4): getPosition, getX, getY, getLinearVelocity, getWorldCenter (scaled by setScale), getAngle (the total angle); `fallbacks[name]` serves an object whose body is not live.
---@param field any
---@param fallbacks table<string, function>
---@return table<string, function>
function b2c.bodyReaders(field, fallbacks) end

---------------------------------------------------------------------------------------------------
-- require "b2c.svg"

---@class b2c.svg.options
---@field width? number 800
---@field height? number
---@field view? b2c.aabb the bounds of everything drawn
---@field scale? number pixels per metre
---@field margin? number 10
---@field background? string|false "#1e2129"
---@field lineWidth? number 1.5
---@field fillOpacity? number 0.3

---@class b2c.svg.layout
---@field x0 number
---@field y0 number
---@field x1 number
---@field y1 number
---@field scale number
---@field width number
---@field height number
---@field tx number
---@field ty number

---The default colours.
---@class b2c.svg.colors
---@field shape b2c.Color
---@field aabb b2c.Color
---@field ray b2c.Color
---@field hit b2c.Color
---@field proxy b2c.Color
---@field point b2c.Color
---@field text b2c.Color

---An SVG picture (itself a world:draw drawer).
---@class b2c.svg.picture: b2c.Drawer
---@field width number?
---@field height number?
---@field view b2c.aabb?
---@field scale number?
---@field margin number
---@field background string|false
---@field lineWidth number
---@field fillOpacity number
---@field items table[] what was drawn (read only)
---@field bounds number[] {x0, y0, x1, y1} of what was drawn (read only)
local picture = {}

---@param world b2c.world
---@param options? b2c.DrawOptions
---@return b2c.svg.picture
function picture:world(world, options) end

---@param shape b2c.shape
---@param xf? b2c.transform
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:shape(shape, xf, color) end

---@param box b2c.aabb
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:aabb(box, color) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param hit? b2c.vec2like|false
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:ray(p1, p2, hit, color) end

---@param tree b2c.tree|b2c.broadphase
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:tree(tree, color) end

---@param p b2c.vec2like
---@param text string
---@param color? b2c.Color|string
---@param size? number 12 pixels
---@return b2c.svg.picture
function picture:text(p, text, color, size) end

---@param vertices b2c.vec2like[]
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:polygon(vertices, color) end

---@param center b2c.vec2like
---@param radius number
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:circle(center, radius, color) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:segment(p1, p2, color) end

---@param p b2c.vec2like
---@param size? number 4 pixels
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:point(p, size, color) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param radius number
---@param color? b2c.Color|string
---@return b2c.svg.picture
function picture:capsule(p1, p2, radius, color) end

---The SVG document.
---@return string
function picture:tostring() end

---@param path string
function picture:write(path) end

---@return b2c.svg.layout
function picture:layout() end

---require "b2c.svg"
---@class b2c.svg
---@field colors b2c.svg.colors
local svg = {}

---@param options? b2c.svg.options
---@return b2c.svg.picture
function svg.new(options) end

---------------------------------------------------------------------------------------------------
-- require "b2c.spec" (luassert assertions: assert.near, assert.at_rest, assert.touching)

---require "b2c.spec"
---@class b2c.spec
---@field nearTolerance number 1e-6
---@field restTolerance number 0.05
local spec = {}

---Steps the world by 1/hz for `seconds`; returns the number of steps.
---@param world b2c.world
---@param seconds number
---@param hz? number 60
---@return integer
function spec.run(world, seconds, hz) end

---@param expected number|b2c.vec2like
---@param actual number|b2c.vec2like
---@param tolerance? number
---@return boolean ok
---@return number? off
---@return number? dx
---@return number? dy
function spec.near(expected, actual, tolerance) end

---@param body b2c.body
---@param tolerance? number
---@return boolean ok
---@return number speed
---@return number angularSpeed
---@return boolean asleep
function spec.atRest(body, tolerance) end

---@param fixtureA b2c.fixture
---@param fixtureB b2c.fixture
---@return boolean ok
---@return integer points
---@return number? separation
---@return string? reason
function spec.touching(fixtureA, fixtureB) end

---------------------------------------------------------------------------------------------------
-- require "b2c.love"

---@class b2c.love.camera
---@field scale? number pixels per metre
---@field offset? b2c.vec2like the screen position of the world origin
---@field yDown? boolean true: screen = offset + scale * (x, y) (love.physics worlds); false by default

---@class b2c.love.drawerOptions: b2c.love.camera
---@field fill? number 0.5
---@field lineWidth? number 1
---@field graphics? table love.graphics by default

---The camera, settings and layers in one table (`love.world`).
---@class b2c.love.options: b2c.love.drawerOptions, b2c.DrawOptions

---A camera that draws worlds with love.graphics (itself a world:draw drawer).
---@class b2c.love.drawer: b2c.Drawer
---@field scale number
---@field offsetX number
---@field offsetY number
---@field yDown boolean
---@field fill number
---@field lineWidth number
---@field graphics table?
local drawer = {}

---@param world b2c.world|table a b2c world, or a World of the love.physics module (its b2c world `_h` is drawn)
---@param options? b2c.DrawOptions
function drawer:draw(world, options) end

---@param x number|b2c.vec2like
---@param y? number
---@return number sx
---@return number sy
function drawer:toScreen(x, y) end

---@param sx number
---@param sy number
---@return b2c.vec2
function drawer:toWorld(sx, sy) end

---@param camera b2c.love.camera
---@return b2c.love.drawer
function drawer:setCamera(camera) end

---@param vertices b2c.vec2like[]
---@param color b2c.Color
function drawer:polygon(vertices, color) end

---@param center b2c.vec2like
---@param radius number
---@param color b2c.Color
function drawer:circle(center, radius, color) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param radius number
---@param color b2c.Color
function drawer:capsule(p1, p2, radius, color) end

---@param p1 b2c.vec2like
---@param p2 b2c.vec2like
---@param color b2c.Color
function drawer:segment(p1, p2, color) end

---@param p b2c.vec2like
---@param size number pixels
---@param color b2c.Color
function drawer:point(p, size, color) end

---require "b2c.love"
---@class b2c.love
---@field Drawer b2c.love.drawer the drawers' class (their metatable)
local love = {}

---@param options? b2c.love.drawerOptions
---@return b2c.love.drawer
function love.new(options) end

---`love.new(options):draw(world, options)`.
---@param world b2c.world
---@param options? b2c.love.options
function love.world(world, options) end

---The fixture containing `p` (one of a dynamic body first), or nil.
---@param world b2c.world
---@param p b2c.vec2like
---@return b2c.fixture?
function love.fixtureAt(world, p) end

---A drawer for a world of the love.physics module: y down, scale the module's meter (read now).
---@param options? b2c.love.drawerOptions
---@return b2c.love.drawer
function love.lovephysics(options) end

return b2c
