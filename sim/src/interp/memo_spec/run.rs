//! Running a memo'd loop's iterations in their specialised form
//! (`super`) on the machine: each entry's check and load of the words and
//! descriptors, the iterations, and the write-back where an iteration
//! declines. It lives apart from the form itself so that the memo's
//! tables, which the machine holds, name nothing of the machine.

use super::lanes::{by_lanes, Copy, ReadRow, Splat, Three, WriteRow};
use super::op::Op;
use super::{lanes_of, lean, pair, walk, Desc, Held, Ix, Kind, Spec, Word, MAX_ACCESSES, WORDS};
use crate::interp::memo::MemoLoops;
use crate::interp::word_ops::{float_op, int_op};
use crate::interp::{count_steps, Machine};
use crate::layout::Layout;
use crate::runtime::dma::Access;
use crate::runtime::dma::DmaState;
use crate::runtime::memory::{packs_lanes, Buffer};
use crate::runtime::Progress;
use crate::runtime::Slot;
use crate::timing::{MemAccess, SpaceId, TimingModel, TraceSink};
use crate::value::fixed::narrow;
use crate::value::nan;
use crate::value::ops::{fma_f32, fma_f64};
use crate::value::{Value, VectorValue};
use rmlir_ir::registry::IntBinOp;
use rmlir_ir::OpId;

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
        words.resize(WORDS, 0);
        let w: &mut [u64; WORDS] = (&mut words[..]).try_into().expect("WORDS words");
        let out = if self.resolve(&mut spec, w) {
            self.iterate(li, h, max, &spec, w)
        } else {
            None
        };
        spec.entries += out.is_some() as u64;
        self.memo.words = words;
        self.memo.loops[li].spec = Some(spec);
        out
    }

    /// Checks this entry's registers and memrefs against `spec` and loads
    /// the words and descriptors; `false` when they do not fit.
    fn resolve(&self, spec: &mut Spec, words: &mut [u64; WORDS]) -> bool {
        let regs = self.frame_regs();
        for h in &spec.live_in {
            if !regs
                .get(h.reg as usize)
                .is_some_and(|s| held_words(h, s, words))
            {
                return false;
            }
        }
        for d in &mut spec.descs[..spec.accesses] {
            let Some(Slot::M(m)) = regs.get(d.mem as usize) else {
                return false;
            };
            let Layout::Strided { offset, strides } = &m.layout else {
                return false;
            };
            if d.rank != m.shape.len() || strides.len() != d.rank || m.elem.vector {
                return false;
            }
            for (ix, (&n, &s)) in d.ix.iter_mut().zip(m.shape.iter().zip(strides)) {
                if n < 0 {
                    return false;
                }
                (ix.size, ix.stride) = (n as u64, s);
            }
            let buf = &self.mem.bufs[m.buf as usize];
            let size = m.elem.size as u64;
            if !buf.live || !self.core_access(buf.space.0) || size != d.bytes {
                return false;
            }
            if let Some(elem) = d.elem {
                // A load reads 1, 2, 4 or 8 bytes as its destination's kind
                // (and a row stores its register's lanes as the elements'
                // kind).
                let fits = Kind::of_scalar(m.elem.scalar) == Some(elem);
                if !fits || !matches!(size, 1 | 2 | 4 | 8) {
                    return false;
                }
            }
            if d.lanes > 0 && packs_lanes(m) {
                // A row of narrow lanes packed bit by bit: the general path.
                return false;
            }
            (d.buf, d.offset, d.size) = (m.buf, *offset, size);
            let elems = buf.data.len() as u64 / size;
            (d.elems, d.base, d.space) = (elems, buf.base, buf.space.0);
        }
        let descs = &mut spec.descs[..spec.accesses];
        spec.bufs.clear();
        spec.bufs.extend(descs.iter().map(|d| d.buf));
        spec.bufs.sort_unstable();
        spec.bufs.dedup();
        for d in descs {
            let Ok(v) = spec.bufs.binary_search(&d.buf) else {
                return false;
            };
            d.view = v;
        }
        spec.dma_idle = self.dma.idle();
        true
    }

    /// The iterations of one entry (see [`Self::run_memo`]); `None`,
    /// having changed nothing, where the entry must run on the fast
    /// paths after all.
    fn iterate(
        &mut self,
        li: usize,
        h: usize,
        max: u64,
        spec: &Spec,
        w: &mut [u64; WORDS],
    ) -> Option<usize> {
        let (stop, full, addrs) = self.entry(li, max, spec, w)?;
        let upto = |first: usize| if full { spec.ops.len() } else { first };
        Some(match stop {
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
                // Op `j` is one of instruction `h + 1 + i`'s, whose first
                // op is `first`: none of its ops has changed what is
                // given back.
                let (i, first) = spec.inst_of.get(j).copied().unwrap_or_default();
                let (j, first) = (i as usize, first as usize);
                self.count_steps(1 + j);
                self.write_back(spec, w, upto(first));
                self.memo.accs.clear();
                let made = spec.descs().iter().filter(|d| (d.pc as usize) < h + 1 + j);
                for (d, &addr) in made.zip(&addrs) {
                    self.memo.accs.push(MemAccess {
                        space: SpaceId(d.space),
                        addr,
                        bytes: d.access_bytes(),
                        is_store: d.store,
                    });
                }
                self.decline(li, h, h + 1 + j);
                h + 1 + j
            }
        })
    }

    /// Runs the iterations of one entry until one stops it, with the
    /// machine's buffers, memo and model borrowed apart for the whole
    /// entry (see [`Views`]): how it stopped, whether an iteration
    /// completed, and the accesses' addresses of the last one run.
    /// `None`, having changed nothing, where the entry must run on the
    /// fast paths after all.
    fn entry(
        &mut self,
        li: usize,
        max: u64,
        spec: &Spec,
        w: &mut [u64; WORDS],
    ) -> Option<(Stop, bool, [u64; MAX_ACCESSES])> {
        let key = (self.base, self.blocking);
        let Machine {
            mem,
            dma,
            fun,
            memo,
            timing,
            steps,
            progress,
            ..
        } = self;
        let mut at = Views {
            views: views(&mut mem.bufs, &spec.bufs)?,
            dma,
            origin: &fun.origin,
            idle: spec.dma_idle,
            runs: [walk::Run::default(); MAX_ACCESSES],
        };
        if !at.hoisted(spec, w) {
            return None;
        }
        let mut it = Iterating {
            memo,
            timing,
            steps,
            progress,
            li,
            key,
            max,
            addrs: [0u64; MAX_ACCESSES],
            full: false,
        };
        // The iterations whose accesses are placed by their strides, then
        // the rest, each in a loop of its own (one copy of the ops' match
        // in each, as the loop had before).
        let mut walked = walk::prefix(spec, w, &mut at.runs);
        let stop = loop {
            let ran = match walked {
                0 => it.run::<false>(&mut at, spec, w, &mut walked),
                _ => {
                    let ran = it.run::<true>(&mut at, spec, w, &mut walked);
                    let declined = match ran {
                        Some(Stop::Declined(j)) => Some(j),
                        _ => None,
                    };
                    // Walked iterations ran without their dropped index
                    // ops: their words, as those iterations left them.
                    lean::restore(spec, w, it.full, declined);
                    ran
                }
            };
            if let Some(stop) = ran {
                break stop;
            }
        };
        Some((stop, it.full, it.addrs))
    }

    /// Writes the words of the registers ops `..upto` write back into the
    /// register file, as the fast paths would have left them.
    fn write_back(&mut self, spec: &Spec, w: &[u64; WORDS], upto: usize) {
        for (h, first) in &spec.dsts {
            if *first < upto {
                self.give_back(h, w);
            }
        }
    }

    /// Writes the words of held register `h` back into it: a scalar, or
    /// a vector of its shape (over the lanes of the vector the register
    /// holds when it has that shape, else a new one).
    fn give_back(&mut self, h: &Held, w: &[u64; WORDS]) {
        let (r, at) = (h.reg, h.at as usize);
        let slot = self.base as usize + r as usize;
        let Some(shape) = &h.shape else {
            self.regs[slot] = Slot::V(Value::Scalar(h.kind.scalar(w[at])));
            return;
        };
        let Some(lanes) = w.get(at..at + lanes_of(shape)) else {
            return;
        };
        let v = match self.take_vector(r, shape) {
            Some(mut v) => {
                let filled =
                    v.try_fill_lanes(|j| lanes.get(j).map(|&x| h.kind.scalar(x)).ok_or(()));
                filled.ok().map(|()| v)
            }
            None => None,
        };
        let v = v.or_else(|| {
            let elems = lanes.iter().map(|&x| Value::Scalar(h.kind.scalar(x)));
            VectorValue::new(shape.to_vec(), elems.collect()).ok()
        });
        if let Some(v) = v {
            self.regs[slot] = Slot::V(Value::Vector(v));
        }
    }
}

/// What an entry's iterations step besides their words and buffers
/// ([`Views`]): the memo and the model, borrowed apart for the entry, and
/// what the last iteration left.
struct Iterating<'m, S: TraceSink> {
    memo: &'m mut MemoLoops,
    timing: &'m mut TimingModel<S>,
    steps: &'m mut u64,
    progress: &'m Option<Progress>,
    li: usize,
    key: (u32, bool),
    max: u64,
    /// The accesses' addresses of the last iteration run.
    addrs: [u64; MAX_ACCESSES],
    /// Whether an iteration completed.
    full: bool,
}

impl<S: TraceSink> Iterating<'_, S> {
    /// Runs iterations until one stops the entry (how), or, with `WALK`,
    /// until the `walked` iterations [`walk::prefix`] proved have run
    /// (`None`): each one's ops, its steps counted, and its timing by
    /// the plan armed or the memo.
    #[inline(always)]
    fn run<const WALK: bool>(
        &mut self,
        at: &mut Views,
        spec: &Spec,
        w: &mut [u64; WORDS],
        walked: &mut u64,
    ) -> Option<Stop> {
        let n = spec.accesses;
        let kinds = || {
            (spec.descs().iter())
                .map(|d| (d.space, d.access_bytes()))
                .collect()
        };
        loop {
            if WALK && *walked == 0 {
                return None;
            }
            if !spec.more(w) {
                return Some(Stop::Done);
            }
            if WALK {
                if self.memo.loops[self.li].wants_promise() {
                    let (addrs, strides) = at.walks(spec);
                    let l = &mut self.memo.loops[self.li];
                    l.promise(&addrs[..n], &strides[..n], *walked);
                }
                let free = self.memo.loops[self.li].free_ahead().min(*walked);
                if free > 1 {
                    if let Some(stop) = self.run_free(at, spec, w, walked, free) {
                        return Some(stop);
                    }
                    continue;
                }
                *walked -= 1;
            }
            let ran = at.iteration::<WALK>(spec, w, &mut self.addrs);
            if WALK {
                at.walked_addrs(spec, &mut self.addrs);
            }
            if let Err(j) = ran {
                return Some(Stop::Declined(j));
            }
            self.full = true;
            count_steps(self.steps, 1 + spec.insts, self.progress, self.timing);
            let l = &mut self.memo.loops[self.li];
            if l.follow(self.timing, &self.addrs[..n]) {
                continue;
            }
            if !l.step(self.timing, self.key, kinds, &self.addrs[..n], self.max) {
                return Some(Stop::Left);
            }
        }
    }
}

impl<S: TraceSink> Iterating<'_, S> {
    /// Runs up to `k` walked iterations (at most as many as the plan
    /// armed counts from the promise alone, [`MemoLoops`]'
    /// `free_ahead`, and as [`walk::prefix`] proved) with nothing but
    /// their ops, the head's test and their steps between them, then
    /// counts those completed along the plan at once: the plan would
    /// have counted each without reading its addresses, so the timing is
    /// the same, and each iteration's words, accesses and steps are
    /// those [`Self::run`] makes. How the entry stopped, if it did.
    #[inline(always)]
    fn run_free(
        &mut self,
        at: &mut Views,
        spec: &Spec,
        w: &mut [u64; WORDS],
        walked: &mut u64,
        k: u64,
    ) -> Option<Stop> {
        let mut done = 0;
        let stop = loop {
            if done == k {
                break None;
            }
            if !spec.more(w) {
                break Some(Stop::Done);
            }
            if let Err(j) = at.iteration::<true>(spec, w, &mut self.addrs) {
                at.walked_addrs(spec, &mut self.addrs);
                break Some(Stop::Declined(j));
            }
            count_steps(self.steps, 1 + spec.insts, self.progress, self.timing);
            done += 1;
        };
        self.full |= done > 0;
        *walked -= done;
        self.memo.loops[self.li].count_free(done);
        stop
    }
}

/// Loads the words of held register `h` from `slot`, its register: a
/// scalar of its kind, or a vector of its shape whose lanes all are;
/// `false` where the register holds anything else.
fn held_words(h: &Held, slot: &Slot, w: &mut [u64; WORDS]) -> bool {
    let at = h.at as usize;
    match (&h.shape, slot) {
        (None, s) => h.kind.word(s).map(|x| w[at] = x).is_some(),
        (Some(shape), Slot::V(Value::Vector(v))) if v.shape() == &shape[..] => {
            let Some(out) = w.get_mut(at..at + v.elements().len()) else {
                return false;
            };
            let mut lanes = out.iter_mut().zip(v.elements());
            lanes.all(|(o, e)| h.kind.lane(e).map(|x| *o = x).is_some())
        }
        _ => false,
    }
}

/// The machine's parts an entry's iterations read and write, borrowed
/// apart from the rest (the memo and the model, which each iteration's
/// step uses) for the whole entry: the bytes of each buffer the
/// accesses name, taken out of their `Bytes` once per entry rather than
/// once per access, and what the race check of a transfer in flight
/// reads.
struct Views<'m> {
    /// Buffer `spec.bufs[k]`'s bytes at `k` ([`Desc::view`]).
    views: [&'m mut [u8]; MAX_ACCESSES],
    dma: &'m DmaState,
    origin: &'m [OpId],
    /// Whether no transfer is in flight.
    idle: bool,
    /// Each access's running byte offset and stride, for the iterations
    /// [`walk::prefix`] proved in range.
    runs: walk::Runs,
}

/// The bytes of buffers `ids` (ascending, each once, at most
/// [`MAX_ACCESSES`]) of `bufs`, in that order; `None` where an id is
/// not a buffer.
fn views<'m>(bufs: &'m mut [Buffer], ids: &[u32]) -> Option<[&'m mut [u8]; MAX_ACCESSES]> {
    let mut out: [&'m mut [u8]; MAX_ACCESSES] = Default::default();
    let mut rest = bufs;
    let mut first = 0usize;
    for (v, &id) in out.iter_mut().zip(ids) {
        let skip = (id as usize).checked_sub(first)?;
        let (b, tail) = std::mem::take(&mut rest)
            .get_mut(skip..)?
            .split_first_mut()?;
        *v = &mut b.data;
        (rest, first) = (tail, id as usize + 1);
    }
    Some(out)
}

impl Views<'_> {
    /// Each access's address in the next iteration and its change per
    /// iteration, while [`walk::prefix`]'s iterations last: its running
    /// offset in its buffer, placed in its space.
    fn walks(&self, spec: &Spec) -> ([u64; MAX_ACCESSES], [u64; MAX_ACCESSES]) {
        let (mut addrs, mut strides) = ([0; MAX_ACCESSES], [0; MAX_ACCESSES]);
        for ((d, r), (a, s)) in
            (spec.descs().iter().zip(&self.runs)).zip(addrs.iter_mut().zip(strides.iter_mut()))
        {
            (*a, *s) = (d.base.wrapping_add(r.at), r.by);
        }
        (addrs, strides)
    }

    /// Each access's address in the last walked iteration, into `addrs`:
    /// a walked access keeps none as it runs (`Self::walk_load`), so
    /// they are made here when the timing or a decline reads them. Of an
    /// iteration that declined part-way, only the accesses it placed
    /// (those before the declining op) are read, and their running
    /// offsets had moved on by one stride from where they placed them.
    fn walked_addrs(&self, spec: &Spec, addrs: &mut [u64; MAX_ACCESSES]) {
        for ((d, r), a) in spec.descs().iter().zip(&self.runs).zip(addrs.iter_mut()) {
            *a = r.addr(d.base);
        }
    }

    /// Computes the words of the ops hoisted out of the iterations,
    /// which are pure ([`super::opt::hoist`]); `false` should one decline
    /// after all.
    fn hoisted(&mut self, spec: &Spec, w: &mut [u64; WORDS]) -> bool {
        let mut addrs = [0u64; MAX_ACCESSES];
        let mut ops = spec.hoisted.iter();
        ops.all(|op| self.op::<false>(spec, w, &mut addrs, op, 0).is_ok())
    }

    /// One iteration's ops after the head (those not hoisted), its
    /// accesses' addresses in `addrs`; `Err(j)` where op `j` leaves the
    /// fast path, having changed nothing. With `WALK`, an iteration
    /// [`walk::prefix`] counted: each access is placed by its running
    /// offset.
    #[inline(always)]
    fn iteration<const WALK: bool>(
        &mut self,
        spec: &Spec,
        w: &mut [u64; WORDS],
        addrs: &mut [u64; MAX_ACCESSES],
    ) -> Result<(), usize> {
        let (body, place, then) = match WALK {
            true => (&spec.walk_body, &spec.walk_place, &spec.walk_then),
            false => (&spec.body, &spec.place, &spec.then_place),
        };
        for (k, op) in body.iter().enumerate() {
            if let Err(e) = self.op::<WALK>(spec, w, addrs, op, k) {
                return Err(pair::place_of(e, place, then));
            }
        }
        if WALK {
            // The step, which a walked iteration's ops leave out
            // (`walk::step_apart`): the whole-word add of its op.
            let (iv, step) = (spec.iv as usize, spec.step as usize);
            w[iv] = w[iv].wrapping_add(w[step]);
        }
        Ok(())
    }

    /// Op `j` of an iteration; `Err(j)` where it leaves the fast path,
    /// having changed nothing.
    #[inline(always)]
    fn op<const WALK: bool>(
        &mut self,
        spec: &Spec,
        w: &mut [u64; WORDS],
        addrs: &mut [u64; MAX_ACCESSES],
        op: &Op,
        j: usize,
    ) -> Result<(), usize> {
        // Matched through the reference, so that each arm reads only
        // its own fields (an op taken by value had all of them read
        // before the jump).
        match *op {
            Op::Add { mask, dst, a, b } => {
                w[dst as usize] = w[a as usize].wrapping_add(w[b as usize]) & mask;
            }
            Op::Sub { mask, dst, a, b } => {
                w[dst as usize] = w[a as usize].wrapping_sub(w[b as usize]) & mask;
            }
            Op::Mul { mask, dst, a, b } => {
                w[dst as usize] = w[a as usize].wrapping_mul(w[b as usize]) & mask;
            }
            Op::And { dst, a, b } => w[dst as usize] = w[a as usize] & w[b as usize],
            Op::Or { dst, a, b } => w[dst as usize] = w[a as usize] | w[b as usize],
            Op::Xor { dst, a, b } => w[dst as usize] = w[a as usize] ^ w[b as usize],
            Op::Shl {
                w: n,
                mask,
                dst,
                a,
                b,
            } => {
                let (x, y) = (w[a as usize], w[b as usize]);
                w[dst as usize] = if y < n as u64 {
                    (x << y) & mask
                } else {
                    int_op(IntBinOp::Shl, x, y, n).ok_or(j)?
                };
            }
            Op::ShrU { w: n, dst, a, b } => {
                let (x, y) = (w[a as usize], w[b as usize]);
                w[dst as usize] = if y < n as u64 {
                    x >> y
                } else {
                    int_op(IntBinOp::ShrU, x, y, n).ok_or(j)?
                };
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
            Op::ExtS { sh, mask, dst, a } => {
                w[dst as usize] = (((w[a as usize] << sh) as i64 >> sh) as u64) & mask;
            }
            Op::Trunc { mask, dst, a } => w[dst as usize] = w[a as usize] & mask,
            Op::AddF32 { dst, a, b } => w[dst as usize] = f32_op(w, a, b, |x, y| x + y),
            Op::MulF32 { dst, a, b } => w[dst as usize] = f32_op(w, a, b, |x, y| x * y),
            Op::AddF64 { dst, a, b } => w[dst as usize] = f64_op(w, a, b, |x, y| x + y),
            Op::MulF64 { dst, a, b } => w[dst as usize] = f64_op(w, a, b, |x, y| x * y),
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
            // A pair runs its two ops in order, each as its own arm does.
            Op::MulAdd {
                mask,
                first: [d, a, b],
                then: [e, c],
            } => {
                let r = w[a as usize].wrapping_mul(w[b as usize]) & mask;
                w[d as usize] = r;
                w[e as usize] = r.wrapping_add(w[c as usize]) & mask;
            }
            Op::AddAdd {
                mask,
                first: [d, a, b],
                then: [e, c],
            } => {
                let r = w[a as usize].wrapping_add(w[b as usize]) & mask;
                w[d as usize] = r;
                w[e as usize] = r.wrapping_add(w[c as usize]) & mask;
            }
            Op::ShlSub {
                w: n,
                mask,
                first: [d, a, b],
                then: [e, c, f],
            } => {
                let (x, y) = (w[a as usize], w[b as usize]);
                w[d as usize] = if y < n as u64 {
                    (x << y) & mask
                } else {
                    int_op(IntBinOp::Shl, x, y, n as u32).ok_or(j)?
                };
                w[e as usize] = w[c as usize].wrapping_sub(w[f as usize]) & mask;
            }
            Op::MulAddF32 {
                first: [d, a, b],
                then: [e, c, f],
            } => {
                w[d as usize] = f32_op(w, a, b, |x, y| x * y);
                w[e as usize] = f32_op(w, c, f, |x, y| x + y);
            }
            Op::MulAddF64 {
                first: [d, a, b],
                then: [e, c, f],
            } => {
                w[d as usize] = f64_op(w, a, b, |x, y| x * y);
                w[e as usize] = f64_op(w, c, f, |x, y| x + y);
            }
            // A pair of loads: the second declines at its own place.
            Op::LoadPair1 { mask, dst, at } => {
                self.load_pair::<1, WALK>(spec, w, addrs, (dst, at, mask), j)?
            }
            Op::LoadPair2 { mask, dst, at } => {
                self.load_pair::<2, WALK>(spec, w, addrs, (dst, at, mask), j)?
            }
            Op::LoadPair4 { mask, dst, at } => {
                self.load_pair::<4, WALK>(spec, w, addrs, (dst, at, mask), j)?
            }
            Op::LoadPair8 { mask, dst, at } => {
                self.load_pair::<8, WALK>(spec, w, addrs, (dst, at, mask), j)?
            }
            Op::Load1 { dst, at, mask } => {
                self.load::<1, WALK>(spec, w, addrs, (dst, at, mask), j)?
            }
            Op::Load2 { dst, at, mask } => {
                self.load::<2, WALK>(spec, w, addrs, (dst, at, mask), j)?
            }
            Op::Load4 { dst, at, mask } => {
                self.load::<4, WALK>(spec, w, addrs, (dst, at, mask), j)?
            }
            Op::Load8 { dst, at, mask } => {
                self.load::<8, WALK>(spec, w, addrs, (dst, at, mask), j)?
            }
            Op::Store1 { val, at } => self.store::<1, WALK>(spec, w, addrs, (val, at), j)?,
            Op::Store2 { val, at } => self.store::<2, WALK>(spec, w, addrs, (val, at), j)?,
            Op::Store4 { val, at } => self.store::<4, WALK>(spec, w, addrs, (val, at), j)?,
            Op::Store8 { val, at } => self.store::<8, WALK>(spec, w, addrs, (val, at), j)?,
            Op::AffAdd { dst, a, b } => {
                let (x, y) = (w[a as usize] as i64, w[b as usize] as i64);
                w[dst as usize] = x.checked_add(y).ok_or(j)? as u64;
            }
            Op::AffMul { dst, a, b } => {
                let (x, y) = (w[a as usize] as i64, w[b as usize] as i64);
                w[dst as usize] = x.checked_mul(y).ok_or(j)? as u64;
            }
            Op::AffDiv { how, dst, a, b } => {
                let (x, y) = (w[a as usize] as i64, w[b as usize] as i64);
                w[dst as usize] = how.apply(x, y).ok_or(j)? as u64;
            }
            Op::Decline => return Err(j),
            Op::FmaF32 { .. }
            | Op::FmaF64 { .. }
            | Op::MoveN { .. }
            | Op::Splat { .. }
            | Op::FmaF32N { .. }
            | Op::FmaF64N { .. }
            | Op::VLoad1 { .. }
            | Op::VLoad2 { .. }
            | Op::VLoad4 { .. }
            | Op::VLoad8 { .. }
            | Op::VStore1 { .. }
            | Op::VStore2 { .. }
            | Op::VStore4 { .. }
            | Op::VStore8 { .. }
            | Op::Bcast1 { .. }
            | Op::Bcast2 { .. }
            | Op::Bcast4 { .. }
            | Op::Bcast8 { .. } => self.vector_op(spec, w, addrs, op, j)?,
        }
        Ok(())
    }

    /// Vector op `j` (an fma, a lane run, a row load or store); `Err(j)`
    /// where it leaves the fast path, having changed nothing. Out of line,
    /// so that the scalar ops' match, which every iteration of a scalar
    /// loop steps through, stays as small as it was.
    #[inline(never)]
    fn vector_op(
        &mut self,
        spec: &Spec,
        w: &mut [u64; WORDS],
        addrs: &mut [u64; MAX_ACCESSES],
        op: &Op,
        j: usize,
    ) -> Result<(), usize> {
        match *op {
            Op::FmaF32 { dst, a, b, c } => {
                let [x, y, z] = [a, b, c].map(|r| f32::from_bits(w[r as usize] as u32));
                w[dst as usize] = fma_f32(x, y, z).to_bits() as u64;
            }
            Op::FmaF64 { dst, a, b, c } => {
                let [x, y, z] = [a, b, c].map(|r| f64::from_bits(w[r as usize]));
                w[dst as usize] = fma_f64(x, y, z).to_bits();
            }
            Op::MoveN { dst, src, n } => by_lanes(n, &mut Copy { dst, src }, w).ok_or(j)?,
            Op::Splat { dst, src, n } => by_lanes(n, &mut Splat { dst, src }, w).ok_or(j)?,
            Op::FmaF32N { dst, a, b, c, n } => {
                let f = |x: u64, y: u64, z: u64| {
                    let [x, y, z] = [x, y, z].map(|v| f32::from_bits(v as u32));
                    fma_f32(x, y, z).to_bits() as u64
                };
                let srcs = [a, b, c];
                by_lanes(n, &mut Three { dst, srcs, f }, w).ok_or(j)?;
            }
            Op::FmaF64N { dst, a, b, c, n } => {
                let f = |x: u64, y: u64, z: u64| {
                    let [x, y, z] = [x, y, z].map(f64::from_bits);
                    fma_f64(x, y, z).to_bits()
                };
                let srcs = [a, b, c];
                by_lanes(n, &mut Three { dst, srcs, f }, w).ok_or(j)?;
            }
            Op::VLoad1 { dst, n, at, mask } => {
                self.vload::<1, false>(spec, w, addrs, (dst, n, at, mask), j)?
            }
            Op::VLoad2 { dst, n, at, mask } => {
                self.vload::<2, false>(spec, w, addrs, (dst, n, at, mask), j)?
            }
            Op::VLoad4 { dst, n, at, mask } => {
                self.vload::<4, false>(spec, w, addrs, (dst, n, at, mask), j)?
            }
            Op::VLoad8 { dst, n, at, mask } => {
                self.vload::<8, false>(spec, w, addrs, (dst, n, at, mask), j)?
            }
            Op::VStore1 { val, n, at } => self.vstore::<1>(spec, w, addrs, (val, n, at), j)?,
            Op::VStore2 { val, n, at } => self.vstore::<2>(spec, w, addrs, (val, n, at), j)?,
            Op::VStore4 { val, n, at } => self.vstore::<4>(spec, w, addrs, (val, n, at), j)?,
            Op::VStore8 { val, n, at } => self.vstore::<8>(spec, w, addrs, (val, n, at), j)?,
            Op::Bcast1 { dst, n, at, mask } => {
                self.vload::<1, true>(spec, w, addrs, (dst, n, at, mask), j)?
            }
            Op::Bcast2 { dst, n, at, mask } => {
                self.vload::<2, true>(spec, w, addrs, (dst, n, at, mask), j)?
            }
            Op::Bcast4 { dst, n, at, mask } => {
                self.vload::<4, true>(spec, w, addrs, (dst, n, at, mask), j)?
            }
            Op::Bcast8 { dst, n, at, mask } => {
                self.vload::<8, true>(spec, w, addrs, (dst, n, at, mask), j)?
            }
            _ => return Err(j),
        }
        Ok(())
    }

    /// Load op `j`: access `at` of `N` bytes into `dst`, keeping the
    /// bits in `mask`; `Err(j)`, having changed nothing, where it would
    /// fault or race. With `WALK`, placed by its [`walk::Run`] alone.
    #[inline(always)]
    fn load<const N: usize, const WALK: bool>(
        &mut self,
        spec: &Spec,
        w: &mut [u64; WORDS],
        addrs: &mut [u64; MAX_ACCESSES],
        (dst, at, mask): (Word, u32, u64),
        j: usize,
    ) -> Result<(), usize> {
        let (start, view) = if WALK {
            self.walk_place(spec, at).ok_or(j)?
        } else {
            let d = spec.desc(at);
            let start = self.spec_place::<N>(d, w).ok_or(j)?;
            addrs[at as usize % MAX_ACCESSES] = d.base + start as u64;
            (start, d.view)
        };
        let data = &self.views[view % MAX_ACCESSES];
        let bytes = data.get(start..).and_then(<[u8]>::first_chunk::<N>);
        let mut raw = [0u8; 8];
        raw[..N].copy_from_slice(bytes.ok_or(j)?);
        w[dst as usize] = u64::from_le_bytes(raw) & mask;
        Ok(())
    }

    /// Load pair op `j` ([`Op::LoadPair4`], …): its two loads in order,
    /// each as [`Self::load`] runs it; `Err(j)` where the first declines
    /// (having changed nothing), `Err(j | THEN)` where the second does
    /// (the first's word written, as the two ops left it).
    #[inline(always)]
    fn load_pair<const N: usize, const WALK: bool>(
        &mut self,
        spec: &Spec,
        w: &mut [u64; WORDS],
        addrs: &mut [u64; MAX_ACCESSES],
        ([d, e], [x, y], mask): ([Word; 2], [u8; 2], u64),
        j: usize,
    ) -> Result<(), usize> {
        self.load::<N, WALK>(spec, w, addrs, (d, x as u32, mask), j)?;
        self.load::<N, WALK>(spec, w, addrs, (e, y as u32, mask), j | pair::THEN)
    }

    /// Store op `j`: the low `N` bytes of `val` by access `at`, as
    /// `word_ops::write_le` writes them; `Err(j)`, having changed nothing, where
    /// it would fault or race. With `WALK`, placed by its [`walk::Run`]
    /// alone.
    #[inline(always)]
    fn store<const N: usize, const WALK: bool>(
        &mut self,
        spec: &Spec,
        w: &[u64; WORDS],
        addrs: &mut [u64; MAX_ACCESSES],
        (val, at): (Word, u32),
        j: usize,
    ) -> Result<(), usize> {
        let (start, view) = if WALK {
            self.walk_place(spec, at).ok_or(j)?
        } else {
            let d = spec.desc(at);
            let start = self.spec_place::<N>(d, w).ok_or(j)?;
            addrs[at as usize % MAX_ACCESSES] = d.base + start as u64;
            (start, d.view)
        };
        let raw = w[val as usize].to_le_bytes();
        let data = &mut self.views[view % MAX_ACCESSES];
        let bytes = data.get_mut(start..).and_then(<[u8]>::first_chunk_mut::<N>);
        bytes.ok_or(j)?.copy_from_slice(&raw[..N]);
        Ok(())
    }

    /// Where walked access `at` goes in this iteration and the place of
    /// its buffer's bytes: its running offset, moved on to the next
    /// iteration's ([`walk::prefix`] proved its indices and element in
    /// range). `None` where it would race. Its address is not kept here:
    /// [`Self::walked_addrs`] makes it from the run when it is read.
    #[inline(always)]
    fn walk_place(&mut self, spec: &Spec, at: u32) -> Option<(usize, usize)> {
        let run = &mut self.runs[at as usize % MAX_ACCESSES];
        let (start, view) = (run.at, run.view);
        run.at = start.wrapping_add(run.by);
        if !self.idle && !self.spec_free(spec.desc(at), start) {
            return None;
        }
        Some((start as usize, view))
    }

    /// Where access `d` of `N`-byte elements goes in this iteration, as
    /// `place_with` finds it: the element's first byte in its buffer;
    /// `None` where it would fault or race. Each index is one unsigned
    /// compare against its size (sizes are not negative), and the
    /// element one against the buffer's whole elements, which is
    /// `place_with`'s byte-range test for an element in range.
    #[inline(always)]
    fn spec_place<const N: usize>(&self, d: &Desc, w: &[u64; WORDS]) -> Option<usize> {
        // Two indices, the commonest rank, unrolled; any other through
        // the loop (one test of the rank against the array's length).
        let off = match d.ix.first_chunk::<2>() {
            Some(ix) if d.rank == 2 => offset_of(w, d.offset, ix)?,
            _ => offset_of(w, d.offset, d.ix.get(..d.rank)?)?,
        };
        if off as u64 >= d.elems {
            return None;
        }
        let start = off as u64 * N as u64;
        if !self.idle && !self.spec_free(d, start) {
            return None;
        }
        Some(start as usize)
    }

    /// Row load op `j`: access `at` of `n` lanes of `N` bytes each into
    /// the words from `dst`, each keeping the bits in `mask`, as
    /// `memops/vrow.rs`'s `load_fast_row` decodes them; `Err(j)`, having
    /// changed nothing, where the fast row would not take it. With
    /// `BCAST` (a broadcasting `transfer_read`), every lane reads the one
    /// element the indices name, placed as a scalar load places it (a
    /// row whose lanes are all one element: step 0), as
    /// `vmem.rs`' `exec_transfer` reads each lane.
    #[inline(always)]
    fn vload<const N: usize, const BCAST: bool>(
        &self,
        spec: &Spec,
        w: &mut [u64; WORDS],
        addrs: &mut [u64; MAX_ACCESSES],
        (dst, n, at, mask): (Word, u8, u32, u64),
        j: usize,
    ) -> Result<(), usize> {
        let d = spec.desc(at);
        let place = if BCAST {
            self.spec_place::<N>(d, w).map(|start| (start, 0))
        } else {
            self.row_place::<N>(d, w, n as usize)
        };
        let (start, step) = place.ok_or(j)?;
        let addr = d.base.checked_add(start as u64).ok_or(j)?;
        let data = &self.views[d.view % MAX_ACCESSES];
        let mut row = ReadRow::<N> {
            data,
            start,
            step,
            mask,
            dst,
        };
        by_lanes(n, &mut row, w).ok_or(j)?;
        addrs[at as usize % MAX_ACCESSES] = addr;
        Ok(())
    }

    /// Row store op `j`: the low `N` bytes of each of the `n` words from
    /// `val` by access `at`, as `memops/vrow.rs`'s `store_fast_row`
    /// encodes them; `Err(j)`, having changed nothing, where the fast row
    /// would not take it.
    #[inline(always)]
    fn vstore<const N: usize>(
        &mut self,
        spec: &Spec,
        w: &mut [u64; WORDS],
        addrs: &mut [u64; MAX_ACCESSES],
        (val, n, at): (Word, u8, u32),
        j: usize,
    ) -> Result<(), usize> {
        let d = spec.desc(at);
        let (start, step) = self.row_place::<N>(d, w, n as usize).ok_or(j)?;
        let addr = d.base.checked_add(start as u64).ok_or(j)?;
        let data = &mut *self.views[d.view % MAX_ACCESSES];
        let mut row = WriteRow::<N> {
            data,
            start,
            step,
            src: val,
        };
        by_lanes(n, &mut row, w).ok_or(j)?;
        addrs[at as usize % MAX_ACCESSES] = addr;
        Ok(())
    }

    /// Where a row of `n` lanes of `N`-byte elements by access `d` lies in
    /// this iteration, as `memops/vrow.rs`'s `fast_row` finds it: its
    /// first lane's byte and the bytes from one lane to the next; `None`
    /// where the fast row would not take it (a transfer in flight, an
    /// index outside its dimension, the last lane past the innermost
    /// one, an offset that overflows, a negative offset or stride, the
    /// last lane's element past the buffer).
    #[inline(always)]
    fn row_place<const N: usize>(
        &self,
        d: &Desc,
        w: &[u64; WORDS],
        n: usize,
    ) -> Option<(usize, usize)> {
        if !self.idle || n == 0 {
            return None;
        }
        let (inner, outer) = d.ix.get(..d.rank)?.split_last()?;
        let mut off = d.offset;
        for x in outer {
            let i = index_of(w, x);
            if i as u64 >= x.size {
                return None;
            }
            off = off.checked_add(i.checked_mul(x.stride)?)?;
        }
        let more = i64::try_from(n - 1).ok()?;
        let i = index_of(w, inner);
        let end = i.checked_add(more)?;
        if i as u64 >= inner.size || end as u64 >= inner.size {
            return None;
        }
        off = off.checked_add(i.checked_mul(inner.stride)?)?;
        let step = inner.stride;
        let last = step.checked_mul(more)?.checked_add(off)?;
        if off < 0 || step < 0 || last as u64 >= d.elems {
            return None;
        }
        let start = usize::try_from(off).ok()?.checked_mul(N)?;
        let step = usize::try_from(step).ok()?.checked_mul(N)?;
        Some((start, step))
    }

    /// Whether access `d` at byte `start` is clear of the transfers in
    /// flight, as `place_with` checks it.
    #[cold]
    fn spec_free(&self, d: &Desc, start: u64) -> bool {
        let access = if d.store { Access::Write } else { Access::Read };
        let op = self.origin[d.pc as usize];
        (self.dma)
            .check_access(d.buf, start, d.size, access, op)
            .is_ok()
    }
}

/// Index `x`'s word sign-extended as [`narrow::sext`] does.
#[inline(always)]
fn index_of(w: &[u64; WORDS], x: &Ix) -> i64 {
    ((w[x.word as usize] << x.sh) as i64) >> x.sh
}

/// `base` plus each index's term of an element's offset, the indices'
/// words sign-extended as [`narrow::sext`] does; `None` where an index
/// is out of its dimension (one unsigned compare: a negative index
/// wraps past every size).
#[inline(always)]
fn offset_of(w: &[u64; WORDS], base: i64, ix: &[Ix]) -> Option<i64> {
    let mut off = base;
    for x in ix {
        let i = index_of(w, x);
        if i as u64 >= x.size {
            return None;
        }
        off = off.wrapping_add(i.wrapping_mul(x.stride));
    }
    Some(off)
}

/// `x op y` on the `f32`s in words `a` and `b`, as `float_binop_scalar`
/// computes it (a NaN no operand carried is the quiet NaN in force, `value::nan`).
#[inline(always)]
fn f32_op(w: &[u64; WORDS], a: Word, b: Word, op: impl Fn(f32, f32) -> f32) -> u64 {
    let (x, y) = (
        f32::from_bits(w[a as usize] as u32),
        f32::from_bits(w[b as usize] as u32),
    );
    let r = op(x, y);
    let fresh = r.is_nan() && !x.is_nan() && !y.is_nan();
    (if fresh { nan::nan_f32() } else { r }).to_bits() as u64
}

/// [`f32_op`] on `f64`s.
#[inline(always)]
fn f64_op(w: &[u64; WORDS], a: Word, b: Word, op: impl Fn(f64, f64) -> f64) -> u64 {
    let (x, y) = (f64::from_bits(w[a as usize]), f64::from_bits(w[b as usize]));
    let r = op(x, y);
    let fresh = r.is_nan() && !x.is_nan() && !y.is_nan();
    (if fresh { nan::nan_f64() } else { r }).to_bits()
}

impl Spec {
    /// The head's test on this iteration's words: whether it runs.
    #[inline(always)]
    fn more(&self, w: &[u64; WORDS]) -> bool {
        let (a, b) = (w[self.iv as usize], w[self.ub as usize]);
        if self.signed {
            ((a << self.sh) as i64 >> self.sh) < ((b << self.sh) as i64 >> self.sh)
        } else {
            a < b
        }
    }
}
