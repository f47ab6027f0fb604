//! Lowering a verified MLIR function to the [`crate::cdfg`] graph.
//!
//! Structured control flow becomes blocks: `scf.for`/`affine.for` a header
//! block (the counter compare state) and a body that increments the
//! counter; `scf.while` its before and after blocks; `scf.if` two arms
//! meeting in a merge block whose parameters are the results. `cf`
//! branches map block to block, and `func.call` inlines the callee. Any op
//! outside the subset stops lowering with a diagnostic at its location.

use crate::cdfg::{
    cmp_eval, mask, op_info, Block, BlockRef, Cdfg, Edge, Kind, LoopInfo, Memory, Op, Param, Reg,
    Src, Term, Word,
};
use crate::names::Namer;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::diag::source_pos;
use rmlir_ir::dialects::affine::set_of;
use rmlir_ir::dialects::views;
use rmlir_ir::{AttrData, AttrId, BlockId, Context, Diagnostic, OpId, RegionId, TypeData};
use rmlir_ir::{TypeId, ValueId};
use rmlir_vocab::IntPredicate;
use std::collections::HashMap;

/// Widest integer the backend handles.
pub const MAX_WIDTH: u32 = 128;

/// What an SSA value is bound to in the current inlining frame.
#[derive(Clone, Copy, Debug)]
enum Bound {
    S(Src),
    M(usize),
}

type R<T> = Result<T, Diagnostic>;

/// Where a function body's `func.return` goes.
#[derive(Clone, Copy)]
enum Ret {
    Top,
    Cont(BlockRef),
}

struct Lowerer<'a> {
    ctx: &'a Context,
    module: OpId,
    g: Cdfg,
    cur: BlockRef,
    frames: Vec<HashMap<ValueId, Bound>>,
    calls: Vec<OpId>,
    loops: Vec<usize>,
    /// Names of ports and local memories, unique in the module.
    namer: Namer,
}

/// Lowers `@func` of `module`. `func` must name a function with a body.
pub fn lower(ctx: &Context, module: OpId, func: &str) -> R<Cdfg> {
    let Some(f) = ctx.lookup_symbol(module, func) else {
        return Err(Diagnostic::error(
            None,
            format!("no function named @{func}"),
        ));
    };
    let mut namer = Namer::new();
    let mut l = Lowerer {
        ctx,
        module,
        g: Cdfg {
            name: namer.module(func),
            reg_widths: Vec::new(),
            blocks: Vec::new(),
            params: Vec::new(),
            mems: Vec::new(),
            results: Vec::new(),
            loops: Vec::new(),
            renames: Vec::new(),
            inlined: Vec::new(),
        },
        cur: BlockRef(0),
        frames: vec![HashMap::new()],
        calls: vec![f],
        loops: Vec::new(),
        namer,
    };
    l.cur = l.new_block();
    let region = body_region(ctx, f, func)?;
    let entry = ctx.regions[region].blocks[0];
    let mut args = Vec::new();
    for &v in &ctx.blocks[entry].args.clone() {
        args.push(l.param(v)?);
    }
    for &t in &result_types(ctx, f) {
        l.g.results.push(int_width(ctx, t).ok_or_else(|| {
            Diagnostic::error_at(
                ctx,
                ctx.ops[f].loc,
                "the HLS backend takes integer or index results only",
            )
        })?);
    }
    l.cfg_region(region, &args, Ret::Top)?;
    l.g.renames = std::mem::take(&mut l.namer.renames);
    Ok(l.g)
}

fn body_region(ctx: &Context, f: OpId, name: &str) -> R<RegionId> {
    match ctx.ops[f].regions.first() {
        Some(&r) if !ctx.regions[r].blocks.is_empty() => Ok(r),
        _ => Err(Diagnostic::error_at(
            ctx,
            ctx.ops[f].loc,
            format!("@{name} has no body to synthesize"),
        )),
    }
}

fn result_types(ctx: &Context, f: OpId) -> Vec<TypeId> {
    let ft = rmlir_ir::dialects::func::function_type_of(ctx, f);
    match ft.map(|t| ctx.ty(t)) {
        Some(TypeData::Function { results, .. }) => results.clone(),
        _ => Vec::new(),
    }
}

/// The bit width of an integer or index type (index is 64 bits, as in
/// the simulator), if it is one the backend handles.
fn int_width(ctx: &Context, t: TypeId) -> Option<u32> {
    match ctx.ty(t) {
        TypeData::Index => Some(64),
        TypeData::Integer { width, .. } if (1..=MAX_WIDTH).contains(width) => Some(*width),
        _ => None,
    }
}

/// The RAM of a memref of type `t` named `name`: static shape, identity
/// layout, integer or `index` elements, 1 to 2^32 words.
fn memory(ctx: &Context, t: TypeId, name: String, local: bool) -> Option<Memory> {
    let TypeData::MemRef {
        shape,
        elem,
        layout: None,
        ..
    } = ctx.ty(t)
    else {
        return None;
    };
    let width = int_width(ctx, *elem)?;
    let dims: Vec<u64> = shape
        .iter()
        .map(|&d| u64::try_from(d).ok())
        .collect::<Option<_>>()?;
    let words = (dims.iter())
        .try_fold(1u64, |a, &d| a.checked_mul(d))
        .filter(|&w| w > 0 && w <= 1 << 32)?;
    let addr_width = (64 - (words - 1).leading_zeros()).max(1);
    Some(Memory {
        name,
        width,
        dims,
        words,
        addr_width,
        local,
    })
}

/// A `file:line:col` for comments.
pub fn loc_text(ctx: &Context, loc: AttrId) -> String {
    match source_pos(ctx, loc) {
        Some(p) => format!("{}:{}:{}", p.file, p.line, p.col),
        None => "unknown".into(),
    }
}

fn unsupported(ctx: &Context, op: OpId, why: &str) -> Diagnostic {
    let name = ctx.ops[op].name.as_str();
    Diagnostic::error_at(
        ctx,
        ctx.ops[op].loc,
        format!("'{name}' is not supported by the HLS backend{why}"),
    )
}

impl Lowerer<'_> {
    fn new_block(&mut self) -> BlockRef {
        let id = BlockRef(self.g.blocks.len() as u32);
        self.g.blocks.push(Block {
            params: Vec::new(),
            ops: Vec::new(),
            term: Term::Return(Vec::new()),
            header_of: None,
            in_loop: self.loops.last().copied(),
        });
        id
    }

    fn new_reg(&mut self, width: u32) -> Reg {
        self.g.reg_widths.push(width);
        Reg(self.g.reg_widths.len() as u32 - 1)
    }

    fn block(&mut self, b: BlockRef) -> &mut Block {
        &mut self.g.blocks[b.0 as usize]
    }

    fn bind(&mut self, v: ValueId, b: Bound) {
        self.frames.last_mut().expect("frame").insert(v, b);
    }

    fn lookup(&self, v: ValueId) -> Option<Bound> {
        self.frames.last().and_then(|f| f.get(&v).copied())
    }

    fn src(&self, v: ValueId, user: OpId) -> R<Src> {
        match self.lookup(v) {
            Some(Bound::S(s)) => Ok(s),
            _ => Err(unsupported(
                self.ctx,
                user,
                ": an operand is not an integer the backend holds",
            )),
        }
    }

    fn mem(&self, v: ValueId, user: OpId) -> R<usize> {
        match self.lookup(v) {
            Some(Bound::M(m)) => Ok(m),
            _ => Err(unsupported(
                self.ctx,
                user,
                ": the memref is neither a function argument nor a local buffer",
            )),
        }
    }

    fn param(&mut self, v: ValueId) -> R<Bound> {
        let ctx = self.ctx;
        let val = &ctx.values[v];
        let hint = val
            .name_hint
            .as_deref()
            .unwrap_or("arg")
            .trim_start_matches('%');
        let bad = || {
            let t = rmlir_ir::printer::type_to_string(ctx, val.ty);
            Diagnostic::error_at(
                ctx,
                val.loc,
                format!("argument %{hint} of type {t} is not supported by the HLS backend"),
            )
        };
        if let Some(w) = int_width(ctx, val.ty) {
            let reg = self.new_reg(w);
            let name = self.namer.port(hint);
            self.g.params.push(Param::Scalar { name, reg });
            return Ok(Bound::S(Src::Reg(reg)));
        }
        let name = self.namer.port(hint);
        let mem = memory(ctx, val.ty, name, false).ok_or_else(bad)?;
        self.g.mems.push(mem);
        let m = self.g.mems.len() - 1;
        self.g.params.push(Param::Mem(m));
        Ok(Bound::M(m))
    }

    /// Lowers a function body region whose entry block takes `args`, with
    /// control already in `self.cur`.
    fn cfg_region(&mut self, region: RegionId, args: &[Bound], ret: Ret) -> R<()> {
        let blocks = self.ctx.regions[region].blocks.clone();
        let mut map: HashMap<BlockId, BlockRef> = HashMap::new();
        map.insert(blocks[0], self.cur);
        for &b in &blocks[1..] {
            let nb = self.new_block();
            map.insert(b, nb);
            for &a in &self.ctx.blocks[b].args.clone() {
                let w = int_width(self.ctx, self.ctx.values[a].ty).ok_or_else(|| {
                    Diagnostic::error_at(
                        self.ctx,
                        self.ctx.values[a].loc,
                        "block arguments must be integers or index for the HLS backend",
                    )
                })?;
                let r = self.new_reg(w);
                self.block(nb).params.push(r);
                self.bind(a, Bound::S(Src::Reg(r)));
            }
        }
        for (&a, &b) in self.ctx.blocks[blocks[0]].args.clone().iter().zip(args) {
            self.bind(a, b);
        }
        for &b in &blocks {
            self.cur = map[&b];
            let ops = self.ctx.blocks[b].ops.clone();
            let (last, body) = ops
                .split_last()
                .expect("verified blocks end in a terminator");
            for &op in body {
                self.op(op)?;
            }
            self.cfg_terminator(*last, &map, ret)?;
        }
        Ok(())
    }

    fn cfg_terminator(&mut self, op: OpId, map: &HashMap<BlockId, BlockRef>, ret: Ret) -> R<()> {
        let o = &self.ctx.ops[op];
        let srcs =
            |l: &Self, vs: &[ValueId]| vs.iter().map(|&v| l.src(v, op)).collect::<R<Vec<_>>>();
        let term = match o.name.as_str() {
            "func.return" => {
                let vals = srcs(self, &o.operands)?;
                match ret {
                    Ret::Top => Term::Return(vals),
                    Ret::Cont(c) => Term::Jump(Edge { to: c, args: vals }),
                }
            }
            "cf.br" => Term::Jump(Edge {
                to: map[&o.successors[0]],
                args: srcs(self, &o.operands)?,
            }),
            "cf.cond_br" => {
                let n_true = self.ctx.blocks[o.successors[0]].args.len();
                let c = self.src(o.operands[0], op)?;
                let t = srcs(self, &o.operands[1..1 + n_true])?;
                let f = srcs(self, &o.operands[1 + n_true..])?;
                Term::Branch(
                    c,
                    Edge {
                        to: map[&o.successors[0]],
                        args: t,
                    },
                    Edge {
                        to: map[&o.successors[1]],
                        args: f,
                    },
                )
            }
            _ => return Err(unsupported(self.ctx, op, "")),
        };
        let cur = self.cur;
        self.block(cur).term = term;
        Ok(())
    }

    fn push(
        &mut self,
        op: OpId,
        kind: Kind,
        args: Vec<Src>,
        width: u32,
        dst_width: Option<u32>,
    ) -> Option<Reg> {
        let dst = dst_width.map(|w| self.new_reg(w));
        let o = &self.ctx.ops[op];
        let new = Op {
            kind,
            args,
            dst,
            width,
            mlir: o.name.as_str().to_string(),
            loc: loc_text(self.ctx, o.loc),
            at: o.loc,
        };
        let cur = self.cur;
        self.block(cur).ops.push(new);
        dst
    }

    fn op(&mut self, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let name = ctx.ops[op].name.as_str().to_string();
        match name.as_str() {
            "arith.constant" => self.constant(op),
            "arith.cmpi" => self.cmpi(op),
            "memref.load" | "affine.load" => self.load(op),
            "memref.store" | "affine.store" => self.store(op),
            "affine.apply" => self.apply(op),
            "scf.for" | "affine.for" => self.for_loop(op),
            "scf.while" => self.while_loop(op),
            "scf.if" => self.if_op(op),
            "affine.if" => self.affine_if(op),
            "func.call" => self.call(op),
            "memref.alloc" | "memref.alloca" => self.alloc(op),
            // A local RAM lives as long as the module: freeing it is no
            // hardware.
            "memref.dealloc" => Ok(()),
            "arith.addui_extended" | "arith.mului_extended" | "arith.mulsi_extended" => {
                self.extended(op, &name)
            }
            "arith.bitcast" => self.bitcast(op),
            _ => match op_info(&name) {
                Some(info) => self.arith(op, info),
                None => Err(unsupported(ctx, op, "")),
            },
        }
    }

    /// A RAM inside the module for a buffer of static shape. One RAM per
    /// op (per inlined call of it) serves every execution of it: memrefs
    /// flow through no loop-carried value or branch, so an earlier
    /// execution's buffer is dead when the op runs again, and a fresh
    /// buffer's contents are undefined anyway.
    fn alloc(&mut self, op: OpId) -> R<()> {
        let ctx = self.ctx;
        if !ctx.ops[op].operands.is_empty() {
            return Err(unsupported(ctx, op, " with dynamic sizes or symbols"));
        }
        let v = ctx.ops[op].results[0];
        let hint = (ctx.values[v].name_hint.as_deref())
            .unwrap_or("mem")
            .trim_start_matches('%');
        let name = self.namer.port(hint);
        let ty = ctx.values[v].ty;
        let mem = memory(ctx, ty, name, true).ok_or_else(|| {
            let t = rmlir_ir::printer::type_to_string(ctx, ty);
            let why = format!(
                " for {t}: a local RAM needs a static shape of 1 to 2^32 words, the identity layout, and integer or index elements"
            );
            unsupported(ctx, op, &why)
        })?;
        self.g.mems.push(mem);
        self.bind(v, Bound::M(self.g.mems.len() - 1));
        Ok(())
    }

    fn result_width(&self, op: OpId, i: usize) -> R<u32> {
        let v = self.ctx.ops[op].results[i];
        int_width(self.ctx, self.ctx.values[v].ty).ok_or_else(|| {
            unsupported(
                self.ctx,
                op,
                &format!(" on non-integer types or integers wider than {MAX_WIDTH} bits"),
            )
        })
    }

    fn operand_width(&self, op: OpId, i: usize) -> R<u32> {
        let v = self.ctx.ops[op].operands[i];
        int_width(self.ctx, self.ctx.values[v].ty).ok_or_else(|| {
            unsupported(
                self.ctx,
                op,
                &format!(" on non-integer types or integers wider than {MAX_WIDTH} bits"),
            )
        })
    }

    fn constant(&mut self, op: OpId) -> R<()> {
        let w = self.result_width(op, 0)?;
        let value = views::constant_value(self.ctx, op).map(|a| self.ctx.attr(a));
        let v = match value {
            Some(AttrData::Integer { value, .. }) => bigint_word(value, w),
            Some(AttrData::Bool(b)) => *b as Word,
            _ => return Err(unsupported(self.ctx, op, ": only integer constants are")),
        };
        let r = self.ctx.ops[op].results[0];
        self.bind(r, Bound::S(Src::Const { value: v, width: w }));
        Ok(())
    }

    fn arith(&mut self, op: OpId, info: &'static crate::cdfg::OpInfo) -> R<()> {
        let operands = self.ctx.ops[op].operands.clone();
        let args = operands
            .iter()
            .map(|&v| self.src(v, op))
            .collect::<R<Vec<_>>>()?;
        let w = self.operand_width(op, if info.key == "select" { 1 } else { 0 })?;
        let rw = self.result_width(op, 0)?;
        let out = self.fold_or_push(op, Kind::Arith(info), args, w, rw)?;
        self.bind(self.ctx.ops[op].results[0], Bound::S(out));
        Ok(())
    }

    /// The two-result ops, built from single-result ones: `addui_extended`
    /// is a sum and the unsigned compare `sum < a`; the multiplies give
    /// their low half at the operands' width and their high half from a
    /// double-width product, shifted down.
    fn extended(&mut self, op: OpId, name: &str) -> R<()> {
        let o = &self.ctx.ops[op];
        let (a, b) = (self.src(o.operands[0], op)?, self.src(o.operands[1], op)?);
        let (low_res, high_res) = (o.results[0], o.results[1]);
        let w = self.operand_width(op, 0)?;
        let info = |n: &str| op_info(n).expect("a datapath op");
        if name == "arith.addui_extended" {
            let sum = self.fold_or_push(op, Kind::Arith(info("arith.addi")), vec![a, b], w, w)?;
            let carry = self.fold_or_push(op, Kind::Cmp(IntPredicate::Ult), vec![sum, a], w, 1)?;
            self.bind(low_res, Bound::S(sum));
            self.bind(high_res, Bound::S(carry));
            return Ok(());
        }
        let w2 = w
            .checked_mul(2)
            .filter(|&w2| w2 <= MAX_WIDTH)
            .ok_or_else(|| {
                unsupported(
                    self.ctx,
                    op,
                    &format!(" at widths over {} bits", MAX_WIDTH / 2),
                )
            })?;
        let ext = info(if name == "arith.mulsi_extended" {
            "arith.extsi"
        } else {
            "arith.extui"
        });
        let low = self.fold_or_push(op, Kind::Arith(info("arith.muli")), vec![a, b], w, w)?;
        let a2 = self.fold_or_push(op, Kind::Arith(ext), vec![a], w, w2)?;
        let b2 = self.fold_or_push(op, Kind::Arith(ext), vec![b], w, w2)?;
        let prod = self.fold_or_push(op, Kind::Arith(info("arith.muli")), vec![a2, b2], w2, w2)?;
        let shift = Src::Const {
            value: Word::from(w),
            width: w2,
        };
        let shifted = self.fold_or_push(
            op,
            Kind::Arith(info("arith.shrui")),
            vec![prod, shift],
            w2,
            w2,
        )?;
        let high =
            self.fold_or_push(op, Kind::Arith(info("arith.trunci")), vec![shifted], w2, w)?;
        self.bind(low_res, Bound::S(low));
        self.bind(high_res, Bound::S(high));
        Ok(())
    }

    /// `arith.bitcast` between integers of one width renames the bits.
    fn bitcast(&mut self, op: OpId) -> R<()> {
        let o = &self.ctx.ops[op];
        let a = self.src(o.operands[0], op)?;
        if self.operand_width(op, 0)? != self.result_width(op, 0)? {
            return Err(unsupported(self.ctx, op, " between different widths"));
        }
        self.bind(o.results[0], Bound::S(a));
        Ok(())
    }

    /// Folds an op whose operands are all constants, else emits it.
    fn fold_or_push(&mut self, op: OpId, kind: Kind, args: Vec<Src>, w: u32, rw: u32) -> R<Src> {
        let consts: Option<Vec<Word>> = args
            .iter()
            .map(|a| match a {
                Src::Const { value, .. } => Some(*value),
                _ => None,
            })
            .collect();
        if let Some(c) = consts {
            let v = match &kind {
                Kind::Arith(info) => info.sem.eval(&c, w, rw).map_err(|_| {
                    unsupported(
                        self.ctx,
                        op,
                        " on constants that divide by zero or overflow",
                    )
                })?,
                Kind::Cmp(p) => cmp_eval(*p, c[0], c[1], w) as Word,
                _ => unreachable!("only arithmetic folds"),
            };
            return Ok(Src::Const {
                value: mask(v, rw),
                width: rw,
            });
        }
        let width = w.max(rw);
        Ok(Src::Reg(
            self.push(op, kind, args, width, Some(rw))
                .expect("has a result"),
        ))
    }

    fn cmpi(&mut self, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let Some(pred) = views::int_predicate(ctx, op) else {
            return Err(unsupported(ctx, op, ": unknown predicate"));
        };
        let w = self.operand_width(op, 0)?;
        let args = vec![
            self.src(ctx.ops[op].operands[0], op)?,
            self.src(ctx.ops[op].operands[1], op)?,
        ];
        let out = self.fold_or_push(op, Kind::Cmp(pred), args, w, 1)?;
        self.bind(ctx.ops[op].results[0], Bound::S(out));
        Ok(())
    }

    /// The index operands of an access: plain for `memref`, through the
    /// access map for `affine`.
    fn indices(&mut self, op: OpId, first: usize) -> R<Vec<Src>> {
        let ctx = self.ctx;
        let operands = ctx.ops[op].operands[first..].to_vec();
        let srcs = operands
            .iter()
            .map(|&v| self.src(v, op))
            .collect::<R<Vec<_>>>()?;
        if !ctx.ops[op].name.as_str().starts_with("affine.") {
            return Ok(srcs);
        }
        let map = views::access_map(ctx, op)
            .cloned()
            .ok_or_else(|| unsupported(ctx, op, ": missing map"))?;
        self.apply_map(op, &map, &srcs)
    }

    fn apply_map(&mut self, op: OpId, map: &AffineMap, srcs: &[Src]) -> R<Vec<Src>> {
        map.results
            .iter()
            .map(|e| self.affine(op, e, map.num_dims as usize, srcs))
            .collect()
    }

    fn affine(&mut self, op: OpId, e: &AffineExpr, nd: usize, srcs: &[Src]) -> R<Src> {
        let bin = |name: &str| Kind::Arith(op_info(name).expect("in OPS"));
        let (kind, a, b) = match e {
            AffineExpr::Dim(i) => return Ok(srcs[*i as usize]),
            AffineExpr::Symbol(i) => return Ok(srcs[nd + *i as usize]),
            AffineExpr::Const(c) => return Ok(index_const(*c)),
            AffineExpr::Add(a, b) => (bin("arith.addi"), a, b),
            AffineExpr::Mul(a, b) => (bin("arith.muli"), a, b),
            AffineExpr::FloorDiv(a, b) => (bin("arith.floordivsi"), a, b),
            AffineExpr::CeilDiv(a, b) => (bin("arith.ceildivsi"), a, b),
            AffineExpr::Mod(a, b) => return self.affine_mod(op, a, b, nd, srcs),
        };
        if !matches!(e, AffineExpr::Add(..) | AffineExpr::Mul(..)) {
            positive_divisor(self.ctx, op, b)?;
        }
        let (a, b) = (self.affine(op, a, nd, srcs)?, self.affine(op, b, nd, srcs)?);
        let form = match e {
            AffineExpr::Mul(..) => "mul",
            AffineExpr::FloorDiv(..) => "floordiv",
            AffineExpr::CeilDiv(..) => "ceildiv",
            _ => "add",
        };
        match power_of_two(&b) {
            Some(k) if form != "add" => return self.affine_pow2(op, form, a, k),
            _ => {}
        }
        self.fold_or_push(op, kind, vec![a, b], 64, 64)
    }

    /// `*`, `floordiv`, `ceildiv` and `mod` by `2^k` as shifts and masks
    /// (no multiplier or divider): `a * 2^k = a << k`, `a floordiv 2^k =
    /// a >>s k`, `a mod 2^k = a & (2^k - 1)` in two's complement, and
    /// `a ceildiv 2^k` is the floor plus one when those low bits are not
    /// all zero.
    fn affine_pow2(&mut self, op: OpId, form: &str, a: Src, k: u32) -> R<Src> {
        let kind = |name: &str| Kind::Arith(op_info(name).expect("in OPS"));
        let shift = index_const(i64::from(k));
        let low = index_const((1i64 << k) - 1);
        let bin = |s: &mut Self, name: &str, x: Src, y: Src| {
            s.fold_or_push(op, kind(name), vec![x, y], 64, 64)
        };
        match form {
            "mul" => bin(self, "arith.shli", a, shift),
            "mod" => bin(self, "arith.andi", a, low),
            "floordiv" => bin(self, "arith.shrsi", a, shift),
            _ => {
                let q = bin(self, "arith.shrsi", a, shift)?;
                let r = bin(self, "arith.andi", a, low)?;
                let nz = self.fold_or_push(
                    op,
                    Kind::Cmp(IntPredicate::Ne),
                    vec![r, index_const(0)],
                    64,
                    1,
                )?;
                let up = self.fold_or_push(op, kind("arith.extui"), vec![nz], 1, 64)?;
                bin(self, "arith.addi", q, up)
            }
        }
    }

    /// `a mod b` for a positive constant `b`: `a - b * (a floordiv b)`,
    /// which lies in `[0, b)` as affine maps require, unlike `remsi`.
    fn affine_mod(
        &mut self,
        op: OpId,
        a: &AffineExpr,
        b: &AffineExpr,
        nd: usize,
        srcs: &[Src],
    ) -> R<Src> {
        let d = positive_divisor(self.ctx, op, b)?;
        let x = self.affine(op, a, nd, srcs)?;
        if let Some(k) = power_of_two(&d) {
            return self.affine_pow2(op, "mod", x, k);
        }
        let kind = |name: &str| Kind::Arith(op_info(name).expect("in OPS"));
        let q = self.fold_or_push(op, kind("arith.floordivsi"), vec![x, d], 64, 64)?;
        let m = self.fold_or_push(op, kind("arith.muli"), vec![q, d], 64, 64)?;
        self.fold_or_push(op, kind("arith.subi"), vec![x, m], 64, 64)
    }

    fn apply(&mut self, op: OpId) -> R<()> {
        let v = self.indices(op, 0)?;
        self.bind(self.ctx.ops[op].results[0], Bound::S(v[0]));
        Ok(())
    }

    fn address(&mut self, op: OpId, mem: usize, idx: Vec<Src>) -> R<Src> {
        let m = &self.g.mems[mem];
        let aw = m.addr_width;
        if idx.len() != m.dims.len() {
            return Err(unsupported(
                self.ctx,
                op,
                ": index count does not match the rank",
            ));
        }
        for (s, &d) in idx.iter().zip(&m.dims) {
            if let Src::Const { value, .. } = s {
                if *value >= Word::from(d) {
                    let why = format!(
                        ": index {} is out of bounds for a dimension of size {d}",
                        crate::cdfg::signed(*value, 64)
                    );
                    return Err(unsupported(self.ctx, op, &why));
                }
            }
        }
        if let Some(c) = const_address(m, &idx) {
            return Ok(Src::Const {
                value: c,
                width: aw,
            });
        }
        Ok(Src::Reg(
            self.push(op, Kind::Addr { mem }, idx, aw, Some(aw))
                .expect("result"),
        ))
    }

    fn load(&mut self, op: OpId) -> R<()> {
        let mem = self.mem(self.ctx.ops[op].operands[0], op)?;
        let idx = self.indices(op, 1)?;
        let addr = self.address(op, mem, idx)?;
        let w = self.g.mems[mem].width;
        let r = self
            .push(op, Kind::Load { mem }, vec![addr], w, Some(w))
            .expect("result");
        self.bind(self.ctx.ops[op].results[0], Bound::S(Src::Reg(r)));
        Ok(())
    }

    fn store(&mut self, op: OpId) -> R<()> {
        let ops = &self.ctx.ops[op].operands;
        let (val, memv) = (ops[0], ops[1]);
        let value = self.src(val, op)?;
        let mem = self.mem(memv, op)?;
        let idx = self.indices(op, 2)?;
        let addr = self.address(op, mem, idx)?;
        let w = self.g.mems[mem].width;
        self.push(op, Kind::Store { mem }, vec![addr, value], w, None);
        Ok(())
    }

    /// Lowers a single-block body region with its arguments bound, and
    /// returns the operands of its terminator.
    fn body(&mut self, region: RegionId, args: &[Src]) -> R<Vec<Src>> {
        let ctx = self.ctx;
        let blocks = &ctx.regions[region].blocks;
        if blocks.len() != 1 {
            let parent = ctx.regions[region].parent.expect("region parent");
            return Err(unsupported(ctx, parent, " with several blocks in a region"));
        }
        let b = blocks[0];
        for (&a, &s) in ctx.blocks[b].args.iter().zip(args) {
            self.bind(a, Bound::S(s));
        }
        let ops = ctx.blocks[b].ops.clone();
        let (last, body) = ops.split_last().expect("terminator");
        for &o in body {
            self.op(o)?;
        }
        let term = &ctx.ops[*last];
        term.operands.iter().map(|&v| self.src(v, *last)).collect()
    }

    fn jump(&mut self, to: BlockRef, args: Vec<Src>) {
        let cur = self.cur;
        self.block(cur).term = Term::Jump(Edge { to, args });
    }

    fn enter_loop(&mut self, op: OpId) -> usize {
        let ctx = self.ctx;
        self.g.loops.push(LoopInfo {
            mlir: ctx.ops[op].name.as_str().to_string(),
            loc: loc_text(ctx, ctx.ops[op].loc),
            parent: self.loops.last().copied(),
        });
        let id = self.g.loops.len() - 1;
        self.loops.push(id);
        id
    }

    fn for_bounds(&mut self, op: OpId) -> R<(Src, Src, Src, usize)> {
        let ctx = self.ctx;
        let operands = ctx.ops[op].operands.clone();
        if ctx.ops[op].name.as_str() == "scf.for" {
            let s: Vec<Src> = operands[..3]
                .iter()
                .map(|&v| self.src(v, op))
                .collect::<R<_>>()?;
            return Ok((s[0], s[1], s[2], 3));
        }
        let bounds = views::affine_loop(ctx, op);
        let (lbm, ubm) = (bounds.lower.cloned(), bounds.upper.cloned());
        let (Some(lbm), Some(ubm)) = (lbm, ubm) else {
            return Err(unsupported(ctx, op, ": missing bound maps"));
        };
        let nl = (lbm.num_dims + lbm.num_symbols) as usize;
        let nu = (ubm.num_dims + ubm.num_symbols) as usize;
        let srcs: Vec<Src> = operands[..nl + nu]
            .iter()
            .map(|&v| self.src(v, op))
            .collect::<R<_>>()?;
        let lbs = self.apply_map(op, &lbm, &srcs[..nl])?;
        let ubs = self.apply_map(op, &ubm, &srcs[nl..])?;
        let lb = self.fold_bound(op, "arith.maxsi", lbs)?;
        let ub = self.fold_bound(op, "arith.minsi", ubs)?;
        let step = bounds.step.unwrap_or(1);
        Ok((
            lb,
            ub,
            Src::Const {
                value: step as Word,
                width: 64,
            },
            nl + nu,
        ))
    }

    /// A multi-result bound: the `max` of the lower bounds, the `min` of
    /// the upper ones, as a chain of `maxsi`/`minsi`.
    fn fold_bound(&mut self, op: OpId, name: &str, vals: Vec<Src>) -> R<Src> {
        let kind = Kind::Arith(op_info(name).expect("in OPS"));
        let mut it = vals.into_iter();
        let Some(mut acc) = it.next() else {
            return Err(unsupported(self.ctx, op, " with an empty bound map"));
        };
        for v in it {
            acc = self.fold_or_push(op, kind.clone(), vec![acc, v], 64, 64)?;
        }
        Ok(acc)
    }

    /// Opens loop `op`: a header block with one register per argument of
    /// `region`'s entry block (the loop-carried values, integers only).
    /// Returns the loop's id, the header, its registers and their widths.
    fn loop_header(
        &mut self,
        op: OpId,
        region: RegionId,
    ) -> R<(usize, BlockRef, Vec<Reg>, Vec<u32>)> {
        let ctx = self.ctx;
        let bargs = &ctx.blocks[ctx.regions[region].blocks[0]].args;
        let widths: Vec<u32> = bargs
            .iter()
            .map(|&a| int_width(ctx, ctx.values[a].ty))
            .collect::<Option<_>>()
            .ok_or_else(|| unsupported(ctx, op, " with non-integer loop-carried values"))?;
        let id = self.enter_loop(op);
        let hdr = self.new_block();
        self.g.blocks[hdr.0 as usize].header_of = Some(id);
        let params: Vec<Reg> = widths.iter().map(|&w| self.new_reg(w)).collect();
        self.block(hdr).params = params.clone();
        Ok((id, hdr, params, widths))
    }

    fn for_loop(&mut self, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let (lb, ub, step, n) = self.for_bounds(op)?;
        let inits: Vec<Src> = ctx.ops[op].operands[n..]
            .iter()
            .map(|&v| self.src(v, op))
            .collect::<R<_>>()?;
        let region = ctx.ops[op].regions[0];
        let (id, hdr, params, widths) = self.loop_header(op, region)?;
        let mut entry_args = vec![lb];
        entry_args.extend(inits);
        self.jump(hdr, entry_args);
        self.cur = hdr;
        let iv = Src::Reg(params[0]);
        let unsigned = views::unsigned_cmp(ctx, op);
        let pred = if unsigned {
            IntPredicate::Ult
        } else {
            IntPredicate::Slt
        };
        let c = self.fold_or_push(op, Kind::Cmp(pred), vec![iv, ub], widths[0], 1)?;
        let body = self.new_block();
        self.loops.pop();
        let exit = self.new_block();
        self.loops.push(id);
        self.block(hdr).term = Term::Branch(
            c,
            Edge {
                to: body,
                args: vec![],
            },
            Edge {
                to: exit,
                args: vec![],
            },
        );
        self.cur = body;
        let all: Vec<Src> = params.iter().map(|&r| Src::Reg(r)).collect();
        let yields = self.body(region, &all)?;
        let add = op_info("arith.addi").expect("addi");
        let next = self.fold_or_push(op, Kind::Arith(add), vec![iv, step], widths[0], widths[0])?;
        let mut back = vec![next];
        back.extend(yields);
        self.jump(hdr, back);
        self.loops.pop();
        self.cur = exit;
        for (&r, &p) in ctx.ops[op].results.iter().zip(&params[1..]) {
            self.bind(r, Bound::S(Src::Reg(p)));
        }
        Ok(())
    }

    fn while_loop(&mut self, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let inits: Vec<Src> = ctx.ops[op]
            .operands
            .iter()
            .map(|&v| self.src(v, op))
            .collect::<R<_>>()?;
        let (before, after) = (ctx.ops[op].regions[0], ctx.ops[op].regions[1]);
        let (id, hdr, params, _) = self.loop_header(op, before)?;
        self.jump(hdr, inits);
        self.cur = hdr;
        let all: Vec<Src> = params.iter().map(|&r| Src::Reg(r)).collect();
        let cond = self.body(before, &all)?;
        let body = self.new_block();
        self.loops.pop();
        let exit = self.new_block();
        self.loops.push(id);
        let cur = self.cur;
        self.block(cur).term = Term::Branch(
            cond[0],
            Edge {
                to: body,
                args: vec![],
            },
            Edge {
                to: exit,
                args: vec![],
            },
        );
        self.cur = body;
        let yields = self.body(after, &cond[1..])?;
        self.jump(hdr, yields);
        self.loops.pop();
        self.cur = exit;
        for (&r, &s) in ctx.ops[op].results.iter().zip(&cond[1..]) {
            self.bind(r, Bound::S(s));
        }
        Ok(())
    }

    fn if_op(&mut self, op: OpId) -> R<()> {
        let c = self.src(self.ctx.ops[op].operands[0], op)?;
        self.branch_if(op, c)
    }

    /// `affine.if`: each constraint `e >= 0` or `e == 0` becomes a compare
    /// of the 64-bit `e` with zero, and their conjunction the branch
    /// condition (true for an empty set).
    fn affine_if(&mut self, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let Some(set) = set_of(ctx, op).cloned() else {
            return Err(unsupported(ctx, op, ": missing condition set"));
        };
        let srcs: Vec<Src> = ctx.ops[op]
            .operands
            .iter()
            .map(|&v| self.src(v, op))
            .collect::<R<_>>()?;
        let nd = set.num_dims as usize;
        let and = Kind::Arith(op_info("arith.andi").expect("in OPS"));
        let mut cond = Src::Const { value: 1, width: 1 };
        for c in &set.constraints {
            let e = self.affine(op, &c.expr, nd, &srcs)?;
            let pred = if c.is_eq {
                IntPredicate::Eq
            } else {
                IntPredicate::Sge
            };
            let hold = self.fold_or_push(op, Kind::Cmp(pred), vec![e, index_const(0)], 64, 1)?;
            cond = self.fold_or_push(op, and.clone(), vec![cond, hold], 1, 1)?;
        }
        self.branch_if(op, cond)
    }

    /// Two arm blocks for the op's regions, branching on `c`, joined in a
    /// merge block whose parameters are the op's results.
    fn branch_if(&mut self, op: OpId, c: Src) -> R<()> {
        let ctx = self.ctx;
        let widths: Vec<u32> = (0..ctx.ops[op].results.len())
            .map(|i| self.result_width(op, i))
            .collect::<R<_>>()?;
        let (t, e, merge) = (self.new_block(), self.new_block(), self.new_block());
        let params: Vec<Reg> = widths.iter().map(|&w| self.new_reg(w)).collect();
        self.block(merge).params = params.clone();
        let cur = self.cur;
        self.block(cur).term = Term::Branch(
            c,
            Edge {
                to: t,
                args: vec![],
            },
            Edge {
                to: e,
                args: vec![],
            },
        );
        let regions = ctx.ops[op].regions.clone();
        for (i, b) in [t, e].into_iter().enumerate() {
            self.cur = b;
            let ys = match regions.get(i) {
                Some(&r) if !ctx.regions[r].blocks.is_empty() => self.body(r, &[])?,
                _ => Vec::new(),
            };
            self.jump(merge, ys);
        }
        self.cur = merge;
        for (&r, &p) in ctx.ops[op].results.iter().zip(&params) {
            self.bind(r, Bound::S(Src::Reg(p)));
        }
        Ok(())
    }

    fn call(&mut self, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let Some(root) = views::callee(ctx, op) else {
            return Err(unsupported(ctx, op, ": no callee"));
        };
        let Some(f) = ctx.lookup_symbol(self.module, root) else {
            return Err(unsupported(
                ctx,
                op,
                &format!(": @{root} is not defined in this module"),
            ));
        };
        if self.calls.contains(&f) {
            return Err(unsupported(
                ctx,
                op,
                &format!(": @{root} is recursive and cannot be inlined"),
            ));
        }
        let region = match ctx.ops[f].regions.first() {
            Some(&r) if !ctx.regions[r].blocks.is_empty() => r,
            _ => {
                return Err(unsupported(
                    ctx,
                    op,
                    &format!(": @{root} has no body to inline"),
                ))
            }
        };
        let args: Vec<Bound> = ctx.ops[op]
            .operands
            .iter()
            .map(|&v| {
                self.lookup(v)
                    .ok_or_else(|| unsupported(ctx, op, ": an operand is not held"))
            })
            .collect::<R<_>>()?;
        let widths: Vec<u32> = (0..ctx.ops[op].results.len())
            .map(|i| self.result_width(op, i))
            .collect::<R<_>>()?;
        let cont = self.new_block();
        let params: Vec<Reg> = widths.iter().map(|&w| self.new_reg(w)).collect();
        self.block(cont).params = params.clone();
        let at = loc_text(ctx, ctx.ops[op].loc);
        self.g.inlined.push((root.to_string(), at));
        self.calls.push(f);
        self.frames.push(HashMap::new());
        let res = self.cfg_region(region, &args, Ret::Cont(cont));
        self.frames.pop();
        self.calls.pop();
        res?;
        self.cur = cont;
        for (&r, &p) in ctx.ops[op].results.iter().zip(&params) {
            self.bind(r, Bound::S(Src::Reg(p)));
        }
        Ok(())
    }
}

/// The row-major address of constant indices, if all are constant.
/// A 64-bit `index` constant.
fn index_const(c: i64) -> Src {
    Src::Const {
        value: mask(c as Word, 64),
        width: 64,
    }
}

/// `k` when `s` is the constant `2^k` (`k` < 63).
fn power_of_two(s: &Src) -> Option<u32> {
    match *s {
        Src::Const { value, .. } if value.is_power_of_two() && value < (1 << 63) => {
            Some(value.trailing_zeros())
        }
        _ => None,
    }
}

/// The divisor of a `floordiv`, `ceildiv` or `mod`: MLIR requires a
/// positive constant in affine maps; anything else is rejected here
/// rather than left to divide by zero at run time.
fn positive_divisor(ctx: &Context, op: OpId, b: &AffineExpr) -> R<Src> {
    match b {
        AffineExpr::Const(c) if *c > 0 => Ok(index_const(*c)),
        _ => Err(unsupported(
            ctx,
            op,
            " with a floordiv, ceildiv or mod by anything but a positive constant",
        )),
    }
}

fn const_address(m: &Memory, idx: &[Src]) -> Option<Word> {
    let mut a: Word = 0;
    for (s, &d) in idx.iter().zip(&m.dims) {
        let Src::Const { value, .. } = s else {
            return None;
        };
        a = a.wrapping_mul(d as Word).wrapping_add(*value);
    }
    Some(mask(a, m.addr_width))
}

fn bigint_word(v: &num_bigint::BigInt, w: u32) -> Word {
    let (sign, digits) = v.to_u64_digits();
    let mut x: Word = 0;
    for (i, d) in digits.iter().take(2).enumerate() {
        x |= (*d as Word) << (64 * i);
    }
    if sign == num_bigint::Sign::Minus {
        x = x.wrapping_neg();
    }
    mask(x, w)
}
