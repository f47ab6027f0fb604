//! Arguments and results of the entry function at the command line
//! (issue #4): scalar parameters parse from text (`--arg`), memref
//! parameters are filled from NumPy arrays (`--input NAME=file.npy`), and
//! memref results and chosen buffers come back as arrays.
//!
//! Element types map to `.npy` dtypes by their storage size in simulated
//! memory (`scalar_bytes`, LLVM's allocation size): `i1` is `|b1`, `i8`,
//! `i16`, `i32`, `i64` and `index` are `<i1`…`<i8` (signless: the unsigned
//! `<u…` of the same size is accepted too), odd widths travel in their
//! allocation size (`i7` as `<i1`, low 7 bits kept), `f16`/`f32`/`f64` are
//! `<f2`/`<f4`/`<f8`, and `bf16` is written as the two-byte void `<V2`
//! JAX's bf16 arrays save as (NumPy has no bf16), read from it or from
//! `<u2` holding the raw bits. A memref of vectors adds the vector's dimensions to the
//! array's shape.

use crate::npy::{Array, Dtype};
use crate::prepare::{memref_type, scalar_type, MemRefType, Program};
use crate::runtime::memory::{MemRef, Memory};
use crate::runtime::{Runtime, Slot};
use crate::timing::TraceSink;
use crate::value::{Scalar, ScalarType, Value};
use num_bigint::BigInt;
use rmlir_ir::printer::type_to_string;
use rmlir_ir::types::{FloatKind, DYNAMIC};
use rmlir_ir::{Context, Diagnostic, OpId, TypeData, TypeId};
use rmlir_targets::Target;

/// What the command line supplies for the entry function.
#[derive(Clone, Debug, Default)]
pub struct Inputs {
    /// `--arg` texts, in order, for the scalar parameters.
    pub scalars: Vec<String>,
    /// `--input NAME=file`: arrays for memref parameters, by name or position.
    pub arrays: Vec<(String, Array)>,
    /// `--output NAME`: memref parameters whose final contents to return.
    pub outputs: Vec<String>,
}

/// How one parameter is passed.
#[derive(Clone, Debug)]
pub enum ParamKind {
    /// An integer, index or float, from `--arg`.
    Scalar(ScalarType),
    /// A memref, from `--input`.
    MemRef(MemRefType),
    /// Anything else (vectors, functions): not passable from the command line.
    Other,
}

/// One parameter of the entry function.
#[derive(Clone, Debug)]
pub struct Param {
    /// Its SSA name without `%`.
    pub name: String,
    /// Its type.
    pub ty: TypeId,
    /// How it is passed.
    pub kind: ParamKind,
}

/// The entry function's parameters.
pub fn signature(
    ctx: &Context,
    prog: &Program,
    entry: u32,
    target: &Target,
) -> Result<Vec<Param>, Diagnostic> {
    let f = &prog.funcs[entry as usize];
    let Some(op) = f.op else {
        return Ok(Vec::new());
    };
    let Some(block) = ctx.ops[op]
        .regions
        .first()
        .and_then(|&r| ctx.regions[r].blocks.first())
    else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (i, &v) in ctx.blocks[*block].args.iter().enumerate() {
        let ty = ctx.value_type(v);
        let name = ctx.values[v].name_hint.as_deref().map(str::to_string);
        let kind = match ctx.ty(ty) {
            TypeData::MemRef { .. } => ParamKind::MemRef(memref_type(ctx, op, ty, target)?),
            _ => scalar_type(ctx, ty).map_or(ParamKind::Other, ParamKind::Scalar),
        };
        out.push(Param {
            name: name.unwrap_or_else(|| format!("arg{i}")),
            ty,
            kind,
        });
    }
    Ok(out)
}

/// `@main(%A: memref<4xf32>, %n: index)`, for messages.
pub fn signature_text(ctx: &Context, func: &str, params: &[Param]) -> String {
    let ps: Vec<String> = params
        .iter()
        .map(|p| format!("%{}: {}", p.name, type_to_string(ctx, p.ty)))
        .collect();
    format!("@{func}({})", ps.join(", "))
}

/// Parses a scalar argument: integers in decimal or `0x` hex, negative or
/// not, within the width's signed-or-unsigned range; `true`/`false` for
/// `i1`; floats as Rust parses them (`1.5`, `-2e3`, `inf`, `nan`),
/// rounded to the type once from the decimal via `f64`.
pub fn parse_scalar(text: &str, ty: ScalarType) -> Result<Value, String> {
    let t = text.trim();
    match ty {
        ScalarType::Float(k) => {
            let x: f64 = t
                .parse()
                .map_err(|_| format!("'{text}' is not a number of type {}", kind_name(k)))?;
            Value::float_from_f64(k, x).map_err(|e| e.to_string())
        }
        ScalarType::Int(1) if t == "true" || t == "false" => Ok(Scalar::bool(t == "true").into()),
        ScalarType::Int(w) => parse_int(t, w).map(|v| Value::from_bigint(w, &v)),
        ScalarType::Index => {
            let v = parse_int(t, 64)?;
            Ok(Scalar::Index(i64::try_from(&v).unwrap_or_else(|_| {
                Value::from_bigint(64, &v).low_bits().unwrap_or(0) as u64 as i64
            }))
            .into())
        }
    }
}

fn kind_name(k: FloatKind) -> String {
    format!("{k:?}").to_lowercase()
}

fn parse_int(t: &str, width: u32) -> Result<BigInt, String> {
    let (neg, mag) = match t.strip_prefix('-') {
        Some(m) => (true, m),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (radix, digits) = match mag.strip_prefix("0x").or_else(|| mag.strip_prefix("0X")) {
        Some(h) => (16, h),
        None => (10, mag),
    };
    let v = BigInt::parse_bytes(digits.as_bytes(), radix)
        .filter(|_| !digits.is_empty() && !digits.starts_with(['+', '-']))
        .ok_or_else(|| format!("'{t}' is not an integer"))?;
    let v = if neg { -v } else { v };
    let lo = -(BigInt::from(1) << (width - 1));
    let hi = BigInt::from(1) << width;
    if v < lo || v >= hi {
        return Err(format!(
            "{t} does not fit in i{width} (range {lo} to {hi} exclusive)"
        ));
    }
    Ok(v)
}

/// The dtype an element of type `s` is written as.
pub fn dtype_of(s: ScalarType) -> Dtype {
    match s {
        ScalarType::Int(1) => Dtype::Bool,
        ScalarType::Float(FloatKind::F16) => Dtype::F16,
        ScalarType::Float(FloatKind::BF16) => Dtype::BF16,
        ScalarType::Float(FloatKind::F32) => Dtype::F32,
        ScalarType::Float(FloatKind::F64) => Dtype::F64,
        ScalarType::Float(_) => Dtype::U8,
        _ => match crate::prepare::scalar_bytes(s) {
            1 => Dtype::I8,
            2 => Dtype::I16,
            4 => Dtype::I32,
            _ => Dtype::I64,
        },
    }
}

/// Whether an array of `d` may fill elements of type `s`.
fn accepts(s: ScalarType, d: Dtype) -> bool {
    let want = dtype_of(s);
    let unsigned_twin = matches!(
        (want, d),
        (Dtype::I8, Dtype::U8)
            | (Dtype::I16, Dtype::U16)
            | (Dtype::I32, Dtype::U32)
            | (Dtype::I64, Dtype::U64)
            | (Dtype::BF16, Dtype::U16)
    );
    let bool_as_byte = want == Dtype::Bool && matches!(d, Dtype::I8 | Dtype::U8);
    let storable = !matches!(s, ScalarType::Int(w) if w > 64);
    storable && (want == d || unsigned_twin || bool_as_byte)
}

/// The arguments for `params`, allocating memref arguments in the
/// runtime `m`.
pub fn bind<S: TraceSink>(
    m: &mut Runtime<'_, S>,
    (func, op): (&str, OpId),
    params: &[Param],
    inputs: &Inputs,
) -> Result<Vec<Slot>, Diagnostic> {
    let ctx = m.ctx;
    let here = |msg: String| {
        let sig = signature_text(ctx, func, params);
        Diagnostic::error_at(ctx, ctx.ops[op].loc, format!("{msg} (signature: {sig})"))
    };
    check_names(params, inputs).map_err(&here)?;
    let mut texts = inputs.scalars.iter();
    let mut out = Vec::new();
    for (i, p) in params.iter().enumerate() {
        let slot = match &p.kind {
            ParamKind::Scalar(t) => {
                let text = texts.next().ok_or_else(|| {
                    here(format!("missing --arg for parameter %{} ({})", p.name, i))
                })?;
                let v = parse_scalar(text, *t)
                    .map_err(|e| here(format!("bad --arg for %{}: {e}", p.name)))?;
                Slot::V(v)
            }
            ParamKind::MemRef(t) => {
                let a = find(&inputs.arrays, p, i).ok_or_else(|| {
                    here(format!(
                        "missing --input {}=FILE.npy for parameter %{}",
                        p.name, p.name
                    ))
                })?;
                let shape =
                    array_shape(t, a).map_err(|e| here(format!("--input {}: {e}", p.name)))?;
                let mr = m.alloc_memref(t, shape, op)?;
                m.mem.write_logical(&mr, &element_bytes(t, a));
                Slot::M(mr)
            }
            ParamKind::Other => {
                return Err(here(format!(
                    "parameter %{} has a type the command line cannot pass",
                    p.name
                )))
            }
        };
        out.push(slot);
    }
    if texts.next().is_some() {
        return Err(here("more --arg values than scalar parameters".to_string()));
    }
    Ok(out)
}

fn matches_param(key: &str, p: &Param, i: usize) -> bool {
    key == p.name || key.parse::<usize>() == Ok(i)
}

fn find<'a>(arrays: &'a [(String, Array)], p: &Param, i: usize) -> Option<&'a Array> {
    arrays
        .iter()
        .find(|(k, _)| k == &p.name)
        .or_else(|| arrays.iter().find(|(k, _)| matches_param(k, p, i)))
        .map(|(_, a)| a)
}

/// The array's bytes as the memref stores them: for `i1`, any nonzero
/// byte is true (NumPy reads a `|b1` byte of 2 or 255 as `True`), and is
/// stored as 1.
fn element_bytes<'a>(t: &MemRefType, a: &'a Array) -> std::borrow::Cow<'a, [u8]> {
    if t.elem.scalar == ScalarType::Int(1) {
        a.data.iter().map(|&b| u8::from(b != 0)).collect()
    } else {
        std::borrow::Cow::Borrowed(&a.data)
    }
}

/// Every `--input`/`--output` name must name a memref parameter, and no
/// parameter may be given two `--input` arrays.
fn check_names(params: &[Param], inputs: &Inputs) -> Result<(), String> {
    for (i, p) in params.iter().enumerate() {
        let mut given = inputs.arrays.iter().filter(|(k, _)| matches_param(k, p, i));
        if let (Some((a, _)), Some((b, _))) = (given.next(), given.next()) {
            return Err(format!(
                "parameter %{} is given two --input arrays ({a}=… and {b}=…)",
                p.name
            ));
        }
    }
    let names = inputs.arrays.iter().map(|(k, _)| k).chain(&inputs.outputs);
    for k in names {
        let hit = params
            .iter()
            .enumerate()
            .find(|(i, p)| matches_param(k, p, *i));
        match hit {
            Some((_, p)) if matches!(p.kind, ParamKind::MemRef(_)) => {}
            Some(_) => return Err(format!("parameter '{k}' is not a memref")),
            None => return Err(format!("no parameter named '{k}'")),
        }
    }
    Ok(())
}

/// The memref shape an array gives a parameter of type `t`; checks the
/// dtype and the static dimensions.
fn array_shape(t: &MemRefType, a: &Array) -> Result<Vec<i64>, String> {
    let s = t.elem.scalar;
    if !accepts(s, a.dtype) {
        return Err(format!(
            "the array's dtype is {}, but the memref's elements need {}",
            a.dtype,
            dtype_of(s)
        ));
    }
    let vec: Vec<u64> = t.elem.shape.clone();
    let want_rank = t.shape.len() + vec.len();
    let ok_rank = a.shape.len() == want_rank;
    let (outer, inner) = a.shape.split_at(t.shape.len().min(a.shape.len()));
    let dims_ok = ok_rank
        && inner == vec.as_slice()
        && t.shape
            .iter()
            .zip(outer)
            .all(|(&d, &n)| d == DYNAMIC || d as u64 == n);
    if !dims_ok {
        return Err(format!(
            "the array's shape is {:?}, but the memref needs {}",
            a.shape,
            shape_text(&t.shape, &vec)
        ));
    }
    Ok(outer.iter().map(|&n| n as i64).collect())
}

fn shape_text(shape: &[i64], vec: &[u64]) -> String {
    let mut d: Vec<String> = shape
        .iter()
        .map(|&x| {
            if x == DYNAMIC {
                "?".into()
            } else {
                x.to_string()
            }
        })
        .collect();
    d.extend(vec.iter().map(|x| x.to_string()));
    format!("({})", d.join(", "))
}

/// A memref's current contents as an array (row-major, logical order);
/// `copied` bytes of other results are already held as arrays.
pub fn to_array(mem: &Memory, m: &MemRef, copied: u64) -> Result<Array, String> {
    let s = m.elem.scalar;
    if matches!(s, ScalarType::Int(w) if w > 64) {
        return Err(format!("i{} elements have no .npy dtype", s.bit_width()));
    }
    let buf = &mem.bufs[m.buf as usize];
    if !buf.live {
        return Err(if buf.stack {
            "the memref was made by memref.alloca, and its buffer ended when its function returned"
                .into()
        } else {
            "the memref's buffer was deallocated, so it has no contents to write".into()
        });
    }
    let mut shape: Vec<u64> = m.shape.iter().map(|&d| d.max(0) as u64).collect();
    shape.extend(&m.elem.shape);
    // The copy is host memory too: held to the run's budget with the
    // buffers and values still held and the copies already made, which
    // are all written together.
    let bytes = crate::runtime::memory::logical_bytes(m);
    let held = &mem.host;
    let before = held.used.saturating_add(copied);
    if before.checked_add(bytes).is_none_or(|n| n > held.max) {
        let by = if copied == 0 {
            "values and buffers".to_string()
        } else {
            format!("values, buffers and the copies of earlier results ({copied} bytes)")
        };
        return Err(format!(
            "its copy of {bytes} bytes needs host memory past --max-memory: {before} of the {} \
             bytes it allows are held by {by}",
            held.max
        ));
    }
    let data = mem
        .read_logical(m)
        .ok_or_else(|| format!("the host cannot allocate {bytes} bytes to copy it"))?;
    Ok(Array {
        dtype: dtype_of(s),
        shape,
        data,
    })
}

/// The `--output` names resolved to parameter positions.
pub fn output_positions(params: &[Param], outputs: &[String]) -> Vec<(String, usize)> {
    outputs
        .iter()
        .filter_map(|k| {
            let i = params
                .iter()
                .enumerate()
                .position(|(i, p)| matches_param(k, p, i))?;
            Some((params[i].name.clone(), i))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_parse_by_type() {
        let i8t = ScalarType::Int(8);
        assert_eq!(parse_scalar("-128", i8t), Ok(Scalar::int(8, 0x80).into()));
        assert_eq!(parse_scalar("255", i8t), Ok(Scalar::int(8, 0xff).into()));
        assert_eq!(parse_scalar("0x7f", i8t), Ok(Scalar::int(8, 0x7f).into()));
        assert!(parse_scalar("256", i8t).is_err());
        assert!(parse_scalar("-129", i8t).is_err());
        assert!(parse_scalar("12a", i8t).is_err());
        let i1 = ScalarType::Int(1);
        assert_eq!(parse_scalar("true", i1), Ok(Scalar::bool(true).into()));
        assert_eq!(parse_scalar("-1", i1), Ok(Scalar::bool(true).into()));
        let i13 = ScalarType::Int(13);
        assert_eq!(parse_scalar("-1", i13), Ok(Scalar::int(13, 0x1fff).into()));
        assert_eq!(
            parse_scalar("-5", ScalarType::Index),
            Ok(Scalar::Index(-5).into())
        );
        let f16 = ScalarType::Float(FloatKind::F16);
        assert_eq!(
            parse_scalar("0.1", f16),
            Ok(Scalar::F16(half::f16::from_f64(0.1)).into())
        );
    }

    #[test]
    fn dtypes_follow_storage_size() {
        assert!(accepts(ScalarType::Int(7), Dtype::I8));
        assert!(accepts(ScalarType::Int(32), Dtype::U32));
        assert!(!accepts(ScalarType::Int(32), Dtype::F32));
        assert!(accepts(ScalarType::Float(FloatKind::BF16), Dtype::U16));
        assert!(accepts(ScalarType::Float(FloatKind::BF16), Dtype::BF16));
        assert_eq!(dtype_of(ScalarType::Float(FloatKind::BF16)).descr(), "<V2");
        assert!(!accepts(ScalarType::Int(16), Dtype::BF16));
        assert!(accepts(ScalarType::Index, Dtype::I64));
        assert!(!accepts(ScalarType::Int(65), Dtype::I64));
    }
}
