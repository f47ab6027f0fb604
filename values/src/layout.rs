//! Physical addressing of memrefs: how a logical index becomes an element
//! offset inside a buffer, for every layout the IR core parses (Builtin
//! dialect, "MemRefType": identity, strided, and affine-map layouts such as
//! column-major, tiled or padded).
//!
//! Timing uses these physical offsets (bank conflicts depend on them), so a
//! tiled layout and a row-major layout of the same data can cost different
//! cycles. An affine-map layout is laid out row-major over its *physical
//! shape*: each map result's range over the logical index box, found by
//! interval arithmetic, which is what upstream's `--normalize-memrefs`
//! computes for the same maps.

use rmlir_ir::affine::{floor_div, modulo, AffineExpr, AffineMap};

/// How logical indices map to element offsets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `offset + sum(index[i] * strides[i])`; the identity layout is the
    /// row-major strided case with offset 0.
    Strided {
        /// Offset in elements from the buffer start.
        offset: i64,
        /// One stride per dimension, in elements.
        strides: Vec<i64>,
    },
    /// An affine map whose results index a row-major physical array.
    Map {
        /// The layout map (dims = logical indices).
        map: AffineMap,
        /// Values of the map's symbols, fixed at allocation.
        symbols: Vec<i64>,
        /// Row-major strides of the physical array.
        phys_strides: Vec<i64>,
        /// Offset added to every access (for views into a map layout).
        offset: i64,
    },
}

/// Row-major strides of `shape`.
pub fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].saturating_mul(shape[i + 1].max(1));
    }
    strides
}

impl Layout {
    /// The identity (row-major) layout of `shape`.
    pub fn identity(shape: &[i64]) -> Layout {
        Layout::Strided {
            offset: 0,
            strides: row_major_strides(shape),
        }
    }

    /// A map layout for a buffer of logical `shape`, returning the layout
    /// and the number of elements its physical array needs.
    pub fn from_map(map: &AffineMap, symbols: &[i64], shape: &[i64]) -> Option<(Layout, i64)> {
        let phys = physical_shape(map, symbols, shape)?;
        let count = phys.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))?;
        let phys_strides = row_major_strides(&phys);
        let layout = Layout::Map {
            map: map.clone(),
            symbols: symbols.to_vec(),
            phys_strides,
            offset: 0,
        };
        Some((layout, count))
    }

    /// The element offset of a logical index (already bounds-checked).
    #[inline]
    pub fn offset_of(&self, index: &[i64]) -> i64 {
        match self {
            Layout::Strided { offset, strides } => index
                .iter()
                .zip(strides)
                .fold(*offset, |acc, (i, s)| acc + i * s),
            Layout::Map {
                map,
                symbols,
                phys_strides,
                offset,
            } => {
                let mut acc = *offset;
                for (e, s) in map.results.iter().zip(phys_strides) {
                    acc += e.eval(index, symbols).unwrap_or(0) * s;
                }
                acc
            }
        }
    }

    /// The strided form, when there is one (subviews need it).
    pub fn as_strided(&self) -> Option<(i64, &[i64])> {
        match self {
            Layout::Strided { offset, strides } => Some((*offset, strides)),
            Layout::Map { .. } => None,
        }
    }
}

/// Inclusive bounds of an expression over the index box `0 <= d_i < shape_i`.
fn bounds(e: &AffineExpr, shape: &[i64], syms: &[i64]) -> Option<(i64, i64)> {
    use AffineExpr::*;
    Some(match e {
        Dim(i) => (0, shape.get(*i as usize)?.checked_sub(1)?.max(0)),
        Symbol(i) => {
            let v = *syms.get(*i as usize)?;
            (v, v)
        }
        Const(c) => (*c, *c),
        Add(a, b) => {
            let (al, ah) = bounds(a, shape, syms)?;
            let (bl, bh) = bounds(b, shape, syms)?;
            (al.checked_add(bl)?, ah.checked_add(bh)?)
        }
        Mul(a, b) => {
            let (al, ah) = bounds(a, shape, syms)?;
            let (bl, bh) = bounds(b, shape, syms)?;
            let c = [
                al.checked_mul(bl)?,
                al.checked_mul(bh)?,
                ah.checked_mul(bl)?,
                ah.checked_mul(bh)?,
            ];
            (*c.iter().min()?, *c.iter().max()?)
        }
        FloorDiv(a, b) | CeilDiv(a, b) => {
            let (al, ah) = bounds(a, shape, syms)?;
            let (bl, bh) = bounds(b, shape, syms)?;
            if bl != bh || bl <= 0 {
                return None;
            }
            let up = matches!(e, CeilDiv(..));
            let div = |x: i64| {
                if up {
                    -floor_div(-x, bl).unwrap_or(0)
                } else {
                    floor_div(x, bl).unwrap_or(0)
                }
            };
            (div(al), div(ah))
        }
        Mod(a, b) => {
            let (al, ah) = bounds(a, shape, syms)?;
            let (bl, bh) = bounds(b, shape, syms)?;
            if bl != bh || bl <= 0 {
                return None;
            }
            if ah - al < bl && modulo(al, bl)? <= modulo(ah, bl)? {
                (modulo(al, bl)?, modulo(ah, bl)?)
            } else {
                (0, bl - 1)
            }
        }
    })
}

/// The physical array shape of a map layout: one extent per result, the
/// result's upper bound plus one (negative lower bounds are not
/// representable and give `None`).
pub fn physical_shape(map: &AffineMap, symbols: &[i64], shape: &[i64]) -> Option<Vec<i64>> {
    if shape.contains(&0) {
        return Some(vec![0; map.results.len()]);
    }
    map.results
        .iter()
        .map(|e| {
            let (lo, hi) = bounds(e, shape, symbols)?;
            (lo >= 0).then_some(hi + 1)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::*;

    fn b(e: AffineExpr) -> Box<AffineExpr> {
        Box::new(e)
    }

    #[test]
    fn identity_is_row_major() {
        let l = Layout::identity(&[4, 8, 16]);
        assert_eq!(l.offset_of(&[1, 2, 3]), 128 + 2 * 16 + 3);
    }

    #[test]
    fn column_major_map_transposes() {
        // (d0, d1) -> (d1, d0) over 2x3: physical shape 3x2.
        let map = AffineMap {
            num_dims: 2,
            num_symbols: 0,
            results: vec![Dim(1), Dim(0)],
        };
        let (l, n) = Layout::from_map(&map, &[], &[2, 3]).unwrap();
        assert_eq!(n, 6);
        // Logical [1, 2] is physical [2, 1] = 2 * 2 + 1.
        assert_eq!(l.offset_of(&[1, 2]), 5);
    }

    #[test]
    fn tiled_map_groups_tiles() {
        // 4x8 in 2x4 tiles: (d0 floordiv 2, d1 floordiv 4, d0 mod 2, d1 mod 4),
        // physical shape 2x2x2x4; logical [3, 5] -> [1, 1, 1, 1] = 16+8+4+1.
        let map = AffineMap {
            num_dims: 2,
            num_symbols: 0,
            results: vec![
                FloorDiv(b(Dim(0)), b(Const(2))),
                FloorDiv(b(Dim(1)), b(Const(4))),
                Mod(b(Dim(0)), b(Const(2))),
                Mod(b(Dim(1)), b(Const(4))),
            ],
        };
        let (l, n) = Layout::from_map(&map, &[], &[4, 8]).unwrap();
        assert_eq!(n, 32);
        assert_eq!(l.offset_of(&[3, 5]), 29);
    }

    #[test]
    fn padded_map_leaves_room() {
        // (d0) -> (d0 + 2) over 8 elements needs 10 physical slots.
        let map = AffineMap {
            num_dims: 1,
            num_symbols: 0,
            results: vec![Add(b(Dim(0)), b(Const(2)))],
        };
        let (l, n) = Layout::from_map(&map, &[], &[8]).unwrap();
        assert_eq!((n, l.offset_of(&[7])), (10, 9));
    }
}
