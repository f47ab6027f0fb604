//! Translation of one prepared function to Cranelift IR.
//!
//! Every instruction becomes a block of its own (a jump target is then
//! always a block). Registers of a native type (integers of 1 to 128 bits,
//! `index`, `f16`, `bf16`, `f32`, `f64`) live in Cranelift variables
//! (integers as zero-extended patterns, as the interpreter keeps them: in
//! an I64 up to 64 bits, in an I128 from 65 to 128, [`super::wide`]; a
//! half as its 16 bits in an I64, [`super::half`]), and so do the
//! lanes of a vector register of at most 16 lanes of such scalars (up to
//! 64 bits), one variable per lane ([`super::vector`]); every other
//! register lives only in the interpreter's register file. An instruction
//! is either *native* (computed here, then reported to the timing model
//! exactly where the interpreter reports it: inline, `super::issue`, or
//! through the `issue` entry for a traced model), a scalar load or store
//! inline or through the `mem` entry (`super::memory`), a vector load
//! or store inline (`super::vmem`), a direct call or return
//! (`super::calls`), or *through the runtime*: its native operands
//! are written to the register file (`put`, `put_vec`), the interpreter
//! runs it (`exec`), and its native results are read back (`get`,
//! `get_vec`).

use super::abi::{self, Calls, Entries};
use super::cache::{jump_targets, run_starts, seal_points, Run, Word, Words};
use crate::interp::TierTiming;
use crate::prepare::{Func, Inst, Program, Reg, RegType, Span};
use crate::value::{IntPredicate, Scalar, ScalarType, Value};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{F32, F64, I128, I32, I64};
use cranelift_codegen::ir::{
    AbiParam, Block, InstBuilder, MemFlagsData, Signature, StackSlot, StackSlotData, StackSlotKind,
    Type, Value as CValue,
};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, Variable};
use rmlir_ir::types::FloatKind;

/// How a native register holds its value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// An integer of this width (64 for `index`), zero-extended in an I64.
    Int(u32),
    /// An integer of 65 to 128 bits, zero-extended in an I128 (as the
    /// interpreter's `Value::I128` holds it).
    Wide(u32),
    /// An `f32` in an F32.
    F32,
    /// An `f64` in an F64.
    F64,
    /// An `f16` or `bf16`: its 16 bits zero-extended in an I64, as an
    /// `i16` is held ([`super::half`]).
    Half(Half),
}

impl Kind {
    /// The Cranelift type of a variable of this kind.
    pub(super) fn ty(self) -> Type {
        match self {
            Kind::Int(_) | Kind::Half(_) => I64,
            Kind::Wide(_) => I128,
            Kind::F32 => F32,
            Kind::F64 => F64,
        }
    }

    /// The width of an integer kind.
    pub(super) fn int_width(self) -> Option<u32> {
        match self {
            Kind::Int(w) | Kind::Wide(w) => Some(w),
            Kind::F32 | Kind::F64 | Kind::Half(_) => None,
        }
    }
}

/// A half-precision format compiled code holds natively (here rather
/// than in `super::half`, which emits its arithmetic, so this module names
/// no module that names it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Half {
    /// IEEE binary16: 5 exponent bits, 10 fraction bits.
    F16,
    /// bfloat16: 8 exponent bits (`f32`'s), 7 fraction bits.
    BF16,
}

impl Half {
    /// The format of float kind `k`, if it is a half.
    pub(super) fn of(k: FloatKind) -> Option<Half> {
        match k {
            FloatKind::F16 => Some(Half::F16),
            FloatKind::BF16 => Some(Half::BF16),
            _ => None,
        }
    }

    /// The value library's name of the format.
    pub(super) fn float_kind(self) -> FloatKind {
        match self {
            Half::F16 => FloatKind::F16,
            Half::BF16 => FloatKind::BF16,
        }
    }

    /// Fraction bits.
    pub(super) fn frac(self) -> u32 {
        match self {
            Half::F16 => 10,
            Half::BF16 => 7,
        }
    }

    /// The exponent bias.
    pub(super) fn bias(self) -> i64 {
        match self {
            Half::F16 => 15,
            Half::BF16 => 127,
        }
    }

    /// The bits of positive infinity.
    pub(super) fn inf(self) -> i64 {
        match self {
            Half::F16 => 0x7c00,
            Half::BF16 => 0x7f80,
        }
    }
}

/// The native kind of a register type, if it has one.
pub(super) fn kind_of(t: RegType) -> Option<Kind> {
    match t {
        RegType::Scalar(ScalarType::Int(w)) if (1..=64).contains(&w) => Some(Kind::Int(w)),
        RegType::Scalar(ScalarType::Int(w)) if (65..=128).contains(&w) => Some(Kind::Wide(w)),
        RegType::Scalar(ScalarType::Index) => Some(Kind::Int(64)),
        RegType::Scalar(ScalarType::Float(FloatKind::F32)) => Some(Kind::F32),
        RegType::Scalar(ScalarType::Float(FloatKind::F64)) => Some(Kind::F64),
        RegType::Scalar(ScalarType::Float(k)) => Half::of(k).map(Kind::Half),
        _ => None,
    }
}

/// The native kind of each register of `f`. A move between registers of
/// different kinds (`builtin.unrealized_conversion_cast` moves a value to a
/// register of another type) makes both non-native, until no such move is
/// left, so a native register only ever holds values of its kind.
/// Vector registers ([`super::vector`]) take part the same way: a move
/// between registers of different layouts makes both non-native.
pub(super) fn native_kinds(f: &Func, layouts: &mut [Option<Layout>]) -> Vec<Option<Kind>> {
    let mut kinds: Vec<Option<Kind>> = f.reg_types.iter().map(|&t| kind_of(t)).collect();
    loop {
        let mut changed = false;
        for inst in &f.code {
            if let Inst::Move { dst, src } = *inst {
                let (d, s) = (dst as usize, src as usize);
                if kinds[d] != kinds[s] || layouts[d] != layouts[s] {
                    (kinds[d], kinds[s]) = (None, None);
                    (layouts[d], layouts[s]) = (None, None);
                    changed = true;
                }
            }
        }
        if !changed {
            return kinds;
        }
    }
}

// The vector registers' layout and variables live here rather than in
// `super::vector` (which emits their instructions), so this module names
// no module that names it.

/// How a native vector register is held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Layout {
    /// Each lane's kind (never `Wide`).
    pub(super) kind: Kind,
    /// The lane type, as the interpreter's scalars name it.
    pub(super) elem: ScalarType,
    /// The static shape (rank 1 or more, every size at least 1).
    pub(super) shape: Vec<u64>,
}

impl Layout {
    /// How many lanes.
    pub(super) fn lanes(&self) -> usize {
        self.shape.iter().product::<u64>() as usize
    }
}

/// A native vector register: its layout and one variable per lane.
pub(super) struct VecReg {
    /// How its lanes are held.
    pub(super) layout: Layout,
    /// One variable per lane, in row-major lane order.
    pub(super) vars: Vec<Variable>,
}

/// The lane variables of each native vector register, and the frame slot
/// its words go through to and from the runtime (header and lanes).
fn lane_vars(
    b: &mut FunctionBuilder<'_>,
    layouts: Vec<Option<Layout>>,
) -> (Vec<Option<VecReg>>, Option<StackSlot>) {
    let words = (layouts.iter().flatten())
        .map(|l| 2 + l.shape.len() + l.lanes())
        .max();
    let slot = words.map(|w| {
        b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            8 * w as u32,
            3,
        ))
    });
    let vecs = (layouts.into_iter())
        .map(|l| {
            l.map(|layout| {
                let ty = layout.kind.ty();
                let vars = (0..layout.lanes()).map(|_| b.declare_var(ty)).collect();
                VecReg { layout, vars }
            })
        })
        .collect();
    (vecs, slot)
}

/// What translating a function found.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Instructions computed natively.
    pub native: u32,
    /// Instructions run through the runtime.
    pub runtime: u32,
    /// The instructions run through the runtime, in program order.
    pub runtime_pcs: Vec<usize>,
    /// Whether the code, called directly, may read or write its frame's
    /// registers in the register file (through a runtime entry other than
    /// `ret`, `call`, `over`, `fell`, `memo` and `affine`, which read none,
    /// `Gen::rt_call`), so a direct call must give it them.
    pub window: bool,
}

/// Signatures of the runtime entries.
pub(super) struct Sigs {
    /// `(ctx, u32) -> u32`: `issue`, `exec`, `over`.
    pub(super) step: cranelift_codegen::ir::SigRef,
    /// `(ctx, u32) -> u64`: `get`, `get_hi`.
    get: cranelift_codegen::ir::SigRef,
    /// `(ctx, u32, u64)`: `put`.
    put: cranelift_codegen::ir::SigRef,
    /// `(ctx, u32, u64, u64)`: `put_wide`.
    put_wide: cranelift_codegen::ir::SigRef,
    /// `(ctx, u32, ptr, u32)`: `put_vec`, `get_vec`.
    pub(super) vec: cranelift_codegen::ir::SigRef,
    /// `(ptr, u32, u32) -> u32`: `wide_div` and `wide_cvt`
    /// ([`super::wide`]).
    pub(super) wide_div: cranelift_codegen::ir::SigRef,
    /// `(ctx) -> u32`: `fell`.
    fell: cranelift_codegen::ir::SigRef,
    /// `(ctx, u32, ptr, u32, u64, u32) -> u32`: `mem`.
    mem: cranelift_codegen::ir::SigRef,
    /// `(ctx, u32, ptr, u32, u64) -> u32`: `desc`.
    pub(super) desc: cranelift_codegen::ir::SigRef,
    /// `(ctx, ptr, u32, u32) -> u32`: `memo`.
    pub(super) memo: cranelift_codegen::ir::SigRef,
    /// `(ptr, u32, ptr, u32) -> u32`: `affine`.
    pub(super) affine: cranelift_codegen::ir::SigRef,
    /// `(ctx, u32, u32) -> u32`: `call`.
    pub(super) call: cranelift_codegen::ir::SigRef,
    /// A compiled function's ([`code_signature`]), for direct calls.
    pub(super) code: cranelift_codegen::ir::SigRef,
    /// `(u32, u64, u64) -> u64`: `half_slow` ([`half_signature`]).
    pub(super) half: cranelift_codegen::ir::SigRef,
}

/// The signature of `super::half`'s `half_slow`: `(u32, u64, u64) ->
/// u64` (an op's code and two operands' bits to the result's bits).
pub(super) fn half_signature(cc: CallConv) -> Signature {
    sig(cc, &[I32, I64, I64], Some(I64))
}

fn sig(cc: CallConv, params: &[Type], ret: Option<Type>) -> Signature {
    let mut s = Signature::new(cc);
    s.params.extend(params.iter().map(|&t| AbiParam::new(t)));
    s.returns.extend(ret.map(AbiParam::new));
    s
}

/// The translator of one function.
pub struct Gen<'f, 'b> {
    pub(super) b: FunctionBuilder<'b>,
    pub(super) f: &'f Func,
    pub(super) prog: &'f Program,
    pub(super) rt: Entries,
    pub(super) sigs: Sigs,
    pub(super) ctx: CValue,
    /// The run's issue facts.
    pub(super) timing: &'f TierTiming,
    /// Whether compute ops issue inline ([`Entries::inline`]).
    pub(super) inline: bool,
    /// The memory words held in variables ([`super::cache`]).
    pub(super) words: Words,
    /// The table words known along the current run.
    pub(super) run: Run,
    /// Per instruction: whether it starts a run.
    pub(super) starts: Vec<bool>,
    /// Whether the instruction being translated has a side path to the
    /// next one (which then starts a run).
    pub(super) side: bool,
    /// Where a load or store passes its index values to `mem`.
    idx_slot: StackSlot,
    /// Per instruction: the frame slot of its memory descriptor, when it
    /// is a load or store that may run inline ([`super::memory`]).
    pub(super) descs: Vec<Option<StackSlot>>,
    /// Per register: the variable holding it and its kind, when native
    /// (a memo'd loop's tight copy holds its registers in variables of
    /// its own while it is translated: `super::memo_loop`).
    pub(super) vars: Vec<Option<(Variable, Kind)>>,
    /// Per register: its layout and lane variables, when it is a native
    /// vector ([`super::vector`]).
    pub(super) vecs: Vec<Option<VecReg>>,
    /// Where a vector register's words go to and come from the runtime
    /// (`None` when the function has no native vector register).
    pub(super) vec_slot: Option<StackSlot>,
    pub(super) blocks: Vec<Block>,
    /// Handles a non-zero `exec` status held in `status`.
    handler: Block,
    status: Variable,
    /// Returns 1 (a fault).
    pub(super) fault: Block,
    pub(super) stats: Stats,
    /// The memo'd loops ([`super::loops`]) and the values-only copy
    /// being emitted.
    pub(super) memo: super::loops::Loops,
    /// Per register: the program constant it always holds (found by
    /// `find_constants`, beside the integer ops).
    pub(super) consts: Vec<Option<u32>>,
    /// The run's direct calls ([`super::calls`]) and this function's
    /// index among the program's.
    pub(super) calls: &'f Calls,
    pub(super) index: usize,
    /// The function's `direct` parameter (1 from a direct call).
    pub(super) direct: CValue,
    /// See [`Stats::window`] (kept apart from `stats`, which a side path
    /// restores).
    window: bool,
    /// Whether the code being emitted runs only when the runtime entered
    /// the function (its frame then has its registers in the file).
    pub(super) entered: bool,
}

/// The signature of a compiled function: `(ctx, direct) -> u32`
/// (`direct` is 1 from a direct call, [`super::calls`]).
pub fn code_signature(cc: CallConv, ptr: Type) -> Signature {
    sig(cc, &[ptr, I32], Some(I32))
}

impl<'f, 'b> Gen<'f, 'b> {
    /// Translates `f` into `b`, whose function has [`code_signature`].
    pub fn translate(
        mut b: FunctionBuilder<'b>,
        (f, prog, mut layouts): (&'f Func, &'f Program, Vec<Option<Layout>>),
        (rt, timing): (Entries, &'f TierTiming),
        (calls, index): (&'f Calls, usize),
        (cc, ptr): (CallConv, Type),
    ) -> (
        FunctionBuilder<'b>,
        Stats,
        Vec<std::rc::Rc<super::loops::LoopInfo>>,
    ) {
        let sigs = Sigs {
            step: b.import_signature(sig(cc, &[ptr, I32], Some(I32))),
            get: b.import_signature(sig(cc, &[ptr, I32], Some(I64))),
            put: b.import_signature(sig(cc, &[ptr, I32, I64], None)),
            put_wide: b.import_signature(sig(cc, &[ptr, I32, I64, I64], None)),
            vec: b.import_signature(sig(cc, &[ptr, I32, ptr, I32], None)),
            wide_div: b.import_signature(sig(cc, &[ptr, I32, I32], Some(I32))),
            fell: b.import_signature(sig(cc, &[ptr], Some(I32))),
            mem: b.import_signature(sig(cc, &[ptr, I32, ptr, I32, I64, I32], Some(I32))),
            desc: b.import_signature(sig(cc, &[ptr, I32, ptr, I32, I64], Some(I32))),
            memo: b.import_signature(sig(cc, &[ptr, ptr, I32, I32], Some(I32))),
            affine: b.import_signature(sig(cc, &[ptr, I32, ptr, I32], Some(I32))),
            call: b.import_signature(sig(cc, &[ptr, I32, I32], Some(I32))),
            code: b.import_signature(code_signature(cc, ptr)),
            half: b.import_signature(half_signature(cc)),
        };
        let rank = (f.code.iter())
            .map(|i| match *i {
                Inst::Load { idx, .. } | Inst::Store { idx, .. } => idx.len,
                _ => 0,
            })
            .max()
            .unwrap_or(0);
        let idx_slot = b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            8 * rank.max(1),
            3,
        ));
        let descs = super::desc::desc_slots(&mut b, f, rt.inline);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        let blocks: Vec<Block> = (0..=f.code.len()).map(|_| b.create_block()).collect();
        let (handler, fault) = (b.create_block(), b.create_block());
        let status = b.declare_var(I32);
        let vars = native_kinds(f, &mut layouts)
            .into_iter()
            .map(|kind| kind.map(|k| (b.declare_var(k.ty()), k)))
            .collect();
        let (vecs, vec_slot) = lane_vars(&mut b, layouts);
        b.switch_to_block(entry);
        let (ctx, direct) = (b.block_params(entry)[0], b.block_params(entry)[1]);
        let mut g = Gen {
            b,
            f,
            prog,
            rt,
            sigs,
            ctx,
            timing,
            inline: rt.inline,
            words: Words::default(),
            run: Run::default(),
            starts: run_starts(f, prog),
            side: false,
            idx_slot,
            descs,
            vars,
            vecs,
            vec_slot,
            blocks,
            handler,
            status,
            fault,
            stats: Stats::default(),
            memo: Default::default(),
            consts: Vec::new(),
            calls,
            index,
            direct,
            window: false,
            entered: false,
        };
        g.add_vector_desc_slots();
        g.hold_words();
        g.find_constants();
        g.find_memo_loops();
        let seal = seal_points(f, prog);
        g.prologue();
        g.seal(&seal[0]);
        for pc in 0..f.code.len() {
            let at = g.memo.timed_head(pc).unwrap_or(g.blocks[pc]);
            g.b.switch_to_block(at);
            if g.starts[pc] || std::mem::take(&mut g.side) {
                g.forget();
            }
            g.count();
            g.inst(pc);
            g.seal(&seal[pc + 1]);
            if let Some(head) = g.memo.ends_at(pc) {
                g.finish_memo_loop(head, pc);
            }
        }
        g.epilogue();
        g.b.seal_all_blocks();
        let loops = std::mem::take(&mut g.memo.infos);
        g.stats.window = g.window;
        (g.b, g.stats, loops)
    }

    /// How many instructions start a run (jump targets, mostly).
    pub(super) fn joins(&self) -> usize {
        self.starts.iter().filter(|&&s| s).count()
    }

    /// Seals instruction blocks `ps`, every edge into them made (a block
    /// a memo'd loop's copy may still jump to waits for it).
    fn seal(&mut self, ps: &[usize]) {
        for &p in ps {
            if !self.memo.deferred(p) {
                self.b.seal_block(self.blocks[p]);
            }
        }
    }

    /// Reads the native parameters and the held words, then starts at
    /// instruction 0.
    fn prologue(&mut self) {
        if self.calls.callee[self.index] {
            self.direct_params();
        } else {
            for &p in &self.f.params.clone() {
                self.reload(p);
            }
        }
        self.sync_in();
        self.clear_descs();
        let zero = self.b.ins().iconst(I32, 0);
        self.b.def_var(self.status, zero);
        self.b.ins().jump(self.blocks[0], &[]);
    }

    /// The end block (running off the code), the status handler and the
    /// fault return.
    fn epilogue(&mut self) {
        let n = self.f.code.len();
        self.b.switch_to_block(self.blocks[n]);
        self.forget();
        self.sync_out();
        let fell = self.rt_call(self.rt.fell, self.sigs.fell, &[self.ctx]);
        self.b.ins().return_(&[fell]);
        self.b.switch_to_block(self.handler);
        let st = self.b.use_var(self.status);
        let returned = self.b.create_block();
        let is_ret = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, st, abi::RETURNED as i64);
        self.b.ins().brif(is_ret, returned, &[], self.fault, &[]);
        self.b.switch_to_block(returned);
        let zero = self.b.ins().iconst(I32, 0);
        self.b.ins().return_(&[zero]);
        self.b.switch_to_block(self.fault);
        let one = self.b.ins().iconst(I32, 1);
        self.b.ins().return_(&[one]);
    }

    /// Counts one executed instruction in the context.
    pub(super) fn count(&mut self) {
        self.count_by(1);
    }

    /// Adds `k` to the count of executed instructions.
    pub(super) fn count_by(&mut self, k: i64) {
        let steps = Word::Ctx(abi::STEPS_OFFSET);
        let n = self.load_word(steps, I64);
        let n = self.b.ins().iadd_imm_s(n, k);
        self.store_word(steps, n);
    }

    /// Ends instruction `pc` with a jump to `to`: the run's words are
    /// written back first unless `to` is the next instruction and
    /// continues the run (the held words go along in their variables).
    pub(super) fn leave(&mut self, pc: usize, to: Block) {
        if to != self.blocks[pc + 1] || self.starts[pc + 1] || self.side {
            self.flush();
        }
        self.b.ins().jump(to, &[]);
    }

    /// Calls runtime entry `addr` (noting whether it may read or write the
    /// frame's registers in the file, [`Stats::window`]).
    pub(super) fn rt_call(
        &mut self,
        addr: usize,
        sig: cranelift_codegen::ir::SigRef,
        args: &[CValue],
    ) -> CValue {
        let rt = self.rt;
        let frameless = [rt.ret, rt.call, rt.over, rt.fell, rt.memo, rt.affine];
        if !self.entered && !frameless.contains(&addr) {
            self.window = true;
        }
        let callee = self.b.ins().iconst(I64, addr as i64);
        let call = self.b.ins().call_indirect(sig, callee, args);
        self.b.inst_results(call).first().copied().unwrap_or(callee)
    }

    pub(super) fn native(&self, r: Reg) -> Option<Kind> {
        self.vars[r as usize].map(|(_, k)| k)
    }

    pub(super) fn get(&mut self, r: Reg) -> CValue {
        let (v, _) = self.vars[r as usize].expect("a native register");
        self.b.use_var(v)
    }

    pub(super) fn set(&mut self, r: Reg, x: CValue) {
        let (v, _) = self.vars[r as usize].expect("a native register");
        self.b.def_var(v, x);
    }

    /// Writes native register `r` to the register file.
    fn spill(&mut self, r: Reg) {
        if self.spill_vector(r) {
            return;
        }
        let Some((v, k)) = self.vars[r as usize] else {
            return;
        };
        let x = self.b.use_var(v);
        let reg = self.b.ins().iconst(I32, r as i64);
        if let Kind::Wide(_) = k {
            let (lo, hi) = self.b.ins().isplit(x);
            let sig = self.sigs.put_wide;
            self.rt_call(self.rt.put_wide, sig, &[self.ctx, reg, lo, hi]);
            return;
        }
        let bits = self.pattern_of(k, x);
        let sig = self.sigs.put;
        self.rt_call(self.rt.put, sig, &[self.ctx, reg, bits]);
    }

    /// Reads native register `r` back from the register file.
    pub(super) fn reload(&mut self, r: Reg) {
        if self.reload_vector(r) {
            return;
        }
        let Some((v, k)) = self.vars[r as usize] else {
            return;
        };
        let reg = self.b.ins().iconst(I32, r as i64);
        let bits = self.rt_call(self.rt.get, self.sigs.get, &[self.ctx, reg]);
        let x = match k {
            Kind::Wide(_) => {
                let hi = self.rt_call(self.rt.get_hi, self.sigs.get, &[self.ctx, reg]);
                self.b.ins().iconcat(bits, hi)
            }
            _ => self.of_pattern(k, bits),
        };
        self.b.def_var(v, x);
    }

    /// The 64-bit pattern of `x`, a value of kind `k` (not `Wide`): an
    /// integer as it is, a float's bits zero-extended.
    pub(super) fn pattern_of(&mut self, k: Kind, x: CValue) -> CValue {
        match k {
            Kind::F32 => {
                let i = self.b.ins().bitcast(I32, MemFlagsData::new(), x);
                self.b.ins().uextend(I64, i)
            }
            Kind::F64 => self.b.ins().bitcast(I64, MemFlagsData::new(), x),
            Kind::Int(_) | Kind::Wide(_) | Kind::Half(_) => x,
        }
    }

    /// The value of kind `k` (not `Wide`) whose 64-bit pattern is `bits`
    /// (the inverse of [`Self::pattern_of`]).
    pub(super) fn of_pattern(&mut self, k: Kind, bits: CValue) -> CValue {
        match k {
            Kind::F32 => {
                let i = self.b.ins().ireduce(I32, bits);
                self.b.ins().bitcast(F32, MemFlagsData::new(), i)
            }
            Kind::F64 => self.b.ins().bitcast(F64, MemFlagsData::new(), bits),
            Kind::Int(_) | Kind::Wide(_) | Kind::Half(_) => bits,
        }
    }

    /// Reports native instruction `pc` when the interpreter does, then
    /// goes on at `next` (a fault returns).
    /// A move copies its source's ready state (`TimingModel::copy_ready`,
    /// inline or through the `issue` entry).
    pub(super) fn issue_then(&mut self, pc: usize, next: Block) {
        let moved = match self.f.code[pc] {
            Inst::Move { dst, src } => Some((dst, src)),
            _ => None,
        };
        if self.memo.copying() {
            // The values-only copy: the memo times the iteration.
            match moved {
                Some(_) => self.leave(pc, next),
                None => {
                    self.b.ins().jump(next, &[]);
                }
            }
            return;
        }
        if !self.issues(pc) && moved.is_none() {
            self.leave(pc, next);
            return;
        }
        match moved {
            Some((dst, src)) if self.inline && self.copy_fits(dst, src) => {
                self.copy_inline(dst, src);
                self.leave(pc, next);
                return;
            }
            None if self.inline && self.can_inline(pc) => {
                self.issue_inline(pc);
                self.leave(pc, next);
                return;
            }
            _ => {}
        }
        self.sync_out();
        let pcv = self.b.ins().iconst(I32, pc as i64);
        let st = self.rt_call(self.rt.issue, self.sigs.step, &[self.ctx, pcv]);
        self.sync_in();
        self.b.ins().brif(st, self.fault, &[], next, &[]);
    }

    /// Runs instruction `pc` through the runtime.
    pub(super) fn through_runtime(&mut self, pc: usize) {
        self.stats.runtime += 1;
        self.stats.runtime_pcs.push(pc);
        let (reads, writes) = super::operands::of(&self.f.code[pc], self.f, self.prog);
        let all: Vec<Reg> = (0..self.vars.len() as Reg).collect();
        for &r in reads.as_deref().unwrap_or(&all) {
            self.spill(r);
        }
        self.sync_out();
        let pcv = self.b.ins().iconst(I32, pc as i64);
        let st = self.rt_call(self.rt.exec, self.sigs.step, &[self.ctx, pcv]);
        self.sync_in();
        self.note_runtime(pc, writes.as_deref());
        self.b.def_var(self.status, st);
        let reloads = writes.as_deref().unwrap_or(&all);
        if reloads.iter().any(|&r| self.reloaded(r)) {
            self.unless_faulted(st);
        }
        for &r in reloads {
            self.reload(r);
        }
        let next = self.blocks[pc + 1];
        let targets = jump_targets(&self.f.code[pc], self.prog);
        if targets.is_empty() {
            self.b.ins().brif(st, self.handler, &[], next, &[]);
            return;
        }
        // A jump goes to one of the instruction's own targets, so every
        // edge into an instruction block is known before translation.
        let other = self.b.create_block();
        self.b.ins().brif(st, other, &[], next, &[]);
        self.b.seal_block(other);
        self.b.switch_to_block(other);
        for t in targets {
            let Some(&to) = self.blocks.get(t as usize) else {
                continue;
            };
            let hit = self
                .b
                .ins()
                .icmp_imm_s(IntCC::Equal, st, (abi::JUMP + t) as i64);
            let miss = self.b.create_block();
            self.b.ins().brif(hit, to, &[], miss, &[]);
            self.b.seal_block(miss);
            self.b.switch_to_block(miss);
        }
        self.b.ins().jump(self.handler, &[]);
    }

    /// Whether compiled code holds register `r` in variables of its own
    /// (a native scalar or vector), which [`Self::reload`] reads back.
    fn reloaded(&self, r: Reg) -> bool {
        self.vars[r as usize].is_some()
            || (self.vecs[r as usize].is_some() && self.vec_slot.is_some())
    }

    /// Goes to the fault handler when `exec`'s status `st` is a fault, and
    /// on in a new block otherwise. A fault may leave the interpreter in
    /// another frame than this function's (a callee that faulted is not
    /// popped, so its frame stays on top for the report), so nothing may
    /// read this function's registers back after one: the register file
    /// `get` would read is the callee's, and this function's register
    /// numbers may lie past its end.
    fn unless_faulted(&mut self, st: CValue) {
        let ok = self.b.create_block();
        let faulted = self.b.ins().icmp_imm_s(IntCC::Equal, st, abi::FAULT as i64);
        self.b.ins().brif(faulted, self.fault, &[], ok, &[]);
        self.b.seal_block(ok);
        self.b.switch_to_block(ok);
    }

    /// The interpreter's path for a natively computed instruction about
    /// to fault, so the interpreter reports the fault; the instruction
    /// still counts as native.
    pub(super) fn fault_path(&mut self, pc: usize) {
        self.memo.note_side_path();
        let (stats, run) = (self.stats.clone(), self.save_run());
        self.through_runtime(pc);
        (self.stats, self.side) = (stats, true);
        self.restore_run(run);
    }

    /// Translates instruction `pc`, natively when it can.
    pub(super) fn inst(&mut self, pc: usize) {
        self.memo.start_inst();
        if self.try_native(pc) {
            self.stats.native += 1;
            let mem = self.body_access(pc).is_some();
            // An access's side paths are its declines, which the copy
            // handles itself.
            let plain = if mem {
                self.mem_inline_ok(pc)
            } else {
                !self.memo.took_side_path()
            };
            self.memo.end_inst(pc, plain);
        } else {
            assert!(!self.memo.copying(), "a memo'd loop's body is native");
            self.through_runtime(pc);
        }
    }

    /// Emits instruction `pc` natively; `false` (having emitted nothing)
    /// when it cannot.
    fn try_native(&mut self, pc: usize) -> bool {
        if let Some(done) = self.try_vmem(pc) {
            return done;
        }
        if let Some(done) = self.try_vector(pc) {
            return done;
        }
        let next = self.blocks[pc + 1];
        match self.f.code[pc] {
            Inst::Const { dst, k } => {
                let Some(kind) = self.native(dst) else {
                    return false;
                };
                let x = match (&self.prog.consts[k as usize], kind) {
                    (Value::Scalar(Scalar::Int { bits, width }), Kind::Int(w)) if *width == w => {
                        self.b.ins().iconst(I64, *bits as i64)
                    }
                    (Value::Scalar(Scalar::Index(i)), Kind::Int(64)) => {
                        self.b.ins().iconst(I64, *i)
                    }
                    (Value::I128 { bits, width }, Kind::Wide(w)) if *width == w => {
                        self.wide_const(*bits)
                    }
                    (Value::Scalar(Scalar::F32(v)), Kind::F32) => self.b.ins().f32const(*v),
                    (Value::Scalar(Scalar::F64(v)), Kind::F64) => self.b.ins().f64const(*v),
                    (Value::Scalar(s), Kind::Half(h)) if s.float_kind() == Some(h.float_kind()) => {
                        let bits = s.float_bits().unwrap_or(0);
                        self.b.ins().iconst(I64, bits as i64)
                    }
                    _ => return false,
                };
                self.set(dst, x);
                self.leave(pc, next);
            }
            Inst::Move { dst, src } => {
                let (Some(a), Some(b)) = (self.native(dst), self.native(src)) else {
                    return false;
                };
                if a != b {
                    return false;
                }
                let x = self.get(src);
                self.set(dst, x);
                self.issue_then(pc, next);
            }
            Inst::IntBin { op, dst, a, b } | Inst::IntBin64 { op, dst, a, b, .. } => {
                let Some(w) = self.int3(dst, a, b) else {
                    return false;
                };
                return self.int_binop(pc, op, w, (dst, a, b));
            }
            Inst::CmpI { pred, dst, a, b } => {
                let (Some(w), Some(Kind::Int(1))) = (self.int2(a, b), self.native(dst)) else {
                    return false;
                };
                let (x, y) = (self.get(a), self.get(b));
                let c = self.cmp(pred, x, y, w);
                let c = self.b.ins().uextend(I64, c);
                self.set(dst, c);
                self.issue_then(pc, next);
            }
            Inst::Cast { op, to, dst, a } => return self.cast(pc, (op, to), dst, a),
            Inst::FloatBin { op, dst, a, b } => {
                return self.float_bin(pc, op, (dst, a, b)) || self.half_bin(pc, op, (dst, a, b))
            }
            Inst::CmpF { pred, dst, a, b } => {
                return self.cmpf(pc, pred, (dst, a, b)) || self.half_cmpf(pc, pred, (dst, a, b))
            }
            Inst::Unary { op, dst, a } => {
                return self.float_sign(pc, op, dst, a)
                    || self.half_sign(pc, op, dst, a)
                    || self.math_op(pc, op, dst, a)
            }
            Inst::Select { dst, cond, a, b } => {
                let (Some(Kind::Int(1)), Some(k), Some(ka), Some(kb)) = (
                    self.native(cond),
                    self.native(dst),
                    self.native(a),
                    self.native(b),
                ) else {
                    return false;
                };
                if k != ka || k != kb {
                    return false;
                }
                let (c, x, y) = (self.get(cond), self.get(a), self.get(b));
                let r = self.pick(c, x, y);
                self.set(dst, r);
                self.issue_then(pc, next);
            }
            Inst::Jump { to } => self.issue_then(pc, self.blocks[to as usize]),
            Inst::BranchFalse { cond, to } => {
                if self.native(cond) != Some(Kind::Int(1)) {
                    return false;
                }
                let c = self.get(cond);
                let go = self.b.create_block();
                self.issue_then(pc, go);
                self.b.seal_block(go);
                self.b.switch_to_block(go);
                self.b
                    .ins()
                    .brif(c, next, &[], self.blocks[to as usize], &[]);
            }
            Inst::ForHead {
                iv,
                ub,
                exit,
                unsigned,
            } => {
                let Some(w) = self.int2(iv, ub) else {
                    return false;
                };
                let (x, y) = (self.get(iv), self.get(ub));
                let pred = if unsigned {
                    IntPredicate::Ult
                } else {
                    IntPredicate::Slt
                };
                let more = self.cmp(pred, x, y, w);
                let go = self.b.create_block();
                self.issue_then(pc, go);
                self.b.seal_block(go);
                self.b.switch_to_block(go);
                self.b
                    .ins()
                    .brif(more, next, &[], self.blocks[exit as usize], &[]);
            }
            Inst::ForStep { iv, step, head } => {
                let Some(w) = self.int2(iv, step) else {
                    return false;
                };
                let (x, y) = (self.get(iv), self.get(step));
                let s = self.b.ins().iadd(x, y);
                let s = self.mask(s, w);
                self.set(iv, s);
                self.issue_then(pc, self.blocks[head as usize]);
            }
            Inst::Affine {
                fold,
                map,
                dsts,
                operands,
            } => return self.affine_map(pc, fold, map, (dsts, operands)),
            Inst::AffineCond { set, dst, operands } => {
                return self.affine_cond(pc, set, dst, operands)
            }
            Inst::Call { .. } if self.calls.direct(self.index, pc) => return self.direct_call(pc),
            Inst::Return { .. } if self.calls.callee[self.index] => return self.dual_return(pc),
            Inst::Load { dst, idx, .. } => return self.mem_access(pc, dst, idx, false),
            Inst::Store { val, idx, .. } => return self.mem_access(pc, val, idx, true),
            Inst::Assert { cond, .. } => {
                if self.native(cond) != Some(Kind::Int(1)) {
                    return false;
                }
                // A failing assertion takes the interpreter's path, which
                // reports it; a holding one is reported here.
                let c = self.get(cond);
                let (holds, fails) = (self.b.create_block(), self.b.create_block());
                self.b.ins().brif(c, holds, &[], fails, &[]);
                self.b.seal_block(holds);
                self.b.seal_block(fails);
                self.b.switch_to_block(fails);
                self.fault_path(pc);
                self.b.switch_to_block(holds);
                self.issue_then(pc, next);
            }
            _ => return false,
        }
        true
    }

    /// A scalar load into (or store from) native register `r` at the
    /// native index registers `idx`, through the runtime's `mem` entry,
    /// which runs the interpreter's fast path for it; where that path
    /// declines (a fault, a possible DMA race, another layout), the
    /// instruction runs through `exec` as any other would.
    fn mem_access(&mut self, pc: usize, r: Reg, idx: Span, store: bool) -> bool {
        let idx = self.f.regs(idx).to_vec();
        let ints: Option<Vec<u32>> = (idx.iter())
            .map(|&i| match self.native(i) {
                Some(Kind::Int(w)) => Some(w),
                _ => None,
            })
            .collect();
        let (Some(widths), Some(k)) = (ints, self.native(r)) else {
            return false;
        };
        if self.memo.copying() {
            self.memo_access(pc, (r, store), (&idx, &widths));
            return true;
        }
        if matches!(k, Kind::Wide(_)) {
            return self.wide_access(pc, (r, store), (&idx, &widths));
        }
        if self.mem_inline_ok(pc) {
            // The inline path first; what it declines goes on here.
            self.inline_then_slow(pc, (r, store), (&idx, &widths));
        }
        let flags = MemFlagsData::trusted();
        for (k, (&i, w)) in idx.iter().zip(widths).enumerate() {
            let x = self.get(i);
            let x = self.sext(x, w);
            self.b
                .ins()
                .stack_store(I64, x, self.idx_slot, 8 * k as i32);
        }
        let at = self.b.ins().stack_addr(I64, self.idx_slot, 0);
        let val = if store {
            self.bits(r)
        } else {
            self.b.ins().iconst(I64, 0)
        };
        let (pcv, n) = (
            self.b.ins().iconst(I32, pc as i64),
            self.b.ins().iconst(I32, idx.len() as i64),
        );
        let is_store = self.b.ins().iconst(I32, store as i64);
        let args = [self.ctx, pcv, at, n, val, is_store];
        // `mem` reads and changes only the words the access touches (and
        // moves no table); the rest stay in their variables, written back
        // on the fault's way out.
        let ws: Vec<Word> = self.touched(pc).into_iter().map(|t| t.0).collect();
        self.sync_out_some(&ws);
        let st = self.rt_call(self.rt.mem, self.sigs.mem, &args);
        self.sync_in_some(&ws);
        let (done, not_done, slow, faulted_out) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.ins().brif(st, not_done, &[], done, &[]);
        self.b.seal_block(not_done);
        self.b.seal_block(done);
        self.b.switch_to_block(not_done);
        let faulted = self.b.ins().icmp_imm_s(IntCC::Equal, st, abi::FAULT as i64);
        self.b.ins().brif(faulted, faulted_out, &[], slow, &[]);
        self.b.seal_block(slow);
        self.b.seal_block(faulted_out);
        self.b.switch_to_block(faulted_out);
        self.sync_out();
        self.b.ins().jump(self.fault, &[]);
        self.b.switch_to_block(slow);
        self.fault_path(pc);
        self.b.switch_to_block(done);
        if !store {
            let bits = self.b.ins().load(I64, flags, self.ctx, abi::LOADED_OFFSET);
            let x = match self.native(r) {
                Some(k) => self.of_pattern(k, bits),
                None => bits,
            };
            self.set(r, x);
        }
        self.leave(pc, self.blocks[pc + 1]);
        true
    }

    /// A native register's 64-bit pattern.
    fn bits(&mut self, r: Reg) -> CValue {
        let x = self.get(r);
        match self.native(r) {
            Some(k) => self.pattern_of(k, x),
            None => x,
        }
    }
}
