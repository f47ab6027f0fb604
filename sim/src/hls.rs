//! The bridge to the HLS backend's cycle model (`--hls-schedule`): turns
//! the command line's `--arg`/`--input` values into the backend's inputs,
//! and the simulator's results into the words a testbench expects.

use crate::args::{parse_scalar, Inputs};
use crate::npy::Array;
use crate::runtime::Slot;
use crate::value::ScalarType;
use rmlir_hls::cdfg::{Param, Word};
use rmlir_hls::{Design, RunInputs};
use rmlir_ir::{Context, OpId};

/// The name `--input` uses for each parameter of `func` (its SSA name
/// without `%`, or `argN`).
fn param_names(ctx: &Context, module: OpId, func: &str) -> Vec<String> {
    let Some(f) = ctx.lookup_symbol(module, func) else {
        return Vec::new();
    };
    let Some(&r) = ctx.ops[f].regions.first() else {
        return Vec::new();
    };
    let Some(&b) = ctx.regions[r].blocks.first() else {
        return Vec::new();
    };
    let args = &ctx.blocks[b].args;
    let hint = |i: usize, v| {
        let n: Option<&str> = ctx.values[v].name_hint.as_deref();
        n.map(|s| s.trim_start_matches('%').to_string())
            .unwrap_or_else(|| format!("arg{i}"))
    };
    args.iter().enumerate().map(|(i, &v)| hint(i, v)).collect()
}

/// The elements of an `.npy` array as zero-extended words.
pub fn array_words(a: &Array) -> Vec<Word> {
    let size = a.dtype.itemsize().max(1);
    a.data
        .chunks(size)
        .map(|c| {
            c.iter()
                .rev()
                .fold(0 as Word, |acc, &b| (acc << 8) | Word::from(b))
        })
        .collect()
}

/// An integer result as a word (`None` for memrefs and floats).
pub fn slot_word(s: &Slot) -> Option<Word> {
    match s {
        Slot::V(v) => v.low_bits(),
        _ => None,
    }
}

/// The cycle model's inputs for `design` from the command line's values.
pub fn run_inputs(
    ctx: &Context,
    module: OpId,
    func: &str,
    design: &Design,
    inputs: &Inputs,
) -> Result<RunInputs, String> {
    rmlir_hls::interp::check_model_size(&design.cdfg)?;
    let names = param_names(ctx, module, func);
    let mut out = RunInputs::default();
    let mut texts = inputs.scalars.iter();
    for (i, p) in design.cdfg.params.iter().enumerate() {
        match p {
            Param::Scalar { reg, .. } => {
                let w = design.cdfg.reg_widths[reg.0 as usize];
                let text = texts
                    .next()
                    .ok_or_else(|| format!("@{func} needs a value for %{} (--arg)", names[i]))?;
                let ty = if w == 64 && is_index(ctx, module, func, i) {
                    ScalarType::Index
                } else {
                    ScalarType::Int(w)
                };
                let v = parse_scalar(text, ty)?;
                out.scalars.push(v.low_bits().unwrap_or(0));
            }
            Param::Mem(m) => {
                let pos = i.to_string();
                let a = inputs
                    .arrays
                    .iter()
                    .find(|(n, _)| *n == names[i] || *n == pos);
                let words = a.map(|(_, a)| array_words(a)).unwrap_or_default();
                let mask = |w: Word| rmlir_hls::cdfg::mask(w, design.cdfg.mems[*m].width);
                out.mems.push(words.into_iter().map(mask).collect());
            }
        }
    }
    Ok(out)
}

fn is_index(ctx: &Context, module: OpId, func: &str, i: usize) -> bool {
    let Some(f) = ctx.lookup_symbol(module, func) else {
        return false;
    };
    let r = ctx.ops[f].regions[0];
    let b = ctx.regions[r].blocks[0];
    let v = ctx.blocks[b].args[i];
    matches!(ctx.ty(ctx.values[v].ty), rmlir_ir::TypeData::Index)
}

/// Names of `func`'s memref parameters as `--output` takes them.
pub fn memref_names(ctx: &Context, module: OpId, func: &str, design: &Design) -> Vec<String> {
    let names = param_names(ctx, module, func);
    design
        .cdfg
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p, Param::Mem(_)))
        .map(|(i, _)| names[i].clone())
        .collect()
}

/// Runs `@func` under its HLS schedule for `target` with the command
/// line's inputs: the cycles from `start` to `done`, and the backend's
/// report (with the run's figures) for the `"hls"` section of `--report`.
pub fn hls_schedule(
    ctx: &Context,
    module: OpId,
    target: &rmlir_targets::Target,
    func: &str,
    inputs: &Inputs,
    max_cycles: u64,
) -> Result<(u64, serde_json::Value), rmlir_ir::Diagnostic> {
    use rmlir_ir::Diagnostic;
    let design = rmlir_hls::synthesize(ctx, module, func, target)?;
    let ri =
        run_inputs(ctx, module, func, &design, inputs).map_err(|m| Diagnostic::error(None, m))?;
    let out = design.run(&ri, max_cycles).map_err(|f| match f.at {
        Some(at) => Diagnostic::error_at(ctx, at, f.message),
        None => Diagnostic::error(None, f.message),
    })?;
    Ok((out.cycles, design.report(Some(&out), None)))
}
