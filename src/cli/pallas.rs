//! `rmlir-sim` on a Pallas TPU (Mosaic) module: the module is lowered to a
//! grid driver plus its rewritten kernel (`rmlir_pallas`), with the call's
//! shapes from the `S.json` manifest beside `S.mlir`, and the driver runs.

use super::{parse_kernel, read_input, render_all, Input, Loaded};

/// A kernel ready to run, and the entry function a Mosaic module implies.
pub struct SimModule {
    /// The parsed, verified module (lowered, for a Mosaic module).
    pub loaded: Loaded,
    /// `Some(driver)` for a Mosaic module.
    pub entry: Option<&'static str>,
    /// A Mosaic module's result dtypes from its manifest (JAX's names),
    /// by position; empty for other modules.
    pub result_dtypes: Vec<String>,
}

/// The unsigned NumPy dtype JAX's dtype `name` is, if it is one.
fn unsigned(name: &str) -> Option<rmlir_sim::npy::Dtype> {
    use rmlir_sim::npy::Dtype;
    Some(match name {
        "uint8" => Dtype::U8,
        "uint16" => Dtype::U16,
        "uint32" => Dtype::U32,
        "uint64" => Dtype::U64,
        _ => return None,
    })
}

/// Gives each `RESULT_<i>` array the unsigned dtype `dtypes[i]` names,
/// where the simulator wrote its signless integers as the signed twin of
/// the same size (the bytes are the same): the result is then saved as
/// interpret mode's array is.
pub fn retag_results(arrays: &mut [(String, rmlir_sim::npy::Array)], dtypes: &[String]) {
    for (stem, a) in arrays.iter_mut() {
        let i = stem
            .strip_prefix("RESULT_")
            .and_then(|i| i.parse::<usize>().ok());
        let Some(u) = i.and_then(|i| dtypes.get(i)).and_then(|d| unsigned(d)) else {
            continue;
        };
        if u.itemsize() == a.dtype.itemsize() && a.dtype.descr().contains('i') {
            a.dtype = u;
        }
    }
}

/// The manifest path of a module: `S.json` for `S.mlir` (or `S.generic.mlir`).
fn manifest_path(name: &str) -> String {
    let stem = name.strip_suffix(".mlir").unwrap_or(name);
    let stem = stem.strip_suffix(".generic").unwrap_or(stem);
    format!("{stem}.json")
}

/// The target's op with semantics `semantics` that takes f32 elements.
fn f32_op(target: &rmlir_targets::Target, semantics: &str) -> Option<String> {
    let f32_ok = |e: &Option<String>| e.as_deref().is_none_or(|e| e == "f32");
    (target.target_ops().iter())
        .find(|t| t.semantics.name == semantics && f32_ok(&t.element))
        .map(|t| t.name.clone())
}

/// The target's op with semantics `semantics` that takes i32 elements.
fn i32_op(target: &rmlir_targets::Target, semantics: &str) -> Option<String> {
    let i32_ok = |e: &Option<String>| e.as_deref().is_none_or(|e| e == "i32");
    (target.target_ops().iter())
        .find(|t| t.semantics.name == semantics && i32_ok(&t.element))
        .map(|t| t.name.clone())
}

/// The target's ops the Pallas rewrite calls to compute as interpret mode.
fn target_ops(target: &rmlir_targets::Target) -> rmlir_pallas::TargetOps {
    rmlir_pallas::TargetOps {
        fused_matmul: f32_op(target, rmlir_targets::MATMUL_FMA.name),
        bf16_matmul: f32_op(target, rmlir_targets::XLA_DOT_BF16.name),
        exp: f32_op(target, rmlir_targets::XLA_EXP.name),
        ynn_exp: f32_op(target, rmlir_targets::YNN_EXP.name),
        rsqrt: f32_op(target, rmlir_targets::XLA_RSQRT.name),
        rsqrt_vec: f32_op(target, rmlir_targets::XLA_RSQRT_VEC.name),
        tanh: f32_op(target, rmlir_targets::XLA_TANH.name),
        tanh_loop: f32_op(target, rmlir_targets::XLA_TANH_LOOP.name),
        log: f32_op(target, rmlir_targets::XLA_LOG.name),
        log1p: f32_op(target, rmlir_targets::XLA_LOG1P.name),
        erf: f32_op(target, rmlir_targets::XLA_ERF.name),
        row_sum: f32_op(target, rmlir_targets::XLA_ROW_SUM.name),
        col_sum: f32_op(target, rmlir_targets::XLA_COL_SUM.name),
        fma: f32_op(target, "fma"),
        fmsub: f32_op(target, "fmsub"),
        fnmadd: f32_op(target, "fnmadd"),
        divsi: i32_op(target, rmlir_targets::XLA_DIVSI.name),
        remsi: i32_op(target, rmlir_targets::XLA_REMSI.name),
        divui: i32_op(target, rmlir_targets::XLA_DIVUI.name),
        remui: i32_op(target, rmlir_targets::XLA_REMUI.name),
    }
}

/// Reads and parses `path`; lowers it first when it is a Mosaic module.
pub fn load_sim_module(path: &str, target: &rmlir_targets::Target) -> Result<SimModule, String> {
    let input = read_input(path)?;
    let mut name = input.name.clone();
    let mut text = input.text.clone();
    let mut loaded = parse_kernel(Input {
        name: input.name.clone(),
        text: input.text,
    })?;
    if !rmlir_pallas::is_mosaic(&loaded.ctx, loaded.module) {
        return Ok(SimModule {
            loaded,
            entry: None,
            result_dtypes: Vec::new(),
        });
    }
    let mpath = manifest_path(&input.name);
    let mtext = std::fs::read_to_string(&mpath).map_err(|e| {
        format!(
            "{}: a Mosaic module needs its manifest {mpath} (written by `tools/rmlir-pallas export`) for the call's operand and result shapes: {e}",
            input.name
        )
    })?;
    let manifest = rmlir_pallas::Manifest::parse(&mtext).map_err(|e| format!("{mpath}: {e}"))?;
    if rmlir_pallas::is_generic(&text) {
        // The kernel is rewritten on its pretty form: diagnostics quote
        // that text, under a name that says so.
        name = format!("{name} (printed in pretty form)");
        text = rmlir_pallas::pretty(&loaded.ctx, loaded.module);
        loaded = parse_kernel(Input {
            name: name.clone(),
            text: text.clone(),
        })?;
    }
    let limits = rmlir_pallas::Limits {
        vmem: target
            .space_for_memref_attr(Some("#tpu.memory_space<vmem>"))
            .map(|s| target.space(s).capacity),
        ops: target_ops(target),
    };
    let lowered = rmlir_pallas::lower(&loaded.ctx, loaded.module, &text, &manifest, limits)
        .map_err(|d| render_all(&loaded.sources, &d))?;
    let mut loaded = parse_kernel(Input {
        name: name.clone(),
        text: lowered,
    })?;
    // Every op of the lowered module is located in the user's file (the
    // rewritten and generated ones at the op or kernel they stand for), so
    // diagnostics quote the user's text.
    let mut sources = rmlir_ir::SourceMap::new();
    sources.add(&name, &text);
    loaded.sources = sources;
    Ok(SimModule {
        loaded,
        entry: Some(rmlir_pallas::ENTRY),
        result_dtypes: manifest.output_dtypes,
    })
}
