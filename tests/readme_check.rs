//! The README holds what a newcomer with an installed binary needs (newcomer trial N6, N7,
//! L7, B8): a "Run it" line for the installed `rochade`, every option `rochade --help`
//! prints, every key of the settings file, `NO_COLOR`, and a braille paragraph naming
//! liblouis, the codes and the page size.

mod common;

fn readme() -> String {
    let path = format!("{}/README.md", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The long options of `rochade --help` ("--lang", "--time-control").
fn options() -> Vec<String> {
    let run = common::rochade(&["--help"], &[], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let mut out: Vec<String> = run
        .stdout
        .lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with('-'))
        .flat_map(|l| l.split([' ', ',', '=', '<']))
        .filter(|w| w.starts_with("--") && w.len() > 2)
        .map(str::to_owned)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The keys of the settings file: the public fields of `Config` in src/app/config.rs.
fn settings_keys() -> Vec<String> {
    let path = format!("{}/src/app/config.rs", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let start = text
        .find("pub struct Config {")
        .unwrap_or_else(|| panic!("no Config in {path}"));
    let body = &text[start..];
    let body = &body[..body.find("\n}").unwrap_or(body.len())];
    body.lines()
        .filter_map(|l| l.trim().strip_prefix("pub "))
        .filter_map(|l| l.split_once(':').map(|(k, _)| k.to_owned()))
        .collect()
}

#[test]
fn the_readme_names_every_option_and_every_setting() {
    let text = readme();
    let options = options();
    assert!(options.len() > 20, "{options:?}");
    let missing: Vec<&String> = options
        .iter()
        .filter(|o| *o != "--help" && *o != "--version" && !text.contains(o.as_str()))
        .collect();
    assert!(missing.is_empty(), "options not in the README: {missing:?}");
    let keys = settings_keys();
    assert!(keys.len() > 15, "{keys:?}");
    let missing: Vec<&String> = keys
        .iter()
        .filter(|k| !text.contains(&format!("`{k}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "settings not in the README: {missing:?}"
    );
}

#[test]
fn the_readme_says_how_to_run_the_installed_binary_and_what_the_environment_does() {
    let text = readme();
    let run_it = &text[text.find("## Run it").unwrap_or(0)..];
    let run_it = &run_it[..run_it[3..].find("\n## ").map_or(run_it.len(), |i| i + 3)];
    assert!(run_it.contains("\n    rochade\n"), "{run_it}");
    for name in [
        "NO_COLOR",
        "ROCHADE_DATA_DIR",
        "ROCHADE_CONFIG",
        "config.toml",
    ] {
        assert!(text.contains(name), "{name}");
    }
    let braille = &text[text.find("### Braille scoresheets").unwrap_or(0)..];
    for said in [
        "liblouis",
        "40 cells by 25 lines",
        "Braille Chess Code",
        "clock readings",
    ] {
        assert!(braille.contains(said), "the braille paragraph says {said}");
    }
}
