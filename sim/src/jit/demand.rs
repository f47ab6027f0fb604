//! Masks no reader needs: a pass over a translated function's Cranelift
//! IR, before it is compiled, that drops an integer mask whose result is
//! read only by ops that look at no bit the mask clears.
//!
//! Registers of 1 to 63 bits live zero-extended in an I64
//! ([`super::compile`]), so every `+ - *` and shift left of such a width
//! masks its result ([`super::ints`]), and a sign extension masks its
//! result to the target width. In a chain (`%b = addi (muli %x, %k), %y`
//! on `i33`) the inner mask is wasted: the low `w` bits of a sum, a
//! difference, a product, a bitwise op or a shift left read only the low
//! `w` bits of its operands, and the outer mask keeps only those. The
//! register-level translation cannot see that (each instruction is its
//! own block, and a memo'd loop's copies resolve their variables only
//! when sealed), so this pass works on the finished function, where each
//! value's readers are known.
//!
//! It computes, per I64 value, how many low bits its readers *demand*
//! (the classic demanded-bits analysis, to a fixpoint over loops):
//! `band x, 2^w − 1` demands of `x` the smaller of `w` and what its own
//! readers demand; `+ - *`, `and`, `or` and `xor` pass their readers'
//! demand to their operands; a shift left by a constant `k` demands `k`
//! bits fewer; `ireduce.i32` demands 32; a branch demands of each block
//! argument what its block parameter's readers demand; every other
//! reader, and every use as a branch's condition, a store, a call or a
//! return, demands all 64. A mask to `w` bits whose result is demanded to
//! at most `w` bits then computes what its operand already is where
//! anyone looks, and becomes `band x, x` (which Cranelift's optimiser
//! folds to `x`). The 32-bit mask (`uextend.i64 (ireduce.i32 x)`,
//! [`super::ints`]) stays: x86-64's 32-bit operations zero the high half
//! themselves, and dropping it made the stencil's compiled code slower
//! (4% more host instructions).
//!
//! Loop-carried registers: a block parameter that holds a `w`-bit
//! register (every branch passes it a value zero from bit `w` up,
//! [`super::widths`]) is demanded at most `w` bits, and so is any value
//! of known width `w` where a cold block (an exit to the runtime) reads
//! it; a reader that wants more of it (a compare, a store, a call, the
//! loop's exit writing it to the register file) reads it masked to `w`
//! bits, computed just before that reader, instead. So a chain carried round a loop (`x = x·k + y`
//! at 33 bits) runs with no mask in the loop, and the value is masked
//! where it leaves, as LLVM does. The new mask is added only where the
//! parameter may differ above its width (some branch passes it a value
//! whose mask went, or one computed from such a value by the ops above).
//!
//! Exact: every value is exact in the low bits its readers demand (a
//! dropped mask's operand is demanded at least as much as its result; the
//! ops that pass demand compute their low bits from their operands' low
//! bits; a parameter is demanded what its readers want up to its width,
//! and each branch demands that of the value it passes); every reader
//! that wants more of a parameter than its width reads it masked, which
//! is its old value, zero from that width up; and every other reader
//! reads a value in no more bits than its demand. So every reader's
//! result is the one it computed before, and a value that reaches a
//! register file write, memory, the runtime or a compare is the register's
//! exact bits.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::EntityRef;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{
    DataFlowGraph, Function, Inst, InstBuilder, InstructionData, Opcode, Value, ValueDef,
};

use super::widths::{known_widths, passed};

/// Every bit of an I64 (the demand of a reader the pass does not know).
const ALL: u8 = 64;

/// Drops the masks of `func` whose results' readers demand no bit they
/// clear (see the module doc); returns how many it dropped.
pub fn drop_unread_masks(func: &mut Function) -> usize {
    // Every use then names its value itself, never an alias (compiling
    // does the same first).
    func.dfg.resolve_all_aliases();
    let insts = in_layout(func);
    let width = known_widths(func, &insts);
    let demand = demands(func, &insts, &width);
    let drops: Vec<(Inst, Value)> = (insts.iter())
        .filter_map(|&inst| Some((inst, unread_mask(&func.dfg, &demand, inst)?)))
        .collect();
    let dirty = dirty(&func.dfg, &insts, &drops);
    let remasks = remasks(func, &insts, (&demand, &width, &dirty));
    for &(inst, x) in &drops {
        // `x & x`, which Cranelift's optimiser folds to `x`.
        func.dfg.insts[inst] = InstructionData::Binary {
            opcode: Opcode::Band,
            args: [x, x],
        };
    }
    for (inst, p, w) in remasks {
        remask(func, inst, p, w);
    }
    drops.len()
}

/// The instructions of `func` in layout order.
fn in_layout(func: &Function) -> Vec<Inst> {
    func.layout
        .blocks()
        .flat_map(|b| func.layout.block_insts(b))
        .collect()
}

/// The value `inst` masks, when it is a mask to `w < 64` low bits of an
/// I64 whose result is demanded to at most `w` bits.
fn unread_mask(dfg: &DataFlowGraph, demand: &[u8], inst: Inst) -> Option<Value> {
    let r = *dfg.inst_results(inst).first()?;
    if dfg.value_type(r) != I64 {
        return None;
    }
    let (x, w) = match dfg.insts[inst] {
        InstructionData::Binary {
            opcode: Opcode::Band,
            args,
        } => low_mask(dfg, args)?,
        _ => return None,
    };
    (demand[r.index()] <= w).then_some(x)
}

/// For `band` operands `args`: the other operand and `w`, when one of
/// them is the constant `2^w − 1` with `0 < w < 64`.
fn low_mask(dfg: &DataFlowGraph, args: [Value; 2]) -> Option<(Value, u8)> {
    let width = |v: Value| iconst(dfg, v).and_then(low_mask_width);
    match (width(args[1]), width(args[0])) {
        (Some(w), _) => Some((args[0], w)),
        (None, Some(w)) => Some((args[1], w)),
        _ => None,
    }
}

/// The constant `v` is defined as, when an `iconst`.
fn iconst(dfg: &DataFlowGraph, v: Value) -> Option<i64> {
    let inst = dfg.value_def(v).inst()?;
    match dfg.insts[inst] {
        InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } => Some(imm.bits()),
        _ => None,
    }
}

/// `w` when `m` is `2^w − 1` with `0 < w < 64`.
fn low_mask_width(m: i64) -> Option<u8> {
    let m = m as u64;
    let w = m.trailing_ones();
    (w > 0 && w < 64 && m >> w == 0).then_some(w as u8)
}

/// Per value (by index), the low bits its readers demand, a block
/// parameter's capped at its known width (`width`, when below 64): a
/// reader wanting more of it is given the parameter masked to that width
/// ([`remasks`]).
fn demands(func: &Function, insts: &[Inst], width: &[u8]) -> Vec<u8> {
    let dfg = &func.dfg;
    let mut demand = vec![0; dfg.num_values()];
    // The branches into each block, revisited when one of its parameters
    // is demanded more.
    let mut into = vec![Vec::new(); dfg.num_blocks()];
    for &inst in insts {
        for call in dfg.insts[inst].branch_destination(&dfg.jump_tables, &dfg.exception_tables) {
            into[call.block(&dfg.value_lists).index()].push(inst);
        }
    }
    // Each instruction once, last first, then again each one whose result
    // or target's parameter a later visit demanded more of (demands only
    // rise, each at most to 64, so this ends, through loops too).
    let mut work = insts.to_vec();
    let mut reads = Vec::new();
    while let Some(inst) = work.pop() {
        reads.clear();
        read(dfg, &demand, inst, &mut reads);
        for &(v, d) in &reads {
            let d = match capped_width(func, width, (inst, v)) {
                Some(w) => d.min(w),
                None => d,
            };
            if demand[v.index()] >= d {
                continue;
            }
            demand[v.index()] = d;
            match dfg.value_def(v) {
                ValueDef::Result(i, _) => work.push(i),
                ValueDef::Param(b, _) => work.extend_from_slice(&into[b.index()]),
                ValueDef::Union(..) => {}
            }
        }
    }
    demand
}

/// The demand `inst` puts on each value it reads, as its readers demand
/// its result (`demand`), before any cap: pushed onto `reads`.
fn read(dfg: &DataFlowGraph, demand: &[u8], inst: Inst, reads: &mut Vec<(Value, u8)>) {
    let own = dfg
        .inst_results(inst)
        .first()
        .filter(|&&r| dfg.value_type(r) == I64)
        .map(|&r| demand[r.index()]);
    let mut raise = |v: Value, d: u8| reads.push((v, d));
    match (own, dfg.insts[inst]) {
        (Some(d), InstructionData::Binary { opcode, args }) => match opcode {
            Opcode::Band => match low_mask(dfg, args) {
                Some((x, w)) => raise(x, d.min(w)),
                None => args.iter().for_each(|&a| raise(a, d)),
            },
            Opcode::Iadd | Opcode::Isub | Opcode::Imul | Opcode::Bor | Opcode::Bxor => {
                args.iter().for_each(|&a| raise(a, d))
            }
            Opcode::Ishl => match iconst(dfg, args[1]) {
                Some(k) => raise(args[0], d.saturating_sub((k & 63) as u8)),
                None => args.iter().for_each(|&a| raise(a, ALL)),
            },
            _ => args.iter().for_each(|&a| raise(a, ALL)),
        },
        (
            _,
            InstructionData::Unary {
                opcode: Opcode::Ireduce,
                arg,
            },
        ) if dfg.value_type(dfg.first_result(inst)) == I32 => raise(arg, 32),
        _ if dfg.insts[inst].opcode().is_branch() => {
            // The condition or index in full; each block argument as its
            // parameter is demanded; anything else (an exception's
            // context) in full.
            for &v in dfg.inst_args(inst) {
                raise(v, ALL);
            }
            let passed = passed(dfg, inst);
            for &(p, arg) in &passed {
                if let Some(a) = arg {
                    let d = match dfg.value_type(p) == I64 {
                        true => demand[p.index()],
                        false => ALL,
                    };
                    raise(a, d);
                }
            }
            let args = passed.iter().filter(|(_, a)| a.is_some()).count();
            let skip = dfg.inst_args(inst).len() + args;
            for v in dfg.inst_values(inst).skip(skip) {
                raise(v, ALL);
            }
        }
        _ => {
            for v in dfg.inst_values(inst) {
                raise(v, ALL);
            }
        }
    }
}

/// The width `inst`'s demand on `v` is capped at, when `v` is an I64 of
/// a known width of fewer than 64 bits (and more than none: a block no
/// branch reaches) and either a block parameter or read in a cold block
/// (a loop's exit to the runtime, which writes it to the register file):
/// the reader is then given `v` masked where it wants more (a mask that
/// would otherwise run every iteration runs on the way out).
fn capped_width(func: &Function, width: &[u8], (inst, v): (Inst, Value)) -> Option<u8> {
    let dfg = &func.dfg;
    let w = width[v.index()];
    let param = matches!(dfg.value_def(v), ValueDef::Param(..));
    let cold = (func.layout.inst_block(inst)).is_some_and(|b| func.layout.is_cold(b));
    (dfg.value_type(v) == I64 && (1..ALL).contains(&w) && (param || cold)).then_some(w)
}

/// Per value (by index), whether it may differ from what it computed
/// before the masks `drops` went, above the bits its readers demand: a
/// dropped mask's result; the result of an op that passes its readers'
/// demand to its operands (`+ - *`, `and` with no mask, `or`, `xor`, a
/// shift left by a constant) reading such a value; a block parameter some
/// branch passes one to (to the fixpoint: loops). Every other result reads
/// its operands' bits in full or up to its mask, which those bits are
/// exact in (their demand), so it is exact.
fn dirty(dfg: &DataFlowGraph, insts: &[Inst], drops: &[(Inst, Value)]) -> Vec<bool> {
    let mut dirty = vec![false; dfg.num_values()];
    let dropped: std::collections::HashSet<Inst> = drops.iter().map(|&(i, _)| i).collect();
    loop {
        let mut changed = false;
        let mut mark = |v: Value, dirty: &mut Vec<bool>| {
            changed |= !dirty[v.index()];
            dirty[v.index()] = true;
        };
        for &inst in insts {
            let passes = match dfg.insts[inst] {
                InstructionData::Binary { opcode, args } => match opcode {
                    Opcode::Band => low_mask(dfg, args).is_none(),
                    Opcode::Iadd | Opcode::Isub | Opcode::Imul | Opcode::Bor | Opcode::Bxor => true,
                    Opcode::Ishl => iconst(dfg, args[1]).is_some(),
                    _ => false,
                },
                _ => false,
            };
            let read_dirty = dfg.inst_args(inst).iter().any(|a| dirty[a.index()]);
            if let Some(&r) = dfg.inst_results(inst).first() {
                if !dirty[r.index()] && (dropped.contains(&inst) || passes && read_dirty) {
                    mark(r, &mut dirty);
                }
            }
            for (p, arg) in passed(dfg, inst) {
                if !dirty[p.index()] && arg.is_some_and(|a| dirty[a.index()]) {
                    mark(p, &mut dirty);
                }
            }
        }
        if !changed {
            return dirty;
        }
    }
}

/// The reads to mask again: each instruction, block parameter and width
/// where the instruction demands more of a parameter that may differ
/// above its width ([`dirty`]) than that width. The parameter's value is
/// then zero from its width up ([`known_widths`]) and exact below it (its
/// demand, capped there), so the mask gives the value it held before.
fn remasks(
    func: &Function,
    insts: &[Inst],
    (demand, width, dirty): (&[u8], &[u8], &[bool]),
) -> Vec<(Inst, Value, u8)> {
    let dfg = &func.dfg;
    let mut out = Vec::new();
    let mut reads = Vec::new();
    for &inst in insts {
        reads.clear();
        read(dfg, demand, inst, &mut reads);
        // Each instruction is visited once, so a repeat can only be among
        // its own reads: looking there keeps the pass linear.
        let start = out.len();
        for &(v, d) in &reads {
            let Some(w) = capped_width(func, width, (inst, v)) else {
                continue;
            };
            let again = (inst, v, w);
            if dirty[v.index()] && d > w && !out[start..].contains(&again) {
                out.push(again);
            }
        }
    }
    out
}

/// Makes `inst` read `p & (2^w − 1)`, computed just before it, wherever it
/// reads `p`.
fn remask(func: &mut Function, inst: Inst, p: Value, w: u8) {
    let mut pos = FuncCursor::new(func).at_inst(inst);
    let m = pos.ins().band_imm_u(p, ((1u64 << w) - 1) as i64);
    func.dfg
        .map_inst_values(inst, |v| if v == p { m } else { v });
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::ir::{AbiParam, InstBuilder, Signature, UserFuncName};
    use cranelift_codegen::isa::CallConv;
    use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};

    /// A function `(x, y) -> r` built by `body`, after the pass: how many
    /// masks it dropped and the function's text.
    fn dropped(body: impl Fn(&mut FunctionBuilder, Value, Value) -> Value) -> (usize, String) {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params = vec![AbiParam::new(I64), AbiParam::new(I64)];
        sig.returns = vec![AbiParam::new(I64)];
        let mut func = Function::with_name_signature(UserFuncName::default(), sig);
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut fctx);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        b.seal_block(entry);
        let (x, y) = (b.block_params(entry)[0], b.block_params(entry)[1]);
        let r = body(&mut b, x, y);
        b.ins().return_(&[r]);
        let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
        let isa = (cranelift_native::builder().expect("a host backend"))
            .finish(flags)
            .expect("an isa");
        b.finalize(isa.frontend_config());
        let n = drop_unread_masks(&mut func);
        (n, func.display().to_string())
    }

    #[test]
    fn a_mask_inside_a_chain_goes_and_the_last_one_stays() {
        // (x·y mod 2^33 + x) mod 2^33: the inner mask is unread.
        let (n, text) = dropped(|b, x, y| {
            let p = b.ins().imul(x, y);
            let p = b.ins().band_imm_u(p, (1 << 33) - 1);
            let s = b.ins().iadd(p, x);
            b.ins().band_imm_u(s, (1 << 33) - 1)
        });
        assert_eq!(n, 1, "{text}");
    }

    #[test]
    fn masks_read_in_full_stay() {
        // A compare, a right shift, a wider mask and a return read bits
        // the inner masks clear.
        let (n, text) = dropped(|b, x, y| {
            let p = b.ins().imul(x, y);
            let p = b.ins().band_imm_u(p, (1 << 13) - 1);
            let q = b.ins().iadd(x, y);
            let q = b.ins().band_imm_u(q, (1 << 13) - 1);
            let h = b.ins().ushr_imm_u(q, 1);
            let s = b.ins().iadd(p, h);
            let s = b.ins().band_imm_u(s, (1 << 33) - 1);
            let c = b
                .ins()
                .icmp(cranelift_codegen::ir::condcodes::IntCC::Equal, s, p);
            let c = b.ins().uextend(I64, c);
            b.ins().iadd(c, s)
        });
        assert_eq!(n, 0, "{text}");
    }

    #[test]
    fn a_shift_left_demands_fewer_bits_and_a_32_bit_mask_stays() {
        // ((x + y) mod 2^32) << 40, masked to 48 bits: only 8 low bits of
        // the sum are read, but the 32-bit mask is kept; a sign
        // extension's shift from a 13-bit mask reads only its 13 bits.
        let (n, text) = dropped(|b, x, y| {
            let s = b.ins().iadd(x, y);
            let lo = b.ins().ireduce(I32, s);
            let s = b.ins().uextend(I64, lo);
            let t = b.ins().ishl_imm_u(s, 40);
            let t = b.ins().band_imm_u(t, (1 << 48) - 1);
            let u = b.ins().band_imm_u(y, (1 << 13) - 1);
            let u = b.ins().ishl_imm_u(u, 51);
            let u = b.ins().sshr_imm_u(u, 51);
            b.ins().bxor(t, u)
        });
        assert_eq!(n, 1, "{text}");
        assert!(text.contains("ireduce"), "{text}");
    }

    #[test]
    fn a_carried_mask_goes_and_the_exit_masks_instead() {
        // A loop carrying `x = x·x mod 2^33` (its start 33 bits), leaving
        // with it into a block whose return reads all of it: the mask in
        // the loop and the start's go (each read only by the carried
        // parameter, demanded 33 bits), and the exit masks the parameter
        // it reads.
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params = vec![AbiParam::new(I64), AbiParam::new(I64)];
        sig.returns = vec![AbiParam::new(I64)];
        let mut func = Function::with_name_signature(UserFuncName::default(), sig);
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut fctx);
        let (entry, head, exit) = (b.create_block(), b.create_block(), b.create_block());
        b.append_block_params_for_function_params(entry);
        b.append_block_param(head, I64);
        b.append_block_param(exit, I64);
        b.switch_to_block(entry);
        let (x0, c) = (b.block_params(entry)[0], b.block_params(entry)[1]);
        let x0 = b.ins().band_imm_u(x0, (1 << 33) - 1);
        b.ins().jump(head, &[x0.into()]);
        b.switch_to_block(head);
        let x = b.block_params(head)[0];
        let p = b.ins().imul(x, x);
        let p = b.ins().band_imm_u(p, (1 << 33) - 1);
        b.ins().brif(c, head, &[p.into()], exit, &[p.into()]);
        b.switch_to_block(exit);
        let r = b.block_params(exit)[0];
        b.ins().return_(&[r]);
        b.seal_all_blocks();
        let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
        let isa = (cranelift_native::builder().expect("a host backend"))
            .finish(flags)
            .expect("an isa");
        b.finalize(isa.frontend_config());
        let n = drop_unread_masks(&mut func);
        let text = func.display().to_string();
        assert_eq!(n, 2, "{text}");
        let ret = text
            .lines()
            .position(|l| l.contains("return"))
            .expect("a return");
        let before = text.lines().nth(ret - 1).expect("a line before");
        assert!(
            before.contains(&format!("band {r}, ")) && before.contains("0x0001_ffff_ffff"),
            "{text}"
        );
    }

    #[test]
    fn only_masks_of_low_bits_count() {
        assert_eq!(low_mask_width(0x1fff), Some(13));
        assert_eq!(low_mask_width(0x1_ffff_ffff), Some(33));
        assert_eq!(low_mask_width(-1), None);
        assert_eq!(low_mask_width(0), None);
        assert_eq!(low_mask_width(0x1ffe), None);
        assert_eq!(low_mask_width(0xff00), None);
        assert_eq!(low_mask_width(i64::MAX), Some(63));
    }
}
