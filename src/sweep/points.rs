//! The points of a sweep, in one fixed order: kernels, then targets, then
//! the axes in file order, the last axis varying fastest. Each point has
//! an id hashing everything its result depends on (the rmlir version, the
//! kernel's and inputs' bytes, the target file's bytes, the overrides and
//! the run settings), so a re-run can tell which rows it already has.

use super::spec::{set_arg, Sweep};
use crate::cli::report::{sha256_hex, VERSION};
use std::fmt::Write as _;

/// One point of a sweep.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// Its place in the sweep's order, from 0.
    pub index: u64,
    /// Index into [`Sweep::kernels`].
    pub kernel: usize,
    /// Index into [`Sweep::targets`].
    pub target: usize,
    /// Each axis key and its value here, in column order.
    pub axes: Vec<(String, toml::Value)>,
    /// Every `--set` of the point: the target's own, then the axes'.
    pub sets: Vec<String>,
    /// 16 hex digits of the SHA-256 of what the result depends on.
    pub id: String,
}

/// Which points a run takes: `--shard K/N` takes those whose index is
/// `K − 1` modulo `N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// K, from 1.
    pub k: u64,
    /// N, at least 1.
    pub n: u64,
}

impl Shard {
    /// The whole sweep.
    pub const ALL: Shard = Shard { k: 1, n: 1 };

    /// Parses `K/N` with `1 ≤ K ≤ N`.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("--shard {text}: expected K/N with 1 <= K <= N, as in `--shard 1/4`");
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let k: u64 = k.trim().parse().map_err(|_| bad())?;
        let n: u64 = n.trim().parse().map_err(|_| bad())?;
        if k == 0 || k > n {
            return Err(bad());
        }
        Ok(Shard { k, n })
    }

    /// Whether point `index` belongs to this shard.
    pub fn takes(self, index: u64) -> bool {
        index % self.n == self.k - 1
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.k, self.n)
    }
}

/// The most points one run (a shard, or the whole sweep) holds: each
/// finished point's row keeps its report (about 20 KB in memory, 4.6 KB
/// of JSON) until the table is written in point order, so 100,000 rows
/// take about 2 GB. A larger sweep runs in shards.
pub const MAX_RUN_POINTS: u64 = 100_000;

/// The most axis values one run holds (points × axis keys): each row and
/// each point keeps its own.
pub const MAX_RUN_CELLS: u64 = 1 << 22;

/// How many of `total` points `shard` takes.
pub fn shard_len(total: u64, shard: Shard) -> u64 {
    total / shard.n + u64::from(shard.k - 1 < total % shard.n)
}

/// Refuses a run of `sweep` (the part `shard` takes) that holds more
/// points or axis values than [`MAX_RUN_POINTS`] and [`MAX_RUN_CELLS`]
/// allow, before any is made, naming how many shards would each fit.
pub fn check_run_size(sweep: &Sweep, shard: Shard) -> Result<(), String> {
    let total = sweep.point_count().unwrap_or(u64::MAX);
    let points = shard_len(total, shard);
    let keys = (sweep.axis_keys().len() as u64).max(1);
    let cells = points.saturating_mul(keys);
    if points <= MAX_RUN_POINTS && cells <= MAX_RUN_CELLS {
        return Ok(());
    }
    let per_run = MAX_RUN_POINTS.min(MAX_RUN_CELLS / keys).max(1);
    let shards = total.div_ceil(per_run);
    Err(format!(
        "{}: error: this run has {points} points of {keys} axis values each, more than one run \
         holds in memory (at most {MAX_RUN_POINTS} points and {MAX_RUN_CELLS} axis values); \
         run the sweep in shards (`--shard K/{shards}` for K = 1 … {shards}) and join them \
         with `rmlir-sweep merge`",
        sweep.file
    ))
}

/// Every point of `sweep` that `shard` takes, in sweep order.
pub fn points(sweep: &Sweep, shard: Shard) -> Vec<Point> {
    let total = sweep.point_count().unwrap_or(0);
    (0..total)
        .filter(|&i| shard.takes(i))
        .map(|i| point(sweep, i))
        .collect()
}

/// Point `index` of `sweep` (below [`Sweep::point_count`]).
fn point(sweep: &Sweep, index: u64) -> Point {
    let mut rest = index;
    let mut steps = vec![0usize; sweep.axes.len()];
    for (slot, axis) in steps.iter_mut().zip(&sweep.axes).rev() {
        let len = axis.steps.len() as u64;
        *slot = (rest % len) as usize;
        rest /= len;
    }
    let target = (rest % sweep.targets.len() as u64) as usize;
    let kernel = (rest / sweep.targets.len() as u64) as usize;
    let mut axes = Vec::new();
    for (axis, &step) in sweep.axes.iter().zip(&steps) {
        for (key, value) in axis.keys.iter().zip(&axis.steps[step]) {
            axes.push((key.clone(), value.clone()));
        }
    }
    let t = &sweep.targets[target];
    let sets: Vec<String> = (t.set.iter().cloned())
        .chain(axes.iter().map(|(k, v)| set_arg(k, v)))
        .collect();
    let id = point_id(sweep, kernel, target, &sets);
    Point {
        index,
        kernel,
        target,
        axes,
        sets,
        id,
    }
}

/// The id of a point: what its result depends on, hashed.
fn point_id(sweep: &Sweep, kernel: usize, target: usize, sets: &[String]) -> String {
    let k = &sweep.kernels[kernel];
    let mut text = format!("rmlir {VERSION}\nkernel {}\nentry {}\n", k.sha256, k.entry);
    for a in &k.args {
        let _ = writeln!(text, "arg {a:?}");
    }
    for (name, _, sha) in &k.input_files {
        let _ = writeln!(text, "input {name:?} {sha}");
    }
    let _ = writeln!(text, "target {}", sweep.targets[target].source.sha256);
    for s in sets {
        let _ = writeln!(text, "set {s:?}");
    }
    let run = &sweep.run;
    let _ = writeln!(text, "max_cycles {}\nraces {:?}", run.max_cycles, run.races);
    sha256_hex(text.as_bytes())[..16].to_string()
}
