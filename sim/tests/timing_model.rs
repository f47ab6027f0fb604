//! Cycle-exact tests of the timing model, driven directly. Every expected
//! number is derived in a comment from `base()` and the formulas in
//! `docs/timing.md`.

use rmlir_sim::timing::config::{
    EngineConfig, EnginePolicy, Rate, SpaceConfig, TimingConfig, UnitConfig,
};
use rmlir_sim::timing::dma::{DmaCompletion, DmaFault};
use rmlir_sim::timing::{
    DmaRequest, EngineId, MemAccess, OpTiming, Reg, SpaceId, TimingModel, UnitId,
};

const ALU: UnitId = UnitId(0);
const MUL: UnitId = UnitId(1);
const DIV: UnitId = UnitId(2);
const LSU: UnitId = UnitId(3);
const ALU2: UnitId = UnitId(4);
const DRAM: SpaceId = SpaceId(0);
const SRAM: SpaceId = SpaceId(1);

fn unit(name: &str, latency: u32, ii: u32) -> UnitConfig {
    UnitConfig {
        name: name.into(),
        latency,
        ii,
    }
}

fn engine(name: &str, channels: u32, outstanding: u32, bandwidth: u32) -> EngineConfig {
    EngineConfig {
        name: name.into(),
        channels,
        outstanding,
        bandwidth: bandwidth.into(),
        setup: 10,
        max_burst: 4096,
        burst_overhead: 0,
        descriptor_overhead: 0,
        pairs: vec![],
        group: 0,
        policy: EnginePolicy::LeastLoaded,
    }
}

/// alu 1/1, mul 4/1, div 12/3, lsu 0/1, alu2 1/1 (latency/ii);
/// dram: latency 50, 16 B/c each way, 1 bank;
/// sram: latency 2, 32 B/c each way, 4 banks × 4 B, 1 port, bank busy 4;
/// one engine dma0: 2 channels, 4 outstanding, 8 B/c, setup 10.
fn base() -> TimingConfig {
    TimingConfig {
        clock_hz: 1e9,
        issue_width: 1,
        units: vec![
            unit("alu", 1, 1),
            unit("mul", 4, 1),
            unit("div", 12, 3),
            unit("lsu", 0, 1),
            unit("alu2", 1, 1),
        ],
        spaces: vec![
            SpaceConfig {
                name: "dram".into(),
                latency: 50,
                read_bw: 16.into(),
                write_bw: 16.into(),
                banks: 1,
                interleave: 64,
                ports: 1,
                bank_busy: 1,
                capacity: 1 << 30,
            },
            SpaceConfig {
                name: "sram".into(),
                latency: 2,
                read_bw: 32.into(),
                write_bw: 32.into(),
                banks: 4,
                interleave: 4,
                ports: 1,
                bank_busy: 4,
                capacity: 65536,
            },
        ],
        engines: vec![engine("dma0", 2, 4, 8)],
    }
}

fn req(src: SpaceId, dst: SpaceId, bytes: u64, tag: u64) -> DmaRequest {
    DmaRequest {
        src,
        dst,
        bytes,
        row_bytes: None,
        tag,
        engine: None,
    }
}

fn op<'a>(unit: UnitId, srcs: &'a [Reg], dsts: &'a [Reg]) -> OpTiming<'a> {
    OpTiming {
        unit,
        srcs,
        dsts,
        latency: None,
    }
}

fn model(cfg: &TimingConfig) -> TimingModel {
    let mut m = TimingModel::new(cfg).expect("valid config");
    m.set_completion_log(true);
    m
}

fn completions(m: &mut TimingModel) -> Vec<u64> {
    m.sync_dma();
    let mut v: Vec<DmaCompletion> = Vec::new();
    m.drain_completions(&mut v);
    v.iter().map(|c| c.cycle).collect()
}

#[test]
fn single_dma_on_idle_engine() {
    // rate = min(bw_engine 8, read dram 16, write sram 32) = 8 B/c.
    // Issued at 0: done = 0 + setup 10 + ceil(256 / 8) = 42.
    // dma_wait at 1 stalls 41 cycles and issues at 42; total = 42 + 1 = 43.
    let mut m = model(&base());
    m.dma_start(&[], &req(DRAM, SRAM, 256, 7)).unwrap();
    assert_eq!(m.dma_wait(7), Ok(42));
    let r = m.finish();
    assert_eq!(completions(&mut m), vec![42]);
    assert_eq!(r.cycles, 43);
    assert_eq!(r.stalls.dma_wait, 41);
    assert_eq!(r.engines[0].busy_cycles, 42);
    assert_eq!(r.transfers[0].bytes, 256);
    assert_eq!(
        (r.transfers[0].src.as_str(), r.transfers[0].dst.as_str()),
        ("dram", "sram")
    );
}

#[test]
fn two_dmas_share_a_space() {
    // Two engines of 16 B/c; dram reads 16 B/c shared by its readers.
    // T1 issued at 0 moves from 10, T2 issued at 1 moves from 11.
    // [10,11): T1 alone, min(16, 16/1, 32/1) = 16 -> 16 B, 240 left.
    // [11,..): both, min(16, 16/2, 32/2) = 8 each: T1 ends 11 + 240/8 = 41,
    // T2 has 256 - 30*8 = 16 left, alone again at 16 B/c -> ends 42.
    let mut cfg = base();
    cfg.engines = vec![engine("a", 1, 1, 16), engine("b", 1, 1, 16)];
    let mut m = model(&cfg);
    m.dma_start(&[], &req(DRAM, SRAM, 256, 1)).unwrap();
    m.dma_start(&[], &req(DRAM, SRAM, 256, 2)).unwrap();
    m.finish();
    assert_eq!(completions(&mut m), vec![41, 42]);
}

#[test]
fn three_dmas_share_with_ceiling_rule() {
    // One engine, 3 channels, 64 B/c, setup 0; dram reads 16 B/c.
    // 100 B each, issued (and moving) at 0, 1, 2.
    // [0,1) T1 16 B; [1,2) T1,T2 8 B each; from 2 all three 16/3 B/c.
    // T1 has 76 left: 76 / (16/3) = 14.25 -> lands at ceil(2 + 14.25) = 17.
    // At 17 T2 has 92 - 15*16/3 = 12 left, T3 20; two share: 8 B/c.
    // T2: 12/8 = 1.5 -> 19. T3 at 19 has 4 left, alone 16 B/c -> 0.25 -> 20.
    let mut cfg = base();
    cfg.engines = vec![EngineConfig {
        setup: 0,
        ..engine("e", 3, 3, 64)
    }];
    let mut m = model(&cfg);
    for tag in 0..3 {
        m.dma_start(&[], &req(DRAM, SRAM, 100, tag)).unwrap();
    }
    m.finish();
    assert_eq!(completions(&mut m), vec![17, 19, 20]);
}

#[test]
fn strided_dma_pays_rows_and_bursts() {
    // 256 B in rows of 64 B: 4 rows, one descriptor each; bursts =
    // 4 * ceil(64/32) = 8. F = setup 10 + 4 descriptors * 3 + 8 bursts * 1
    // = 30; done = 30 + ceil(256 / 8) = 62. The same bytes contiguous are
    // one descriptor: F = 10 + 3 + ceil(256/32) * 1 = 21 -> done 53.
    let mut cfg = base();
    let e = &mut cfg.engines[0];
    (e.descriptor_overhead, e.max_burst, e.burst_overhead) = (3, 32, 1);
    let mut m = model(&cfg);
    let strided = DmaRequest {
        row_bytes: Some(64),
        ..req(DRAM, SRAM, 256, 0)
    };
    m.dma_start(&[], &strided).unwrap();
    m.finish();
    assert_eq!(completions(&mut m), vec![62]);
    let mut m = model(&cfg);
    m.dma_start(&[], &req(DRAM, SRAM, 256, 0)).unwrap();
    m.finish();
    assert_eq!(completions(&mut m), vec![53]);
}

#[test]
fn dma_with_bursts() {
    // 1000 B, bursts of 64 B: ceil(1000/64) = 16 bursts * 2 cycles = 32.
    // done = setup 10 + 32 + ceil(1000 / 8) = 10 + 32 + 125 = 167.
    let mut cfg = base();
    (cfg.engines[0].max_burst, cfg.engines[0].burst_overhead) = (64, 2);
    let mut m = model(&cfg);
    m.dma_start(&[], &req(DRAM, SRAM, 1000, 0)).unwrap();
    assert_eq!(m.dma_wait(0), Ok(167));
}

#[test]
fn outstanding_limit_queues_and_stalls() {
    // 1 channel, 2 outstanding; 80 B at 8 B/c + setup 10 = 20 cycles each.
    // T1 at 0 -> [0,20). T2 at 1 queues -> [20,40). T3 at 2 finds the
    // engine full: the core stalls (dma_issue) until T1 lands at 20, then
    // T3 queues behind T2 -> [40,60). dma_issue stall = 20 - 2 = 18.
    let mut cfg = base();
    cfg.engines = vec![engine("e", 1, 2, 8)];
    let mut m = model(&cfg);
    for tag in 0..3 {
        m.dma_start(&[], &req(DRAM, SRAM, 80, tag)).unwrap();
    }
    assert_eq!(m.now(), 21);
    let r = m.finish();
    assert_eq!(completions(&mut m), vec![20, 40, 60]);
    assert_eq!(r.stalls.dma_issue, 18);
    assert_eq!(r.cycles, 60);
}

#[test]
fn engine_selection_policies() {
    // e0 only connects dram->sram; e1 connects everything.
    let mut cfg = base();
    cfg.engines = vec![engine("e0", 1, 4, 8), engine("e1", 1, 4, 8)];
    cfg.engines[0].pairs = vec![(0, 1)];
    let run = |policy: EnginePolicy| {
        let mut c = cfg.clone();
        c.engines.iter_mut().for_each(|e| e.policy = policy);
        let mut m = model(&c);
        for tag in 0..3 {
            m.dma_start(&[], &req(DRAM, SRAM, 64, tag)).unwrap();
        }
        m.dma_start(&[], &req(SRAM, DRAM, 64, 9)).unwrap();
        let r = m.finish();
        (r.engines[0].transfers, r.engines[1].transfers)
    };
    // LeastLoaded: d->s goes e0 (tie, lowest id), e1, e0; s->d only e1.
    assert_eq!(run(EnginePolicy::LeastLoaded), (2, 2));
    // First: every d->s on e0 (it has room for 4); s->d on e1.
    assert_eq!(run(EnginePolicy::First), (3, 1));
    // RoundRobin: e0, e1, e0 (after e1 comes e0 again); s->d on e1.
    assert_eq!(run(EnginePolicy::RoundRobin), (2, 2));
    // Pinning overrides the policy; a pair nobody connects is a fault.
    let mut m = model(&cfg);
    let pinned = DmaRequest {
        engine: Some(EngineId(1)),
        ..req(DRAM, SRAM, 64, 0)
    };
    m.dma_start(&[], &pinned).unwrap();
    let bad = DmaRequest {
        engine: Some(EngineId(0)),
        ..req(SRAM, DRAM, 64, 0)
    };
    assert_eq!(
        m.dma_start(&[], &bad),
        Err(DmaFault::NoEngine { src: 1, dst: 0 })
    );
    let nowhere = req(DRAM, SpaceId(7), 64, 0);
    assert_eq!(
        m.dma_start(&[], &nowhere),
        Err(DmaFault::NoEngine { src: 0, dst: 7 })
    );
    assert_eq!(m.finish().engines[1].transfers, 1);
}

/// Double buffering over `n` tiles of 256 B with `k` independent ALU ops
/// each; returns the issue cycles of the waits and the total.
fn double_buffer(n: u64, k: u64) -> (Vec<u64>, u64) {
    let mut cfg = base();
    cfg.engines = vec![engine("e", 1, 2, 8)];
    let mut m = model(&cfg);
    m.dma_start(&[], &req(DRAM, SRAM, 256, 0)).unwrap();
    let mut waits = Vec::new();
    for i in 0..n {
        if i + 1 < n {
            m.dma_start(&[], &req(DRAM, SRAM, 256, (i + 1) % 2))
                .unwrap();
        }
        waits.push(m.dma_wait(i % 2).unwrap());
        for _ in 0..k {
            m.issue(&op(ALU, &[], &[]));
        }
    }
    (waits, m.finish().cycles)
}

#[test]
fn double_buffer_steady_state() {
    // One channel, transfer T = 10 + 256/8 = 42 cycles; iteration = start,
    // wait, k ops. Period = max(k + 2, T) once the prologue (tile 0, 42) is paid.
    // Compute bound (k = 100): waits at 42, then 42 + i*102; the last
    // iteration has no start: begins at 43+k + 6*102 = 755, total 755 + k + 1 = 856.
    let (waits, total) = double_buffer(8, 100);
    let expect: Vec<u64> = (0..7).map(|i| 42 + i * 102).chain([755]).collect();
    assert_eq!(waits, expect);
    assert_eq!(total, 856);
    // Transfer bound (k = 10): tile i lands at 42 (i + 1) and the wait issues
    // then; total = 42*8 + 1 + 10 = 347.
    let (waits, total) = double_buffer(8, 10);
    assert_eq!(waits, (1..=8).map(|i| 42 * i).collect::<Vec<_>>());
    assert_eq!(total, 347);
}

fn loads(addrs: impl Iterator<Item = u64>) -> (u64, u64) {
    let mut m = model(&base());
    for (i, a) in addrs.enumerate() {
        let acc = MemAccess {
            space: SRAM,
            addr: a,
            bytes: 4,
            is_store: false,
        };
        m.mem_access(&op(LSU, &[], &[Reg(i as u32)]), acc);
    }
    let r = m.finish();
    (r.cycles, r.stalls.bank_conflict)
}

#[test]
fn bank_conflict_vs_none() {
    // sram: bank = (addr / 4) % 4, bank busy 4, latency 2, lsu latency 0.
    // Column walk, stride 16 B: every load hits bank 0 -> issues 0,4,...,28,
    // 3 stall cycles each after the first = 21; total = 28 + 2 = 30.
    assert_eq!(loads((0..8).map(|i| i * 16)), (30, 21));
    // Contiguous 4 B: banks 0,1,2,3,0,... bank 0 is free again at 4 -> one
    // load per cycle 0..7; total = 7 + 2 = 9.
    assert_eq!(loads((0..8).map(|i| i * 4)), (9, 0));
}

#[test]
fn loaded_operand_stalls_as_memory_and_ports_limit() {
    // Load at 0 ready at 0 + 0 + 2 = 2; the add at 1 waits 1 cycle (memory).
    let mut m = model(&base());
    let acc = MemAccess {
        space: SRAM,
        addr: 0,
        bytes: 4,
        is_store: false,
    };
    m.mem_access(&op(LSU, &[], &[Reg(0)]), acc);
    assert_eq!(m.issue(&op(ALU, &[Reg(0)], &[Reg(1)])).at, 2);
    assert_eq!(m.finish().stalls.memory, 1);
    // Width 2, two lsus, 1 port: the second load (other bank) waits a cycle.
    let mut cfg = base();
    cfg.issue_width = 2;
    cfg.units[4] = unit("lsu2", 0, 1);
    let mut m = model(&cfg);
    let a = m.mem_access(&op(LSU, &[], &[]), MemAccess { addr: 0, ..acc });
    let b = m.mem_access(&op(ALU2, &[], &[]), MemAccess { addr: 4, ..acc });
    assert_eq!((a.at, b.at), (0, 1));
    assert_eq!(m.finish().stalls.memory, 1);
}

#[test]
fn scoreboard_stall() {
    // mul at 0 ready at 4; the dependent add issues at 4 after 3 operand stalls.
    let mut m = model(&base());
    m.issue(&op(MUL, &[], &[Reg(0)]));
    let add = m.issue(&op(ALU, &[Reg(0)], &[Reg(1)]));
    assert_eq!((add.at, add.ready), (4, 5));
    let r = m.finish();
    assert_eq!((r.cycles, r.stalls.operand), (5, 3));
}

#[test]
fn dependent_chain_of_multiplies() {
    // m_k = m_{k-1} * x: each issues 4 cycles after the previous: 0,4,...,16;
    // the last is ready at 20; stalls (5-1) * 3 = 12.
    let mut m = model(&base());
    let mut at = Vec::new();
    for k in 0..5u32 {
        let srcs = if k == 0 { vec![] } else { vec![Reg(k - 1)] };
        at.push(m.issue(&op(MUL, &srcs, &[Reg(k)])).at);
    }
    assert_eq!(at, vec![0, 4, 8, 12, 16]);
    let r = m.finish();
    assert_eq!((r.cycles, r.stalls.operand), (20, 12));
    assert_eq!(r.units[1].ops, 5);
}

#[test]
fn independent_ops_pipeline_by_ii() {
    // 4 independent muls (ii 1): issue 0..3, last ready 3 + 4 = 7.
    let mut m = model(&base());
    for k in 0..4 {
        m.issue(&op(MUL, &[], &[Reg(k)]));
    }
    assert_eq!(m.finish().cycles, 7);
    // 4 independent divs (ii 3, latency 12): issue 0,3,6,9 (2 unit_busy
    // stalls each after the first = 6); last ready 9 + 12 = 21.
    let mut m = model(&base());
    let at: Vec<u64> = (0..4)
        .map(|k| m.issue(&op(DIV, &[], &[Reg(k)])).at)
        .collect();
    assert_eq!(at, vec![0, 3, 6, 9]);
    let r = m.finish();
    assert_eq!((r.cycles, r.stalls.unit_busy), (21, 6));
    // busy fraction = ops * ii / cycles = 12 / 21.
    assert!((r.units[2].busy_fraction - 12.0 / 21.0).abs() < 1e-12);
}

#[test]
fn issue_width() {
    // Width 2, ops alternating alu/alu2: two per cycle at 0,0,1,1,2,2;
    // last ready 2 + 1 = 3. Width 1: 0..5, total 6.
    for (width, total) in [(2, 3), (1, 6)] {
        let mut cfg = base();
        cfg.issue_width = width;
        let mut m = model(&cfg);
        for k in 0..6 {
            m.issue(&op(if k % 2 == 0 { ALU } else { ALU2 }, &[], &[]));
        }
        assert_eq!(m.finish().cycles, total);
    }
}

#[test]
fn dma_wait_stall_and_hidden_fraction() {
    // DMA lands at 42 (as in single_dma). 20 alu ops fill cycles 1..20; the
    // wait at 21 stalls 42 - 21 = 21 cycles. DMA active 42 cycles, exposed
    // 21 -> hidden fraction 1 - 21/42 = 0.5.
    let mut m = model(&base());
    m.dma_start(&[], &req(DRAM, SRAM, 256, 3)).unwrap();
    for _ in 0..20 {
        m.issue(&op(ALU, &[], &[]));
    }
    assert_eq!(m.dma_wait(3), Ok(42));
    // A tag with nothing left to wait for would block forever.
    assert_eq!(m.dma_wait(3), Err(DmaFault::Deadlock { tag: 3 }));
    assert_eq!(m.dma_wait(99), Err(DmaFault::Deadlock { tag: 99 }));
    let r = m.finish();
    assert_eq!(r.stalls.dma_wait, 21);
    assert_eq!((r.dma_active_cycles, r.dma_exposed_cycles), (42, 21));
    assert_eq!(r.dma_hidden_fraction, Some(0.5));
}

#[test]
fn dma_operands_delay_the_start() {
    // The index comes from a mul ready at 4: the DMA issues at 4, lands at
    // 4 + 10 + 32 = 46.
    let mut m = model(&base());
    m.issue(&op(MUL, &[], &[Reg(0)]));
    m.dma_start(&[Reg(0)], &req(DRAM, SRAM, 256, 0)).unwrap();
    m.finish();
    assert_eq!(completions(&mut m), vec![46]);
}

#[test]
fn peak_memory() {
    // sram: +1000, +500 (peak 1500), -1000, +200 (700 in use); dram +64.
    let mut m = model(&base());
    m.alloc(SRAM, 1000);
    m.alloc(SRAM, 500);
    m.free(SRAM, 1000);
    m.alloc(SRAM, 200);
    m.alloc(DRAM, 64);
    let r = m.finish();
    assert_eq!((r.spaces[0].peak_bytes, r.spaces[1].peak_bytes), (64, 1500));
    assert_eq!(r.cycles, 0);
}

#[test]
fn report_round_trips_through_json() {
    let mut m = model(&base());
    m.dma_start(&[], &req(DRAM, SRAM, 256, 7)).unwrap();
    m.dma_wait(7).unwrap();
    let r = m.finish();
    let back: rmlir_sim::timing::report::Report = serde_json::from_str(&r.to_json()).unwrap();
    assert_eq!(back, r);
    assert!(r.summary().contains("cycles: 43"));
}

#[test]
fn bad_config_is_an_error() {
    let mut cfg = base();
    cfg.units[0].ii = 0;
    assert!(TimingModel::new(&cfg).unwrap_err().message.contains("alu"));
}

/// An independent model of `docs/timing.md` § Issue, written from the
/// document alone for the property below: in-order issue with a
/// scoreboard, `W` slots per cycle, per-unit latency and initiation
/// interval, and per-op latency overrides. No memory, no DMA.
mod reference {
    use std::collections::HashMap;

    /// One op: unit index, registers read, registers written, latency
    /// override.
    pub type Op = (usize, Vec<u32>, Vec<u32>, Option<u32>);

    /// What the document predicts for a run.
    #[derive(Debug, Default, PartialEq, Eq)]
    pub struct Run {
        /// `(issue, ready)` per op.
        pub issued: Vec<(u64, u64)>,
        /// Total cycles.
        pub cycles: u64,
        /// Stall cycles charged to an operand.
        pub operand: u64,
        /// Stall cycles charged to a busy unit.
        pub unit_busy: u64,
    }

    /// Runs `ops` on units of `(latency, ii)` with issue width `w`.
    pub fn run(units: &[(u32, u32)], w: u32, ops: &[Op]) -> Run {
        let mut out = Run::default();
        let mut ready: HashMap<u32, u64> = HashMap::new();
        let mut unit_free = vec![0u64; units.len()];
        let (mut now, mut slots_used) = (0u64, 0u32);
        let mut last_ready = 0;
        for (u, srcs, dsts, lat) in ops {
            // t = max(now, max over sources of ready, unit_free(u)).
            let operands = srcs
                .iter()
                .map(|r| ready.get(r).copied().unwrap_or(0))
                .max();
            let operands = operands.unwrap_or(0);
            let t = now.max(operands).max(unit_free[*u]);
            if t > now {
                // The constraint satisfied last takes the whole stall; on
                // a tie the operand wins.
                if operands >= unit_free[*u] {
                    out.operand += t - now;
                } else {
                    out.unit_busy += t - now;
                }
                now = t;
                slots_used = 0;
            }
            let issue = now;
            slots_used += 1;
            if slots_used == w {
                now = issue + 1;
                slots_used = 0;
            }
            let (latency, ii) = units[*u];
            let r = issue + u64::from(lat.unwrap_or(latency));
            for d in dsts {
                ready.insert(*d, r);
            }
            unit_free[*u] = issue + u64::from(ii);
            last_ready = last_ready.max(r);
            out.issued.push((issue, r));
            // Total = max(last issue + 1, latest result ready).
            out.cycles = out.cycles.max(issue + 1).max(last_ready);
        }
        out
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Sharing only slows a transfer down: each one lands no earlier than
        /// `issue + setup + ceil(B / min(bw))` (the idle-engine formula), all
        /// bytes arrive, and the same events give the same cycles twice.
        #[test]
        fn sharing_never_beats_the_idle_formula(
            sizes in proptest::collection::vec((1u64..2000, 0u32..3, any::<bool>()), 1..24),
        ) {
            let mut cfg = base();
            cfg.engines = vec![engine("a", 2, 3, 8), engine("b", 3, 3, 12)];
            let run = || {
                let mut m = model(&cfg);
                let mut issued = Vec::new();
                for (i, &(bytes, gap, to_sram)) in sizes.iter().enumerate() {
                    for _ in 0..gap {
                        m.issue(&op(ALU, &[], &[]));
                    }
                    let (src, dst) = if to_sram { (DRAM, SRAM) } else { (SRAM, DRAM) };
                    let h = m.dma_start(&[], &req(src, dst, bytes, i as u64)).unwrap();
                    issued.push((h, m.now() - 1, bytes, to_sram));
                }
                let r = m.finish();
                m.sync_dma();
                let mut done = Vec::new();
                m.drain_completions(&mut done);
                (issued, done, r)
            };
            let (issued, done, r) = run();
            prop_assert_eq!(done.len(), sizes.len());
            for c in &done {
                let (_, q, bytes, _) = issued[c.handle.0 as usize];
                // Fastest engine 12 B/c, dram 16, sram 32: at best 12 B/c.
                prop_assert!(c.cycle >= q + 10 + bytes.div_ceil(12));
            }
            let moved: u64 = r.transfers.iter().map(|p| p.bytes).sum();
            prop_assert_eq!(moved, sizes.iter().map(|s| s.0).sum::<u64>());
            for e in &r.engines {
                prop_assert!(e.busy_cycles <= r.cycles);
            }
            prop_assert!(r.dma_active_cycles <= r.cycles);
            prop_assert_eq!(run().2, r);
        }
    }

    /// A random op for the reference property: unit, up to 3 sources and 2
    /// destinations among 10 registers, and sometimes a latency override.
    fn ref_op(units: usize) -> impl Strategy<Value = reference::Op> {
        (
            0..units,
            proptest::collection::vec(0u32..10, 0..4),
            proptest::collection::vec(0u32..10, 0..3),
            proptest::option::weighted(0.2, 0u32..30),
        )
    }

    fn ref_case() -> impl Strategy<Value = (Vec<(u32, u32)>, u32, Vec<reference::Op>)> {
        (
            proptest::collection::vec((0u32..16, 1u32..6), 1..5),
            1u32..4,
        )
            .prop_flat_map(|(units, w)| {
                let n = units.len();
                (
                    Just(units),
                    Just(w),
                    proptest::collection::vec(ref_op(n), 0..40),
                )
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// The model agrees exactly with [`reference::run`], written from
        /// `docs/timing.md` § Issue alone: every op's issue and ready
        /// cycle, the total, and the operand and unit-busy stalls.
        #[test]
        fn issue_matches_the_reference_model((units, w, ops) in ref_case()) {
            let mut cfg = base();
            cfg.issue_width = w;
            cfg.units = units
                .iter()
                .enumerate()
                .map(|(i, &(l, ii))| unit(&format!("u{i}"), l, ii))
                .collect();
            let mut m = model(&cfg);
            let mut issued = Vec::new();
            for (u, srcs, dsts, lat) in &ops {
                let srcs: Vec<Reg> = srcs.iter().map(|&r| Reg(r)).collect();
                let dsts: Vec<Reg> = dsts.iter().map(|&r| Reg(r)).collect();
                let mut o = op(UnitId(*u as u32), &srcs, &dsts);
                o.latency = *lat;
                let i = m.issue(&o);
                issued.push((i.at, i.ready));
            }
            let r = m.finish();
            let got = reference::Run {
                issued,
                cycles: r.cycles,
                operand: r.stalls.operand,
                unit_busy: r.stalls.unit_busy,
            };
            prop_assert_eq!(got, reference::run(&units, w, &ops));
            prop_assert_eq!(r.stalls.memory, 0);
        }
    }
}

#[test]
fn fractional_bandwidth_is_exact() {
    // Engine at 1/2 B/cycle, setup 10, spaces far faster: 64 B move in
    // 64 / (1/2) = 128 cycles, done at 10 + 128 = 138 (a rate floored to
    // 1 B/cycle would land at 74).
    let mut cfg = base();
    for s in &mut cfg.spaces {
        (s.read_bw, s.write_bw) = (Rate::whole(1 << 20), Rate::whole(1 << 20));
    }
    cfg.engines[0].bandwidth = Rate { num: 1, den: 2 };
    let mut m = model(&cfg);
    m.dma_start(&[], &req(DRAM, SRAM, 64, 0)).unwrap();
    assert_eq!(m.dma_wait(0), Ok(138));
    // 900 GB/s at 940 MHz is 45000/47 B/cycle: 45000 B take exactly 47
    // cycles, done at 57 (957 B/cycle would need 48).
    cfg.engines[0].bandwidth = Rate {
        num: 45_000,
        den: 47,
    };
    let mut m = model(&cfg);
    m.dma_start(&[], &req(DRAM, SRAM, 45_000, 0)).unwrap();
    assert_eq!(m.dma_wait(0), Ok(57));
    // Two sharers of a 12.75 B/cycle source (51/4): each gets 51/8. 102 B
    // each take 102 / (51/8) = 16 cycles: both land at 10 + 16 = 26 when
    // started together (two issue slots) on the engine's two channels.
    cfg.spaces[0].read_bw = Rate { num: 51, den: 4 };
    cfg.engines[0].bandwidth = Rate::whole(64);
    cfg.issue_width = 2;
    let mut m = model(&cfg);
    for tag in 0..2 {
        m.dma_start(&[], &req(DRAM, SRAM, 102, tag)).unwrap();
    }
    m.finish();
    assert_eq!(completions(&mut m), vec![26, 26]);
}

#[test]
fn dma_groups_route_to_the_first_group_with_its_own_policy() {
    // Group 0 (e0, e1; First) connects DRAM -> SRAM only; group 1 (e2, e3;
    // RoundRobin) connects every pair. DRAM -> SRAM transfers use group 0
    // only, and First puts all three on e0 (4 outstanding); SRAM -> DRAM
    // transfers use group 1, alternating e2, e3, e2.
    let mut cfg = base();
    let mut engines = Vec::new();
    for (i, (group, policy)) in [
        (0, EnginePolicy::First),
        (0, EnginePolicy::First),
        (1, EnginePolicy::RoundRobin),
        (1, EnginePolicy::RoundRobin),
    ]
    .into_iter()
    .enumerate()
    {
        let mut e = engine(&format!("e{i}"), 1, 4, 8);
        (e.group, e.policy) = (group, policy);
        if group == 0 {
            e.pairs = vec![(0, 1)];
        }
        engines.push(e);
    }
    cfg.engines = engines;
    let mut m = model(&cfg);
    for tag in 0..3 {
        m.dma_start(&[], &req(DRAM, SRAM, 64, tag)).unwrap();
        m.dma_start(&[], &req(SRAM, DRAM, 64, 10 + tag)).unwrap();
    }
    let r = m.finish();
    let per: Vec<u64> = r.engines.iter().map(|e| e.transfers).collect();
    assert_eq!(per, [3, 0, 2, 1]);
}
