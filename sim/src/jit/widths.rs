//! Known widths: per I64 value of a Cranelift function, a `w` such that
//! every bit of the value from bit `w` up is zero whenever it is
//! computed. [`super::demand`] reads it to tell which block parameters
//! (loop-carried registers, values at joins) hold a register of `w`
//! bits zero-extended, so that masking one where a reader wants every
//! bit gives back exactly the value it held.
//!
//! A forward analysis to the least fixpoint: block parameters start at 0
//! (nothing reaches them yet) and rise to the widest value any branch
//! passes them; an `iconst` has its own width, `band` the narrower of its
//! operands', `bor` and `bxor` the wider, a `uextend` the width of the
//! type it extends, a load of a stack slot's word the value the last
//! store to that word in the same block put there ([`slot_forwards`]),
//! and anything else (a function parameter, another load, a call's
//! result, every other op) 64. Each rule is monotone, so repeated
//! passes over the layout end, and at the fixpoint every equation holds:
//! by induction over a run, each value computed is zero from its width
//! up (the parameters hold what the branches passed, at most their
//! width).

use std::collections::{HashMap, HashSet};

use cranelift_codegen::entity::EntityRef;
use cranelift_codegen::ir::types::I64;
use cranelift_codegen::ir::{
    DataFlowGraph, Function, Inst, InstructionData, Opcode, StackSlot, Value,
};

/// Every bit of an I64.
const ALL: u8 = 64;

/// Per value (by index), the width from which it is known to be zero;
/// `insts` is the function's instructions in layout order.
pub(super) fn known_widths(func: &Function, insts: &[Inst]) -> Vec<u8> {
    let dfg = &func.dfg;
    let forward = slot_forwards(func);
    let mut width = vec![ALL; dfg.num_values()];
    // Parameters of every block but the entry start from nothing.
    for b in func.layout.blocks().skip(1) {
        for &p in dfg.block_params(b) {
            width[p.index()] = 0;
        }
    }
    loop {
        let mut changed = false;
        for &inst in insts {
            if let Some(r) = dfg.inst_results(inst).first() {
                let w = match forward.get(r) {
                    Some(v) => width[v.index()],
                    None => result_width(dfg, &width, inst),
                };
                changed |= width[r.index()] != w;
                width[r.index()] = w;
            }
            for (p, arg) in passed(dfg, inst) {
                let w = arg.map_or(ALL, |a| width[a.index()]);
                if width[p.index()] < w {
                    width[p.index()] = w;
                    changed = true;
                }
            }
        }
        if !changed {
            return width;
        }
    }
}

/// The width of `inst`'s first result under `width`.
fn result_width(dfg: &DataFlowGraph, width: &[u8], inst: Inst) -> u8 {
    let r = dfg.first_result(inst);
    if dfg.value_type(r) != I64 {
        return ALL;
    }
    let of = |v: Value| width[v.index()];
    match dfg.insts[inst] {
        InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } => (64 - (imm.bits() as u64).leading_zeros()) as u8,
        InstructionData::Binary { opcode, args } => match opcode {
            Opcode::Band => of(args[0]).min(of(args[1])),
            Opcode::Bor | Opcode::Bxor => of(args[0]).max(of(args[1])),
            _ => ALL,
        },
        InstructionData::Unary {
            opcode: Opcode::Uextend,
            arg,
        } => dfg.value_type(arg).bits() as u8,
        _ => ALL,
    }
}

/// Each block parameter branch `inst` passes a value to, with the value
/// (`None` for an argument that is no plain value, such as a call's
/// result on a `try_call`'s edge).
pub(super) fn passed(dfg: &DataFlowGraph, inst: Inst) -> Vec<(Value, Option<Value>)> {
    let dests = dfg.insts[inst].branch_destination(&dfg.jump_tables, &dfg.exception_tables);
    let mut out = Vec::new();
    for call in dests {
        let params = dfg.block_params(call.block(&dfg.value_lists));
        let args = call.args(&dfg.value_lists).map(|a| a.as_value());
        out.extend(params.iter().copied().zip(args));
    }
    out
}

/// Per load of a stack slot's word (its result), the value the last
/// store to that word before it in its block put there. Only slots whose
/// addresses (`stack_addr`) are used as nothing but the address of an
/// I64 load or store with no offset count: nothing else (a call given the
/// address) can write them, their words are the `stack_addr` offsets, and
/// a word holds what the last store to it wrote. This sees through the
/// tight copy's slot, which its variables pass through at its entry and
/// exits (`super::tight`).
fn slot_forwards(func: &Function) -> HashMap<Value, Value> {
    let dfg = &func.dfg;
    let addr_of = |v: Value| -> Option<(StackSlot, i64)> {
        match dfg.insts[dfg.value_def(v).inst()?] {
            InstructionData::StackAddr {
                opcode: Opcode::StackAddr,
                stack_slot,
                offset,
            } => Some((stack_slot, offset.into())),
            _ => None,
        }
    };
    // An I64 access with no offset: its address operand and, for a store,
    // the value stored.
    let access = |inst: Inst| -> Option<(Value, Option<Value>)> {
        match dfg.insts[inst] {
            InstructionData::Load {
                opcode: Opcode::Load,
                arg,
                offset,
                ..
            } if i32::from(offset) == 0 && dfg.value_type(dfg.first_result(inst)) == I64 => {
                Some((arg, None))
            }
            InstructionData::Store {
                opcode: Opcode::Store,
                args,
                offset,
                ..
            } if i32::from(offset) == 0 && dfg.value_type(args[0]) == I64 => {
                Some((args[1], Some(args[0])))
            }
            _ => None,
        }
    };
    let insts: Vec<Inst> = (func.layout.blocks())
        .flat_map(|b| func.layout.block_insts(b))
        .collect();
    let mut escaped = HashSet::new();
    for &inst in &insts {
        let addr = access(inst).map(|(a, _)| a);
        for v in dfg.inst_values(inst) {
            if let Some((slot, _)) = addr_of(v) {
                if addr != Some(v) || access(inst).is_some_and(|(_, x)| x == Some(v)) {
                    escaped.insert(slot);
                }
            }
        }
    }
    let mut out = HashMap::new();
    for b in func.layout.blocks() {
        let mut last: HashMap<(StackSlot, i64), Value> = HashMap::new();
        for inst in func.layout.block_insts(b) {
            let Some((a, stored)) = access(inst) else {
                continue;
            };
            let Some(word) = addr_of(a).filter(|(slot, _)| !escaped.contains(slot)) else {
                continue;
            };
            match stored {
                Some(x) => {
                    // A store overlapping other words' bytes ends them.
                    last.retain(|&(slot, off), _| slot != word.0 || off.abs_diff(word.1) >= 8);
                    last.insert(word, x);
                }
                None => {
                    if let Some(&x) = last.get(&word) {
                        out.insert(dfg.first_result(inst), x);
                    }
                }
            }
        }
    }
    out
}
