//! What voice input says about a problem, in the player's language: thin calls into the
//! catalogue.

use super::VoiceError;
use crate::i18n::msg;
use crate::lang::Lang;

/// The sentence for `e` in `lang`.
pub fn error(lang: Lang, e: &VoiceError) -> String {
    match e {
        VoiceError::NoRecogniser { .. } => msg::voice_no_recogniser(lang),
        VoiceError::NoModel { dir } => msg::voice_no_model(lang, dir.display().to_string()),
        VoiceError::NoPhonemes { .. } => msg::voice_no_phonemes(lang),
        VoiceError::NoVoskLibrary { .. } => msg::voice_no_vosk_library(lang),
        VoiceError::NoVoskModel { dir } => {
            msg::voice_no_vosk_model(lang, dir.display().to_string())
        }
        VoiceError::VoskWithoutGrammar { dir } => {
            msg::voice_vosk_without_grammar(lang, dir.display().to_string())
        }
        VoiceError::VoskLacksWords { dir } => {
            msg::voice_vosk_lacks_words(lang, dir.display().to_string())
        }
        VoiceError::Failed { .. } => msg::voice_failed(lang),
        VoiceError::Timeout { .. } => msg::voice_timeout(lang),
        VoiceError::Unreadable { file, .. } => msg::voice_unreadable(lang, file.as_str()),
        VoiceError::TooLong { file, max } => msg::voice_too_long(lang, file.as_str(), *max),
        VoiceError::TooLarge {
            file,
            max_megabytes,
        } => msg::voice_too_large(lang, file.as_str(), *max_megabytes),
        VoiceError::Format { file, .. } => msg::voice_format(lang, file.as_str()),
        VoiceError::NoMicrophone { detail } => msg::voice_no_microphone(lang, detail.as_str()),
    }
}
