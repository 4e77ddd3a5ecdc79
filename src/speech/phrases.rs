//! Every sentence the speech layer says or writes to the user, in German, English and
//! Russian. Nothing else in `speech` builds user-facing text.

use crate::Lang;

/// Why one speech engine cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The user chose no speech in the settings.
    TurnedOff,
    /// The user chose another engine, so this one was not tried.
    NotChosen,
    /// speech-dispatcher cannot be reached or refused; the detail is the system's message.
    SpeechdUnreachable(String),
    /// speech-dispatcher is not used on this operating system.
    SpeechdUnsupported,
    /// The espeak-ng program is not installed.
    EspeakMissing(String),
    /// The espeak-ng program is there but does not work.
    EspeakFailed(String),
    /// The platform speech engine (SAPI, AVSpeech) failed.
    SystemFailed(String),
}

/// The name of an engine as the user knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// speech-dispatcher.
    Speechd,
    /// The espeak-ng program.
    Espeak,
    /// The platform speech engine.
    System,
}

fn engine_name(engine: Engine, lang: Lang) -> &'static str {
    match (engine, lang) {
        (Engine::Speechd, _) => "speech-dispatcher",
        (Engine::Espeak, _) => "espeak-ng",
        (Engine::System, Lang::De) => "die Sprachausgabe des Systems",
        (Engine::System, Lang::En) => "the system speech engine",
        (Engine::System, Lang::Ru) => "системный синтезатор речи",
    }
}

/// One reason as a short clause: "speech-dispatcher nicht erreichbar (…)".
pub fn reason(reason: &Reason, lang: Lang) -> String {
    let with = |clause: &str, detail: &str| {
        if detail.is_empty() {
            clause.to_owned()
        } else {
            format!("{clause} ({detail})")
        }
    };
    match (reason, lang) {
        (Reason::TurnedOff, Lang::De) => "in den Einstellungen ausgeschaltet".into(),
        (Reason::TurnedOff, Lang::En) => "turned off in the settings".into(),
        (Reason::TurnedOff, Lang::Ru) => "выключена в настройках".into(),
        (Reason::NotChosen, Lang::De) => "nicht gewählt".into(),
        (Reason::NotChosen, Lang::En) => "not chosen".into(),
        (Reason::NotChosen, Lang::Ru) => "не выбран".into(),
        (Reason::SpeechdUnreachable(d), Lang::De) => with("speech-dispatcher nicht erreichbar", d),
        (Reason::SpeechdUnreachable(d), Lang::En) => with("speech-dispatcher not reachable", d),
        (Reason::SpeechdUnreachable(d), Lang::Ru) => with("speech-dispatcher недоступен", d),
        (Reason::SpeechdUnsupported, Lang::De) => {
            "speech-dispatcher gibt es auf diesem System nicht".into()
        }
        (Reason::SpeechdUnsupported, Lang::En) => {
            "speech-dispatcher does not exist on this system".into()
        }
        (Reason::SpeechdUnsupported, Lang::Ru) => "speech-dispatcher нет в этой системе".into(),
        (Reason::EspeakMissing(d), Lang::De) => with("espeak-ng nicht gefunden", d),
        (Reason::EspeakMissing(d), Lang::En) => with("espeak-ng not found", d),
        (Reason::EspeakMissing(d), Lang::Ru) => with("espeak-ng не найден", d),
        (Reason::EspeakFailed(d), Lang::De) => with("espeak-ng funktioniert nicht", d),
        (Reason::EspeakFailed(d), Lang::En) => with("espeak-ng does not work", d),
        (Reason::EspeakFailed(d), Lang::Ru) => with("espeak-ng не работает", d),
        (Reason::SystemFailed(d), Lang::De) => with("Sprachausgabe des Systems fehlgeschlagen", d),
        (Reason::SystemFailed(d), Lang::En) => with("the system speech engine failed", d),
        (Reason::SystemFailed(d), Lang::Ru) => with("системный синтезатор не работает", d),
    }
}

fn reasons(list: &[Reason], lang: Lang) -> String {
    list.iter()
        .map(|r| reason(r, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Speech is off; only the transcript is written. `why` lists each engine's reason.
pub fn speech_off(why: &[Reason], lang: Lang) -> String {
    let why = reasons(why, lang);
    match lang {
        Lang::De => format!("Sprachausgabe aus: {why}. Es wird nur das Protokoll geschrieben."),
        Lang::En => format!("Speech is off: {why}. Only the transcript is written."),
        Lang::Ru => format!("Речь выключена: {why}. Ведётся только протокол."),
    }
}

/// Speech works, but through a lesser engine than the best one, because of `why`.
pub fn speech_degraded(engine: Engine, why: &[Reason], lang: Lang) -> String {
    let name = engine_name(engine, lang);
    let why = reasons(why, lang);
    match lang {
        Lang::De => format!("Sprachausgabe über {name}: {why}."),
        Lang::En => format!("Speaking through {name}: {why}."),
        Lang::Ru => format!("Речь через {name}: {why}."),
    }
}

/// The engine stopped working during the session; from now on only the transcript is written.
pub fn speech_lost(engine: Engine, detail: &str, lang: Lang) -> String {
    let name = engine_name(engine, lang);
    match lang {
        Lang::De => {
            format!(
                "Sprachausgabe unterbrochen: {name} ({detail}). Es wird nur das Protokoll geschrieben."
            )
        }
        Lang::En => {
            format!("Speech stopped: {name} failed ({detail}). Only the transcript is written.")
        }
        Lang::Ru => format!("Речь прервана: {name} ({detail}). Ведётся только протокол."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speech_off_names_every_reason_in_german() {
        let text = speech_off(
            &[
                Reason::SpeechdUnreachable("keine Verbindung".into()),
                Reason::EspeakMissing(String::new()),
            ],
            Lang::De,
        );
        assert_eq!(
            text,
            "Sprachausgabe aus: speech-dispatcher nicht erreichbar (keine Verbindung), \
             espeak-ng nicht gefunden. Es wird nur das Protokoll geschrieben."
        );
    }

    #[test]
    fn every_phrase_exists_in_every_language_and_differs() {
        let all = [
            Reason::TurnedOff,
            Reason::NotChosen,
            Reason::SpeechdUnreachable("x".into()),
            Reason::SpeechdUnsupported,
            Reason::EspeakMissing("x".into()),
            Reason::EspeakFailed("x".into()),
            Reason::SystemFailed("x".into()),
        ];
        for r in &all {
            let de = reason(r, Lang::De);
            let en = reason(r, Lang::En);
            let ru = reason(r, Lang::Ru);
            assert!(!de.is_empty() && !en.is_empty() && !ru.is_empty());
            assert!(de != en && en != ru, "{de} / {en} / {ru}");
        }
        assert!(speech_off(&all[..1], Lang::Ru).starts_with("Речь выключена"));
        assert!(
            speech_degraded(Engine::Espeak, &all[2..3], Lang::En)
                .starts_with("Speaking through espeak-ng: speech-dispatcher not reachable (x)")
        );
        assert!(speech_lost(Engine::Speechd, "broken pipe", Lang::De).contains("broken pipe"));
    }
}
