//! The `--report` JSON of one run and where the run's target came from.
//! `rmlir-sim` and `rmlir-sweep` both build their reports here, so a
//! sweep's row and a single run's report cannot disagree.

use rmlir_ir::Diagnostic;
use rmlir_sim::timing::report::Report;
use rmlir_sim::Failure;
use rmlir_targets::Target;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// The rmlir version every report and sweep header records.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The SHA-256 of `bytes`, as 64 lowercase hex digits.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Where a run's target came from: its file and the file's hash, or the
/// built-in chip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetSource {
    /// The file as given, or `None` for the built-in target.
    pub file: Option<String>,
    /// SHA-256 of the file's bytes, or `"built-in"`.
    pub sha256: String,
}

/// Loads the target file at `path` (the built-in target for `None`) and
/// hashes the bytes it was parsed from.
pub fn load_target_source(path: Option<&str>) -> Result<(Target, TargetSource), String> {
    let Some(path) = path else {
        let source = TargetSource {
            file: None,
            sha256: "built-in".into(),
        };
        return Ok((Target::builtin_default(), source));
    };
    // Read once, hash and parse the same bytes; an unreadable or non-UTF-8
    // file gets the target loader's own diagnostic.
    let bytes =
        rmlir_targets::read_target_bytes(std::path::Path::new(path)).map_err(|e| e.to_string())?;
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return Err(Target::load(path).err().map_or_else(
            || format!("{path}: error: could not read the target file"),
            |e| e.to_string(),
        ));
    };
    let target = Target::from_str(path, text).map_err(|e| e.to_string())?;
    let source = TargetSource {
        file: Some(path.to_string()),
        sha256: sha256_hex(&bytes),
    };
    Ok((target, source))
}

/// What produced a report: the target, the `--set` overrides in order
/// and the rmlir version.
#[derive(Clone, Debug)]
pub struct RunMeta {
    /// The target's `[target] name`, after the overrides.
    pub target_name: String,
    /// Its file and hash.
    pub target: TargetSource,
    /// The `--set KEY=VALUE` arguments, in the order applied.
    pub overrides: Vec<String>,
}

impl RunMeta {
    /// The report's `"run"` section.
    fn json(&self) -> Value {
        json!({
            "rmlir_version": VERSION,
            "target": {
                "name": self.target_name,
                "file": self.target.file,
                "sha256": self.target.sha256,
            },
            "overrides": self.overrides,
        })
    }
}

/// One diagnostic (and its notes) as JSON for the report.
pub fn diagnostic_json(d: &Diagnostic) -> Value {
    let pos = d.pos.as_ref();
    json!({
        "message": d.message,
        "file": pos.map(|p| p.file.clone()),
        "line": pos.map(|p| p.line),
        "column": pos.map(|p| p.col),
        "notes": d.notes.iter().map(diagnostic_json).collect::<Vec<_>>(),
    })
}

/// The `--report` object: the timing report with the run's `"status"`,
/// its `"run"` metadata, the `extras` sections (`"hls"`, `"profile"`) and
/// for a failed run the diagnostic (with its `rendered` text) and the
/// cycle of the fault.
pub fn report_value(
    report: &Report,
    failure: Option<(&Failure, String)>,
    extras: Vec<(&str, Value)>,
    meta: &RunMeta,
) -> Value {
    let mut v = serde_json::to_value(report).unwrap_or_else(|_| json!({}));
    if let Value::Object(map) = &mut v {
        map.insert("run".into(), meta.json());
        for (key, section) in extras {
            map.insert(key.into(), section);
        }
        match failure {
            None => {
                map.insert("status".into(), "ok".into());
            }
            Some((f, rendered)) => {
                map.insert("status".into(), "error".into());
                let mut e = f.diagnostics.first().map_or(json!({}), diagnostic_json);
                if let Value::Object(e) = &mut e {
                    e.insert("rendered".into(), rendered.into());
                }
                map.insert("error".into(), e);
                map.insert("fault_cycle".into(), f.cycle.into());
            }
        }
    }
    v
}

/// [`report_value`] as the pretty text `--report` writes.
pub fn report_text(
    report: &Report,
    failure: Option<(&Failure, String)>,
    extras: Vec<(&str, Value)>,
    meta: &RunMeta,
) -> String {
    let v = report_value(report, failure, extras, meta);
    let mut text = serde_json::to_string_pretty(&v).unwrap_or_default();
    text.push('\n');
    text
}
