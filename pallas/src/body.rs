//! The kernel body with its `tpu` ops rewritten into ops the simulator
//! runs, line by line on the module as jaxlib prints it (one op per line),
//! so every other op keeps its line and its diagnostics point into the
//! user's file.
//!
//! | `tpu` op | becomes |
//! | --- | --- |
//! | `vector_store` (unit strides) | `vector.store`; masked: a `vector.load`, an `arith.select` of the stored lanes, a `vector.store` |
//! | `strided_load`, `strided_store` | a `memref.subview` with those strides, then `vector.load` / `vector.store` |
//! | `reciprocal` (exact) | `arith.divf` of a splat 1 |
//! | `reciprocal` (`approx`) | `arith.divf` of a splat 1 by the operand rounded to bf16, as interpret mode computes it |
//! | `matmul` | `vector.contract` with the maps its dimension numbers give (the 2-D `(m, k) × (k, n)` form runs on the matrix unit); batched f32: an `scf.for` of `vector.fma`s (`body/matmul.rs`) |
//! | `concatenate` | `vector.insert_strided_slice` of each source into a zero vector |
//! | `bitcast` (same element width) | `arith.bitcast` |
//! | `memref_reshape` | `memref.collapse_shape` to one dimension, then `memref.expand_shape` |
//! | `memref_bitcast` (same element width) | nothing: each `vector.load` or `tpu.vector_store` through it reads or writes the source ref, with an `arith.bitcast` of the value |
//! | `iota` | an `arith.constant` of the same values |
//! | `dynamic_rotate` | two `vector.store`s into a VMEM scratch of twice the rotated dimension and one `vector.load` at the rotated offset |
//! | `memref_slice`, `memref_squeeze` | nothing: the view is remembered and folded into its DMA |
//! | `enqueue_dma`, `wait_dma2` | `memref.dma_start` / `memref.dma_wait` on the semaphore as tag; the semaphore's word counts bytes, as interpret mode's do |
//! | `sem_alloc` | `memref.alloca` in semaphore memory |
//! | `sem_signal`, `sem_wait` | a load, add or checked subtract, store of the semaphore |
//! | `region`, `yield` | `scf.execute_region`, `scf.yield` |
//! | `trace_start`, `trace_stop` | nothing |
//!
//! Four other ops become what interpret mode computes for them on XLA:CPU
//! (`body/xla.rs`), when the target declares the ops that do: `math.exp`,
//! `math.rsqrt`, `math.tanh`, `math.log`, `math.log1p`, `math.erf` and a
//! one-dimension `vector.multi_reduction <add>` of f32 become calls of its
//! `xla_exp`, `xla_rsqrt`, `xla_tanh`, `xla_log`, `xla_log1p`, `xla_erf`
//! and `xla_row_sum` ops (an `exp` that XLA:CPU fuses around a reduction
//! it hands to YNNPACK, `body/ynn.rs`, a call of the `ynn_exp` op), and
//! an f32 `arith.divf` by a broadcast is a multiply by the reciprocal.
//!
//! Semaphore element types (`!tpu.dma_semaphore`, `!tpu.semaphore`) become
//! `i32` words of semaphore memory.

mod contract;
mod jnp;
mod matmul;
mod vreg;
mod xla;
mod ynn;

use crate::text::{bracketed, elems, split_top, Emit, MAX_UNROLLED};
use crate::TargetOps;
use rmlir_ir::diag::source_pos;
use rmlir_ir::{Context, Diagnostic, OpId};
use std::collections::HashMap;

/// A memref view: a base memref and `index` offsets into it.
#[derive(Clone, Debug)]
struct View {
    base: String,
    base_ty: String,
    base_shape: Vec<i64>,
    offsets: Vec<String>,
    shape: Vec<i64>,
}

/// What the rewriter remembers between lines.
struct State {
    emit: Emit,
    views: HashMap<String, View>,
    /// `tpu.memref_bitcast` results: the source ref and its type.
    casts: HashMap<String, (String, String)>,
    /// The target's ops that compute as interpret mode does.
    ops: TargetOps,
    /// Whether the op being rewritten sits next to another elementwise
    /// op, so that XLA:CPU fuses them into one loop.
    in_loop: bool,
    /// Whether XLA:CPU computes the op being rewritten in a YNNPACK
    /// fusion, with YNNPACK's routines.
    in_ynn: bool,
    /// The op's part in a multiply-add XLA:CPU contracts, if any.
    contract: Option<contract::Role>,
    /// Whether LLVM contracts the multiply-adds of XLA's routine for the
    /// op (`contract.rs`).
    contracted: bool,
}

/// Gives the ops that replace one `tpu` op, joined by [`SEP`].
type Rewrite = fn(&mut State, &Line) -> Result<String, String>;

/// Separates the ops of a rewrite, so each can be given the `tpu` op's
/// location.
const SEP: &str = "\u{1}";

/// Stands for the rewritten op's location inside a rewrite's nested ops
/// (the ops of a region), which [`SEP`] does not separate.
const LOC: &str = "\u{2}";

/// One op's line: its result names (before ` = `) and what follows the op name.
struct Line {
    lhs: String,
    rest: String,
}

/// The rewrite of each op, one row per op.
const REWRITES: &[(&str, Rewrite)] = &[
    ("tpu.vector_store", vector_store),
    ("tpu.matmul", matmul::matmul),
    ("tpu.reciprocal", reciprocal),
    ("tpu.strided_load", strided_load),
    ("tpu.strided_store", strided_store),
    ("tpu.iota", iota),
    ("tpu.dynamic_rotate", dynamic_rotate),
    ("tpu.memref_slice", memref_slice),
    ("tpu.memref_squeeze", memref_squeeze),
    ("tpu.enqueue_dma", enqueue_dma),
    ("tpu.wait_dma2", wait_dma),
    ("tpu.sem_alloc", sem_alloc),
    ("tpu.sem_signal", sem_signal),
    ("tpu.sem_wait", sem_wait),
    ("tpu.yield", yield_op),
    ("tpu.trace_start", nothing),
    ("tpu.trace_stop", nothing),
    ("tpu.concatenate", concatenate),
    ("tpu.repeat", vreg::repeat),
    ("tpu.broadcast_in_sublanes", vreg::broadcast_in_sublanes),
    ("tpu.all_reduce", vreg::all_reduce),
    ("tpu.reduce_index", vreg::reduce_index),
    ("tpu.bitcast", bitcast),
    ("tpu.transpose", jnp::transpose),
    ("tpu.assume_multiple", jnp::assume_multiple),
    ("tpu.weird", jnp::weird),
    ("tpu.log", jnp::log),
    ("tpu.dynamic_gather", jnp::dynamic_gather),
    ("tpu.memref_reshape", memref_reshape),
    ("tpu.memref_bitcast", memref_bitcast),
    ("vector.load", load_through_cast),
    ("math.exp", xla::exp),
    ("math.rsqrt", xla::rsqrt),
    ("math.tanh", xla::tanh),
    ("math.log", xla::log),
    ("math.log1p", xla::log1p),
    ("math.erf", xla::erf),
    ("vector.multi_reduction", xla::row_sum),
    ("arith.divf", xla::divide_by_broadcast),
    ("arith.divsi", xla::divsi),
    ("arith.remsi", xla::remsi),
    ("arith.divui", xla::divui),
    ("arith.remui", xla::remui),
    ("arith.mulf", contract::mulf),
    ("arith.addf", contract::addf),
    ("arith.subf", contract::subf),
];

/// The static shape of a printed `memref<…>` or `vector<…>` type.
pub fn shape_of(ty: &str) -> Vec<i64> {
    let inner = bracketed(ty, '<', '>').map(|(i, _)| i).unwrap_or("");
    let first = split_top(inner, ',').into_iter().next().unwrap_or_default();
    first
        .split('x')
        .map_while(|d| d.parse::<i64>().ok())
        .collect()
}

fn types(s: &str) -> Vec<String> {
    split_top(s, ',')
}

/// `(before, after)` the last ` : `.
fn split_types(rest: &str) -> Result<(&str, &str), String> {
    rest.rsplit_once(" : ")
        .ok_or_else(|| "expected ` : ` and types".to_string())
}

/// The attribute dictionary `{…}` of `s`, and `s` without it.
fn attrs(s: &str) -> (String, String) {
    match s.find('{') {
        Some(i) => {
            let (inside, after) = bracketed(&s[i..], '{', '}').unwrap_or(("", ""));
            (
                inside.to_string(),
                format!("{}{}", &s[..i], after).trim().to_string(),
            )
        }
        None => (String::new(), s.trim().to_string()),
    }
}

fn yield_op(_: &mut State, l: &Line) -> Result<String, String> {
    Ok(format!("scf.yield {}", l.rest).trim_end().to_string())
}

fn reciprocal(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, v) = attrs(pre);
    let (vt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let one = s.emit.fresh();
    let mut ops = vec![format!("{one} = arith.constant dense<1.000000e+00> : {vt}")];
    // Interpret mode computes an approximate reciprocal of f32 as the
    // bf16 reciprocal of `bf16(x)`: `bf16(1 / f32(bf16(x)))`, widened
    // back to f32 (the quotient of two bf16s rounded once to bf16).
    if a.contains("approx = true") {
        match elem_of(vt).as_str() {
            "bf16" => {}
            "f32" => {
                let bt = with_elem(vt, "bf16");
                let [t, e, q, r] = [(); 4].map(|_| s.emit.fresh());
                ops.push(format!("{t} = arith.truncf {v} : {vt} to {bt}"));
                ops.push(format!("{e} = arith.extf {t} : {bt} to {vt}"));
                ops.push(format!("{q} = arith.divf {one}, {e} : {vt}"));
                ops.push(format!("{r} = arith.truncf {q} : {vt} to {bt}"));
                ops.push(format!("{} = arith.extf {r} : {bt} to {rt}", l.lhs));
                return Ok(ops.join(SEP));
            }
            other => {
                return Err(format!(
                    "an approximate reciprocal of {other} has no interpret-mode value to match"
                ))
            }
        }
    }
    ops.push(format!("{} = arith.divf {one}, {v} : {rt}", l.lhs));
    Ok(ops.join(SEP))
}

/// The element type of a printed `vector<…>` or `memref<…>` type.
fn elem_of(ty: &str) -> String {
    let inner = bracketed(ty, '<', '>').map(|(i, _)| i).unwrap_or("");
    let first = split_top(inner, ',').into_iter().next().unwrap_or_default();
    first.rsplit('x').next().unwrap_or("").to_string()
}

/// The element's width in bits (`f32`: 32, `bf16`: 16, `i1`: 1).
fn elem_bits(elem: &str) -> Option<u32> {
    elem.trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok()
}

/// A printed `vector<…>` or `memref<…>` type with another element type
/// (and the same shape, layout and memory space).
fn with_elem(ty: &str, elem: &str) -> String {
    with_shape(ty, &shape_of(ty), elem)
}

/// A printed `vector<…>` or `memref<…>` type with another shape and
/// element type, and the same memory space.
fn with_shape(ty: &str, shape: &[i64], elem: &str) -> String {
    let kind = ty.split('<').next().unwrap_or("vector");
    let inner = bracketed(ty, '<', '>').map(|(i, _)| i).unwrap_or("");
    let rest: Vec<String> = split_top(inner, ',').into_iter().skip(1).collect();
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    let tail: String = rest.iter().map(|r| format!(", {r}")).collect();
    format!("{kind}<{dims}{elem}{tail}>")
}

/// The `memref.subview` of `base` at `idx` with `strides` and the shape of
/// the vector type `vt`: its result name and the ops that define it.
fn strided_view(
    s: &mut State,
    base: &str,
    mt: &str,
    idx: &str,
    strides: &[i64],
    vt: &str,
) -> Result<(String, String, Vec<String>), String> {
    let shape = shape_of(mt);
    let sizes = shape_of(vt);
    if shape.len() != strides.len() || sizes.len() != strides.len() {
        return Err("strides, memref and vector ranks differ".into());
    }
    let layout: Vec<String> = (0..shape.len())
        .map(|d| {
            elems(&shape[d + 1..])
                .and_then(|r| r.checked_mul(strides[d]))
                .map(|x| x.to_string())
                .ok_or("strides overflow")
        })
        .collect::<Result<_, _>>()?;
    let inner = bracketed(mt, '<', '>').map(|(i, _)| i).unwrap_or("");
    let parts = split_top(inner, ',');
    let elem = parts[0].rsplit('x').next().unwrap_or("");
    let space = parts.get(1).map(|s| format!(", {s}")).unwrap_or_default();
    let list = |v: &[i64], sep: &str| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(sep)
    };
    let vty = format!(
        "memref<{}x{elem}, strided<[{}], offset: ?>{space}>",
        list(&sizes, "x"),
        layout.join(", ")
    );
    let view = s.emit.fresh();
    let z = s.emit.fresh();
    let ops = vec![
        format!(
            "{view} = memref.subview {base}[{idx}] [{}] [{}] : {mt} to {vty}",
            list(&sizes, ", "),
            list(strides, ", ")
        ),
        format!("{z} = arith.constant 0 : index"),
    ];
    let zeros = vec![z; strides.len()].join(", ");
    Ok((format!("{view}[{zeros}]"), vty, ops))
}

/// `strides = array<i32: …>` of an attribute dictionary.
fn strides_of(a: &str) -> Result<Vec<i64>, String> {
    let (_, list) = a.split_once("array<i32:").ok_or("expected strides")?;
    list.trim_end_matches('>')
        .split(',')
        .map(|x| {
            x.trim()
                .trim_end_matches('>')
                .parse::<i64>()
                .map_err(|e| e.to_string())
        })
        .collect()
}

fn strided_load(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, pre) = attrs(pre);
    let base = pre.split('[').next().unwrap_or("").trim().to_string();
    let (idx, _) = bracketed(&pre, '[', ']').ok_or("expected indices")?;
    let t = types(tys);
    let [mt, vt] = &t[..] else {
        return Err("expected the memref and vector types".into());
    };
    let (at, vty, mut ops) = strided_view(s, &base, mt, idx, &strides_of(&a)?, vt)?;
    ops.push(format!("{} = vector.load {at} : {vty}, {vt}", l.lhs));
    Ok(ops.join(SEP))
}

fn strided_store(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, pre) = attrs(pre);
    let base = pre.split('[').next().unwrap_or("").trim().to_string();
    let (idx, after) = bracketed(&pre, '[', ']').ok_or("expected indices")?;
    let value = after.trim_start_matches(',').trim().to_string();
    let t = types(tys);
    let [mt, vt] = &t[..] else {
        return Err("expected the memref and vector types".into());
    };
    let (at, vty, mut ops) = strided_view(s, &base, mt, idx, &strides_of(&a)?, vt)?;
    ops.push(format!("vector.store {value}, {at} : {vty}, {vt}"));
    Ok(ops.join(SEP))
}

fn nothing(_: &mut State, _: &Line) -> Result<String, String> {
    Ok(String::new())
}

/// The zero literal of element type `elem` in a `dense<…>`.
pub(super) fn zero_of(elem: &str) -> &'static str {
    match elem {
        "i1" => "false",
        e if e.starts_with('f') || e.starts_with("bf") => "0.000000e+00",
        _ => "0",
    }
}

fn vector_store(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, pre) = attrs(pre);
    if !a.is_empty() && a != "strides = array<i32>" {
        return Err(format!("tpu.vector_store with {a} is not supported yet"));
    }
    let mut base = pre.split('[').next().unwrap_or("").trim().to_string();
    let (idx, after) = bracketed(&pre, '[', ']').ok_or("expected indices")?;
    let mut value = after.trim_start_matches(',').trim().to_string();
    let mut t = types(tys);
    let mut ops = Vec::new();
    if t.len() < 2 {
        return Err("expected the memref and vector types".into());
    }
    // Through a `tpu.memref_bitcast`: store the value's bits in the source.
    if let Some((src, sty)) = s.casts.get(&base).cloned() {
        let (stored, mask) = match value.split_once(" masked ") {
            Some((v, m)) => (v.trim().to_string(), format!(" masked {}", m.trim())),
            None => (value.clone(), String::new()),
        };
        let svt = with_elem(&t[1], &elem_of(&sty));
        let c = s.emit.fresh();
        ops.push(format!("{c} = arith.bitcast {stored} : {} to {svt}", t[1]));
        (base, value, t[0], t[1]) = (src, format!("{c}{mask}"), sty, svt);
    }
    if let Some((value, mask)) = value.split_once(" masked ") {
        let [mt, vt, kt] = &t[..] else {
            return Err("expected the memref, vector and mask types".into());
        };
        // The masked-out lanes keep what the ref holds: read, select, write.
        let (old, new) = (s.emit.fresh(), s.emit.fresh());
        ops.extend([
            format!("{old} = vector.load {base}[{idx}] : {mt}, {vt}"),
            format!(
                "{new} = arith.select {}, {}, {old} : {kt}, {vt}",
                mask.trim(),
                value.trim()
            ),
            format!("vector.store {new}, {base}[{idx}] : {mt}, {vt}"),
        ]);
        return Ok(ops.join(SEP));
    }
    let (mt, vt) = (&t[0], &t[1]);
    ops.push(format!("vector.store {value}, {base}[{idx}] : {mt}, {vt}"));
    Ok(ops.join(SEP))
}

/// A `vector.load` through a `tpu.memref_bitcast` ref: the source's
/// elements, bitcast.
fn load_through_cast(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let base = pre.split('[').next().unwrap_or("").trim().to_string();
    let (idx, _) = bracketed(pre, '[', ']').ok_or("expected indices")?;
    let (src, sty) = s
        .casts
        .get(&base)
        .cloned()
        .ok_or("the ref is not a tpu.memref_bitcast")?;
    let t = types(tys);
    let [_, vt] = &t[..] else {
        return Err("expected the memref and vector types".into());
    };
    let svt = with_elem(vt, &elem_of(&sty));
    let tmp = s.emit.fresh();
    Ok([
        format!("{tmp} = vector.load {src}[{idx}] : {sty}, {svt}"),
        format!("{} = arith.bitcast {tmp} : {svt} to {vt}", l.lhs),
    ]
    .join(SEP))
}

/// `tpu.concatenate`: each source inserted at its offset along the
/// dimension into a zero vector of the result's type.
fn concatenate(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (_, pre) = attrs(pre);
    let (srcs, dim) = pre.rsplit_once(" in ").ok_or("expected `in`")?;
    let dim: usize = dim.trim().parse().map_err(|_| "bad dimension")?;
    let (ins, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let (srcs, ins) = (split_top(srcs, ','), types(ins));
    let rank = shape_of(rt).len();
    if srcs.len() != ins.len() || srcs.is_empty() || dim >= rank {
        return Err("sources, types and dimension do not match".into());
    }
    let zero = zero_of(&elem_of(rt));
    let mut acc = s.emit.fresh();
    let mut ops = vec![format!("{acc} = arith.constant dense<{zero}> : {rt}")];
    let mut off = 0i64;
    for (i, (v, t)) in srcs.iter().zip(&ins).enumerate() {
        let next = if i + 1 == srcs.len() {
            l.lhs.clone()
        } else {
            s.emit.fresh()
        };
        let offsets: Vec<String> = (0..rank)
            .map(|d| if d == dim { off } else { 0 }.to_string())
            .collect();
        ops.push(format!(
            "{next} = vector.insert_strided_slice {v}, {acc} {{offsets = [{}], strides = [{}]}} : {t} into {rt}",
            offsets.join(", "),
            vec!["1"; shape_of(t).len()].join(", ")
        ));
        off = shape_of(t)
            .get(dim)
            .and_then(|n| off.checked_add(*n))
            .ok_or("bad source shape")?;
        acc = next;
    }
    Ok(ops.join(SEP))
}

/// Whether two printed types have elements of the same width and the
/// same shape: a bitcast Mosaic does without repacking.
fn same_width(a: &str, b: &str) -> bool {
    shape_of(a) == shape_of(b)
        && elem_bits(&elem_of(a)).is_some()
        && elem_bits(&elem_of(a)) == elem_bits(&elem_of(b))
}

fn bitcast(_: &mut State, l: &Line) -> Result<String, String> {
    let (v, tys) = split_types(&l.rest)?;
    let (vt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    if !same_width(vt, rt) {
        return Err("a bitcast that changes the element width is not supported yet".into());
    }
    Ok(format!(
        "{} = arith.bitcast {} : {vt} to {rt}",
        l.lhs,
        v.trim()
    ))
}

/// A ref that is a whole memref, not a remembered slice or bitcast.
fn whole_ref<'a>(s: &State, name: &'a str) -> Result<&'a str, String> {
    if s.views.contains_key(name) || s.casts.contains_key(name) {
        return Err(
            "a view of a tpu.memref_slice or tpu.memref_bitcast is not supported yet".into(),
        );
    }
    Ok(name)
}

/// `tpu.memref_reshape`: row-major, as interpret mode reshapes a ref.
fn memref_reshape(s: &mut State, l: &Line) -> Result<String, String> {
    let (src, tys) = split_types(&l.rest)?;
    let src = whole_ref(s, src.trim())?;
    let (st, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let (from, to) = (shape_of(st), shape_of(rt));
    let n = elems(&from).ok_or("the ref's size overflows")?;
    if elems(&to) != Some(n) || from.is_empty() || to.is_empty() || from == to {
        return Err(format!(
            "a reshape from {from:?} to {to:?} is not supported"
        ));
    }
    if split_top(bracketed(st, '<', '>').map(|(i, _)| i).unwrap_or(""), ',').len() > 2 {
        return Err("a reshape of a ref with a layout is not supported".into());
    }
    let flat = with_shape(st, &[n], &elem_of(st));
    let group = |r: usize| {
        let d: Vec<String> = (0..r).map(|i| i.to_string()).collect();
        format!("[[{}]]", d.join(", "))
    };
    let mut ops = Vec::new();
    let mut cur = src.to_string();
    if from.len() > 1 {
        cur = if to.len() > 1 {
            s.emit.fresh()
        } else {
            l.lhs.clone()
        };
        ops.push(format!(
            "{cur} = memref.collapse_shape {src} {} : {st} into {flat}",
            group(from.len())
        ));
    }
    if to.len() > 1 {
        let sizes: Vec<String> = to.iter().map(|d| d.to_string()).collect();
        ops.push(format!(
            "{} = memref.expand_shape {cur} {} output_shape [{}] : {flat} into {rt}",
            l.lhs,
            group(to.len()),
            sizes.join(", ")
        ));
    }
    Ok(ops.join(SEP))
}

/// `tpu.memref_bitcast` of the same element width: remembered, and its
/// loads and stores go to the source ref.
fn memref_bitcast(s: &mut State, l: &Line) -> Result<String, String> {
    let (src, tys) = split_types(&l.rest)?;
    let src = whole_ref(s, src.trim())?.to_string();
    let (st, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    if !same_width(st, rt) {
        return Err("a ref bitcast that changes the element width is not supported yet".into());
    }
    s.casts.insert(l.lhs.clone(), (src, st.trim().to_string()));
    Ok(String::new())
}

fn iota(_: &mut State, l: &Line) -> Result<String, String> {
    let (pre, ty) = split_types(&l.rest)?;
    let (a, _) = attrs(pre);
    let dim: usize = a
        .split(':')
        .nth(1)
        .and_then(|d| d.trim().trim_end_matches('>').trim().parse().ok())
        .ok_or("tpu.iota needs exactly one dimension")?;
    let shape = shape_of(ty);
    if dim >= shape.len() {
        return Err(format!("iota dimension {dim} out of range"));
    }
    Ok(format!(
        "{} = arith.constant dense<{}> : {ty}",
        l.lhs,
        iota_literal(&shape, dim)?
    ))
}

/// The nested `dense<...>` literal of `shape` whose every element is its
/// index along `dim`.
fn iota_literal(shape: &[i64], dim: usize) -> Result<String, String> {
    let total = elems(shape).filter(|&n| n <= MAX_UNROLLED).ok_or(format!(
        "an iota of more than {MAX_UNROLLED} elements is not supported"
    ))?;
    let strides: Vec<i64> = (0..shape.len())
        .map(|d| elems(&shape[d + 1..]).unwrap_or(1).max(1))
        .collect();
    let vals: Vec<String> = (0..total)
        .map(|i| ((i / strides[dim]) % shape[dim]).to_string())
        .collect();
    Ok(nested(&vals, shape))
}

/// Row-major values as a nested literal of `shape`.
fn nested(vals: &[String], shape: &[i64]) -> String {
    if shape.len() <= 1 {
        return format!("[{}]", vals.join(", "));
    }
    let chunk = vals.len() / shape[0].max(1) as usize;
    let parts: Vec<String> = vals
        .chunks(chunk.max(1))
        .map(|c| nested(c, &shape[1..]))
        .collect();
    format!("[{}]", parts.join(", "))
}

fn dynamic_rotate(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, pre) = attrs(pre);
    if !a.is_empty() {
        return Err(format!("tpu.dynamic_rotate with {a} is not supported yet"));
    }
    let (v, rest) = pre.split_once(" by ").ok_or("expected `by`")?;
    let (amount, dim) = rest.split_once(" dim ").ok_or("expected `dim`")?;
    let dim: usize = dim.trim().parse().map_err(|_| "bad dim")?;
    let (ins, vt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let it = types(ins)
        .get(1)
        .cloned()
        .ok_or("expected the amount's type")?;
    let shape = shape_of(vt);
    let n = *shape.get(dim).ok_or("dim out of range")?;
    let mut wide = shape.clone();
    wide[dim] = n.checked_mul(2).ok_or("too wide")?;
    let elem = vt
        .rsplit('x')
        .next()
        .unwrap_or("")
        .trim_end_matches('>')
        .to_string();
    let dims: String = wide.iter().map(|d| format!("{d}x")).collect();
    let mty = format!("memref<{dims}{elem}, #tpu.memory_space<vmem>>");
    let e = &mut s.emit;
    let mut parts = Vec::new();
    let buf = e.fresh();
    parts.push(format!("{buf} = memref.alloca() : {mty}"));
    let z = e.fresh();
    parts.push(format!("{z} = arith.constant 0 : index"));
    let nc = e.fresh();
    parts.push(format!("{nc} = arith.constant {n} : index"));
    let at = |d: &str| -> String {
        (0..shape.len())
            .map(|i| if i == dim { d.to_string() } else { z.clone() })
            .collect::<Vec<_>>()
            .join(", ")
    };
    parts.push(format!("vector.store {v}, {buf}[{}] : {mty}, {vt}", at(&z)));
    parts.push(format!(
        "vector.store {v}, {buf}[{}] : {mty}, {vt}",
        at(&nc)
    ));
    // Element i of the result is element (i - amount) mod n of the input,
    // which the doubled buffer holds at i + (n - amount mod n) mod n.
    let ni = e.fresh();
    parts.push(format!("{ni} = arith.constant {n} : {it}"));
    let m = e.fresh();
    parts.push(format!("{m} = arith.remsi {amount}, {ni} : {it}"));
    let neg = e.fresh();
    parts.push(format!("{neg} = arith.subi {ni}, {m} : {it}"));
    let off = e.fresh();
    parts.push(format!("{off} = arith.remsi {neg}, {ni} : {it}"));
    let offi = e.fresh();
    parts.push(format!("{offi} = arith.index_cast {off} : {it} to index"));
    parts.push(format!(
        "{} = vector.load {buf}[{}] : {mty}, {vt}",
        l.lhs,
        at(&offi)
    ));
    Ok(parts.join(SEP))
}

/// The view named `name` of type `ty`: a remembered slice, or the whole memref.
fn view(s: &mut State, name: &str, ty: &str, parts: &mut Vec<String>) -> View {
    if let Some(v) = s.views.get(name) {
        return v.clone();
    }
    let shape = shape_of(ty);
    let z = s.emit.fresh();
    parts.push(format!("{z} = arith.constant 0 : index"));
    View {
        base: name.to_string(),
        base_ty: ty.to_string(),
        base_shape: shape.clone(),
        offsets: vec![z; shape.len()],
        shape,
    }
}

fn memref_slice(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (bt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let base = pre.split('[').next().unwrap_or("").trim().to_string();
    let (idx, after) = bracketed(pre, '[', ']').ok_or("expected indices")?;
    if !after.trim().is_empty() {
        return Err("tpu.memref_slice with dynamic sizes is not supported yet".into());
    }
    let mut parts = Vec::new();
    let outer = view(s, &base, bt, &mut parts);
    let mut offsets = Vec::new();
    for (k, i) in split_top(idx, ',').iter().enumerate() {
        let c = s.emit.fresh();
        parts.push(format!("{c} = arith.index_cast {i} : i32 to index"));
        let o = outer.offsets.get(k).ok_or("too many indices")?;
        let sum = s.emit.fresh();
        parts.push(format!("{sum} = arith.addi {o}, {c} : index"));
        offsets.push(sum);
    }
    s.views.insert(
        l.lhs.clone(),
        View {
            offsets,
            shape: shape_of(rt),
            ..outer
        },
    );
    Ok(parts.join(SEP))
}

fn memref_squeeze(s: &mut State, l: &Line) -> Result<String, String> {
    let (src, tys) = split_types(&l.rest)?;
    let (st, _) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let mut parts = Vec::new();
    let v = view(s, src.trim(), st, &mut parts);
    s.views.insert(l.lhs.clone(), v);
    Ok(parts.join(SEP))
}

/// `key(%v : T)` groups of an op's custom form.
fn groups(rest: &str) -> Result<HashMap<String, (String, String)>, String> {
    let mut out = HashMap::new();
    let mut r = rest.trim();
    while let Some(open) = r.find('(') {
        let key = r[..open].trim().to_string();
        let (inside, after) = bracketed(r, '(', ')').ok_or("unbalanced parentheses")?;
        let (v, t) = inside.split_once(" : ").ok_or("expected `value : type`")?;
        out.insert(key, (v.trim().to_string(), t.trim().to_string()));
        r = after.trim();
    }
    Ok(out)
}

fn at(v: &View) -> String {
    format!("{}[{}]", v.base, v.offsets.join(", "))
}

fn enqueue_dma(s: &mut State, l: &Line) -> Result<String, String> {
    let g = groups(&l.rest)?;
    if g.keys()
        .any(|k| !matches!(k.as_str(), "source" | "target" | "target_semaphore"))
    {
        return Err(
            "tpu.enqueue_dma with a source semaphore or device id is not supported yet".into(),
        );
    }
    let get = |k: &str| g.get(k).cloned().ok_or(format!("expected {k}(…)"));
    let (src, st) = get("source")?;
    let (dst, dt) = get("target")?;
    let (sem, mt) = get("target_semaphore")?;
    let mut parts = Vec::new();
    let src = view(s, &src, &st, &mut parts);
    let dst = view(s, &dst, &dt, &mut parts);
    let sem = view(s, &sem, &mt, &mut parts);
    let ps = crate::driver::plan(&src.shape, &src.base_shape);
    let pd = crate::driver::plan(&dst.shape, &dst.base_shape);
    let (Some(ps), Some(pd)) = (ps, pd) else {
        return Err("a DMA view that is not one strided transfer is not supported".into());
    };
    if ps.n != pd.n {
        return Err(format!("source has {} elements, target {}", ps.n, pd.n));
    }
    let strided = match (ps.strided, pd.strided) {
        (None, None) => None,
        (Some(x), None) if is_slow(&src.base_ty) => Some(x),
        (None, Some(x)) if is_slow(&dst.base_ty) => Some(x),
        _ => {
            return Err("only the HBM side of a DMA may be strided".into());
        }
    };
    let n = s.emit.fresh();
    parts.push(format!("{n} = arith.constant {} : index", ps.n));
    let tail = match strided {
        Some((st, run)) => {
            let a = s.emit.fresh();
            let b = s.emit.fresh();
            parts.push(format!("{a} = arith.constant {st} : index"));
            parts.push(format!("{b} = arith.constant {run} : index"));
            format!(", {a}, {b}")
        }
        None => String::new(),
    };
    parts.push(format!(
        "memref.dma_start {}, {}, {n}, {}{tail} : {}, {}, {}",
        at(&src),
        at(&dst),
        at(&sem),
        src.base_ty,
        dst.base_ty,
        sem.base_ty
    ));
    count_start(s, &sem, dma_bytes(&src.base_ty, ps.n)?, &mut parts);
    Ok(parts.join(SEP))
}

/// The flag a DMA semaphore's word carries while a DMA started on it has
/// not been waited for by the simulator's `memref.dma_wait`; the bits
/// below it count bytes.
const PENDING: i64 = 1 << 30;

/// Bytes of `n` elements of a printed memref or vector type's element.
fn dma_bytes(ty: &str, n: i64) -> Result<i64, String> {
    let bits = elem_bits(&elem_of(ty)).ok_or("a DMA of an element of unknown width")?;
    n.checked_mul(i64::from(bits.div_ceil(8)))
        .filter(|&b| b < PENDING)
        .ok_or_else(|| format!("a DMA of {n} elements moves {PENDING} bytes or more"))
}

/// A DMA semaphore counts bytes, as interpret mode's do: `dma_start`
/// signals the bytes it moves, and `wait_dma2` waits for the byte size of
/// the ref it names, so one wait may cover several DMAs or a DMA be
/// waited for in parts. The word also carries [`PENDING`], so that only a
/// wait with DMAs in flight waits for the simulator's transfers.
fn count_start(s: &mut State, sem: &View, bytes: i64, parts: &mut Vec<String>) {
    let cur = s.emit.fresh();
    parts.push(format!("{cur} = memref.load {} : {}", at(sem), sem.base_ty));
    let (mask, held, n, sum, ok, flag, new) = (
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
    );
    parts.push(format!("{mask} = arith.constant {} : i32", PENDING - 1));
    parts.push(format!("{held} = arith.andi {cur}, {mask} : i32"));
    parts.push(format!("{n} = arith.constant {bytes} : i32"));
    parts.push(format!("{sum} = arith.addi {held}, {n} : i32"));
    parts.push(format!("{flag} = arith.constant {PENDING} : i32"));
    parts.push(format!("{ok} = arith.cmpi slt, {sum}, {flag} : i32"));
    parts.push(format!(
        "cf.assert {ok}, \"the DMAs in flight on this semaphore move {PENDING} bytes or more\""
    ));
    parts.push(format!("{new} = arith.ori {sum}, {flag} : i32"));
    parts.push(format!("memref.store {new}, {} : {}", at(sem), sem.base_ty));
}

/// Waits for `bytes` on a DMA semaphore: a deadlock if the DMAs started on
/// it and not yet waited for move fewer; waits for the simulator's
/// transfers on its tag if any are in flight (counted in elements of
/// `elem` bytes, so the DMAs in flight on one semaphore must share an
/// element size, or the simulator's wait reports the mismatch); takes the
/// bytes.
fn count_wait(s: &mut State, sem: &View, bytes: i64, elem: i64, parts: &mut Vec<String>) {
    let cur = s.emit.fresh();
    parts.push(format!("{cur} = memref.load {} : {}", at(sem), sem.base_ty));
    let (mask, held, want, ok, flag, pend, zero, busy, left) = (
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
    );
    parts.push(format!("{mask} = arith.constant {} : i32", PENDING - 1));
    parts.push(format!("{held} = arith.andi {cur}, {mask} : i32"));
    parts.push(format!("{want} = arith.constant {bytes} : i32"));
    parts.push(format!("{ok} = arith.cmpi sge, {held}, {want} : i32"));
    parts.push(format!(
        "cf.assert {ok}, \"deadlock: tpu.wait_dma2 waits for {bytes} bytes, more than the DMAs started on its semaphore and not yet waited for move\""
    ));
    parts.push(format!("{flag} = arith.constant {PENDING} : i32"));
    parts.push(format!("{pend} = arith.andi {cur}, {flag} : i32"));
    parts.push(format!("{zero} = arith.constant 0 : i32"));
    parts.push(format!("{busy} = arith.cmpi ne, {pend}, {zero} : i32"));
    // In flight are the bytes held (none were left over from a wait in
    // parts: that wait cleared the flag), in elements of this DMA's type.
    let (size, count, n) = (s.emit.fresh(), s.emit.fresh(), s.emit.fresh());
    parts.push(format!("{size} = arith.constant {elem} : i32"));
    parts.push(format!("{count} = arith.divsi {held}, {size} : i32"));
    parts.push(format!("{n} = arith.index_cast {count} : i32 to index"));
    parts.push(format!(
        "scf.if {busy} {{ memref.dma_wait {}, {n} : {}{LOC} }}",
        at(sem),
        sem.base_ty
    ));
    parts.push(format!("{left} = arith.subi {held}, {want} : i32"));
    parts.push(format!(
        "memref.store {left}, {} : {}",
        at(sem),
        sem.base_ty
    ));
}

/// Whether a memref type lives in HBM (`any` or `hbm`).
fn is_slow(ty: &str) -> bool {
    ty.contains("memory_space<any>") || ty.contains("memory_space<hbm>")
}

fn wait_dma(s: &mut State, l: &Line) -> Result<String, String> {
    let g = groups(&l.rest)?;
    let get = |k: &str| g.get(k).cloned().ok_or(format!("expected {k}(…)"));
    let (sem, mt) = get("semaphore")?;
    let (src, st) = get("src")?;
    let mut parts = Vec::new();
    let sem = view(s, &sem, &mt, &mut parts);
    let src = view(s, &src, &st, &mut parts);
    let count = elems(&src.shape).ok_or("the DMA's element count overflows")?;
    let bytes = dma_bytes(&src.base_ty, count)?;
    let elem = dma_bytes(&src.base_ty, 1)?;
    count_wait(s, &sem, bytes, elem, &mut parts);
    Ok(parts.join(SEP))
}

fn sem_alloc(_: &mut State, l: &Line) -> Result<String, String> {
    let ty = l.rest.trim().trim_start_matches(':').trim();
    Ok(format!("{} = memref.alloca() : {ty}", l.lhs))
}

/// The semaphore and count of `sem_signal`/`sem_wait`, with a load of its value.
fn sem_value(
    s: &mut State,
    l: &Line,
    parts: &mut Vec<String>,
) -> Result<(View, String, String), String> {
    let (ops, ty) = split_types(&l.rest)?;
    let o = split_top(ops, ',');
    let [sem, n] = &o[..] else {
        return Err("expected a semaphore and a count (no core or device id)".into());
    };
    let v = view(s, sem, ty, parts);
    let cur = s.emit.fresh();
    parts.push(format!("{cur} = memref.load {} : {}", at(&v), v.base_ty));
    Ok((v, n.clone(), cur))
}

fn sem_signal(s: &mut State, l: &Line) -> Result<String, String> {
    let mut parts = Vec::new();
    let (v, n, cur) = sem_value(s, l, &mut parts)?;
    let new = s.emit.fresh();
    parts.push(format!("{new} = arith.addi {cur}, {n} : i32"));
    parts.push(format!("memref.store {new}, {} : {}", at(&v), v.base_ty));
    Ok(parts.join(SEP))
}

fn sem_wait(s: &mut State, l: &Line) -> Result<String, String> {
    let mut parts = Vec::new();
    let (v, n, cur) = sem_value(s, l, &mut parts)?;
    let ok = s.emit.fresh();
    parts.push(format!("{ok} = arith.cmpi sge, {cur}, {n} : i32"));
    parts.push(format!(
        "cf.assert {ok}, \"deadlock: tpu.sem_wait waits for more than the semaphore holds, and nothing else runs to signal it\""
    ));
    let new = s.emit.fresh();
    parts.push(format!("{new} = arith.subi {cur}, {n} : i32"));
    parts.push(format!("memref.store {new}, {} : {}", at(&v), v.base_ty));
    Ok(parts.join(SEP))
}

/// Splits a printed op line into its result names and the text after the
/// op name, if the line holds `name`.
fn parse_line(text: &str, name: &str) -> Option<(String, Line)> {
    let indent: String = text.chars().take_while(|c| c.is_whitespace()).collect();
    let body = text.trim();
    let (lhs, rhs) = match body.split_once(" = ") {
        Some((l, r)) if l.starts_with('%') && r.starts_with(name) => (l.trim().to_string(), r),
        _ => (String::new(), body),
    };
    let rest = rhs.strip_prefix(name)?;
    Some((
        indent,
        Line {
            lhs,
            rest: rest.trim().to_string(),
        },
    ))
}

/// Rewrites the module text; every `tpu` op must have a row in the
/// rewrite table.
pub fn rewrite(
    ctx: &Context,
    module: OpId,
    text: &str,
    target_ops: &TargetOps,
) -> Result<String, Vec<Diagnostic>> {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let ynn_ops = ynn::fused_ops(ctx, module);
    let line_of = |op: OpId| source_pos(ctx, ctx.ops[op].loc).map(|p| p.line as usize - 1);
    let plan = contract::plan(ctx, module, &ynn_ops, &lines, line_of);
    let roles = &plan.roles;
    let mut ops = Vec::new();
    let mut diags = Vec::new();
    ctx.walk(module, &mut |op| {
        let name = ctx.ops[op].name.as_str();
        if !reads_cast(ctx, op) {
            if name.starts_with("tpu.")
                || xla::computes_otherwise(ctx, op, target_ops)
                || roles.contains_key(&op)
            {
                ops.push(op);
            }
        } else {
            // A bitcast ref is read and written through loads and stores
            // of its source.
            if matches!(name, "vector.load" | "tpu.vector_store") {
                ops.push(op);
            } else {
                diags.push(Diagnostic::error_at(
                    ctx,
                    ctx.ops[op].loc,
                    format!("rmlir-sim runs a tpu.memref_bitcast ref only through vector.load and tpu.vector_store, not {name}"),
                ));
            }
        }
    });
    let mut st = State {
        emit: Emit::new("pl", 0),
        views: HashMap::new(),
        casts: HashMap::new(),
        ops: target_ops.clone(),
        in_loop: false,
        in_ynn: false,
        contract: None,
        contracted: false,
    };
    for op in ops {
        let name = ctx.ops[op].name.as_str().to_string();
        let fail = |m: String| Diagnostic::error_at(ctx, ctx.ops[op].loc, m);
        let Some(line) = source_pos(ctx, ctx.ops[op].loc).map(|p| p.line as usize - 1) else {
            diags.push(fail(format!("{name} has no source line")));
            continue;
        };
        let Some(text) = lines.get(line).cloned() else {
            continue;
        };
        if let Some(generic) = rewrite_generic(&text, &name) {
            lines[line] = generic;
            continue;
        }
        let Some((indent, l)) = parse_line(&text, &name) else {
            diags.push(fail(format!(
                "rmlir-sim runs {name} only in jaxlib's pretty form, one op per line (`rmlir-opt FILE` prints a module that way)"
            )));
            continue;
        };
        let Some((_, f)) = REWRITES.iter().find(|(n, _)| *n == name) else {
            diags.push(fail(format!("rmlir-sim cannot run {name} yet")));
            continue;
        };
        st.in_loop = xla::next_to_elementwise(ctx, op);
        st.in_ynn = ynn_ops.contains(&op);
        st.contract = roles.get(&op).cloned();
        st.contracted = plan.contracted.contains(&op);
        match f(&mut st, &l) {
            Ok(new) => lines[line] = format!("{indent}{}", located(&new, ctx, op)),
            Err(m) => diags.push(fail(format!("rmlir-sim cannot run this {name}: {m}"))),
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    Ok(lines.join("\n"))
}

/// Whether an op uses the result of a `tpu.memref_bitcast`.
fn reads_cast(ctx: &Context, op: OpId) -> bool {
    ctx.ops[op].operands.iter().any(|&v| {
        ctx.defining_op(v)
            .is_some_and(|d| ctx.ops[d].name.as_str() == "tpu.memref_bitcast")
    })
}

/// The ops of a rewrite, each with the rewritten op's location, so that
/// diagnostics point at the `tpu` op in the user's file.
fn located(ops: &str, ctx: &Context, op: OpId) -> String {
    let loc = loc_text(ctx, ctx.ops[op].loc);
    ops.split(SEP)
        .filter(|o| !o.trim().is_empty())
        .map(|o| format!("{} {loc}", o.replace(LOC, &format!(" {loc}"))))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `loc("file":line:col)` for a location, or nothing.
pub fn loc_text(ctx: &Context, loc: rmlir_ir::AttrId) -> String {
    source_pos(ctx, loc)
        .map(|p| format!("loc({:?}:{}:{})", p.file, p.line, p.col))
        .unwrap_or_default()
}

/// The ops jaxlib prints in generic form: the region and its terminator
/// become `scf.execute_region` and `scf.yield`, traces disappear.
fn rewrite_generic(text: &str, name: &str) -> Option<String> {
    let quoted = format!("\"{name}\"");
    if !text.contains(&quoted) {
        return None;
    }
    match name {
        "tpu.region" => Some(text.replace(&quoted, "\"scf.execute_region\"")),
        "tpu.yield" => Some(text.replace(&quoted, "\"scf.yield\"")),
        "tpu.trace_start" | "tpu.trace_stop" => Some(String::new()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_of_printed_types() {
        assert_eq!(
            shape_of("memref<2x8x128xf32, #tpu.memory_space<vmem>>"),
            vec![2, 8, 128]
        );
        assert_eq!(
            shape_of("memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>"),
            Vec::<i64>::new()
        );
        assert_eq!(shape_of("vector<8x1xf32>"), vec![8, 1]);
    }

    #[test]
    fn retyped_printed_types_keep_their_memory_space() {
        assert_eq!(
            with_elem("memref<8x128xf32, #tpu.memory_space<vmem>>", "i32"),
            "memref<8x128xi32, #tpu.memory_space<vmem>>"
        );
        assert_eq!(
            with_shape(
                "memref<16x128xf32, #tpu.memory_space<vmem>>",
                &[2048],
                "f32"
            ),
            "memref<2048xf32, #tpu.memory_space<vmem>>"
        );
        assert_eq!(with_elem("vector<2x8xf32>", "bf16"), "vector<2x8xbf16>");
        assert_eq!(elem_bits(&elem_of("vector<8x128xbf16>")), Some(16));
    }

    #[test]
    fn nests_row_major_values() {
        let v: Vec<String> = (0..6).map(|i| i.to_string()).collect();
        assert_eq!(nested(&v, &[2, 3]), "[[0, 1, 2], [3, 4, 5]]");
    }
}
