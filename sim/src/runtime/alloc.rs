//! Sizing and allocating buffers: the layout and element count of a new
//! buffer, its size in bytes with checked arithmetic, and the one path that
//! takes it from its memory space and tells the timing model, shared by the
//! program's `alloc`/`alloca`, globals and the entry function's arguments.

use crate::layout::Layout;
use crate::prepare::MemRefType;
use crate::runtime::fault::Fault;
use crate::runtime::memory::{join, MemRef, Memory};
use crate::timing::{SpaceId as TSpace, TimingModel, TraceSink};
use rmlir_ir::OpId;
use rmlir_targets::Target;
use std::rc::Rc;

/// Layout and element count of a new buffer of type `t` and `shape`;
/// a count past `i64` is a fault of `op`, not a wrapped size.
pub fn new_layout(
    t: &MemRefType,
    shape: &[i64],
    symbols: &[i64],
    op: OpId,
) -> Result<(Layout, i64), Fault> {
    if let Some(map) = &t.map {
        return Layout::from_map(map, symbols, shape)
            .ok_or_else(|| Fault::new(op, "cannot size the physical buffer of this layout map"));
    }
    let too_big = || {
        Fault::new(
            op,
            format!(
                "allocation size overflows: shape [{}] has more elements than fit in 64 bits",
                join(shape)
            ),
        )
    };
    let count = shape
        .iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))
        .ok_or_else(too_big)?;
    match &t.strided {
        Some((off, strides)) if strides.iter().all(Option::is_some) && off.is_some() => {
            let strides: Vec<i64> = strides.iter().map(|s| s.unwrap_or(1)).collect();
            let offset = off.unwrap_or(0);
            let reach_too_big = || {
                Fault::new(
                    op,
                    format!(
                        "allocation size overflows: shape [{}] with offset {offset} and strides [{}] reaches past 64-bit element offsets",
                        join(shape),
                        join(&strides)
                    ),
                )
            };
            let (_, last) = extent(offset, shape, &strides).ok_or_else(reach_too_big)?;
            let count = last.checked_add(1).ok_or_else(reach_too_big)?;
            Ok((Layout::Strided { offset, strides }, count))
        }
        _ => Ok((Layout::identity(shape), count)),
    }
}

/// Bytes of `count` elements of `elem_size` bytes, or a fault of `op`
/// when that overflows 64 bits.
pub fn byte_size(count: i64, elem_size: u64, op: OpId) -> Result<u64, Fault> {
    u64::try_from(count.max(0))
        .ok()
        .and_then(|c| c.checked_mul(elem_size))
        .ok_or_else(|| {
            Fault::new(
                op,
                format!("allocation size overflows: {count} elements of {elem_size} bytes exceed 2^64 bytes"),
            )
        })
}

/// The lowest and highest element offsets a strided view of `shape` can
/// reach, or `None` when computing them overflows `i64` (then some index
/// of the view has no representable offset, and the view is refused).
pub fn extent(offset: i64, shape: &[i64], strides: &[i64]) -> Option<(i64, i64)> {
    let (mut lo, mut hi) = (offset, offset);
    for (&d, &s) in shape.iter().zip(strides) {
        let reach = (d - 1).max(0).checked_mul(s)?;
        if reach < 0 {
            lo = lo.checked_add(reach)?;
        } else {
            hi = hi.checked_add(reach)?;
        }
    }
    Some((lo, hi))
}

/// Where a new buffer's faults point: `sizing` for a layout or size that
/// cannot be computed, `placing` for a space that has no room.
#[derive(Clone, Copy, Debug)]
pub struct AllocSite {
    /// The op whose type sizes the buffer.
    pub sizing: OpId,
    /// The op that asks for the buffer.
    pub placing: OpId,
}

impl AllocSite {
    /// One op both sizes and asks for the buffer.
    pub fn at(op: OpId) -> Self {
        AllocSite {
            sizing: op,
            placing: op,
        }
    }
}

/// Allocates a zero-filled buffer of type `t` and `shape` (`symbols` bind
/// a layout map's symbols) in the space `t` names, counts it against that
/// space's capacity and reports it to the timing model.
pub fn allocate<S: TraceSink>(
    (mem, timing, target): (&mut Memory, &mut TimingModel<S>, &Target),
    t: &MemRefType,
    shape: Vec<i64>,
    symbols: &[i64],
    site: AllocSite,
) -> Result<MemRef, Fault> {
    let (layout, count) = new_layout(t, &shape, symbols, site.sizing)?;
    let bytes = byte_size(count, t.elem.size as u64, site.sizing)?;
    let buf = mem.alloc(target, t.space, bytes, site.placing)?;
    timing.alloc(TSpace(t.space.0), bytes);
    Ok(MemRef {
        buf,
        shape,
        layout,
        elem: Rc::new(t.elem.clone()),
    })
}
