//! Core-side memory timing: bank conflicts and port limits of each space,
//! plus the bytes-in-use bookkeeping behind the report's peak figures.
//!
//! Banks follow the usual low-order interleaving: byte address `a` lives in
//! bank `(a / interleave) % banks`. A bank accepts one access every
//! `bank_busy` cycles and a space starts at most `ports` accesses per cycle
//! (`docs/timing.md` § Memory). Addresses are the interpreter's physical
//! byte addresses, so a tiled layout and a row-major one can differ.
//!
//! Every access asks which banks it touches; when the interleave and the
//! bank count are powers of two (as on every shipped target) that is a
//! shift and a mask, not two 64-bit divisions, with the same result.

use super::config::SpaceConfig;
use super::Cycle;

/// A space's core-access state and the config values its rules read, as
/// compiled code reaches them ([`SpaceState::raw`]).
#[derive(Clone, Copy, Debug)]
pub struct RawSpace {
    /// The banks' free cycles, bank 0 first.
    pub bank_free: *mut Cycle,
    /// The cycle of the latest access start.
    pub port_cycle: *mut Cycle,
    /// How many accesses started then.
    pub port_used: *mut u32,
    /// Bytes the core loaded.
    pub loaded: *mut u64,
    /// Bytes the core stored.
    pub stored: *mut u64,
    /// `log2(interleave)`.
    pub shift: u64,
    /// `banks - 1`.
    pub mask: u64,
    /// Cycles a bank stays busy.
    pub bank_busy: u64,
    /// Accesses that may start per cycle.
    pub ports: u64,
    /// The space's access latency.
    pub latency: u64,
    /// The space's index in the model (the loop memo's key names it).
    pub id: u64,
}

/// The state of one memory space.
#[derive(Clone, Debug)]
pub struct SpaceState {
    /// Cycle from which each bank is free again.
    bank_free: Vec<Cycle>,
    /// The cycle of the latest access start and how many started then.
    port_cycle: Cycle,
    port_used: u32,
    /// Bytes allocated now and at most.
    pub in_use: u64,
    /// Most bytes allocated at once.
    pub peak: u64,
    /// `log2(interleave)` and `banks - 1` when both are powers of two.
    pow2: Option<(u32, u64)>,
    /// Bytes the core loaded from this space.
    pub loaded: u64,
    /// Bytes the core stored to this space.
    pub stored: u64,
}

impl SpaceState {
    /// A space with every bank free.
    pub fn new(cfg: &SpaceConfig) -> SpaceState {
        SpaceState {
            bank_free: vec![0; cfg.banks as usize],
            port_cycle: 0,
            port_used: 0,
            in_use: 0,
            peak: 0,
            pow2: (cfg.interleave.is_power_of_two() && cfg.banks.is_power_of_two())
                .then(|| (cfg.interleave.trailing_zeros(), cfg.banks as u64 - 1)),
            loaded: 0,
            stored: 0,
        }
    }

    /// The banks touched by `bytes` bytes at `addr`: first bank and count.
    #[inline]
    pub(super) fn banks(&self, cfg: &SpaceConfig, addr: u64, bytes: u32) -> (u64, u64) {
        let end = addr + bytes.max(1) as u64 - 1;
        let nb = cfg.banks as u64;
        if let Some((shift, mask)) = self.pow2 {
            let (first, last) = (addr >> shift, end >> shift);
            return (first & mask, (last - first + 1).min(nb));
        }
        let il = cfg.interleave as u64;
        let (first, last) = (addr / il, end / il);
        (first % nb, (last - first + 1).min(nb))
    }

    /// The one bank an access of `bytes` bytes at `addr` touches, when the
    /// banking is a power of two and its first and last byte lie in one
    /// interleave block (what `banks` finds as a count of 1, with
    /// no loop): the common scalar access.
    #[inline(always)]
    pub fn one_bank(&self, addr: u64, bytes: u32) -> Option<usize> {
        let (shift, mask) = self.pow2?;
        let end = addr + bytes.max(1) as u64 - 1;
        let first = addr >> shift;
        (first == end >> shift).then_some((first & mask) as usize)
    }

    /// Bank `b`'s free cycle.
    #[inline(always)]
    pub fn bank_free(&self, b: usize) -> Cycle {
        self.bank_free[b]
    }

    /// [`Self::start`] for an access that touches bank `b` alone.
    #[inline(always)]
    pub fn start_one(&mut self, cfg: &SpaceConfig, b: usize, t: Cycle) {
        self.bank_free[b] = t + cfg.bank_busy as u64;
        self.count_port(t);
    }

    /// Counts an access starting at `t` against the space's ports.
    #[inline(always)]
    fn count_port(&mut self, t: Cycle) {
        if t == self.port_cycle {
            self.port_used += 1;
        } else {
            self.port_cycle = t;
            self.port_used = 1;
        }
    }

    /// Bank `first + k`, wrapping around the banks.
    #[inline]
    fn bank(&self, cfg: &SpaceConfig, first: u64, k: u64) -> usize {
        match self.pow2 {
            Some((_, mask)) => ((first + k) & mask) as usize,
            None => ((first + k) % cfg.banks as u64) as usize,
        }
    }

    /// Earliest cycle ≥ 0 at which every touched bank is free.
    #[inline(never)]
    pub fn banks_free(&self, cfg: &SpaceConfig, addr: u64, bytes: u32) -> Cycle {
        let (first, n) = self.banks(cfg, addr, bytes);
        (0..n)
            .map(|k| self.bank_free[self.bank(cfg, first, k)])
            .max()
            .unwrap_or(0)
    }

    /// Earliest cycle ≥ `t` with a free port (`t` never precedes an earlier start).
    #[inline]
    pub fn port_free(&self, cfg: &SpaceConfig, t: Cycle) -> Cycle {
        if t <= self.port_cycle && self.port_used >= cfg.ports {
            self.port_cycle + 1
        } else {
            t
        }
    }

    /// Records an access starting at `t`.
    #[inline(never)]
    pub fn start(&mut self, cfg: &SpaceConfig, addr: u64, bytes: u32, t: Cycle) {
        let (first, n) = self.banks(cfg, addr, bytes);
        for k in 0..n {
            let b = self.bank(cfg, first, k);
            self.bank_free[b] = t + cfg.bank_busy as u64;
        }
        self.count_port(t);
    }

    /// Where this space's core-access state lies, for compiled code that
    /// updates it in place as [`super::TimingModel::mem_access`] does; `None`
    /// unless the interleave and the bank count are powers of two (an
    /// access then touches one bank when its first and last byte shift
    /// to the same number). Valid for the model's life: the banks never
    /// grow and the spaces never move.
    pub fn raw(&mut self, cfg: &SpaceConfig, id: usize) -> Option<RawSpace> {
        let (shift, mask) = self.pow2?;
        Some(RawSpace {
            bank_free: self.bank_free.as_mut_ptr(),
            port_cycle: &mut self.port_cycle,
            port_used: &mut self.port_used,
            loaded: &mut self.loaded,
            stored: &mut self.stored,
            shift: shift as u64,
            mask,
            bank_busy: cfg.bank_busy as u64,
            ports: cfg.ports as u64,
            latency: cfg.latency as u64,
            id: id as u64,
        })
    }

    /// Adds `bytes` to the bytes in use.
    pub fn alloc(&mut self, bytes: u64) {
        self.in_use += bytes;
        self.peak = self.peak.max(self.in_use);
    }

    /// Removes `bytes` from the bytes in use (never below zero).
    pub fn free(&mut self, bytes: u64) {
        self.in_use = self.in_use.saturating_sub(bytes);
    }

    /// Appends the space's state relative to `now` (see [`super::memo`]): the
    /// ports used in cycle `now`, then the count of banks busy past `now`
    /// and each one's number and `bank_free − now`.
    pub(super) fn normalise(&self, now: Cycle, v: &mut Vec<u64>) {
        debug_assert!(self.port_cycle <= now);
        v.push(if self.port_cycle == now {
            self.port_used as u64
        } else {
            0
        });
        let at = v.len();
        v.push(0);
        for (b, &f) in self.bank_free.iter().enumerate() {
            if f > now {
                v.extend([b as u64, f - now]);
                v[at] += 1;
            }
        }
    }

    /// Whether [`Self::normalise`] at `now` would write exactly `v[i..j]`
    /// for some `j`, which it returns: the same words compared as they
    /// are made, with nothing written.
    pub(super) fn normalised_is(&self, now: Cycle, v: &[u64], i: usize) -> Option<usize> {
        debug_assert!(self.port_cycle <= now);
        let ports = if self.port_cycle == now {
            self.port_used as u64
        } else {
            0
        };
        if *v.get(i)? != ports {
            return None;
        }
        let (count, mut at) = (*v.get(i + 1)?, i + 2);
        let mut seen = 0;
        for (b, &f) in self.bank_free.iter().enumerate() {
            if f > now {
                if v.get(at..at + 2)? != [b as u64, f - now] {
                    return None;
                }
                (at, seen) = (at + 2, seen + 1);
            }
        }
        (seen == count).then_some(at)
    }

    /// Reads back what [`Self::normalise`] wrote at `v[i..]` as the state at
    /// `now`; returns the index after it.
    pub(super) fn materialise(&mut self, now: Cycle, v: &[u64], mut i: usize) -> usize {
        self.port_cycle = now;
        self.port_used = v[i] as u32;
        let n = v[i + 1] as usize;
        i += 2;
        self.bank_free.fill(0);
        for _ in 0..n {
            self.bank_free[v[i] as usize] = now + v[i + 1];
            i += 2;
        }
        i
    }
}
