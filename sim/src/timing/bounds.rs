//! What bounded each DMA transfer, cycle by cycle (`docs/timing.md`
//! § Bottlenecks): the cycles a transfer spends waiting for a channel, in
//! setup, in descriptor and burst overheads, and moving with its rate set
//! by its engine's bandwidth, its source's read bandwidth or its
//! destination's write bandwidth, summed per (engine, source, destination).
//! The DMA model charges the tally; the report (`super::report`) names its
//! lines and draws the verdict from them.

use super::Cycle;

/// The resource (or fixed cost) that held a transfer back in a cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// Accepted, waiting in the engine's FIFO for a free channel.
    Queued,
    /// The engine's `setup_latency`.
    Setup,
    /// Descriptor and burst overheads.
    Overhead,
    /// Moving at the engine's bandwidth share.
    Engine,
    /// Moving at the source space's read bandwidth share.
    Read,
    /// Moving at the destination space's write bandwidth share.
    Write,
}

/// Number of [`Bound`]s.
pub const BOUNDS: usize = 6;

/// The bound of a moving transfer from its three shares (bytes per cycle,
/// in any common unit): the smallest, ties going to the engine, then the
/// source, then the destination.
pub fn binding(engine: u128, read: u128, write: u128) -> Bound {
    if engine <= read && engine <= write {
        Bound::Engine
    } else if read <= write {
        Bound::Read
    } else {
        Bound::Write
    }
}

/// Transfer-cycles per [`Bound`] for each (engine, source, destination).
#[derive(Clone, Debug, Default)]
pub struct BoundTally {
    spaces: usize,
    /// Indexed `(engine * spaces + src) * spaces + dst`.
    cycles: Vec<[Cycle; BOUNDS]>,
    transfers: Vec<u64>,
}

/// One (engine, source, destination) line of the tally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoundLine {
    /// Engine index.
    pub engine: usize,
    /// Source space index.
    pub src: usize,
    /// Destination space index.
    pub dst: usize,
    /// Transfers completed.
    pub transfers: u64,
    /// Transfer-cycles per [`Bound`], in declaration order.
    pub cycles: [Cycle; BOUNDS],
}

impl BoundTally {
    /// An empty tally for `engines` engines and `spaces` spaces.
    pub fn new(engines: usize, spaces: usize) -> BoundTally {
        let n = engines * spaces * spaces;
        BoundTally {
            spaces,
            cycles: vec![[0; BOUNDS]; n],
            transfers: vec![0; n],
        }
    }

    fn slot(&self, engine: u32, src: u32, dst: u32) -> usize {
        (engine as usize * self.spaces + src as usize) * self.spaces + dst as usize
    }

    /// Charges `cycles` of a transfer on `engine` from `src` to `dst` to `bound`.
    pub fn add(&mut self, engine: u32, src: u32, dst: u32, bound: Bound, cycles: Cycle) {
        let i = self.slot(engine, src, dst);
        let c = &mut self.cycles[i][bound as usize];
        *c = c.saturating_add(cycles);
    }

    /// Counts a completed transfer.
    pub fn completed(&mut self, engine: u32, src: u32, dst: u32) {
        let i = self.slot(engine, src, dst);
        self.transfers[i] += 1;
    }

    /// Every line with a transfer or a charged cycle, in engine, source,
    /// destination order.
    pub fn lines(&self) -> Vec<BoundLine> {
        let n = self.spaces.max(1);
        (0..self.cycles.len())
            .filter(|&i| self.transfers[i] > 0 || self.cycles[i].iter().any(|&c| c > 0))
            .map(|i| BoundLine {
                engine: i / (n * n),
                src: i / n % n,
                dst: i % n,
                transfers: self.transfers[i],
                cycles: self.cycles[i],
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smallest_share_binds_and_ties_go_to_the_engine_then_the_source() {
        assert_eq!(binding(16, 4, 64), Bound::Read);
        assert_eq!(binding(16, 64, 8), Bound::Write);
        assert_eq!(binding(8, 64, 64), Bound::Engine);
        assert_eq!(binding(8, 8, 8), Bound::Engine);
        assert_eq!(binding(16, 8, 8), Bound::Read);
    }

    #[test]
    fn lines_are_kept_per_engine_and_space_pair() {
        let mut t = BoundTally::new(2, 3);
        t.add(1, 0, 2, Bound::Read, 7);
        t.add(1, 0, 2, Bound::Setup, 3);
        t.completed(1, 0, 2);
        let lines = t.lines();
        assert_eq!(lines.len(), 1);
        let l = lines[0];
        assert_eq!((l.engine, l.src, l.dst, l.transfers), (1, 0, 2, 1));
        assert_eq!(l.cycles, [0, 3, 0, 0, 7, 0]);
    }
}
