//! A small deterministic generator for the tests that make random
//! kernels: the same seed gives the same kernel, so failures reproduce.

/// A small deterministic generator (SplitMix64), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A signed value of `width` bits, biased toward the edges where carries
    /// and sign bits matter.
    pub fn int(&mut self, width: u32) -> i128 {
        if width == 1 {
            // `i1` literals are written 0 and 1.
            return (self.next() % 2) as i128;
        }
        let w = width.min(127);
        let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
        match self.next() % 6 {
            0 => min,
            1 => max,
            2 => -1,
            3 => ((self.next() % 5) as i128).min(max),
            _ => {
                let raw = ((self.next() as i128) << 64) | self.next() as i128;
                // Sign-extend the low `w` bits.
                (raw << (128 - w)) >> (128 - w)
            }
        }
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
}
