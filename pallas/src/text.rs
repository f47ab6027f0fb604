//! Small text helpers for reading jaxlib's printed op forms and writing
//! the generated MLIR: a bracket-aware splitter and an emitter that hands
//! out fresh SSA names.

/// The element count of a static shape, or `None` when it overflows.
pub fn elems(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |p, &d| p.checked_mul(d))
}

/// The most elements a generated constant (`tpu.iota`) or per-element
/// check (semaphore arrays) may have: Mosaic values are a few vregs, and
/// the text grows with the count.
pub const MAX_UNROLLED: i64 = 1 << 16;

/// Splits `s` at each top-level `sep`, ignoring separators nested in
/// `<>`, `()`, `[]` and `{}` (an arrow `->` is not a bracket).
pub fn split_top(s: &str, sep: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut prev = ' ';
    for c in s.chars() {
        match c {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' if prev != '-' => depth -= 1,
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
        if c == sep && depth == 0 {
            out.push(cur.trim().to_string());
            cur.clear();
        } else {
            cur.push(c);
        }
        prev = c;
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// The text between the first `open` and its matching `close`, and the
/// rest after it.
pub fn bracketed(s: &str, open: char, close: char) -> Option<(&str, &str)> {
    let start = s.find(open)?;
    let mut depth = 0i32;
    for (i, c) in s[start..].char_indices() {
        if c == open {
            depth += 1;
        } else if c == close {
            depth -= 1;
            if depth == 0 {
                let end = start + i;
                return Some((&s[start + 1..end], &s[end + 1..]));
            }
        }
    }
    None
}

/// Writes MLIR lines with fresh value names (`%d0`, `%d1`, …).
#[derive(Default)]
pub struct Emit {
    /// The text so far.
    pub out: String,
    next: usize,
    indent: usize,
    prefix: String,
    /// Names of `i32` constants known to be zero (block indices of
    /// operands without a transform), so offsets from them fold.
    pub zeros: Vec<String>,
    /// A trailing location (`loc(…)`) written after every op.
    pub loc: String,
}

impl Emit {
    /// An emitter whose names start with `%{prefix}`.
    pub fn new(prefix: &str, indent: usize) -> Self {
        Emit {
            prefix: prefix.to_string(),
            indent,
            ..Emit::default()
        }
    }

    /// A fresh value name.
    pub fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%{}{}", self.prefix, self.next - 1)
    }

    /// Writes one line at the current indentation.
    pub fn line(&mut self, s: impl AsRef<str>) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        let s = s.as_ref();
        self.out.push_str(s);
        let t = s.trim_end();
        if !self.loc.is_empty() && !t.ends_with('{') {
            self.out.push(' ');
            self.out.push_str(&self.loc);
        }
        self.out.push('\n');
    }

    /// Writes `%v = rhs` and gives `%v`.
    pub fn op(&mut self, rhs: impl AsRef<str>) -> String {
        let v = self.fresh();
        self.line(format!("{v} = {}", rhs.as_ref()));
        v
    }

    /// Opens a nested block (`head {`).
    pub fn open(&mut self, head: impl AsRef<str>) {
        self.line(format!("{} {{", head.as_ref()));
        self.indent += 1;
    }

    /// Closes a nested block, with an optional continuation (`} else {`).
    pub fn close(&mut self, tail: &str) {
        self.indent -= 1;
        self.line(format!("}}{tail}"));
        if !tail.is_empty() {
            self.indent += 1;
        }
    }

    /// An `index` constant.
    pub fn index(&mut self, v: i64) -> String {
        self.op(format!("arith.constant {v} : index"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_top_level_only() {
        assert_eq!(
            split_top(
                "memref<8x128xf32, #a<b>>, vector<8xf32>, i32 -> vector<2xf32>",
                ','
            ),
            vec![
                "memref<8x128xf32, #a<b>>",
                "vector<8xf32>",
                "i32 -> vector<2xf32>"
            ]
        );
    }

    #[test]
    fn finds_matching_brackets() {
        assert_eq!(
            bracketed("%a[%b, f(%c)], x", '[', ']'),
            Some(("%b, f(%c)", ", x"))
        );
    }
}
