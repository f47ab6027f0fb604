//! The static description of a vector op ([`VecSpec`]), as prepare
//! resolves it once from the op's attributes and types and the interpreter
//! reads it: a leaf, so that the access sets, the lowering and the
//! executors can all name it without naming each other.

use crate::value::ScalarType;
use rmlir_ir::dialects::vector::{MapDim, VectorOp as V};
use rmlir_ir::registry::ReductionKind;

/// What one vector op does, with everything static resolved.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum VecSpec {
    /// `vector.transpose`: result element at `i` reads the source at
    /// `i` permuted.
    Transpose { perm: Vec<usize>, shape: Vec<u64> },
    /// `vector.shape_cast`: same elements, new shape.
    Reshape { shape: Vec<u64> },
    /// `vector.bitcast`: the bits of each minor row, re-cut.
    Bitcast { to: ScalarType, shape: Vec<u64> },
    /// `vector.from_elements`.
    FromElements { shape: Vec<u64> },
    /// `vector.to_elements`.
    ToElements,
    /// `vector.step`: `0, 1, …, n-1` as `index`.
    Step { n: u64 },
    /// `vector.create_mask` (sizes from operands) and
    /// `vector.constant_mask` (sizes given).
    Mask {
        shape: Vec<u64>,
        sizes: Option<Vec<i64>>,
    },
    /// `vector.shuffle`: `-1` is poison (we give element 0 of `v1`).
    Shuffle { mask: Vec<i64>, shape: Vec<u64> },
    /// `vector.extract_strided_slice`.
    ExtractSlice { offsets: Vec<u64>, shape: Vec<u64> },
    /// `vector.insert_strided_slice`.
    InsertSlice { offsets: Vec<u64> },
    /// `vector.interleave`.
    Interleave { shape: Vec<u64> },
    /// `vector.deinterleave`.
    Deinterleave { shape: Vec<u64> },
    /// `vector.outerproduct` (`axpy` when the right operand is a scalar).
    OuterProduct {
        kind: ReductionKind,
        shape: Vec<u64>,
        axpy: bool,
    },
    /// `vector.multi_reduction`; `masked` when it sits in a `vector.mask`
    /// whose mask is then the third source: lanes that are off do not
    /// take part.
    MultiReduction {
        kind: ReductionKind,
        dims: Vec<usize>,
        masked: bool,
    },
    /// `vector.scan`.
    Scan {
        kind: ReductionKind,
        dim: usize,
        inclusive: bool,
    },
    /// `vector.contract`: per operand, the iteration dim of each of its
    /// dims; `iters` is the extent of each iteration dim, `reduction`
    /// flags the reduced ones.
    Contract {
        kind: ReductionKind,
        maps: [Vec<usize>; 3],
        iters: Vec<u64>,
        reduction: Vec<bool>,
        acc: ScalarType,
    },
    /// `vector.transfer_read` / `transfer_write`.
    Transfer(TransferSpec),
    /// `maskedload`, `maskedstore`, `gather`, `scatter`, `expandload`,
    /// `compressstore`. `packs`: the op moves its lanes as one bit-packed
    /// row when its mask turns them all on (see [`TransferSpec::packs`]).
    Masked { op: V, rank: usize, packs: bool },
}

/// The static part of a transfer.
#[derive(Clone, Debug, PartialEq)]
pub struct TransferSpec {
    /// Read (else write).
    pub read: bool,
    /// Per vector dim: the memref dim it walks, or a broadcast.
    pub dims: Vec<MapDim>,
    /// Per vector dim: whether upstream may assume it stays in bounds.
    pub in_bounds: Vec<bool>,
    /// The vector shape.
    pub shape: Vec<u64>,
    /// Number of indices (the memref rank).
    pub rank: usize,
    /// Whether a mask operand follows.
    pub masked: bool,
    /// Whether a pass-through vector follows the mask (a read inside a
    /// `vector.mask` with one): masked-off lanes take it, not the padding.
    pub passthru: bool,
    /// The vector dim that walks the memref's innermost dim, when upstream
    /// lowers each row along it to one LLVM vector load or store as soon
    /// as the row's lanes are all on: LLVM moves such a row of `i1`,
    /// `i4`, `i12`, ... bit-packed, not one allocation unit per lane.
    /// That happens when the row's mask is known when LLVM compiles it
    /// (no mask or a constant one, and the innermost dim `in_bounds` or
    /// a constant index into a static size): a mask known only at run
    /// time makes LLVM load and store lane by lane, whatever it holds.
    pub packs: Option<usize>,
}
