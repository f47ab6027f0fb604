//! NumPy `.npy` files: how `rmlir-sim` and `rmlir-hls` take memref arguments
//! and hand back memref results.
//!
//! Follows the format's specification (NumPy's `numpy.lib.format`, "NPY
//! format" versions 1.0 and 2.0): the magic `\x93NUMPY`, a major and minor
//! version byte, a little-endian header length (2 bytes in 1.0, 4 in 2.0),
//! then an ASCII Python dict literal with `descr`, `fortran_order` and
//! `shape`, padded with spaces and a newline so the data starts on a
//! 64-byte boundary, then the raw elements.
//!
//! Supported element types are the little-endian fixed-size ones the
//! simulator can store: `<i1 <i2 <i4 <i8 <u1 <u2 <u4 <u8 <f2 <f4 <f8 |b1 <V2`
//! (single-byte types may be spelled with `|`, `<` or `=`). `bf16` has no
//! NumPy dtype: it is written as the two-byte void `<V2` that
//! `ml_dtypes.bfloat16` arrays (JAX's) save as, so a result's header is
//! the one `np.save` writes for JAX's array, and read from `<V2`/`|V2` or
//! from `<u2` holding the raw bf16 bits
//! (`np.array(x, np.float32).view(np.uint32) >> 16` truncates to it).
//! Only C (row-major) order is accepted: Fortran-ordered files are rejected
//! with a message that says how to convert them.

use std::fmt;

/// An element type of a `.npy` file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Dtype {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    F32,
    F64,
    /// bf16's raw bits, as the two-byte void JAX's arrays save as.
    BF16,
}

const DTYPES: [(Dtype, &str); 13] = [
    (Dtype::Bool, "|b1"),
    (Dtype::I8, "|i1"),
    (Dtype::I16, "<i2"),
    (Dtype::I32, "<i4"),
    (Dtype::I64, "<i8"),
    (Dtype::U8, "|u1"),
    (Dtype::U16, "<u2"),
    (Dtype::U32, "<u4"),
    (Dtype::U64, "<u8"),
    (Dtype::F16, "<f2"),
    (Dtype::F32, "<f4"),
    (Dtype::F64, "<f8"),
    (Dtype::BF16, "<V2"),
];

impl Dtype {
    /// The `descr` string NumPy writes for this type.
    pub fn descr(self) -> &'static str {
        DTYPES.iter().find(|d| d.0 == self).map_or("?", |d| d.1)
    }

    /// Bytes per element.
    pub fn itemsize(self) -> usize {
        let d = self.descr();
        d[2..].parse().unwrap_or(1)
    }

    /// The type of a `descr` string, if supported (`=` and `|` count as
    /// little-endian for one-byte types; `=` is the host order, which is
    /// little-endian on every host we build for).
    pub fn from_descr(s: &str) -> Option<Dtype> {
        // ml_dtypes' bfloat16 (what JAX saves) is a two-byte void to NumPy,
        // which reads it back as `|V2`.
        if matches!(s, "<V2" | "|V2") {
            return Some(Dtype::BF16);
        }
        // `split_at_checked`: a first character of several bytes is no
        // byte-order mark, and must not panic.
        let (order, rest) = s.split_at_checked(s.len().min(1))?;
        let order_ok = match order {
            "<" => true,
            "|" | "=" => rest.ends_with('1') || order == "=",
            _ => false,
        };
        if !order_ok {
            return None;
        }
        DTYPES.iter().find(|d| &d.1[1..] == rest).map(|d| d.0)
    }
}

impl fmt::Display for Dtype {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.descr())
    }
}

/// An n-dimensional array: element type, shape and raw little-endian
/// elements in C order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Array {
    /// Element type.
    pub dtype: Dtype,
    /// Dimension sizes (empty for a 0-d array, which holds one element).
    pub shape: Vec<u64>,
    /// `shape.product() * dtype.itemsize()` bytes.
    pub data: Vec<u8>,
}

/// Why a file is not a usable `.npy` array.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NpyError {
    /// Not the NPY format at all, or a truncated file.
    #[error("not a NumPy .npy file: {0}")]
    Format(String),
    /// A valid file with an element type we do not take.
    #[error("unsupported dtype '{0}' (supported: <i1 <i2 <i4 <i8 <u1 <u2 <u4 <u8 <f2 <f4 <f8 |b1 <V2, little-endian)")]
    Dtype(String),
    /// Fortran (column-major) order.
    #[error(
        "the array is in Fortran order; save it in C order (np.save(f, np.ascontiguousarray(a)))"
    )]
    Fortran,
}

fn bad(msg: impl Into<String>) -> NpyError {
    NpyError::Format(msg.into())
}

/// Parses a `.npy` file (format 1.0, 2.0 or 3.0).
pub fn read(bytes: &[u8]) -> Result<Array, NpyError> {
    if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
        return Err(bad("the file does not start with \\x93NUMPY"));
    }
    let (len, start) = match bytes[6] {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 if bytes.len() >= 12 => (
            u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
            12,
        ),
        v => return Err(bad(format!("unknown format version {v}"))),
    };
    let header = bytes
        .get(start..start + len)
        .ok_or_else(|| bad("the header is truncated"))?;
    let header = std::str::from_utf8(header).map_err(|_| bad("the header is not text"))?;
    let (dtype, shape) = parse_header(header)?;
    let want = shape
        .iter()
        .try_fold(dtype.itemsize() as u64, |n, &d| n.checked_mul(d))
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| bad(format!("the shape {shape:?} is too large")))?;
    let data = &bytes[start + len..];
    if data.len() < want {
        return Err(bad(format!(
            "the data holds {} bytes, the header promises {want}",
            data.len()
        )));
    }
    Ok(Array {
        dtype,
        shape,
        data: data[..want].to_vec(),
    })
}

/// The value text after `'key':` in a header dict.
fn field<'h>(header: &'h str, key: &str) -> Result<&'h str, NpyError> {
    let at = header
        .find(&format!("'{key}'"))
        .ok_or_else(|| bad(format!("the header has no '{key}'")))?;
    let rest = &header[at + key.len() + 2..];
    let colon = rest
        .find(':')
        .ok_or_else(|| bad(format!("no ':' after '{key}'")))?;
    Ok(rest[colon + 1..].trim_start())
}

fn parse_header(header: &str) -> Result<(Dtype, Vec<u64>), NpyError> {
    let descr = field(header, "descr")?;
    let descr = descr
        .strip_prefix('\'')
        .and_then(|d| d.split('\'').next())
        .ok_or_else(|| NpyError::Dtype(descr.chars().take(20).collect()))?;
    let dtype = Dtype::from_descr(descr).ok_or_else(|| NpyError::Dtype(descr.to_string()))?;
    if field(header, "fortran_order")?.starts_with("True") {
        return Err(NpyError::Fortran);
    }
    let shape = field(header, "shape")?;
    let inner = shape
        .strip_prefix('(')
        .and_then(|s| s.split(')').next())
        .ok_or_else(|| bad("'shape' is not a tuple"))?;
    let shape = inner
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.trim_end_matches('L').parse::<u64>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| bad(format!("bad shape ({inner})")))?;
    Ok((dtype, shape))
}

/// Serialises `a` as a `.npy` file (version 1.0, or 2.0 when the header
/// would not fit in 64 KiB).
pub fn write(a: &Array) -> Vec<u8> {
    let dims: Vec<String> = a.shape.iter().map(|d| d.to_string()).collect();
    let shape = match dims.len() {
        1 => format!("({},)", dims[0]),
        _ => format!("({})", dims.join(", ")),
    };
    let dict = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}",
        a.dtype.descr()
    );
    let v1 = dict.len() + 1 + 10 < 65536;
    let prefix = if v1 { 10 } else { 12 };
    let total = (prefix + dict.len() + 1).div_ceil(64) * 64;
    let hlen = total - prefix;
    let mut out = Vec::with_capacity(total + a.data.len());
    out.extend_from_slice(b"\x93NUMPY");
    if v1 {
        out.extend_from_slice(&[1, 0]);
        out.extend_from_slice(&(hlen as u16).to_le_bytes());
    } else {
        out.extend_from_slice(&[2, 0]);
        out.extend_from_slice(&(hlen as u32).to_le_bytes());
    }
    out.extend_from_slice(dict.as_bytes());
    out.resize(total - 1, b' ');
    out.push(b'\n');
    out.extend_from_slice(&a.data);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_aligns() {
        let a = Array {
            dtype: Dtype::I16,
            shape: vec![3],
            data: vec![1, 0, 2, 0, 0xff, 0xff],
        };
        let bytes = write(&a);
        // The data starts on a 64-byte boundary, as the format requires.
        assert_eq!((bytes.len() - a.data.len()) % 64, 0);
        assert_eq!(read(&bytes).unwrap(), a);
    }

    /// bf16 is written with the header `np.save` writes for a JAX bf16
    /// array of the same shape (these bytes are from one), and read back
    /// from it and from NumPy's `|V2` spelling.
    #[test]
    fn bf16_is_jaxs_two_byte_void() {
        let a = Array {
            dtype: Dtype::BF16,
            shape: vec![8, 128],
            data: vec![0; 2048],
        };
        let bytes = write(&a);
        let jax =
            b"\x93NUMPY\x01\x00v\x00{'descr': '<V2', 'fortran_order': False, 'shape': (8, 128), }";
        assert_eq!(&bytes[..jax.len()], jax);
        assert_eq!(bytes.len(), 128 + 2048);
        assert_eq!(read(&bytes).unwrap(), a);
        assert_eq!(Dtype::from_descr("|V2"), Some(Dtype::BF16));
        assert_eq!(Dtype::BF16.itemsize(), 2);
    }

    #[test]
    fn header_forms() {
        let h = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
        assert_eq!(parse_header(h).unwrap(), (Dtype::F32, vec![2, 3]));
        let h = "{'descr': '|b1', 'fortran_order': False, 'shape': (), }";
        assert_eq!(parse_header(h).unwrap(), (Dtype::Bool, vec![]));
        let h = "{'descr': '<f8', 'fortran_order': True, 'shape': (2,), }";
        assert_eq!(parse_header(h), Err(NpyError::Fortran));
        let h = "{'descr': '>i4', 'fortran_order': False, 'shape': (2,), }";
        assert_eq!(parse_header(h), Err(NpyError::Dtype(">i4".into())));
    }

    #[test]
    fn rejects_garbage_without_panicking() {
        for bytes in [&b""[..], b"\x93NUMPY\x01\x00\xff\xff", b"PK\x03\x04zip"] {
            assert!(read(bytes).is_err());
        }
        let huge = b"\x93NUMPY\x01\x00\x4d\x00{'descr': '<f8', 'fortran_order': False, 'shape': (4294967296, 4294967296), }";
        assert!(matches!(read(huge), Err(NpyError::Format(m)) if m.contains("too large")));
    }
}
