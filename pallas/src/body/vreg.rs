//! `tpu.repeat`, `tpu.broadcast_in_sublanes` and `tpu.all_reduce`, which
//! jax 0.10.2's Pallas lowering never emits, rewritten with the semantics
//! Mosaic's op definitions give them (`jaxlib/mosaic/dialect/tpu`):
//! `repeat` is the concatenation of `times` copies along `dimension`;
//! `broadcast_in_sublanes` fills sublane `i` with lane `lane + i` of sublane
//! `i`; `all_reduce` reduces along `dim` and every position along `dim`
//! holds the result. Also `tpu.reduce_index` (`jnp.argmax`/`argmin`),
//! rewritten into what interpret mode's argmax computes.

use super::{
    attrs, concatenate, elem_bits, elem_of, iota_literal, shape_of, split_types, with_shape, Line,
    State, SEP,
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

/// The value of `name = value` in the attribute dictionary text `a`.
fn field(a: &str, name: &str) -> Option<String> {
    let at = a.find(&format!("{name} = "))? + name.len() + 3;
    Some(a[at..].split([',', ' ']).next()?.to_string())
}

/// `tpu.all_reduce %v {dim = D, kind = K} : t -> t`: a
/// `vector.multi_reduction` over `D` from the kind's neutral value (`-0.0`
/// for a float sum, so that the sum of one element is that element), then
/// a broadcast back along `D`.
pub(super) fn all_reduce(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, v) = attrs(pre);
    let (vt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let dim: usize = (field(&a, "dim").and_then(|d| d.parse().ok())).ok_or("bad `dim`")?;
    let kind = field(&a, "kind").ok_or("no `kind`")?;
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

/// `tpu.reduce_index %v {axis = A, kind = #tpu.reduction_kind<arg_max>}`
/// (or `arg_min`) `: t -> r`, `jnp.argmax`/`argmin` along `A`: the index
/// of the first element equal to the extreme, a NaN counting as the
/// extreme (interpret mode's argmax comparator prefers a NaN, then the
/// lower index on a tie, and `-0.0` ties `+0.0`). As vector ops: the
/// extreme by `vector.multi_reduction` (`maximumf`/`minimumf` propagate a
/// NaN), broadcast back along `A`; each position's index along `A` where
/// it equals the extreme (or both are NaN), the length of `A` elsewhere;
/// and the least of those.
pub(super) fn reduce_index(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, v) = attrs(pre);
    let (vt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let axis: usize = (field(&a, "axis").and_then(|d| d.parse().ok())).ok_or("bad `axis`")?;
    let kind = field(&a, "kind").ok_or("no `kind`")?;
    let max = match kind.as_str() {
        "#tpu.reduction_kind<arg_max>" => true,
        "#tpu.reduction_kind<arg_min>" => false,
        _ => return Err(format!("a reduce_index of kind `{kind}` is not supported")),
    };
    let shape = shape_of(vt);
    let elem = elem_of(vt);
    // jax 0.10.2 lowers argmax/argmin of f32 only.
    if elem != "f32" {
        return Err(format!("a reduce_index of {elem} is not supported yet"));
    }
    if axis >= shape.len() || shape.len() < 2 || elem_of(rt) != "i32" {
        return Err("only an i32 index of a rank-2-or-more vector is supported".into());
    }
    let mut kept = shape.clone();
    kept.remove(axis);
    if shape_of(rt) != kept {
        return Err("the result's shape is not the input's without `axis`".into());
    }
    let mut one = shape.clone();
    one[axis] = 1;
    let (kt, ot) = (with_shape(vt, &kept, &elem), with_shape(vt, &one, &elem));
    let it = with_shape(vt, &shape, "i32");
    let bt = with_shape(vt, &shape, "i1");
    let v = v.trim();
    let (mk, init) = if max {
        ("maximumf", "0xFF800000")
    } else {
        ("minimumf", "0x7F800000")
    };
    let [c, m, sc, mb, eq, xn, mn, both] = [(); 8].map(|_| s.emit.fresh());
    let [hit, iota, none, sel, big] = [(); 5].map(|_| s.emit.fresh());
    let n = shape[axis];
    let rk = with_shape(vt, &kept, "i32");
    let ops = [
        format!("{c} = arith.constant dense<{init}> : {kt}"),
        format!("{m} = vector.multi_reduction <{mk}>, {v}, {c} [{axis}] : {vt} to {kt}"),
        format!("{sc} = vector.shape_cast {m} : {kt} to {ot}"),
        format!("{mb} = vector.broadcast {sc} : {ot} to {vt}"),
        format!("{eq} = arith.cmpf oeq, {v}, {mb} : {vt}"),
        format!("{xn} = arith.cmpf uno, {v}, {v} : {vt}"),
        format!("{mn} = arith.cmpf uno, {mb}, {mb} : {vt}"),
        format!("{both} = arith.andi {xn}, {mn} : {bt}"),
        format!("{hit} = arith.ori {eq}, {both} : {bt}"),
        format!(
            "{iota} = arith.constant dense<{}> : {it}",
            iota_literal(&shape, axis)?
        ),
        format!("{none} = arith.constant dense<{n}> : {it}"),
        format!("{sel} = arith.select {hit}, {iota}, {none} : {bt}, {it}"),
        format!("{big} = arith.constant dense<{n}> : {rk}"),
        format!(
            "{} = vector.multi_reduction <minsi>, {sel}, {big} [{axis}] : {it} to {rk}",
            l.lhs
        ),
    ];
    Ok(ops.join(SEP))
}
