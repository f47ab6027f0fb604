//! Every key the schema accepts is documented in `configs/README.md`
//! (issue #3). The keys come from the schema itself, not from a list kept
//! by hand: for each table of `configs/tpu.toml` (which uses every kind of
//! table) the test adds an unknown key and reads the accepted keys from the
//! "unknown key … expected one of …" diagnostic.
//!
//! README paths write `<name>` for the entries of named tables
//! (`memory.<name>.capacity`), `<unit>` for `scalar`/`vector` before
//! `.ops.`, and `<class>` for an op class inside a cost path.

use rmlir_targets::{OpClass, Target, BUILTIN_TOML};
use toml::{Table, Value};

const PROBE: &str = "zz_probe";

#[derive(Clone)]
enum Step {
    Key(String),
    Index(usize),
}

/// The table reached by `steps` in `doc`.
fn table_at<'a>(doc: &'a mut Table, steps: &[Step]) -> &'a mut Table {
    let mut v: &mut Value = doc.get_mut(key_of(&steps[0])).unwrap();
    for s in &steps[1..] {
        v = match s {
            Step::Key(k) => v.get_mut(k.as_str()).unwrap(),
            Step::Index(i) => v.get_mut(*i).unwrap(),
        };
    }
    v.as_table_mut().unwrap()
}

fn key_of(s: &Step) -> &str {
    match s {
        Step::Key(k) => k,
        Step::Index(_) => unreachable!("the root is a table"),
    }
}

/// The keys the table at `steps` accepts, or `None` for a table of named
/// entries (which accepts any name).
fn accepted_keys(doc: &Table, steps: &[Step]) -> Option<Vec<String>> {
    let mut probe = doc.clone();
    let t = if steps.is_empty() {
        &mut probe
    } else {
        table_at(&mut probe, steps)
    };
    t.insert(PROBE.into(), Value::Integer(1));
    let text = toml::to_string(&probe).unwrap();
    let err = Target::from_str("probe.toml", &text)
        .unwrap_err()
        .to_string();
    let first = err.lines().next().unwrap();
    let (_, list) = first.split_once(&format!("unknown key `{PROBE}`"))?;
    let names = list.split('`').skip(1).step_by(2);
    Some(names.map(str::to_string).collect())
}

fn readme_path(segs: &[String]) -> String {
    let p = segs.join(".");
    for unit in ["compute.scalar.ops.", "compute.vector.ops."] {
        if let Some(rest) = p.strip_prefix(unit) {
            return format!("compute.<unit>.ops.{rest}");
        }
    }
    p
}

fn walk(doc: &Table, steps: Vec<Step>, segs: Vec<String>, out: &mut Vec<String>) {
    let here = if steps.is_empty() {
        doc.clone()
    } else {
        table_at(&mut doc.clone(), &steps).clone()
    };
    let keys = accepted_keys(doc, &steps);
    if let Some(keys) = &keys {
        out.extend(
            keys.iter()
                .map(|k| readme_path(&[segs.clone(), vec![k.clone()]].concat())),
        );
    }
    for (k, v) in &here {
        let seg = match (&keys, OpClass::from_key(k)) {
            (None, _) => "<name>".to_string(),
            (Some(_), Some(_)) if segs.last().is_some_and(|s| s == "ops") => "<class>".to_string(),
            (Some(_), _) => k.clone(),
        };
        let mut st = steps.clone();
        st.push(Step::Key(k.clone()));
        let sg = [segs.clone(), vec![seg]].concat();
        match v {
            Value::Table(_) => walk(doc, st, sg, out),
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    if item.is_table() {
                        let mut si = st.clone();
                        si.push(Step::Index(i));
                        walk(doc, si, sg.clone(), out);
                    }
                }
            }
            _ => {}
        }
    }
}

#[test]
fn every_schema_key_is_documented_in_the_readme() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../configs/README.md"))
            .unwrap();
    let doc: Table = toml::from_str(BUILTIN_TOML).unwrap();
    let mut keys = Vec::new();
    walk(&doc, Vec::new(), Vec::new(), &mut keys);
    keys.sort();
    keys.dedup();
    // The walk must reach every kind of table: a sanity floor on its size.
    assert!(keys.len() > 70, "only {} keys found: {keys:?}", keys.len());
    let missing: Vec<&String> = keys
        .iter()
        .filter(|k| {
            let documented = if k.contains('.') {
                readme.contains(&format!("`{k}`"))
            } else {
                readme.contains(&format!("`[{k}")) || readme.contains(&format!("`[[{k}"))
            };
            !documented
        })
        .collect();
    assert!(missing.is_empty(), "undocumented keys: {missing:?}");
}
