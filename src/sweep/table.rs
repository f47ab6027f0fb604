//! A sweep's results on disk (`docs/sweep.md` § Results): a folder with
//! `results.csv` and `results.jsonl` (one row per point, in point order,
//! the same columns in both), `meta.json` (the header: rmlir version,
//! hashes of the sweep, kernel, input and target files, the axes and the
//! shard), and `results.jsonl.partial`, the journal of an unfinished run.
//! Reading rows back serves resuming and `rmlir-sweep merge`.

use super::points::Shard;
use super::run::Row;
use super::spec::Sweep;
use crate::cli::io::{write_atomically, AtomicFile};
use crate::cli::report::VERSION;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::borrow::Borrow;
use std::io::{BufWriter, Write};
use std::path::Path;

/// The CSV table.
pub const CSV: &str = "results.csv";
/// The JSON Lines table: the CSV's columns, typed, plus each `"report"`.
pub const JSONL: &str = "results.jsonl";
/// The header.
pub const META: &str = "meta.json";
/// Rows of a run still going or interrupted, one JSON line each.
pub const JOURNAL: &str = "results.jsonl.partial";

/// The header of a results folder.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    /// The rmlir version that produced the rows.
    pub rmlir_version: String,
    /// The sweep file.
    pub sweep: FileMeta,
    /// The kernels, in sweep order.
    pub kernels: Vec<KernelMeta>,
    /// The targets, in sweep order.
    pub targets: Vec<TargetMeta>,
    /// The axis keys, in column order.
    pub axes: Vec<String>,
    /// Points of the whole sweep (every shard).
    pub points: u64,
    /// `K/N` for one shard's results, `null` for the whole sweep.
    pub shard: Option<String>,
    /// The Pareto chart's cost column, when the sweep names one.
    pub cost: Option<String>,
}

/// A named file and its hash.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FileMeta {
    /// The name used in the rows.
    pub name: String,
    /// The path as resolved from the sweep file.
    pub file: Option<String>,
    /// SHA-256 of its bytes (`built-in` for the built-in target).
    pub sha256: String,
}

/// A kernel in the header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KernelMeta {
    /// Name, file and hash.
    #[serde(flatten)]
    pub file: FileMeta,
    /// The function run.
    pub entry: String,
    /// `--arg` texts.
    pub args: Vec<String>,
    /// Each `--input`'s parameter, file and hash.
    pub inputs: Vec<FileMeta>,
}

/// A target in the header.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TargetMeta {
    /// Name, file and hash.
    #[serde(flatten)]
    pub file: FileMeta,
    /// Overrides applied at each of its points before the axes'.
    pub set: Vec<String>,
}

impl Meta {
    /// The header of `sweep`'s results, run as `shard`.
    pub fn of(sweep: &Sweep, shard: Shard) -> Meta {
        let kernels = (sweep.kernels.iter())
            .map(|k| KernelMeta {
                file: FileMeta {
                    name: k.name.clone(),
                    file: Some(k.input.name.clone()),
                    sha256: k.sha256.clone(),
                },
                entry: k.entry.clone(),
                args: k.args.clone(),
                inputs: (k.input_files.iter())
                    .map(|(name, file, sha)| FileMeta {
                        name: name.clone(),
                        file: Some(file.clone()),
                        sha256: sha.clone(),
                    })
                    .collect(),
            })
            .collect();
        let targets = (sweep.targets.iter())
            .map(|t| TargetMeta {
                file: FileMeta {
                    name: t.name.clone(),
                    file: t.source.file.clone(),
                    sha256: t.source.sha256.clone(),
                },
                set: t.set.clone(),
            })
            .collect();
        Meta {
            rmlir_version: VERSION.into(),
            sweep: FileMeta {
                name: sweep.name.clone(),
                file: Some(sweep.file.clone()),
                sha256: sweep.sha256.clone(),
            },
            kernels,
            targets,
            axes: sweep.axis_keys(),
            points: sweep.point_count().unwrap_or(0),
            shard: (shard != Shard::ALL).then(|| shard.to_string()),
            cost: sweep.cost.clone(),
        }
    }
}

/// The report's statistics a row lists, as (column, JSON pointer).
const STATS: &[(&str, &str)] = &[
    ("cycles", "/cycles"),
    ("seconds", "/seconds"),
    ("fault_cycle", "/fault_cycle"),
    ("stall.total", "/stalls/total"),
    ("stall.operand", "/stalls/operand"),
    ("stall.memory", "/stalls/memory"),
    ("stall.bank_conflict", "/stalls/bank_conflict"),
    ("stall.unit_busy", "/stalls/unit_busy"),
    ("stall.dma_wait", "/stalls/dma_wait"),
    ("stall.dma_issue", "/stalls/dma_issue"),
    ("dma_active_cycles", "/dma_active_cycles"),
    ("dma_exposed_cycles", "/dma_exposed_cycles"),
    ("dma_hidden_fraction", "/dma_hidden_fraction"),
    ("verdict", "/verdict"),
    ("energy.total_pj", "/energy/total_pj"),
    ("energy.compute_pj", "/energy/compute_pj"),
    ("energy.memory_pj", "/energy/memory_pj"),
    ("energy.dma_pj", "/energy/dma_pj"),
];

/// Per-name report lists a row flattens: (column prefix, report list,
/// fields).
const LISTS: &[(&str, &str, &[&str])] = &[
    ("unit", "units", &["ops", "busy_fraction"]),
    ("engine", "engines", &["bytes", "busy_fraction"]),
    ("space", "spaces", &["peak_bytes", "capacity"]),
];

/// A row's cells, in column order (missing cells left out).
pub fn cells(row: &Row) -> Vec<(String, Value)> {
    let mut out: Vec<(String, Value)> = vec![
        ("point".into(), row.point.into()),
        ("id".into(), row.id.clone().into()),
        ("kernel".into(), row.kernel.clone().into()),
        ("target".into(), row.target.clone().into()),
    ];
    out.extend(row.axes.iter().cloned());
    out.push(("status".into(), row.status.clone().into()));
    if let Some(r) = &row.report {
        report_cells(r, &mut out);
    }
    if let Some(e) = &row.error {
        out.push(("error".into(), e.clone().into()));
    }
    out
}

fn report_cells(r: &Value, out: &mut Vec<(String, Value)>) {
    for (col, ptr) in STATS {
        if let Some(v) = r.pointer(ptr).filter(|v| !v.is_null()) {
            out.push(((*col).into(), v.clone()));
        }
    }
    for (prefix, list, fields) in LISTS {
        for item in r[*list].as_array().into_iter().flatten() {
            let name = item["name"].as_str().unwrap_or("?");
            for f in *fields {
                out.push((format!("{prefix}.{name}.{f}"), item[*f].clone()));
            }
        }
    }
}

/// Every column of `rows`: the point's own (index, id, kernel, target,
/// axes, status), the report's statistics in the order of the `STATS` table, the
/// per-unit, per-engine and per-space columns in order of first
/// appearance, and `error` last.
pub fn columns(rows: &[Row]) -> Vec<String> {
    let mut cols = Columns::default();
    rows.iter().for_each(|r| cols.add(r));
    cols.finish()
}

/// The columns of rows seen one at a time (what [`columns`] gives for
/// all of them), so that a table too big to hold can be scanned once for
/// its columns and written in a second pass.
#[derive(Default)]
pub struct Columns(Vec<String>);

impl Columns {
    /// Notes `row`'s cells.
    pub fn add(&mut self, row: &Row) {
        for (c, _) in cells(row) {
            if !self.0.contains(&c) {
                self.0.push(c);
            }
        }
    }

    /// The columns in table order.
    pub fn finish(self) -> Vec<String> {
        let mut cols = self.0;
        let rank = |c: &String| {
            if let Some(i) = STATS.iter().position(|(name, _)| name == c) {
                (1, i)
            } else if LISTS
                .iter()
                .any(|(p, _, _)| c.starts_with(&format!("{p}.")))
            {
                (2, 0)
            } else if c == "error" {
                (3, 0)
            } else {
                (0, 0)
            }
        };
        cols.sort_by_key(rank);
        cols
    }
}

/// A cell as CSV text: strings bare, nothing for a missing cell.
fn csv_text(v: Option<&Value>) -> String {
    match v {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    }
}

/// `row`'s CSV cells under `cols`.
fn csv_record(cols: &[String], row: &Row) -> Vec<String> {
    let cells = cells(row);
    let get = |c: &String| cells.iter().find(|(k, _)| k == c).map(|(_, v)| v);
    cols.iter().map(|c| csv_text(get(c))).collect()
}

/// One JSON line: the row's cells in column order, then `"report"`.
pub fn json_line(row: &Row) -> String {
    let mut parts: Vec<String> = cells(row)
        .iter()
        .map(|(k, v)| format!("{}:{}", Value::from(k.as_str()), v))
        .collect();
    let report = row.report.as_ref().unwrap_or(&Value::Null);
    parts.push(format!("\"report\":{report}"));
    format!("{{{}}}\n", parts.join(","))
}

/// Reads a row written by [`json_line`]; `axes` names the axis columns.
pub fn parse_row(line: &str, axes: &[String]) -> Option<Row> {
    let v: Value = serde_json::from_str(line).ok()?;
    let text = |k: &str| v[k].as_str().map(str::to_string);
    Some(Row {
        point: v["point"].as_u64()?,
        id: text("id")?,
        kernel: text("kernel")?,
        target: text("target")?,
        axes: axes
            .iter()
            .map(|k| (k.clone(), v[k.as_str()].clone()))
            .collect(),
        status: text("status")?,
        error: text("error"),
        report: Some(v["report"].clone()).filter(|r| !r.is_null()),
    })
}

/// Every whole row of a JSON Lines file; a missing file has none, and a
/// line cut short by an interrupted run is skipped.
pub fn read_rows(path: &Path, axes: &[String]) -> Vec<Row> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return Vec::new();
    };
    text.lines().filter_map(|l| parse_row(l, axes)).collect()
}

/// Reads a results folder's header.
pub fn read_meta(dir: &Path) -> Result<Meta, String> {
    let path = dir.join(META);
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("could not read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: error: {e}", path.display()))
}

/// Writes `rows` (in point order) and `meta` into `dir`, each file whole
/// or not at all, then removes the journal.
pub fn write_results(dir: &Path, meta: &Meta, rows: &[Row]) -> Result<(), String> {
    let cols = columns(rows);
    write_tables(dir, meta, &cols, rows.iter().map(Ok))
}

/// Writes the rows `rows` yields (in point order) under the columns
/// `cols`, then `meta`, into `dir`, row by row: both tables go to
/// temporary files renamed into place only when every row is written, so
/// a failure (of the disk, or an `Err` row) leaves no file half-written.
/// Then removes the journal.
pub fn write_tables<R: Borrow<Row>>(
    dir: &Path,
    meta: &Meta,
    cols: &[String],
    rows: impl Iterator<Item = Result<R, String>>,
) -> Result<(), String> {
    let open = |name: &str| {
        let path = dir.join(name);
        AtomicFile::create(&path)
            .map(BufWriter::new)
            .map_err(|e| format!("could not write {}: {e}", path.display()))
    };
    let mut csv = csv::Writer::from_writer(open(CSV)?);
    let mut jsonl = open(JSONL)?;
    let failed = |name: &str, e: &dyn std::fmt::Display| {
        format!("could not write {}: {e}", dir.join(name).display())
    };
    csv.write_record(cols).map_err(|e| failed(CSV, &e))?;
    for row in rows {
        let row = row?;
        csv.write_record(csv_record(cols, row.borrow()))
            .map_err(|e| failed(CSV, &e))?;
        (jsonl.write_all(json_line(row.borrow()).as_bytes())).map_err(|e| failed(JSONL, &e))?;
    }
    let csv = csv.into_inner().map_err(|e| failed(CSV, e.error()))?;
    for (name, file) in [(CSV, csv), (JSONL, jsonl)] {
        (file.into_inner().map_err(|e| e.into_error()))
            .and_then(AtomicFile::commit)
            .map_err(|e| failed(name, &e))?;
    }
    let mut meta_text = serde_json::to_string_pretty(meta).map_err(|e| e.to_string())?;
    meta_text.push('\n');
    let path = dir.join(META);
    write_atomically(&path, meta_text.as_bytes())
        .map_err(|e| format!("could not write {}: {e}", path.display()))?;
    match std::fs::remove_file(dir.join(JOURNAL)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(format!(
            "could not remove {}: {e}",
            dir.join(JOURNAL).display()
        )),
        _ => Ok(()),
    }
}
