//! Command-line overrides: `--set dma.main.engines=4`,
//! `--set memory.vmem.capacity="32 MiB"`. Each one patches the parsed
//! document and the result goes through the same parser and validator as
//! a file, so a sweep needs no file copies (issue #3, "Behaviour").
//!
//! The key is a TOML dotted key (quote segments holding dots:
//! `ops."tpu.vaddf32".latency=3`). The value is a TOML value; if it does
//! not parse as one (the shell ate the quotes of `"32 MiB"`), it is taken
//! as a string.

use toml::{Table, Value};

/// Splits `KEY=VALUE` and parses it into a one-entry nested table.
fn parse_patch(arg: &str) -> Result<Table, String> {
    let Some((key, value)) = arg.split_once('=') else {
        return Err("expected KEY=VALUE, as in `dma.main.engines=4`".to_string());
    };
    let (key, value) = (key.trim(), value.trim());
    if key.is_empty() {
        return Err("the key before `=` is empty".to_string());
    }
    if let Ok(t) = toml::from_str::<Table>(&format!("{key} = {value}")) {
        return Ok(t);
    }
    let quoted = Value::String(value.to_string());
    toml::from_str::<Table>(&format!("{key} = {quoted}"))
        .map_err(|e| format!("`{key}` is not a TOML key: {}", e.message().trim_end()))
}

/// Writes `patch` into `base`, merging tables and replacing other values.
fn merge(base: &mut Table, patch: Table, path: &mut Vec<String>) -> Result<(), String> {
    for (k, v) in patch {
        path.push(k.clone());
        match (base.get_mut(&k), v) {
            (Some(Value::Table(b)), Value::Table(p)) => merge(b, p, path)?,
            (Some(old), Value::Table(_)) if !old.is_table() => {
                return Err(format!(
                    "`{}` is a {}, not a table",
                    path.join("."),
                    old.type_str()
                ));
            }
            (_, v) => {
                base.insert(k, v);
            }
        }
        path.pop();
    }
    Ok(())
}

/// The document `base` with the override `arg` applied, re-printed as
/// TOML text for the parser.
pub(crate) fn apply(base: &Table, arg: &str) -> Result<(Table, String), String> {
    let patch = parse_patch(arg)?;
    let mut doc = base.clone();
    merge(&mut doc, patch, &mut Vec::new())?;
    let text = toml::to_string(&doc).map_err(|e| format!("cannot re-print the target: {e}"))?;
    Ok((doc, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unquoted_values_fall_back_to_strings() {
        let t = parse_patch("memory.vmem.capacity=32 MiB").unwrap();
        assert_eq!(t["memory"]["vmem"]["capacity"].as_str(), Some("32 MiB"));
        let t = parse_patch("dma.main.engines=4").unwrap();
        assert_eq!(t["dma"]["main"]["engines"].as_integer(), Some(4));
    }

    #[test]
    fn cannot_descend_into_a_value() {
        let base: Table = toml::from_str("[target]\nname = \"x\"").unwrap();
        let err = apply(&base, "target.name.x=1").unwrap_err();
        assert_eq!(err, "`target.name` is a string, not a table");
    }
}
