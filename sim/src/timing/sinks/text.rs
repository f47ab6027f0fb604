//! The text side of the streaming trace writers: one large output buffer
//! handed to the destination in big chunks, and number formatting that
//! neither allocates nor goes through `fmt` (a traced run writes hundreds
//! of millions of numbers, so each must cost a few nanoseconds).
//!
//! Writes of up to 8 or 16 bytes copy a whole word and advance by the
//! length that counts; [`TextOut::reserve`] keeps that slack free.

use std::io::{self, Write};

/// Bytes gathered before they go to the destination in one `write_all`.
const CHUNK: usize = 1 << 20;
/// Room past a write that word-sized copies may scribble on.
const SLACK: usize = 32;

/// `"00" "01" … "99"`.
const DEC: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// For each byte, its 8 bits as `'0'`/`'1'`, most significant first, as a
/// little-endian word (the first character in the low byte).
const BITS8: [u64; 256] = bits8();

const fn bits8() -> [u64; 256] {
    let mut t = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut w = 0u64;
        let mut j = 0;
        while j < 8 {
            let bit = (b >> (7 - j)) & 1;
            w |= ((b'0' as u64) + bit as u64) << (8 * j);
            j += 1;
        }
        t[b] = w;
        b += 1;
    }
    t
}

/// Timestamp lines `#<t>\n`. Times rise slowly, so the line is the text of
/// `t / 10000`, kept ready, then `t % 10000` as four digits from a table:
/// no division loop and no byte-by-byte work per line.
#[derive(Clone, Debug)]
pub(crate) struct Stamp {
    /// `#` and the digits of `hi`, in 24 bytes.
    prefix: [u8; 24],
    len: usize,
    hi: u64,
}

/// `"00"` … `"99"` as little-endian 16-bit words.
const DEC2: [u16; 100] = dec2();

const fn dec2() -> [u16; 100] {
    let mut t = [0u16; 100];
    let mut i = 0;
    while i < 100 {
        t[i] = (b'0' as u16 + (i / 10) as u16) | (b'0' as u16 + (i % 10) as u16) << 8;
        i += 1;
    }
    t
}

impl Stamp {
    /// No line written yet.
    pub fn new() -> Stamp {
        Stamp {
            prefix: [0; 24],
            len: 0,
            hi: u64::MAX,
        }
    }

    #[cold]
    fn set_hi(&mut self, hi: u64) {
        let mut digits = [0u8; 44];
        let (i, end) = decimal_digits(&mut digits, hi);
        self.prefix[0] = b'#';
        self.prefix[1..1 + end - i].copy_from_slice(&digits[i..end]);
        self.len = 1 + end - i;
        self.hi = hi;
    }
}

/// Writes `v`'s decimal digits into `tmp`, ending at index 20; returns
/// `(first, 20)`.
#[inline]
fn decimal_digits(tmp: &mut [u8; 44], mut v: u64) -> (usize, usize) {
    let mut i = 20;
    while v >= 100 {
        let r = (v % 100) as usize * 2;
        v /= 100;
        i -= 2;
        tmp[i..i + 2].copy_from_slice(&DEC[r..r + 2]);
    }
    if v >= 10 {
        i -= 2;
        let r = v as usize * 2;
        tmp[i..i + 2].copy_from_slice(&DEC[r..r + 2]);
    } else {
        i -= 1;
        tmp[i] = b'0' + v as u8;
    }
    (i, 20)
}

/// The output buffer and its destination. The first write error is kept
/// (the sink calls cannot return it) and reported by [`TextOut::finish`];
/// nothing more is written after it.
#[derive(Debug)]
pub(crate) struct TextOut<W: Write> {
    buf: Vec<u8>,
    pos: usize,
    dest: W,
    error: Option<io::Error>,
}

impl<W: Write> TextOut<W> {
    /// An empty buffer in front of `dest`.
    pub fn new(dest: W) -> TextOut<W> {
        TextOut {
            buf: Vec::new(),
            pos: 0,
            dest,
            error: None,
        }
    }

    /// Makes room for `n` more bytes (plus the slack word writes need),
    /// handing the buffer to the destination when it is full.
    #[inline]
    pub fn reserve(&mut self, n: usize) {
        if self.pos + n + SLACK > self.buf.len() {
            self.make_room(n);
        }
    }

    #[cold]
    fn make_room(&mut self, n: usize) {
        if self.pos >= CHUNK || self.pos + n + SLACK > CHUNK + SLACK {
            self.write_out();
        }
        let want = (CHUNK + SLACK).max(self.pos + n + SLACK);
        if self.buf.len() < want {
            self.buf.resize(want, 0);
        }
    }

    /// Hands what is buffered to the destination.
    pub fn write_out(&mut self) {
        if self.error.is_none() && self.pos > 0 {
            if let Err(e) = self.dest.write_all(&self.buf[..self.pos]) {
                self.error = Some(e);
            }
        }
        self.pos = 0;
    }

    /// Appends the low `n` (at most 8) bytes of `word`, first byte lowest.
    #[inline]
    pub fn word(&mut self, word: u64, n: usize) {
        self.buf[self.pos..self.pos + 8].copy_from_slice(&word.to_le_bytes());
        self.pos += n;
    }

    /// Stores the low `n` (at most 8) bytes of `word` and keeps them only
    /// if `keep`: no branch on data the caller cannot predict.
    #[inline]
    pub fn word_if(&mut self, word: u64, n: usize, keep: bool) {
        self.buf[self.pos..self.pos + 8].copy_from_slice(&word.to_le_bytes());
        self.pos += n * keep as usize;
    }

    /// Where the next byte goes, for [`Self::rewind`].
    #[inline]
    pub fn mark(&self) -> usize {
        self.pos
    }

    /// Takes back what was appended since `mark` (with no `reserve` in
    /// between, which may have written it out).
    #[inline]
    pub fn rewind(&mut self, mark: usize) {
        self.pos = mark;
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) {
        self.buf[self.pos] = b;
        self.pos += 1;
    }

    /// Appends `bytes` (reserved beforehand).
    #[inline]
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.buf[self.pos..self.pos + bytes.len()].copy_from_slice(bytes);
        self.pos += bytes.len();
    }

    /// Appends `v` in decimal (at most 20 bytes; a 24-byte copy, within
    /// the slack).
    #[inline]
    pub fn decimal(&mut self, v: u64) {
        let mut tmp = [0u8; 44];
        let (i, end) = decimal_digits(&mut tmp, v);
        self.buf[self.pos..self.pos + 24].copy_from_slice(&tmp[i..i + 24]);
        self.pos += end - i;
    }

    /// Appends the timestamp line of `t` (at most 32 bytes): the cached
    /// prefix, then four digits and the newline as one word, with a single
    /// bounds check.
    #[inline(always)]
    pub fn stamp(&mut self, s: &mut Stamp, t: u64) {
        let hi = t / 10_000;
        if hi == 0 {
            return self.small_stamp(t);
        }
        if hi != s.hi {
            s.set_hi(hi);
        }
        let lo = (t - hi * 10_000) as usize;
        let tail =
            DEC2[lo / 100 % 100] as u64 | (DEC2[lo % 100] as u64) << 16 | (b'\n' as u64) << 32;
        let len = s.len.min(24);
        let out = &mut self.buf[self.pos..self.pos + 32];
        out[..24].copy_from_slice(&s.prefix);
        out[len..len + 8].copy_from_slice(&tail.to_le_bytes());
        self.pos += len + 5;
    }

    /// The timestamp line of a time below 10^4, without leading zeros.
    #[cold]
    fn small_stamp(&mut self, t: u64) {
        self.byte(b'#');
        self.decimal(t);
        self.byte(b'\n');
    }

    /// Appends `v` in binary without leading zeros (`0` for zero; at most
    /// 64 bytes, reserved beforehand).
    #[inline]
    pub fn bits(&mut self, v: u64) {
        if v == 0 {
            self.byte(b'0');
            return;
        }
        let n = 64 - v.leading_zeros() as usize;
        let top = (n - 1) / 8;
        let k = n - 8 * top;
        self.word(BITS8[(v >> (8 * top)) as u8 as usize] >> (8 * (8 - k)), k);
        for b in (0..top).rev() {
            self.word(BITS8[(v >> (8 * b)) as u8 as usize], 8);
        }
    }

    /// Appends all 64 bits of `v`, most significant first.
    pub fn bits64(&mut self, v: u64) {
        for b in (0..8).rev() {
            self.word(BITS8[(v >> (8 * b)) as u8 as usize], 8);
        }
    }

    /// Writes out the rest; returns the destination, or the first error.
    pub fn finish(mut self) -> io::Result<W> {
        self.write_out();
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.dest.flush()?;
        Ok(self.dest)
    }

    /// Writes out the rest and flushes the destination, keeping it.
    pub fn flush(&mut self) -> io::Result<()> {
        self.write_out();
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.dest.flush()
    }
}

impl TextOut<Vec<u8>> {
    /// Writes out the rest, then copies the whole text to `w` (what an
    /// in-memory sink's `write_to` does).
    pub fn copy_to(&mut self, mut w: impl Write) -> io::Result<()> {
        self.flush()?;
        w.write_all(&self.dest)?;
        w.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(mut f: impl FnMut(&mut TextOut<Vec<u8>>)) -> String {
        let mut t = TextOut::new(Vec::new());
        t.reserve(200);
        f(&mut t);
        String::from_utf8(t.finish().unwrap()).unwrap()
    }

    /// Decimal and binary forms agree with `fmt` at the edges of each width.
    #[test]
    fn numbers_match_fmt() {
        let mut vals = vec![0u64, 1, 9, 10, 99, 100, 101, 999, u64::MAX, 1 << 63];
        vals.extend((0..64).map(|k| 1u64 << k));
        vals.extend((1..64).map(|k| (1u64 << k) - 1));
        vals.extend((0..20).map(|k| 10u64.pow(k)));
        vals.extend((1..20).map(|k| 10u64.pow(k) - 1));
        for v in vals {
            assert_eq!(text(|t| t.decimal(v)), v.to_string());
            assert_eq!(text(|t| t.bits(v)), format!("{v:b}"));
            assert_eq!(text(|t| t.bits64(v)), format!("{v:064b}"));
        }
    }

    /// Stamp lines read as their times: small and large steps, across the
    /// 10^4 boundary and the widths of `u64`.
    #[test]
    fn stamps_follow_the_time() {
        let mut s = Stamp::new();
        let mut times = vec![
            0u64, 1, 9, 10, 99, 9_999, 10_000, 10_001, 10_099, 10_100, 19_999,
        ];
        times.extend([20_000, 99_999_990, 99_999_999, 100_000_000, 100_000_001]);
        times.extend([u64::MAX - 10_001, u64::MAX - 3, u64::MAX, 5, 123_456_789]);
        for t in times {
            assert_eq!(text(|o| o.stamp(&mut s, t)), format!("#{t}\n"));
        }
    }

    /// Text larger than a chunk arrives whole and in order.
    #[test]
    fn chunks_arrive_in_order() {
        let mut t = TextOut::new(Vec::new());
        let mut want = String::new();
        for i in 0..300_000u64 {
            t.reserve(24);
            t.decimal(i);
            t.byte(b'\n');
            want.push_str(&format!("{i}\n"));
        }
        assert_eq!(String::from_utf8(t.finish().unwrap()).unwrap(), want);
    }
}
