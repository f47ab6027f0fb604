//! Simulated memory: buffers allocated in the target's memory spaces, the
//! memref views that point into them, bounds and lifetime checks, and the
//! byte encoding of values (little-endian, LLVM's allocation sizes).
//!
//! Every buffer has a physical base address in its space (a bump allocator
//! honouring the space's alignment), so the timing model sees real
//! addresses and computes bank conflicts from them.

use super::bytes::Bytes;
use super::options::HostBudget;
use crate::layout::Layout;
use crate::prepare::ElemType;
use crate::runtime::fault::Fault;
use crate::value::{Scalar, ScalarType, Value, VectorValue, WideInt};
use half::{bf16, f16};
use rmlir_ir::OpId;
use rmlir_targets::{SpaceId, Target};
use std::borrow::Cow;
use std::rc::Rc;

/// One allocation.
#[derive(Debug)]
pub struct Buffer {
    /// Where it lives.
    pub space: SpaceId,
    /// Its bytes.
    pub data: Bytes,
    /// Physical byte address of `data[0]` in its space.
    pub base: u64,
    /// False after `dealloc`.
    pub live: bool,
    /// The op that allocated it.
    pub origin: OpId,
    /// The op that freed it.
    pub freed_by: Option<OpId>,
    /// Made by `memref.alloca`: freed when its function returns, never by
    /// `memref.dealloc`.
    pub stack: bool,
}

/// A memref value: a view of a buffer.
#[derive(Debug, Clone)]
pub struct MemRef {
    /// The buffer.
    pub buf: u32,
    /// Logical sizes.
    pub shape: Vec<i64>,
    /// How indices become element offsets.
    pub layout: Layout,
    /// Element encoding.
    pub elem: Rc<ElemType>,
}

/// All buffers of a run, with per-space accounting.
#[derive(Debug, Default)]
pub struct Memory {
    /// Buffers by id.
    pub bufs: Vec<Buffer>,
    used: Vec<u64>,
    next: Vec<u64>,
    /// The host memory the run holds in values and buffers, against its
    /// budget (`--max-memory`).
    pub host: HostBudget,
}

impl Memory {
    /// Empty memory for `target`'s spaces.
    pub fn new(target: &Target) -> Memory {
        let n = target.memory_spaces().len();
        Memory {
            bufs: Vec::new(),
            used: vec![0; n],
            next: vec![0; n],
            host: HostBudget::default(),
        }
    }

    /// Empty memory for `target`'s spaces, with at most `max` bytes of
    /// host memory for values and buffers (`None`: no bound).
    pub fn with_budget(target: &Target, budget: HostBudget) -> Memory {
        let mut m = Memory::new(target);
        m.host = budget;
        m
    }

    /// Bytes in use in a space.
    pub fn used(&self, space: SpaceId) -> u64 {
        self.used[space.index()]
    }

    /// Allocates `bytes` in `space`, failing when the space is full.
    pub fn alloc(
        &mut self,
        target: &Target,
        space: SpaceId,
        bytes: u64,
        op: OpId,
    ) -> Result<u32, Fault> {
        let s = target.space(space);
        let used = self.used[space.index()];
        if used.saturating_add(bytes) > s.capacity {
            return Err(Fault::new(
                op,
                format!(
                    "allocation of {bytes} bytes exceeds the capacity of memory space '{}': {used} of {} bytes are in use",
                    s.name, s.capacity
                ),
            ));
        }
        let align = s.alignment.max(1);
        let next = self.next[space.index()];
        let base = next
            .div_ceil(align)
            .checked_mul(align)
            .and_then(|b| Some((b, b.checked_add(bytes.max(1))?)));
        let Some((base, end)) = base else {
            return Err(Fault::new(
                op,
                format!(
                    "allocation of {bytes} bytes runs past the end of the address space of memory space '{}'",
                    s.name
                ),
            ));
        };
        let heap = Bytes::on_heap(bytes);
        if heap {
            let what = format!("an allocation of {bytes} bytes");
            self.host
                .take(bytes, &what)
                .map_err(|m| Fault::new(op, m))?;
        }
        let data = usize::try_from(bytes)
            .ok()
            .and_then(Bytes::zeroed)
            .ok_or_else(|| {
                Fault::new(
                    op,
                    format!(
                        "the host cannot reserve address space for an allocation of {bytes} bytes"
                    ),
                )
            });
        let data = match data {
            Ok(d) => d,
            Err(f) => {
                if heap {
                    self.host.give(bytes);
                }
                return Err(f);
            }
        };
        self.next[space.index()] = end;
        self.used[space.index()] += bytes;
        self.bufs.push(Buffer {
            space,
            data,
            base,
            live: true,
            origin: op,
            freed_by: None,
            stack: false,
        });
        Ok(self.bufs.len() as u32 - 1)
    }

    /// Frees a buffer (`memref.dealloc`); buffers of `memref.alloca` are
    /// refused, as they belong to their function's frame.
    pub fn free(&mut self, buf: u32, op: OpId) -> Result<(SpaceId, u64), Fault> {
        let b = &self.bufs[buf as usize];
        if b.stack {
            return Err(Fault::new(
                op,
                "memref.dealloc of a buffer made by memref.alloca: it is freed when its function returns",
            )
            .with_note(Some(b.origin), "allocated here"));
        }
        self.release(buf, op)
    }

    /// Frees a buffer whatever made it (`op` is recorded as the freeing
    /// op: a `memref.dealloc`, or the `return` that ends an `alloca`'s
    /// frame).
    pub fn release(&mut self, buf: u32, op: OpId) -> Result<(SpaceId, u64), Fault> {
        let b = &mut self.bufs[buf as usize];
        if !b.live {
            return Err(
                Fault::new(op, "double free: this buffer was already deallocated")
                    .with_note(b.freed_by, "deallocated here"),
            );
        }
        b.live = false;
        b.freed_by = Some(op);
        let bytes = b.data.len() as u64;
        self.used[b.space.index()] -= bytes;
        b.data = Bytes::empty();
        if Bytes::on_heap(bytes) {
            self.host.give(bytes);
        }
        Ok((b.space, bytes))
    }

    /// Marks a buffer as made by `memref.alloca`.
    pub fn mark_stack(&mut self, buf: u32) {
        self.bufs[buf as usize].stack = true;
    }

    /// Checks the buffer behind `m` is still allocated.
    pub fn check_live(&self, m: &MemRef, op: OpId) -> Result<&Buffer, Fault> {
        let b = &self.bufs[m.buf as usize];
        if b.live {
            return Ok(b);
        }
        let (what, freed) = if b.stack {
            (
                "use of a memref from memref.alloca after its function returned",
                "the function returned here",
            )
        } else {
            (
                "use of a memref after its buffer was deallocated",
                "deallocated here",
            )
        };
        Err(Fault::new(op, what)
            .with_note(b.freed_by, freed)
            .with_note(Some(b.origin), "allocated here"))
    }
}

impl Memory {
    /// The bytes of `m`'s elements in row-major logical order, whatever
    /// its layout (what a `.npy` file holds); empty for a freed buffer.
    /// `None` when the host cannot allocate them.
    pub fn read_logical(&self, m: &MemRef) -> Option<Vec<u8>> {
        let (data, size) = (&self.bufs[m.buf as usize].data, m.elem.size as usize);
        let lanes = m.elem.lanes();
        let mut out = Vec::new();
        out.try_reserve_exact(usize::try_from(logical_bytes(m)).ok()?)
            .ok()?;
        // A vector element's row padding is LLVM's, not the file's: only
        // lanes are copied, each in its own allocation size.
        for_each_offset(m, |off| {
            let at = off as usize * size;
            let bytes = data.get(at..at + size).unwrap_or(&[]);
            for i in 0..lanes {
                out.extend_from_slice(&lane_at(&m.elem, bytes, i));
            }
        });
        Some(out)
    }

    /// Stores `bytes` (row-major logical order, `elem.size` per element)
    /// into `m`'s elements, whatever its layout.
    pub fn write_logical(&mut self, m: &MemRef, bytes: &[u8]) {
        let size = m.elem.size as usize;
        let (lanes, lane) = (m.elem.lanes(), m.elem.lane_bytes());
        let data = &mut self.bufs[m.buf as usize].data;
        let mut src = bytes.chunks(lane.max(1));
        for_each_offset(m, |off| {
            let at = off as usize * size;
            let Some(dst) = data.get_mut(at..at + size) else {
                return;
            };
            for i in 0..lanes {
                if let Some(s) = src.next() {
                    put_lane(&m.elem, dst, i, s);
                }
            }
        });
    }
}

/// The bytes of `m`'s elements in row-major logical order (what
/// [`Memory::read_logical`] returns), saturating.
pub fn logical_bytes(m: &MemRef) -> u64 {
    let count = (m.shape.iter()).fold(1u64, |n, &d| n.saturating_mul(d.max(0) as u64));
    let lane = (m.elem.lanes() as u64).saturating_mul(m.elem.lane_bytes() as u64);
    count.saturating_mul(lane)
}

/// Calls `f` with the element offset of every index of `m`, row-major.
fn for_each_offset(m: &MemRef, mut f: impl FnMut(i64)) {
    if m.shape.iter().any(|&d| d <= 0) {
        return;
    }
    let mut idx = vec![0i64; m.shape.len()];
    loop {
        f(m.layout.offset_of(&idx));
        let mut d = idx.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < m.shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// Bounds-checks `idx` against `m`'s shape, returning the element offset.
pub fn element_offset(m: &MemRef, idx: &[i64], op: OpId) -> Result<i64, Fault> {
    let oob =
        idx.len() != m.shape.len() || idx.iter().zip(&m.shape).any(|(&i, &d)| i < 0 || i >= d);
    if oob {
        return Err(Fault::new(
            op,
            format!(
                "out-of-bounds access: index [{}] into shape [{}]",
                join(idx),
                join(&m.shape)
            ),
        ));
    }
    Ok(m.layout.offset_of(idx))
}

/// Comma-joins numbers.
pub fn join(xs: &[i64]) -> String {
    xs.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Encodes a memory element of type `elem` at `out` (exactly `elem.size`
/// bytes): a vector's lanes go where LLVM puts them and its row padding is
/// left as it was, as LLVM's store of the rows leaves it.
pub fn encode_elem(elem: &ElemType, v: &Value, out: &mut [u8]) {
    let Value::Vector(vv) = v else {
        return encode(v, out);
    };
    let lane = elem.lane_bytes();
    if elem.packed() {
        // LLVM stores a row of packed lanes as an integer of its store
        // size: the bits past the last lane become zero.
        for r in 0..elem.row_count() {
            let (bytes, at) = elem.row_store(r);
            if let Some(row) = out.get_mut(at..at + bytes) {
                row.fill(0);
            }
        }
    }
    let mut chunk = vec![0u8; lane];
    for (i, e) in vv.elements().iter().enumerate() {
        encode(e, &mut chunk);
        put_lane(elem, out, i, &chunk);
    }
}

/// The bytes of lane `i` of one element of type `elem` (`bytes`, the
/// element's own), in the lane's allocation size.
fn lane_at<'a>(elem: &ElemType, bytes: &'a [u8], i: usize) -> Cow<'a, [u8]> {
    let (at, lane) = (elem.lane_bit_offset(i), elem.lane_bytes());
    if !elem.packed() {
        return Cow::Borrowed(bytes.get(at / 8..at / 8 + lane).unwrap_or(&[]));
    }
    let mut out = vec![0u8; lane];
    copy_bits(bytes, at, &mut out, 0, elem.lane_bits());
    Cow::Owned(out)
}

/// Writes `lane` (a lane's bytes, least significant first) as lane `i` of
/// one element of type `elem` (`out`, the element's own bytes).
fn put_lane(elem: &ElemType, out: &mut [u8], i: usize, lane: &[u8]) {
    let at = elem.lane_bit_offset(i);
    if !elem.packed() {
        let n = lane.len().min(elem.lane_bytes());
        if let Some(dst) = out.get_mut(at / 8..at / 8 + n) {
            dst.copy_from_slice(&lane[..n]);
        }
        return;
    }
    copy_bits(lane, 0, out, at, elem.lane_bits());
}

/// Whether a vector load or store on `m` moves its lanes bit by bit, as
/// LLVM moves `<n x iN>` at a scalar element's address: `m`'s elements are
/// integers narrower than their allocation unit (`i1`, `i4`, `i12`, `i33`,
/// ... a scalar `i4` takes a byte, `<8 x i4>` four), on rows of unit
/// stride (upstream lowers no vector access to other rows). Scalar
/// accesses, and vector ones LLVM splits into lanes, take whole units.
pub fn packs_lanes(m: &MemRef) -> bool {
    let e = &m.elem;
    let narrow = matches!(e.scalar, ScalarType::Int(_)) && e.lane_bits() != e.size as usize * 8;
    let unit = (m.layout.as_strided()).is_some_and(|(_, s)| s.last() == Some(&1));
    !e.vector && narrow && unit
}

/// A row of `n` lanes of `scalar` packed bit by bit: LLVM's `<n x iN>`,
/// which takes its store size (the bits rounded up to bytes).
pub fn packed_row(scalar: ScalarType, n: usize) -> ElemType {
    let bits = rmlir_values::types::scalar_bits(scalar) as usize;
    ElemType {
        scalar,
        shape: vec![n as u64],
        vector: true,
        size: n.saturating_mul(bits).div_ceil(8) as u32,
    }
}

/// Copies `n` bits of `src` from bit `from` to `dst` from bit `to`, least
/// significant bit of each byte first (LLVM's little-endian layout of
/// packed vector lanes); bits past `src` read as zero and bits past `dst`
/// are dropped.
fn copy_bits(src: &[u8], from: usize, dst: &mut [u8], to: usize, n: usize) {
    for k in 0..n {
        let (s, d) = (from + k, to + k);
        let bit = src.get(s / 8).map_or(0, |b| (b >> (s % 8)) & 1);
        if let Some(b) = dst.get_mut(d / 8) {
            *b = (*b & !(1 << (d % 8))) | (bit << (d % 8));
        }
    }
}

/// Encodes a scalar-or-vector value at `out` (lanes packed, each
/// `out.len() / lanes` bytes).
pub fn encode(v: &Value, out: &mut [u8]) {
    match v {
        Value::Vector(vv) => {
            let n = vv.elements().len().max(1);
            let step = out.len() / n;
            for (e, chunk) in vv.elements().iter().zip(out.chunks_mut(step.max(1))) {
                encode(e, chunk);
            }
        }
        Value::Scalar(s) => encode_scalar(s, out),
        Value::I128 { bits, .. } => put(out, &bits.to_le_bytes()),
        Value::Wide(w) => {
            let bytes: Vec<u8> = w.limbs().iter().flat_map(|l| l.to_le_bytes()).collect();
            put(out, &bytes);
        }
    }
}

fn encode_scalar(s: &Scalar, out: &mut [u8]) {
    match s {
        Scalar::Int { bits, .. } => put(out, &bits.to_le_bytes()),
        Scalar::Index(i) => put(out, &i.to_le_bytes()),
        Scalar::F16(x) => put(out, &x.to_bits().to_le_bytes()),
        Scalar::BF16(x) => put(out, &x.to_bits().to_le_bytes()),
        Scalar::F32(x) => put(out, &x.to_bits().to_le_bytes()),
        Scalar::F64(x) => put(out, &x.to_bits().to_le_bytes()),
        Scalar::Mini { bits, .. } => put(out, &[*bits]),
    }
}

fn put(out: &mut [u8], bytes: &[u8]) {
    let n = out.len().min(bytes.len());
    out[..n].copy_from_slice(&bytes[..n]);
    out[n..].fill(0);
}

/// Decodes one element of `elem` from `bytes`.
pub fn decode(elem: &ElemType, bytes: &[u8]) -> Value {
    if !elem.vector {
        return decode_scalar(elem.scalar, bytes);
    }
    let elems = (0..elem.lanes())
        .map(|i| decode_scalar(elem.scalar, &lane_at(elem, bytes, i)))
        .collect();
    VectorValue::new(elem.shape.clone(), elems)
        .map(Value::Vector)
        .unwrap_or_else(|_| decode_scalar(elem.scalar, bytes))
}

fn le_u128(bytes: &[u8]) -> u128 {
    // The common element sizes without a copy of unknown length.
    match *bytes {
        [a] => return a as u128,
        [a, b] => return u16::from_le_bytes([a, b]) as u128,
        [a, b, c, d] => return u32::from_le_bytes([a, b, c, d]) as u128,
        [a, b, c, d, e, f, g, h] => return u64::from_le_bytes([a, b, c, d, e, f, g, h]) as u128,
        _ => {}
    }
    let mut b = [0u8; 16];
    let n = bytes.len().min(16);
    b[..n].copy_from_slice(&bytes[..n]);
    u128::from_le_bytes(b)
}

/// Decodes a scalar of type `s` from `bytes`.
pub fn decode_scalar(s: ScalarType, bytes: &[u8]) -> Value {
    let raw = le_u128(bytes);
    match s {
        ScalarType::Int(w) if w <= 64 => Scalar::int(w, raw as u64).into(),
        ScalarType::Int(w) if w <= 128 => Value::int(w, raw, false),
        ScalarType::Int(w) => {
            let limbs: Vec<u64> = bytes.chunks(8).map(|c| le_u128(c) as u64).collect();
            Value::from_wide(WideInt::from_limbs(w, &limbs))
        }
        ScalarType::Index => Scalar::Index(raw as u64 as i64).into(),
        ScalarType::Float(k) => match k.width() {
            16 if k == rmlir_ir::types::FloatKind::BF16 => {
                Scalar::BF16(bf16::from_bits(raw as u16)).into()
            }
            16 => Scalar::F16(f16::from_bits(raw as u16)).into(),
            32 => Scalar::F32(f32::from_bits(raw as u32)).into(),
            64 => Scalar::F64(f64::from_bits(raw as u64)).into(),
            _ => Value::float_from_bits(k, raw).unwrap_or(Scalar::F64(f64::NAN).into()),
        },
    }
}
