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
//! The machine notes each register write of the traced function while the
//! instruction executes and emits the changes once the issue cycle is
//! known; with tracing off the cost is one `Option` test per write.

use super::{Machine, Slot};
use crate::timing::{TraceSink, ValueSignal};
use crate::value::{Scalar, Value};

/// Which function is traced, its registers' signals, and the writes not
/// yet emitted.
#[derive(Debug, Default)]
pub(super) struct ValueTrace {
    func: u32,
    sigs: Vec<Option<ValueSignal>>,
    pending: Vec<u32>,
}

impl<S: TraceSink> Machine<'_, S> {
    /// Traces every integer and `index` SSA value of function `func` as a
    /// waveform of its width in the sink (`--trace-values`).
    pub fn trace_values(&mut self, func: u32) {
        let f = &self.prog.funcs[func as usize];
        let sink = self.timing.sink_mut();
        let mut names = UniqueNames::default();
        let sigs = f
            .reg_widths
            .iter()
            .zip(&f.reg_names)
            .map(|(&w, name)| {
                (w > 0 && !name.is_empty()).then(|| sink.declare_value(&names.claim(name), w))
            })
            .collect();
        self.vtrace = Some(ValueTrace {
            func,
            sigs,
            pending: Vec::new(),
        });
    }

    /// Notes a write of register `r` in the running frame.
    #[inline]
    pub(super) fn note_write(&mut self, r: u32) {
        if let Some(vt) = &mut self.vtrace {
            if self.cur == vt.func && vt.sigs.get(r as usize).is_some_and(Option::is_some) {
                vt.pending.push(r);
            }
        }
    }

    /// Emits the noted writes as changes at `cycle`.
    pub(super) fn flush_writes(&mut self, cycle: u64) {
        let Some(vt) = &mut self.vtrace else {
            return;
        };
        let regs = &self.regs[self.base as usize..];
        for r in vt.pending.drain(..) {
            let (Some(Some(sig)), Slot::V(v)) = (vt.sigs.get(r as usize), &regs[r as usize]) else {
                continue;
            };
            let bits = limbs(v);
            self.timing.sink_mut().change_value(*sig, cycle, &bits);
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
