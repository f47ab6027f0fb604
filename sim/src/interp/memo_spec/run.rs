//! Running a memo'd loop's iterations in their specialised form
//! (`super`) on the machine: each entry's check and load of the words and
//! descriptors, the iterations, and the write-back where an iteration
//! declines. It lives apart from the form itself so that the memo's
//! tables, which the machine holds, name nothing of the machine.

use super::{Desc, Kind, Op, Spec, MAX_ACCESSES};
use crate::interp::word_ops::{float_op, int_op, read_le, write_le};
use crate::interp::Machine;
use crate::layout::Layout;
use crate::runtime::dma::Access;
use crate::runtime::Slot;
use crate::timing::{MemAccess, SpaceId, TraceSink};
use crate::value::fixed::narrow;
use crate::value::Value;

/// What an entry's iteration left undone.
enum Stop {
    /// The head's test ended the loop.
    Done,
    /// The memo ended the run (near `--max-cycles`, or given up).
    Left,
    /// Op `j` left the fast path.
    Declined(usize),
}

impl<S: TraceSink> Machine<'_, S> {
    /// Runs loop `li`, entered at its head `h`, in its specialised form
    /// when it has one and this entry's registers and memrefs fit it: the
    /// instruction the fast paths go on with, as
    /// [`Self::run_memo`] returns it; `None`, having changed nothing, when
    /// the entry must run on the ordinary fast paths.
    pub(in crate::interp) fn run_spec(&mut self, li: usize, h: usize, max: u64) -> Option<usize> {
        let mut spec = self.memo.loops[li].spec.take()?;
        let mut words = std::mem::take(&mut self.memo.words);
        let out = if self.resolve(&mut spec, &mut words) {
            spec.entries += 1;
            Some(self.iterate(li, h, max, &spec, &mut words))
        } else {
            None
        };
        self.memo.words = words;
        self.memo.loops[li].spec = Some(spec);
        out
    }

    /// Checks this entry's registers and memrefs against `spec` and loads
    /// the words and descriptors; `false` when they do not fit.
    fn resolve(&self, spec: &mut Spec, words: &mut Vec<u64>) -> bool {
        let n = self.fun.num_regs as usize;
        if words.len() < n {
            words.resize(n, 0);
        }
        let regs = self.frame_regs();
        for &(r, k) in &spec.live_in {
            match regs.get(r as usize).and_then(|s| k.word(s)) {
                Some(w) => words[r as usize] = w,
                None => return false,
            }
        }
        for d in &mut spec.descs {
            let Some(Slot::M(m)) = regs.get(d.mem as usize) else {
                return false;
            };
            let Layout::Strided { offset, strides } = &m.layout else {
                return false;
            };
            if d.n != m.shape.len() || m.elem.vector {
                return false;
            }
            d.rank = 0;
            for (&n, &s) in m.shape.iter().zip(strides) {
                d.dims[d.rank] = (n, s);
                d.rank += 1;
            }
            let buf = &self.mem.bufs[m.buf as usize];
            let size = m.elem.size as u64;
            if !buf.live || !self.core_access(buf.space.0) || size > 8 {
                return false;
            }
            if let Some(elem) = d.elem {
                // A load reads 1, 2, 4 or 8 bytes as its destination's kind.
                let fits = Kind::of_scalar(m.elem.scalar) == Some(elem);
                if !fits || !matches!(size, 1 | 2 | 4 | 8) {
                    return false;
                }
            }
            (d.buf, d.offset, d.size) = (m.buf, *offset, size);
            (d.len, d.base, d.space) = (buf.data.len(), buf.base, buf.space.0);
        }
        spec.dma_idle = self.dma.idle();
        true
    }

    /// The iterations of one entry (see [`Self::run_memo`]).
    fn iterate(&mut self, li: usize, h: usize, max: u64, spec: &Spec, w: &mut [u64]) -> usize {
        let key = (self.base, self.blocking);
        let kinds = || {
            (spec.descs.iter())
                .map(|d| (d.space, d.size as u32))
                .collect()
        };
        let mut addrs = [0u64; MAX_ACCESSES];
        let mut full = false;
        let stop = loop {
            if !narrow::cmp(spec.pred, w[spec.iv as usize], w[spec.ub as usize], spec.w) {
                break Stop::Done;
            }
            if let Err(j) = self.iteration(spec, w, &mut addrs) {
                break Stop::Declined(j);
            }
            full = true;
            self.count_steps(1 + spec.ops.len());
            let n = spec.descs.len();
            let l = &mut self.memo.loops[li];
            if l.follow(&self.timing, &addrs[..n]) {
                continue;
            }
            if !l.step(&mut self.timing, key, kinds, &addrs[..n], max) {
                break Stop::Left;
            }
        };
        let upto = |j: usize| if full { spec.ops.len() } else { j };
        match stop {
            Stop::Done => {
                self.write_back(spec, w, upto(0));
                self.memo.loops[li].leave(&mut self.timing);
                h
            }
            Stop::Left => {
                self.write_back(spec, w, upto(0));
                h
            }
            Stop::Declined(j) => {
                self.count_steps(1 + j);
                self.write_back(spec, w, upto(j));
                self.memo.accs.clear();
                let made = spec.descs.iter().filter(|d| (d.pc as usize) < h + 1 + j);
                for (d, &addr) in made.zip(&addrs) {
                    self.memo.accs.push(MemAccess {
                        space: SpaceId(d.space),
                        addr,
                        bytes: d.size as u32,
                        is_store: d.store,
                    });
                }
                self.decline(li, h, h + 1 + j);
                h + 1 + j
            }
        }
    }

    /// One iteration's ops after the head, its accesses' addresses in
    /// `addrs`; `Err(j)` where op `j` leaves the fast path, having changed
    /// nothing.
    #[inline(always)]
    fn iteration(&mut self, spec: &Spec, w: &mut [u64], addrs: &mut [u64]) -> Result<(), usize> {
        for (j, op) in spec.ops.iter().enumerate() {
            match *op {
                Op::Add { mask, dst, a, b } => {
                    w[dst as usize] = w[a as usize].wrapping_add(w[b as usize]) & mask;
                }
                Op::Mul { mask, dst, a, b } => {
                    w[dst as usize] = w[a as usize].wrapping_mul(w[b as usize]) & mask;
                }
                Op::Bin {
                    op,
                    w: n,
                    dst,
                    a,
                    b,
                } => {
                    w[dst as usize] = int_op(op, w[a as usize], w[b as usize], n).ok_or(j)?;
                }
                Op::Cmp {
                    pred,
                    w: n,
                    dst,
                    a,
                    b,
                } => {
                    w[dst as usize] = narrow::cmp(pred, w[a as usize], w[b as usize], n) as u64;
                }
                Op::Resize {
                    signed,
                    w: n,
                    tw,
                    dst,
                    a,
                } => {
                    let x = w[a as usize];
                    w[dst as usize] = if signed {
                        narrow::extsi(x, n, tw)
                    } else {
                        narrow::trunci(x, tw)
                    };
                }
                Op::Float {
                    op,
                    wide,
                    dst,
                    a,
                    b,
                } => {
                    let k = if wide { Kind::F64 } else { Kind::F32 };
                    let (x, y) = (k.scalar(w[a as usize]), k.scalar(w[b as usize]));
                    let r = float_op(op, x, y).and_then(|r| k.word(&Slot::V(Value::Scalar(r))));
                    w[dst as usize] = r.ok_or(j)?;
                }
                Op::Move { dst, src } => w[dst as usize] = w[src as usize],
                Op::Const { dst, bits } => w[dst as usize] = bits,
                Op::Load { dst, elem, at } => {
                    let d = &spec.descs[at as usize];
                    let (start, bytes) = self.spec_place(spec, d, w).ok_or(j)?;
                    let data = &self.mem.bufs[d.buf as usize].data[bytes];
                    let raw = read_le(data).expect("1, 2, 4 or 8 bytes");
                    w[dst as usize] = match elem {
                        Kind::Int(n) => raw & narrow::mask(n),
                        Kind::Index | Kind::F64 => raw,
                        Kind::F32 => raw as u32 as u64,
                    };
                    addrs[at as usize] = d.base + start;
                }
                Op::Store { val, at } => {
                    let d = &spec.descs[at as usize];
                    let (start, bytes) = self.spec_place(spec, d, w).ok_or(j)?;
                    let raw = w[val as usize];
                    write_le(&mut self.mem.bufs[d.buf as usize].data[bytes], raw);
                    addrs[at as usize] = d.base + start;
                }
                Op::Decline => return Err(j),
            }
        }
        Ok(())
    }

    /// Where access `d` goes in this iteration, as `place_with` finds it:
    /// the element's first byte in its buffer and its byte range; `None`
    /// where it would fault or race.
    #[inline(always)]
    fn spec_place(
        &self,
        spec: &Spec,
        d: &Desc,
        w: &[u64],
    ) -> Option<(u64, std::ops::Range<usize>)> {
        let mut off = d.offset;
        for (&(r, sext), &(n, s)) in d.idx.iter().zip(&d.dims[..d.rank]) {
            let x = w[r as usize];
            let i = match sext {
                Some(from) => narrow::sext(x, from),
                None => x as i64,
            };
            if i < 0 || i >= n {
                return None;
            }
            off += i * s;
        }
        let start = off as u64 * d.size;
        let (lo, hi) = (start as usize, (start + d.size) as usize);
        if lo > hi || hi > d.len {
            return None;
        }
        if !spec.dma_idle {
            let access = if d.store { Access::Write } else { Access::Read };
            let op = self.fun.origin[d.pc as usize];
            self.dma
                .check_access(d.buf, start, d.size, access, op)
                .ok()?;
        }
        Some((start, lo..hi))
    }

    /// Writes the words of the registers ops `..upto` write back into the
    /// register file, as the fast paths would have left them.
    fn write_back(&mut self, spec: &Spec, w: &[u64], upto: usize) {
        let base = self.base as usize;
        for &(r, k, first) in &spec.dsts {
            if first < upto {
                self.regs[base + r as usize] = Slot::V(Value::Scalar(k.scalar(w[r as usize])));
            }
        }
    }
}
