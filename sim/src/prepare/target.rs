//! The bridge from a [`rmlir_targets::Target`] (what the user wrote) to the
//! timing model's plain [`TimingConfig`] and to per-instruction costs.
//!
//! Each (unit, op class, initiation interval) triple becomes one pipeline in
//! the timing model, so a long divide does not block adds on the same unit,
//! while two ops of one class and one initiation interval share a pipeline
//! (`docs/timing.md` § Pipelines). Bandwidths pass to the timing model as
//! exact fractions of bytes per cycle, never rounded.

use crate::timing::config::{
    EngineConfig, EnginePolicy, Rate, SpaceConfig, TimingConfig, UnitConfig,
};
use crate::timing::energy::EnergyTable;
use rmlir_ir::registry::TimingClass;
use rmlir_ir::{Context, TypeData, ValueId};
use rmlir_targets::EngineSelect;
use rmlir_targets::{is_matmul, Cost, OpClass, Target, TargetOp, XLA_COL_SUM, XLA_ROW_SUM};
pub use rmlir_vocab::UnitKind;
use std::collections::HashMap;

/// The timing model's pipelines, created on first use while preparing.
#[derive(Clone, Debug, Default)]
pub struct UnitTable {
    units: Vec<UnitConfig>,
    index: HashMap<(UnitKind, String, u64), u32>,
}

impl UnitTable {
    /// The pipeline for `kind`/`class` with initiation interval `ii`.
    pub fn unit(&mut self, kind: UnitKind, class: &str, ii: u64) -> u32 {
        let key = (kind, class.to_string(), ii);
        if let Some(&u) = self.index.get(&key) {
            return u;
        }
        let id = self.units.len() as u32;
        let name = if ii <= 1 {
            format!("{}.{class}", kind.keyword())
        } else {
            format!("{}.{class}.ii{ii}", kind.keyword())
        };
        self.units.push(UnitConfig {
            name,
            latency: 1,
            ii: ii.max(1) as u32,
        });
        self.index.insert(key, id);
        id
    }

    /// The pipelines created so far.
    pub fn configs(&self) -> &[UnitConfig] {
        &self.units
    }

    /// Each pipeline's unit kind and op class name, by unit number.
    fn kinds(&self) -> Vec<(UnitKind, &str)> {
        let mut out = vec![(UnitKind::Scalar, ""); self.units.len()];
        for ((kind, class, _), &id) in &self.index {
            out[id as usize] = (*kind, class.as_str());
        }
        out
    }
}

/// Latency and pipeline of an op of `class` on operands `width` bits wide
/// (`shape` non-empty for vector operands); `Ok(None)` for a free op. A
/// vector op whose tiles make its latency or initiation interval pass
/// 2^32 − 1 is refused, as a target op's is (by `pipeline`), never clamped
/// or wrapped.
pub fn op_cost(
    target: &Target,
    units: &mut UnitTable,
    class: TimingClass,
    width: u64,
    shape: &[u64],
) -> Result<Option<(u32, u32)>, String> {
    if class.is_free() {
        return Ok(None);
    }
    let compute = target.compute();
    let (kind, cost) = match (&compute.vector, shape.is_empty()) {
        (Some(v), false) => {
            let cost = v.cost(class, width, shape).ok_or_else(|| {
                format!(
                    "a vector of shape {shape:?} takes too many tiles to time as `{}`",
                    class.key()
                )
            })?;
            (UnitKind::Vector, cost)
        }
        _ => (UnitKind::Scalar, compute.scalar.at(class, width)),
    };
    pipeline(units, kind, class.key(), cost)
        .map(Some)
        .map_err(|m| format!("{m} on a vector of shape {shape:?}"))
}

/// What the timing and the checks of a target op need to know of one
/// operand: its element type as MLIR prints it (`f32`, `i8`, `index`) and
/// its vector shape (empty for a scalar).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandType {
    /// The element type's text.
    pub element: String,
    /// The vector shape; empty for a scalar.
    pub shape: Vec<u64>,
}

impl OperandType {
    /// The type of SSA value `v`.
    pub fn of(ctx: &Context, v: ValueId) -> OperandType {
        let ty = ctx.value_type(v);
        let (elem, shape) = match ctx.ty(ty) {
            TypeData::Vector { shape, elem, .. } => {
                (*elem, shape.iter().map(|&d| d as u64).collect())
            }
            _ => (ty, Vec::new()),
        };
        OperandType {
            element: rmlir_ir::printer::type_to_string(ctx, elem),
            shape,
        }
    }
}

/// The pipeline and latency of target op `t` applied to `operands`, after
/// checking them against its declaration: the `element` type it is
/// declared for (on every operand that carries data: all but a `select`'s
/// condition) and, for `matmul` or `matmul_fma`, the matrix shapes. Either
/// is timed by
/// the matrix unit's tile formula ([`matrix_timing`]); any other op costs
/// its own `latency` and `ii`.
pub fn target_op_timing(
    target: &Target,
    units: &mut UnitTable,
    t: &TargetOp,
    operands: &[OperandType],
) -> Result<(u32, u32), String> {
    check_elements(t, operands)?;
    let kind = t.unit;
    let cost = if is_matmul(t.semantics.name) {
        let (m, k, n) = matmul_dims(&t.name, operands)?;
        matrix_cost(target, m, k, n, t.cost)?
    } else {
        t.cost
    };
    pipeline(units, kind, &t.name, cost)
}

/// The matrix unit's timing of an `M × K` by `K × N` product with a fixed
/// extra cost `extra` (a target op's own `latency`/`ii`): the tile formula
/// of `docs/timing.md` § Matrix unit. `vector.contract` in its matmul form
/// is meant to be timed through here, with `extra` zero, on a pipeline
/// named after it.
pub fn matrix_timing(
    target: &Target,
    units: &mut UnitTable,
    name: &str,
    (m, k, n): (u64, u64, u64),
    extra: Cost,
) -> Result<(u32, u32), String> {
    let cost = matrix_cost(target, m, k, n, extra)?;
    pipeline(units, UnitKind::Matrix, name, cost)
}

fn matrix_cost(target: &Target, m: u64, k: u64, n: u64, extra: Cost) -> Result<Cost, String> {
    let mxu = (target.compute().matrix.as_ref())
        .ok_or_else(|| format!("target '{}' has no matrix unit", target.name()))?;
    let too_big = || format!("a {m}x{k} by {k}x{n} matrix product takes too many cycles to time");
    let passes = mxu.passes(m, k, n).ok_or_else(too_big)?;
    mxu.cost(passes, extra).ok_or_else(too_big)
}

/// The pipeline for a cost, refusing (rather than clamping or wrapping) a
/// latency or initiation interval past 2^32 − 1.
fn pipeline(
    units: &mut UnitTable,
    kind: UnitKind,
    name: &str,
    c: Cost,
) -> Result<(u32, u32), String> {
    let latency = u32::try_from(c.latency).map_err(|_| {
        format!(
            "'{name}' has a latency of {} cycles, past 2^32 - 1",
            c.latency
        )
    })?;
    if c.ii > u32::MAX as u64 {
        return Err(format!(
            "'{name}' has an ii of {} cycles, past 2^32 - 1",
            c.ii
        ));
    }
    Ok((units.unit(kind, name, c.ii), latency))
}

/// `(M, K, N)` of a `matmul`'s operands: `M × K`, `K × N`, and optionally
/// an `M × N` accumulator.
fn matmul_dims(name: &str, ops: &[OperandType]) -> Result<(u64, u64, u64), String> {
    let bad = || {
        let shapes: Vec<String> = ops.iter().map(|o| format!("{:?}", o.shape)).collect();
        format!(
            "'{name}' (matmul) takes vectors MxK and KxN and an optional MxN accumulator, got shapes {}",
            shapes.join(", ")
        )
    };
    let (a, b) = match ops {
        [a, b] | [a, b, _] => (&a.shape, &b.shape),
        _ => return Err(bad()),
    };
    let (&[m, k], &[k2, n]) = (a.as_slice(), b.as_slice()) else {
        return Err(bad());
    };
    let acc_ok = ops.get(2).is_none_or(|c| c.shape == [m, n]);
    if k != k2 || !acc_ok {
        return Err(bad());
    }
    Ok((m, k, n))
}

/// The result shape of an `xla_row_sum` (the vector's without its last
/// dimension) or an `xla_col_sum` (a 2-D vector's without its first),
/// which must be the accumulator's.
fn reduction_result(t: &TargetOp, operands: &[OperandType]) -> Result<Vec<u64>, String> {
    let rows = t.semantics.name == XLA_ROW_SUM.name;
    let kept = |x: &[u64]| -> Option<Vec<u64>> {
        match x {
            [kept @ .., _] if rows => Some(kept.to_vec()),
            [_, c] if !rows => Some(vec![*c]),
            _ => None,
        }
    };
    match operands {
        [x, acc] if kept(&x.shape).as_deref() == Some(&acc.shape[..]) => Ok(acc.shape.clone()),
        _ => Err(format!(
            "'{}' ({}) takes a {}vector and an accumulator of its shape without the {} dimension",
            t.name,
            t.semantics.name,
            if rows { "" } else { "2-D " },
            if rows { "last" } else { "first" }
        )),
    }
}

/// Checks that a target op's declared result has the shape its semantics
/// computes: `M × N` for a `matmul` of `M × K` by `K × N`, the
/// accumulator's shape for an `xla_row_sum` or `xla_col_sum`, otherwise the shape of the
/// widest operand (a scalar when every operand is one). The
/// value is computed from the operands, so a result type that disagrees
/// would hand later ops a value of another shape than the one they
/// verified. Runs after [`target_op_timing`] has checked the operands.
pub fn check_result_shape(
    t: &TargetOp,
    operands: &[OperandType],
    result: &OperandType,
) -> Result<(), String> {
    let want: Vec<u64> = if is_matmul(t.semantics.name) {
        let (m, _, n) = matmul_dims(&t.name, operands)?;
        vec![m, n]
    } else if t.semantics.name == XLA_ROW_SUM.name || t.semantics.name == XLA_COL_SUM.name {
        reduction_result(t, operands)?
    } else {
        let widest = operands.iter().map(|o| &o.shape).max_by_key(|s| s.len());
        widest.cloned().unwrap_or_default()
    };
    if result.shape == want {
        return Ok(());
    }
    let shape = |s: &[u64]| match s {
        [] => "a scalar".to_string(),
        _ => format!("shape {s:?}"),
    };
    Err(format!(
        "'{}' computes {} from its operands, but the op declares {} for its result",
        t.name,
        shape(&want),
        shape(&result.shape)
    ))
}

/// Checks `operands` against target op `t`'s declaration (its `element`
/// type, and for a `steps` op one type for every operand, which each step
/// passes on): the checks of [`target_op_timing`] for an op it does not
/// time.
pub fn check_chain(t: &TargetOp, operands: &[OperandType]) -> Result<(), String> {
    check_elements(t, operands)?;
    match operands.iter().find(|o| *o != &operands[0]) {
        Some(o) => Err(format!(
            "'{}' is timed by `steps`, a chain over operands of one type: got `{}` and `{}`",
            t.name,
            operand_text(&operands[0]),
            operand_text(o)
        )),
        None => Ok(()),
    }
}

fn operand_text(o: &OperandType) -> String {
    if o.shape.is_empty() {
        return o.element.clone();
    }
    let dims: Vec<String> = o.shape.iter().map(u64::to_string).collect();
    format!("vector<{}x{}>", dims.join("x"), o.element)
}

fn check_elements(t: &TargetOp, operands: &[OperandType]) -> Result<(), String> {
    let Some(want) = &t.element else {
        return Ok(());
    };
    let skip = usize::from(t.semantics.name == "select");
    match operands.iter().skip(skip).find(|o| &o.element != want) {
        Some(o) => Err(format!(
            "'{}' is declared for `{want}` elements (`element` in the target), got `{}`",
            t.name, o.element
        )),
        None => Ok(()),
    }
}

fn rate(r: rmlir_targets::Ratio) -> Rate {
    Rate {
        num: r.num,
        den: r.den,
    }
}

fn policy(select: EngineSelect) -> EnginePolicy {
    match select {
        EngineSelect::RoundRobin => EnginePolicy::RoundRobin,
        EngineSelect::LeastLoaded => EnginePolicy::LeastLoaded,
        EngineSelect::FirstFree => EnginePolicy::First,
    }
}

/// The timing model's engines: every engine of every group, in file order.
/// The target's validation has bounded the total to 32 channels.
fn engines(target: &Target) -> Vec<EngineConfig> {
    let mut engines = Vec::new();
    for (group, g) in target.dma_groups().iter().enumerate() {
        for i in 0..g.engines {
            engines.push(EngineConfig {
                name: if g.engines > 1 {
                    format!("{}{i}", g.name)
                } else {
                    g.name.clone()
                },
                channels: g.queues as u32,
                outstanding: g.max_outstanding as u32,
                bandwidth: rate(g.rate),
                setup: g.setup_latency as u32,
                max_burst: g.max_burst.unwrap_or(u64::MAX),
                burst_overhead: g.burst_overhead as u32,
                descriptor_overhead: g.descriptor_overhead as u32,
                pairs: g.connects.iter().map(|(s, d)| (s.0, d.0)).collect(),
                group: group as u32,
                policy: policy(g.select),
            });
        }
    }
    engines
}

/// Picojoules per op, per byte read or written and per byte moved, in the
/// timing config's order (`configs/README.md` § Energy); `None` when the
/// target gives no energy key.
pub fn energy_table(target: &Target, units: &UnitTable) -> Option<EnergyTable> {
    if !target.has_energy() {
        return None;
    }
    let e = &target.compute().energy;
    let per_op =
        |(kind, class): (UnitKind, &str)| e.of(kind).of(OpClass::from_key(class)).unwrap_or(0.0);
    let mut engines = Vec::new();
    for g in target.dma_groups() {
        let pj = g.energy_per_byte.unwrap_or(0.0);
        engines.extend(std::iter::repeat_n(pj, g.engines as usize));
    }
    Some(EnergyTable {
        units: units.kinds().into_iter().map(per_op).collect(),
        spaces: (target.memory_spaces().iter())
            .map(|s| s.energy_per_byte.unwrap_or(0.0))
            .collect(),
        engines,
    })
}

/// The timing model's configuration for `target`, with the pipelines
/// `units` collected while preparing the program.
pub fn timing_config(target: &Target, units: &UnitTable) -> TimingConfig {
    let spaces = target
        .memory_spaces()
        .iter()
        .map(|s| SpaceConfig {
            name: s.name.clone(),
            latency: s.latency as u32,
            read_bw: rate(s.read_rate),
            write_bw: rate(s.write_rate),
            banks: s.banks as u32,
            interleave: s.bank_interleave as u32,
            ports: s.ports as u32,
            bank_busy: s.bank_busy as u32,
            capacity: s.capacity,
        })
        .collect();
    TimingConfig {
        clock_hz: target.clock_hz() as f64,
        issue_width: target.compute().issue_width as u32,
        units: units.configs().to_vec(),
        spaces,
        engines: engines(target),
    }
}
