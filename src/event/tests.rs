//! Tests of the event profile.

use super::*;
use crate::clock::ClockEvent;
use crate::clock::log::ClockChange;
use crate::lang::Lang;

fn s(secs: u64) -> Duration {
    Duration::from_secs(secs)
}

fn invalid(text: &str) -> Vec<FieldError> {
    match EventProfile::from_toml(text) {
        Err(ProfileError::Invalid(errors)) => errors,
        other => panic!("expected invalid, got {other:?}"),
    }
}

fn fields(text: &str) -> Vec<String> {
    invalid(text).into_iter().map(|e| e.field).collect()
}

#[test]
fn the_template_loads_and_means_what_it_says() {
    let p = EventProfile::from_toml(template()).unwrap();
    assert_eq!(p.edition, Edition::Fide2023);
    assert_eq!(p.tempo, Tempo::Standard);
    assert_eq!(p.time_control, Some(Preset::FideClassical.time_control()));
    assert_eq!(p.alerts, AlertConfig::default());
    assert_eq!(p.players.white.name.as_deref(), Some("Anna Beispiel"));
    assert!(p.players.white.needs.visually_disabled);
    assert_eq!(
        p.players.white.needs.duties,
        vec![Duty::MovePieces, Duty::Clock, Duty::Scoresheet]
    );
    // A visually disabled player with a clock assistant keeps all her time (2023).
    assert_eq!(
        p.allowance(Color::White),
        Allowance::None(allowance::NoDeduction::Disabled)
    );
    assert_eq!(p.event.as_deref(), Some("Club championship"));
}

#[test]
fn an_empty_file_is_the_casual_default() {
    let p = EventProfile::from_toml("").unwrap();
    assert_eq!(p, EventProfile::default());
    assert!(p.new_clock(s(0)).is_none());
}

#[test]
fn tempo_follows_the_time_control_unless_given() {
    let p = EventProfile::from_toml("[time_control]\npreset = \"blitz\"").unwrap();
    assert_eq!(p.tempo, Tempo::Blitz);
    assert_eq!(p.penalties.illegal_move, Some(s(60)));
    let p = EventProfile::from_toml("tempo = \"rapid\"\n[time_control]\npgn = \"900+10\"").unwrap();
    assert_eq!(p.tempo, Tempo::Rapid);
    let p = EventProfile::from_toml("edition = 2018\n[time_control]\npgn = \"900+10\"").unwrap();
    assert_eq!(p.edition, Edition::Fide2018);
    assert_eq!(p.penalties.illegal_move, Some(s(120)));
}

#[test]
fn periods_can_be_written_out() {
    let text = r#"
[time_control]
mode = "bronstein"
[[time_control.period]]
moves = 40
time = "90m"
[[time_control.period]]
time = "30m"
increment = "30s"
increment_from_move = 41
"#;
    let p = EventProfile::from_toml(text).unwrap();
    let tc = p.time_control.unwrap();
    assert_eq!(tc.mode(), Mode::Bronstein);
    assert_eq!(tc.periods()[1].increment_from_move, 41);
    assert_eq!(tc.to_pgn(), "40/5400:1800+30");
}

#[test]
fn unknown_keys_and_wrong_types_are_refused_with_the_key() {
    let cases = [
        ("edtion = \"2023\"", "edtion"),
        ("[white]\nvisualy_disabled = true", "visualy_disabled"),
        ("[alerts]\nenabled = \"yes\"", "enabled"),
        ("[draw_offers]\nnot_before_move = -3", "not_before_move"),
        ("[time_control]\npreset = ", "line 2"),
    ];
    for (text, needle) in cases {
        match EventProfile::from_toml(text) {
            Err(ProfileError::Syntax(e)) => {
                let msg = e.to_string();
                assert!(msg.contains(needle), "{text}: {msg}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn bad_values_name_their_field_and_all_are_listed() {
    let table: &[(&str, &[&str])] = &[
        ("edition = \"2020\"", &["edition"]),
        ("tempo = \"bullet\"", &["tempo"]),
        (
            "[time_control]\npreset = \"bullet\"",
            &["time_control.preset"],
        ),
        ("[time_control]\npgn = \"40/54x0\"", &["time_control.pgn"]),
        ("[time_control]\npgn = \"?\"", &["time_control.pgn"]),
        (
            "[time_control]\npgn = \"900\"\npreset = \"blitz\"",
            &["time_control"],
        ),
        (
            "[time_control]\npgn = \"900\"\nmode = \"hourglass\"",
            &["time_control.mode"],
        ),
        (
            "[[time_control.period]]\ntime = \"30m\"\n[[time_control.period]]\ntime = \"30m\"",
            &["time_control.period[1]"],
        ),
        (
            "[[time_control.period]]\nmoves = 40",
            &["time_control.period[1].time"],
        ),
        (
            "[[time_control.period]]\ntime = \"1x\"",
            &["time_control.period[1].time"],
        ),
        (
            "[penalties]\nillegal_move = \"two minutes\"\nillegal_moves_that_lose = 0",
            &[
                "penalties.illegal_move",
                "penalties.illegal_moves_that_lose",
            ],
        ),
        ("[alerts]\nat = [\"10m\", \"5 minutes\"]", &["alerts.at[2]"]),
        (
            "[alerts]\ncountdown_from = \"30s\"",
            &["alerts.countdown_every"],
        ),
        (
            "[adjustment]\nassistant = \"ten\"",
            &["adjustment.assistant"],
        ),
        (
            "[white]\nassistant = true\nduties = [\"clock\", \"coffee\", \"clock\"]",
            &["white.duties[2]", "white.duties[3]"],
        ),
        ("[black]\nassistant = true", &["black.duties"]),
        ("[black]\nduties = [\"clock\"]", &["black.duties"]),
        (
            "[time_control]\npreset = \"blitz\"\n[white]\nassistant = true\nduties = [\"scoresheet\"]",
            &["adjustment.assistant"],
        ),
        (
            "[time_control]\npreset = \"rapid\"\n[black]\nadjustment = \"15m\"",
            &["black.adjustment"],
        ),
        (
            "[draw_offers]\nnot_before_move = 100000",
            &["draw_offers.not_before_move"],
        ),
    ];
    for (text, want) in table {
        let got = fields(text);
        assert_eq!(got, *want, "{text}");
    }
    let msg = EventProfile::from_toml("[time_control]\npgn = \"40/54x0\"")
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("time_control.pgn: time control \"40/54x0\", period 1"),
        "{msg}"
    );
    assert!(msg.contains("not a whole number"), "{msg}");
}

#[test]
fn adjustments_are_taken_and_logged_when_the_clock_is_made() {
    let text = r#"
edition = "2023"
[time_control]
preset = "fide-classical"
[white]
assistant = true
duties = ["scoresheet"]
[black]
visually_disabled = true
assistant = true
duties = ["clock", "scoresheet"]
"#;
    let p = EventProfile::from_toml(text).unwrap();
    let c = p.new_clock(s(5)).unwrap();
    assert_eq!(c.remaining(Color::White, s(5)), s(80 * 60));
    assert_eq!(c.remaining(Color::Black, s(5)), s(90 * 60));
    assert_eq!(c.log().len(), 1);
    let e = &c.log()[0];
    assert_eq!(e.actor, Actor::Profile);
    assert_eq!(e.article.as_deref(), Some("8.1.6"));
    assert_eq!(e.at, s(5));
    assert!(matches!(
        e.change,
        ClockChange::Deducted {
            color: Color::White,
            ..
        }
    ));

    // Under the 2009 Laws the disabled player is not spared; the arbiter can still decide.
    let old = text.replace("\"2023\"", "\"2009\"") + "adjustment = \"5m\"\n";
    let p = EventProfile::from_toml(&old).unwrap();
    let mut c = p.new_clock(s(0)).unwrap();
    assert_eq!(c.remaining(Color::Black, s(0)), s(85 * 60));
    assert_eq!(c.log()[1].actor, Actor::Arbiter);
    assert_eq!(c.log()[1].article.as_deref(), Some("6.2.6, 8.1.6"));
    c.start(s(0)).unwrap();
    assert!(
        !c.poll(s(1))
            .iter()
            .any(|e| matches!(e, ClockEvent::FlagFell { .. }))
    );
}

#[test]
fn alerts_can_be_turned_off_or_changed() {
    let p = EventProfile::from_toml("[alerts]\nenabled = false").unwrap();
    assert!(!p.alerts.enabled());
    let p = EventProfile::from_toml("[alerts]\nat = [\"2m\"]").unwrap();
    assert_eq!(p.alerts.thresholds(), &[s(120)]);
}

#[test]
fn draw_offer_restrictions() {
    let p = EventProfile::from_toml("[draw_offers]\nnot_before_move = 30\narbiter_consent = true")
        .unwrap();
    assert_eq!(
        p.draw_offers.permission(12),
        DrawOfferPermission::TooEarly { first_allowed: 30 }
    );
    assert_eq!(
        p.draw_offers.permission(30),
        DrawOfferPermission::NeedsArbiter
    );
    assert_eq!(
        EventProfile::default().draw_offers.permission(1),
        DrawOfferPermission::Allowed
    );
}

#[test]
fn penalties_can_be_overridden() {
    let p = EventProfile::from_toml("edition = \"2009\"\n[penalties]\nillegal_move = \"none\"\nwrong_claim = \"1m\"\nillegal_moves_that_lose = 2").unwrap();
    assert_eq!(p.penalties.illegal_move, None);
    assert_eq!(p.penalties.wrong_claim, Some(s(60)));
    assert_eq!(p.penalties.illegal_moves_that_lose, 2);
    let d = EventProfile::from_toml("edition = \"2009\"")
        .unwrap()
        .penalties;
    assert_eq!(d.wrong_claim, Some(s(180)));
    assert_eq!(d.illegal_moves_that_lose, 3);
}

#[test]
fn describe_says_the_effective_rules() {
    let p = EventProfile::from_toml(template()).unwrap();
    let en = describe(&p, Lang::En);
    // The clock's own wording (time control, alert times) is the clock's: only its place and
    // label are checked here.
    let want = [
        "Event: Club championship",
        "Rules: FIDE Laws of Chess 2023",
        "Type of game: standard chess",
        "Time control: … (PGN 40/5400+30:1800+30)",
        "Draw offers: allowed at any time (article 9.1)",
        "Illegal move: … to the opponent; the second loses (article 7.5.5)",
        "Incorrect draw claim: … to the opponent (article 9.5.3)",
        "Automatic draw by fivefold repetition and the seventy-five-move rule: yes (article 9.6)",
        "Resigning when the opponent cannot checkmate is a draw: yes (article 5.1.2)",
        "Clock start between two boards: when the opponent's board is connected",
        "Arbiter's code: none; anyone at the keyboard may act as the arbiter",
        "Clock alerts: … (article D.2.6)",
        "White: Anna Beispiel; visually disabled; assistant for: moving the pieces (article 4.9), operating the clock (article 6.2.6), keeping the score (article 8.1.6); no clock adjustment (player with a disability, articles 6.2.6 and 8.1.6)",
        "Black: Boris Muster; no assistant; no clock adjustment",
    ];
    let lines: Vec<&str> = en.lines().collect();
    assert_eq!(lines.len(), want.len(), "{en}");
    for (line, want) in lines.iter().zip(want) {
        match want.split_once(" … ").or_else(|| want.split_once("…")) {
            Some((head, tail)) => assert!(
                line.starts_with(head) && line.ends_with(tail),
                "{line:?} is not {want:?}"
            ),
            None => assert_eq!(*line, want),
        }
    }
    for lang in [Lang::De, Lang::Ru] {
        let text = describe(&p, lang);
        assert_eq!(text.lines().count(), want.len(), "{lang}:\n{text}");
        assert!(text.contains("40/5400+30:1800+30"));
    }
    // One term for an illegal move, the arbiter in Russian, ordinals in words.
    let de = describe(&p, Lang::De);
    assert!(
        de.contains("Regelwidriger Zug: ") && de.contains("; der zweite verliert (Artikel 7.5.5)"),
        "{de}"
    );
    let ru = describe(&p, Lang::Ru);
    assert!(
        ru.contains("; второй невозможный ход ведёт к поражению (статья 7.5.5)"),
        "{ru}"
    );
    assert!(!ru.contains("-й") && !ru.contains("судь"), "{ru}");
    let casual = describe(&EventProfile::default(), Lang::De);
    assert!(casual.contains("Bedenkzeit: ohne Uhr"), "{casual}");
    let old = EventProfile::from_toml("edition = \"2009\"\n[time_control]\npreset = \"blitz\"\n[draw_offers]\nnot_before_move = 30").unwrap();
    let en = describe(&old, Lang::En);
    assert!(
        en.contains("Illegal move: only on the opponent's claim; the third loses"),
        "{en}"
    );
    assert!(
        en.contains("Draw offers: not before move thirty (article 9.1)"),
        "{en}"
    );
    assert!(
        en.contains("fivefold repetition and the seventy-five-move rule: no"),
        "{en}"
    );
    let ru = describe(&old, Lang::Ru);
    assert!(ru.contains("не раньше хода номер тридцать"), "{ru}");
    let arbiter = EventProfile::from_toml("[draw_offers]\narbiter_consent = true").unwrap();
    let ru = describe(&arbiter, Lang::Ru);
    assert!(ru.contains("только с согласия арбитра"), "{ru}");
}

#[test]
fn loading_a_missing_file_says_which() {
    let e = EventProfile::load(Path::new("no-such-event-file.toml")).unwrap_err();
    assert!(e.to_string().contains("no-such-event-file.toml"), "{e}");
}

proptest::proptest! {
    #[test]
    fn any_text_loads_or_is_refused_without_panicking(text in "[a-z_\\[\\]=\" 0-9.\n-]{0,80}") {
        let _ = EventProfile::from_toml(&text);
    }

    #[test]
    fn any_player_combination_loads(
        visually in proptest::bool::ANY,
        other in proptest::bool::ANY,
        duties in proptest::sample::subsequence(Duty::ALL.to_vec(), 0..=7),
        edition in proptest::sample::select(vec!["2009", "2018", "2023"]),
    ) {
        let list: Vec<String> = duties.iter().map(|d| format!("\"{}\"", d.name())).collect();
        let text = format!(
            "edition = \"{edition}\"\n[time_control]\npreset = \"rapid\"\n[white]\nvisually_disabled = {visually}\nother_disability = {other}\nassistant = {}\nduties = [{}]\n",
            !duties.is_empty(),
            list.join(", ")
        );
        let p = EventProfile::from_toml(&text).unwrap();
        let clock = p.new_clock(s(0)).unwrap();
        let charged = (duties.contains(&Duty::Clock) || duties.contains(&Duty::Scoresheet))
            && !((visually || other) && edition != "2009");
        let want = if charged { s(5 * 60) } else { s(15 * 60) };
        proptest::prop_assert_eq!(clock.remaining(Color::White, s(0)), want);
        proptest::prop_assert_eq!(clock.log().len(), usize::from(charged));
        for lang in Lang::ALL {
            proptest::prop_assert_eq!(describe(&p, lang).lines().count(), 13);
        }
    }
}

#[test]
fn the_arbiter_may_be_the_one_who_starts_the_clock() {
    let p = EventProfile::from_toml("arbiter_starts_clock = true\n").unwrap();
    assert!(p.arbiter_starts_clock);
    assert!(
        describe(&p, Lang::En).contains("Clock start between two boards: by the arbiter"),
        "{}",
        describe(&p, Lang::En)
    );
    let p = EventProfile::from_toml("edition = \"2023\"\n").unwrap();
    assert!(!p.arbiter_starts_clock);
    // Not a boolean: refused, naming the key.
    assert!(matches!(
        EventProfile::from_toml("arbiter_starts_clock = \"yes\"\n"),
        Err(ProfileError::Syntax(e)) if e.to_string().contains("arbiter_starts_clock")
    ));
}

#[test]
fn the_tables_eboard_is_read_and_a_wrong_one_named() {
    let p = EventProfile::from_toml("eboard = \"dgt:/dev/ttyUSB1\"\n").unwrap();
    assert_eq!(
        p.eboard,
        Some(crate::eboard::EboardSpec::Dgt(std::path::PathBuf::from(
            "/dev/ttyUSB1"
        )))
    );
    assert_eq!(EventProfile::from_toml("").unwrap().eboard, None);
    assert_eq!(fields("eboard = \"/dev/ttyUSB1\"\n"), vec!["eboard"]);
    assert_eq!(fields("eboard = \"millennium:COM3\"\n"), vec!["eboard"]);
}

/// The TOML reader's mistakes come with their kind, line and key, for the user's language.
#[test]
fn the_readers_mistakes_are_classified_with_line_and_key() {
    let cases: [(&str, usize, &str, SyntaxKind); 6] = [
        (
            "event = \"x\"\nedtion = \"2023\"\n",
            2,
            "edtion",
            SyntaxKind::UnknownKey {
                allowed: vec![
                    "event",
                    "edition",
                    "tempo",
                    "table_protocol",
                    "arbiter_starts_clock",
                    "arbiter_code",
                    "time_control",
                    "draw_offers",
                    "penalties",
                    "alerts",
                    "adjustment",
                    "white",
                    "black",
                    "hall",
                    "board",
                    "eboard",
                ]
                .into_iter()
                .map(str::to_owned)
                .collect(),
            },
        ),
        (
            "[alerts]\nenabled = \"yes\"\n",
            2,
            "alerts.enabled",
            SyntaxKind::WrongType {
                expected: ValueKind::YesNo,
            },
        ),
        (
            "[draw_offers]\nnot_before_move = -3\n",
            2,
            "draw_offers.not_before_move",
            SyntaxKind::OutOfRange {
                value: "-3".to_owned(),
            },
        ),
        (
            "[time_control]\n[[time_control.period]]\nmoves = 1.5\n",
            3,
            "time_control.period.moves",
            SyntaxKind::WrongType {
                expected: ValueKind::Whole,
            },
        ),
        (
            "event = \"a\"\nevent = \"b\"\n",
            2,
            "event",
            SyntaxKind::Duplicate,
        ),
        ("event = \n", 1, "event", SyntaxKind::Other),
    ];
    for (text, line, key, kind) in cases {
        match EventProfile::from_toml(text) {
            Err(ProfileError::Syntax(e)) => {
                assert_eq!(
                    (e.line, e.key.as_deref(), &e.kind),
                    (line, Some(key), &kind),
                    "{text}"
                );
                // The reader's words stay for the technical detail, without its drawing.
                assert!(
                    e.to_string().starts_with(&format!("line {line}, column ")),
                    "{e}"
                );
                assert!(!e.to_string().contains('^'), "{e}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    for (expected, kind) in [
        ("a string", ValueKind::Text),
        ("u32", ValueKind::Whole),
        ("i64", ValueKind::Whole),
        ("a boolean", ValueKind::YesNo),
        ("a sequence", ValueKind::List),
        ("struct RawAlerts", ValueKind::Table),
        ("a date", ValueKind::Other),
    ] {
        assert_eq!(ValueKind::of_expected(expected), kind, "{expected}");
    }
    assert_eq!(
        SyntaxKind::of_message("missing field `pgn`"),
        SyntaxKind::MissingKey {
            key: "pgn".to_owned()
        }
    );
}
