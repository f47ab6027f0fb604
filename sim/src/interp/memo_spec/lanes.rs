//! The lane runs of a specialised loop's vector ops (`super::vector`):
//! each op over a vector's `n` lanes runs as one over a fixed-size array
//! of `n` words, `n` a constant of its monomorphised copy
//! ([`by_lanes`]), so that the lanes are moved and computed without a
//! loop counter or a bounds test per lane.
//!
//! A run reads all its source lanes before it writes any result lane.
//! That is what the lanes one after another compute, since `fuse` only
//! merges the lanes of one instruction, whose result's words are either
//! a source's own (lane `k` then reads word `k` before writing it) or
//! apart from every source's.

use super::{Word, WORDS};

/// One op over a run of `L` lanes of the words; `None`, having changed
/// nothing, where a run would pass the words' end (which the builder
/// never gives).
pub(super) trait Lanes {
    fn run<const L: usize>(&mut self, w: &mut [u64; WORDS]) -> Option<()>;
}

/// Runs `op` over `n` lanes (1 to 16; `None` for any other count).
#[inline(always)]
pub(super) fn by_lanes(n: u8, op: &mut impl Lanes, w: &mut [u64; WORDS]) -> Option<()> {
    match n {
        1 => op.run::<1>(w),
        2 => op.run::<2>(w),
        3 => op.run::<3>(w),
        4 => op.run::<4>(w),
        5 => op.run::<5>(w),
        6 => op.run::<6>(w),
        7 => op.run::<7>(w),
        8 => op.run::<8>(w),
        9 => op.run::<9>(w),
        10 => op.run::<10>(w),
        11 => op.run::<11>(w),
        12 => op.run::<12>(w),
        13 => op.run::<13>(w),
        14 => op.run::<14>(w),
        15 => op.run::<15>(w),
        16 => op.run::<16>(w),
        _ => None,
    }
}

/// The `L` words from `at`.
#[inline(always)]
fn get<const L: usize>(w: &[u64; WORDS], at: Word) -> Option<[u64; L]> {
    w.get(at as usize..)?.first_chunk::<L>().copied()
}

/// Writes `x` over the `L` words from `at`.
#[inline(always)]
fn put<const L: usize>(w: &mut [u64; WORDS], at: Word, x: [u64; L]) -> Option<()> {
    *w.get_mut(at as usize..)?.first_chunk_mut::<L>()? = x;
    Some(())
}

/// Lane `k` of `dst` = lane `k` of `src` (a vector's move).
pub(super) struct Copy {
    pub(super) dst: Word,
    pub(super) src: Word,
}

impl Lanes for Copy {
    #[inline(always)]
    fn run<const L: usize>(&mut self, w: &mut [u64; WORDS]) -> Option<()> {
        put::<L>(w, self.dst, get::<L>(w, self.src)?)
    }
}

/// Every lane of `dst` = the word `src` (a scalar's broadcast).
pub(super) struct Splat {
    pub(super) dst: Word,
    pub(super) src: Word,
}

impl Lanes for Splat {
    #[inline(always)]
    fn run<const L: usize>(&mut self, w: &mut [u64; WORDS]) -> Option<()> {
        let x = *w.get(self.src as usize)?;
        put::<L>(w, self.dst, [x; L])
    }
}

/// Lane `k` of `dst` = `f(lane k of a, of b, of c)` (an fma's lanes).
pub(super) struct Three<F> {
    pub(super) dst: Word,
    pub(super) srcs: [Word; 3],
    pub(super) f: F,
}

impl<F: Fn(u64, u64, u64) -> u64> Lanes for Three<F> {
    #[inline(always)]
    fn run<const L: usize>(&mut self, w: &mut [u64; WORDS]) -> Option<()> {
        let [a, b, c] = self.srcs;
        let (x, y, z) = (get::<L>(w, a)?, get::<L>(w, b)?, get::<L>(w, c)?);
        let r: [u64; L] = std::array::from_fn(|k| (self.f)(x[k], y[k], z[k]));
        put::<L>(w, self.dst, r)
    }
}

/// A row's lanes of `N` bytes each read from `data` into `dst`: lane
/// `k` from byte `start + k * step`, keeping the bits in `mask`, as
/// `load_fast_row` decodes them.
pub(super) struct ReadRow<'d, const N: usize> {
    pub(super) data: &'d [u8],
    pub(super) start: usize,
    pub(super) step: usize,
    pub(super) mask: u64,
    pub(super) dst: Word,
}

impl<const N: usize> Lanes for ReadRow<'_, N> {
    #[inline(always)]
    fn run<const L: usize>(&mut self, w: &mut [u64; WORDS]) -> Option<()> {
        let end = (L - 1).checked_mul(self.step)?.checked_add(self.start)?;
        let data = self.data.get(..end.checked_add(N)?)?;
        let lane = |k: usize| {
            let mut raw = [0u8; 8];
            let at = self.start + k * self.step;
            raw[..N].copy_from_slice(&data[at..at + N]);
            u64::from_le_bytes(raw) & self.mask
        };
        put::<L>(w, self.dst, std::array::from_fn(lane))
    }
}

/// The low `N` bytes of each lane of `src` written into a row of `data`,
/// lane `k` at byte `start + k * step`, as `store_fast_row` encodes
/// them: all lanes or, where the last would pass `data`'s end, none.
pub(super) struct WriteRow<'d, const N: usize> {
    pub(super) data: &'d mut [u8],
    pub(super) start: usize,
    pub(super) step: usize,
    pub(super) src: Word,
}

impl<const N: usize> Lanes for WriteRow<'_, N> {
    #[inline(always)]
    fn run<const L: usize>(&mut self, w: &mut [u64; WORDS]) -> Option<()> {
        let x = get::<L>(w, self.src)?;
        let end = (L - 1).checked_mul(self.step)?.checked_add(self.start)?;
        let data = self.data.get_mut(..end.checked_add(N)?)?;
        for (k, x) in x.iter().enumerate() {
            let at = self.start + k * self.step;
            data[at..at + N].copy_from_slice(&x.to_le_bytes()[..N]);
        }
        Some(())
    }
}
