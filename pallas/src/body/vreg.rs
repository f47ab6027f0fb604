//! `tpu.repeat`, `tpu.broadcast_in_sublanes` and `tpu.all_reduce`, which
//! jax 0.10.2's Pallas lowering never emits, rewritten with the semantics
//! Mosaic's op definitions give them (`jaxlib/mosaic/dialect/tpu`):
//! `repeat` is the concatenation of `times` copies along `dimension`;
//! `broadcast_in_sublanes` fills sublane `i` with lane `lane + i` of sublane
//! `i`; `all_reduce` reduces along `dim` and every position along `dim`
//! holds the result.

use super::{
    attrs, concatenate, elem_bits, elem_of, shape_of, split_types, with_shape, Line, State, SEP,
};

/// `tpu.repeat %v, D x T : t -> r`: `T` copies of `%v` concatenated along
/// `D`, the deprecated form Mosaic canonicalizes into `tpu.concatenate`.
pub(super) fn repeat(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (_, pre) = attrs(pre);
    let (v, dt) = pre.split_once(',').ok_or("expected `%v, D x T`")?;
    let (d, t) = dt.split_once(" x ").ok_or("expected `D x T`")?;
    let dim: usize = d.trim().parse().map_err(|_| "bad dimension")?;
    let times: usize = t.trim().parse().map_err(|_| "bad repeat count")?;
    let (vt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let (src, res) = (shape_of(vt), shape_of(rt));
    let want = (src.iter().enumerate())
        .map(|(i, &n)| {
            if i == dim {
                n.checked_mul(times as i64)
            } else {
                Some(n)
            }
        })
        .collect::<Option<Vec<i64>>>();
    if times == 0 || dim >= src.len() || want.as_deref() != Some(&res[..]) {
        return Err(format!(
            "the result of repeating {vt} {times} times along dimension {dim} is not {rt}"
        ));
    }
    let copies = vec![v.trim(); times].join(", ");
    let ins = vec![vt.trim(); times].join(", ");
    let line = Line {
        lhs: l.lhs.clone(),
        rest: format!("{copies} in {dim} : {ins} -> {rt}"),
    };
    concatenate(s, &line)
}

/// `tpu.broadcast_in_sublanes %v, L : t -> t` on a rank-2 vreg of 32-bit
/// elements: row `i` of the result is element `[i, L + i]` of `%v`, for
/// each row. Mosaic leaves a row undefined when `L + i` is past the last
/// lane; that is an error here rather than a value.
pub(super) fn broadcast_in_sublanes(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (_, pre) = attrs(pre);
    let (v, lane) = pre.split_once(',').ok_or("expected `%v, lane`")?;
    let lane: i64 = lane.trim().parse().map_err(|_| "bad lane")?;
    let (vt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let elem = elem_of(vt);
    let [rows, lanes] = shape_of(vt)[..] else {
        return Err("only a rank-2 source is supported".into());
    };
    if vt.trim() != rt.trim() || elem_bits(&elem) != Some(32) {
        return Err("only 32-bit elements and a result of the source's type are supported".into());
    }
    if lane < 0 || lane.checked_add(rows).is_none_or(|end| end > lanes) {
        return Err(format!(
            "lane {lane} + sublane i is past the last lane ({}) for some of the {rows} sublanes: Mosaic leaves those sublanes undefined",
            lanes - 1
        ));
    }
    let row = with_shape(vt, &[lanes], &elem);
    let mut acc = s.emit.fresh();
    let mut ops = vec![format!(
        "{acc} = arith.constant dense<{}> : {rt}",
        zero(&elem)
    )];
    for i in 0..rows {
        let (x, b) = (s.emit.fresh(), s.emit.fresh());
        let next = if i + 1 == rows {
            l.lhs.clone()
        } else {
            s.emit.fresh()
        };
        ops.push(format!(
            "{x} = vector.extract {}[{i}, {}] : {elem} from {vt}",
            v.trim(),
            lane + i
        ));
        ops.push(format!("{b} = vector.broadcast {x} : {elem} to {row}"));
        ops.push(format!(
            "{next} = vector.insert {b}, {acc} [{i}] : {row} into {rt}"
        ));
        acc = next;
    }
    Ok(ops.join(SEP))
}

fn zero(elem: &str) -> &'static str {
    if elem.starts_with('f') || elem.starts_with("bf") {
        "0.000000e+00"
    } else {
        "0"
    }
}

/// The `vector.multi_reduction` kind and neutral accumulator of a
/// `#tpu.reduction_kind` on `elem`.
fn reduction(kind: &str, elem: &str) -> Result<(&'static str, &'static str), String> {
    let float = elem.starts_with('f') || elem.starts_with("bf");
    let bits = elem_bits(elem).ok_or("unsupported element type")?;
    Ok(match (kind, float) {
        ("sum", true) => ("add", "-0.000000e+00"),
        ("sum", false) => ("add", "0"),
        ("max", true) => ("maximumf", "0xFF800000"),
        ("min", true) => ("minimumf", "0x7F800000"),
        ("max", false) if bits == 32 => ("maxsi", "-2147483648"),
        ("min", false) if bits == 32 => ("minsi", "2147483647"),
        _ => {
            return Err(format!(
                "an all_reduce of kind `{kind}` on {elem} is not supported"
            ))
        }
    })
}

/// `tpu.all_reduce %v {dim = D, kind = K} : t -> t`: a
/// `vector.multi_reduction` over `D` from the kind's neutral value (`-0.0`
/// for a float sum, so that the sum of one element is that element), then
/// a broadcast back along `D`.
pub(super) fn all_reduce(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, v) = attrs(pre);
    let (vt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let field = |name: &str| {
        let at = a.find(&format!("{name} = "))? + name.len() + 3;
        Some(a[at..].split([',', ' ']).next()?.to_string())
    };
    let dim: usize = (field("dim").and_then(|d| d.parse().ok())).ok_or("bad `dim`")?;
    let kind = field("kind").ok_or("no `kind`")?;
    let kind = kind
        .strip_prefix("#tpu.reduction_kind<")
        .and_then(|k| k.strip_suffix('>'))
        .ok_or("bad `kind`")?;
    let shape = shape_of(vt);
    let elem = elem_of(vt);
    if vt.trim() != rt.trim() || dim >= shape.len() || shape.len() < 2 {
        return Err("only a result of the input's type, rank 2 or more, is supported".into());
    }
    let (mk, init) = reduction(kind, &elem)?;
    let mut kept = shape.clone();
    kept.remove(dim);
    let mut one = shape.clone();
    one[dim] = 1;
    let (kt, ot) = (with_shape(vt, &kept, &elem), with_shape(vt, &one, &elem));
    let (c, r, sc) = (s.emit.fresh(), s.emit.fresh(), s.emit.fresh());
    let ops = [
        format!("{c} = arith.constant dense<{init}> : {kt}"),
        format!(
            "{r} = vector.multi_reduction <{mk}>, {}, {c} [{dim}] : {vt} to {kt}",
            v.trim()
        ),
        format!("{sc} = vector.shape_cast {r} : {kt} to {ot}"),
        format!("{} = vector.broadcast {sc} : {ot} to {rt}", l.lhs),
    ];
    Ok(ops.join(SEP))
}
