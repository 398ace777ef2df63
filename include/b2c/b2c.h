// SPDX-License-Identifier: MIT
// b2c: 2D collision and rigid-body physics. The one header to include.
#ifndef B2C_H
#define B2C_H

#include "base.h"
#include "broad_phase.h"
#include "check.h"
#include "constants.h"
#include "distance.h"
#include "draw.h"
#include "dynamic_tree.h"
#include "geometry.h"
#include "hull.h"
#include "joint.h"
#include "manifold.h"
#include "math.h"
#include "shape_geometry.h"
#include "world.h"

#endif
