//! Per-SSA-value waveforms (`rmlir-sim --trace-values FUNC`): every integer
//! or `index` value of one function becomes a VCD wire of its own bit
//! width (odd widths included), changing at the cycle the instruction that
//! defines it issues, as the timing model reports it (`docs/timing.md`
//! § Issue). Free instructions (constants, moves) change their wire at the
//! current cycle.
//!
//! Wire names are the SSA names, made unique with a `_1`, `_2`… suffix
//! where a name repeats (in another region, say).
//!
//! This is a port of the runtime, so every executor traces values the same
//! way: the executor notes each register write of the traced function while
//! the instruction executes ([`ValueTrace::note`]) and hands the frame's
//! registers over once the issue cycle is known ([`ValueTrace::flush`]);
//! with tracing off the cost is one `Option` test per write.

use crate::prepare::Func;
use crate::runtime::Slot;
use crate::timing::{TraceSink, ValueSignal};
use crate::value::{Scalar, Value};

/// Which function is traced, its registers' signals, and the writes not
/// yet emitted.
#[derive(Debug, Default)]
pub struct ValueTrace {
    func: u32,
    sigs: Vec<Option<ValueSignal>>,
    pending: Vec<u32>,
}

impl ValueTrace {
    /// Declares a wire in `sink` for every integer and `index` SSA value of
    /// function `func` (`f`).
    pub fn declare<S: TraceSink>(func: u32, f: &Func, sink: &mut S) -> ValueTrace {
        let mut names = UniqueNames::default();
        let sigs = f
            .reg_widths
            .iter()
            .zip(&f.reg_names)
            .map(|(&w, name)| {
                (w > 0 && !name.is_empty()).then(|| sink.declare_value(&names.claim(name), w))
            })
            .collect();
        ValueTrace {
            func,
            sigs,
            pending: Vec::new(),
        }
    }

    /// Notes a write of register `r` in a frame of function `func`.
    #[inline]
    pub fn note(&mut self, func: u32, r: u32) {
        if func == self.func && self.sigs.get(r as usize).is_some_and(Option::is_some) {
            self.pending.push(r);
        }
    }

    /// Emits the noted writes, read from the frame's registers `regs`, as
    /// changes at `cycle`.
    pub fn flush<S: TraceSink>(&mut self, regs: &[Slot], cycle: u64, sink: &mut S) {
        for r in self.pending.drain(..) {
            let (Some(Some(sig)), Slot::V(v)) = (self.sigs.get(r as usize), &regs[r as usize])
            else {
                continue;
            };
            sink.change_value(*sig, cycle, &limbs(v));
        }
    }
}
/// Wire names handed out so far. SSA names repeat across regions (two
/// loops may each define `%v`), so a repeated name gets the first free
/// `_1`, `_2`… suffix and every wire has a name of its own.
#[derive(Default)]
struct UniqueNames(std::collections::HashSet<String>);

impl UniqueNames {
    fn claim(&mut self, name: &str) -> String {
        let mut unique = name.to_string();
        let mut k = 0u64;
        while !self.0.insert(unique.clone()) {
            k += 1;
            unique = format!("{name}_{k}");
        }
        unique
    }
}

/// An integer's bits as little-endian 64-bit limbs.
fn limbs(v: &Value) -> Vec<u64> {
    match v {
        Value::Scalar(Scalar::Int { bits, .. }) => vec![*bits],
        Value::Scalar(Scalar::Index(i)) => vec![*i as u64],
        Value::I128 { bits, .. } => vec![*bits as u64, (*bits >> 64) as u64],
        Value::Wide(w) => w.limbs().to_vec(),
        _ => Vec::new(),
    }
}
