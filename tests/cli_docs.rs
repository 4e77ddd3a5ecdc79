//! What packagers and terminal users expect of the command: a version that names the build, a
//! manual page and shell completions generated from the same definitions as `--help`, and
//! the documented exit codes.

mod common;

use common::rochade;

#[test]
fn version_names_the_package_version_and_the_build() {
    let out = rochade(&["--version"], &[], "");
    assert_eq!(out.code, Some(0));
    let line = out.stdout.trim();
    assert!(
        line.starts_with(&format!("rochade {}", env!("CARGO_PKG_VERSION"))),
        "{line}"
    );
    // Whether an engine can play at all (Article 11.3), for an arbiter to check.
    let build = if cfg!(feature = "engine") {
        ", with the engine opponent"
    } else {
        ", without an engine"
    };
    assert!(line.ends_with(build), "{line}");
    let line = line.trim_end_matches(build);
    // Built from git: "(git <commit>)"; built elsewhere: the version alone.
    if let Some(rest) = line.split_once(" (git ").map(|(_, r)| r) {
        let commit = rest.trim_end_matches(')');
        assert!(
            commit.len() >= 7 && commit.chars().all(|c| c.is_ascii_hexdigit()),
            "{line}"
        );
    }
}

#[test]
fn the_man_page_is_roff_with_every_subcommand() {
    let out = rochade(&["man"], &[], "");
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let page = out.stdout;
    assert!(page.contains(".TH rochade 1"), "{page}");
    for word in ["announce", "notate", "export", "completions", "Exit codes"] {
        assert!(page.contains(word), "{word}");
    }
    // What a newcomer looks for (newcomer trial): the environment and the files, and no
    // pointer to a page that is not installed (`rochade-play(1)`).
    for section in [
        ".SH ENVIRONMENT",
        ".SH FILES",
        "ROCHADE_DATA_DIR",
        "ROCHADE_CONFIG",
    ] {
        assert!(page.contains(section), "{section}");
    }
    assert!(!page.contains("(1)"), "a pointer to another page:\n{page}");
    assert!(page.contains("\\fBrochade play\\fR"), "{page}");
}

#[test]
fn completions_for_each_shell_name_the_subcommands() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = rochade(&["completions", shell], &[], "");
        assert_eq!(out.code, Some(0), "{shell}: {}", out.stderr);
        assert!(out.stdout.contains("notate"), "{shell}");
    }
    let out = rochade(&["completions", "tcsh"], &[], "");
    assert_eq!(out.code, Some(2), "{}", out.stderr);
}

#[test]
fn exit_codes_are_as_documented() {
    // 0: success; 1: refused (the reason on standard error); 2: a command line not understood.
    assert_eq!(
        rochade(&["notate", "--lang", "en"], &[], "e4 e5\n").code,
        Some(0)
    );
    let refused = rochade(&["notate", "--lang", "en"], &[], "e4 e4\n");
    assert_eq!(refused.code, Some(1));
    assert!(!refused.stderr.is_empty());
    assert_eq!(rochade(&["notate", "--lang", "xx"], &[], "").code, Some(2));
    assert_eq!(rochade(&["--no-such-option"], &[], "").code, Some(2));
    let missing = rochade(&["announce", "--lang", "en", "no/such/file.pgn"], &[], "");
    assert_eq!(missing.code, Some(1));
    assert!(
        missing.stderr.starts_with(
            "rochade: The file no/such/file.pgn cannot be read.\nrochade: Technical detail: "
        ),
        "{}",
        missing.stderr
    );
    let help = rochade(&["--help"], &[], "");
    assert_eq!(help.code, Some(0));
    assert!(help.stdout.contains("Exit codes"), "{}", help.stdout);
}

/// Where the settings file or the locale decides, the help names no built-in default as if it
/// were the answer (`--lang [default: de]` while the locale chose English); it says what
/// decides instead.
#[test]
fn the_help_names_no_default_that_the_settings_or_the_locale_decide() {
    let help = rochade(&["--help"], &[], "");
    assert_eq!(help.code, Some(0), "{}", help.stderr);
    let page = rochade(&["man"], &[], "");
    // The man page's descriptions, after its synopsis.
    let options = page
        .stdout
        .split_once(".SH OPTIONS")
        .map_or(String::new(), |(_, o)| o.to_owned());
    for text in [&help.stdout, &options] {
        for option in ["lang", "squares", "speech", "rate", "side", "screen-reader"] {
            let at = text
                .find(&format!("--{option} "))
                .or_else(|| text.find(&format!("--{option}=")))
                .or_else(|| text.find(&format!("\\-\\-{}", option.replace('-', "\\-"))))
                .unwrap_or_else(|| panic!("--{option} is not described:\n{text}"));
            // The option's own lines: up to the next option (help) or entry (man page).
            let rest = &text[at + 2..];
            let end = ["\n  -", "\n      -", "\n.TP"]
                .iter()
                .filter_map(|next| rest.find(next))
                .min()
                .map_or(text.len(), |e| at + 2 + e);
            let described = &text[at..end];
            assert!(
                !described.contains("[default:"),
                "--{option} names a default: {described}"
            );
            assert!(
                described.contains("settings file"),
                "--{option} does not say what decides: {described}"
            );
        }
    }
}

/// The completions offer the values of `--lang`, `--time-control` and `--format` (newcomer
/// trial), while the options still take every form they read: a language's name, a PGN time
/// control.
#[test]
fn completions_offer_the_values_and_the_options_still_read_every_form() {
    for shell in ["bash", "zsh"] {
        let out = rochade(&["completions", shell], &[], "");
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        for value in ["fide-classical", "blitz", "braille", "brf", "de en es ru"] {
            assert!(out.stdout.contains(value), "{shell} lacks {value}");
        }
    }
    let data = common::tempdir();
    let env = [("ROCHADE_DATA_DIR", data.path().as_os_str())];
    let run = rochade(
        &[
            "--lang",
            "english",
            "--time-control",
            "40/5400+30:1800+30",
            "--line-mode",
            "--speech",
            "none",
        ],
        &env,
        "quit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("New game"), "{}", run.stdout);
    let bad = rochade(&["--lang", "xx", "--line-mode"], &env, "");
    assert_eq!(bad.code, Some(2), "{bad:?}");
    assert!(bad.stderr.contains("unknown language"), "{}", bad.stderr);
}

/// `--rate` takes what the settings file takes, -100 to 100, and refuses the rest as the file
/// does (newcomer trial: the command line took -128 to 127).
#[test]
fn the_rate_has_one_range_on_the_command_line_and_in_the_settings_file() {
    let data = common::tempdir();
    let env = [("ROCHADE_DATA_DIR", data.path().as_os_str())];
    for ok in ["-100", "100", "0"] {
        let run = rochade(
            &["--rate", ok, "--line-mode", "--speech", "none"],
            &env,
            "quit\n",
        );
        assert_eq!(run.code, Some(0), "{ok}: {}", run.stderr);
    }
    for bad in ["101", "-101", "127"] {
        let run = rochade(
            &["--rate", bad, "--line-mode", "--speech", "none"],
            &env,
            "quit\n",
        );
        assert_eq!(run.code, Some(2), "{bad}: {run:?}");
        assert!(run.stderr.contains("-100..=100"), "{bad}: {}", run.stderr);
    }
}
