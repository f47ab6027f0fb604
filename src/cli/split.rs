//! `--split-input-file`: the input is cut at lines `// -----` and each
//! chunk is processed on its own, as `mlir-opt` does. Each chunk knows the
//! line of the whole file it starts at, and is parsed with that numbering,
//! so diagnostics point into the original file. (Padding each chunk with
//! the newlines before it did the same in quadratic time and memory.)

/// The marker line, also used to join the outputs.
pub const SPLIT_MARKER: &str = "// -----";

use std::borrow::Cow;

/// One piece of a split file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// 1-based line of the chunk's first line in the whole file.
    pub first_line: u32,
    /// The chunk's text (the input itself, not a copy, when the file is
    /// not split).
    pub text: Cow<'a, str>,
}

/// Splits `text` on marker lines (a line whose content, trimmed, is the
/// marker). Without `split`, the whole text is one chunk.
pub fn split_chunks(text: &str, split: bool) -> Vec<Chunk<'_>> {
    if !split {
        return vec![Chunk {
            first_line: 1,
            text: Cow::Borrowed(text),
        }];
    }
    let mut chunks = Vec::new();
    let mut start_line = 1u32;
    let mut current = String::new();
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let line_no = i as u32 + 1;
        if line.trim() == SPLIT_MARKER {
            chunks.push(padded(start_line, &current));
            current.clear();
            start_line = line_no + 1;
        } else {
            current.push_str(line);
        }
    }
    chunks.push(padded(start_line, &current));
    chunks
}

fn padded(first_line: u32, body: &str) -> Chunk<'static> {
    Chunk {
        first_line,
        text: Cow::Owned(body.to_string()),
    }
}

/// Joins per-chunk outputs with the marker line, as `mlir-opt` does; a
/// single output is moved, not copied.
pub fn join_outputs(mut outputs: Vec<String>) -> String {
    if outputs.len() == 1 {
        return outputs.pop().unwrap_or_default();
    }
    outputs.join(&format!("{SPLIT_MARKER}\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_keep_their_original_line_numbers() {
        let c = split_chunks("a\n// -----\nb\nc\n  // -----  \nd", true);
        assert_eq!(c.len(), 3);
        assert_eq!(c[1].first_line, 3);
        assert_eq!(c[1].text, "b\nc\n");
        assert_eq!((c[2].first_line, c[2].text.as_ref()), (6, "d"));
        assert_eq!(split_chunks("a\n// -----\n", false).len(), 1);
    }

    #[test]
    fn outputs_are_joined_by_the_marker() {
        let joined = join_outputs(vec!["m1\n".into(), "m2\n".into()]);
        assert_eq!(joined, "m1\n// -----\nm2\n");
    }
}
