//! The text upstream's runner utility libraries print, byte for byte as
//! LLVM 22's `libmlir_runner_utils` and `libmlir_c_runner_utils` print it
//! (checked against `mlir-runner` by the upstream differential corpus in
//! `tests/kernels/`):
//!
//! * `printMemref*`: a header `Unranked Memref base@ = 0x… rank = R
//!   offset = O sizes = [a, b] strides = [c, d] data = ` (`Memref` alone
//!   for the ranked variants; the `printMemrefShape*` ones stop after the
//!   strides), a newline, then the elements nested in brackets one row per
//!   line: `[[1,   2], \n [3,   4]]` — after each `, ` come as many spaces
//!   as the rank minus the remaining dimensions plus one; a rank-0 memref
//!   prints `[x]`. Elements print as `vector.print` prints them, except
//!   that `i8` elements are written as the character with that code.
//! * `printI64`, `printU64`, `printF32`, `printF64`: the scalar as
//!   `vector.print` prints it, no newline; `printNewline`, `printComma`,
//!   `printOpen`, `printClose`: `\n`, `, `, `( `, ` )`.
//!
//! The address after `base@` is the simulated buffer's: upstream prints
//! its host pointer, which differs from run to run, so no comparison can
//! rely on it.

use crate::value::format::{format_unsigned, write_scalar, write_value, write_value_with};
use crate::value::{Scalar, Value};

/// The header line of `printMemref*`, without the trailing ` data = `.
pub fn memref_header(
    unranked: bool,
    base: u64,
    offset: i64,
    sizes: &[i64],
    strides: &[i64],
) -> String {
    let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    // C++'s `std::showbase` writes a zero pointer without `0x`.
    let base = if base == 0 {
        "0".to_string()
    } else {
        format!("{base:#x}")
    };
    format!(
        "{}Memref base@ = {base} rank = {} offset = {offset} sizes = [{}] strides = [{}]",
        if unranked { "Unranked " } else { "" },
        sizes.len(),
        list(sizes),
        list(strides)
    )
}

/// One element of a printed memref; `Err` for an `i8` that is no ASCII
/// character (upstream writes the raw byte, which is not text).
pub fn memref_element(v: &Value) -> Result<String, String> {
    let mut s = String::new();
    match v {
        Value::Scalar(Scalar::Int { bits, width: 8 }) => {
            let byte = *bits as u8;
            if !byte.is_ascii() {
                return Err(format!(
                    "printing the i8 element {} as a character is not simulated: it is not ASCII",
                    byte as i8
                ));
            }
            s.push(byte as char);
        }
        Value::Scalar(sc) => write_scalar(&mut s, sc),
        other => write_value(&mut s, other),
    }
    Ok(s)
}

/// Appends the nested data of a memref of `sizes` (rank at least 1) whose
/// elements, in row-major order, are `elems`.
pub fn memref_data(out: &mut String, sizes: &[i64], elems: &[String]) {
    if sizes.is_empty() {
        out.push('[');
        out.push_str(elems.first().map_or("", String::as_str));
        out.push(']');
        return;
    }
    nested(out, sizes.len(), sizes, elems);
}

/// Dimension `sizes[0]` of the `rank`-dimensional data, `elems` its
/// elements.
fn nested(out: &mut String, rank: usize, sizes: &[i64], elems: &[String]) {
    let Some((&n, inner_sizes)) = sizes.split_first() else {
        out.push_str(elems.first().map_or("", String::as_str));
        return;
    };
    let dim = sizes.len();
    let inner: usize = inner_sizes.iter().map(|&s| s.max(0) as usize).product();
    let chunk = |i: usize| &elems[(i * inner).min(elems.len())..((i + 1) * inner).min(elems.len())];
    let indent = " ".repeat(rank - dim + 1);
    out.push('[');
    for i in 0..n.max(1) as usize {
        if i > 0 {
            out.push_str(&indent);
        }
        nested(out, rank, inner_sizes, chunk(i));
        if i + 1 < n as usize {
            out.push_str(", ");
            if dim > 1 {
                out.push('\n');
            }
        }
    }
    out.push(']');
}

/// `printI64`/`printF32`/`printF64` (`unsigned`: `printU64`) of `v`.
pub fn scalar(out: &mut String, v: &Value, unsigned: bool) {
    match (unsigned, v) {
        (true, v) => out.push_str(&format_unsigned(v).unwrap_or_default()),
        (false, Value::Scalar(s)) => write_scalar(out, s),
        (false, v) => write_value(out, v),
    }
}

/// `vector.print` of `v` with its integers read as unsigned (`ui` element
/// types): nested as [`write_value`] nests.
pub fn unsigned_value(out: &mut String, v: &Value) {
    write_value_with(out, v, |out, v| {
        out.push_str(&format_unsigned(v).unwrap_or_default());
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(sizes: &[i64]) -> String {
        let n: i64 = sizes.iter().product();
        let elems: Vec<String> = (0..n).map(|i| i.to_string()).collect();
        let mut s = String::new();
        memref_data(&mut s, sizes, &elems);
        s
    }

    // What mlir-runner 22 printed for these shapes (see the module doc).
    #[test]
    fn nesting_and_spacing_follow_the_rank() {
        assert_eq!(data(&[3]), "[0,  1,  2]");
        assert_eq!(data(&[2, 2]), "[[0,   1], \n [2,   3]]");
        assert_eq!(data(&[1, 1]), "[[0]]");
        assert_eq!(data(&[3, 1, 1]), "[[[0]], \n [[1]], \n [[2]]]");
        assert_eq!(
            data(&[2, 2, 2]),
            "[[[0,    1], \n  [2,    3]], \n [[4,    5], \n  [6,    7]]]"
        );
        assert_eq!(data(&[]), "[0]");
    }

    #[test]
    fn header_names_rank_offset_sizes_strides() {
        assert_eq!(
            memref_header(true, 0x40, 2, &[2, 2], &[6, 2]),
            "Unranked Memref base@ = 0x40 rank = 2 offset = 2 sizes = [2, 2] strides = [6, 2]"
        );
        assert_eq!(
            memref_header(false, 0, 0, &[], &[]),
            "Memref base@ = 0 rank = 0 offset = 0 sizes = [] strides = []"
        );
    }
}
