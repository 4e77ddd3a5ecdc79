//! Every sentence the speech layer says or writes to the user: thin calls into the message
//! catalogue (`locales/<code>.ftl`, messages `speech-…`). Nothing else in `speech` builds
//! user-facing text. The system's own (English) words about a failure never go into a spoken
//! notice: they are a separate line for the transcript ([`details`]).

use crate::Lang;
use crate::i18n::msg;

/// Why one speech engine cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// The user chose no speech in the settings.
    TurnedOff,
    /// The user chose another engine, so this one was not tried.
    NotChosen,
    /// speech-dispatcher cannot be reached or refused; the detail is the system's message.
    SpeechdUnreachable(String),
    /// speech-dispatcher took the words but did not say them (its sound output does not
    /// work); the detail says how long they waited.
    SpeechdSilent(String),
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

fn engine_name(engine: Engine, lang: Lang) -> String {
    match engine {
        Engine::Speechd => msg::speech_engine_speechd(lang),
        Engine::Espeak => msg::speech_engine_espeak(lang),
        Engine::System => msg::speech_engine_system(lang),
    }
}

impl Reason {
    /// The system's own words about the problem (English, from the operating system or the
    /// engine), if any: for the transcript, never spoken.
    pub fn detail(&self) -> Option<&str> {
        match self {
            Reason::SpeechdUnreachable(d)
            | Reason::SpeechdSilent(d)
            | Reason::EspeakMissing(d)
            | Reason::EspeakFailed(d)
            | Reason::SystemFailed(d) => Some(d.as_str()).filter(|d| !d.is_empty()),
            Reason::TurnedOff | Reason::NotChosen | Reason::SpeechdUnsupported => None,
        }
    }
}

/// One reason as a short clause in `lang` ("speech-dispatcher ist nicht erreichbar"), without
/// the system's detail (see [`details`]).
pub fn reason(reason: &Reason, lang: Lang) -> String {
    match reason {
        Reason::TurnedOff => msg::speech_reason_turned_off(lang),
        Reason::NotChosen => msg::speech_reason_not_chosen(lang),
        Reason::SpeechdUnreachable(_) => msg::speech_reason_speechd_unreachable(lang),
        Reason::SpeechdSilent(_) => msg::speech_reason_speechd_silent(lang),
        Reason::SpeechdUnsupported => msg::speech_reason_speechd_unsupported(lang),
        Reason::EspeakMissing(_) => msg::speech_reason_espeak_missing(lang),
        Reason::EspeakFailed(_) => msg::speech_reason_espeak_failed(lang),
        Reason::SystemFailed(_) => msg::speech_reason_system_failed(lang),
    }
}

fn reasons(list: &[Reason], lang: Lang) -> String {
    list.iter()
        .map(|r| reason(r, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The technical detail behind `why` (the system's English messages), as one line for the
/// transcript, introduced in `lang`; `None` when there is none. Never spoken: a notice says
/// what happened in the user's language, this line is for whoever fixes it.
pub fn details(why: &[Reason], lang: Lang) -> Option<String> {
    let list: Vec<&str> = why.iter().filter_map(Reason::detail).collect();
    detail_line(&list.join("; "), lang)
}

/// [`details`] for one detail text.
pub fn detail_line(detail: &str, lang: Lang) -> Option<String> {
    let detail = detail.trim();
    (!detail.is_empty()).then(|| msg::speech_detail(lang, detail))
}

/// Speech is off; only the transcript is written. `why` lists each engine's reason.
pub fn speech_off(why: &[Reason], lang: Lang) -> String {
    msg::speech_off(lang, reasons(why, lang))
}

/// Speech works, but through a lesser engine than the best one, because of `why`.
pub fn speech_degraded(engine: Engine, why: &[Reason], lang: Lang) -> String {
    msg::speech_degraded(lang, engine_name(engine, lang), reasons(why, lang))
}

/// The engine stopped working during the session; from now on only the transcript is written.
/// The system's words about it are not part of the sentence: see [`detail_line`].
pub fn speech_lost(engine: Engine, lang: Lang) -> String {
    msg::speech_lost(lang, engine_name(engine, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speech_off_names_every_reason_in_german_without_the_system_words() {
        let why = [
            Reason::SpeechdUnreachable("No such file or directory (os error 2)".into()),
            Reason::EspeakMissing(String::new()),
        ];
        assert_eq!(
            speech_off(&why, Lang::De),
            "Sprachausgabe aus: speech-dispatcher ist nicht erreichbar, espeak-ng ist nicht \
             installiert. Es wird nur die Mitschrift geschrieben."
        );
        assert_eq!(
            details(&why, Lang::De).as_deref(),
            Some("Technische Angabe zur Sprachausgabe: No such file or directory (os error 2)")
        );
        assert_eq!(details(&why[1..], Lang::De), None);
    }

    #[test]
    fn every_phrase_exists_in_every_language_and_differs() {
        let all = [
            Reason::TurnedOff,
            Reason::NotChosen,
            Reason::SpeechdUnreachable("x".into()),
            Reason::SpeechdUnsupported,
            Reason::SpeechdSilent("x".into()),
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
            assert!(!de.contains('x') && !ru.contains('x'), "{de} / {ru}");
        }
        assert!(speech_off(&all[..1], Lang::Ru).starts_with("Речь выключена"));
        assert_eq!(
            speech_degraded(Engine::Espeak, &all[2..3], Lang::En),
            "Speaking through espeak-ng: speech-dispatcher is not reachable."
        );
        assert_eq!(
            speech_lost(Engine::System, Lang::Ru),
            "Речь прервана: системный синтезатор речи перестал работать. Ведётся только текстовая запись."
        );
    }
}
