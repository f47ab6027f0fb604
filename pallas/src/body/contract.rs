//! Multiplies and adds that interpret mode's XLA:CPU fuses into one
//! rounding (`docs/pallas.md` § Values, "Contracted multiply-adds").
//!
//! XLA:CPU builds every LLVM module with `AllowFPOpFusion = Fast`, so
//! wherever LLVM's SelectionDAG selects an `fmul` whose only use is an
//! `fadd` or `fsub`, it emits one fused multiply-add. At the reference
//! run's `--xla_backend_optimization_level=0` LLVM selects with FastISel,
//! which never contracts, and falls back to the SelectionDAG for a block
//! holding an instruction FastISel cannot select. Which blocks those are
//! follows from the emitter XLA picks for each loop fusion:
//! - a fusion of elementwise ops alone (no constant, no broadcast) goes
//!   to the MLIR fusion emitter, which tiles the innermost dimension
//!   with vectors of `next_power_of_two(last dim)` lanes, at most 8:
//!   over a last dimension of 1 or 2 those are `<1 x float>` and
//!   `<2 x float>`, which FastISel cannot select, so the block is the
//!   SelectionDAG's and its multiply-adds are fused; over 3 or more they
//!   are `<4 x float>`/`<8 x float>`, which FastISel selects;
//! - a fusion holding a constant, a broadcast or a reshape goes to the
//!   legacy emitter's scalar loop, which FastISel selects, except up to
//!   its last `exp`: XLA's `exp` routine is `<1 x float>` code, so the
//!   block from its start to there is the SelectionDAG's, and the ops
//!   the elemental emitter emits before the `exp` (each after its
//!   operands, first to last) are contracted, the multiply-adds of a
//!   `tanh` or `rsqrt` routine there too (`Plan::contracted`).
//!
//! The fusions are XLA's instruction fusion after its common-
//! subexpression pass (identical ops are one instruction): an
//! elementwise producer joins its consumers when every user of it is a
//! fusible op or a reduction of the same computation, copied into each
//! when it has several (XLA duplicates cheap producers), except an
//! expensive op (a division or a `math` function) with several users,
//! which stays its own fusion. Loads, stores, reductions, dots, YNNPACK
//! fusions (`ynn.rs`) and ops of another block end fusions; a `keepdims`
//! reduction over one element is no op (XLA's simplifier).
//!
//! Within a contracting fusion, an f32 `arith.addf`/`arith.subf` with an
//! `arith.mulf` operand that has no other use in the fusion becomes a
//! `math.fma` (its first operand's multiply when both are multiplies, as
//! LLVM's combiner tries it first; a negated operand for a subtract).
//! The multiply goes when every use of it is so folded.

use super::{attrs, split_types, Line, State, SEP};
use rmlir_ir::types::FloatKind;
use rmlir_ir::{Context, OpId, TypeData, ValueId};
use std::collections::{HashMap, HashSet};

/// The widest last dimension the MLIR fusion emitter tiles with vectors
/// that FastISel cannot select (`<2 x float>`).
const MAX_MINOR: i64 = 2;

/// Elementwise ops the MLIR fusion emitter takes (with no constant or
/// broadcast beside them).
const ELEMENTWISE: [&str; 40] = [
    "arith.addf",
    "arith.subf",
    "arith.mulf",
    "arith.divf",
    "arith.remf",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.negf",
    "arith.extf",
    "arith.truncf",
    "arith.cmpf",
    "arith.cmpi",
    "arith.select",
    "arith.sitofp",
    "arith.fptosi",
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "math.exp",
    "math.expm1",
    "math.log",
    "math.log1p",
    "math.tanh",
    "math.erf",
    "math.rsqrt",
    "math.sqrt",
    "math.powf",
    "math.absf",
    "math.floor",
    "math.ceil",
    "math.roundeven",
    "math.sin",
    "math.cos",
    "math.copysign",
    "math.fma",
];

/// Elementwise ops XLA's instruction fusion counts as expensive
/// (`InstructionFusion::IsExpensive`): never copied into several
/// consumers.
fn expensive(name: &str) -> bool {
    name == "arith.divf"
        || name == "arith.remf"
        || (name.starts_with("math.") && name != "math.absf")
}

/// What the rewrite does with an op that a contraction involves.
#[derive(Clone, Debug)]
pub(super) enum Role {
    /// A multiply folded into every add that uses it: it goes.
    Folded,
    /// An add or subtract that takes the multiply `a · b` as its operand
    /// `at` (0 or 1).
    Fused {
        /// The multiply's operands, as the module's text spells them.
        a: String,
        b: String,
        /// Which operand of the add is the multiply.
        at: usize,
    },
}

/// What XLA:CPU's code generation does with the kernel body's ops.
pub(super) struct Plan {
    /// The role of every op that a contraction involves.
    pub(super) roles: HashMap<OpId, Role>,
    /// The ops that LLVM's SelectionDAG selects, contracting the
    /// multiply-adds inside XLA's routines for them (`tanh`, `rsqrt`).
    pub(super) contracted: HashSet<OpId>,
}

/// The plan for the ops under `module`, read from the module's lines
/// before any is rewritten (an add needs its multiply's operands);
/// `excluded` are ops that XLA:CPU computes elsewhere (in YNNPACK
/// fusions).
pub(super) fn plan(
    ctx: &Context,
    module: OpId,
    excluded: &HashSet<OpId>,
    lines: &[String],
    line_of: impl Fn(OpId) -> Option<usize>,
) -> Plan {
    let g = Graph::new(ctx, module, excluded);
    let (verdicts, dag) = verdicts(&g);
    let contracted = (g.rep.iter())
        .filter(|(_, r)| dag.contains(r))
        .map(|(&op, _)| op)
        .collect();
    Plan {
        roles: roles(ctx, &g, &verdicts, lines, line_of),
        contracted,
    }
}

/// The role of every op that a contraction involves, from the verdicts.
fn roles(
    ctx: &Context,
    g: &Graph,
    verdicts: &HashMap<OpId, Vec<Option<usize>>>,
    lines: &[String],
    line_of: impl Fn(OpId) -> Option<usize>,
) -> HashMap<OpId, Role> {
    let mut roles = HashMap::new();
    let mut folded: HashMap<OpId, usize> = HashMap::new();
    for &add in g.rep.keys() {
        // An add copied into fusions that disagree cannot be one op here;
        // it stays an add (not met in any kernel tried).
        let Some(vs) = verdicts.get(&g.rep[&add]) else {
            continue;
        };
        let Some(Some(at)) = vs.first().copied() else {
            continue;
        };
        let direct = ctx.ops[add]
            .operands
            .get(at)
            .and_then(|&v| ctx.defining_op(v));
        let Some(mul) = direct.filter(|&d| ctx.ops[d].name.as_str() == "arith.mulf") else {
            continue;
        };
        if vs.iter().any(|v| *v != Some(at)) {
            continue;
        }
        // A multiply not printed one op a line (the generic form) leaves
        // the add a role without operands, which its rewrite refuses.
        let (a, b) = match line_of(mul).and_then(|l| multiply_operands(lines.get(l)?)) {
            Some(pair) => {
                *folded.entry(mul).or_default() += 1;
                pair
            }
            None => Default::default(),
        };
        roles.insert(add, Role::Fused { a, b, at });
    }
    for (mul, n) in folded {
        if n == uses(ctx, mul).len() {
            roles.insert(mul, Role::Folded);
        }
    }
    roles
}

/// Per add (its representative): which operand's multiply each fusion
/// holding it fuses (None: it stays an add in that fusion); and the ops
/// LLVM's SelectionDAG selects.
fn verdicts(g: &Graph) -> (HashMap<OpId, Vec<Option<usize>>>, HashSet<OpId>) {
    let mut verdicts: HashMap<OpId, Vec<Option<usize>>> = HashMap::new();
    let mut dag = HashSet::new();
    let roots = (g.order.iter().copied())
        .filter(|&op| g.is_rep(op) && (g.reduction(op) || (g.fusible(op) && !g.joins(op))));
    for root in roots {
        let members = g.fusion(root);
        let selected = g.dag_selected(root, &members);
        for &add in &members {
            if is_add(g.ctx, add) && f32_result(g.ctx, add) {
                let v = (selected.contains(&add))
                    .then(|| g.fused_multiply(add, &members))
                    .flatten();
                verdicts.entry(add).or_default().push(v);
            }
        }
        dag.extend(selected);
    }
    (verdicts, dag)
}

/// The module's ops as XLA's HLO has them: each op stands for its
/// representative (the first of the ops of its block with its name,
/// operands, types and attributes: XLA's common-subexpression pass makes
/// them one instruction), identity casts are no ops, and each
/// representative knows its users.
struct Graph<'a> {
    ctx: &'a Context,
    excluded: &'a HashSet<OpId>,
    /// The ops in program order.
    order: Vec<OpId>,
    /// Each op's representative.
    rep: HashMap<OpId, OpId>,
    /// Each representative's users, one entry per operand it fills.
    users: HashMap<OpId, Vec<OpId>>,
}

/// What makes two ops one HLO instruction: name, block, operands'
/// representatives, result types and attributes.
type Key = (
    String,
    Option<rmlir_ir::BlockId>,
    Vec<OpId>,
    Vec<rmlir_ir::TypeId>,
    Vec<(String, rmlir_ir::AttrId)>,
    Option<rmlir_ir::AttrId>,
);

impl<'a> Graph<'a> {
    /// The graph of the ops under `module`.
    fn new(ctx: &'a Context, module: OpId, excluded: &'a HashSet<OpId>) -> Self {
        let mut order = Vec::new();
        ctx.walk(module, &mut |op| order.push(op));
        let mut g = Graph {
            ctx,
            excluded,
            order,
            rep: HashMap::new(),
            users: HashMap::new(),
        };
        let mut seen: HashMap<Key, OpId> = HashMap::new();
        for i in 0..g.order.len() {
            let op = g.order[i];
            let r = match g.key(op) {
                Some(k) => *seen.entry(k).or_insert(op),
                None => op,
            };
            g.rep.insert(op, r);
            if r != op || identity_cast(ctx, op) || unit_reshape(ctx, op).is_some() {
                continue;
            }
            if unit_reduction(ctx, op) {
                continue;
            }
            for &v in &ctx.ops[op].operands {
                if let Some(p) = g.producer(v) {
                    g.users.entry(p).or_default().push(op);
                }
            }
        }
        g
    }

    /// The key under which XLA merges `op` with its twins, for the pure
    /// ops a fusion may hold and scalar constants (which a splat's
    /// `vector.broadcast` takes).
    fn key(&self, op: OpId) -> Option<Key> {
        let o = &self.ctx.ops[op];
        let constant = o.name.as_str() == "arith.constant";
        if !(self.fusible(op) || constant) || !o.regions.is_empty() {
            return None;
        }
        let operands = (o.operands.iter())
            .map(|&v| self.producer(v).unwrap_or(op))
            .collect::<Vec<_>>();
        if o.operands
            .iter()
            .any(|&v| self.ctx.defining_op(v).is_none())
        {
            return None;
        }
        let types = o.results.iter().map(|&r| self.ctx.value_type(r)).collect();
        Some((
            o.name.as_str().to_string(),
            o.parent,
            operands,
            types,
            o.attrs.clone(),
            o.properties,
        ))
    }

    /// The representative of the op defining `v`, through identity casts.
    fn producer(&self, v: ValueId) -> Option<OpId> {
        let mut d = self.ctx.defining_op(v)?;
        loop {
            let source = match unit_reshape(self.ctx, d) {
                Some(src) => src,
                None if identity_cast(self.ctx, d) => *self.ctx.ops[d].operands.first()?,
                None => break,
            };
            d = self.ctx.defining_op(source)?;
        }
        Some(*self.rep.get(&d).unwrap_or(&d))
    }

    /// Whether `op` is its own representative and an HLO op.
    fn is_rep(&self, op: OpId) -> bool {
        self.rep.get(&op) == Some(&op) && !identity_cast(self.ctx, op)
    }

    /// The users of the representative `op`.
    fn users_of(&self, op: OpId) -> &[OpId] {
        self.users.get(&op).map_or(&[], Vec::as_slice)
    }

    /// Whether `op` may be part of a loop fusion: an elementwise op, a
    /// broadcast, a vector constant or a reshape (a bitcast in XLA), not
    /// in a YNNPACK fusion.
    fn fusible(&self, op: OpId) -> bool {
        let o = &self.ctx.ops[op];
        let name = o.name.as_str();
        let vector = o.results.first().is_some_and(|&r| {
            matches!(self.ctx.ty(self.ctx.value_type(r)), TypeData::Vector { .. })
        });
        vector
            && !self.excluded.contains(&op)
            && (ELEMENTWISE.contains(&name)
                || name == "vector.broadcast"
                || name == "arith.constant"
                || (name == "vector.shape_cast" && !self.reshapes_ynn(op)))
    }

    /// Whether `op` reshapes a YNNPACK fusion's result (a `keepdims`
    /// reduction's): the fusion's own output then, not a fused bitcast.
    fn reshapes_ynn(&self, op: OpId) -> bool {
        (self.ctx.ops[op].operands.first())
            .and_then(|&v| self.ctx.defining_op(v))
            .is_some_and(|d| self.excluded.contains(&d))
    }

    /// Whether `op` takes fusible producers into its fusion: a fusible op
    /// or a reduction (the root of a fusion of its own, which the legacy
    /// emitter compiles).
    fn consumes(&self, op: OpId) -> bool {
        self.fusible(op) || self.reduction(op)
    }

    /// Whether `op` is a reduction of a loop fusion (not YNNPACK's).
    fn reduction(&self, op: OpId) -> bool {
        self.ctx.ops[op].name.as_str() == "vector.multi_reduction" && !self.excluded.contains(&op)
    }

    /// Whether `op` goes to the MLIR fusion emitter's side: elementwise,
    /// neither a constant nor a broadcast.
    fn plain(&self, op: OpId) -> bool {
        ELEMENTWISE.contains(&self.ctx.ops[op].name.as_str())
    }

    /// Whether the representative `op` joins the fusions of its users: it
    /// is fusible and so is every user, in its block; an expensive op
    /// only with one user.
    fn joins(&self, op: OpId) -> bool {
        let users = self.users_of(op);
        let parent = self.ctx.ops[op].parent;
        let distinct: HashSet<OpId> = users.iter().copied().collect();
        self.is_rep(op)
            && self.fusible(op)
            && !users.is_empty()
            && users
                .iter()
                .all(|&u| self.consumes(u) && self.ctx.ops[u].parent == parent)
            && (distinct.len() == 1 || !expensive(self.ctx.ops[op].name.as_str()))
    }

    /// The ops of the fusion `members` (rooted at `root`) that LLVM's
    /// SelectionDAG selects, where multiply-adds are contracted: all of
    /// them when the MLIR emitter tiles the fusion with one- or two-lane
    /// vectors; in the legacy emitter's scalar loop, those emitted before
    /// the last `exp` (whose routine is `<1 x float>` code FastISel cannot
    /// select, so it hands the block up to there to the SelectionDAG).
    fn dag_selected(&self, root: OpId, members: &[OpId]) -> Vec<OpId> {
        if members.iter().all(|&m| self.plain(m)) {
            return if narrow(self.ctx, root) {
                members.to_vec()
            } else {
                Vec::new()
            };
        }
        let order = self.emission(root, members);
        let last_exp = order
            .iter()
            .rposition(|&m| self.ctx.ops[m].name.as_str() == "math.exp");
        last_exp.map_or(Vec::new(), |i| order[..i].to_vec())
    }

    /// The order in which XLA's elemental emitter emits the fusion's ops:
    /// each op after its operands, operands first to last, once each.
    fn emission(&self, root: OpId, members: &[OpId]) -> Vec<OpId> {
        let mut order = Vec::new();
        let mut seen = HashSet::new();
        // An explicit stack of (op, next operand) keeps deep chains safe.
        let mut stack = vec![(root, 0usize)];
        seen.insert(root);
        while let Some((op, i)) = stack.pop() {
            let next = self.ctx.ops[op].operands.get(i).copied();
            match next {
                Some(v) => {
                    stack.push((op, i + 1));
                    if let Some(d) = self.producer(v) {
                        if members.contains(&d) && seen.insert(d) {
                            stack.push((d, 0));
                        }
                    }
                }
                None => order.push(op),
            }
        }
        order
    }

    /// The ops of the fusion whose root is `root`: it and, transitively,
    /// every producer that joins.
    fn fusion(&self, root: OpId) -> Vec<OpId> {
        let mut members = vec![root];
        let mut seen = HashSet::from([root]);
        let mut i = 0;
        while let Some(&op) = members.get(i) {
            i += 1;
            for &v in &self.ctx.ops[op].operands {
                if let Some(d) = self.producer(v) {
                    if self.joins(d) && seen.insert(d) {
                        members.push(d);
                    }
                }
            }
        }
        members
    }

    /// For an add or subtract `add` of the fusion `members`: which
    /// operand is the multiply LLVM fuses into it. A multiply qualifies
    /// when it is in the fusion and nothing else in the fusion uses it.
    fn fused_multiply(&self, add: OpId, members: &[OpId]) -> Option<usize> {
        let o = &self.ctx.ops[add];
        (o.operands.iter().enumerate()).find_map(|(i, &v)| {
            let d = self.producer(v)?;
            let here = (self.users_of(d).iter())
                .filter(|u| members.contains(u))
                .count();
            (self.ctx.ops[d].name.as_str() == "arith.mulf" && members.contains(&d) && here == 1)
                .then_some(i)
        })
    }
}

/// The ops using `op`'s results, one entry per use.
fn uses(ctx: &Context, op: OpId) -> Vec<OpId> {
    (ctx.ops[op].results.iter())
        .flat_map(|&r| ctx.values[r].uses.iter().map(|u| u.op))
        .collect()
}

/// Whether `op` is a `vector.shape_cast` to its own type, which Mosaic
/// prints around a ref's loads and stores and which is no HLO op.
fn identity_cast(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    o.name.as_str() == "vector.shape_cast"
        && matches!((o.operands.first(), o.results.first()),
            (Some(&a), Some(&r)) if ctx.value_type(a) == ctx.value_type(r))
}

/// For a `vector.shape_cast` back to the shape of a reduction's source
/// over dimensions of one element (a `keepdims` reduction over a last
/// dimension of 1): that source, which XLA's simplifier makes the pair
/// (a reshape and its inverse) into.
fn unit_reshape(ctx: &Context, op: OpId) -> Option<ValueId> {
    let o = &ctx.ops[op];
    let red = ctx.defining_op(*o.operands.first()?)?;
    let src = *ctx.ops[red].operands.first()?;
    (o.name.as_str() == "vector.shape_cast"
        && unit_reduction(ctx, red)
        && ctx.value_type(src) == ctx.value_type(*o.results.first()?))
    .then_some(src)
}

/// Whether `op` is a `vector.multi_reduction` whose every result feeds a
/// [`unit_reshape`] (over dimensions of one element).
fn unit_reduction(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    let users = uses(ctx, op);
    o.name.as_str() == "vector.multi_reduction"
        && !users.is_empty()
        && users.iter().all(|&u| {
            ctx.ops[u].name.as_str() == "vector.shape_cast"
                && (o.operands.first().zip(ctx.ops[u].results.first()))
                    .is_some_and(|(&s, &r)| ctx.value_type(s) == ctx.value_type(r))
        })
}

/// Whether `op` is an add or a subtract.
fn is_add(ctx: &Context, op: OpId) -> bool {
    matches!(ctx.ops[op].name.as_str(), "arith.addf" | "arith.subf")
}

/// The element type and shape of `op`'s vector result, if it has one.
fn vector_result(ctx: &Context, op: OpId) -> Option<(&TypeData, &[i64])> {
    let &r = ctx.ops[op].results.first()?;
    match ctx.ty(ctx.value_type(r)) {
        TypeData::Vector { shape, elem, .. } => Some((ctx.ty(*elem), shape.as_slice())),
        _ => None,
    }
}

/// Whether `op`'s result is an f32 vector.
fn f32_result(ctx: &Context, op: OpId) -> bool {
    vector_result(ctx, op).is_some_and(|(e, _)| matches!(e, TypeData::Float(FloatKind::F32)))
}

/// Whether `op`'s result is a vector whose last dimension is at most
/// [`MAX_MINOR`].
fn narrow(ctx: &Context, op: OpId) -> bool {
    vector_result(ctx, op).is_some_and(|(_, s)| s.last().is_some_and(|&d| d <= MAX_MINOR))
}

/// The two operands of an `arith.mulf` line.
fn multiply_operands(text: &str) -> Option<(String, String)> {
    let (_, l) = super::parse_line(text, "arith.mulf")?;
    let (pre, _) = split_types(&l.rest).ok()?;
    let (_, pre) = attrs(pre);
    let mut it = pre
        .split(',')
        .map(|o| o.split_whitespace().next().unwrap_or(""));
    let (a, b) = (it.next()?, it.next()?);
    (a.starts_with('%') && b.starts_with('%')).then(|| (a.to_string(), b.to_string()))
}

/// `arith.mulf`, `arith.addf` or `arith.subf` (`name`) as its role in a
/// contraction says, or unchanged.
fn rewrite(name: &str, s: &mut State, l: &Line) -> Result<String, String> {
    let keep = || format!("{} = {name} {}", l.lhs, l.rest);
    match s.contract.clone() {
        None => Ok(keep()),
        Some(Role::Folded) => Ok(String::new()),
        Some(Role::Fused { a, .. }) if a.is_empty() => {
            Err("its multiply is not printed one op a line".to_string())
        }
        Some(Role::Fused { a, b, at }) => {
            let (pre, ty) = split_types(&l.rest)?;
            let (_, pre) = attrs(pre);
            let operands: Vec<&str> = (pre.split(','))
                .map(|o| o.split_whitespace().next().unwrap_or(""))
                .collect();
            let c = operands.get(1 - at).ok_or("expected two operands")?;
            let r = &l.lhs;
            let call = |op: &str, a: &str, b: &str, c: &str| {
                format!("{r} = \"{op}\"({a}, {b}, {c}) : ({ty}, {ty}, {ty}) -> {ty}")
            };
            let fma = |a: &str, b: &str, c: &str| match &s.ops.fma {
                Some(op) => call(op, a, b, c),
                None => format!("{r} = math.fma {a}, {b}, {c} : {ty}"),
            };
            // The target's fused subtract: one op, timed as the multiply
            // then the subtract, with no negate to issue.
            let fused = match at {
                0 => &s.ops.fmsub,
                _ => &s.ops.fnmadd,
            };
            Ok(match (name, at, fused) {
                ("arith.addf", _, _) => fma(&a, &b, c),
                (_, _, Some(op)) => call(op, &a, &b, c),
                // a·b − c = fma(a, b, −c); c − a·b = fma(−a, b, c).
                (_, 0, None) => {
                    let n = s.emit.fresh();
                    let neg = format!("{n} = arith.negf {c} : {ty}");
                    [neg, fma(&a, &b, &n)].join(SEP)
                }
                (_, _, None) => {
                    let n = s.emit.fresh();
                    let neg = format!("{n} = arith.negf {a} : {ty}");
                    [neg, fma(&n, &b, c)].join(SEP)
                }
            })
        }
    }
}

/// `arith.mulf` as a contraction has it.
pub(super) fn mulf(s: &mut State, l: &Line) -> Result<String, String> {
    rewrite("arith.mulf", s, l)
}

/// `arith.addf` as a contraction has it.
pub(super) fn addf(s: &mut State, l: &Line) -> Result<String, String> {
    rewrite("arith.addf", s, l)
}

/// `arith.subf` as a contraction has it.
pub(super) fn subf(s: &mut State, l: &Line) -> Result<String, String> {
    rewrite("arith.subf", s, l)
}
