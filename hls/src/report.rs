//! The JSON report: latency per function and loop, operator and register
//! counts by kind and width, and our area/FF/depth estimate beside Yosys's
//! figures when the caller supplies them.

use crate::cdfg::Term;
use crate::interp::RunOutput;
use crate::sched::CostSource;
use crate::Design;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// Figures Yosys measured (`synth; stat` and `ltp`).
#[derive(Clone, Copy, Debug)]
pub struct YosysStat {
    /// Cells after `synth`.
    pub cells: u64,
    /// Flip-flop bits (DFF cells).
    pub ffs: u64,
    /// Longest topological path, in cells.
    pub depth: u64,
}

/// Our own estimate.
#[derive(Clone, Copy, Debug)]
pub struct Estimate {
    /// Flip-flop bits: the registers something reads, state and outputs.
    pub ffs: u64,
    /// Area in LUT equivalents, from the operator library.
    pub area: f64,
    /// Longest chained delay in one state, ns.
    pub depth_ns: f64,
    /// Longest path in gate levels, Yosys's `ltp` unit (`crate::depth`).
    pub levels: u64,
}

impl Design {
    /// Our FF/area/depth estimate.
    pub fn estimate(&self) -> Estimate {
        let g = &self.cdfg;
        let read = crate::verilog::read_registers(g, &self.schedule);
        let mut ffs: u64 = read
            .iter()
            .map(|&r| u64::from(g.reg_widths[r as usize]))
            .sum();
        ffs += u64::from(crate::verilog::bits_for(u64::from(self.schedule.total))) + 1;
        ffs += g.results.iter().map(|&w| u64::from(w)).sum::<u64>();
        // Yosys's generic flow maps a local RAM to flip-flops: its words
        // and its read register. The words saturate: a RAM of up to 2^32
        // words of 128 bits still sums in a u64.
        for m in g.mems.iter().filter(|m| m.local) {
            let bits = (m.words.saturating_add(1)).saturating_mul(u64::from(m.width));
            ffs = ffs.saturating_add(bits);
        }
        let area = self.schedule.units.iter().map(|u| u.cost.area).sum();
        let depth_ns = self
            .schedule
            .units
            .iter()
            .map(|u| u.cost.delay)
            .fold(0.0, f64::max);
        Estimate {
            ffs,
            area,
            depth_ns,
            levels: self.logic_levels(),
        }
    }

    /// The report, with a run's figures and Yosys's when given.
    pub fn report(&self, run: Option<&RunOutput>, yosys: Option<YosysStat>) -> Value {
        let g = &self.cdfg;
        let s = &self.schedule;
        let mut top = Map::new();
        top.insert("function".into(), json!(g.name));
        top.insert("clock_period_ns".into(), json!(s.period));
        top.insert("states".into(), json!(s.total));
        if let Some(r) = run {
            top.insert("cycles".into(), json!(r.cycles));
        }
        top.insert(
            "blocks".into(),
            json!(s.blocks.iter().map(|b| b.states).collect::<Vec<_>>()),
        );
        top.insert("loops".into(), self.loops_json(run));
        top.insert("operators".into(), self.operators_json());
        top.insert("registers".into(), self.registers_json());
        let e = self.estimate();
        let mut est = json!({"ffs": e.ffs, "area_luts": e.area, "max_op_delay_ns": e.depth_ns,
            "logic_levels": e.levels});
        if let Some(y) = yosys {
            est["yosys"] = json!({"cells": y.cells, "ffs": y.ffs, "ltp_depth": y.depth,
                "ff_error": rel(e.ffs as f64, y.ffs as f64),
                "depth_error": rel(e.levels as f64, y.depth as f64), "area_error_vs_cells": rel(e.area, y.cells as f64)});
        }
        top.insert("area".into(), est);
        let renames: Vec<Value> = g
            .renames
            .iter()
            .map(|(a, b)| json!({"from": a, "to": b}))
            .collect();
        top.insert("renames".into(), json!(renames));
        let inlined: Vec<Value> = g
            .inlined
            .iter()
            .map(|(f, at)| json!({"callee": f, "loc": at}))
            .collect();
        top.insert("inlined_calls".into(), json!(inlined));
        Value::Object(top)
    }

    fn loops_json(&self, run: Option<&RunOutput>) -> Value {
        let g = &self.cdfg;
        let mut out = Vec::new();
        for (id, l) in g.loops.iter().enumerate() {
            let blocks: Vec<usize> = (0..g.blocks.len())
                .filter(|&b| g.blocks[b].in_loop == Some(id))
                .collect();
            let header = blocks
                .iter()
                .find(|&&b| g.blocks[b].header_of == Some(id))
                .map(|&b| self.schedule.blocks[b].states)
                .unwrap_or(1);
            let body_blocks: Vec<usize> = blocks
                .iter()
                .copied()
                .filter(|&b| g.blocks[b].header_of != Some(id))
                .collect();
            let branches = body_blocks
                .iter()
                .any(|&b| matches!(g.blocks[b].term, Term::Branch(..)));
            let body: u32 = body_blocks
                .iter()
                .map(|&b| self.schedule.blocks[b].states)
                .sum();
            let inner: Vec<usize> = (0..g.loops.len())
                .filter(|&k| g.loops[k].parent == Some(id))
                .collect();
            let mut v = json!({"id": id, "parent": l.parent, "op": l.mlir, "loc": l.loc, "header_states": header});
            if branches {
                v["formula"] = json!("the body branches: see the measured cycles");
            } else {
                let mut terms = vec![header.to_string(), body.to_string()];
                terms.extend(inner.iter().map(|k| format!("L{k}")));
                let mut f = format!(
                    "cycles = trips * ({}) + {header} per entry",
                    terms.join(" + ")
                );
                if !inner.is_empty() {
                    f.push_str("; Lk is loop k's cycles per entry");
                }
                v["body_states"] = json!(body);
                v["formula"] = json!(f);
            }
            if let Some(r) = run {
                v["header_runs"] = json!(r.loops[id].0);
                v["cycles"] = json!(r.loops[id].1);
            }
            out.push(v);
        }
        json!(out)
    }

    fn operators_json(&self) -> Value {
        let mut m: BTreeMap<(String, u32), (u64, u64, f64, bool)> = BTreeMap::new();
        for u in &self.schedule.units {
            let e = m
                .entry((u.key.to_string(), u.width))
                .or_insert((0, 0, 0.0, false));
            e.0 += 1;
            e.1 += u.ops.len() as u64;
            e.2 += u.cost.area;
            e.3 |= u.cost.source != CostSource::Library && u.cost.source != CostSource::Free;
        }
        json!(m.into_iter().map(|((k, w), (units, ops, area, fb))| json!({"kind": k, "width": w, "units": units, "ops": ops, "area": area, "fallback_cost": fb})).collect::<Vec<_>>())
    }

    fn registers_json(&self) -> Value {
        let mut m: BTreeMap<u32, u64> = BTreeMap::new();
        for &w in &self.cdfg.reg_widths {
            *m.entry(w).or_default() += 1;
        }
        json!(m
            .into_iter()
            .map(|(w, n)| json!({"width": w, "count": n}))
            .collect::<Vec<_>>())
    }
}

fn rel(est: f64, real: f64) -> f64 {
    if real == 0.0 {
        0.0
    } else {
        (est - real) / real
    }
}
