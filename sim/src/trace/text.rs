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

/// The line `#<t>\n` of the last timestamp, kept as text: times mostly
/// step by a few cycles, so the next line is usually the last one with its
/// final digits bumped. The text lives in whole words, read and written
/// whole (a byte store followed by a wider load of the same bytes stalls
/// the store buffer).
#[derive(Clone, Debug)]
pub(crate) struct Stamp {
    words: [u64; 4],
    len: usize,
    t: u64,
}

impl Stamp {
    /// The line of time 0.
    pub fn new() -> Stamp {
        let mut s = Stamp {
            words: [0; 4],
            len: 0,
            t: 0,
        };
        s.render(0);
        s
    }

    #[inline]
    fn digit(&self, i: usize) -> u8 {
        (self.words[i / 8] >> (8 * (i % 8))) as u8
    }

    /// Adds `d` (0..=10) to the digit at `i`; whether it carried.
    #[inline]
    fn bump(&mut self, i: usize, d: u8) -> bool {
        let v = self.digit(i) + d;
        let (v, carry) = if v > b'9' { (v - 10, true) } else { (v, false) };
        let sh = 8 * (i % 8);
        let w = &mut self.words[i / 8];
        *w = (*w & !(0xff << sh)) | (v as u64) << sh;
        carry
    }

    /// Makes it the line of `t`.
    #[inline]
    pub fn set(&mut self, t: u64) {
        let mut d = t.wrapping_sub(self.t);
        if d == 0 || d >= 1_000_000 {
            return self.render(t);
        }
        // Digit-wise addition of `d`, from the last digit up.
        let mut i = self.len - 2;
        let mut carry = false;
        while d > 0 || carry {
            if i == 0 {
                return self.render(t);
            }
            carry = self.bump(i, (d % 10) as u8 + carry as u8);
            d /= 10;
            i -= 1;
        }
        self.t = t;
    }

    #[cold]
    fn render(&mut self, t: u64) {
        let mut digits = [0u8; 44];
        let (i, end) = decimal_digits(&mut digits, t);
        let mut text = [0u8; 32];
        let n = end - i;
        text[0] = b'#';
        text[1..1 + n].copy_from_slice(&digits[i..end]);
        text[1 + n] = b'\n';
        for (w, c) in self.words.iter_mut().zip(text.chunks_exact(8)) {
            *w = u64::from_le_bytes(c.try_into().expect("8 bytes"));
        }
        self.len = n + 2;
        self.t = t;
    }

    /// The line as text.
    #[cfg(test)]
    fn text(&self) -> String {
        (0..self.len).map(|i| self.digit(i) as char).collect()
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

    /// Appends the timestamp line `s`.
    #[inline]
    pub fn stamp(&mut self, s: &Stamp) {
        for (k, w) in s.words.iter().enumerate() {
            let at = self.pos + 8 * k;
            self.buf[at..at + 8].copy_from_slice(&w.to_le_bytes());
        }
        self.pos += s.len;
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

    /// The destination (for the in-memory sink: the text so far).
    pub fn dest(&self) -> &W {
        &self.dest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(f: impl Fn(&mut TextOut<Vec<u8>>)) -> String {
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

    /// Stamps stepped by small and large amounts (carries across every
    /// digit, new digits) read as the times.
    #[test]
    fn stamps_follow_the_time() {
        let mut s = Stamp::new();
        let mut t = 0u64;
        for step in [
            1u64, 9, 3, 7, 9, 9, 9, 9, 1, 5, 1000, 9, 8, 7, 99_999_990, 9, 1, 1, 99, 901, 8999,
            999_999, 1_000_000, 10, 90, 11,
        ] {
            t += step;
            s.set(t);
            assert_eq!(s.text(), format!("#{t}\n"));
        }
        for t in [999, 1000, 1, u64::MAX - 3, u64::MAX] {
            s.set(t);
            assert_eq!(s.text(), format!("#{t}\n"));
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
