//! The grid driver: a generated function that runs the kernel over its
//! grid the way `pallas_call` does, with Pallas's implicit pipeline spelt
//! out as `memref.dma_start`/`memref.dma_wait` between the operands in HBM
//! and two VMEM buffers per blocked operand.
//!
//! Per grid step `s` (row-major over `iteration_bounds`, the indices
//! stepped by add-and-carry; one core, so `parallel` and `arbitrary`
//! dimensions run alike):
//! 0. (before the loop) every input's block for step 0 is started;
//! 1. each input's block for step `s` is waited for; if step `s + 1` maps the input to another block, that block
//!    is started into the other buffer now, so it loads while step `s`
//!    computes;
//! 2. each output's buffer for step `s` is waited for if a write-back from
//!    it is still in flight;
//! 3. the kernel runs on the current buffers;
//! 4. an output whose block index changes at step `s + 1` (or after the
//!    last step) starts its write-back and switches buffers.
//!
//! After the loop every write-back still in flight is waited for.

use crate::kernel::{Kernel, Operand, Ref};
use crate::text::{elems, Emit, MAX_UNROLLED};

/// The driver's name.
pub const ENTRY: &str = "__pallas_main";

/// How one block moves: `n` elements, optionally as runs of `run`
/// elements `stride` apart in HBM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Elements in the block.
    pub n: i64,
    /// `(stride, run)` when the block is not contiguous in HBM.
    pub strided: Option<(i64, i64)>,
}

/// The transfer for a block `w` of an array `a` (same rank), or `None`
/// when it needs more than one stride.
pub fn plan(w: &[i64], a: &[i64]) -> Option<Plan> {
    let n = w.iter().try_fold(1i64, |p, &d| p.checked_mul(d))?;
    let Some(k) = (0..w.len()).rev().find(|&d| w[d] != a[d]) else {
        return Some(Plan { n, strided: None });
    };
    let outer: Vec<usize> = (0..k).filter(|&d| w[d] > 1).collect();
    match outer[..] {
        [] => Some(Plan { n, strided: None }),
        [j] => {
            let run = w[k..].iter().try_fold(1i64, |p, &d| p.checked_mul(d))?;
            let stride = a[j + 1..].iter().try_fold(1i64, |p, &d| p.checked_mul(d))?;
            Some(Plan {
                n,
                strided: Some((stride, run)),
            })
        }
        _ => None,
    }
}

/// The HBM type of a blocked operand's whole array.
fn hbm_type(r: &Ref, full: &[i64]) -> String {
    let dims: String = full.iter().map(|d| format!("{d}x")).collect();
    format!("memref<{dims}{}, #tpu.memory_space<hbm>>", r.elem)
}

/// The driver's parameter type for operand `i` of the kernel.
fn outer_type(op: &Operand, r: &Ref) -> String {
    match op {
        Operand::Blocked { full, .. } => hbm_type(r, full),
        Operand::Any => r.ty.clone(),
    }
}

const TAG_TY: &str = "memref<{N}xi32, #tpu.memory_space<semaphore_mem>>";

/// Everything the step loop needs by name.
struct Names {
    /// Per operand: the HBM value.
    outer: Vec<String>,
    /// Per blocked operand: its two VMEM buffers.
    bufs: Vec<Option<(String, String)>>,
    prefetch: Vec<String>,
    scratch: Vec<String>,
    tags: String,
    tag_ty: String,
}

/// Checks each blocked operand's shapes; gives the transfer plans.
pub fn plans(k: &Kernel) -> Result<Vec<Option<Plan>>, String> {
    k.operands
        .iter()
        .enumerate()
        .map(|(i, (op, r))| {
            let Operand::Blocked { window, full, .. } = op else {
                return Ok(None);
            };
            if window.len() != full.len() {
                return Err(format!(
                    "operand {i}: block shape {window:?} and array shape {full:?} differ in rank"
                ));
            }
            if let Some(d) = (0..full.len()).find(|&d| window[d] < 1 || full[d] % window[d] != 0) {
                return Err(format!(
                    "operand {i}: block shape {window:?} does not divide array shape {full:?} in dimension {d}; partial blocks are not supported"
                ));
            }
            let p = plan(window, full).ok_or_else(|| {
                format!("operand {i}: block {window:?} of {full:?} is not one strided transfer")
            })?;
            if elems(&r.shape) != Some(p.n) {
                return Err(format!(
                    "operand {i}: the kernel's ref {} does not hold a {window:?} block",
                    r.ty
                ));
            }
            Ok(Some(p))
        })
        .collect()
}

/// Checks, at the end of the run, that every semaphore of the scratch
/// operands is back to zero, as Pallas requires; the failure points at
/// the kernel (every driver op carries the kernel's location).
fn semaphores_zero(e: &mut Emit, k: &Kernel, names: &Names) {
    for (i, (r, s)) in k.scratch.iter().zip(&names.scratch).enumerate() {
        if !r.space.contains("semaphore_mem") {
            continue;
        }
        // lower() refused more than MAX_UNROLLED semaphores.
        let total = elems(&r.shape).unwrap_or(0).min(MAX_UNROLLED);
        for flat in 0..total {
            let mut idx = Vec::new();
            let mut rest = flat;
            for d in r.shape.iter().rev() {
                idx.push(e.index(rest % d));
                rest /= d;
            }
            idx.reverse();
            let v = e.op(format!("memref.load {s}[{}] : {}", idx.join(", "), r.ty));
            let z = e.op("arith.constant 0 : i32");
            let ok = e.op(format!("arith.cmpi eq, {v}, {z} : i32"));
            e.line(format!(
                "cf.assert {ok}, \"element {flat} of semaphore scratch operand {i} of this kernel is left non-zero at the end of the call (Pallas requires every semaphore back at zero)\""
            ));
        }
    }
}

/// Writes the driver function; `here` locates the kernel for checks.
pub fn driver(k: &Kernel, plans: &[Option<Plan>], here: &str) -> String {
    let mut e = Emit::new("d", 1);
    e.loc = here.to_string();
    let mut params = Vec::new();
    let mut names = Names {
        outer: Vec::new(),
        bufs: Vec::new(),
        prefetch: Vec::new(),
        scratch: Vec::new(),
        tags: String::new(),
        tag_ty: TAG_TY.replace("{N}", &(2 * k.operands.len().max(1)).to_string()),
    };
    for (i, r) in k.prefetch.iter().enumerate() {
        let n = format!("%prefetch{i}");
        params.push(format!("{n}: {}", r.ty));
        names.prefetch.push(n);
    }
    let mut results = Vec::new();
    for (i, (op, r)) in k.operands.iter().enumerate() {
        let n = format!("%operand{i}");
        if i < k.inputs {
            params.push(format!("{n}: {}", outer_type(op, r)));
        } else {
            results.push(outer_type(op, r));
        }
        names.outer.push(n);
    }
    e.open(format!(
        "func.func @{ENTRY}({}) -> ({})",
        params.join(", "),
        results.join(", ")
    ));
    for (i, (op, r)) in k.operands.iter().enumerate().skip(k.inputs) {
        e.line(format!(
            "{} = memref.alloc() : {}",
            names.outer[i],
            outer_type(op, r)
        ));
    }
    for (op, r) in &k.operands {
        names.bufs.push(match op {
            Operand::Blocked { .. } => {
                let a = e.op(format!("memref.alloc() : {}", r.ty));
                let b = e.op(format!("memref.alloc() : {}", r.ty));
                Some((a, b))
            }
            Operand::Any => None,
        });
    }
    for r in &k.scratch {
        let s = e.op(format!("memref.alloc() : {}", r.ty));
        names.scratch.push(s);
    }
    names.tags = e.op(format!("memref.alloc() : {}", names.tag_ty));
    if k.steps() == Some(1) {
        single_step(&mut e, k, plans, &names);
    } else {
        step_loop(&mut e, k, plans, &names);
    }
    semaphores_zero(&mut e, k, &names);
    let outs: Vec<_> = names.outer[k.inputs..].to_vec();
    let tys: Vec<_> = k.operands[k.inputs..]
        .iter()
        .map(|(op, r)| outer_type(op, r))
        .collect();
    if outs.is_empty() {
        e.line("return");
    } else {
        e.line(format!("return {} : {}", outs.join(", "), tys.join(", ")));
    }
    e.close("");
    e.out
}

/// The grid indices after `g` in row-major order (the last dimension
/// fastest), by add-and-carry: a real core's scalar unit steps its
/// counters this way rather than dividing a step number.
fn next_indices(e: &mut Emit, grid: &[i64], g: &[String]) -> Vec<String> {
    let mut out = vec![String::new(); grid.len()];
    let mut carry = e.op("arith.constant 1 : i32");
    let zero = e.op("arith.constant 0 : i32");
    for d in (0..grid.len()).rev() {
        let v = e.op(format!("arith.addi {}, {carry} : i32", g[d]));
        let b = e.op(format!("arith.constant {} : i32", grid[d]));
        let wrap = e.op(format!("arith.cmpi eq, {v}, {b} : i32"));
        out[d] = e.op(format!("arith.select {wrap}, {zero}, {v} : i32"));
        carry = e.op(format!("arith.extui {wrap} : i1 to i32"));
    }
    out
}

/// The block indices of operand `op` at grid indices `g`, as `i32`s.
fn block_index(e: &mut Emit, k: &Kernel, op: &Operand, g: &[String], pf: &[String]) -> Vec<String> {
    let Operand::Blocked {
        transform, window, ..
    } = op
    else {
        return Vec::new();
    };
    let Some(t) = transform else {
        let z = e.op("arith.constant 0 : i32");
        e.zeros.push(z.clone());
        return vec![z; window.len()];
    };
    let mut args: Vec<String> = g.to_vec();
    args.extend(pf.iter().cloned());
    let mut tys: Vec<String> = g.iter().map(|_| "i32".to_string()).collect();
    tys.extend(k.prefetch.iter().map(|r| r.ty.clone()));
    let n = window.len();
    let rty = vec!["i32"; n].join(", ");
    let v = e.fresh();
    let head = if n == 1 {
        v.clone()
    } else {
        format!("{v}:{n}")
    };
    e.line(format!(
        "{head} = func.call @{t}({}) : ({}) -> ({rty})",
        args.join(", "),
        tys.join(", ")
    ));
    if n == 1 {
        vec![v]
    } else {
        (0..n).map(|i| format!("{v}#{i}")).collect()
    }
}

/// `i1`: whether two block indices differ.
fn differs(e: &mut Emit, a: &[String], b: &[String]) -> String {
    let mut acc = e.op("arith.constant false");
    for (x, y) in a.iter().zip(b) {
        let c = e.op(format!("arith.cmpi ne, {x}, {y} : i32"));
        acc = e.op(format!("arith.ori {acc}, {c} : i1"));
    }
    acc
}

/// One of two buffers by slot.
fn pick(e: &mut Emit, slot: &str, bufs: &(String, String), ty: &str) -> String {
    let z = e.index(0);
    let is0 = e.op(format!("arith.cmpi eq, {slot}, {z} : index"));
    let v = e.fresh();
    e.open(format!("{v} = scf.if {is0} -> ({ty})"));
    e.line(format!("scf.yield {} : {ty}", bufs.0));
    e.close(" else {");
    e.line(format!("scf.yield {} : {ty}", bufs.1));
    e.close("");
    v
}

/// A block transfer between HBM (`outer`) and a VMEM buffer.
#[derive(Clone, Copy)]
struct Move<'a> {
    outer: &'a str,
    outer_ty: &'a str,
    buf: &'a str,
    buf_ty: &'a str,
    rank: usize,
    window: &'a [i64],
    plan: Plan,
}

impl Move<'_> {
    fn start(
        &self,
        e: &mut Emit,
        block: &[String],
        to_vmem: bool,
        tags: &str,
        tag_ty: &str,
        tag: &str,
    ) {
        let origin: Vec<String> = block
            .iter()
            .zip(self.window)
            .map(|(b, w)| {
                if e.zeros.contains(b) {
                    return e.index(0);
                }
                let bi = e.op(format!("arith.index_cast {b} : i32 to index"));
                let wc = e.index(*w);
                e.op(format!("arith.muli {bi}, {wc} : index"))
            })
            .collect();
        let z = e.index(0);
        let zeros = vec![z; self.rank].join(", ");
        let n = e.index(self.plan.n);
        let stride = match self.plan.strided {
            Some((s, r)) => {
                let s = e.index(s);
                let r = e.index(r);
                format!(", {s}, {r}")
            }
            None => String::new(),
        };
        let hbm = format!("{}[{}]", self.outer, origin.join(", "));
        let vmem = format!("{}[{zeros}]", self.buf);
        let (src, dst, sty, dty) = if to_vmem {
            (hbm, vmem, self.outer_ty, self.buf_ty)
        } else {
            (vmem, hbm, self.buf_ty, self.outer_ty)
        };
        e.line(format!(
            "memref.dma_start {src}, {dst}, {n}, {tags}[{tag}]{stride} : {sty}, {dty}, {tag_ty}"
        ));
    }

    fn wait(&self, e: &mut Emit, tags: &str, tag_ty: &str, tag: &str) {
        let n = e.index(self.plan.n);
        e.line(format!("memref.dma_wait {tags}[{tag}], {n} : {tag_ty}"));
    }
}

/// The tag of operand `i`'s buffer `slot`: `2 i + slot`.
fn tag(e: &mut Emit, i: usize, slot: &str) -> String {
    let base = e.index(2 * i as i64);
    e.op(format!("arith.addi {base}, {slot} : index"))
}

/// `if cond { body }`.
fn when(e: &mut Emit, cond: &str, body: impl FnOnce(&mut Emit)) {
    e.open(format!("scf.if {cond}"));
    body(e);
    e.close("");
}

/// The loop over grid steps with its loop-carried pipeline state: per
/// blocked operand its current slot; per input whether a load into that
/// slot is in flight; per output whether a write-back from each slot is.
fn step_loop(e: &mut Emit, k: &Kernel, plans: &[Option<Plan>], names: &Names) {
    let steps = k.steps().unwrap_or(1);
    let (c0, c1) = (e.index(0), e.index(1));
    let cs = e.index(steps);
    let f = e.op("arith.constant false");
    let t = e.op("arith.constant true");
    // Loop-carried values, in order: (name, init, type).
    let mut carried: Vec<(String, String, &str)> = Vec::new();
    for (i, (op, _)) in k.operands.iter().enumerate() {
        if matches!(op, Operand::Any) {
            continue;
        }
        carried.push((format!("%slot{i}"), c0.clone(), "index"));
        if i < k.inputs {
            carried.push((format!("%pend{i}"), f.clone(), "i1"));
        } else {
            carried.push((format!("%wb{i}_0"), f.clone(), "i1"));
            carried.push((format!("%wb{i}_1"), f.clone(), "i1"));
        }
    }
    let zero_i32 = e.op("arith.constant 0 : i32");
    let g: Vec<String> = (0..k.grid.len()).map(|d| format!("%grid{d}")).collect();
    for name in &g {
        carried.push((name.clone(), zero_i32.clone(), "i32"));
    }
    prologue(e, k, plans, names, &zero_i32);
    let res = e.fresh();
    let iter: Vec<String> = carried
        .iter()
        .map(|(n, i, _)| format!("{n} = {i}"))
        .collect();
    let tys: Vec<&str> = carried.iter().map(|c| c.2).collect();
    let head = if carried.is_empty() {
        format!("scf.for %step = {c0} to {cs} step {c1}")
    } else {
        format!(
            "{res}:{} = scf.for %step = {c0} to {cs} step {c1} iter_args({}) -> ({})",
            carried.len(),
            iter.join(", "),
            tys.join(", ")
        )
    };
    e.open(head);
    let last_c = e.index(steps - 1);
    let last = e.op(format!("arith.cmpi eq, %step, {last_c} : index"));
    let not_last = e.op(format!("arith.xori {last}, {t} : i1"));
    let first = e.op(format!("arith.cmpi eq, %step, {c0} : index"));
    let gn: Vec<String> = next_indices(e, &k.grid, &g)
        .iter()
        .zip(&g)
        .map(|(n, cur)| e.op(format!("arith.select {last}, {cur}, {n} : i32")))
        .collect();
    let mut yields: Vec<String> = Vec::new();
    let mut call_bufs: Vec<String> = Vec::new();
    let mut outs: Vec<(usize, String, Vec<String>, Vec<String>)> = Vec::new();
    for (i, (op, r)) in k.operands.iter().enumerate() {
        let (Some(bufs), Some(plan)) = (&names.bufs[i], plans[i]) else {
            call_bufs.push(names.outer[i].clone());
            continue;
        };
        let Operand::Blocked { window, full, .. } = op else {
            unreachable!("only blocked operands have buffers")
        };
        let oty = hbm_type(r, full);
        let mv = Move {
            outer: &names.outer[i],
            outer_ty: &oty,
            buf: "",
            buf_ty: &r.ty,
            rank: r.shape.len(),
            window,
            plan,
        };
        let slot = format!("%slot{i}");
        let cur = block_index(e, k, op, &g, &names.prefetch);
        let nxt = block_index(e, k, op, &gn, &names.prefetch);
        let buf = pick(e, &slot, bufs, &r.ty);
        call_bufs.push(buf.clone());
        let tg = tag(e, i, &slot);
        if i < k.inputs {
            let need = e.op(format!("arith.ori {first}, %pend{i} : i1"));
            when(e, &need, |e| mv.wait(e, &names.tags, &names.tag_ty, &tg));
            let d = differs(e, &cur, &nxt);
            let chg = e.op(format!("arith.andi {not_last}, {d} : i1"));
            let other = e.op(format!("arith.subi {c1}, {slot} : index"));
            let ns = e.op(format!("arith.select {chg}, {other}, {slot} : index"));
            let nbuf = pick(e, &ns, bufs, &r.ty);
            let ntg = tag(e, i, &ns);
            when(e, &chg, |e| {
                Move { buf: &nbuf, ..mv }.start(e, &nxt, true, &names.tags, &names.tag_ty, &ntg)
            });
            yields.push(ns);
            yields.push(chg);
        } else {
            let z = e.index(0);
            let is0 = e.op(format!("arith.cmpi eq, {slot}, {z} : index"));
            let pd = e.op(format!("arith.select {is0}, %wb{i}_0, %wb{i}_1 : i1"));
            when(e, &pd, |e| mv.wait(e, &names.tags, &names.tag_ty, &tg));
            outs.push((i, buf, cur, nxt));
            yields.push(String::new());
        }
    }
    let mut args: Vec<String> = g.clone();
    let mut atys: Vec<String> = g.iter().map(|_| "i32".to_string()).collect();
    args.extend(names.prefetch.iter().cloned());
    atys.extend(k.prefetch.iter().map(|r| r.ty.clone()));
    args.extend(call_bufs);
    atys.extend(k.operands.iter().map(|(_, r)| r.ty.clone()));
    args.extend(names.scratch.iter().cloned());
    atys.extend(k.scratch.iter().map(|r| r.ty.clone()));
    e.line(format!(
        "func.call @{}({}) : ({}) -> ()",
        k.name,
        args.join(", "),
        atys.join(", ")
    ));
    for (i, buf, cur, nxt) in outs {
        let (op, r) = &k.operands[i];
        let Operand::Blocked { window, full, .. } = op else {
            unreachable!("outputs with buffers are blocked")
        };
        let oty = hbm_type(r, full);
        let plan = plans[i].expect("blocked operands have a plan");
        let mv = Move {
            outer: &names.outer[i],
            outer_ty: &oty,
            buf: &buf,
            buf_ty: &r.ty,
            rank: r.shape.len(),
            window,
            plan,
        };
        let slot = format!("%slot{i}");
        let d = differs(e, &cur, &nxt);
        let wb = e.op(format!("arith.ori {last}, {d} : i1"));
        let tg = tag(e, i, &slot);
        when(e, &wb, |e| {
            mv.start(e, &cur, false, &names.tags, &names.tag_ty, &tg)
        });
        let z = e.index(0);
        let is0 = e.op(format!("arith.cmpi eq, {slot}, {z} : index"));
        let p0 = e.op(format!("arith.select {is0}, {wb}, %wb{i}_0 : i1"));
        let p1 = e.op(format!("arith.select {is0}, %wb{i}_1, {wb} : i1"));
        let other = e.op(format!("arith.subi {c1}, {slot} : index"));
        let ns = e.op(format!("arith.select {wb}, {other}, {slot} : index"));
        let at = yields
            .iter()
            .position(|y| y.is_empty())
            .expect("a placeholder per output");
        yields.splice(at..at + 1, [ns, p0, p1]);
    }
    yields.extend(gn.iter().cloned());
    if !carried.is_empty() {
        e.line(format!(
            "scf.yield {} : {}",
            yields.join(", "),
            tys.join(", ")
        ));
    }
    e.close("");
    drain(e, k, plans, names, &carried, &res);
}

/// One grid step needs no pipeline: every input block starts, then each
/// is waited for, the kernel runs, every output block starts its
/// write-back, and each is waited for. Straight-line code, so its cycles
/// follow from `docs/timing.md` op by op.
fn single_step(e: &mut Emit, k: &Kernel, plans: &[Option<Plan>], names: &Names) {
    let zero = e.op("arith.constant 0 : i32");
    e.zeros.push(zero.clone());
    let g0 = vec![zero; k.grid.len()];
    // Per blocked operand: its HBM type, block index and tag.
    let mut blocks: Vec<Option<(String, Vec<String>, String)>> = Vec::new();
    for (i, (op, r)) in k.operands.iter().enumerate() {
        let Operand::Blocked { full, .. } = op else {
            blocks.push(None);
            continue;
        };
        let block = block_index(e, k, op, &g0, &names.prefetch);
        let tg = e.index(2 * i as i64);
        blocks.push(Some((hbm_type(r, full), block, tg)));
    }
    let transfer = |e: &mut Emit, i: usize, start: bool| {
        let (Some((oty, block, tg)), Some(bufs), Some(plan), (Operand::Blocked { window, .. }, r)) =
            (&blocks[i], &names.bufs[i], plans[i], &k.operands[i])
        else {
            return;
        };
        let mv = Move {
            outer: &names.outer[i],
            outer_ty: oty,
            buf: &bufs.0,
            buf_ty: &r.ty,
            rank: r.shape.len(),
            window,
            plan,
        };
        if start {
            mv.start(e, block, i < k.inputs, &names.tags, &names.tag_ty, tg);
        } else {
            mv.wait(e, &names.tags, &names.tag_ty, tg);
        }
    };
    for start in [true, false] {
        for i in 0..k.inputs {
            transfer(e, i, start);
        }
    }
    let mut args: Vec<String> = g0.clone();
    let mut atys: Vec<String> = g0.iter().map(|_| "i32".to_string()).collect();
    args.extend(names.prefetch.iter().cloned());
    atys.extend(k.prefetch.iter().map(|r| r.ty.clone()));
    for (i, (_, r)) in k.operands.iter().enumerate() {
        args.push(match &names.bufs[i] {
            Some(b) => b.0.clone(),
            None => names.outer[i].clone(),
        });
        atys.push(r.ty.clone());
    }
    args.extend(names.scratch.iter().cloned());
    atys.extend(k.scratch.iter().map(|r| r.ty.clone()));
    e.line(format!(
        "func.call @{}({}) : ({}) -> ()",
        k.name,
        args.join(", "),
        atys.join(", ")
    ));
    for start in [true, false] {
        for i in k.inputs..k.operands.len() {
            transfer(e, i, start);
        }
    }
}

/// Starts every input's first block into its buffer 0, all before the
/// first wait, as Pallas's pipeline prologue does.
fn prologue(e: &mut Emit, k: &Kernel, plans: &[Option<Plan>], names: &Names, zero: &str) {
    let g0 = vec![zero.to_string(); k.grid.len()];
    for (i, (op, r)) in k.operands.iter().enumerate().take(k.inputs) {
        let (Some(bufs), Some(plan), Operand::Blocked { window, full, .. }) =
            (&names.bufs[i], plans[i], op)
        else {
            continue;
        };
        let oty = hbm_type(r, full);
        let cur = block_index(e, k, op, &g0, &names.prefetch);
        let c0 = e.index(0);
        let tg = tag(e, i, &c0);
        let mv = Move {
            outer: &names.outer[i],
            outer_ty: &oty,
            buf: &bufs.0,
            buf_ty: &r.ty,
            rank: r.shape.len(),
            window,
            plan,
        };
        mv.start(e, &cur, true, &names.tags, &names.tag_ty, &tg);
    }
}

/// Waits for every write-back still in flight after the last step.
fn drain(
    e: &mut Emit,
    k: &Kernel,
    plans: &[Option<Plan>],
    names: &Names,
    carried: &[(String, String, &str)],
    res: &str,
) {
    for (i, _) in k.operands.iter().enumerate().skip(k.inputs) {
        let Some(plan) = plans[i] else { continue };
        for slot in 0..2 {
            let name = format!("%wb{i}_{slot}");
            let Some(pos) = carried.iter().position(|c| c.0 == name) else {
                continue;
            };
            let flag = format!("{res}#{pos}");
            let s = e.index(slot);
            let tg = tag(e, i, &s);
            let n = e.index(plan.n);
            when(e, &flag, |e| {
                e.line(format!(
                    "memref.dma_wait {}[{tg}], {n} : {}",
                    names.tags, names.tag_ty
                ))
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_contiguous_and_strided_blocks() {
        assert_eq!(
            plan(&[8, 128], &[16, 128]),
            Some(Plan {
                n: 1024,
                strided: None
            })
        );
        assert_eq!(
            plan(&[128, 128], &[256, 384]),
            Some(Plan {
                n: 16384,
                strided: Some((384, 128))
            })
        );
        assert_eq!(
            plan(&[1, 8, 128], &[4, 16, 128]),
            Some(Plan {
                n: 1024,
                strided: None
            })
        );
        assert_eq!(plan(&[2, 8, 64], &[4, 16, 128]), None);
    }
}
