//! XLA:CPU's f32 sums of 4096 elements or more, which it hands to YNNPACK
//! (a `__ynn_fusion`), as jaxlib 0.10.2 computes them for Pallas
//! interpret mode (`docs/pallas.md` § Values): column sums (the target op
//! `xla_col_sum`, `jnp.sum(x, axis=0)` of an `R × C` array; below 4096
//! elements XLA compiles them itself, each column summed as a row is,
//! [`super::xla_cpu::row_sum`]) and row sums (`xla_row_sum` from 4096
//! elements, [`ynn_row_sum`]). YNNPACK's order is modelled from its
//! sources (`ynnpack/kernels/reduce/sum.h`: `sum_float_kn` and
//! `sum_float_k1`; the tiling of `ynnpack/subgraph/reduce.cc` and
//! `make_split_factors`) and checked bit for bit against interpret mode
//! on column sums of 1 to 1100 rows and 8 to 2048 columns and row sums of
//! 16 to 32768 lanes (`tests/pallas_xla_ops.rs`). Every add and subtract
//! flushes subnormals, as XLA:CPU's MXCSR makes YNNPACK's do.

use super::xla_cpu::{add, flush, row_sum};

/// From this many elements XLA:CPU hands a reduction to YNNPACK
/// (`IsInstructionPreferredByYnn`).
pub const YNN_MIN_ELEMENTS: usize = 4096;

/// Elements of one of YNNPACK's tiles (`make_split_factors`: 128 KiB of
/// f32): a tile spans every column and `TILE_ELEMENTS / C` rows.
const TILE_ELEMENTS: usize = 32768;

/// Rows the kernel (`partial_sum_kn`) adds per step, from zero.
const GROUP: usize = 4;

/// Rows (in steps of [`GROUP`]) between the tree's first level and its
/// second, and between its second and its Kahan-summed third
/// (`tree_degree` 16 and 16²).
const LEVELS: [usize; 2] = [16, 256];

/// `a − b` with both flushes, as one `subps` under XLA:CPU's MXCSR.
fn sub(a: f32, b: f32) -> f32 {
    flush(flush(a) - flush(b))
}

/// One step of `partial_sum_kn`: `0 + r0 + r1 + r2 + r3`, rows past the
/// end read as `+0` (they still add: `-0 + 0` is `+0`).
fn group(rows: &[f32]) -> f32 {
    (0..GROUP).fold(0.0, |acc, i| add(acc, rows.get(i).copied().unwrap_or(0.0)))
}

/// Lanes of the vector `sum_float_k1` accumulates a row in (its
/// `consistent_n`, 64 bytes of f32).
const LANES: usize = 16;

/// Elements one step of `partial_sum_k1` reads: four vectors of
/// [`LANES`].
const K1_STEP: usize = GROUP * LANES;

/// The longest row [`ynn_row_sum`] models: a longer one is one tile's
/// worth of a row per partial sum (`make_split_factors`), not modelled.
pub const K1_MAX: usize = TILE_ELEMENTS;

/// YNNPACK's sum of one row of `row.len() ≤` [`K1_MAX`] elements from
/// `init` (`sum_float_k1`): steps of 64 elements, each four vectors of 16
/// lanes summed from 0 (lane `l` of a step is `0 + x[l]` plus elements `l + 16`,
/// `l + 32`, `l + 48`, zeros past the end), into a tree per lane (as
/// the column sums' `Tree`) whose clock advances 16 per step (64 per four steps
/// while 256 elements remain), flushed in tree order; then the lanes
/// (`0 + level 2`) summed by halves (lane `i` plus lane `i + 8`, then `+ 4`,
/// `+ 2`, `+ 1`), and `init` plus that.
pub fn ynn_row_sum(row: &[f32], init: f32) -> f32 {
    let mut lanes: [Tree; LANES] = Default::default();
    let step = |lanes: &mut [Tree; LANES], at: &[f32]| {
        for (l, tree) in lanes.iter_mut().enumerate() {
            let vals: [f32; GROUP] =
                std::array::from_fn(|i| at.get(i * LANES + l).copied().unwrap_or(0.0));
            tree.low[0] = add(tree.low[0], group(&vals));
        }
    };
    let accumulate = |lanes: &mut [Tree; LANES], clock: usize| {
        lanes.iter_mut().for_each(|t| t.accumulate(clock));
    };
    let (mut rest, mut clock) = (row, 0);
    while rest.len() >= GROUP * K1_STEP {
        for _ in 0..GROUP {
            step(&mut lanes, rest);
            rest = &rest[K1_STEP..];
        }
        clock += GROUP * LANES;
        accumulate(&mut lanes, clock);
    }
    while rest.len() >= K1_STEP {
        step(&mut lanes, rest);
        rest = &rest[K1_STEP..];
        clock += LANES;
        accumulate(&mut lanes, clock);
    }
    if !rest.is_empty() {
        step(&mut lanes, rest);
    }
    accumulate(&mut lanes, 0);
    let mut v: Vec<f32> = lanes.iter().map(|t| add(0.0, t.top)).collect();
    while v.len() > 1 {
        let (lo, hi) = v.split_at(v.len() / 2);
        v = lo.iter().zip(hi).map(|(&a, &b)| add(a, b)).collect();
    }
    add(init, v[0])
}

/// The tree of accumulators `sum_float_kn_tile` keeps for one column.
#[derive(Default)]
struct Tree {
    /// Levels 0 and 1, summed plainly.
    low: [f32; 2],
    /// Level 2, Kahan-summed, and its error term.
    top: f32,
    err: f32,
}

impl Tree {
    /// `accumulate(clock)`: level 0 into level 1 every 16 rows, level 1
    /// into level 2 (Kahan) every 256; `clock` 0 flushes both.
    fn accumulate(&mut self, clock: usize) {
        if !clock.is_multiple_of(LEVELS[0]) {
            return;
        }
        self.low[1] = add(self.low[1], self.low[0]);
        self.low[0] = 0.0;
        if clock.is_multiple_of(LEVELS[1]) {
            self.kahan(self.low[1]);
            self.low[1] = 0.0;
        }
    }

    /// `kahan_sum(a, top, err)`: an error that is not finite is dropped.
    fn kahan(&mut self, a: f32) {
        let y = sub(a, self.err);
        let t = add(self.top, y);
        let e = sub(sub(t, self.top), y);
        self.err = if e.is_finite() { e } else { 0.0 };
        self.top = t;
    }
}

/// `sum_float_kn` of one column's `k` values into `x0`: up to 4 rows
/// one [`group`]; beyond, groups of 4 into a tree of accumulators
/// (levels every 16 and 256 rows, the last Kahan-summed), flushed in
/// tree order at the end, `x0 + top`.
fn kernel(x0: f32, col: &[f32]) -> f32 {
    if col.len() <= GROUP {
        return add(x0, group(col));
    }
    let mut tree = Tree::default();
    let mut steps = col.chunks_exact(GROUP);
    let mut clock = 0;
    for rows in steps.by_ref() {
        tree.low[0] = add(tree.low[0], group(rows));
        clock += GROUP;
        tree.accumulate(clock);
    }
    if !steps.remainder().is_empty() {
        tree.low[0] = add(tree.low[0], group(steps.remainder()));
    }
    tree.accumulate(0);
    add(x0, tree.top)
}

/// One reduction node over one column: its rows in tiles of `tile`,
/// each tile's [`kernel`] adding into the output, which starts at `init`.
fn tiled(col: &[f32], tile: usize, init: f32) -> f32 {
    col.chunks(tile).fold(init, kernel)
}

/// YNNPACK's sum of one column of an array of `cols` columns from
/// `init`: if the column is longer than a tile's rows, a partial sum of
/// each tile (from 0), then those summed by a second reduction node
/// (tiled the same way) from `init`.
fn ynn_column(col: &[f32], cols: usize, init: f32) -> f32 {
    let tile = (TILE_ELEMENTS / cols.max(1)).max(1);
    if col.len() <= tile {
        return kernel(init, col);
    }
    let partial: Vec<f32> = col.chunks(tile).map(|t| kernel(0.0, t)).collect();
    tiled(&partial, tile, init)
}

/// XLA:CPU's sum over the rows of the `rows × cols` array `xs` (row
/// major), column `j` from `inits[j]`: one row is itself (XLA's
/// algebraic simplifier turns a reduction that keeps every element into
/// a reshape, the initial value being the identity by XLA's contract);
/// below [`YNN_MIN_ELEMENTS`] elements each column as [`row_sum`] sums a
/// row, else YNNPACK's order (`ynn_column`). `None` if the lengths
/// disagree.
pub fn col_sum(xs: &[f32], cols: usize, inits: &[f32]) -> Option<Vec<f32>> {
    if cols == 0 || inits.len() != cols || !xs.len().is_multiple_of(cols) {
        return None;
    }
    let rows = xs.len() / cols;
    if rows == 1 {
        return Some(xs.to_vec());
    }
    let column = |j: usize| -> Vec<f32> { (0..rows).map(|i| xs[i * cols + j]).collect() };
    let sums = (0..cols).map(|j| {
        let col = column(j);
        if xs.len() < YNN_MIN_ELEMENTS {
            row_sum(&col, inits[j])
        } else {
            ynn_column(&col, cols, inits[j])
        }
    });
    Some(sums.collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `1 + 2^-24` rounds to 1 (a tie to even) while `2^-24 + 2^-24` is
    /// exact: which values meet first shows in the sum.
    const TINY: f32 = 1.0 / 16_777_216.0;

    /// A column of `rows` values `TINY` with a 1 at `one`, in an array of
    /// 128 columns (all alike).
    fn column_of(rows: usize, one: usize) -> Vec<f32> {
        let mut xs = vec![TINY; rows * 128];
        xs[one * 128..(one + 1) * 128].fill(1.0);
        xs
    }

    /// 40 rows: ten groups of 4, each summed from 0 before meeting the
    /// running sum, so only group 0's three tinies meet the 1 (and are
    /// lost); a left fold loses all 39.
    #[test]
    fn groups_of_four_sum_before_the_running_sum() {
        let xs = column_of(40, 0);
        let got = col_sum(&xs, 128, &[0.0; 128]).unwrap();
        assert_eq!(got[0], 1.0 + 36.0 * TINY);
        assert!(got.iter().all(|&g| g == got[0]));
    }

    /// Below 4096 elements (31 rows of 128) each column is a row sum: one
    /// loop from `init` for up to 32 rows.
    #[test]
    fn small_arrays_sum_in_order() {
        let xs = column_of(31, 0);
        let got = col_sum(&xs, 128, &[0.0; 128]).unwrap();
        assert_eq!(got[0], 1.0);
    }

    /// 300 rows of 256 columns: tiles of 128 rows, each a partial sum
    /// from 0, then the partials summed. With `2^24` in row 0 and a 1 in
    /// every 16th row after it, the tree of one kernel meets each 1 alone
    /// with the `2^24` (lost, ties to even) until its Kahan level adds the
    /// last three (`2^24 + 4`); by tiles, tile 0 loses its seven 1s, but
    /// tiles 1 (eight) and 2 (three) keep theirs: `2^24 + 8 + 3` rounds to
    /// `2^24 + 12`.
    #[test]
    fn tall_columns_sum_by_tiles() {
        let mut xs = vec![0.0f32; 300 * 256];
        xs[..256].fill(16_777_216.0);
        for row in (16..300).step_by(16) {
            xs[row * 256..(row + 1) * 256].fill(1.0);
        }
        let got = col_sum(&xs, 256, &[0.0; 256]).unwrap();
        assert_eq!(got[0], 16_777_228.0);
        let untiled = kernel(0.0, &(0..300).map(|i| xs[i * 256]).collect::<Vec<_>>());
        assert_eq!(untiled, 16_777_220.0);
    }

    /// A subnormal is read as zero; an infinity's error term is dropped.
    #[test]
    fn flushes_and_keeps_infinities() {
        let mut xs = vec![1e-40f32; 64 * 128];
        xs[5 * 128 + 1] = f32::INFINITY;
        let got = col_sum(&xs, 128, &[0.0; 128]).unwrap();
        assert_eq!(got[0].to_bits(), 0);
        assert_eq!(got[1], f32::INFINITY);
    }

    /// One row is a reshape: `-0` stays `-0` (an add from `+0` would
    /// give `+0`).
    #[test]
    fn one_row_is_itself() {
        assert_eq!(
            col_sum(&[-0.0, 1.0], 2, &[0.0; 2]).unwrap()[0].to_bits(),
            0x8000_0000
        );
    }

    /// A row of 64 is one step: lane `l` holds elements `l`, `l + 16`,
    /// `l + 32` and `l + 48`, then lanes `i` and `i + 8` are added first.
    /// With `2^24` at 0 and 1s at 1 and 9, the two 1s meet each other
    /// (lanes 1 and 9) before the `2^24`, so the sum keeps them; a left
    /// fold meets each 1 alone with the `2^24` and loses both (ties to
    /// even).
    #[test]
    fn rows_sum_by_lanes_then_halves() {
        let mut row = vec![0.0f32; 64];
        row[0] = 16_777_216.0;
        row[1] = 1.0;
        row[9] = 1.0;
        assert_eq!(ynn_row_sum(&row, 0.0), 16_777_218.0);
        assert_eq!(row.iter().fold(0.0f32, |a, &x| a + x), 16_777_216.0);
        // `init` comes last: 2^24 + (1 + 1) from init 2^24 is exact too.
        assert_eq!(ynn_row_sum(&row[1..], 16_777_216.0), 16_777_218.0);
    }

    #[test]
    fn refuses_ragged_lengths() {
        assert!(col_sum(&[1.0; 5], 2, &[0.0; 2]).is_none());
        assert!(col_sum(&[1.0; 4], 0, &[]).is_none());
    }
}
