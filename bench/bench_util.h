// What the C++ benchmarks share: a seeded generator that gives both engines the same data, and
// best-of-n timing. Header-only; each benchmark is one translation unit.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <functional>

namespace bench {

struct Rng {
	uint32_t state;
	float next() // in [0, 1)
	{
		state = state * 1664525u + 1013904223u;
		return (float)(state >> 8) / 16777216.0f;
	}
	float range(float lo, float hi) { return lo + (hi - lo) * next(); }
};

// Seconds one call of fn takes.
inline double once(const std::function<void()>& fn)
{
	auto t0 = std::chrono::steady_clock::now();
	fn();
	return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Processor seconds one call of fn takes: on a shared machine, unlike the wall clock, it leaves
// out the time another process had the core (for single-threaded work; Lua's os.clock counts
// the same).
inline double cpuOnce(const std::function<void()>& fn)
{
	std::clock_t t0 = std::clock();
	fn();
	return (double)(std::clock() - t0) / CLOCKS_PER_SEC;
}

// The best of `rounds` calls, in seconds.
inline double seconds(const std::function<void()>& fn, int rounds = 5)
{
	double best = 1e30;
	for (int i = 0; i < rounds; ++i)
		best = std::min(best, once(fn));
	return best;
}

// Best of 9 rounds of each, the two interleaved so that a slow spell of the machine hits both.
inline void interleaved(const std::function<void()>& a, const std::function<void()>& b, double* ta, double* tb)
{
	*ta = *tb = 1e30;
	for (int i = 0; i < 9; ++i) {
		*ta = std::min(*ta, once(a));
		*tb = std::min(*tb, once(b));
	}
}

} // namespace bench
