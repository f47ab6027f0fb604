//! The cycle model: runs the scheduled graph with exact values and counts
//! the states the FSM passes through. One visit of a block costs its
//! state count, so the total equals the cycles from `start` to `done` in
//! the generated RTL (see `docs/hls.md`, "Cycle count").

use crate::cdfg::{cmp_eval, mask, Cdfg, Kind, Src, Term, Word};
use crate::sched::Schedule;
use rmlir_ir::AttrId;

/// Inputs of one run: scalar values in parameter order, and the initial
/// contents of each memory (missing words are 0).
#[derive(Clone, Debug, Default)]
pub struct RunInputs {
    /// One value per scalar parameter, in order.
    pub scalars: Vec<Word>,
    /// One vector per memref argument, in order (local memories start
    /// with zeros).
    pub mems: Vec<Vec<Word>>,
}

/// What a run produced.
#[derive(Clone, Debug)]
pub struct RunOutput {
    /// Cycles from `start` to `done`.
    pub cycles: u64,
    /// Results.
    pub results: Vec<Word>,
    /// Final contents of each memref argument's memory, in order.
    pub mems: Vec<Vec<Word>>,
    /// Per loop: (times its header ran, cycles spent inside it).
    pub loops: Vec<(u64, u64)>,
}

/// A run-time fault, at an op's location.
#[derive(Clone, Debug)]
pub struct Fault {
    /// Where.
    pub at: Option<AttrId>,
    /// What.
    pub message: String,
}

/// The most memory words (of every memory together) the cycle model
/// holds: 16 bytes each, so 256 MiB. A memory may have up to 2^32 words
/// in the Verilog, but the model keeps each as a `Word` (a 1-bit memref
/// of 2^32 elements would take 64 GiB), so a larger design is refused
/// before anything is allocated.
pub const MAX_MODEL_WORDS: u64 = 1 << 24;

/// Whether the cycle model can hold `g`'s memories; the error names the
/// largest one.
pub fn check_model_size(g: &Cdfg) -> Result<(), String> {
    let total = (g.mems.iter()).try_fold(0u64, |t, m| t.checked_add(m.words));
    if total.is_some_and(|t| t <= MAX_MODEL_WORDS) {
        return Ok(());
    }
    let big = g.mems.iter().max_by_key(|m| m.words);
    Err(format!(
        "the cycle model holds at most {MAX_MODEL_WORDS} memory words, and memory `{}` alone has {}",
        big.map_or("", |m| m.name.as_str()),
        big.map_or(0, |m| m.words)
    ))
}

/// Runs `g` under `s`, stopping with a fault after `max_cycles`.
pub fn run(
    g: &Cdfg,
    s: &Schedule,
    inputs: &RunInputs,
    max_cycles: u64,
) -> Result<RunOutput, Fault> {
    check_model_size(g).map_err(|message| Fault { at: None, message })?;
    let mut regs: Vec<Word> = vec![0; g.reg_widths.len()];
    let mut mems: Vec<Vec<Word>> = g.mems.iter().map(|m| vec![0; m.words as usize]).collect();
    for (m, init) in mems.iter_mut().zip(&inputs.mems) {
        for (w, &v) in m.iter_mut().zip(init) {
            *w = v;
        }
    }
    let mut k = 0;
    for p in &g.params {
        if let crate::cdfg::Param::Scalar { reg, .. } = p {
            let v = inputs.scalars.get(k).copied().unwrap_or(0);
            regs[reg.0 as usize] = mask(v, g.reg_widths[reg.0 as usize]);
            k += 1;
        }
    }
    let mut loops = vec![(0u64, 0u64); g.loops.len()];
    let mut cycles = 0u64;
    let mut b = 0usize;
    loop {
        let block = &g.blocks[b];
        let n = u64::from(s.blocks[b].states);
        cycles += n;
        if let Some(h) = block.header_of {
            loops[h].0 += 1;
        }
        let mut l = block.in_loop;
        while let Some(id) = l {
            loops[id].1 += n;
            l = g.loops[id].parent;
        }
        if cycles > max_cycles {
            // Located at the block's first op when it has one, as the
            // simulator locates its own cycle budget at the op it stopped at.
            return Err(Fault {
                at: block.ops.first().map(|op| op.at),
                message: format!("the HLS schedule runs past --max-cycles={max_cycles}"),
            });
        }
        for op in &block.ops {
            exec(g, op, &mut regs, &mut mems)?;
        }
        let val = |x: &Src, regs: &[Word]| match x {
            Src::Reg(r) => regs[r.0 as usize],
            Src::Const { value, .. } => *value,
        };
        let edge = match &block.term {
            Term::Return(v) => {
                let results = v.iter().map(|x| val(x, &regs)).collect();
                let mems = (mems.into_iter().zip(&g.mems))
                    .filter(|(_, m)| !m.local)
                    .map(|(words, _)| words)
                    .collect();
                return Ok(RunOutput {
                    cycles,
                    results,
                    mems,
                    loops,
                });
            }
            Term::Jump(e) => e,
            Term::Branch(c, t, f) => {
                if val(c, &regs) & 1 == 1 {
                    t
                } else {
                    f
                }
            }
        };
        let vals: Vec<Word> = edge.args.iter().map(|x| val(x, &regs)).collect();
        for (p, v) in g.blocks[edge.to.0 as usize].params.iter().zip(vals) {
            regs[p.0 as usize] = v;
        }
        b = edge.to.0 as usize;
    }
}

/// The row-major address of `idx` in a memory of `dims`, masked.
pub fn linear(dims: &[u64], idx: &[Word], aw: u32) -> Word {
    let mut a: Word = 0;
    for (&i, &d) in idx.iter().zip(dims) {
        a = a.wrapping_mul(d as Word).wrapping_add(i);
    }
    mask(a, aw)
}

fn exec(
    g: &Cdfg,
    op: &crate::cdfg::Op,
    regs: &mut [Word],
    mems: &mut [Vec<Word>],
) -> Result<(), Fault> {
    let args: Vec<Word> = op
        .args
        .iter()
        .map(|x| match x {
            Src::Reg(r) => regs[r.0 as usize],
            Src::Const { value, .. } => *value,
        })
        .collect();
    let fault = |m: String| Fault {
        at: Some(op.at),
        message: m,
    };
    let w0 = op.args.first().map(|&a| g.width(a)).unwrap_or(op.width);
    let rw = op.dst.map(|d| g.reg_widths[d.0 as usize]).unwrap_or(0);
    let out = match &op.kind {
        Kind::Arith(info) => {
            let w = if info.key == "select" {
                g.width(op.args[1])
            } else {
                w0
            };
            (info.sem.eval(&args, w, rw)).map_err(|e| fault(format!("{}: {e}", op.mlir)))?
        }
        Kind::Cmp(p) => cmp_eval(*p, args[0], args[1], w0) as Word,
        Kind::Addr { mem } => {
            let m = &g.mems[*mem];
            for (&i, &d) in args.iter().zip(&m.dims) {
                if i >= d as Word {
                    return Err(fault(format!(
                        "{}: index {i} is out of bounds for a dimension of size {d}",
                        op.mlir
                    )));
                }
            }
            linear(&m.dims, &args, m.addr_width)
        }
        Kind::Load { mem } => mems[*mem][args[0] as usize],
        Kind::Store { mem } => {
            mems[*mem][args[0] as usize] = args[1];
            return Ok(());
        }
    };
    if let Some(d) = op.dst {
        regs[d.0 as usize] = mask(out, rw);
    }
    Ok(())
}
