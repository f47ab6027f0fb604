//! `rmlir-sweep merge`: the rows of a sweep's shards, joined in point
//! order without holding them all.
//!
//! Each shard writes its `results.jsonl` in point order, so a k-way merge
//! that keeps one row per shard yields the whole sweep's rows in order.
//! A sweep too big for one run is exactly what gets sharded, so merging
//! must not hold every row: the tables are written in two passes over the
//! shards' files, the first finding the columns and checking the points,
//! the second writing (`table::write_tables`).

use super::run::Row;
use super::table::{parse_row, Columns, JSONL};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fs::File;
use std::io::{BufRead, BufReader, Lines};
use std::path::{Path, PathBuf};

/// One shard's rows, read a line at a time.
struct ShardRows {
    path: PathBuf,
    lines: Lines<BufReader<File>>,
    /// The point of the row read last.
    prev: Option<u64>,
}

/// The rows of every shard, in point order.
pub struct MergedRows {
    shards: Vec<ShardRows>,
    axes: Vec<String>,
    /// Each shard's next row, and the heap of their points.
    next: Vec<Option<Row>>,
    heap: BinaryHeap<Reverse<(u64, usize)>>,
}

impl MergedRows {
    /// Opens `results.jsonl` in each of `dirs`; `axes` names the axis
    /// columns.
    pub fn open(dirs: &[String], axes: &[String]) -> Result<MergedRows, String> {
        let mut merged = MergedRows {
            shards: Vec::new(),
            axes: axes.to_vec(),
            next: Vec::new(),
            heap: BinaryHeap::new(),
        };
        for dir in dirs {
            let path = Path::new(dir).join(JSONL);
            let file =
                File::open(&path).map_err(|e| format!("could not read {}: {e}", path.display()))?;
            let lines = BufReader::new(file).lines();
            merged.shards.push(ShardRows {
                path,
                lines,
                prev: None,
            });
            merged.next.push(None);
            merged.refill(merged.shards.len() - 1)?;
        }
        Ok(merged)
    }

    /// Reads shard `i`'s next whole row into `next`. A line that is not a
    /// row (cut short) is skipped, as resuming skips it; the count of rows
    /// then tells the shards are incomplete. A shard not in point order
    /// (edited by hand) would make the merge out of order: it is refused.
    fn refill(&mut self, i: usize) -> Result<(), String> {
        let shard = &mut self.shards[i];
        for line in shard.lines.by_ref() {
            let line = line.map_err(|e| format!("could not read {}: {e}", shard.path.display()))?;
            if let Some(row) = parse_row(&line, &self.axes) {
                if let Some(prev) = shard.prev.filter(|p| *p >= row.point) {
                    return Err(format!(
                        "{} is not in point order (point {} after {prev})",
                        shard.path.display(),
                        row.point
                    ));
                }
                shard.prev = Some(row.point);
                self.heap.push(Reverse((row.point, i)));
                self.next[i] = Some(row);
                return Ok(());
            }
        }
        Ok(())
    }

    /// The next row in point order.
    fn pop(&mut self) -> Result<Option<Row>, String> {
        let Some(Reverse((point, i))) = self.heap.pop() else {
            return Ok(None);
        };
        let row = self.next[i].take().expect("a heap entry has its row");
        debug_assert_eq!(row.point, point);
        self.refill(i)?;
        Ok(Some(row))
    }
}

impl Iterator for MergedRows {
    type Item = Result<Row, String>;

    fn next(&mut self) -> Option<Result<Row, String>> {
        self.pop().transpose()
    }
}

/// What the first pass learns of the merged rows.
pub struct Survey {
    /// The tables' columns.
    pub columns: Vec<String>,
    /// How many rows the shards hold.
    pub rows: u64,
    /// Whether two shards hold the same point.
    pub repeats: bool,
    /// Every row, when the caller asked to keep them (for the charts).
    pub kept: Vec<Row>,
}

/// Reads every row of `rows` once: their columns, count and order, keeping
/// them only when `keep`.
pub fn survey(rows: MergedRows, keep: bool) -> Result<Survey, String> {
    let mut s = Survey {
        columns: Vec::new(),
        rows: 0,
        repeats: false,
        kept: Vec::new(),
    };
    let mut cols = Columns::default();
    let mut last = None;
    for row in rows {
        let row = row?;
        cols.add(&row);
        s.repeats |= last.is_some_and(|p| p >= row.point);
        last = Some(row.point);
        s.rows += 1;
        if keep {
            s.kept.push(row);
        }
    }
    s.columns = cols.finish();
    Ok(s)
}
