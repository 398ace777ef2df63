// SPDX-License-Identifier: MIT
// Minimal test harness for the core: each test prints `ok NAME` or `not ok NAME: why`, which
// spec/core_c_spec.lua turns into one busted test per line.
#ifndef B2C_TEST_MACROS_H
#define B2C_TEST_MACROS_H

#include <math.h>
#include <stdio.h>

extern const char *g_testFailure;
extern char g_testBuffer[512];

#define ENSURE(condition)                                                                             \
	do {                                                                                              \
		if (!(condition)) {                                                                           \
			snprintf(g_testBuffer, sizeof g_testBuffer, "%s:%d: %s", __FILE__, __LINE__, #condition); \
			g_testFailure = g_testBuffer;                                                             \
			return 1;                                                                                 \
		}                                                                                             \
	} while (0)

#define ENSURE_SMALL(value, tolerance)                                                                         \
	do {                                                                                                       \
		double ensureValue_ = (double)(value);                                                                 \
		if (!(fabs(ensureValue_) <= (tolerance))) {                                                            \
			snprintf(g_testBuffer, sizeof g_testBuffer, "%s:%d: |%s| = %.9g > %g", __FILE__, __LINE__, #value, \
					 ensureValue_, (double)(tolerance));                                                       \
			g_testFailure = g_testBuffer;                                                                      \
			return 1;                                                                                          \
		}                                                                                                      \
	} while (0)

typedef int TestFcn(void);
typedef struct TestCase {
	const char *name;
	TestFcn *fcn;
} TestCase;

// Every test of the suite, in the order they run.
#define TEST_LIST(X)                             \
	X(MathTrigMatchesLibm)                       \
	X(MathTrigExactValues)                       \
	X(MathAtan2Quadrants)                        \
	X(MathSolve22)                               \
	X(MathSolve33)                               \
	X(MathSymInverse33)                          \
	X(MathTransformRoundTrip)                    \
	X(MathSweep)                                 \
	X(AABBRayCast)                               \
	X(AABBOperations)                            \
	X(AllocatorHook)                             \
	X(IdPoolRecycles)                            \
	X(HullOfSquareWithExtras)                    \
	X(HullFailures)                              \
	X(HullOfRandomPoints)                        \
	X(HullRefusesOverflowingPoints)              \
	X(HullKeepsPointsADenormalApart)             \
	X(MassOfCircleAndBoxes)                      \
	X(MassOfTriangleAndHexagon)                  \
	X(MassOfRoundedShapesByIntegration)          \
	X(ManifoldDegenerateCapsule)                 \
	X(TreeRandomOperations)                      \
	X(BroadPhasePairsOnce)                       \
	X(TreeBoxesNearFloatMax)                     \
	X(TreeCheckFindsEveryBreak)                  \
	X(TreeLeafMovedBackFromNaNKeepsItsSiblings)  \
	X(TreeFatBoxesGrowShrinkThenRebuild)         \
	X(WorldTreesPerBodyType)                     \
	X(WorldTreesKeepAwakeSet)                    \
	X(ArenaStackOrder)                           \
	X(SteadyStepAllocatesNothing)                \
	X(ContactBlocksIndependent)                  \
	X(ContactListsFollowEveryChange)             \
	X(EdgeListsCheckFindsEveryBreak)             \
	X(SnapshotLoaderUsesTheOneChecks)            \
	X(SnapshotRestoresIntoAnyWorld)              \
	X(SnapshotRestoresAndSurvivesMemoryFailure)  \
	X(SnapshotIntoReusesItsMemory)               \
	X(SnapshotCopiesWhatChanged)                 \
	X(SnapshotRestoreKeepsTheWorldsCapacities)   \
	X(SnapshotCarriesGeometryBetweenWorlds)      \
	X(ChainSegmentsAndQueries)                   \
	X(ChainRefusesBadPoints)                     \
	X(ChainCreationOutOfMemory)                  \
	X(DrawShapesByStateAndLayers)                \
	X(CheckRulesOfValues)                        \
	X(CheckDefinitionsFromC)                     \
	X(CheckSettersFromC)                         \
	X(CheckShapeSettersFromC)                    \
	X(JointDefaultsPlacedInTheWorld)             \
	X(JointPlacedFarApart)                       \
	X(JointsBreakAndGearsRefuseFromC)            \
	X(CheckStateFromC)                           \
	X(GeometryCheckRefusesWhatOverflows)         \
	X(WorldRefusesShapesBeyondSinglePrecision)   \
	X(BodiesStayFiniteUnderHugeForces)           \
	X(TimeOfImpactGivesUpOnNaN)                  \
	X(NaNBodyDoesNotSlowTheStep)                 \
	X(ProxiesDestroyedTogetherAsOneByOne)        \
	X(ManyShapesDestroyedAsOneByOne)             \
	X(EveryAllocationFailureLeavesTheWorldSound) \
	X(StepReportsItsAllocationFailures)          \
	X(CustomFilterDecidesNewPairs)               \
	X(ContactDataListsEveryContact)              \
	X(ShiftOriginMovesOnlyPositions)             \
	X(BodySettersRefuseAndKeep)                  \
	X(BodyDisabledLeavesAndComesBack)            \
	X(BodyMassOverrideSurvivesShapes)            \
	X(BodyMotionLocksHoldAxes)                   \
	X(AwakeSetSleepingWorldCostsNothing)         \
	X(AwakeSetStaticMovedFromUnderSleeper)       \
	X(AwakeSetHoldsAndStepsAsEverySlot)          \
	X(WorkersGiveTheBitsOfOne)                   \
	X(WorkersCheckedAndChanged)                  \
	X(BodyMovesReportTheMovingBodies)            \
	X(BodyMovesFlagTheBodiesThatFallAsleep)      \
	X(BodyMovesClearedByARestore)                \
	X(PosesOfTheAwakeBodies)                     \
	X(PosesAgreeWithTheBodiesThroughChanges)     \
	X(BodyMoveAnglesComputedWhenFirstRead)       \
	X(BodyTotalAngleCountsTurns)                 \
	X(BodyTotalAngleKeptBySnapshots)             \
	X(SkinLeavesMassRayAndPointBare)             \
	X(SkinCollidesRounded)                       \
	X(SkinRestsWhereBox2D2Does)                  \
	X(SkinKeptBySnapshots)

#define DECLARE(name) int name(void);
TEST_LIST(DECLARE)

#endif
