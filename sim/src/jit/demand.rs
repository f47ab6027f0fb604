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
//! (the classic demanded-bits analysis, in the one direction that needs
//! no fixpoint over loops): `band x, 2^w − 1` demands of `x` the
//! smaller of `w` and what its own readers demand; `+ - *`, `and`, `or` and
//! `xor` pass their readers' demand to their operands; a shift left by a
//! constant `k` demands `k` bits fewer; `ireduce.i32`
//! demands 32; every other reader, and every use as a block argument, a
//! store, a call or a return, demands all 64. A mask to `w` bits whose
//! result is demanded to at most `w` bits then computes what its operand
//! already is where anyone looks, and becomes `band x, x` (which
//! Cranelift's optimiser folds to `x`). The 32-bit mask (`uextend.i64
//! (ireduce.i32 x)`, [`super::ints`]) stays: x86-64's 32-bit operations
//! zero the high half themselves, and dropping it made the stencil's
//! compiled code slower (4% more host instructions). Exact: every reader of the mask's
//! result sees the same low bits it read before, and no other bit
//! changes any reader's result; a value that reaches a register file
//! write, memory, the runtime, a compare or a loop's next iteration keeps
//! its mask.

use cranelift_codegen::entity::EntityRef;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{DataFlowGraph, Function, Inst, InstructionData, Opcode, Value};

/// Every bit of an I64 (the demand of a reader the pass does not know).
const ALL: u8 = 64;

/// Drops the masks of `func` whose results' readers demand no bit they
/// clear (see the module doc); returns how many it dropped.
pub fn drop_unread_masks(func: &mut Function) -> usize {
    // Every use then names its value itself, never an alias (compiling
    // does the same first).
    func.dfg.resolve_all_aliases();
    let insts = in_layout(func);
    let demand = demands(&func.dfg, &insts);
    let mut dropped = 0;
    for inst in insts {
        if let Some(x) = unread_mask(&func.dfg, &demand, inst) {
            // `x & x`, which Cranelift's optimiser folds to `x`.
            func.dfg.insts[inst] = InstructionData::Binary {
                opcode: Opcode::Band,
                args: [x, x],
            };
            dropped += 1;
        }
    }
    dropped
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

/// Per value (by index), the low bits its readers demand.
fn demands(dfg: &DataFlowGraph, insts: &[Inst]) -> Vec<u8> {
    let mut demand = vec![0; dfg.num_values()];
    // Each instruction once, last first, then again each one whose result
    // a later visit demanded more of (the readers' demand only rises,
    // through instruction results alone, which form no cycle: block
    // arguments demand everything).
    let mut work = insts.to_vec();
    let mut raised = Vec::new();
    while let Some(inst) = work.pop() {
        read(dfg, &mut demand, inst, &mut raised);
        work.extend(raised.drain(..).filter_map(|v| dfg.value_def(v).inst()));
    }
    demand
}

/// Raises the demand `inst` puts on each value it reads, noting in
/// `raised` those whose demand rose.
fn read(dfg: &DataFlowGraph, demand: &mut [u8], inst: Inst, raised: &mut Vec<Value>) {
    let own = dfg
        .inst_results(inst)
        .first()
        .filter(|&&r| dfg.value_type(r) == I64)
        .map(|&r| demand[r.index()]);
    let mut raise = |v: Value, d: u8| {
        if demand[v.index()] < d {
            demand[v.index()] = d;
            raised.push(v);
        }
    };
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
        _ => {
            for v in dfg.inst_values(inst) {
                raise(v, ALL);
            }
        }
    }
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
