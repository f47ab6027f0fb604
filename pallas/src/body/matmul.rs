//! `tpu.matmul`: its `#tpu.dot_dimension_numbers` read into iteration
//! maps, and the op rewritten as the target's `matmul_fma` op for f32 or
//! its `xla_dot_bf16` op for bf16 operands and an f32 result (the matrix
//! unit, accumulating as interpret mode's XLA:CPU does; a transposed
//! right operand is transposed back first), a
//! `vector.contract` (the matrix unit, each product rounded) or, for a
//! batched product, an `scf.for` of `vector.fma`s in contracting order.

use super::{
    attrs, bracketed, elem_bits, elem_of, shape_of, split_top, split_types, types, with_shape,
    Line, State, LOC, SEP,
};

/// The largest contracting size YNNPACK sums in one run on any x86 host:
/// it cuts `K` into runs of `128 KiB / (2 · block_n)` bf16 elements (the
/// L2 budget of its schedule over its kernel's `block_n` columns of B,
/// at most 64), sums each from zero in pairs and adds each run's sum to
/// the sum so far, an order `xla_dot_bf16` does not model.
const YNN_ONE_K_RUN: i64 = 1024;

/// `#tpu.dot_dimension_numbers<[lc], [rc], [lnc], [rnc], [order], [lb], [rb]>`.
fn dot_dims(a: &str) -> Result<Vec<Vec<i64>>, String> {
    let start = a
        .find("dot_dimension_numbers<")
        .ok_or("no dimension_numbers")?;
    let (inside, _) = bracketed(&a[start..], '<', '>').ok_or("bad dimension_numbers")?;
    split_top(inside, ',')
        .iter()
        .map(|g| {
            let g = g.trim().trim_start_matches('[').trim_end_matches(']');
            g.split(',')
                .filter(|x| !x.trim().is_empty())
                .map(|x| x.trim().parse::<i64>().map_err(|e| e.to_string()))
                .collect()
        })
        .collect()
}

/// The iteration dimension of each operand dimension of a `tpu.matmul`:
/// first the result's dimensions in the order `order` gives (a batch
/// dimension of one operand is also the other's), then the contracting
/// pairs.
fn matmul_dims(
    dims: &[Vec<i64>],
    ranks: [usize; 2],
) -> Result<(Vec<Vec<usize>>, usize, usize), String> {
    let [lc, rc, _, _, order, lb, rb] = dims else {
        return Err("expected seven dimension groups".into());
    };
    if lc.len() != rc.len() || lb.len() != rb.len() || order.len() % 2 != 0 {
        return Err("mismatched dimension groups".into());
    }
    let contracting = [lc, rc];
    let batch = [lb, rb];
    let mut maps: Vec<Vec<Option<usize>>> = ranks.iter().map(|&r| vec![None; r]).collect();
    let mut set = |o: usize, d: i64, it: usize| -> Result<(), String> {
        let slot = usize::try_from(d)
            .ok()
            .and_then(|d| maps.get_mut(o)?.get_mut(d))
            .ok_or(format!("dimension {d} of operand {o} is out of range"))?;
        if slot.replace(it).is_some() {
            return Err(format!("dimension {d} of operand {o} appears twice"));
        }
        Ok(())
    };
    let nout = order.len() / 2;
    for (j, pair) in order.chunks(2).enumerate() {
        let o = usize::try_from(pair[0])
            .ok()
            .filter(|&o| o < 2)
            .ok_or("bad output order")?;
        set(o, pair[1], j)?;
        if let Some(k) = batch[o].iter().position(|&b| b == pair[1]) {
            set(1 - o, batch[1 - o][k], j)?;
        }
    }
    for (k, (&x, &y)) in lc.iter().zip(contracting[1].iter()).enumerate() {
        set(0, x, nout + k)?;
        set(1, y, nout + k)?;
    }
    let maps = maps
        .into_iter()
        .map(|m| m.into_iter().collect::<Option<Vec<_>>>())
        .collect::<Option<Vec<_>>>()
        .ok_or("an operand dimension is in no dimension group")?;
    Ok((maps, nout, contracting[0].len()))
}

pub(super) fn matmul(s: &mut State, l: &Line) -> Result<String, String> {
    let (pre, tys) = split_types(&l.rest)?;
    let (a, operands) = attrs(pre);
    let dims = dot_dims(&a)?;
    let (ins, out) = tys.split_once(" -> ").ok_or("expected `->`")?;
    let t = types(ins);
    let [at, bt, ct] = &t[..] else {
        return Err("expected three operand types".into());
    };
    if ct.trim() != out.trim() {
        return Err("only a result of the accumulator's type is supported".into());
    }
    let (maps, nout, nred) = matmul_dims(&dims, [shape_of(at).len(), shape_of(bt).len()])?;
    if shape_of(ct).len() != nout {
        return Err("the dimension numbers do not give the result's rank".into());
    }
    // Interpret mode's dot is a fused multiply-add per product, in
    // contracting order. A contraction rounds each product on its own,
    // which gives the same values when products are exact (narrower
    // operands than the accumulator, integers), and is what the matrix
    // unit runs for the plain 2-D form.
    let exact_products =
        elem_bits(&elem_of(at)) < elem_bits(&elem_of(ct)) || !elem_of(ct).starts_with('f');
    if nout != 2 && !exact_products {
        let ops: Vec<&str> = operands.split(',').map(str::trim).collect();
        let [x, y, acc] = ops[..] else {
            return Err("expected three operands".into());
        };
        return fma_chain(
            s,
            l,
            [(x, at.as_str()), (y, bt.as_str())],
            acc,
            ct,
            &maps,
            nout,
        );
    }
    let elems = [at, bt, ct].map(|t| elem_of(t));
    let plain = maps == [vec![0, 2], vec![2, 1]];
    // `(m, k) × (n, k)`, as `q · kᵀ`: the right operand transposed first.
    let transposed = maps == [vec![0, 2], vec![1, 2]];
    let target = match elems.each_ref().map(String::as_str) {
        // The matrix unit with fused accumulation: interpret mode's f32
        // dot exactly, timed as any matrix product.
        ["f32", "f32", "f32"] => s.ops.fused_matmul.clone(),
        // XLA:CPU's bf16 dot (YNNPACK's pairwise order), likewise, up
        // to the contracting size YNNPACK computes in one run.
        ["bf16", "bf16", "f32"] if shape_of(at).get(1).is_some_and(|&k| k <= YNN_ONE_K_RUN) => {
            s.ops.bf16_matmul.clone()
        }
        _ => None,
    };
    if let (Some(op), true) = (target, plain || transposed) {
        return matrix_unit_call(s, l, &op, &operands, [at, bt, ct], transposed);
    }
    let n = nout + nred;
    let d = |i: &usize| format!("d{i}");
    let all: Vec<String> = (0..n).map(|i| d(&i)).collect();
    let map = |m: &[usize]| {
        format!(
            "affine_map<({}) -> ({})>",
            all.join(", "),
            m.iter().map(d).collect::<Vec<_>>().join(", ")
        )
    };
    let outm: Vec<usize> = (0..nout).collect();
    let iters: Vec<&str> = (0..n)
        .map(|i| {
            if i < nout {
                "\"parallel\""
            } else {
                "\"reduction\""
            }
        })
        .collect();
    Ok(format!(
        "{} = vector.contract {{indexing_maps = [{}, {}, {}], iterator_types = [{}], kind = #vector.kind<add>}} {operands} : {at}, {bt} into {ct}",
        l.lhs,
        map(&maps[0]),
        map(&maps[1]),
        map(&outm),
        iters.join(", ")
    ))
}

/// The 2-D `tpu.matmul` of `l` as a call of the target's matrix-unit op
/// `op` on `operands` of types `tys`, a transposed right operand (`(n,
/// k)`) transposed back to `(k, n)` first.
fn matrix_unit_call(
    s: &mut State,
    l: &Line,
    op: &str,
    operands: &str,
    [at, bt, ct]: [&String; 3],
    transposed: bool,
) -> Result<String, String> {
    if !transposed {
        return Ok(format!(
            "{} = \"{op}\"({operands}) : ({at}, {bt}, {ct}) -> {ct}",
            l.lhs
        ));
    }
    let ops: Vec<&str> = operands.split(',').map(str::trim).collect();
    let [x, y, acc] = ops[..] else {
        return Err("expected three operands".into());
    };
    let [n, k] = shape_of(bt)[..] else {
        return Err("expected a 2-D right operand".into());
    };
    let kn = with_shape(bt, &[k, n], &elem_of(bt));
    let t = s.emit.fresh();
    Ok([
        format!("{t} = vector.transpose {y}, [1, 0] : {bt} to {kn}"),
        format!(
            "{} = \"{op}\"({x}, {t}, {acc}) : ({at}, {kn}, {ct}) -> {ct}",
            l.lhs
        ),
    ]
    .join(SEP))
}

/// A `tpu.matmul` as interpret mode computes it: for each index `k` of the
/// one contracting dimension in turn, `acc = fma(x_k, y_k, acc)` over the
/// result, `x_k` and `y_k` being the operands' slices at `k` broadcast to
/// the result's shape. A `scf.for` over `k`: each operand is transposed so
/// that `k` leads, and sliced with a dynamic `vector.extract`.
fn fma_chain(
    s: &mut State,
    l: &Line,
    operands: [(&str, &str); 2],
    acc: &str,
    ct: &str,
    maps: &[Vec<usize>],
    nout: usize,
) -> Result<String, String> {
    let red = nout;
    if maps.iter().flatten().filter(|&&i| i == red).count() != 2
        || maps.iter().flatten().any(|&i| i > red)
    {
        return Err("only one contracting dimension is supported".into());
    }
    let out_shape = shape_of(ct);
    let elem = elem_of(ct);
    let vty = |shape: &[i64]| with_shape(ct, shape, &elem);
    let mut ops = Vec::new();
    let mut pre = Vec::new();
    let mut body = Vec::new();
    let k = s.emit.fresh();
    let mut slices = Vec::new();
    for ((v, ty), map) in operands.iter().zip(maps) {
        let shape = shape_of(ty);
        if shape.len() < 2 {
            return Err("operands of rank below 2 are not supported".into());
        }
        // The contracting dimension first, then the rest in result order.
        let mut perm: Vec<usize> = (0..map.len()).collect();
        perm.sort_by_key(|&d| if map[d] == red { 0 } else { map[d] + 1 });
        let tshape: Vec<i64> = perm.iter().map(|&d| shape[d]).collect();
        let mut cur = v.to_string();
        if perm.iter().enumerate().any(|(i, &d)| i != d) {
            let list: Vec<String> = perm.iter().map(|d| d.to_string()).collect();
            cur = s.emit.fresh();
            pre.push(format!(
                "{cur} = vector.transpose {v}, [{}] : {ty} to {}",
                list.join(", "),
                vty(&tshape)
            ));
        }
        let slice = s.emit.fresh();
        body.push(format!(
            "{slice} = vector.extract {cur}[{k}] : {} from {}{LOC}",
            vty(&tshape[1..]),
            vty(&tshape)
        ));
        let mut cast = vec![1i64; nout];
        for &d in &perm[1..] {
            cast[map[d]] = shape[d];
        }
        let mut at = slice;
        if cast != tshape[1..] {
            let c = s.emit.fresh();
            body.push(format!(
                "{c} = vector.shape_cast {at} : {} to {}{LOC}",
                vty(&tshape[1..]),
                vty(&cast)
            ));
            at = c;
        }
        if cast != out_shape {
            let b = s.emit.fresh();
            body.push(format!(
                "{b} = vector.broadcast {at} : {} to {ct}{LOC}",
                vty(&cast)
            ));
            at = b;
        }
        slices.push(at);
        if slices.len() == 1 {
            ops.push(format!("{}", tshape[0]));
        }
    }
    let kn = ops.pop().unwrap_or_default();
    let (c0, c1, ck, it, f) = (
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
        s.emit.fresh(),
    );
    body.push(format!(
        "{f} = vector.fma {}, {}, {it} : {ct}{LOC}",
        slices[0], slices[1]
    ));
    body.push(format!("scf.yield {f} : {ct}{LOC}"));
    pre.push(format!("{c0} = arith.constant 0 : index"));
    pre.push(format!("{c1} = arith.constant 1 : index"));
    pre.push(format!("{ck} = arith.constant {kn} : index"));
    pre.push(format!(
        "{} = scf.for {k} = {c0} to {ck} step {c1} iter_args({it} = {acc}) -> ({ct}) {{ {} }}",
        l.lhs,
        body.join(" ")
    ));
    Ok(pre.join(SEP))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matmul_dimension_numbers_give_iteration_maps() {
        let dims = |a: &str| dot_dims(a).expect("dimension numbers");
        // (m, k) x (k, n): d0 = m, d1 = n, d2 = k.
        let plain = dims("#tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>");
        assert_eq!(
            matmul_dims(&plain, [2, 2]),
            Ok((vec![vec![0, 2], vec![2, 1]], 2, 1))
        );
        // (m, k) x (n, k), as `q · kᵀ`.
        let nt = dims("#tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>");
        assert_eq!(
            matmul_dims(&nt, [2, 2]),
            Ok((vec![vec![0, 2], vec![1, 2]], 2, 1))
        );
        // 'bqk,bkd->bqd': d0 = b (both operands), d1 = q, d2 = d, d3 = k.
        let batched =
            dims("#tpu.dot_dimension_numbers<[2], [1], [1], [2], [0, 0, 0, 1, 1, 2], [0], [0]>");
        assert_eq!(
            matmul_dims(&batched, [3, 3]),
            Ok((vec![vec![0, 1, 3], vec![0, 3, 2]], 3, 1))
        );
        assert!(matmul_dims(&plain, [3, 2]).is_err());
    }
}
