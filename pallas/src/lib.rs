//! Running a JAX Pallas TPU kernel's Mosaic module as `pallas_call` does.
//!
//! [`lower`] turns the module into one the simulator already runs: the
//! kernel body with its `tpu` ops rewritten ([`mod@body`]) plus a generated
//! grid driver ([`mod@driver`]) that moves blocks between HBM and
//! double-buffered VMEM around each grid step and calls the kernel. The
//! driver, `@__pallas_main`, takes the call's operands (scalar-prefetch
//! ones first) and returns its results. `docs/pallas.md` gives the model.

pub mod body;
pub mod driver;
pub mod kernel;
pub mod text;

use rmlir_ir::{Context, Diagnostic, OpId};

pub use driver::ENTRY;

/// The call's operand and result shapes, from the `S.json` manifest that
/// `tools/rmlir-pallas export` writes beside the module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Manifest {
    /// Operand shapes, scalar-prefetch operands first.
    pub inputs: Vec<Vec<i64>>,
    /// Result shapes.
    pub outputs: Vec<Vec<i64>>,
    /// Result dtypes as JAX names them (`"uint32"`, `"bfloat16"`), or
    /// `""` where the manifest does not say: the module's element types
    /// are signless, so only these tell a `uint32` result from an `int32`.
    pub output_dtypes: Vec<String>,
}

impl Manifest {
    /// Reads the manifest's JSON.
    pub fn parse(text: &str) -> Result<Self, String> {
        let v: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let shapes = |key: &str| -> Result<Vec<Vec<i64>>, String> {
            v.get(key)
                .and_then(|a| a.as_array())
                .ok_or(format!("no `{key}` array"))?
                .iter()
                .map(|o| {
                    o.get("shape")
                        .and_then(|s| s.as_array())
                        .and_then(|s| s.iter().map(|d| d.as_i64()).collect::<Option<Vec<_>>>())
                        .ok_or(format!("an entry of `{key}` has no integer `shape`"))
                })
                .collect()
        };
        let dtypes = (v
            .get("outputs")
            .and_then(|a| a.as_array())
            .into_iter()
            .flatten())
        .map(|o| {
            o.get("dtype")
                .and_then(|d| d.as_str())
                .unwrap_or("")
                .to_string()
        });
        Ok(Manifest {
            inputs: shapes("inputs")?,
            outputs: shapes("outputs")?,
            output_dtypes: dtypes.collect(),
        })
    }
}

/// What the target allows, for the static checks, and what it offers the
/// rewrite.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// VMEM capacity in bytes, if the target has a VMEM.
    pub vmem: Option<u64>,
    /// The target's ops that compute as interpret mode does.
    pub ops: TargetOps,
}

/// The names of the target's f32 ops whose semantics are interpret mode's
/// (XLA:CPU's) arithmetic, each if the target declares one: the rewrite
/// calls them in place of the ops they stand for, so that the kernel's
/// values are interpret mode's (`docs/pallas.md` § Values).
#[derive(Clone, Debug, Default)]
pub struct TargetOps {
    /// Semantics `matmul_fma` (on the matrix unit), for an f32
    /// `tpu.matmul` in its plain or transposed 2-D form.
    pub fused_matmul: Option<String>,
    /// Semantics `xla_dot_bf16` (on the matrix unit), for a `tpu.matmul`
    /// of bf16 operands into f32 in its plain or transposed 2-D form.
    pub bf16_matmul: Option<String>,
    /// Semantics `xla_exp`, for an f32 `math.exp`.
    pub exp: Option<String>,
    /// Semantics `ynn_exp`, for an f32 `math.exp` that XLA:CPU fuses
    /// around a reduction it hands to YNNPACK.
    pub ynn_exp: Option<String>,
    /// Semantics `xla_rsqrt`, for an f32 `math.rsqrt` next to another
    /// elementwise op.
    pub rsqrt: Option<String>,
    /// Semantics `xla_rsqrt_vec`, for an f32 `math.rsqrt` alone in its
    /// fusion (which XLA:CPU vectorises).
    pub rsqrt_vec: Option<String>,
    /// Semantics `xla_tanh`, for an f32 `math.tanh` alone between
    /// loads, stores and other non-elementwise ops.
    pub tanh: Option<String>,
    /// Semantics `xla_tanh_loop`, for an f32 `math.tanh` next to another
    /// elementwise op (which XLA fuses it with).
    pub tanh_loop: Option<String>,
    /// Semantics `xla_log`, for an f32 `math.log`.
    pub log: Option<String>,
    /// Semantics `xla_log1p`, for an f32 `math.log1p`.
    pub log1p: Option<String>,
    /// Semantics `xla_erf`, for an f32 `math.erf`.
    pub erf: Option<String>,
    /// Semantics `xla_row_sum`, for an f32 `vector.multi_reduction <add>`
    /// over one dimension.
    pub row_sum: Option<String>,
    /// Semantics `xla_col_sum`, for an f32 `vector.multi_reduction <add>`
    /// over dimension 0 of a 2-D vector.
    pub col_sum: Option<String>,
    /// Semantics `fma`, for a multiply and an add that XLA:CPU contracts:
    /// the value of one fused multiply-add, timed as the target declares
    /// (`configs/tpu.toml`: the TPU's multiply, then its add). Without
    /// one, `math.fma`.
    pub fma: Option<String>,
    /// Semantics `fmsub` (`a·b − c`), for a contracted subtract of the
    /// multiply's product, timed as the target declares (`configs/tpu.toml`:
    /// the TPU's multiply, then its subtract). Without one, `fma` of the
    /// negated operand.
    pub fmsub: Option<String>,
    /// Semantics `fnmadd` (`c − a·b`), for a contracted subtract from the
    /// multiply's product; as `fmsub`.
    pub fnmadd: Option<String>,
    /// Semantics `xla_divsi`, for an i32 `arith.divsi` (XLA's division:
    /// `x / 0 = −1`, `MIN / −1 = MIN`).
    pub divsi: Option<String>,
    /// Semantics `xla_remsi`, for an i32 `arith.remsi`.
    pub remsi: Option<String>,
    /// Semantics `xla_divui`, for an i32 `arith.divui`.
    pub divui: Option<String>,
    /// Semantics `xla_remui`, for an i32 `arith.remui`.
    pub remui: Option<String>,
}

/// Bytes per element of a printed element type.
fn elem_bytes(elem: &str) -> u64 {
    let bits: u64 = elem
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .unwrap_or(32);
    bits.div_ceil(8).max(1)
}

/// Bytes of a kernel ref.
fn ref_bytes(r: &kernel::Ref) -> Option<u64> {
    r.shape.iter().try_fold(elem_bytes(&r.elem), |p, &d| {
        p.checked_mul(u64::try_from(d).ok()?)
    })
}

/// Checks that the blocks (two buffers each) and the VMEM scratch fit.
fn check_vmem(k: &kernel::Kernel, cap: u64) -> Result<(), String> {
    let mut parts = Vec::new();
    let mut total = 0u64;
    for (i, (op, r)) in k.operands.iter().enumerate() {
        if let kernel::Operand::Blocked { .. } = op {
            let b = ref_bytes(r).ok_or("block size overflows")?;
            let two = b.checked_mul(2).ok_or("block size overflows")?;
            parts.push(format!("operand {i}: 2 x {b}"));
            total = total.checked_add(two).ok_or("block size overflows")?;
        }
    }
    for (i, r) in k.scratch.iter().enumerate() {
        if r.space.contains("vmem") {
            let b = ref_bytes(r).ok_or("scratch size overflows")?;
            parts.push(format!("scratch {i}: {b}"));
            total = total.checked_add(b).ok_or("scratch size overflows")?;
        }
    }
    if total > cap {
        return Err(format!(
            "the kernel's VMEM blocks need {total} bytes ({}; inputs and outputs are double-buffered) but the target's VMEM holds {cap}",
            parts.join(", ")
        ));
    }
    Ok(())
}

/// Whether a module's text is in MLIR's generic form (as
/// `tools/rmlir-pallas export` writes `S.generic.mlir`). The kernel body
/// is rewritten line by line on the pretty form, so such a module is
/// printed in pretty form first ([`pretty`]) and lowered from that.
pub fn is_generic(text: &str) -> bool {
    text.contains("\"builtin.module\"") || text.contains("\"func.func\"")
}

/// The module printed in pretty form, one op per line, as jaxlib prints it.
pub fn pretty(ctx: &Context, module: OpId) -> String {
    rmlir_ir::printer::print_op(ctx, module, &rmlir_ir::printer::PrintOptions::default())
}

/// Whether the module is a Mosaic module (`stable_mosaic.version`).
pub fn is_mosaic(ctx: &Context, module: OpId) -> bool {
    ctx.ops[module].attr(ctx, "stable_mosaic.version").is_some()
}

/// The module's text with the kernel body rewritten and the driver added
/// before the module's closing brace.
pub fn lower(
    ctx: &Context,
    module: OpId,
    text: &str,
    manifest: &Manifest,
    limits: Limits,
) -> Result<String, Vec<Diagnostic>> {
    let func = kernel::find_kernel(ctx, module).ok_or_else(|| {
        vec![Diagnostic::error_at(
            ctx,
            ctx.ops[module].loc,
            "a Mosaic module needs a kernel function (one with `scalar_prefetch`)",
        )]
    })?;
    let k = kernel::read(ctx, func, manifest)?;
    let at_kernel = |m: String| vec![Diagnostic::error_at(ctx, k.loc, m)];
    if k.steps().is_none() {
        return Err(at_kernel("the grid has too many steps".into()));
    }
    let plans = driver::plans(&k).map_err(at_kernel)?;
    let huge = |r: &kernel::Ref| {
        r.space.contains("semaphore_mem")
            && text::elems(&r.shape).is_none_or(|n| n > text::MAX_UNROLLED)
    };
    if k.scratch.iter().any(huge) {
        return Err(at_kernel(format!(
            "a semaphore scratch operand of more than {} semaphores is not supported",
            text::MAX_UNROLLED
        )));
    }
    if let Some(cap) = limits.vmem {
        check_vmem(&k, cap).map_err(at_kernel)?;
    }
    let body = body::rewrite(ctx, module, text, &limits.ops)?;
    let close = body
        .rfind('}')
        .ok_or_else(|| at_kernel("the module has no closing brace".into()))?;
    let here = body::loc_text(ctx, k.loc);
    let drv = driver::driver(&k, &plans, &here);
    let out = format!("{}{drv}{}", &body[..close], &body[close..]);
    Ok(out
        .replace("!tpu.dma_semaphore", "i32")
        .replace("!tpu.semaphore", "i32"))
}
