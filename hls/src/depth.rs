//! An estimate of logic depth in gate levels, the unit of Yosys's
//! `ltp -noff` (cells on the longest path between flip-flops after
//! `synth`), so the report can give a relative error beside it.
//!
//! Each op gets a level count from its kind and width (the table
//! `LEVELS`); ops chained in one state add up along their data edges.
//! The longest chain is then framed by the control logic every datapath
//! path crosses: decoding the state register and the enable multiplexer of
//! the destination register. See `docs/hls.md`, "Report".

use crate::cdfg::{Kind, Src};
use crate::sched::key_of;
use crate::Design;
use rmlir_vocab::IntPredicate;

/// Levels as a function of the width `w` and `lg = ceil(log2 w)`:
/// (operator key, constant, per `lg`, per `w / 2`, per `w * lg`).
/// Adders and ordered compares are prefix trees (about two levels per
/// `lg`); shifts a mux per stage; multipliers a carry-save array (about
/// half a level per bit) plus a final adder; divisions `w` restoring
/// stages, each a subtract and a select (about `3 lg`).
const LEVELS: &[(&str, u64, u64, u64, u64)] = &[
    ("addi", 1, 2, 0, 0),
    ("subi", 1, 2, 0, 0),
    ("addr", 1, 2, 0, 0),
    ("cmpi", 1, 2, 0, 0),
    ("maxsi", 2, 2, 0, 0),
    ("minsi", 2, 2, 0, 0),
    ("maxui", 2, 2, 0, 0),
    ("minui", 2, 2, 0, 0),
    ("andi", 1, 0, 0, 0),
    ("ori", 1, 0, 0, 0),
    ("xori", 1, 0, 0, 0),
    ("select", 1, 0, 0, 0),
    ("shli", 1, 1, 0, 0),
    ("shrui", 1, 1, 0, 0),
    ("shrsi", 1, 1, 0, 0),
    ("muli", 0, 2, 1, 0),
    ("divui", 0, 0, 0, 3),
    ("divsi", 2, 0, 0, 3),
    ("remui", 0, 0, 0, 3),
    ("remsi", 2, 0, 0, 3),
    ("floordivsi", 4, 0, 0, 3),
    ("ceildivsi", 4, 0, 0, 3),
    ("ceildivui", 2, 0, 0, 3),
];

fn lg(w: u32) -> u64 {
    u64::from(w.max(2).next_power_of_two().trailing_zeros())
}

/// Gate levels of one op of `key` at width `w`; wiring ops (casts,
/// loads, stores, rank-1 addresses) have none. Equality compares are a
/// reduction tree, one level per `lg` plus one.
pub fn op_levels(key: &str, pred: Option<IntPredicate>, w: u32) -> u64 {
    if matches!(pred, Some(IntPredicate::Eq | IntPredicate::Ne)) {
        return lg(w) + 1;
    }
    LEVELS
        .iter()
        .find(|e| e.0 == key)
        .map_or(0, |&(_, c, per_lg, per_w, per_wlg)| {
            let (w, l) = (u64::from(w), lg(w));
            c + per_lg * l + per_w * w / 2 + per_wlg * w * l
        })
}

/// Levels every register-to-register path crosses besides its ops: the
/// state compare (a reduction over the state bits) and the register's
/// enable multiplexer.
fn control_levels(states: u32) -> u64 {
    lg(states) + 2
}

impl Design {
    /// The estimated longest path in gate levels.
    pub fn logic_levels(&self) -> u64 {
        let g = &self.cdfg;
        let mut longest = 0;
        for (bi, b) in g.blocks.iter().enumerate() {
            let slots = &self.schedule.blocks[bi].slots;
            let mut out = vec![0u64; b.ops.len()];
            for (i, op) in b.ops.iter().enumerate() {
                let chained_in = op
                    .args
                    .iter()
                    .filter_map(|a| match a {
                        Src::Reg(r) => b.ops.iter().position(|p| p.dst == Some(*r)),
                        _ => None,
                    })
                    .filter(|&p| p < i && slots[p].wire == slots[i].start)
                    .map(|p| out[p])
                    .max()
                    .unwrap_or(0);
                // Yosys trims address arithmetic to the address width.
                let levels = match (&op.kind, key_of(op)) {
                    (Kind::Addr { mem }, _) if g.mems[*mem].dims.len() <= 1 => 0,
                    (Kind::Addr { mem }, key) => op_levels(key, None, g.mems[*mem].addr_width),
                    (Kind::Cmp(p), key) => op_levels(key, Some(*p), op.width),
                    (_, key) => op_levels(key, None, op.width),
                };
                out[i] = chained_in + levels;
                longest = longest.max(out[i]);
            }
        }
        longest + control_levels(self.schedule.total)
    }
}
