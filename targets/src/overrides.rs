//! Command-line overrides: `--set dma.main.engines=4`,
//! `--set memory.vmem.capacity="32 MiB"`. Each one patches the parsed
//! document and the result goes through the same parser and validator as
//! a file, so a sweep needs no file copies (issue #3, "Behaviour").
//!
//! The key is a TOML dotted key (quote segments holding dots:
//! `ops."tpu.vaddf32".latency=3`). A key directly under `dma` that names
//! no DMA group (`--set dma.engines=4`) sets that key in every group, so a
//! sweep over a chip with several groups needs one flag. The value is a TOML value; if it does
//! not parse as one (the shell ate the quotes of `"32 MiB"`), it is taken
//! as a string.

use toml::{Table, Value};

/// The segments of a dotted TOML key (`ops."tpu.vaddf32".latency`).
fn key_path(key: &str) -> Result<Vec<String>, String> {
    let mut t = toml::from_str::<Table>(&format!("{key} = 0"))
        .map_err(|e| format!("`{key}` is not a TOML key: {}", e.message().trim_end()))?;
    let mut path = Vec::new();
    loop {
        let (k, v) = t.into_iter().next().expect("one key was written");
        path.push(k);
        match v {
            Value::Table(inner) => t = inner,
            _ => return Ok(path),
        }
    }
}

/// Parses a TOML value, or takes the text as a string.
fn parse_value(value: &str) -> Value {
    match toml::from_str::<Table>(&format!("v = {value}")) {
        Ok(mut t) => t.remove("v").expect("the key was written"),
        Err(_) => Value::String(value.to_string()),
    }
}

/// Splits `KEY=VALUE` into the key's segments and the value.
fn parse_patch(arg: &str) -> Result<(Vec<String>, Value), String> {
    let Some((key, value)) = arg.split_once('=') else {
        return Err("expected KEY=VALUE, as in `dma.main.engines=4`".to_string());
    };
    let (key, value) = (key.trim(), value.trim());
    if key.is_empty() {
        return Err("the key before `=` is empty".to_string());
    }
    Ok((key_path(key)?, parse_value(value)))
}

/// Sets `path` in `doc` to `value`, creating missing tables.
fn set(doc: &mut Table, path: &[String], value: Value) -> Result<(), String> {
    let (last, parents) = path.split_last().expect("a key has a segment");
    let mut table = doc;
    for (i, seg) in parents.iter().enumerate() {
        let entry = table
            .entry(seg.clone())
            .or_insert_with(|| Value::Table(Table::new()));
        table = match entry {
            Value::Table(t) => t,
            other => {
                let at = path[..=i].join(".");
                return Err(format!("`{at}` is a {}, not a table", other.type_str()));
            }
        };
    }
    table.insert(last.clone(), value);
    Ok(())
}

/// The document `base` with the override `arg` applied, re-printed as
/// TOML text for the parser.
/// The paths a patch writes: itself, or for `dma.KEY` one path per group.
fn expand(doc: &Table, path: Vec<String>) -> Result<Vec<Vec<String>>, String> {
    let Some(Value::Table(dma)) = doc.get("dma") else {
        return Ok(vec![path]);
    };
    if path.len() != 2 || path[0] != "dma" || dma.contains_key(&path[1]) {
        return Ok(vec![path]);
    }
    let groups: Vec<&String> = dma
        .iter()
        .filter(|(_, v)| v.is_table())
        .map(|(k, _)| k)
        .collect();
    if groups.is_empty() {
        return Err("the target has no [dma.<name>] group to set this key in".to_string());
    }
    Ok(groups
        .into_iter()
        .map(|g| vec!["dma".to_string(), g.clone(), path[1].clone()])
        .collect())
}

pub(crate) fn apply(base: &Table, arg: &str) -> Result<String, String> {
    let (path, value) = parse_patch(arg)?;
    let mut doc = base.clone();
    for p in expand(base, path)? {
        set(&mut doc, &p, value.clone())?;
    }
    toml::to_string(&doc).map_err(|e| format!("cannot re-print the target: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unquoted_values_fall_back_to_strings() {
        let (path, v) = parse_patch("memory.vmem.capacity=32 MiB").unwrap();
        assert_eq!(path, ["memory", "vmem", "capacity"]);
        assert_eq!(v.as_str(), Some("32 MiB"));
        let (path, v) = parse_patch("ops.\"tpu.vadd\".latency=4").unwrap();
        assert_eq!(path, ["ops", "tpu.vadd", "latency"]);
        assert_eq!(v.as_integer(), Some(4));
    }

    #[test]
    fn a_key_under_dma_sets_every_group() {
        let base: Table = toml::from_str("[dma.a]\nengines = 1\n[dma.b]\nengines = 2").unwrap();
        let out: Table = toml::from_str(&apply(&base, "dma.engines=4").unwrap()).unwrap();
        assert_eq!(out["dma"]["a"]["engines"].as_integer(), Some(4));
        assert_eq!(out["dma"]["b"]["engines"].as_integer(), Some(4));
        let out: Table = toml::from_str(&apply(&base, "dma.a.engines=8").unwrap()).unwrap();
        assert_eq!(out["dma"]["a"]["engines"].as_integer(), Some(8));
        assert_eq!(out["dma"]["b"]["engines"].as_integer(), Some(2));
    }

    #[test]
    fn cannot_descend_into_a_value() {
        let base: Table = toml::from_str("[target]\nname = \"x\"").unwrap();
        let err = apply(&base, "target.name.x=1").unwrap_err();
        assert_eq!(err, "`target.name` is a string, not a table");
    }
}
