//! Resource-constrained list scheduling and binding, block by block.
//!
//! Each block's ops form a dependence graph (`petgraph`): data edges from
//! producer to consumer, and order edges between accesses to the same
//! memory. States are filled in order; at each state the ready ops are
//! tried by priority (longest latency path to the block's end, then
//! program order). An op is placed when its operands are ready, its
//! combinational chain still fits the clock period, its memory port is
//! free in that state and a unit of its kind is free for its latency.
//! See `docs/hls.md` for the rules in full.
//!
//! A design has at most [`MAX_STATES`] states: every state is a case of
//! the FSM in the Verilog, and the scheduler walks them one by one, so an
//! operator latency from the target (up to 2^32 − 1 cycles) or a pile of
//! slow ops must end in a [`SchedError`] naming the op and its cost's
//! key, not in a wrapped `u32` state counter, hours of scheduling or a
//! gigabyte of Verilog. Below the bound every state sum fits a `u32`.

use crate::cdfg::{Block, Cdfg, Kind, Op, Src, Term};
use petgraph::algo::toposort;
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::Direction;
use rmlir_targets::{HlsLibrary, Target};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Cost of one operator: from the target's `[[hls.ops]]` or the fallback.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cost {
    /// Cycles before the result is registered; 0 is combinational.
    pub latency: u32,
    /// Combinational delay in ns.
    pub delay: f64,
    /// Area in LUT equivalents.
    pub area: f64,
    /// Where the figure came from.
    pub source: CostSource,
}

/// Where a [`Cost`] came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CostSource {
    /// An entry at this width or the next wider one.
    Library,
    /// The widest entry, scaled to the wider width.
    Scaled,
    /// The built-in fallback (no entry for the op).
    Builtin,
    /// Wiring only (casts, address slicing).
    Free,
}

/// The most states a design (its idle state and every block's states)
/// may have; see the module documentation.
pub const MAX_STATES: u32 = 1 << 16;

/// Why a function could not be scheduled: the op it is about (its
/// location, when there is one) and what went wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct SchedError {
    /// The op's location.
    pub at: Option<rmlir_ir::AttrId>,
    /// The message, naming the op and its cost's key.
    pub message: String,
}

/// Where a cost came from, for a message: the key of the target's
/// `[[hls.ops]]` entry or of the built-in table.
fn cost_origin(key: &str, width: u32, source: CostSource) -> String {
    match source {
        CostSource::Library | CostSource::Scaled => {
            format!("the `latency` of the target's `[[hls.ops]]` entry for `{key}`")
        }
        CostSource::Builtin | CostSource::Free => {
            format!("the built-in latency of `{key}` at {width} bits")
        }
    }
}

/// Built-in costs for ops the library does not list: (key, latency per
/// 32 bits, ns per bit, ns fixed, area per bit, area quadratic).
const BUILTIN: &[(&str, u32, f64, f64, f64, bool)] = &[
    ("addi", 0, 0.04, 0.3, 1.0, false),
    ("subi", 0, 0.04, 0.3, 1.0, false),
    ("cmpi", 0, 0.03, 0.3, 1.0, false),
    ("maxsi", 0, 0.04, 0.5, 2.0, false),
    ("minsi", 0, 0.04, 0.5, 2.0, false),
    ("maxui", 0, 0.04, 0.5, 2.0, false),
    ("minui", 0, 0.04, 0.5, 2.0, false),
    ("andi", 0, 0.0, 0.2, 1.0, false),
    ("ori", 0, 0.0, 0.2, 1.0, false),
    ("xori", 0, 0.0, 0.2, 1.0, false),
    ("select", 0, 0.0, 0.3, 1.0, false),
    ("shli", 0, 0.02, 0.5, 3.0, false),
    ("shrui", 0, 0.02, 0.5, 3.0, false),
    ("shrsi", 0, 0.02, 0.5, 3.0, false),
    ("muli", 1, 0.05, 1.0, 0.6, true),
    ("divui", 4, 0.1, 1.0, 1.0, true),
    ("divsi", 4, 0.1, 1.0, 1.0, true),
    ("floordivsi", 4, 0.1, 1.0, 1.0, true),
    ("ceildivsi", 4, 0.1, 1.0, 1.0, true),
    ("ceildivui", 4, 0.1, 1.0, 1.0, true),
    ("remui", 4, 0.1, 1.0, 1.0, true),
    ("remsi", 4, 0.1, 1.0, 1.0, true),
];

/// The cost of `key` at `width` (see `docs/hls.md`, "Operator costs").
pub fn cost(lib: &HlsLibrary, key: &str, width: u32) -> Cost {
    if matches!(
        key,
        "extsi" | "extui" | "trunci" | "index_cast" | "index_castui"
    ) {
        return Cost {
            latency: 0,
            delay: 0.0,
            area: 0.0,
            source: CostSource::Free,
        };
    }
    let w = u64::from(width);
    if let Some(e) = lib.lookup(key, w) {
        return Cost {
            latency: u32::try_from(e.latency).unwrap_or(u32::MAX),
            delay: e.delay_ns,
            area: e.area,
            source: CostSource::Library,
        };
    }
    let widest = lib
        .entries
        .iter()
        .filter(|e| e.op == key)
        .max_by_key(|e| e.width);
    let quadratic = BUILTIN.iter().find(|b| b.0 == key).is_some_and(|b| b.5);
    if let Some(e) = widest {
        let f = w as f64 / e.width as f64;
        let area = if quadratic {
            e.area * f * f
        } else {
            e.area * f
        };
        return Cost {
            latency: u32::try_from(e.latency).unwrap_or(u32::MAX),
            delay: e.delay_ns * f,
            area,
            source: CostSource::Scaled,
        };
    }
    let (_, lat, per_bit, fixed, area_bit, quad) = BUILTIN
        .iter()
        .find(|b| b.0 == key)
        .copied()
        .unwrap_or(("", 0, 0.04, 0.3, 1.0, false));
    let latency = lat.saturating_mul(width.div_ceil(32));
    let area = if quad {
        area_bit * w as f64 * w as f64
    } else {
        area_bit * w as f64
    };
    Cost {
        latency,
        delay: fixed + per_bit * w as f64,
        area,
        source: CostSource::Builtin,
    }
}

/// The operator key of an op (the `[[hls.ops]]`/`[hls.limits]` name).
pub fn key_of(op: &Op) -> &'static str {
    match &op.kind {
        Kind::Arith(i) => i.key,
        Kind::Cmp(_) => "cmpi",
        Kind::Addr { .. } => "addr",
        Kind::Load { .. } => "load",
        Kind::Store { .. } => "store",
    }
}

/// The cost of an op in the datapath.
pub fn op_cost(lib: &HlsLibrary, g: &Cdfg, op: &Op) -> Cost {
    match &op.kind {
        Kind::Addr { mem } if g.mems[*mem].dims.len() > 1 => cost(lib, "addi", op.width),
        Kind::Addr { .. } | Kind::Load { .. } | Kind::Store { .. } => Cost {
            latency: 0,
            delay: 0.0,
            area: 0.0,
            source: CostSource::Free,
        },
        _ => cost(lib, key_of(op), op.width),
    }
}

/// Where one op runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// State it starts in, counted from the block's first state.
    pub start: u32,
    /// State during which its result is valid as a wire, and at whose end
    /// it is registered.
    pub wire: u32,
    /// The unit it is bound to.
    pub unit: usize,
}

/// A block's schedule.
#[derive(Clone, Debug)]
pub struct BlockSched {
    /// One slot per op.
    pub slots: Vec<Slot>,
    /// Number of states (at least 1; the last runs the terminator).
    pub states: u32,
}

/// A functional unit instance.
#[derive(Clone, Debug)]
pub struct Unit {
    /// Operator key (`muli`, `load`).
    pub key: &'static str,
    /// Width.
    pub width: u32,
    /// Cost.
    pub cost: Cost,
    /// Whether it is one of a limited pool (its inputs then come from
    /// registers only).
    pub shared: bool,
    /// (block, op) pairs bound to it.
    pub ops: Vec<(usize, usize)>,
}

/// The whole schedule.
#[derive(Clone, Debug)]
pub struct Schedule {
    /// Per block.
    pub blocks: Vec<BlockSched>,
    /// Units.
    pub units: Vec<Unit>,
    /// Clock period in ns.
    pub period: f64,
    /// First global state number of each block (state 0 is idle).
    pub first: Vec<u32>,
    /// Total states including idle.
    pub total: u32,
}

/// Unit limits: key → instances per width.
pub type Limits = BTreeMap<String, u32>;

struct Pools<'a> {
    limits: &'a Limits,
    /// (key, width) → unit ids of the pool.
    pools: HashMap<(&'static str, u32), Vec<usize>>,
    units: Vec<Unit>,
}

/// Schedules every block of `g`, or says which op would take the design
/// past [`MAX_STATES`].
pub fn schedule(g: &Cdfg, target: &Target, limits: &Limits) -> Result<Schedule, SchedError> {
    let period = 1e9 / target.clock_hz() as f64;
    let mut pools = Pools {
        limits,
        pools: HashMap::new(),
        units: Vec::new(),
    };
    let mut blocks = Vec::new();
    let mut first = Vec::new();
    let mut next = 1u32;
    for (bi, b) in g.blocks.iter().enumerate() {
        let bs = schedule_block(g, target.hls(), period, bi, b, &mut pools)?;
        first.push(next);
        next = (next.checked_add(bs.states))
            .filter(|&n| n <= MAX_STATES)
            .ok_or_else(|| SchedError {
                at: b.ops.last().map(|o| o.at),
                message: format!(
                    "the design needs more than {MAX_STATES} states (this block alone takes {})",
                    bs.states
                ),
            })?;
        blocks.push(bs);
    }
    Ok(Schedule {
        blocks,
        units: pools.units,
        period,
        first,
        total: next,
    })
}

/// An op whose latency alone passes [`MAX_STATES`], as an error naming
/// the op and where its cost came from.
fn too_slow(b: &Block, costs: &[Cost]) -> Option<SchedError> {
    let (op, c) = b
        .ops
        .iter()
        .zip(costs)
        .find(|(_, c)| c.latency >= MAX_STATES)?;
    let key = key_of(op);
    Some(SchedError {
        at: Some(op.at),
        message: format!(
            "'{}' takes {} cycles ({}), but an HLS design has at most {MAX_STATES} states",
            op.mlir,
            c.latency,
            cost_origin(key, op.width, c.source)
        ),
    })
}

/// When an op's result can be used: from `state`, with `arrival` ns of
/// combinational delay already spent if used in that very state.
#[derive(Clone, Copy)]
struct Ready {
    state: u32,
    arrival: f64,
    chainable: bool,
}

fn mem_of(op: &Op) -> Option<usize> {
    match op.kind {
        Kind::Load { mem } | Kind::Store { mem } => Some(mem),
        _ => None,
    }
}

fn dep_graph(b: &Block) -> DiGraph<usize, bool> {
    let mut gr = DiGraph::new();
    let nodes: Vec<NodeIndex> = (0..b.ops.len()).map(|i| gr.add_node(i)).collect();
    let mut producer = HashMap::new();
    // The last access of each memory so far: a map, not a scan back per
    // access, which made a long block of loads and stores `O(n^2)`.
    let mut last_access: HashMap<usize, usize> = HashMap::new();
    for (i, op) in b.ops.iter().enumerate() {
        for a in &op.args {
            if let Src::Reg(r) = a {
                if let Some(&p) = producer.get(r) {
                    gr.update_edge(nodes[p], nodes[i], true);
                }
            }
        }
        if let Some(d) = op.dst {
            producer.insert(d, i);
        }
        if let Some(m) = mem_of(op) {
            if let Some(j) = last_access.insert(m, i) {
                gr.update_edge(nodes[j], nodes[i], false);
            }
        }
    }
    gr
}

/// Longest path (in cycles, at least 1 per op) from each op to the end.
fn priorities(gr: &DiGraph<usize, bool>, lat: &[u32]) -> Vec<u32> {
    let order = toposort(gr, None).expect("SSA order is acyclic");
    let mut prio = vec![0u32; lat.len()];
    for n in order.into_iter().rev() {
        let i = gr[n];
        let tail = gr
            .neighbors_directed(n, Direction::Outgoing)
            .map(|m| prio[gr[m]])
            .max()
            .unwrap_or(0);
        prio[i] = tail + lat[i].max(1);
    }
    prio
}

fn schedule_block(
    g: &Cdfg,
    lib: &HlsLibrary,
    period: f64,
    bi: usize,
    b: &Block,
    pools: &mut Pools,
) -> Result<BlockSched, SchedError> {
    let gr = dep_graph(b);
    let costs: Vec<Cost> = b.ops.iter().map(|o| op_cost(lib, g, o)).collect();
    if let Some(e) = too_slow(b, &costs) {
        return Err(e);
    }
    let lat: Vec<u32> = costs.iter().map(|c| c.latency).collect();
    let prio = priorities(&gr, &lat);
    let mut order: Vec<usize> = (0..b.ops.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(prio[i]), i));
    let mut slots: Vec<Option<Slot>> = vec![None; b.ops.len()];
    let mut ready: Vec<Option<Ready>> = vec![None; b.ops.len()];
    let mut busy: Busy = HashMap::new();
    let mut port: HashMap<(usize, u32), bool> = HashMap::new();
    let mut s = 0u32;
    // The first op in `order` not yet placed: placed ops stay placed, so
    // it only moves forward (a scan from the start each state made a
    // block of `n` ops over `n` states `O(n^2)` before any placing).
    let mut first = 0;
    // The ready list: the unplaced ops whose predecessors are all placed,
    // by rank in `order`. No other op can start (`can_start` needs every
    // predecessor placed), so a pass visits these alone, in the order the
    // full list would, and a long block no longer costs every op a visit
    // in every state.
    let mut rank = vec![0usize; order.len()];
    for (k, &i) in order.iter().enumerate() {
        rank[i] = k;
    }
    let mut unplaced_preds: Vec<usize> = (0..b.ops.len())
        .map(|i| {
            gr.neighbors_directed(NodeIndex::new(i), Direction::Incoming)
                .count()
        })
        .collect();
    let class = pool_classes(b, pools);
    let mut ready_list = ReadyList::new(&class);
    for i in (0..b.ops.len()).filter(|&i| unplaced_preds[i] == 0) {
        ready_list.insert(rank[i], class[i]);
    }
    loop {
        while first < order.len() && slots[order[first]].is_some() {
            first += 1;
        }
        let Some(waiting) = order.get(first) else {
            break;
        };
        // Latencies are below the bound, so `s + latency` cannot wrap.
        if s >= MAX_STATES {
            let op = &b.ops[*waiting];
            return Err(SchedError {
                at: Some(op.at),
                message: format!(
                    "'{}' cannot start within the {MAX_STATES} states an HLS design may have",
                    op.mlir
                ),
            });
        }
        ready_list.new_state();
        let mut progress = true;
        while progress {
            progress = false;
            // Placing an op may add its successors: those ranked after it
            // are visited in this pass, the others in the next, as a walk
            // of the full order would.
            let mut cursor = None;
            while let Some(k) = ready_list.next_after(cursor) {
                cursor = Some(k);
                let i = order[k];
                let Some(arrival) = can_start(&gr, b, i, s, &costs, &ready, &slots, period, pools)
                else {
                    continue;
                };
                let op = &b.ops[i];
                if let Some(m) = mem_of(op) {
                    if port.contains_key(&(m, s)) {
                        continue;
                    }
                }
                let c = costs[i];
                let span = c.latency.max(1);
                let Some(unit) = pools.bind(op, c, bi, i, s, span, &mut busy) else {
                    // No unit of the pool is free in `s`, nor will one be
                    // for the rest of the state: binding only adds work.
                    ready_list.pool_full(class[i]);
                    continue;
                };
                if let Some(m) = mem_of(op) {
                    port.insert((m, s), true);
                }
                let (wire, r) = match (&op.kind, c.latency) {
                    (Kind::Load { .. }, _) => (
                        s + 1,
                        Ready {
                            state: s + 1,
                            arrival: 0.0,
                            chainable: true,
                        },
                    ),
                    (_, 0) => (
                        s,
                        Ready {
                            state: s,
                            arrival: arrival + c.delay,
                            chainable: true,
                        },
                    ),
                    (_, l) => (
                        s + l - 1,
                        Ready {
                            state: s + l,
                            arrival: 0.0,
                            chainable: false,
                        },
                    ),
                };
                slots[i] = Some(Slot {
                    start: s,
                    wire,
                    unit,
                });
                ready[i] = Some(r);
                ready_list.remove(k, class[i]);
                for m in gr.neighbors_directed(NodeIndex::new(i), Direction::Outgoing) {
                    let j = gr[m];
                    unplaced_preds[j] -= 1;
                    if unplaced_preds[j] == 0 {
                        ready_list.insert(rank[j], class[j]);
                    }
                }
                progress = true;
            }
        }
        s += 1;
    }
    let slots: Vec<Slot> = slots.into_iter().map(|x| x.expect("placed")).collect();
    let states = last_state(b, &slots, &ready) + 1;
    Ok(BlockSched { slots, states })
}

/// The pool class of each op of `b`: 0 for an op on an unlimited kind,
/// else one more than the index of its `(key, width)` pool among the
/// block's limited pools.
fn pool_classes(b: &Block, pools: &Pools) -> Vec<usize> {
    let mut ids: HashMap<(&'static str, u32), usize> = HashMap::new();
    b.ops
        .iter()
        .map(|op| {
            if !pools.limited(op) {
                return 0;
            }
            let next = ids.len() + 1;
            *ids.entry((key_of(op), op.width)).or_insert(next)
        })
        .collect()
}

/// The ready list: the unplaced ops whose predecessors are all placed, by
/// rank, split by pool class. Once a limited pool has no unit free in a
/// state none of its ops can bind for the rest of that state, so a walk
/// skips the whole class instead of visiting each of its waiting ops (a
/// block of `n` multiplies on one unit visited all `n` in each of `n`
/// states). A walk still meets every other op in rank order.
struct ReadyList {
    /// Ranks of ready ops, per class.
    classes: Vec<BTreeSet<usize>>,
    /// Whether each class's pool is full in the current state.
    full: Vec<bool>,
}

impl ReadyList {
    fn new(class: &[usize]) -> Self {
        let n = class.iter().copied().max().unwrap_or(0) + 1;
        ReadyList {
            classes: vec![BTreeSet::new(); n],
            full: vec![false; n],
        }
    }

    fn insert(&mut self, rank: usize, class: usize) {
        self.classes[class].insert(rank);
    }

    fn remove(&mut self, rank: usize, class: usize) {
        self.classes[class].remove(&rank);
    }

    /// A new state: every pool may have a free unit again.
    fn new_state(&mut self) {
        self.full.iter_mut().for_each(|f| *f = false);
    }

    /// `class`'s pool has no unit free for the rest of the state (the
    /// unlimited class 0 never fills).
    fn pool_full(&mut self, class: usize) {
        if class != 0 {
            self.full[class] = true;
        }
    }

    /// The first rank after `cursor` (from the start for `None`) among
    /// the classes whose pools are not full.
    fn next_after(&self, cursor: Option<usize>) -> Option<usize> {
        let from = cursor.map_or(0, |k| k + 1);
        (self.classes.iter().zip(&self.full))
            .filter(|(_, &full)| !full)
            .filter_map(|(set, _)| set.range(from..).next().copied())
            .min()
    }
}

/// The state running the terminator: after every op's result is
/// registered and every value the terminator reads is ready.
fn last_state(b: &Block, slots: &[Slot], ready: &[Option<Ready>]) -> u32 {
    let mut t = slots.iter().map(|s| s.wire).max().unwrap_or(0);
    let producer: HashMap<_, _> = b
        .ops
        .iter()
        .enumerate()
        .filter_map(|(i, o)| o.dst.map(|d| (d, i)))
        .collect();
    let mut srcs: Vec<Src> = Vec::new();
    match &b.term {
        Term::Jump(e) => srcs.extend(&e.args),
        Term::Branch(c, x, y) => {
            srcs.push(*c);
            srcs.extend(&x.args);
            srcs.extend(&y.args);
        }
        Term::Return(v) => srcs.extend(v),
    }
    for s in srcs {
        if let Src::Reg(r) = s {
            if let Some(&p) = producer.get(&r) {
                t = t.max(ready[p].expect("placed").state);
            }
        }
    }
    t
}

/// Whether op `i` may start in state `s`; the arrival time of its
/// operands if so.
#[allow(clippy::too_many_arguments)]
fn can_start(
    gr: &DiGraph<usize, bool>,
    b: &Block,
    i: usize,
    s: u32,
    costs: &[Cost],
    ready: &[Option<Ready>],
    slots: &[Option<Slot>],
    period: f64,
    pools: &Pools,
) -> Option<f64> {
    let op = &b.ops[i];
    let regs_only = costs[i].latency > 0 || pools.limited(op);
    let mut arrival: f64 = 0.0;
    for e in gr.edges_directed(NodeIndex::new(i), Direction::Incoming) {
        let p = gr[petgraph::visit::EdgeRef::source(&e)];
        let data = *e.weight();
        if !data {
            if slots[p]?.start >= s {
                return None;
            }
            continue;
        }
        let r = ready[p]?;
        if r.state > s {
            return None;
        }
        if r.state == s && r.chainable {
            if regs_only {
                return None;
            }
            arrival = arrival.max(r.arrival);
        }
    }
    if arrival > 0.0 && arrival + costs[i].delay > period {
        return None;
    }
    Some(arrival)
}

/// The state from which each unit is free. A block is scheduled state by
/// state, so every op already bound started no later than the one being
/// bound: a unit is free for states `s..` exactly when all it runs ends
/// by `s`, and the latest end is all that needs keeping (a list of busy
/// ranges, scanned per bind, made `n` ops on one unit `O(n^2)`).
type Busy = HashMap<usize, u32>;

impl Pools<'_> {
    fn limited(&self, op: &Op) -> bool {
        self.limits.contains_key(key_of(op))
    }

    /// Binds op `i` of block `bi` to a unit free in states `s..s+span`.
    #[allow(clippy::too_many_arguments)]
    fn bind(
        &mut self,
        op: &Op,
        c: Cost,
        bi: usize,
        i: usize,
        s: u32,
        span: u32,
        busy: &mut Busy,
    ) -> Option<usize> {
        let key = key_of(op);
        let Some(&limit) = self.limits.get(key) else {
            self.units.push(Unit {
                key,
                width: op.width,
                cost: c,
                shared: false,
                ops: vec![(bi, i)],
            });
            return Some(self.units.len() - 1);
        };
        let pool = self.pools.entry((key, op.width)).or_default();
        let free = |u: usize| busy.get(&u).is_none_or(|&end| end <= s);
        let unit = match pool.iter().copied().find(|&u| free(u)) {
            Some(u) => u,
            None if (pool.len() as u32) < limit => {
                self.units.push(Unit {
                    key,
                    width: op.width,
                    cost: c,
                    shared: true,
                    ops: Vec::new(),
                });
                pool.push(self.units.len() - 1);
                self.units.len() - 1
            }
            None => return None,
        };
        let end = busy.entry(unit).or_default();
        *end = (*end).max(s + span);
        self.units[unit].ops.push((bi, i));
        Some(unit)
    }
}

#[cfg(test)]
mod tests {
    use super::{cost, CostSource};
    use rmlir_targets::Target;

    #[test]
    fn costs_follow_the_documented_fallback() {
        let t = Target::builtin_default();
        let lib = t.hls();
        // configs/tpu.toml: addi 8/32/64 bits, muli 32 bits (latency 2,
        // 3.2 ns, area 600).
        let a = cost(lib, "addi", 13);
        assert_eq!(
            (a.latency, a.delay, a.source),
            (0, 1.6, CostSource::Library)
        );
        // muli at 64 bits: the 32-bit entry scaled, area quadratically.
        let m = cost(lib, "muli", 64);
        assert_eq!(
            (m.latency, m.delay, m.area, m.source),
            (2, 6.4, 2400.0, CostSource::Scaled)
        );
        // divsi has no entry: built in, 4 cycles per 32 bits.
        let d = cost(lib, "divsi", 13);
        assert_eq!((d.latency, d.source), (4, CostSource::Builtin));
        assert_eq!(cost(lib, "divsi", 96).latency, 12);
        // Casts are wiring.
        assert_eq!(cost(lib, "extsi", 64).source, CostSource::Free);
    }
}
