# b2c: 2D collision and rigid-body physics for Lua.
#
#   make                 build the module for Lua 5.4 into build/lua5.4/b2c.so; `require "b2c"` from
#                        this directory finds it through ./b2c.lua, which picks each Lua's own build
#   make LUA=luajit      the same C source against LuaJIT (the Lua 5.1 API that LÖVE 11 runs), into
#                        build/luajit/b2c.so; both builds sit side by side
#   make test            install what is missing, build, run every spec under Lua 5.4 and LuaJIT
#                        (LUAS picks the Luas)
#   make test SAN=1      the same against an AddressSanitizer + UBSan build (leak checking on)
#   make demo            install what is missing, build and run the main example (examples/demo.lua)
#   make love            build for LuaJIT and run the LÖVE demo (examples/love); with no display, its
#                        scripted run for LOVE_FRAMES frames under xvfb-run, then it ends
#   make bench           run the benchmarks in bench/ (the frame benchmark runs love.physics beside
#                        b2c when LÖVE is installed: bench/love_frame, headless)
#   make quality         the scene-quality harness (bench/quality): scenes modelled on Box2D v3's
#                        samples, each metric against its target; V3=<a built Box2D v3 checkout>
#                        runs them in v3 too, side by side; QUALITY_SCENES picks some
#   make fuzz            build the libFuzzer targets of fuzz/ (clang, ASan + UBSan) into build/fuzz/
#                        and run each for FUZZ_SECONDS (60) seconds; FUZZ_TARGETS picks some
#   make fuzz-lua        the Lua API fuzzer alone, for longer (FUZZ_SECONDS=60, FUZZ_SEED=1; SAN=1 too)
#   make memcheck        every spec and the core's C tests under valgrind memcheck (MEMCHECK_LUAS);
#                        MEMCHECK_SPECS=<spec files> runs those specs only
#   make soak            10k bodies, 2000 steps of churn: memory printed, and it must stop growing
#   make determinism     the determinism specs again on an -O0 build without SIMD (PLAIN=1)
#   make check-rock      lint the rockspec, install it into a throw-away tree for Lua 5.4 and
#                        LuaJIT, and use it from there
#   make format          clang-format the C sources (.clang-format); make format-check says what
#                        it would change and fails if anything
#   make CC=clang ...    any of the above with clang
#   make clean           remove build/
#
# Every build lives in build/<lua>[-clang][-san]/: several can sit side by side. LuaRocks builds
# through this Makefile too (the rockspec's `rock` and `rock-install` targets), into
# build/rock-<headers>/. The checks themselves are scripts in tools/; this file builds what they
# run and says which.

LUA ?= lua5.4
LUAS ?= lua5.4 luajit
SAN ?=
# PLAIN=1: no optimisation and no SIMD (-O0, B2C_NO_SIMD), for `make determinism`.
PLAIN ?=
CC := $(if $(filter default,$(origin CC)),gcc,$(CC))

ifeq ($(LUA),lua5.4)
  LUA_BIN := lua5.4
  LUA_INC := -I/usr/include/lua5.4
else ifeq ($(LUA),luajit)
  LUA_BIN := luajit
  LUA_INC := -I/usr/include/luajit-2.1
else
  $(error LUA must be lua5.4 or luajit, not '$(LUA)')
endif

COMPILER := $(if $(findstring clang,$(CC)),clang,gcc)
VARIANT := $(LUA)$(if $(filter clang,$(COMPILER)),-clang)$(if $(SAN),-san)$(if $(PLAIN),-O0-nosimd)

WARN := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wno-unused-function
# No contraction into FMA and no fast-math: the same bits on every compiler (determinism). Hidden
# visibility: the module exports luaopen_b2c and the LuaJIT fast path's b2c_ffi_* entry points only.
BASEFLAGS := -std=c11 -fPIC -g -ffp-contract=off -fno-fast-math -fvisibility=hidden -DB2C_API= $(WARN)
ifeq ($(SAN),)
  OPT := -O2
  SANFLAGS :=
else
  OPT := -O1 -fno-omit-frame-pointer
  # float-cast-overflow: gcc leaves it out of `undefined` (clang has it); a NaN or huge float
  # converted to int is the undefined behaviour a body flung to infinity can reach.
  SANFLAGS := -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all
endif
ifneq ($(PLAIN),)
  OPT := -O0 -DB2C_NO_SIMD
endif
CFLAGS_ALL := $(BASEFLAGS) $(OPT) $(SANFLAGS) $(CFLAGS)
LDFLAGS_ALL := $(SANFLAGS) $(LDFLAGS)

# LuaRocks (`luarocks make`, build type "make") asks for `rock` then `rock-install`, passing CC,
# CFLAGS, LUA_INCDIR (the headers of the Lua it installs for), LIBDIR and LUADIR. The module is
# built exactly as `make` builds it, against those headers, into build/rock-<their directory>/:
# never into src/. LuaRocks' CFLAGS come first, so they cannot undo the determinism flags.
# A LuaRocks for Lua 5.1 (Debian's default) installs into the tree LuaJIT reads too; b2c runs under
# LuaJIT there, not under PUC Lua 5.1, whose API lacks what the binding uses (luaL_setfuncs...):
# it is built against LuaJIT's headers (LUAJIT_INCDIR, found by pkg-config), and says so.
ROCK := $(filter rock rock-install,$(MAKECMDGOALS))
ifneq ($(ROCK),)
  ifeq ($(LUA_INCDIR),)
    $(error make $(ROCK): LUA_INCDIR (the directory of lua.h) is not set; LuaRocks sets it)
  endif
  ROCK_INCDIR := $(LUA_INCDIR)
  ifeq ($(wildcard $(LUA_INCDIR)/luajit.h),)
    ifneq ($(shell grep -s 'define LUA_VERSION_NUM[[:space:]]*501' '$(LUA_INCDIR)/lua.h'),)
      LUAJIT_INCDIR ?= $(or $(patsubst -I%,%,$(firstword $(shell pkg-config --cflags-only-I luajit 2>/dev/null))),/usr/include/luajit-2.1)
      ifeq ($(wildcard $(LUAJIT_INCDIR)/luajit.h),)
        $(error b2c builds for Lua 5.4 and LuaJIT, not for PUC Lua 5.1 ($(LUA_INCDIR)), and LuaJIT's headers are not \
          installed (LUAJIT_INCDIR=$(LUAJIT_INCDIR)): `luarocks --lua-version 5.4 make`, or install libluajit-5.1-dev)
      endif
      ROCK_INCDIR := $(LUAJIT_INCDIR)
      ifneq ($(filter rock,$(ROCK)),)
        $(info b2c: LuaRocks installs for Lua 5.1 ($(LUA_INCDIR)): building for LuaJIT ($(LUAJIT_INCDIR)), which reads the \
          same tree (PUC Lua 5.1 cannot run b2c); for Lua 5.4: `luarocks --lua-version 5.4 make`)
      endif
    endif
  endif
  LUA_INC := -I$(ROCK_INCDIR)
  VARIANT := rock-$(notdir $(patsubst %/,%,$(ROCK_INCDIR)))$(if $(filter clang,$(COMPILER)),-clang)
  CFLAGS_ALL := $(CFLAGS) $(BASEFLAGS) -O2
  LDFLAGS_ALL := $(LDFLAGS)
endif

BUILD := build/$(VARIANT)

CORE_SRC := $(sort $(wildcard src/*.c))
BIND_SRC := $(sort $(wildcard src/lua/*.c))
CORE_HDR := $(wildcard include/b2c/*.h src/*.h)
BIND_HDR := $(wildcard src/lua/*.h)
CORE_OBJ := $(patsubst src/%.c,$(BUILD)/core/%.o,$(CORE_SRC))
BIND_OBJ := $(patsubst src/lua/%.c,$(BUILD)/lua/%.o,$(BIND_SRC))
CTEST_SRC := $(sort $(wildcard tests/c/*.c))

MODULE := $(BUILD)/b2c.so
# The LuaJIT build of the same compiler and sanitizer setting: what LÖVE loads in spec/love_spec.lua.
LOVE_VARIANT := luajit$(if $(filter clang,$(COMPILER)),-clang)$(if $(SAN),-san)
CORELIB := $(BUILD)/libb2c.a
CTESTS := $(BUILD)/ctests
# The scene-quality harness (bench/quality/, `make quality`), and its Box2D v3 twin.
QUALITY := $(BUILD)/quality
QUALITY_V3 := $(BUILD)/quality_v3

# Run Lua against this build: ./b2c.lua loads the module B2C_MODULE names (this build's), the
# pure-Lua submodules come from lua/.
LUA_ENV := B2C_MODULE='$(CURDIR)/$(MODULE)' LUA_PATH='lua/?.lua;lua/?/init.lua;;'
ifneq ($(SAN),)
  ifeq ($(COMPILER),clang)
    SAN_RT := $(shell $(CC) -print-file-name=libclang_rt.asan-x86_64.so)
  else
    SAN_RT := $(shell $(CC) -print-file-name=libasan.so)
  endif
  # The interpreter is not instrumented, so the ASan runtime is preloaded. A leak makes the
  # interpreter exit with a non-zero status after busted has written its results.
  LUA_ENV += LD_PRELOAD='$(SAN_RT)' ASAN_OPTIONS='detect_leaks=1:strict_string_checks=1' \
             UBSAN_OPTIONS='print_stacktrace=1:halt_on_error=1'
endif

# What the specs are told: the C tests, the Box2D reference, the build, the LuaJIT module LÖVE
# loads (B2C_LOVE_CPATH) and the scene-quality harness (B2C_QUALITY).
SPEC_ENV = $(LUA_ENV) B2C_CTESTS='$(CTESTS)' B2C_BOX2D_REF='$(BOX2D_REF)' B2C_VARIANT='$(VARIANT)' \
	B2C_LOVE_CPATH='$(CURDIR)/build/$(LOVE_VARIANT)/?.so' B2C_QUALITY='$(QUALITY)'

.PHONY: all build module deps test test-one test-build test-build-one demo run-demo love run-love bench run-bench check-rock rock \
	rock-install clean format format-check ctests fuzz fuzz-build fuzz-list fuzz-lua memcheck memcheck-one \
	soak determinism determinism-one quality

# ---- building ----------------------------------------------------------------------------------

all: build

# The module and the core library. A ./b2c.so left by an older checkout would be one Lua's module
# where both Luas look: it goes.
build: deps $(MODULE) $(CORELIB)
	@rm -f b2c.so

deps:
	@sh tools/deps.sh

# The module alone.
module: $(MODULE)

$(BUILD)/core/%.o: src/%.c $(CORE_HDR)
	@mkdir -p $(dir $@)
	@echo "  CC $(VARIANT) $<"
	@$(CC) $(CFLAGS_ALL) -Iinclude -Isrc -c $< -o $@

# The binding sees Lua's headers; the core never does (it has no Lua dependency).
$(BUILD)/lua/%.o: src/lua/%.c $(CORE_HDR) $(BIND_HDR)
	@mkdir -p $(dir $@)
	@echo "  CC $(VARIANT) $<"
	@$(CC) $(CFLAGS_ALL) -Iinclude -Isrc -Isrc/lua $(LUA_INC) -c $< -o $@

$(MODULE): $(CORE_OBJ) $(BIND_OBJ)
	@echo "  LD $@"
	@$(CC) -shared -o $@ $^ $(LDFLAGS_ALL) -lm -lpthread

$(CORELIB): $(CORE_OBJ)
	@rm -f $@
	@ar rcs $@ $^

$(CTESTS): $(CTEST_SRC) $(CORELIB) $(wildcard tests/c/*.h)
	@echo "  LD $@"
	@$(CC) $(CFLAGS_ALL) -Iinclude -Isrc -Itests/c $(CTEST_SRC) $(CORELIB) -o $@ $(LDFLAGS_ALL) -lm -lpthread

ctests: deps $(CTESTS)

# The Box2D 2.4.1 reference the differential specs ask (spec/reference, libbox2d-dev).
BOX2D_REF := $(BUILD)/box2d_ref
$(BOX2D_REF): spec/reference/box2d_ref.cpp
	@mkdir -p $(dir $@)
	@echo "  CXX $@"
	@$(CXX) -O1 -std=c++17 -Wall -Wextra -Werror $< -lbox2d -o $@

# LuaRocks' two passes (see ROCK above): the module, then it and every lua/b2c/*.lua installed.
rock: $(MODULE)

rock-install: $(MODULE)
	@test -n "$(LIBDIR)" && test -n "$(LUADIR)" || { echo "make rock-install: LIBDIR and LUADIR must be set" >&2; exit 1; }
	mkdir -p '$(LIBDIR)' '$(LUADIR)/b2c'
	cp $(MODULE) '$(LIBDIR)/b2c.so'
	cp lua/b2c/*.lua '$(LUADIR)/b2c/'

# ---- checks (the scripts in tools/ run them) ---------------------------------------------------

# Every spec under each Lua of LUAS (tools/each-lua.sh goes on after a failure, and fails at the
# end), then `N passed, N failed` from busted's JSON results is checked (tools/specs.sh).
test: deps
	+@MAKE='$(MAKE)' sh tools/each-lua.sh '$(LUAS)' test-one SAN=$(SAN) CC=$(CC)

# What `make test` builds, without running a spec (.ci/run builds every variant first, then runs
# two variants' specs at once).
test-build: deps
	+@MAKE='$(MAKE)' sh tools/each-lua.sh '$(LUAS)' test-build-one SAN=$(SAN) CC=$(CC)

# One Lua: build what the specs use (the LuaJIT module of the same setting too, whatever the Lua,
# for LÖVE), then run them; busted's results go to $(BUILD)/spec-results.json (.ci/run adds them up).
test-build-one: build $(CTESTS) $(BOX2D_REF) $(QUALITY)
	@$(MAKE) --no-print-directory module LUA=luajit SAN=$(SAN) CC=$(CC)

test-one: test-build-one
	@echo "== specs: $(VARIANT) =="
	@$(SPEC_ENV) sh tools/specs.sh $(LUA_BIN) $(BUILD)/spec-results.json

# Every spec under valgrind's memcheck, for each Lua of MEMCHECK_LUAS, then the core's C tests
# (tools/memcheck.sh says how). Not with SAN=1: valgrind and AddressSanitizer exclude each other.
MEMCHECK_LUAS ?= lua5.4 luajit
MEMCHECK_SPECS ?=
memcheck: deps
	@command -v valgrind >/dev/null || { echo "make memcheck: valgrind is not installed" >&2; exit 1; }
	+@MAKE='$(MAKE)' sh tools/each-lua.sh '$(MEMCHECK_LUAS)' memcheck-one SAN= CC=$(CC)

memcheck-one: build $(CTESTS) $(BOX2D_REF) $(QUALITY)
	@$(MAKE) --no-print-directory module LUA=luajit SAN= CC=$(CC)
	@echo "== memcheck: $(VARIANT) =="
	@$(SPEC_ENV) sh tools/memcheck.sh $(LUA_BIN) $(VARIANT) $(BUILD) $(CTESTS) $(MEMCHECK_SPECS)

# The determinism specs (the recorded hash of spec/determinism_spec.lua, the serialized snapshot
# every build loads, the replays of spec/snapshot_format_spec.lua) on a build with no optimisation
# and no SIMD: the same bits as the -O2 SSE2 builds `make test` checks; then again with their
# worlds on 2 workers (B2C_WORKERS=2; a failure fails the target). The first run's results join
# CI's count.
determinism: deps
	@$(MAKE) --no-print-directory determinism-one PLAIN=1 LUA=$(LUA) CC=$(CC)

determinism-one: build
	@echo "== specs: $(VARIANT) (determinism only) =="
	@$(LUA_ENV) B2C_VARIANT='$(VARIANT)' sh tools/specs.sh $(LUA_BIN) $(BUILD)/spec-results.json \
		spec/determinism_spec.lua spec/snapshot_format_spec.lua
	@echo "== specs: $(VARIANT) (determinism only, 2 workers) =="
	@$(LUA_ENV) B2C_VARIANT='$(VARIANT)' B2C_WORKERS=2 sh tools/specs.sh $(LUA_BIN) $(BUILD)/spec-results-workers.json \
		spec/determinism_spec.lua spec/snapshot_format_spec.lua

# The soak (tests/soak.lua): a world of 10,000 bodies stepped 2,000 times while bodies, fixtures
# and joints are made and destroyed every step; the Lua heap and the process's RSS are printed every
# 100 steps, and it fails when they still grow after the warm-up. About 30 s.
soak: build
	@$(LUA_ENV) $(LUA_BIN) tests/soak.lua

# The Lua API fuzzer (spec/api_fuzz_spec.lua, which `make test` runs briefly) alone, going on past
# its sequences for FUZZ_SECONDS of CPU time.
FUZZ_SECONDS ?= 60
FUZZ_SEED ?= 1
fuzz-lua: build
	@$(LUA_ENV) B2C_FUZZ_SEED=$(FUZZ_SEED) B2C_FUZZ_SECONDS=$(FUZZ_SECONDS) sh tools/specs.sh $(LUA_BIN) \
		$(BUILD)/fuzz-lua-results.json spec/api_fuzz_spec.lua

# A rock from the rockspec, built through `rock` above into a throw-away tree for Lua 5.4 and
# LuaJIT: what it exports, that nothing lands in src/, and that b2c and every lua/b2c/*.lua load
# from there (tools/check-rock.sh).
check-rock: deps
	@sh tools/check-rock.sh

# clang-format (.clang-format) over the C and C++ of src/, include/, tests/c/, bench/ and fuzz/;
# format-check changes nothing, prints what would change and fails if anything would.
format:
	@sh tools/format.sh

format-check:
	@sh tools/format.sh --check

# ---- examples and measurements ------------------------------------------------------------------

demo: deps
	@$(MAKE) --no-print-directory build LUA=lua5.4 CC=$(CC)
	@$(MAKE) --no-print-directory run-demo LUA=lua5.4 CC=$(CC)

run-demo:
	@$(LUA_ENV) $(LUA_BIN) examples/demo.lua

# The LÖVE demo runs in LÖVE's LuaJIT: a LuaJIT build without sanitizers, which examples/love
# loads (B2C_LOVE_CPATH names the one just built). tools/love.sh opens its window, or with no
# display runs its scripted test mode for LOVE_FRAMES frames under xvfb-run and ends.
LOVE_FRAMES ?= 600
love: deps
	@$(MAKE) --no-print-directory build LUA=luajit SAN= CC=$(CC)
	@$(MAKE) --no-print-directory run-love LUA=luajit SAN= CC=$(CC)

run-love:
	@B2C_LOVE_CPATH='$(CURDIR)/$(BUILD)/?.so' sh tools/love.sh $(LOVE_FRAMES) build/love.png

bench: deps
	+@MAKE='$(MAKE)' sh tools/each-lua.sh '$(LUAS)' build CC=$(CC) >/dev/null
	@$(MAKE) --no-print-directory $(BUILD)/tree_bench $(BUILD)/collide_bench $(BUILD)/world_bench $(BUILD)/snapshot_bench LUA=lua5.4 CC=$(CC)
	@$(BUILD)/tree_bench
	@$(BUILD)/collide_bench
	@$(BUILD)/world_bench
	@$(BUILD)/snapshot_bench
	+@MAKE='$(MAKE)' sh tools/each-lua.sh '$(LUAS)' run-bench CC=$(CC) WORLD_BENCH=$(BUILD)/world_bench

# WORLD_BENCH (set by bench): world_lua.lua times the same scene stepped from C with it.
run-bench:
	@$(LUA_ENV) $(LUA_BIN) bench/vec2.lua
	@$(LUA_ENV) $(LUA_BIN) bench/tree_lua.lua
	@$(LUA_ENV) $(LUA_BIN) bench/query_lua.lua
	@$(LUA_ENV) $(LUA_BIN) bench/frame_lua.lua bench/love_frame
	@$(LUA_ENV) $(LUA_BIN) bench/destroy_lua.lua
	@$(LUA_ENV) $(LUA_BIN) bench/poses_lua.lua
	@$(LUA_ENV) $(LUA_BIN) bench/world_lua.lua $(WORLD_BENCH)
	@$(LUA_ENV) $(LUA_BIN) bench/pose_lua.lua

# The C++ benchmarks link the core library and Box2D 2.4.1 (libbox2d-dev).
$(BUILD)/%_bench: bench/%_bench.cpp bench/bench_util.h $(CORELIB)
	@echo "  CXX $@"
	@$(CXX) -O2 -std=c++17 -Wall -Wextra -Werror -Iinclude $< $(CORELIB) -lbox2d -lpthread -o $@

# The scene-quality harness (bench/quality/): scenes modelled on Box2D v3's samples, built on the
# core library through an engine-neutral API (engine.h, engine_b2c.c), each metric printed against
# its target (measured on v3). With V3=<dir> (a Box2D v3 checkout built with CMake into <dir>/build)
# the same scenes are built on v3 too (engine_v3.c, C17, v3's headers as system headers) and the
# table gets a v3 column. QUALITY_SCENES="chain bridge" runs those only (a name matches each scene
# whose name contains it). Never fails on a metric; spec/quality_spec.lua checks them.
V3 ?=
QUALITY_SCENES ?=
QUALITY_HDR := $(wildcard bench/quality/*.h)
QUALITY_SRC := $(filter-out bench/quality/engine_v3.c,$(sort $(wildcard bench/quality/*.c)))
QUALITY_V3_SRC := $(filter-out bench/quality/engine_b2c.c,$(sort $(wildcard bench/quality/*.c)))

$(QUALITY): $(QUALITY_SRC) $(QUALITY_HDR) $(CORELIB)
	@echo "  LD $@"
	@$(CC) $(CFLAGS_ALL) -Ibench/quality -Iinclude $(QUALITY_SRC) $(CORELIB) -o $@ $(LDFLAGS_ALL) -lm -lpthread

$(QUALITY_V3): $(QUALITY_V3_SRC) $(QUALITY_HDR) $(V3)/build/src/libbox2d.a
	@echo "  LD $@"
	@$(CC) $(filter-out -std=c11,$(CFLAGS_ALL)) -std=c17 -Ibench/quality -isystem $(V3)/include $(QUALITY_V3_SRC) \
		$(V3)/build/src/libbox2d.a -o $@ $(LDFLAGS_ALL) -lm -lpthread

quality: $(QUALITY) $(if $(V3),$(QUALITY_V3))
ifeq ($(V3),)
	@$(QUALITY) $(QUALITY_SCENES)
else
	@$(QUALITY_V3) --tsv $(QUALITY_SCENES) > $(BUILD)/quality_v3.tsv
	@$(QUALITY) --v3 $(BUILD)/quality_v3.tsv $(QUALITY_SCENES)
endif

# ---- the core's libFuzzer targets ---------------------------------------------------------------

# fuzz/: the core alone (no Lua), built by clang with ASan and UBSan into build/fuzz/. `make fuzz`
# replays fuzz/regressions/<target>/ then runs each target for FUZZ_SECONDS from
# fuzz/corpus/<target>/ (new inputs go to build/fuzz/corpus/<target>/), printing libFuzzer's
# progress and final statistics; a crash fails it (tools/fuzz.sh).
FUZZ_CC ?= clang
FUZZ_TARGETS ?= hull collide tree world snapshot
FUZZ_BUILD := build/fuzz
FUZZ_CFLAGS := -std=c11 -g -O1 -fno-omit-frame-pointer -ffp-contract=off -fno-fast-math -DB2C_API= $(WARN) \
	-fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_CORE_OBJ := $(patsubst src/%.c,$(FUZZ_BUILD)/core/%.o,$(CORE_SRC))
FUZZ_CORELIB := $(FUZZ_BUILD)/libb2c.a

$(FUZZ_BUILD)/core/%.o: src/%.c $(CORE_HDR)
	@mkdir -p $(dir $@)
	@echo "  CC fuzz $<"
	@$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -Iinclude -Isrc -c $< -o $@

$(FUZZ_CORELIB): $(FUZZ_CORE_OBJ)
	@rm -f $@
	@ar rcs $@ $^

$(FUZZ_BUILD)/fuzz_%: fuzz/fuzz_%.c fuzz/fuzz_input.h $(FUZZ_CORELIB)
	@echo "  LD $@"
	@$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -Iinclude -Ifuzz $< $(FUZZ_CORELIB) -lm -lpthread -o $@

fuzz-build: deps $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/fuzz_%)

fuzz: fuzz-build
	@sh tools/fuzz.sh $(FUZZ_BUILD) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-list:
	@echo $(FUZZ_TARGETS)

clean:
	rm -rf build b2c.so
