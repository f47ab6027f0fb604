//! `tpu` ops that single `jnp`/`pl` calls lower to and that become a few
//! standard ops: `transpose` (`x.T`), `weird` (`jnp.isfinite`),
//! `dynamic_gather` (`jnp.take_along_axis`), `log` (`pl.debug_print`) and
//! `assume_multiple` (`pl.multiple_of`).

use super::{attrs, elem_of, shape_of, split_types, types, zero_of, Line, State, SEP};
use crate::text::{elems, split_top, MAX_UNROLLED};

/// `tpu.weird %v : t -> r` (`jnp.isfinite` is its negation): true where
/// an element is a NaN or an infinity, `|x| ueq +inf`.
pub(super) fn weird(s: &mut State, l: &Line) -> Result<String, String> {
    let (v, tys) = split_types(&l.rest)?;
    let (vt, _) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let inf = match elem_of(vt).as_str() {
        "f32" => "0x7F800000",
        "bf16" => "0x7F80",
        other => return Err(format!("tpu.weird of {other} is not supported yet")),
    };
    let (a, c) = (s.emit.fresh(), s.emit.fresh());
    let lit = if vt.starts_with("vector<") {
        format!("dense<{inf}>")
    } else {
        inf.to_string()
    };
    Ok([
        format!("{a} = math.absf {} : {vt}", v.trim()),
        format!("{c} = arith.constant {lit} : {vt}"),
        format!("{} = arith.cmpf ueq, {a}, {c} : {vt}", l.lhs),
    ]
    .join(SEP))
}

/// `tpu.log "tag" {formatted = true} : [%a, …] : types` (`pl.debug_print`
/// of scalars): the tag with each `$k` replaced by input `k`, one line on
/// stdout, as interpret mode prints it. Unformatted, the tag alone.
pub(super) fn log(_: &mut State, l: &Line) -> Result<String, String> {
    let rest = l.rest.trim();
    let quoted = rest.strip_prefix('"').ok_or("expected the tag string")?;
    let end = quoted.find('"').ok_or("unterminated tag")?;
    let (tag, after) = (&quoted[..end], &quoted[end + 1..]);
    let (a, after) = attrs(after);
    let formatted = a.contains("formatted = true");
    let (inputs, types) = match after.trim().strip_prefix(':') {
        Some(list) => {
            let (vals, tys) = list
                .split_once("] :")
                .ok_or("expected `[inputs] : types`")?;
            let vals: Vec<String> = (vals.trim().trim_start_matches('['))
                .split(',')
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
                .collect();
            (
                vals,
                split_top(tys, ',')
                    .into_iter()
                    .map(|t| t.trim().to_string())
                    .collect(),
            )
        }
        None => (Vec::new(), Vec::new()),
    };
    let mut ops = Vec::new();
    let mut text = String::new();
    let mut chars = tag.char_indices().peekable();
    while let Some((i, ch)) = chars.next() {
        let digits: String = tag[i + 1..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        let k = digits
            .parse::<usize>()
            .ok()
            .filter(|_| formatted && ch == '$');
        let Some(k) = k else {
            text.push(ch);
            continue;
        };
        let (v, t) = (inputs.get(k), types.get(k));
        let (Some(v), Some(t)) = (v, t) else {
            return Err(format!("the tag names input ${k}, which is not given"));
        };
        if !text.is_empty() {
            ops.push(format!(
                "vector.print str \"{}\"",
                std::mem::take(&mut text)
            ));
        }
        ops.push(format!(
            "vector.print {v} : {t} punctuation <no_punctuation>"
        ));
        for _ in 0..digits.len() {
            chars.next();
        }
    }
    text.push_str("\\n");
    ops.push(format!("vector.print str \"{text}\""));
    Ok(ops.join(SEP))
}

/// `tpu.dynamic_gather %src[%idx] in [d] : t, ti -> t`
/// (`jnp.take_along_axis`): element `i` of the result is the source's
/// element at `i` with its index along `d` replaced by `idx[i]`. The
/// source goes into a flat VMEM scratch, and one `vector.gather` reads it
/// at the flat offsets; an index outside `[0, n)` is an out-of-bounds
/// read, a located error (interpret mode fills such lanes instead).
pub(super) fn dynamic_gather(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (_, pre) = attrs(pre);
    let (operands, dims) = pre.split_once(" in ").ok_or("expected `in [dims]`")?;
    let (src, idx) = operands
        .trim()
        .trim_end_matches(']')
        .split_once('[')
        .ok_or("expected `%source[%indices]`")?;
    let dim: usize = dims
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .trim()
        .parse()
        .map_err(|_| "only one gather dimension is supported")?;
    let (ins, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let t = types(ins);
    let [vt, it] = &t[..] else {
        return Err("expected the source's and the indices' types".into());
    };
    let shape = shape_of(vt);
    if shape_of(it) != shape || rt.trim() != vt.trim() || dim >= shape.len() {
        return Err("only indices and a result of the source's shape are supported".into());
    }
    if elem_of(it) != "i32" {
        return Err("only i32 indices are supported".into());
    }
    let total = elems(&shape).filter(|&n| n <= MAX_UNROLLED).ok_or(format!(
        "a gather of more than {MAX_UNROLLED} elements is not supported"
    ))?;
    let elem = elem_of(vt);
    let flat = format!("vector<{total}x{elem}>");
    let fi = format!("vector<{total}xi32>");
    let mty = format!("memref<{total}x{elem}, #tpu.memory_space<vmem>>");
    // Offset of each position with its index along `dim` zeroed, and the
    // stride of `dim`: the flat offset is `base + idx * stride`.
    let stride = elems(&shape[dim + 1..]).unwrap_or(1).max(1);
    let strides: Vec<i64> = (0..shape.len())
        .map(|d| elems(&shape[d + 1..]).unwrap_or(1).max(1))
        .collect();
    let base: Vec<String> = (0..total)
        .map(|i| (i - (i / strides[dim]) % shape[dim] * strides[dim]).to_string())
        .collect();
    let [buf, z, fv, fx, bc, sc, scaled, off, mask, pass, g] = [(); 11].map(|_| s.emit.fresh());
    Ok([
        format!("{buf} = memref.alloca() : {mty}"),
        format!("{z} = arith.constant 0 : index"),
        format!("{fv} = vector.shape_cast {} : {vt} to {flat}", src.trim()),
        format!("vector.store {fv}, {buf}[{z}] : {mty}, {flat}"),
        format!("{fx} = vector.shape_cast {} : {it} to {fi}", idx.trim()),
        format!("{bc} = arith.constant dense<[{}]> : {fi}", base.join(", ")),
        format!("{sc} = arith.constant dense<{stride}> : {fi}"),
        format!("{scaled} = arith.muli {fx}, {sc} : {fi}"),
        format!("{off} = arith.addi {scaled}, {bc} : {fi}"),
        format!("{mask} = arith.constant dense<true> : vector<{total}xi1>"),
        format!("{pass} = arith.constant dense<{}> : {flat}", zero_of(&elem)),
        format!(
            "{g} = vector.gather {buf}[{z}] [{off}], {mask}, {pass} : {mty}, {fi}, vector<{total}xi1>, {flat} into {flat}"
        ),
        format!("{} = vector.shape_cast {g} : {flat} to {vt}", l.lhs),
    ]
    .join(SEP))
}

/// `tpu.assume_multiple %v, M : t` (`pl.multiple_of`): a promise to the
/// compiler, the value itself in interpret mode; a same-type
/// `builtin.unrealized_conversion_cast`, which costs nothing.
pub(super) fn assume_multiple(_: &mut State, l: &Line) -> Result<String, String> {
    let (pre, ty) = split_types(&l.rest)?;
    let (_, operands) = attrs(pre);
    let (v, _) = operands
        .split_once(',')
        .ok_or("expected `%value, multiple`")?;
    let ty = ty.trim();
    Ok(format!(
        "{} = builtin.unrealized_conversion_cast {} : {ty} to {ty}",
        l.lhs,
        v.trim()
    ))
}

/// `tpu.transpose %v, [perm] : A -> B`: `vector.transpose`, which moves
/// the same elements (interpret mode's `jnp.transpose`).
pub(super) fn transpose(_: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, operands) = attrs(pre);
    if !a.trim().is_empty() {
        return Err(format!("tpu.transpose with {{{a}}} is not supported yet"));
    }
    let (v, perm) = operands
        .split_once(',')
        .ok_or("expected `%vector, [permutation]`")?;
    let (vt, rt) = tys.split_once(" -> ").ok_or("expected `->`")?;
    Ok(format!(
        "{} = vector.transpose {}, {} : {vt} to {rt}",
        l.lhs,
        v.trim(),
        perm.trim()
    ))
}
