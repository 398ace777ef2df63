#!/usr/bin/env python3
# Writes the seed corpus fuzz/corpus/<target>/: a few inputs per target, encoded as the targets
# decode them (fuzz/fuzz_input.h), each an ordinary scene for the fuzzer to start from and mutate.
# Run from the repository's root: python3 fuzz/make_seeds.py
import os
import struct

SPECIALS = {'nan': 15, 'inf': 13, '-inf': 14, '1e30': 9, 'max': 11, 'denormal': 4, 'slop': 7}


def f(x):
    """A float: a grid value (multiple of 1/256 in [-128, 128)), a special by name, or raw bits."""
    if isinstance(x, str):
        return bytes([0xE0 + SPECIALS[x]])
    n = round(x * 256)
    if -32768 <= n < 32768 and n / 256 == x:
        return bytes([0x00]) + struct.pack('>h', n)
    return bytes([0xF0]) + struct.pack('<f', x)


def v(x, y):
    return f(x) + f(y)


def b(*values):
    return bytes(values)


# ---- shapes (fuzzShape) ----
def circle(cx, cy, r):
    return b(0) + v(cx, cy) + f(r)


def capsule(x1, y1, x2, y2, r):
    return b(1) + v(x1, y1) + v(x2, y2) + f(r)


def polygon(points, radius=0.0):
    return b(2, len(points) - 3) + b''.join(v(*p) for p in points) + f(radius)


def box(hx, hy, cx=0.0, cy=0.0, angle=0.0):
    return b(3) + f(hx) + f(hy) + v(cx, cy) + f(angle)


def segment(x1, y1, x2, y2):
    return b(4) + v(x1, y1) + v(x2, y2)


def chain_segment(g1, p1, p2, g2):
    flags = (1 if g1 else 0) | (2 if g2 else 0)
    out = b(5, flags) + v(*p1) + v(*p2)
    if g1:
        out += v(*g1)
    if g2:
        out += v(*g2)
    return out


def transform(x, y, angle):
    return v(x, y) + f(angle)


# ---- hull ----
def hull_input(points, radius, xf, p1, p2, max_fraction, hx, hy, center, angle):
    return (b(len(points)) + b''.join(v(*p) for p in points) + f(radius) + transform(*xf) + v(*p1) + v(*p2) +
            f(max_fraction) + f(hx) + f(hy) + v(*center) + f(angle))


HULL = {
    'square_with_extras': hull_input([(0, 0), (1, 0), (1, 1), (0, 1), (0.5, 0.5), (0.5, 0), (1, 1)], 0.0,
                                     (2, 1, 0.5), (-3, 0.5), (3, 0.5), 1.0, 0.5, 0.25, (1, 1), 0.3),
    'rounded_octagon': hull_input([(2, 0), (1.5, 1.5), (0, 2), (-1.5, 1.5), (-2, 0), (-1.5, -1.5), (0, -2),
                                   (1.5, -1.5)], 0.25, (0, 0, 0), (-5, -5), (5, 5), 0.75, 2, 1, (0, 0), 0),
    'collinear': hull_input([(0, 0), (1, 1), (2, 2), (3, 3)], 0.0, (0, 0, 0), (0, 0), (1, 0), 1.0, 1, 1, (0, 0), 0),
    'huge_and_nan': hull_input([(0, 0), ('max', '1e30'), ('1e30', -23), ('nan', 1)], 0.0, (0, 0, 'inf'),
                               (0, 0), (1, 1), 1.0, 'denormal', 1, (0, 0), 'nan'),
}


# ---- collide ----
def sweep(local, c0, c, a0, a, alpha0_byte=0):
    return v(*local) + v(*c0) + v(*c) + f(a0) + f(a) + b(alpha0_byte)


def collide_input(shape_a, shape_b, xf_a, xf_b, translation=(0, -2), max_fraction=1.0,
                  sweep_a=None, sweep_b=None, t_max=1.0):
    sweep_a = sweep_a or sweep((0, 0), (0, 0), (0, 0), 0, 0)
    sweep_b = sweep_b or sweep((0, 0), (0, 3), (0, -3), 0, 1)
    return shape_a + shape_b + transform(*xf_a) + transform(*xf_b) + v(*translation) + f(max_fraction) + \
        sweep_a + sweep_b + f(t_max)


COLLIDE = {
    'box_on_box': collide_input(box(2, 0.5), box(0.5, 0.5), (0, 0, 0), (0.2, 0.99, 0.1)),
    'circle_polygon': collide_input(circle(0, 0, 0.5), polygon([(-1, 0), (1, 0), (0, 1)], 0.1),
                                    (0, 1.3, 0), (0, 0, 0.2), translation=(0, -1)),
    'capsules': collide_input(capsule(-1, 0, 1, 0, 0.25), capsule(0, -1, 0, 1, 0.25), (0, 0, 0), (0.5, 0.3, 0.7)),
    'chain_segment_box': collide_input(chain_segment((-4, 0), (-2, 0), (2, 0), (4, 0.5)), box(0.5, 0.5),
                                       (0, 0, 0), (1.9, -0.49, 0)),
    'segment_circle': collide_input(segment(-1, 0, 1, 0), circle(0, 0, 0.3), (0, 0, 0), (0.9, 0.29, 0),
                                    sweep_a=sweep((0, 0), (0, 0), (0, 0), 0, 0),
                                    sweep_b=sweep((0, 0), (0.5, 5), (0.5, -5), 0, 0, 64)),
}


# ---- tree ----
def tree_box(x, y, w, h):
    return v(x, y) + v(w, h)


def tree_input(broad_phase, ops):
    return b(1 if broad_phase else 0) + b''.join(ops)


def t_create(x, y, w, h):
    return b(0) + tree_box(x, y, w, h)


def t_destroy(i):
    return b(1, i)


def t_move(i, x, y, w, h, dx, dy):
    return b(2, i) + tree_box(x, y, w, h) + v(dx, dy)


def t_query(x0, y0, x1, y1, first=False):
    return b(3) + v(x0, y0) + v(x1, y1) + b(1 if first else 0)


def t_ray(x0, y0, x1, y1, max_fraction_byte=255):
    return b(4) + v(x0, y0) + v(x1, y1) + b(max_fraction_byte)


T_REBUILD, T_VALIDATE, T_TOUCH_PREFIX, T_UPDATE = b(5), b(6), 8, b(9)


def t_shift(x, y):
    return b(7) + v(x, y)


def t_touch(i):
    return b(T_TOUCH_PREFIX, i)


GRID = [t_create(x * 1.5, y * 1.5, 1, 1) for x in range(5) for y in range(4)]
TREE = {
    'grid_tree': tree_input(False, GRID + [T_VALIDATE, t_query(1, 1, 4, 4), t_ray(-1, 0.5, 10, 5),
                                           t_move(3, 20, 20, 1, 1, 5, 5), t_destroy(7), t_destroy(0), T_REBUILD,
                                           t_query(-100, -100, 100, 100, True), t_shift(3, 3), T_VALIDATE]),
    'broad_phase_pairs': tree_input(True, GRID[:8] + [T_UPDATE, t_move(2, 0.5, 0.5, 1, 1, 0.5, 0.5), t_touch(5),
                                                      T_UPDATE, t_create(0, 0, 10, 10), T_UPDATE, T_VALIDATE]),
    'big_boxes': tree_input(False, [t_create(-1e17 + 0.0, 0, 'max', 1), t_create(0, 0, 'denormal', 'denormal'),
                                    t_create(5, 5, 1, 1), t_create(-50, 3, 100, 0), T_VALIDATE,
                                    t_ray('nan', 0, 1, 1), t_ray(-60, 3.5, 60, 3.5), t_query('-inf', 0, 'inf', 1)]),
}


# ---- world ----
def w_header(gx=0.0, gy=-10.0, flags=0):
    return v(gx, gy) + b(flags)


def w_body(kind, x, y, angle=0.0, vx=0.0, vy=0.0, w=0.0, flags=0, gravity_scale=1.0):
    # op 0: type, position, angle, velocity, angular velocity, dampings, gravity scale, flags
    return b(0, kind) + v(x, y) + f(angle) + v(vx, vy) + f(w) + f(0) + f(0) + f(gravity_scale) + b(flags)


def shape_def(density=1.0, friction=0.6, restitution=0.0, sensor=False, filter_bytes=b'\x00'):
    return f(density) + f(friction) + f(restitution) + b(0 if sensor else 1) + filter_bytes


def w_shape(body, geometry, **kw):
    return b(2, body) + geometry + shape_def(**kw)


def w_chain(body, points, loop=False, **kw):
    return b(4, body, len(points) - 2, 1 if loop else 0) + b''.join(v(*p) for p in points) + shape_def(**kw)


def w_step(choice=0, sub_steps=4, repeats=16):
    return b(6, choice, sub_steps - 1, repeats - 1)


def w_joint(kind, body_a, body_b, fields, world_a=False, flags=0, anchor_a=(0, 0), anchor_b=(0, 0), ref=0.0):
    return b(5, kind, 0 if world_a else 1, body_a, body_b, flags) + v(*anchor_a) + v(*anchor_b) + f(ref) + \
        b''.join(f(x) if not isinstance(x, tuple) else v(*x) for x in fields)


def w_destroy(what, i):
    return b(8, what, i)


def w_body_change(what, body, *values):
    return b(9, what, body) + b''.join(f(x) if not isinstance(x, tuple) else v(*x) for x in values)


def w_joint_param(joint, param, value):
    return b(10, joint, 0, param) + f(value)


def w_query(kind, payload):
    return b(11, 0, kind) + payload


PYRAMID = [w_body(0, 0, 0), w_shape(0, box(20, 0.5))]
n = 1
for row in range(4):
    for col in range(4 - row):
        PYRAMID += [w_body(2, (col - (3 - row) / 2) * 1.1, 1 + row * 1.05), w_shape(n, box(0.5, 0.5))]
        n += 1

JOINTS = [w_body(0, 0, 10), w_shape(0, box(0.5, 0.5))]
for i in range(1, 8):
    JOINTS += [w_body(2, i * 1.5, 10), w_shape(i, circle(0, 0, 0.4) if i % 2 else box(0.4, 0.3), density=2.0)]
JOINTS += [
    w_joint(0, 0, 1, [1.5, 0.5, 3, 4, 0.5, 0, 0], flags=0b0110),                   # distance: spring, limit
    w_joint(1, 1, 2, [-0.5, 0.5, 0, 0, 1, 0, 10], flags=0b1100, anchor_a=(0.75, 0)),  # revolute
    w_joint(2, 2, 3, [(1, 0), -1, 1, 0, 0, 2, 50, 0], flags=0b0100),               # prismatic
    w_joint(3, 3, 4, [5, 0, 0.7], anchor_a=(0.75, 0), anchor_b=(-0.75, 0)),        # weld
    w_joint(4, 0, 5, [(8, 5), 5, 0.7, 500], world_a=True),                        # mouse
    w_joint(5, 5, 6, [(0, 1), -0.5, 0.5, 4, 0.7, 1, 0, 10], flags=0b1110),          # wheel
    w_joint(6, 6, 7, [(1.5, 0), 0.2, 100, 10, 0.3]),                               # motor
    w_step(0, 4, 16), w_joint_param(2, 3, 8.0), w_step(0, 4, 16), w_destroy(0, 3), w_step(1, 2, 16),
]

WORLD = {
    'pyramid': w_header() + b''.join(PYRAMID) + w_step(0, 4, 16) + w_step(0, 4, 16) +
    w_query(2, v(-10, 1.5) + v(10, 1.5) + b(3)) + w_step(0, 4, 16),
    'joints': w_header(flags=0b0100) + b''.join(JOINTS),
    'chain_and_bullets': w_header(flags=0b1000) + w_body(0, 0, 0) +
    w_chain(0, [(10, 2), (5, 0), (0, -1), (-5, 0), (-10, 2)]) +
    w_body(2, 0, 5, vx=0, vy=-100, flags=2) + w_shape(1, capsule(-0.2, 0, 0.2, 0, 0.1)) +
    w_body(2, 2, 3, w=3) + w_shape(2, polygon([(0, 0), (1, 0), (0.5, 0.8)], 0.05)) +
    w_body(1, -3, 1, vx=1) + w_shape(3, segment(-1, 0, 1, 0)) +
    w_step(0, 4, 16) + w_step(2, 8, 16) + w_body_change(4, 3) + b(2) + w_step(0, 4, 16) +
    w_query(3, b(31)),
}


def write(target, seeds):
    directory = os.path.join('fuzz', 'corpus', target)
    os.makedirs(directory, exist_ok=True)
    for name, data in seeds.items():
        with open(os.path.join(directory, name), 'wb') as out:
            out.write(data)


write('hull', HULL)
write('collide', COLLIDE)
write('tree', TREE)
write('world', WORLD)
