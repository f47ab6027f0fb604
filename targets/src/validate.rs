//! Turns a parsed file into a validated [`Target`]: fills defaults,
//! converts bandwidths with the clock, resolves names to ids and checks
//! every cross-reference (a DMA between unknown spaces, duplicate
//! memory-space ids, target ops with unknown semantics, …). It reports
//! every problem found, each at the offending value (STYLE.md practice 4).

use crate::costs::{default_cost, Cost, CostTableResolved, OpClass, WidthCost};
use crate::energy::{OpEnergy, UnitEnergy};
use crate::error::Subject;
use crate::error::{did_you_mean, Diagnostic, TargetError};
use crate::model::{
    inherit, Compute, DmaGroup, HlsEntry, HlsLibrary, MatrixUnit, MemorySpace, SpaceId, TargetOp,
    VectorUnit,
};
use crate::schema::{
    RawCompute, RawDma, RawFile, RawHls, RawMatrix, RawSelector, RawSpace, RawTargetOp, RawVector,
    UnitName,
};
use crate::units::{Bandwidth, Ratio};
use crate::Target;
use rmlir_vocab::{
    elementwise_op, is_matmul, target_op_semantics, ElementKind, ElementwiseOp, FloatPredicate,
    IntPredicate, UnitKind, ELEMENTWISE_OPS,
};
use std::collections::{HashMap, HashSet};
use std::mem::take;
use std::ops::Range;
use toml::Spanned;

/// The most diagnostics one target file reports; the rest are counted.
/// Each quotes its source line and finds its line number from the start
/// of the text, so a million repeated ids on one line, each an error,
/// took minutes and tens of gigabytes before the first was printed.
pub const MAX_TARGET_ERRORS: usize = 20;

/// Collects diagnostics against one source text.
struct Checker<'a> {
    file: &'a str,
    src: &'a str,
    diags: Vec<Diagnostic>,
    /// Errors past [`MAX_TARGET_ERRORS`], counted but not rendered.
    dropped: usize,
}

impl Checker<'_> {
    fn err(&mut self, span: Range<usize>, msg: String) {
        if self.diags.len() == MAX_TARGET_ERRORS {
            self.dropped += 1;
            return;
        }
        self.diags
            .push(Diagnostic::in_text(self.file, self.src, span, msg));
    }

    /// The diagnostics, with a last one counting those left out.
    fn finish(mut self) -> Vec<Diagnostic> {
        if self.dropped > 0 {
            let msg = format!(
                "{} more errors are not shown (a target reports at most {MAX_TARGET_ERRORS})",
                self.dropped
            );
            (self.diags).push(Diagnostic::about(Subject::Path(self.file.into()), msg));
        }
        self.diags
    }
}

/// Normalises memory-space attribute text: whitespace outside string
/// literals is dropped, and a typed integer (`1 : i64`) becomes `1`.
///
/// ```
/// use rmlir_targets::normalize_space_attr as n;
/// assert_eq!(n(" #tpu.memory_space< vmem > "), "#tpu.memory_space<vmem>");
/// assert_eq!(n("1 : i64"), "1");
/// assert_eq!(n("\"vmem\""), "\"vmem\"");
/// ```
pub fn normalize_space_attr(text: &str) -> String {
    let mut out = String::new();
    let mut in_str = false;
    let mut prev = '\0';
    for c in text.chars() {
        if c == '"' && prev != '\\' {
            in_str = !in_str;
        }
        if in_str || !c.is_whitespace() {
            out.push(c);
        }
        prev = c;
    }
    if let Some((num, ty)) = out.split_once(':') {
        let int_ty = ty
            .strip_prefix('i')
            .is_some_and(|b| b.parse::<u32>().is_ok());
        if int_ty && num.parse::<i64>().is_ok() {
            return num.to_string();
        }
    }
    out
}

fn selector_text(s: &RawSelector) -> String {
    match s {
        RawSelector::Int(i) => i.to_string(),
        RawSelector::Text(t) => normalize_space_attr(t),
    }
}

/// Validates `raw` (parsed from `src`, named `file`) into a target.
pub(crate) fn validate(raw: RawFile, file: &str, src: &str) -> Result<Target, TargetError> {
    let mut ck = Checker {
        file,
        src,
        diags: Vec::new(),
        dropped: 0,
    };
    let clock_hz = raw.target.clock.0;
    let spaces = check_spaces(&mut ck, &raw.memory.0, clock_hz);
    let names: Vec<&str> = spaces.iter().map(|s| s.name.as_str()).collect();
    let default_space = if spaces.is_empty() {
        let msg = "a target needs at least one `[memory.<name>]` space".to_string();
        ck.err(raw.target.default_space.span(), msg);
        None
    } else {
        resolve_space(&mut ck, &raw.target.default_space, &names, "default space")
    };
    check_channel_total(&mut ck, &raw.dma.0);
    let dma = raw
        .dma
        .0
        .iter()
        .map(|(name, g)| check_dma(&mut ck, name.get_ref(), g.get_ref(), &names, clock_hz))
        .collect();
    let compute = check_compute(&mut ck, raw.compute);
    let ops = raw
        .ops
        .0
        .iter()
        .filter_map(|(name, op)| check_op(&mut ck, name, op.get_ref(), &compute))
        .collect();
    let hls = check_hls(&mut ck, &raw.hls);
    if !ck.diags.is_empty() {
        return Err(TargetError {
            diagnostics: ck.finish(),
        });
    }
    let mut space_of_id = HashMap::new();
    for (i, sp) in spaces.iter().enumerate() {
        for id in &sp.ids {
            space_of_id.entry(id.clone()).or_insert(SpaceId(i as u32));
        }
    }
    Ok(Target {
        name: raw.target.name,
        clock_hz,
        space_of_id,
        spaces,
        default_space: default_space.unwrap_or(SpaceId(0)),
        dma,
        compute,
        ops,
        hls,
        doc: Default::default(),
    })
}

fn check_spaces(
    ck: &mut Checker,
    raw: &[(Spanned<String>, Spanned<RawSpace>)],
    clock_hz: u64,
) -> Vec<MemorySpace> {
    let mut seen: HashMap<String, String> = HashMap::new();
    let mut out = Vec::new();
    if let Some((name, _)) = raw.get(MAX_SPACES) {
        let msg = format!(
            "memory space `{}` is one more than the {MAX_SPACES} spaces a target may have",
            name.get_ref()
        );
        ck.err(name.span(), msg);
    }
    for (name, space) in raw.iter().take(MAX_SPACES) {
        let s = space.get_ref();
        if s.ids.get_ref().is_empty() {
            let msg = format!("memory space `{}` needs at least one id", name.get_ref());
            ck.err(s.ids.span(), msg);
        }
        let mut ids = Vec::new();
        for id in s.ids.get_ref() {
            let text = selector_text(id.get_ref());
            if let Some(other) = seen.insert(text.clone(), name.get_ref().clone()) {
                let msg = format!("memory-space id `{text}` already selects space `{other}`");
                ck.err(id.span(), msg);
            }
            ids.push(text);
        }
        let number =
            (ids.iter().filter_map(|t| t.parse::<i64>().ok()).min()).unwrap_or(out.len() as i64);
        out.push(space_model(ck, name.get_ref(), s, (ids, number), clock_hz));
    }
    out
}

fn space_model(
    ck: &mut Checker,
    name: &str,
    s: &RawSpace,
    (ids, number): (Vec<String>, i64),
    clock_hz: u64,
) -> MemorySpace {
    let alignment = s.alignment.as_ref().map_or(1, |a| a.get_ref().0);
    if !alignment.is_power_of_two() {
        let span = s.alignment.as_ref().map_or(0..0, |a| a.span());
        ck.err(
            span,
            format!("alignment must be a power of two, got {alignment}"),
        );
    }
    let read = s.read_bandwidth.get_ref().bytes_per_cycle(clock_hz);
    let read_rate = exact_rate(ck, &s.read_bandwidth, clock_hz);
    let write = s.write_bandwidth.as_ref();
    let interleave = s.bank_interleave.as_ref().map_or(4, |b| b.get_ref().0);
    if interleave > u32::MAX as u64 {
        let span = s.bank_interleave.as_ref().map_or(0..0, |b| b.span());
        let msg = format!("bank_interleave must be at most 4 GiB - 1 bytes, got {interleave}");
        ck.err(span, msg);
    }
    let banks = s.banks.as_ref().map_or(1, |c| c.get_ref().0);
    if banks > MAX_BANKS {
        let span = s.banks.as_ref().map_or(0..0, |c| c.span());
        let msg = format!("banks must be at most {MAX_BANKS}, got {banks}");
        ck.err(span, msg);
    }
    MemorySpace {
        name: name.to_string(),
        ids,
        number,
        capacity: s.capacity.0,
        read_bandwidth: read,
        write_bandwidth: write.map_or(read, |b| b.get_ref().bytes_per_cycle(clock_hz)),
        read_rate,
        write_rate: write.map_or(read_rate, |b| exact_rate(ck, b, clock_hz)),
        latency: s.latency.map_or(1, |c| c.0),
        banks,
        bank_interleave: interleave,
        ports: s.ports.map_or(1, |c| c.0),
        bank_busy: s.bank_busy.map_or(1, |c| c.0),
        alignment,
        core_access: s.core_access.unwrap_or(true),
        energy_per_byte: s.energy_per_byte.map(|e| e.0),
    }
}

/// A bandwidth in exact bytes per cycle at `clock_hz`; one whose reduced
/// fraction needs more than 64 bits is reported at the value.
fn exact_rate(ck: &mut Checker, bw: &Spanned<Bandwidth>, clock_hz: u64) -> Ratio {
    bw.get_ref().exact(clock_hz).unwrap_or_else(|| {
        let msg = format!(
            "bandwidth of {} bytes per cycle cannot be kept exactly: its reduced fraction \
             needs more than 64 bits",
            bw.get_ref().bytes_per_cycle(clock_hz)
        );
        ck.err(bw.span(), msg);
        Ratio { num: 1, den: 1 }
    })
}

/// Resolves a space name, reporting an unknown one with a suggestion.
fn resolve_space(
    ck: &mut Checker,
    name: &Spanned<String>,
    names: &[&str],
    what: &str,
) -> Option<SpaceId> {
    resolve_name(ck, name.get_ref().trim(), name.span(), names, what)
}

fn resolve_name(
    ck: &mut Checker,
    name: &str,
    span: Range<usize>,
    names: &[&str],
    what: &str,
) -> Option<SpaceId> {
    let found = names.iter().position(|n| *n == name);
    if found.is_none() {
        let msg = format!(
            "{what} `{name}` is not a memory space{}; the spaces are {}",
            did_you_mean(name, names),
            quoted_list(names)
        );
        ck.err(span, msg);
    }
    found.map(|i| SpaceId(i as u32))
}

fn quoted_list(names: &[&str]) -> String {
    if names.is_empty() {
        return "none".to_string();
    }
    let q: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    q.join(", ")
}

/// Parses one `connects` entry: `"a -> b"` or `"a <-> b"`.
fn check_connect(
    ck: &mut Checker,
    entry: &Spanned<String>,
    names: &[&str],
) -> Vec<(SpaceId, SpaceId)> {
    let text = entry.get_ref();
    let (a, b, both) = if let Some((a, b)) = text.split_once("<->") {
        (a, b, true)
    } else if let Some((a, b)) = text.split_once("->") {
        (a, b, false)
    } else {
        let msg = format!("expected `\"src -> dst\"` or `\"a <-> b\"`, got `\"{text}\"`");
        ck.err(entry.span(), msg);
        return Vec::new();
    };
    let sa = resolve_name(ck, a.trim(), entry.span(), names, "DMA endpoint");
    let sb = resolve_name(ck, b.trim(), entry.span(), names, "DMA endpoint");
    match (sa, sb) {
        (Some(x), Some(y)) if both => vec![(x, y), (y, x)],
        (Some(x), Some(y)) => vec![(x, y)],
        _ => Vec::new(),
    }
}

fn check_dma(ck: &mut Checker, name: &str, g: &RawDma, names: &[&str], clock_hz: u64) -> DmaGroup {
    if g.connects.get_ref().is_empty() {
        let msg = format!("DMA group `{name}` connects no memory spaces");
        ck.err(g.connects.span(), msg);
    }
    let mut connects = Vec::new();
    // A set beside the list: a scan of the list per entry was quadratic
    // in a long `connects` array.
    let mut seen = HashSet::new();
    for entry in g.connects.get_ref() {
        for pair in check_connect(ck, entry, names) {
            if seen.insert(pair) {
                connects.push(pair);
            }
        }
    }
    let queues = g.queues.as_ref().map_or(1, |c| c.get_ref().0);
    let max_outstanding = g.max_outstanding.as_ref().map_or(queues, |c| c.get_ref().0);
    if let Some(m) = g
        .max_outstanding
        .as_ref()
        .filter(|m| m.get_ref().0 < queues)
    {
        let msg = format!(
            "max_outstanding ({}) must be at least queues ({queues}): each queue holds one \
             transfer in flight",
            m.get_ref().0
        );
        ck.err(m.span(), msg);
    }
    DmaGroup {
        name: name.to_string(),
        engines: g.engines.as_ref().map_or(1, |c| c.get_ref().0),
        queues,
        bandwidth: g.bandwidth.get_ref().bytes_per_cycle(clock_hz),
        rate: exact_rate(ck, &g.bandwidth, clock_hz),
        setup_latency: g.setup_latency.map_or(0, |c| c.0),
        descriptor_overhead: g.descriptor_overhead.map_or(0, |c| c.0),
        burst_overhead: g.burst_overhead.map_or(0, |c| c.0),
        max_burst: g.max_burst.map(|b| b.0),
        max_outstanding,
        connects,
        select: g.select,
        energy_per_byte: g.energy_per_byte.map(|e| e.0),
    }
}

/// The most memory spaces a target may have: the timing model keeps a
/// table per (source, destination) pair of spaces for each DMA engine,
/// so 100,000 spaces would ask the host for tens of gigabytes.
pub const MAX_SPACES: usize = 64;

/// The most banks a memory space may have: the timing model keeps each
/// bank's free cycle (8 bytes a bank, from the start of the run), so a
/// count near 2^32 would ask the host for 32 GiB before the first op.
pub const MAX_BANKS: u64 = 1 << 16;

/// The timing model tracks at most this many DMA channels (engines ×
/// queues, over all groups) exactly.
pub const MAX_DMA_CHANNELS: u64 = 32;

/// Rejects more than [`MAX_DMA_CHANNELS`] channels in all, at the group
/// that goes past the limit, before anything is built from the counts.
fn check_channel_total(ck: &mut Checker, raw: &[(Spanned<String>, Spanned<RawDma>)]) {
    let mut total: u64 = 0;
    for (name, g) in raw {
        let g = g.get_ref();
        let engines = g.engines.as_ref().map_or(1, |c| c.get_ref().0);
        let queues = g.queues.as_ref().map_or(1, |c| c.get_ref().0);
        total = total.saturating_add(engines.saturating_mul(queues));
        if total > MAX_DMA_CHANNELS {
            let span = (g.engines.as_ref().map(|c| c.span()))
                .or(g.queues.as_ref().map(|c| c.span()))
                .unwrap_or(name.span());
            let msg = format!(
                "DMA group `{}` brings the target to more than {MAX_DMA_CHANNELS} DMA channels \
                 (engines x queues over all groups); at most {MAX_DMA_CHANNELS} are supported",
                name.get_ref()
            );
            ck.err(span, msg);
            return;
        }
    }
}

fn check_compute(ck: &mut Checker, mut raw: RawCompute) -> Compute {
    let energy = UnitEnergy {
        scalar: OpEnergy::new(
            raw.scalar.energy_per_op,
            take(&mut raw.scalar.energy_per_class),
        ),
        vector: (raw.vector.as_mut())
            .map(|v| OpEnergy::new(v.energy_per_op, take(&mut v.energy_per_class)))
            .unwrap_or_default(),
        matrix: (raw.matrix.as_ref())
            .map(|m| OpEnergy::new(m.energy_per_op, Default::default()))
            .unwrap_or_default(),
    };
    let scalar = CostTableResolved::resolve(raw.scalar.ops, |c: OpClass| {
        WidthCost::uniform(default_cost(c))
    });
    let vector = raw.vector.map(|v| check_vector(ck, v, &scalar));
    let matrix = raw.matrix.and_then(|m| check_matrix(ck, m));
    Compute {
        issue: raw.issue,
        issue_width: raw.issue_width.map_or(1, |c| c.0),
        default_nan: raw.default_nan,
        scalar,
        vector,
        matrix,
        energy,
    }
}

fn check_vector(ck: &mut Checker, v: RawVector, scalar: &CostTableResolved) -> VectorUnit {
    if v.shape.get_ref().is_empty() {
        let msg = "the vector unit's `shape` needs at least one dimension".to_string();
        ck.err(v.shape.span(), msg);
    }
    VectorUnit {
        shape: v.shape.get_ref().iter().map(|c| c.0).collect(),
        split: v.split,
        costs: CostTableResolved::resolve(v.ops, inherit(scalar)),
    }
}

fn check_matrix(ck: &mut Checker, m: RawMatrix) -> Option<MatrixUnit> {
    let shape: Vec<u64> = m.shape.get_ref().iter().map(|c| c.0).collect();
    if shape.len() != 2 {
        let msg = format!(
            "the matrix unit's `shape` needs 2 dimensions, got {}",
            shape.len()
        );
        ck.err(m.shape.span(), msg);
        return None;
    }
    Some(MatrixUnit {
        shape: [shape[0], shape[1]],
        latency: m.latency.0,
        ii: m.ii.map_or(1, |c| c.0),
    })
}

fn check_op_name(ck: &mut Checker, name: &Spanned<String>) -> bool {
    let n = name.get_ref();
    let ok = n
        .split_once('.')
        .is_some_and(|(d, o)| !d.is_empty() && !o.is_empty());
    if !ok {
        let msg = format!("target op `{n}` needs a dialect prefix, as in `tpu.vaddf32`");
        ck.err(name.span(), msg);
    }
    ok
}

fn check_op(
    ck: &mut Checker,
    name: &Spanned<String>,
    op: &RawTargetOp,
    compute: &Compute,
) -> Option<TargetOp> {
    let name_ok = check_op_name(ck, name);
    let sem = op.semantics.get_ref();
    let Some(info) = target_op_semantics(sem) else {
        let all: Vec<&str> = ELEMENTWISE_OPS.iter().map(|o| o.name).collect();
        let msg = format!(
            "unknown semantics `{sem}`{}; expected an elementwise op name such as `addf`, \
             or `matmul` (the list is in configs/README.md)",
            did_you_mean(sem, &all)
        );
        ck.err(op.semantics.span(), msg);
        return None;
    };
    check_unit(ck, &op.unit, compute);
    check_matrix_pairing(ck, op, info);
    if let Some(e) = &op.element {
        check_element(ck, e, info.element, sem);
    }
    let predicate = check_predicate(ck, op, info.predicate, sem);
    let (cost, steps) = check_timing(ck, name, op, info)?;
    name_ok.then(|| TargetOp {
        name: name.get_ref().clone(),
        semantics: info,
        predicate,
        element: op.element.as_ref().map(|e| e.get_ref().clone()),
        unit: op.unit.get_ref().0,
        cost,
        steps,
    })
}

/// An op's timing: its own `latency` (and `ii`), or `steps`, a chain of
/// the unit's op classes, one per operand after the first (`fma`: a
/// multiply then an add). Exactly one of the two is given.
fn check_timing(
    ck: &mut Checker,
    name: &Spanned<String>,
    op: &RawTargetOp,
    info: &ElementwiseOp,
) -> Option<(Cost, Vec<OpClass>)> {
    let Some(steps) = &op.steps else {
        let Some(latency) = op.latency else {
            let msg = format!(
                "target op `{}` needs a `latency` (or `steps`, the op classes it is timed as)",
                name.get_ref()
            );
            ck.err(name.span(), msg);
            return None;
        };
        let ii = op.ii.map_or(1, |c| c.0);
        return Some((
            Cost {
                latency: latency.0,
                ii,
            },
            Vec::new(),
        ));
    };
    let chain_ok = !is_matmul(info.name) && !info.predicate && info.name != "select";
    let want = usize::from(info.operands).saturating_sub(1);
    let msg = if op.latency.is_some() || op.ii.is_some() {
        Some("`steps` times the op by its classes: give no `latency` or `ii` with it".to_string())
    } else if !chain_ok || want == 0 {
        Some(format!(
            "semantics `{}` cannot be timed by `steps`, which chain ops over operands of one type",
            info.name
        ))
    } else if steps.get_ref().len() != want {
        Some(format!(
            "`{}` takes {} operands, so `steps` lists {want} op classes (one per operand after the first), not {}",
            info.name,
            info.operands,
            steps.get_ref().len()
        ))
    } else {
        None
    };
    if let Some(msg) = msg {
        ck.err(steps.span(), msg);
        return None;
    }
    let keys: Vec<&str> = OpClass::COSTED.iter().map(|c| c.key()).collect();
    let mut classes = Vec::new();
    for s in steps.get_ref() {
        match OpClass::from_key(s.get_ref()) {
            Some(c) => classes.push(c),
            None => {
                let msg = format!(
                    "unknown op class `{}`{}; `steps` lists op classes such as `float_mul`",
                    s.get_ref(),
                    did_you_mean(s.get_ref(), &keys)
                );
                ck.err(s.span(), msg);
            }
        }
    }
    (classes.len() == want).then_some((Cost { latency: 0, ii: 1 }, classes))
}

/// `matmul` and `matmul_fma` run on the matrix unit, and the matrix unit
/// runs only them.
fn check_matrix_pairing(ck: &mut Checker, op: &RawTargetOp, info: &ElementwiseOp) {
    let on_matrix = op.unit.get_ref().0 == UnitKind::Matrix;
    if is_matmul(info.name) && !on_matrix {
        let msg = format!(
            "semantics `{}` runs on the matrix unit: write `unit = \"matrix\"`",
            info.name
        );
        ck.err(op.unit.span(), msg);
    } else if !is_matmul(info.name) && on_matrix {
        let msg = format!(
            "the matrix unit runs only `matmul` and `matmul_fma`, not `{}`; put it on `\"scalar\"` or `\"vector\"`",
            info.name
        );
        ck.err(op.unit.span(), msg);
    }
}

fn check_unit(ck: &mut Checker, unit: &Spanned<UnitName>, compute: &Compute) {
    let missing = match unit.get_ref().0 {
        UnitKind::Scalar => None,
        UnitKind::Vector => compute.vector.is_none().then_some("vector"),
        UnitKind::Matrix => compute.matrix.is_none().then_some("matrix"),
    };
    if let Some(u) = missing {
        let msg = format!("unit `{u}` is not declared: add a `[compute.{u}]` table");
        ck.err(unit.span(), msg);
    }
}

fn check_element(ck: &mut Checker, e: &Spanned<String>, want: ElementKind, sem: &str) {
    match element_kind_of(e.get_ref()) {
        None => {
            let msg = format!(
                "unknown element type `{}`; expected e.g. `f32` or `i32`",
                e.get_ref()
            );
            ck.err(e.span(), msg);
        }
        Some(k) if want != ElementKind::Any && k != want => {
            let kind = if want == ElementKind::Float {
                "float"
            } else {
                "integer"
            };
            let msg = format!("`{sem}` takes {kind} elements, not `{}`", e.get_ref());
            ck.err(e.span(), msg);
        }
        Some(_) => {}
    }
}

fn check_predicate(ck: &mut Checker, op: &RawTargetOp, takes: bool, sem: &str) -> Option<String> {
    let Some(p) = &op.predicate else {
        if takes {
            let msg = format!("semantics `{sem}` needs a `predicate` key, such as \"eq\"");
            ck.err(op.semantics.span(), msg);
        }
        return None;
    };
    let valid: &[&str] = if sem == "cmpf" {
        &FloatPredicate::KEYWORDS
    } else {
        &IntPredicate::KEYWORDS
    };
    if !takes {
        ck.err(p.span(), format!("semantics `{sem}` takes no `predicate`"));
    } else if !valid.contains(&p.get_ref().as_str()) {
        let msg = format!(
            "unknown {sem} predicate `{}`{}; expected one of {}",
            p.get_ref(),
            did_you_mean(p.get_ref(), valid),
            quoted_list(valid)
        );
        ck.err(p.span(), msg);
    }
    Some(p.get_ref().clone())
}

fn check_hls(ck: &mut Checker, raw: &RawHls) -> HlsLibrary {
    let mut entries: Vec<HlsEntry> = Vec::new();
    let mut characterised: HashSet<(&str, u64)> = HashSet::new();
    let all: Vec<&str> = ELEMENTWISE_OPS.iter().map(|o| o.name).collect();
    for e in &raw.ops {
        let name = e.op.get_ref();
        let Some(info) = elementwise_op(name) else {
            let msg = format!(
                "unknown HLS op `{name}`{}; expected an elementwise op name such as `addi`",
                did_you_mean(name, &all)
            );
            ck.err(e.op.span(), msg);
            continue;
        };
        let width = e.width.get_ref().0;
        // A set, not a scan of the entries so far, which made `n` entries
        // `O(n^2)` (200,000 of them: minutes).
        if !characterised.insert((info.name, width)) {
            let msg = format!("HLS op `{name}` at width {width} is already characterised");
            ck.err(e.width.span(), msg);
        }
        entries.push(HlsEntry {
            op: info.name,
            width,
            latency: e.latency.0,
            delay_ns: e.delay.0,
            area: e.area.0,
        });
    }
    entries.sort_by(|a, b| (a.op, a.width).cmp(&(b.op, b.width)));
    let limits = check_hls_limits(ck, raw, &all);
    HlsLibrary { entries, limits }
}

fn check_hls_limits(
    ck: &mut Checker,
    raw: &RawHls,
    all: &[&str],
) -> std::collections::BTreeMap<&'static str, u64> {
    let mut limits = std::collections::BTreeMap::new();
    for (name, count) in &raw.limits {
        let Some(info) = elementwise_op(name.get_ref()) else {
            let msg = format!(
                "unknown HLS op `{}` in [hls.limits]{}; expected an elementwise op name such as `muli`",
                name.get_ref(),
                did_you_mean(name.get_ref(), all)
            );
            ck.err(name.span(), msg);
            continue;
        };
        limits.insert(info.name, count.0);
    }
    limits
}

/// The element kind of an MLIR element type name (`f32`, `i8`, `index`).
fn element_kind_of(ty: &str) -> Option<ElementKind> {
    match ty {
        "f16" | "bf16" | "f32" | "f64" | "tf32" | "f80" | "f128" => Some(ElementKind::Float),
        "index" => Some(ElementKind::Int),
        _ => {
            let bits = ty.strip_prefix('i').or_else(|| ty.strip_prefix("si"));
            let bits = bits.or_else(|| ty.strip_prefix("ui"))?;
            (bits.parse::<u32>().ok()? > 0).then_some(ElementKind::Int)
        }
    }
}
